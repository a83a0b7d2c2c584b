package dev.dynamofixtures.core.internal.dataset;

import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import org.yaml.snakeyaml.nodes.NodeId;
import org.yaml.snakeyaml.nodes.Tag;
import org.yaml.snakeyaml.resolver.Resolver;

/**
 * How one scalar is spelled in a written dataset so that reading it back gives the same DynamoDB value: a string
 * plain wherever YAML reads the plain text back as that string (in flow context, where {@code ,[]{}} end a
 * scalar), double-quoted with JSON-style escapes otherwise; a number plain when it is a plain decimal (what the
 * dataset format reads as N), tagged {@code !N} otherwise.
 *
 * <p>A plain string must not start with an indicator, have leading or trailing spaces, hold a flow indicator or
 * {@code ?} (SnakeYAML ends a plain scalar there in flow context), a {@code ": "}-like colon or a {@code " #"}
 * comment start, or a character outside the printable set of one line; and YAML 1.1's resolver (the one Jackson's YAML parser uses) must read it as a string or a timestamp (which the
 * dataset format reads as a string). Words YAML 1.1 tools read as booleans or null are quoted in any case, so the
 * file reads the same to every YAML tool.
 */
final class YamlScalars {
    /** The dataset format's plain decimal: what it reads as N when unquoted (docs/datasets.md). */
    private static final Pattern PLAIN_DECIMAL = Pattern.compile("-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?");
    private static final String LEADING_INDICATORS = "-?:,[]{}#&*!|>'\"%@`";
    private static final String FLOW_INDICATORS = ",[]{}";
    /** What ends a plain scalar anywhere in a flow collection (SnakeYAML also stops at {@code ?}). */
    private static final String FLOW_ENDS = ",?[]{}";
    private static final Set<String> BOOLEAN_OR_NULL_WORDS =
            Set.of("true", "false", "yes", "no", "on", "off", "y", "n", "null", "~");
    /** SnakeYAML's implicit resolver: immutable once built, so one instance serves every thread. */
    private static final Resolver RESOLVER = new Resolver();

    private YamlScalars() {
    }

    /** A string value or name: plain when that reads back as the same string, double-quoted otherwise. */
    static String string(String text) {
        return isPlainString(text) ? text : doubleQuoted(text);
    }

    /**
     * A name (of an attribute, table or index) in key position: as {@link #string}, and also quoted when it holds a
     * colon, which YAML reads right ({@code id:x: S}) but people easily misread.
     */
    static String name(String text) {
        return text.indexOf(':') < 0 && isPlainString(text) ? text : doubleQuoted(text);
    }

    /** A number's text: plain when it is a plain decimal, {@code !N "..."} otherwise. */
    static String number(String text) {
        return isPlainDecimal(text) ? text : "!N " + doubleQuoted(text);
    }

    /** A member of a number set: plain when it is a plain decimal, double-quoted otherwise. */
    static String numberMember(String text) {
        return isPlainDecimal(text) ? text : doubleQuoted(text);
    }

    static boolean isPlainDecimal(String text) {
        return PLAIN_DECIMAL.matcher(text).matches();
    }

    /** True when {@code text}, written unquoted in a flow collection, reads back as the string {@code text}. */
    static boolean isPlainString(String text) {
        if (text.isEmpty() || LEADING_INDICATORS.indexOf(text.charAt(0)) >= 0 || text.charAt(0) == ' '
                || text.charAt(text.length() - 1) == ' ') {
            return false;
        }
        for (int i = 0; i < text.length(); ) {
            int c = text.codePointAt(i);
            int next = i + Character.charCount(c);
            if (!isPlainPrintable(c) || FLOW_ENDS.indexOf(c) >= 0) {
                return false;
            }
            if (c == ':' && (next == text.length() || text.charAt(next) == ' '
                    || FLOW_INDICATORS.indexOf(text.charAt(next)) >= 0)) {
                return false;
            }
            if (c == '#' && text.charAt(i - 1) == ' ') {
                return false;
            }
            i = next;
        }
        if (BOOLEAN_OR_NULL_WORDS.contains(text.toLowerCase(Locale.ROOT))) {
            return false;
        }
        Tag resolved = RESOLVER.resolve(NodeId.scalar, text, true);
        return resolved.equals(Tag.STR) || resolved.equals(Tag.TIMESTAMP);
    }

    /** Printable and on one line: what a plain scalar may hold (no tabs, no YAML line breaks, no BOM). */
    private static boolean isPlainPrintable(int c) {
        return (c >= 0x20 && c <= 0x7E)
                || (c >= 0xA0 && c <= 0xD7FF && c != 0x2028 && c != 0x2029)
                || (c >= 0xE000 && c <= 0xFFFD && c != 0xFEFF)
                || (c >= 0x10000 && c <= 0x10FFFF);
    }

    /** {@code text} in double quotes, with {@code "} and {@code \} escaped and every non-printable as JSON escapes. */
    static String doubleQuoted(String text) {
        StringBuilder out = new StringBuilder(text.length() + 2).append('"');
        for (int i = 0; i < text.length(); ) {
            int c = text.codePointAt(i);
            i += Character.charCount(c);
            switch (c) {
                case '"': out.append("\\\""); break;
                case '\\': out.append("\\\\"); break;
                case '\n': out.append("\\n"); break;
                case '\r': out.append("\\r"); break;
                case '\t': out.append("\\t"); break;
                case '\b': out.append("\\b"); break;
                case '\f': out.append("\\f"); break;
                default:
                    if (c == ' ' || isPlainPrintable(c)) {
                        out.appendCodePoint(c);
                    } else {
                        out.append(String.format(Locale.ROOT, "\\u%04X", c));
                    }
            }
        }
        return out.append('"').toString();
    }
}
