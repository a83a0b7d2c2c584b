package dev.dynamofixtures.assertj;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * DynamoDB's rules for AttributeValues, as the assertions need them: equality (numbers by value, sets unordered,
 * binaries by content, maps and lists deeply), ordering of key-type scalars (S by UTF-8 bytes, N numerically, B as
 * unsigned bytes), conversion from and to plain Java values, and the short typed rendering used in messages.
 * Not API.
 */
final class DynamoValues {

    private DynamoValues() {
    }

    /** Whether two attribute values are equal by DynamoDB's rules; null means "no attribute". */
    static boolean equal(AttributeValue a, AttributeValue b) {
        if (a == null || b == null) {
            return a == b;
        }
        if (a.type() != b.type()) {
            return false;
        }
        return switch (a.type()) {
            case S -> a.s().equals(b.s());
            case N -> number(a.n()).compareTo(number(b.n())) == 0;
            case B -> a.b().equals(b.b());
            case BOOL -> a.bool().equals(b.bool());
            case NUL -> true;
            case SS -> new HashSet<>(a.ss()).equals(new HashSet<>(b.ss()));
            case NS -> numberSet(a.ns()).equals(numberSet(b.ns()));
            case BS -> new HashSet<>(a.bs()).equals(new HashSet<>(b.bs()));
            case L -> equalLists(a.l(), b.l());
            case M -> equalItems(a.m(), b.m());
            default -> a.equals(b);
        };
    }

    /** Whether two items hold the same attribute names with equal values by DynamoDB's rules. */
    static boolean equalItems(Map<String, AttributeValue> a, Map<String, AttributeValue> b) {
        if (!a.keySet().equals(b.keySet())) {
            return false;
        }
        return a.keySet().stream().allMatch(name -> equal(a.get(name), b.get(name)));
    }

    private static boolean equalLists(List<AttributeValue> a, List<AttributeValue> b) {
        if (a.size() != b.size()) {
            return false;
        }
        for (int i = 0; i < a.size(); i++) {
            if (!equal(a.get(i), b.get(i))) {
                return false;
            }
        }
        return true;
    }

    /** Whether DynamoDB can order the value (the scalar types allowed in keys: S, N, B). */
    static boolean isOrderable(AttributeValue value) {
        return value != null
                && (value.type() == AttributeValue.Type.S
                        || value.type() == AttributeValue.Type.N
                        || value.type() == AttributeValue.Type.B);
    }

    /**
     * DynamoDB's order of two values of the same key type: S by UTF-8 bytes, N numerically, B as unsigned bytes.
     *
     * @throws IllegalArgumentException when the values are not both S, N or B of the same type
     */
    static int compare(AttributeValue a, AttributeValue b) {
        if (!isOrderable(a) || !isOrderable(b) || a.type() != b.type()) {
            throw new IllegalArgumentException("DynamoDB orders only S, N and B values of the same type, not "
                    + render(a) + " and " + render(b));
        }
        return switch (a.type()) {
            case S -> unsigned(a.s().getBytes(StandardCharsets.UTF_8), b.s().getBytes(StandardCharsets.UTF_8));
            case N -> number(a.n()).compareTo(number(b.n()));
            default -> unsigned(a.b().asByteArrayUnsafe(), b.b().asByteArrayUnsafe());
        };
    }

    private static int unsigned(byte[] a, byte[] b) {
        return Arrays.compareUnsigned(a, b);
    }

    private static BigDecimal number(String text) {
        return new BigDecimal(text);
    }

    private static Set<BigDecimal> numberSet(List<String> numbers) {
        return numbers.stream().map(n -> number(n).stripTrailingZeros()).collect(Collectors.toSet());
    }

