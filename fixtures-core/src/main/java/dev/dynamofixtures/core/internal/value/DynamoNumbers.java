package dev.dynamofixtures.core.internal.value;

import dev.dynamofixtures.core.internal.error.DynamoError;
import java.math.BigDecimal;
import java.util.regex.Pattern;

/**
 * DynamoDB's number type: which strings are numbers, their canonical form, their limits, their size.
 *
 * <p>Numbers have at most 38 significant digits and a magnitude in [1E-130, 1E126); they are returned
 * as plain decimals without exponent, leading zeros or trailing fraction zeros ({@code 1.50 -> 1.5},
 * {@code 1E2 -> 100}, {@code -0 -> 0}).
 */
public final class DynamoNumbers {
    /** ASCII digits only: DynamoDB Local also takes other Unicode digits, the service does not. */
    private static final Pattern SYNTAX =
            Pattern.compile("[+-]?(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:[eE][+-]?[0-9]+)?");
    public static final int MAX_PRECISION = 38;
    private static final String OVERFLOW =
            "Number overflow. Attempting to store a number with magnitude larger than supported range";
    private static final String UNDERFLOW =
            "Number underflow. Attempting to store a number with magnitude smaller than supported range";

    private DynamoNumbers() {
    }

    /**
     * Parses and range-checks a number as DynamoDB does, or throws DynamoDB's error for it. A number whose exponent
     * does not fit a 32-bit integer cannot be converted at all (both the service and DynamoDB Local parse it as
     * Java's {@code BigDecimal} does), and zero is range-checked by the exponent it is written with, as the service
     * does ({@code 0e126} overflows, {@code 0e-131} underflows; DynamoDB Local stores both as 0).
     */
    public static BigDecimal parse(String text) {
        if (text == null || !SYNTAX.matcher(text).matches()) {
            throw notANumber(text);
        }
        BigDecimal value;
        try {
            value = new BigDecimal(text);
        } catch (NumberFormatException | ArithmeticException exponentPastInt) {
            throw notANumber(text);
        }
        if (value.signum() == 0) {
            checkMagnitude(value.precision(), value.scale());
            return BigDecimal.ZERO;
        }
        return checkLimits(value);
    }

    /** Checks a computed value (e.g. the result of {@code SET n = n + :x}) against DynamoDB's limits. */
    public static BigDecimal checkLimits(BigDecimal value) {
        if (value.signum() == 0) {
            return BigDecimal.ZERO;
        }
        BigDecimal stripped;
        try {
            stripped = value.stripTrailingZeros();
        } catch (ArithmeticException scalePastInt) { // trailing zeros that would move the scale past int range
            throw value.scale() < 0 ? overflow() : underflow();
        }
        if (stripped.precision() > MAX_PRECISION) {
            throw DynamoError.validation(
                    "Attempting to store more than 38 significant digits in a Number",
                    "DynamoDB only supports precision up to 38 digits");
        }
        checkMagnitude(stripped.precision(), stripped.scale());
        return stripped;
    }

    /**
     * The range check, on a number's digits and scale: its magnitude is below {@code 10^(precision - scale)} and
     * at least a tenth of that, so it is in [1E-130, 1E126) exactly when {@code precision - scale} is in
     * [-129, 126]. The service works that difference out in 32 bits, so {@code 1e2147483647} wraps round to an
     * underflow there; DynamoDB Local reports it as the overflow it is.
     */
    private static void checkMagnitude(int precision, int scale) {
        long digitsLeftOfPoint = (long) precision - scale;
        if (digitsLeftOfPoint >= -129 && digitsLeftOfPoint <= 126) {
            return;
        }
        int wrapped = precision - scale;
        boolean localOverflow = digitsLeftOfPoint > 126;
        boolean liveOverflow = wrapped > 126 || (wrapped >= -129 && localOverflow);
        if (liveOverflow == localOverflow) {
            throw localOverflow ? overflow() : underflow();
        }
        throw DynamoError.validation(liveOverflow ? OVERFLOW : UNDERFLOW, localOverflow ? OVERFLOW : UNDERFLOW);
    }

    /** The canonical text of a number: plain decimal, no exponent, no redundant zeros, no sign on zero. */
    public static String canonical(BigDecimal value) {
        if (value.signum() == 0) {
            return "0";
        }
        return value.stripTrailingZeros().toPlainString();
    }

    /** Parses, checks and returns the canonical text. */
    public static String normalize(String text) {
        if (text != null) {
            if (isShortCanonical(text)) {
                return text;
            }
            String stripped = stripFractionZeros(text);
            if (stripped != null && isShortCanonical(stripped)) {
                return stripped;
            }
        }
        return canonical(parse(text));
    }

    /**
     * A decimal with trailing fraction zeros ({@code 12.50}, {@code 3.00}, as money is often written) without
     * those zeros (and without the point when nothing follows it), or null when the text does not end in a
     * fraction zero. Only zeros and the point are removed, so an exponent or sign stays and the result is
     * canonical only when the text was a plain decimal of the same value: then it is the canonical text,
     * found without parsing a BigDecimal (a parse was most of canonicalising such a number).
     */
    private static String stripFractionZeros(String text) {
        int end = text.length();
        if (end == 0 || text.charAt(end - 1) != '0' || text.indexOf('.') < 0) {
            return null;
        }
        while (text.charAt(end - 1) == '0') {
            end--;
        }
        if (text.charAt(end - 1) == '.') {
            end--;
        }
        return end == 0 ? null : text.substring(0, end);
    }

