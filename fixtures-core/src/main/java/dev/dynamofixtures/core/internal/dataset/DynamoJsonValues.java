package dev.dynamofixtures.core.internal.dataset;

import dev.dynamofixtures.core.internal.error.DynamoError;
import dev.dynamofixtures.core.internal.value.AttributeValues;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Values written in DynamoDB JSON, where each value is an object with one type key: {@code {"S": "x"}},
 * {@code {"N": "1"}}, {@code {"B": "base64"}}, {@code {"BOOL": true}}, {@code {"NULL": true}}, {@code {"M": {...}}},
 * {@code {"L": [...]}}, {@code {"SS": [...]}}, {@code {"NS": [...]}}, {@code {"BS": [...]}}. As the AWS CLI and the
 * SDKs' JSON, numbers are strings ({@code {"N": "42"}}; a JSON number is a problem saying so) and booleans are JSON
 * booleans. Every value is then checked as DynamoDB checks it ({@link AttributeValues#normalize}: empty or duplicate
 * sets, numbers beyond 38 digits or out of range, nesting deeper than 32 levels), and each problem stands at the
 * value it is about.
 */
final class DynamoJsonValues {
    private static final List<String> TYPES = List.of("S", "N", "B", "BOOL", "NULL", "M", "L", "SS", "NS", "BS");

    private final Problems problems;

    DynamoJsonValues(Problems problems) {
        this.problems = problems;
    }

    /** An item ({@code {"id": {"S": "x"}, ...}}), or null after adding its problems. */
    Map<String, AttributeValue> item(Node node) {
        if (!(node instanceof Node.MapNode map)) {
            problems.add(node.position(), "an item in DynamoDB JSON is an object of attributes, each value an object "
                    + "with one type key ({\"id\": {\"S\": \"K1\"}}), not " + shape(node));
            return null;
        }
        return attributes(map, 1);
    }

    /** One value at {@code depth} (1 for an attribute of an item), or null after adding its problems. */
    AttributeValue value(Node node, int depth) {
        if (!(node instanceof Node.MapNode typed)) {
            problems.add(node.position(), "a value in DynamoDB JSON is an object with one type key, such as "
                    + "{\"S\": \"text\"} or {\"N\": \"42\"}, not " + shape(node));
            return null;
        }
        if (typed.entries().size() != 1) {
            problems.add(node.position(), typed.entries().isEmpty()
                    ? "empty value {}: Supplied AttributeValue is empty, must contain exactly one of the supported "
                    + "datatypes (write one type key: " + String.join(", ", TYPES) + ")"
                    : "value with " + typed.entries().size() + " type keys (" + keys(typed) + "): Supplied "
                    + "AttributeValue has more than one datatypes set, must contain exactly one of the supported "
                    + "datatypes");
            return null;
        }
        Node.Entry entry = typed.entries().get(0);
        AttributeValue value = typedValue(entry, depth);
        if (value == null) {
            return null;
        }
        try {
            return AttributeValues.normalize(value, depth);
        } catch (DynamoError e) {
            problems.add(node.position(), "DynamoDB would reject this value: " + e.liveMessage());
            return null;
        }
    }

    private AttributeValue typedValue(Node.Entry entry, int depth) {
        Node body = entry.value();
        switch (entry.key()) {
            case "S":
                String s = text(body, "S", "a JSON string");
                return s == null ? null : AttributeValue.fromS(s);
            case "N":
                String n = number(body);
                return n == null ? null : AttributeValue.fromN(n);
            case "B":
                SdkBytes b = binary(body);
                return b == null ? null : AttributeValue.fromB(b);
            case "BOOL":
                Boolean bool = bool(body, "BOOL");
                return bool == null ? null : AttributeValue.fromBool(bool);
            case "NULL":
                Boolean nul = bool(body, "NULL");
                return nul == null ? null : AttributeValue.fromNul(nul);
            case "M":
                if (!(body instanceof Node.MapNode map)) {
                    return wrongBody(body, "M", "an object of attributes");
                }
                Map<String, AttributeValue> m = attributes(map, depth + 1);
                return m == null ? null : AttributeValue.fromM(m);
            case "L":
                List<AttributeValue> l = list(body, depth);
                return l == null ? null : AttributeValue.fromL(l);
            case "SS":
                List<String> ss = members(body, "SS", this::stringMember);
                return ss == null ? null : AttributeValue.fromSs(ss);
            case "NS":
                List<String> ns = members(body, "NS", this::number);
                return ns == null ? null : AttributeValue.fromNs(ns);
            case "BS":
                List<SdkBytes> bs = members(body, "BS", this::binary);
                return bs == null ? null : AttributeValue.fromBs(bs);
            default:
                problems.add(entry.keyPosition(), "unknown DynamoDB JSON type " + entry.key()
                        + Suggestions.didYouMean(entry.key(), TYPES) + "; the types are " + String.join(", ", TYPES));
                return null;
        }
    }

    private Map<String, AttributeValue> attributes(Node.MapNode map, int depth) {
        Map<String, AttributeValue> attributes = new LinkedHashMap<>();
        boolean ok = true;
        for (Node.Entry entry : map.entries()) {
            if (entry.key().isEmpty()) {
                problems.add(entry.keyPosition(), "empty attribute name: DynamoDB requires every attribute name, "
                        + "nested ones included, to have at least one character");
                ok = false;
                continue;
            }
            if (attributes.containsKey(entry.key())) {
                problems.add(entry.keyPosition(), "attribute " + entry.key() + " is written twice in the same "
                        + (depth == 1 ? "item" : "map") + "; keep one of them");
                ok = false;
                continue;
            }
            AttributeValue value = value(entry.value(), depth);
            ok &= value != null;
            attributes.put(entry.key(), value);
        }
        return ok ? Collections.unmodifiableMap(attributes) : null;
    }

    private List<AttributeValue> list(Node body, int depth) {
        if (!(body instanceof Node.SeqNode seq)) {
            wrongBody(body, "L", "a JSON array of values");
            return null;
        }
        List<AttributeValue> values = new ArrayList<>(seq.items().size());
        boolean ok = true;
        for (Node item : seq.items()) {
            AttributeValue value = value(item, depth + 1);
            ok &= value != null;
            values.add(value);
        }
        return ok ? Collections.unmodifiableList(values) : null;
    }

    private interface Member<T> {
        T read(Node node);
    }

    private <T> List<T> members(Node body, String type, Member<T> member) {
        if (!(body instanceof Node.SeqNode seq)) {
            wrongBody(body, type, "a JSON array");
            return null;
        }
        List<T> values = new ArrayList<>(seq.items().size());
        boolean ok = true;
        for (Node item : seq.items()) {
            T value = member.read(item);
            ok &= value != null;
            values.add(value);
        }
        return ok ? values : null;
    }

    private String stringMember(Node node) {
        return text(node, "SS", "JSON strings");
    }

    /** A number's text: DynamoDB JSON writes numbers as strings. */
    private String number(Node node) {
        if (node instanceof Node.Scalar scalar && scalar.kind() == Node.ScalarKind.NUMBER) {
            problems.add(node.position(), "number " + scalar.text() + " is written as a JSON number; DynamoDB JSON "
                    + "writes numbers as strings, so that no digit is lost: write \"" + scalar.text() + "\"");
            return null;
        }
        return text(node, "N", "a JSON string holding the number (\"42\")");
    }

    private SdkBytes binary(Node node) {
        String text = text(node, "B", "a JSON string of base64");
        if (text == null) {
            return null;
        }
        try {
            return SdkBytes.fromByteArray(Base64.getDecoder().decode(text));
        } catch (IllegalArgumentException e) {
            problems.add(node.position(), "binary value is not valid base64 (" + e.getMessage() + "): write the "
                    + "bytes base64-encoded, e.g. \"aGVsbG8=\" for hello");
            return null;
        }
    }

    private String text(Node node, String type, String expected) {
        if (node instanceof Node.Scalar scalar && scalar.kind() == Node.ScalarKind.STRING) {
            return scalar.text();
        }
        wrongBody(node, type, expected);
        return null;
    }

    private Boolean bool(Node node, String type) {
        if (node instanceof Node.Scalar scalar && scalar.kind() == Node.ScalarKind.BOOLEAN) {
            return Boolean.valueOf(scalar.text().toLowerCase(java.util.Locale.ROOT));
        }
        wrongBody(node, type, "a JSON boolean (" + (type.equals("NULL") ? "true" : "true or false") + ")");
        return null;
    }

    private <T> T wrongBody(Node node, String type, String expected) {
        problems.add(node.position(), type + " takes " + expected + ", not " + shape(node));
        return null;
    }

    private static String keys(Node.MapNode map) {
        List<String> keys = new ArrayList<>();
        for (Node.Entry entry : map.entries()) {
            keys.add(entry.key());
        }
        return String.join(", ", keys);
    }

    static String shape(Node node) {
        if (node instanceof Node.MapNode) {
            return "an object";
        }
        if (node instanceof Node.SeqNode) {
            return "an array";
        }
        Node.Scalar scalar = (Node.Scalar) node;
        switch (scalar.kind()) {
            case STRING: return "the string \"" + scalar.text() + "\"";
            case NUMBER: return "the number " + scalar.text();
            case BOOLEAN: return "the boolean " + scalar.text();
            default: return "null";
        }
    }
}
