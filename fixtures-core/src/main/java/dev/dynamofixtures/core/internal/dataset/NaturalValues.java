package dev.dynamofixtures.core.internal.dataset;

import dev.dynamofixtures.core.internal.error.DynamoError;
import dev.dynamofixtures.core.internal.value.AttributeValues;
import dev.dynamofixtures.core.internal.value.DynamoNumbers;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.UnaryOperator;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Items written in natural YAML, to DynamoDB values: strings to S, plain decimal numbers to N (exactly as written),
 * booleans to BOOL, null to NULL, sequences to L, mappings to M, and the tags of docs/datasets.md for the rest
 * ({@code !S !N !B !SS !NS !BS !epoch !epochMillis !iso !date}). Each value DynamoDB would reject is a problem at
 * the value's own position. Times are computed for one instant; an item that has any is a timed {@link ItemEntry}
 * whose template converts it again for another instant. {@code !regex} (expected datasets only: the reader refuses
 * it in seeds) writes an S holding a regular expression, and the item records the value's path as a pattern.
 */
final class NaturalValues {
    static final List<String> TAGS = List.of("S", "N", "B", "SS", "NS", "BS", "epoch", "epochMillis", "iso", "date",
            "ddb", "regex");

    private final Problems problems;
    private final Instant now;
    private boolean timed;
    /** Where the value being read is: attribute names and list indexes from the item down. */
    private final java.util.ArrayDeque<Object> path = new java.util.ArrayDeque<>();
    private final Map<List<Object>, Position> patterns = new LinkedHashMap<>();

    private NaturalValues(Problems problems, Instant now) {
        this.problems = problems;
        this.now = now;
    }

    /** The item a node writes, or null after adding its problems. */
    static ItemEntry item(Node node, Problems problems, Instant now) {
        if ("ddb".equals(node.tag())) {
            Map<String, AttributeValue> item = DynamoJsonFormat.item(node, problems);
            return item == null ? null : ItemEntry.fixed(node.position(), item);
        }
        if (!(node instanceof Node.MapNode map) || node.tag() != null) {
            problems.add(node.position(), "an item is a mapping of attribute names to values, such as "
                    + "{ order_id: K1, amount: 200 }" + (node.tag() != null ? " (or !ddb and DynamoDB JSON)" : ""));
            return null;
        }
        int before = problems.size();
        NaturalValues values = new NaturalValues(problems, now);
        Map<String, AttributeValue> attributes = values.attributes(map, 1);
        if (problems.size() > before) {
            return null;
        }
        if (!values.timed) {
            return new ItemEntry(node.position(), attributes, null, values.patterns);
        }
        return new ItemEntry(node.position(), attributes,
                instant -> new NaturalValues(new Problems(), instant).attributes(map, 1), values.patterns);
    }

    private Map<String, AttributeValue> attributes(Node.MapNode map, int depth) {
        Map<String, AttributeValue> attributes = new LinkedHashMap<>(Math.max(4, map.entries().size() * 2));
        for (Node.Entry entry : map.entries()) {
            path.addLast(entry.key());
            AttributeValue value = value(entry.value(), depth);
            path.removeLast();
            if (attributes.putIfAbsent(entry.key(), value == null ? AttributeValue.fromNul(true) : value) != null) {
                problems.add(entry.keyPosition(), "attribute " + entry.key() + " is written twice in this "
                        + (depth == 1 ? "item" : "map") + "; keep one");
            }
        }
        return attributes;
    }

    /** The value a node writes, or null after adding a problem. */
    private AttributeValue value(Node node, int depth) {
        String tag = node.tag();
        if (tag != null) {
            return tagged(node, tag, depth);
        }
        if (node instanceof Node.MapNode map) {
            return AttributeValue.fromM(attributes(map, depth + 1));
        }
        if (node instanceof Node.SeqNode seq) {
            List<AttributeValue> list = new ArrayList<>(seq.items().size());
            for (Node item : seq.items()) {
                path.addLast(list.size());
                AttributeValue value = value(item, depth + 1);
                path.removeLast();
                list.add(value == null ? AttributeValue.fromNul(true) : value);
            }
            return AttributeValue.fromL(list);
        }
        Node.Scalar scalar = (Node.Scalar) node;
        switch (scalar.kind()) {
            case NUMBER:
                return isPlainDecimal(scalar.text()) ? number(scalar, scalar.text()) : AttributeValue.fromS(scalar.text());
            case BOOLEAN:
                return AttributeValue.fromBool(Boolean.parseBoolean(scalar.text().toLowerCase(java.util.Locale.ROOT)));
            case NULL:
                return AttributeValue.fromNul(true);
            default:
                return AttributeValue.fromS(scalar.text());
        }
    }

    private AttributeValue tagged(Node node, String tag, int depth) {
        switch (tag) {
            case "SS":
            case "NS":
            case "BS":
                return set(node, tag);
            case "ddb":
                return DynamoJsonFormat.value(node, problems);
            default:
                break;
        }
        if (!(node instanceof Node.Scalar scalar)) {
            problems.add(node.position(), "!" + tag + " goes before a single value, not a "
                    + (node instanceof Node.MapNode ? "mapping" : "sequence") + unknownTagHint(tag));
            return null;
        }
        String text = scalar.text();
        switch (tag) {
            case "S":
                return AttributeValue.fromS(text);
            case "N":
                return number(scalar, text.strip());
            case "B":
                return binary(scalar, text);
            case "epoch":
            case "epochMillis":
            case "iso":
            case "date":
                return time(scalar, tag, text);
            case "regex":
                return pattern(scalar, text);
            default:
                problems.add(node.position(), "unknown tag !" + tag + unknownTagHint(tag));
                return null;
        }
    }