    /**
     * Whether a text is already canonical and at most 38 digits long, hence within every limit:
     * {@code -?(0|[1-9][0-9]*)(\.[0-9]*[1-9])?} except {@code -0}. The common case, answered without parsing.
     */
    static boolean isShortCanonical(String text) {
        int n = text.length();
        int i = 0;
        if (n > 0 && text.charAt(0) == '-') {
            i = 1;
        }
        if (i >= n) {
            return false;
        }
        int digits = 0;
        char first = text.charAt(i);
        if (first == '0') {
            i++;
            digits++;
            if (i == n) {
                return text.charAt(0) != '-';
            }
        } else if (first >= '1' && first <= '9') {
            while (i < n && isDigit(text.charAt(i))) {
                i++;
                digits++;
            }
            if (i == n) {
                return digits <= MAX_PRECISION;
            }
        } else {
            return false;
        }
        if (text.charAt(i) != '.') {
            return false;
        }
        i++;
        int fractionStart = i;
        while (i < n && isDigit(text.charAt(i))) {
            i++;
            digits++;
        }
        return i == n && i > fractionStart && text.charAt(n - 1) != '0' && digits <= MAX_PRECISION;
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    /**
     * Parses a number already known to be valid and canonical (as stored in items and validated request
     * values); cheaper than {@link #parse(String)}.
     */
    public static BigDecimal value(String canonicalText) {
        return new BigDecimal(canonicalText);
    }

    /** The number's size in bytes as DynamoDB counts it for item size and capacity. */
    public static int size(BigDecimal value) {
        return localEncoding(value).length;
    }

    /**
     * The size of a number given in canonical text, computed from the text without allocating: the length
     * of {@link #localEncoding}, i.e. one byte of sign and exponent, one per base-100 digit pair (the first
     * pair padded when the decimal exponent is odd), and a terminator for short negative numbers.
     */
    public static int sizeOfCanonical(String canonical) {
        int n = canonical.length();
        boolean negative = canonical.charAt(0) == '-';
        int start = negative ? 1 : 0;
        if (n - start == 1 && canonical.charAt(start) == '0') {
            return 1;
        }
        int point = canonical.indexOf('.');
        int integerEnd = point < 0 ? n : point;
        int exponent;
        int firstSignificant;
        int lastSignificant;
        if (canonical.charAt(start) != '0') {
            exponent = integerEnd - start;
            firstSignificant = start;
            lastSignificant = n - 1;
            if (point < 0) {
                while (canonical.charAt(lastSignificant) == '0') {
                    lastSignificant--;
                }
            }
        } else {
            int i = point + 1;
            while (canonical.charAt(i) == '0') {
                i++;
            }
            exponent = -(i - point - 1);
            firstSignificant = i;
            lastSignificant = n - 1;
        }
        int digits = lastSignificant - firstSignificant + 1;
        if (point > firstSignificant && point <= lastSignificant) {
            digits--; // the decimal point lies between significant digits
        }
        int odd = exponent % 2 != 0 ? 1 : 0;
        int pairs = (digits + odd + 1) / 2;
        return pairs + 1 + (negative && pairs < 20 ? 1 : 0);
    }

    /**
     * DynamoDB Local's byte encoding of a number (sign, base-100 exponent, base-100 digit pairs), ported
     * from its {@code LocalDBUtils.encodeBigDecimal}. Its length is the number's size; its SHA-1 is the
     * number's partition hash, which is what orders a Scan.
     */
    public static byte[] localEncoding(BigDecimal value) {
        int signum = value.signum();
        if (signum == 0) {
            return new byte[] {(byte) 0x80};
        }
        BigDecimal magnitude = value.abs().stripTrailingZeros();
        int scale = magnitude.scale();
        int exponent = magnitude.precision() - scale;
        int odd = (exponent % 2 != 0) ? 1 : 0;
        exponent += odd;
        String digits = magnitude.unscaledValue().toString();
        int length = digits.length() + odd;
        int pairs = (length + 1) / 2;
        byte[] out;
        if (pairs < 20 && signum < 0) {
            out = new byte[pairs + 2];
            out[pairs + 1] = 102;
        } else {
            out = new byte[pairs + 1];
        }
        out[0] = (byte) (192 + exponent / 2);
        if (signum < 0) {
            out[0] = (byte) ~out[0];
        }
        int pair = 0;
        for (int i = 0; i < digits.length(); i++) {
            int position = i + odd;
            pair = pair * 10 + (digits.charAt(i) - '0');
            boolean pairComplete = position % 2 == 1 || i == digits.length() - 1;
            if (pairComplete) {
                int index = position / 2 + 1;
                if (position % 2 == 0) {
                    pair *= 10; // a last digit alone in its pair is the pair's tens digit
                }
                out[index] = (byte) (signum < 0 ? 101 - pair : pair + 1);
                pair = 0;
            }
        }
        return out;
    }

    static DynamoError notANumber(String text) {
        return DynamoError.validation(
                "The parameter cannot be converted to a numeric value: " + text,
                "A value provided cannot be converted into a number");
    }

    private static DynamoError overflow() {
        return DynamoError.validation(OVERFLOW);
    }

    private static DynamoError underflow() {
        return DynamoError.validation(UNDERFLOW);
    }
}
