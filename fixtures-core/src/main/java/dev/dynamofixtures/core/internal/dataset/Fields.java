package dev.dynamofixtures.core.internal.dataset;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Reading the fields of configuration mappings (tables, indexes, imports) strictly: unknown and repeated fields,
 * wrong shapes and values outside a fixed choice are problems that say what is expected, with the nearest valid
 * name where one is near.
 */
final class Fields {
    private Fields() {
    }

    /** The node as a mapping, or null after reporting that {@code what} must be one (like {@code example}). */
    static Node.MapNode mapping(Node node, String what, String example, Problems problems) {
        if (node instanceof Node.MapNode map && map.tag() == null) {
            return map;
        }
        problems.add(node.position(), what + " is a mapping, such as " + example);
        return null;
    }

    /** Reports fields not in {@code allowed} (with a suggestion) and fields written twice. */
    static void checkKeys(Node.MapNode map, List<String> allowed, String what, Problems problems) {
        Map<String, Position> seen = new HashMap<>();
        for (Node.Entry entry : map.entries()) {
            Position first = seen.putIfAbsent(entry.key(), entry.keyPosition());
            if (first != null) {
                problems.add(entry.keyPosition(), entry.key() + " is written twice in " + what + " (first at " + first
                        + "); keep one");
            } else if (!allowed.contains(entry.key())) {
                problems.add(entry.keyPosition(), "unknown field " + entry.key() + " in " + what
                        + Suggestions.didYouMean(entry.key(), allowed) + "; the fields are " + String.join(", ", allowed));
            }
        }
    }

    /** Reports keys written twice in a mapping whose keys are names (tables, indexes). */
    static void checkUnique(Node.MapNode map, String what, Problems problems) {
        Map<String, Position> seen = new HashMap<>();
        for (Node.Entry entry : map.entries()) {
            Position first = seen.putIfAbsent(entry.key(), entry.keyPosition());
            if (first != null) {
                problems.add(entry.keyPosition(), what + " " + entry.key() + " is written twice (first at " + first
                        + "); keep one");
            }
        }
    }

    /** The node's text when it is a plain string (not a number, boolean, null or collection), else null. */
    static String string(Node node, String what, Problems problems) {
        if (node instanceof Node.Scalar scalar && scalar.tag() == null && scalar.kind() == Node.ScalarKind.STRING
                && !scalar.text().isEmpty()) {
            return scalar.text();
        }
        problems.add(node.position(), what + " is a name");
        return null;
    }

    /** The node's text when it is one of {@code choices}, else null after reporting the choices. */
    static String choice(Node node, String field, List<String> choices, Problems problems) {
        if (node instanceof Node.Scalar scalar && scalar.tag() == null && choices.contains(scalar.text())) {
            return scalar.text();
        }
        String written = node instanceof Node.Scalar scalar ? "'" + scalar.text() + "'" : "a collection";
        String suggestion = node instanceof Node.Scalar scalar
                ? Suggestions.didYouMean(scalar.text(), choices) : "";
        problems.add(node.position(), field + " is " + written + suggestion + "; it must be "
                + (choices.size() == 1 ? choices.get(0) : "one of " + String.join(", ", choices)));
        return null;
    }

    static Boolean bool(Node node, String field, Problems problems) {
        if (node instanceof Node.Scalar scalar && scalar.kind() == Node.ScalarKind.BOOLEAN && scalar.tag() == null) {
            return Boolean.parseBoolean(scalar.text().toLowerCase(java.util.Locale.ROOT));
        }
        problems.add(node.position(), field + " is true or false");
        return null;
    }

    /** A whole number of at least 1, or null after a problem (at {@code parent} when the field is missing). */
    static Long positiveLong(Node node, Node parent, String field, Problems problems) {
        if (node == null) {
            problems.add(parent.position(), field + " is missing: capacity units are a whole number of at least 1");
            return null;
        }
        if (node instanceof Node.Scalar scalar && scalar.kind() == Node.ScalarKind.NUMBER && scalar.tag() == null) {
            try {
                long value = Long.parseLong(scalar.text());
                if (value >= 1) {
                    return value;
                }
            } catch (NumberFormatException e) {
                // reported below
            }
        }
        problems.add(node.position(), field + " is a whole number of at least 1 (capacity units)");
        return null;
    }
}
