package dev.dynamofixtures.core.internal.dataset;

import org.yaml.snakeyaml.nodes.NodeId;
import org.yaml.snakeyaml.nodes.Tag;
import org.yaml.snakeyaml.resolver.Resolver;

/**
 * What an untagged plain YAML scalar resolves to, exactly as Jackson's YAML parser (with
 * {@code PARSE_BOOLEAN_LIKE_WORDS_AS_STRINGS}) resolves it: SnakeYAML's YAML 1.1 {@link Resolver} picks a tag, and
 * Jackson turns {@code int} into a number unless it is sexagesimal ({@code 1:30}), {@code float} into a number,
 * {@code bool} into a boolean only for {@code true}/{@code false}, {@code null} into null, and everything else
 * (timestamps, {@code yes}, {@code <<}) into a string.
 *
 * <p>The common shapes (words, plain decimals, dates) are decided here without the resolver's regular expressions;
 * the rest go through the resolver itself, so the answer is the same either way.
 */
final class PlainScalars {
    private static final Resolver RESOLVER = new Resolver();

    /** What the first character of a plain scalar may make it. */
    private static final byte[] FIRSTS = new byte[128];
    private static final byte OTHER = 0;
    private static final byte BOOLEAN_LIKE = 1;
    private static final byte NULL_LIKE = 2;
    private static final byte NUMBER_LIKE = 3;

    static {
        for (char c : "tTfF".toCharArray()) {
            FIRSTS[c] = BOOLEAN_LIKE;
        }
        for (char c : "nN~".toCharArray()) {
            FIRSTS[c] = NULL_LIKE;
        }
        for (char c : "-+.0123456789".toCharArray()) {
            FIRSTS[c] = NUMBER_LIKE;
        }
    }

    private PlainScalars() {
    }

    /** The kind of the non-empty plain scalar {@code text}. */
    static Node.ScalarKind kind(String text) {
        char first = text.charAt(0);
        switch (first < 0x80 ? FIRSTS[first] : OTHER) {
            case BOOLEAN_LIKE:
                return isBoolean(text) ? Node.ScalarKind.BOOLEAN : Node.ScalarKind.STRING;
            case NULL_LIKE:
                return text.equals("null") || text.equals("Null") || text.equals("NULL") || text.equals("~")
                        ? Node.ScalarKind.NULL : Node.ScalarKind.STRING;
            case NUMBER_LIKE:
                return numberLike(text);
            default:
                // the resolver has nothing else for other first characters but yes/no/on/off (strings here),
                // '<<' (merge) and '=' (value), which Jackson reads as strings
                return Node.ScalarKind.STRING;
        }
    }

    private static boolean isBoolean(String text) {
        switch (text) {
            case "true": case "True": case "TRUE": case "false": case "False": case "FALSE":
                return true;
            default:
                return false;
        }
    }

    /** A scalar starting with a sign, a dot or a digit: a number, or a string such as a date or an id. */
    private static Node.ScalarKind numberLike(String text) {
        int length = text.length();
        int start = text.charAt(0) == '-' || text.charAt(0) == '+' ? 1 : 0;
        if (start < length && isDigit(text.charAt(start))) {
            int digits = start;
            while (digits < length && isDigit(text.charAt(digits))) {
                digits++;
            }
            boolean leadingZero = text.charAt(start) == '0';
            if (digits == length && (!leadingZero || digits == start + 1)) {
                return Node.ScalarKind.NUMBER; // 0, 42, -7: the resolver's decimal int
            }
            if (digits < length && text.charAt(digits) == '.' && allDigits(text, digits + 1)) {
                return Node.ScalarKind.NUMBER; // 1.5, 007.25, 3.: the resolver's first float form
            }
            if (!(leadingZero && digits == start + 1 && digits < length
                    && (text.charAt(digits) == 'x' || text.charAt(digits) == 'b'))
                    && cannotBeNumber(text, start)) {
                return Node.ScalarKind.STRING;
            }
        }
        return resolved(text);
    }

    /**
     * Whether {@code text}, starting with a digit at {@code start} and not in hex or binary form, has a character
     * that no int or float form allows: a letter other than an exponent, a '-' that is not an exponent's sign, or
     * any other symbol. (Timestamps, which also allow T, Z, ':' and spaces, are strings to Jackson anyway.)
     */
    private static boolean cannotBeNumber(String text, int start) {
        for (int i = start; i < text.length(); i++) {
            char c = text.charAt(i);
            if (isDigit(c) || c == '_' || c == '.' || c == ':' || c == 'e' || c == 'E') {
                continue;
            }
            if ((c == '-' || c == '+') && (text.charAt(i - 1) == 'e' || text.charAt(i - 1) == 'E')) {
                continue;
            }
            return true;
        }
        return false;
    }

    private static Node.ScalarKind resolved(String text) {
        Tag tag = RESOLVER.resolve(NodeId.scalar, text, true);
        if (Tag.INT.equals(tag)) {
            return decimalOrBasedInt(text) ? Node.ScalarKind.NUMBER : Node.ScalarKind.STRING;
        }
        if (Tag.FLOAT.equals(tag)) {
            return Node.ScalarKind.NUMBER;
        }
        if (Tag.BOOL.equals(tag)) {
            return isBoolean(text) ? Node.ScalarKind.BOOLEAN : Node.ScalarKind.STRING;
        }
        if (Tag.NULL.equals(tag)) {
            return Node.ScalarKind.NULL;
        }
        return Node.ScalarKind.STRING;
    }

    /** Jackson's YAMLParser._decodeNumberScalar on a resolver int: a number unless it is sexagesimal. */
    private static boolean decimalOrBasedInt(String text) {
        int i = text.charAt(0) == '-' || text.charAt(0) == '+' ? 1 : 0;
        if (text.charAt(i) == '0') {
            if (i + 1 == text.length()) {
                return true;
            }
            char next = text.charAt(i + 1);
            return next == 'b' || next == 'B' || next == 'x' || next == 'X' || next == '_' || isDigit(next);
        }
        for (; i < text.length(); i++) {
            char c = text.charAt(i);
            if (!isDigit(c) && c != '_') {
                return false;
            }
        }
        return true;
    }

    private static boolean allDigits(String text, int from) {
        for (int i = from; i < text.length(); i++) {
            if (!isDigit(text.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }
}
