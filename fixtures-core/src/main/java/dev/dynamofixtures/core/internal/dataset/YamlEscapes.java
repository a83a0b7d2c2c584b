package dev.dynamofixtures.core.internal.dataset;

/**
 * The escapes of a double-quoted YAML scalar, as SnakeYAML reads them: a backslash and one letter (n, t, r, 0, a, b,
 * v, f, e, N, _, L, P, space, quote, backslash), or x, u or U and 2, 4 or 8 hex digits. Any other, and an escaped
 * line break (which goes on to the next line), is {@link FastYaml.Unsupported}.
 */
final class YamlEscapes {
    private YamlEscapes() {
    }

    /** Appends to {@code value} the escape whose letter is at {@code at}; returns the index after it. */
    static int append(String text, int at, StringBuilder value) {
        char c = at < text.length() ? text.charAt(at) : 0;
        String replacement;
        switch (c) {
            case '0': replacement = "\0"; break;
            case 'a': replacement = "\u0007"; break;
            case 'b': replacement = "\b"; break;
            case 't': replacement = "\t"; break;
            case 'n': replacement = "\n"; break;
            case 'v': replacement = "\u000B"; break;
            case 'f': replacement = "\f"; break;
            case 'r': replacement = "\r"; break;
            case 'e': replacement = "\u001B"; break;
            case ' ': replacement = " "; break;
            case '"': replacement = "\""; break;
            case '\\': replacement = "\\"; break;
            case 'N': replacement = "\u0085"; break;
            case '_': replacement = "\u00A0"; break;
            case 'L': replacement = "\u2028"; break;
            case 'P': replacement = "\u2029"; break;
            case 'x': return hex(text, at + 1, 2, value);
            case 'u': return hex(text, at + 1, 4, value);
            case 'U': return hex(text, at + 1, 8, value);
            default: throw new FastYaml.Unsupported("escape");
        }
        value.append(replacement);
        return at + 1;
    }

    private static int hex(String text, int at, int digits, StringBuilder value) {
        if (at + digits > text.length()) {
            throw new FastYaml.Unsupported("short escape");
        }
        long code = 0;
        for (int i = at; i < at + digits; i++) {
            int digit = Character.digit(text.charAt(i), 16);
            if (digit < 0 || text.charAt(i) > 'f') {
                throw new FastYaml.Unsupported("escape");
            }
            code = code * 16 + digit;
        }
        if (code > Character.MAX_CODE_POINT) {
            throw new FastYaml.Unsupported("escape");
        }
        value.appendCodePoint((int) code);
        return at + digits;
    }
}
