package dev.dynamofixtures.core.internal.value;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Equality and order of canonical values without allocating: canonical numbers ({@code -1.5}, {@code 100},
 * {@code 0.001}) compare as text, and canonical sets are sorted and duplicate-free, so equal sets are equal lists.
 * Every value inside the engine is canonical (stored items, bound request values, computed values); this is
 * the one definition of DynamoDB's equality and order ({@link AttributeValues#equal} canonicalises first).
 */
public final class CanonicalOrder {
    private CanonicalOrder() {
    }

    /** DynamoDB's {@code =} on canonical values. */
    public static boolean equal(AttributeValue a, AttributeValue b) {
        if (a == b) {
            return true;
        }
        AttributeType type = AttributeType.of(a);
        if (type != AttributeType.of(b)) {
            return false;
        }
        switch (type) {
            case S: return a.s().equals(b.s());
            case N: return a.n().equals(b.n());
            case B: return a.b().equals(b.b());
            case BOOL: return a.bool().equals(b.bool());
            case NULL: return true;
            case SS: return a.ss().equals(b.ss());
            case NS: return a.ns().equals(b.ns());
            case BS: return a.bs().equals(b.bs());
            case L: return listsEqual(a.l(), b.l());
            default: return mapsEqual(a.m(), b.m());
        }
    }

    private static boolean listsEqual(List<AttributeValue> a, List<AttributeValue> b) {
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

    /** Whether two maps of canonical values (items, or M values) hold the same attributes with equal values. */
    public static boolean mapsEqual(Map<String, AttributeValue> a, Map<String, AttributeValue> b) {
        if (a.size() != b.size()) {
            return false;
        }
        for (Map.Entry<String, AttributeValue> entry : a.entrySet()) {
            AttributeValue other = b.get(entry.getKey());
            if (other == null || !equal(entry.getValue(), other)) {
                return false;
            }
        }
        return true;
    }

    /** DynamoDB's order on two canonical values of one ordered type (S, N or B). */
    public static int compare(AttributeValue a, AttributeValue b) {
        switch (AttributeType.of(a)) {
            case S: return Utf8.compare(a.s(), b.s());
            case N: return compareNumbers(a.n(), b.n());
            default: return Arrays.compareUnsigned(a.b().asByteArrayUnsafe(), b.b().asByteArrayUnsafe());
        }
    }

    /** Numeric order of two canonical number texts. */
    public static int compareNumbers(String a, String b) {
        int signA = sign(a);
        int signB = sign(b);
        if (signA != signB) {
            return Integer.compare(signA, signB);
        }
        if (signA == 0) {
            return 0;
        }
        int magnitude = compareMagnitudes(a, signA < 0 ? 1 : 0, b, signB < 0 ? 1 : 0);
        return signA < 0 ? -magnitude : magnitude;
    }

    private static int sign(String number) {
        if (number.charAt(0) == '-') {
            return -1;
        }
        return number.equals("0") ? 0 : 1;
    }

    private static int compareMagnitudes(String a, int fromA, String b, int fromB) {
        int pointA = point(a, fromA);
        int pointB = point(b, fromB);
        int integerA = integerDigits(a, fromA, pointA);
        int integerB = integerDigits(b, fromB, pointB);
        if (integerA != integerB) {
            return Integer.compare(integerA, integerB);
        }
        // Same number of integer digits: the texts from there on compare digit by digit, a shorter one being a
        // prefix of smaller value (canonical fractions have no trailing zeros).
        int i = fromA;
        int j = fromB;
        while (i < a.length() && j < b.length()) {
            char x = a.charAt(i++);
            char y = b.charAt(j++);
            if (x != y) {
                return Character.compare(x, y);
            }
        }
        return Integer.compare(a.length() - i, b.length() - j);
    }

    private static int point(String number, int from) {
        int point = number.indexOf('.', from);
        return point < 0 ? number.length() : point;
    }

    /** Integer digits, not counting the lone {@code 0} of a number below one. */
    private static int integerDigits(String number, int from, int point) {
        int digits = point - from;
        return digits == 1 && number.charAt(from) == '0' ? 0 : digits;
    }
}