    private static String unknownTagHint(String tag) {
        if (TAGS.contains(tag)) {
            return "";
        }
        return Suggestions.didYouMean(tag, TAGS).replace("did you mean ", "did you mean !")
                + "; the tags are !S, !N, !B, !SS, !NS, !BS, !epoch, !epochMillis, !iso, !date and !ddb";
    }

    private AttributeValue pattern(Node node, String text) {
        try {
            java.util.regex.Pattern.compile(text);
        } catch (java.util.regex.PatternSyntaxException e) {
            problems.add(node.position(), "!regex takes a Java regular expression, and '" + text + "' is not one: "
                    + e.getDescription() + " near index " + e.getIndex()
                    + " (quote it in single quotes so YAML keeps backslashes: !regex '\\d+')");
            return null;
        }
        patterns.put(List.copyOf(path), node.position());
        return AttributeValue.fromS(text);
    }

    private AttributeValue number(Node node, String text) {
        try {
            DynamoNumbers.normalize(text);
            return AttributeValue.fromN(text);
        } catch (DynamoError e) {
            problems.add(node.position(), "'" + text + "' is not a number DynamoDB can store: " + e.liveMessage()
                    + " (numbers have at most 38 significant digits, magnitudes from 1E-130 to below 1E126)");
            return null;
        }
    }

    private AttributeValue binary(Node node, String text) {
        try {
            return AttributeValue.fromB(SdkBytes.fromByteArray(Base64.getMimeDecoder().decode(text.strip())));
        } catch (IllegalArgumentException e) {
            problems.add(node.position(), "!B takes base64 text (such as aGVsbG8=), and '" + text + "' is not: "
                    + e.getMessage());
            return null;
        }
    }

    private AttributeValue time(Node.Scalar node, String tag, String text) {
        UnaryOperator<Instant> time;
        try {
            time = TimeExpressions.parse(text);
        } catch (IllegalArgumentException e) {
            problems.add(node.position(), "!" + tag + " " + e.getMessage());
            return null;
        }
        timed |= text.strip().startsWith("now");
        Instant instant = time.apply(now);
        switch (tag) {
            case "epoch": return AttributeValue.fromN(TimeExpressions.epochSeconds(instant));
            case "epochMillis": return AttributeValue.fromN(TimeExpressions.epochMillis(instant));
            case "iso": return AttributeValue.fromS(TimeExpressions.iso(instant));
            default: return AttributeValue.fromS(TimeExpressions.date(instant));
        }
    }

    private AttributeValue set(Node node, String tag) {
        if (!(node instanceof Node.SeqNode seq)) {
            problems.add(node.position(), "!" + tag + " goes before a sequence of members, such as !" + tag
                    + (tag.equals("NS") ? " [1, 2]" : tag.equals("SS") ? " [red, green]" : " [aGk=, aGVsbG8=]"));
            return null;
        }
        if (seq.items().isEmpty()) {
            problems.add(node.position(), "an empty set: DynamoDB has no empty sets; leave the attribute out, or "
                    + "write an empty list [] instead");
            return null;
        }
        List<String> strings = new ArrayList<>();
        List<SdkBytes> binaries = new ArrayList<>();
        Map<Object, Node> seen = new HashMap<>();
        Set<Object> reported = new HashSet<>();
        for (Node member : seq.items()) {
            if (!(member instanceof Node.Scalar scalar) || member.tag() != null) {
                problems.add(member.position(), "a member of a set is a single value without a tag");
                continue;
            }
            Object identity;
            switch (tag) {
                case "SS":
                    strings.add(scalar.text());
                    identity = scalar.text();
                    break;
                case "NS": {
                    AttributeValue number = number(member, scalar.text().strip());
                    if (number == null) {
                        continue;
                    }
                    strings.add(number.n());
                    identity = DynamoNumbers.parse(number.n());
                    break;
                }
                default: {
                    AttributeValue binary = binary(member, scalar.text());
                    if (binary == null) {
                        continue;
                    }
                    binaries.add(binary.b());
                    identity = binary.b().asByteBuffer();
                    break;
                }
            }
            Node first = seen.putIfAbsent(identity, member);
            if (first != null && reported.add(identity)) {
                problems.add(member.position(), "the set holds " + scalar.text() + " twice (first at "
                        + first.position() + "); DynamoDB rejects sets with duplicate members");
            }
        }
        AttributeValue value = tag.equals("SS") ? AttributeValue.fromSs(strings)
                : tag.equals("NS") ? AttributeValue.fromNs(strings) : AttributeValue.fromBs(binaries);
        try {
            AttributeValues.normalize(value, 1);
        } catch (DynamoError e) {
            return null; // its members' problems are reported above
        }
        return value;
    }

    /** {@code -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?}: the numbers natural YAML writes as N. */
    static boolean isPlainDecimal(String text) {
        int n = text.length();
        int i = 0;
        if (i < n && text.charAt(i) == '-') {
            i++;
        }
        if (i >= n) {
            return false;
        }
        if (text.charAt(i) == '0') {
            i++;
        } else if (isDigit(text.charAt(i))) {
            while (i < n && isDigit(text.charAt(i))) {
                i++;
            }
        } else {
            return false;
        }
        if (i < n && text.charAt(i) == '.') {
            i++;
            int start = i;
            while (i < n && isDigit(text.charAt(i))) {
                i++;
            }
            if (i == start) {
                return false;
            }
        }
        if (i < n && (text.charAt(i) == 'e' || text.charAt(i) == 'E')) {
            i++;
            if (i < n && (text.charAt(i) == '+' || text.charAt(i) == '-')) {
                i++;
            }
            int start = i;
            while (i < n && isDigit(text.charAt(i))) {
                i++;
            }
            if (i == start) {
                return false;
            }
        }
        return i == n;
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }
}
