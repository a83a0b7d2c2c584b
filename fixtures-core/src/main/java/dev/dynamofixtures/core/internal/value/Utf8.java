package dev.dynamofixtures.core.internal.value;

/**
 * UTF-8 facts about Java strings, computed without encoding them: byte length, and DynamoDB's string order
 * (unsigned UTF-8 bytes, which is code-point order, not {@link String#compareTo}'s UTF-16 order).
 */
public final class Utf8 {
    private Utf8() {
    }

    /** The number of bytes of the string's UTF-8 encoding; unpaired surrogates count as '?' (1 byte). */
    public static int length(String s) {
        int n = s.length();
        int bytes = 0;
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (c < 0x80) {
                bytes += 1;
            } else if (c < 0x800) {
                bytes += 2;
            } else if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(s.charAt(i + 1))) {
                bytes += 4;
                i++;
            } else if (Character.isSurrogate(c)) {
                bytes += 1;
            } else {
                bytes += 3;
            }
        }
        return bytes;
    }

    /** Compares two strings by their UTF-8 bytes, unsigned: DynamoDB's order for S values. */
    public static int compare(String a, String b) {
        int n = Math.min(a.length(), b.length());
        for (int i = 0; i < n; i++) {
            char x = a.charAt(i);
            char y = b.charAt(i);
            if (x != y) {
                return fixUp(x) - fixUp(y);
            }
        }
        return a.length() - b.length();
    }

    /** Moves surrogates above U+E000..U+FFFF so that UTF-16 units compare in code-point order. */
    private static int fixUp(char c) {
        if (c >= 0xD800) {
            return c >= 0xE000 ? c - 0x800 : c + 0x2000;
        }
        return c;
    }
}