    /**
     * The AttributeValue for a plain Java value: String→S, Number→N, Boolean→BOOL, null→NULL, byte[]→B,
     * List→L, Map→M, Set of Strings→SS, Set of Numbers→NS, Set of byte[]→BS; AttributeValues pass through.
     */
    static AttributeValue fromJava(Object value) {
        if (value == null) {
            return AttributeValue.fromNul(true);
        }
        if (value instanceof AttributeValue attributeValue) {
            return attributeValue;
        }
        if (value instanceof String string) {
            return AttributeValue.fromS(string);
        }
        if (value instanceof Number number) {
            return AttributeValue.fromN(numberText(number));
        }
        if (value instanceof Boolean bool) {
            return AttributeValue.fromBool(bool);
        }
        if (value instanceof byte[] bytes) {
            return AttributeValue.fromB(SdkBytes.fromByteArray(bytes));
        }
        if (value instanceof SdkBytes bytes) {
            return AttributeValue.fromB(bytes);
        }
        if (value instanceof Set<?> set) {
            return fromSet(set);
        }
        if (value instanceof List<?> list) {
            return AttributeValue.fromL(list.stream().map(DynamoValues::fromJava).toList());
        }
        if (value instanceof Map<?, ?> map) {
            Map<String, AttributeValue> converted = new LinkedHashMap<>();
            map.forEach((key, element) -> converted.put(String.valueOf(key), fromJava(element)));
            return AttributeValue.fromM(converted);
        }
        throw new IllegalArgumentException("No DynamoDB type for " + value.getClass().getName() + ": " + value
                + "; use String, Number, Boolean, byte[], List, Map, Set or an AttributeValue");
    }

    private static AttributeValue fromSet(Set<?> set) {
        if (!set.isEmpty() && set.stream().allMatch(String.class::isInstance)) {
            return AttributeValue.fromSs(set.stream().map(String.class::cast).toList());
        }
        if (!set.isEmpty() && set.stream().allMatch(Number.class::isInstance)) {
            return AttributeValue.fromNs(set.stream().map(n -> numberText((Number) n)).toList());
        }
        if (!set.isEmpty() && set.stream().allMatch(byte[].class::isInstance)) {
            return AttributeValue.fromBs(set.stream().map(b -> SdkBytes.fromByteArray((byte[]) b)).toList());
        }
        throw new IllegalArgumentException("DynamoDB sets are non-empty and hold only strings, only numbers or only"
                + " binaries, not " + set);
    }

    private static String numberText(Number number) {
        return number instanceof BigDecimal decimal ? decimal.toPlainString() : number.toString();
    }

    /**
     * The plain Java value of an attribute value: S→String, N→BigDecimal, BOOL→Boolean, NULL→null, B→byte[],
     * SS→Set of String, NS→Set of BigDecimal, BS→Set of byte[], L→List, M→Map; a missing attribute is null.
     */
    static Object toJava(AttributeValue value) {
        if (value == null) {
            return null;
        }
        return switch (value.type()) {
            case S -> value.s();
            case N -> number(value.n());
            case B -> value.b().asByteArray();
            case BOOL -> value.bool();
            case NUL -> null;
            case SS -> new LinkedHashSet<>(value.ss());
            case NS -> value.ns().stream().map(DynamoValues::number).collect(Collectors.toCollection(LinkedHashSet::new));
            case BS -> value.bs().stream().map(SdkBytes::asByteArray).collect(Collectors.toCollection(LinkedHashSet::new));
            case L -> {
                List<Object> list = new ArrayList<>();
                value.l().forEach(element -> list.add(toJava(element)));
                yield list;
            }
            case M -> {
                Map<String, Object> map = new LinkedHashMap<>();
                value.m().forEach((key, element) -> map.put(key, toJava(element)));
                yield map;
            }
            default -> value;
        };
    }

    /** The value with its DynamoDB type letter, as messages show it: {@code N 200}, {@code S "200"}. */
    static String render(AttributeValue value) {
        if (value == null) {
            return "-";
        }
        return switch (value.type()) {
            case S -> "S \"" + value.s() + "\"";
            case N -> "N " + value.n();
            case B -> "B " + hex(value.b().asByteArrayUnsafe());
            case BOOL -> "BOOL " + value.bool();
            case NUL -> "NULL";
            case SS -> "SS " + value.ss().stream().map(s -> "\"" + s + "\"").collect(Collectors.joining(", ", "[", "]"));
            case NS -> "NS " + value.ns();
            case BS -> "BS " + value.bs().stream().map(b -> hex(b.asByteArrayUnsafe())).toList();
            case L -> "L " + value.l().stream().map(DynamoValues::render).collect(Collectors.joining(", ", "[", "]"));
            case M -> "M " + value.m().entrySet().stream().map(e -> e.getKey() + ": " + render(e.getValue()))
                    .collect(Collectors.joining(", ", "{", "}"));
            default -> value.toString();
        };
    }

    private static String hex(byte[] bytes) {
        StringBuilder text = new StringBuilder("0x");
        for (byte b : bytes) {
            text.append(String.format("%02x", b & 0xff));
        }
        return text.toString();
    }
}
