package dev.dynamofixtures.core.internal.dataset;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Set;

/**
 * Literal values out of one template resource's nodes, each problem naming the resource and the property path.
 * Intrinsic functions (short-form tags such as {@code !Ref}, {@code !Sub}, {@code !If}; long forms such as
 * {@code {"Ref": ...}} and {@code {"Fn::Sub": ...}}) and Serverless Framework variables ({@code ${self:...}}) are
 * recognised and never evaluated: where a dataset needs a literal, they are a problem saying so.
 * {@link WorkbenchFormat} reads its models' fields with it too.
 */
final class TemplateValues {
    private final String resource;
    private final Problems problems;

    /** {@code resource} names the resource in messages: {@code OrdersTable (AWS::DynamoDB::Table)}. */
    TemplateValues(String resource, Problems problems) {
        this.resource = resource;
        this.problems = problems;
    }

    /** True for a value the template computes at deploy time: a tagged node, a Ref/Fn:: mapping, a ${...} variable. */
    static boolean isIntrinsic(Node node) {
        if (node.tag() != null) {
            return true;
        }
        if (node instanceof Node.MapNode map && map.entries().size() == 1) {
            String key = map.entries().get(0).key();
            return key.equals("Ref") || key.equals("Condition") || key.startsWith("Fn::");
        }
        return node instanceof Node.Scalar scalar && scalar.text().contains("${");
    }

    /** How an intrinsic value is written, for messages: {@code !Ref KeyName}, {@code Fn::Sub}, {@code ${self:x}}. */
    static String describeIntrinsic(Node node) {
        if (node.tag() != null) {
            return node instanceof Node.Scalar scalar ? "!" + node.tag() + " " + scalar.text() : "!" + node.tag();
        }
        if (node instanceof Node.MapNode map) {
            return map.entries().get(0).key();
        }
        return "the variable " + ((Node.Scalar) node).text();
    }

    /** Adds a problem about this resource. */
    void problem(Position position, String message) {
        problems.add(position, resource + ": " + message);
    }

    /** The number of problems so far (to tell whether reading a resource added any). */
    int problemCount() {
        return problems.size();
    }

    /** A literal string (a scalar, not null); null after adding a problem. */
    String string(Node node, String path) {
        if (!literal(node, path)) {
            return null;
        }
        if (node instanceof Node.Scalar scalar && scalar.kind() != Node.ScalarKind.NULL) {
            return scalar.text();
        }
        problem(node.position(), path + " must be a string, not " + shape(node));
        return null;
    }

    /** A literal string that is one of {@code allowed}; null after adding a problem. */
    String oneOf(Node node, String path, List<String> allowed) {
        String value = string(node, path);
        if (value == null) {
            return null;
        }
        if (!allowed.contains(value)) {
            problem(node.position(), path + " is " + value + ", which is not one of " + String.join(", ", allowed)
                    + Suggestions.didYouMean(value, allowed));
            return null;
        }
        return value;
    }

    /** A literal whole number (written as a number or a string of digits); null after adding a problem. */
    Long integer(Node node, String path) {
        String text = string(node, path);
        if (text == null) {
            return null;
        }
        try {
            return Long.parseLong(text.strip());
        } catch (NumberFormatException e) {
            problem(node.position(), path + " must be a whole number, not " + text);
            return null;
        }
    }

    /** A literal boolean ({@code true}/{@code false}, or those words as strings); null after adding a problem. */
    Boolean bool(Node node, String path) {
        String text = string(node, path);
        if (text == null) {
            return null;
        }
        if (text.equalsIgnoreCase("true") || text.equalsIgnoreCase("false")) {
            return Boolean.valueOf(text.toLowerCase(java.util.Locale.ROOT));
        }
        problem(node.position(), path + " must be true or false, not " + text);
        return null;
    }

    /** A mapping; null after adding a problem. */
    Node.MapNode map(Node node, String path) {
        if (!literal(node, path)) {
            return null;
        }
        if (node instanceof Node.MapNode map) {
            return map;
        }
        problem(node.position(), path + " must be a mapping, not " + shape(node));
        return null;
    }

    /** A sequence; null after adding a problem. */
    Node.SeqNode list(Node node, String path) {
        if (!literal(node, path)) {
            return null;
        }
        if (node instanceof Node.SeqNode list) {
            return list;
        }
        problem(node.position(), path + " must be a list, not " + shape(node));
        return null;
    }

    /** The literal strings of a list; null after adding a problem. */
    List<String> strings(Node node, String path) {
        Node.SeqNode list = list(node, path);
        if (list == null) {
            return null;
        }
        List<String> values = new ArrayList<>();
        boolean ok = true;
        for (int i = 0; i < list.items().size(); i++) {
            String value = string(list.items().get(i), path + "[" + i + "]");
            ok &= value != null;
            values.add(value);
        }
        return ok ? values : null;
    }

    /**
     * The field {@code name} of {@code map}, or null after a problem saying it is missing: "{path} has no {name}"
     * followed by {@code why} (", which CloudFormation requires: add ...").
     */
    Node required(Node.MapNode map, String path, String name, String why) {
        return required(map, map.position(), path, name, why);
    }

    /** As {@link #required(Node.MapNode, String, String, String)}, reporting a missing field {@code at}. */
    Node required(Node.MapNode map, Position at, String path, String name, String why) {
        Node value = map.get(name);
        if (value == null) {
            problem(at, (path == null ? "" : path + " ") + "has no " + name + why);
        }
        return value;
    }

    /**
     * Reports every field of {@code map} that is neither {@code translated} nor {@code ignored}, naming the nearest
     * known one and listing what is supported; {@code path} is null for a resource's Properties.
     */
    void checkFields(Node.MapNode map, String path, Collection<String> translated, Collection<String> ignored) {
        for (Node.Entry entry : map.entries()) {
            if (translated.contains(entry.key()) || ignored.contains(entry.key())) {
                continue;
            }
            List<String> known = new ArrayList<>(translated);
            known.addAll(ignored);
            String where = path == null ? "property " : path + " has field ";
            String message = (path == null ? "has " : "") + where + entry.key() + ", which is not supported"
                    + Suggestions.didYouMean(entry.key(), known) + "; supported: " + String.join(", ", translated)
                    + (ignored.isEmpty() ? "" : "; accepted and ignored (no effect on tests): "
                    + String.join(", ", ignored));
            problem(entry.keyPosition(), message);
        }
    }

    /** True when {@code node} is not an intrinsic function or variable; else adds a problem and gives false. */
    private boolean literal(Node node, String path) {
        if (!isIntrinsic(node)) {
            return true;
        }
        problem(node.position(), path + " is " + describeIntrinsic(node) + ", which is computed when the stack is "
                + "deployed and not evaluated here; a dataset needs it written literally in the template");
        return false;
    }

    private static String shape(Node node) {
        if (node instanceof Node.MapNode) {
            return "a mapping";
        }
        if (node instanceof Node.SeqNode) {
            return "a list";
        }
        return ((Node.Scalar) node).kind() == Node.ScalarKind.NULL ? "null" : "'" + ((Node.Scalar) node).text() + "'";
    }

    /** An unmodifiable set of names in the order given, for field lists. */
    static Set<String> names(String... names) {
        return java.util.Collections.unmodifiableSet(new java.util.LinkedHashSet<>(List.of(names)));
    }
}
