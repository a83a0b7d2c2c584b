package dev.dynamofixtures.core.internal.dataset;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Random YAML documents for the FastYaml properties: a random tree of mappings, sequences and scalars (tricky ones
 * included), written out in a random mix of styles: block and flow collections, indented and indentless
 * sequences, compact mappings after dashes, plain and quoted scalars, tags, comments, blank lines, CRLF. Not every
 * document it writes is valid YAML; that is the point of some of them.
 */
final class YamlGenerator {
    /** Scalars that YAML 1.1 and Jackson read in surprising ways. */
    static final List<String> TRICKY = List.of("42", "-7", "+3", "0", "-0", "1.5", "0.10", "3.", ".5", "-.5", "1e5",
            "1.5e-3", "007", "08", "0x1F", "0b101", "1_000", "1:30", "1:30.5", ".inf", "-.inf", ".nan", "2025-11-04",
            "2025-11-04T10:00:00Z", "2025-11-04 10:00:00", "true", "True", "TRUE", "tRUE", "false", "yes", "No",
            "on", "OFF", "y", "n", "null", "Null", "NULL", "~", "", " ", "a: b", "a:b", "a #b", "a#b", "a, b", "[a]",
            "{a}", "- a", "-a", "-", "--", "---", "...", "'q'", "\"dq\"", "it's", "say \"hi\"", "é", "😀", "ключ",
            "a b", " lead", "trail ", "back\\slash", "tab\tin", "line\nbreak", "?x", ":x", "!x", "&a", "*a", "|",
            ">", "%", "@", "`", "<<", "=", "1A2B3C", "555-1234", "http://x.io/a?b=c", "K1", "PENDING", "a]b", "a}b",
            "x y: z", "#", "a\u0085b", "a\u2028b", "\u00a0", "a\rb");
    private static final String WORD_CHARS = "abcdefghijklmnopqrstuvwxyzABCXYZ_0123456789";
    private static final String ODD_CHARS = ":#,-'\"[]{}!&*?|>%@`~ \t.eE+_0123456789xyéü😀\\/";

    private final Random random;
    private final boolean tricky;

    YamlGenerator(long seed, boolean tricky) {
        this.random = new Random(seed);
        this.tricky = tricky;
    }

    /** A random document. */
    String document() {
        StringBuilder out = new StringBuilder();
        if (chance(10)) {
            out.append(chance(50) ? "---\n" : "# header\n--- # start\n");
        }
        Object root = chance(85) ? mapping(0) : chance(50) ? sequence(0) : scalar();
        if (root instanceof String && chance(50)) {
            out.append(styled((String) root)).append('\n');
        } else if (chance(10)) {
            out.append(flow(root)).append('\n');
        } else {
            block(root, indentStep(), 0, out);
        }
        String text = out.toString();
        return tricky && chance(10) ? text.replace("\n", "\r\n") : text;
    }

    /** {@code text} with a few random characters inserted, removed or replaced. */
    String mutate(String text) {
        StringBuilder out = new StringBuilder(text);
        int mutations = 1 + random.nextInt(3);
        for (int i = 0; i < mutations && out.length() > 0; i++) {
            int at = random.nextInt(out.length());
            char odd = ODD_CHARS.charAt(random.nextInt(ODD_CHARS.length()));
            switch (random.nextInt(3)) {
                case 0 -> out.insert(at, chance(20) ? "\n" : String.valueOf(odd));
                case 1 -> out.deleteCharAt(at);
                default -> out.setCharAt(at, odd);
            }
        }
        return out.toString();
    }

    private Object value(int depth) {
        int pick = random.nextInt(10);
        if (depth < 4 && pick < 2) {
            return mapping(depth + 1);
        }
        if (depth < 4 && pick < 4) {
            return sequence(depth + 1);
        }
        return scalar();
    }

    private List<Object[]> mapping(int depth) {
        List<Object[]> entries = new ArrayList<>();
        int size = random.nextInt(depth == 0 ? 6 : 4) + (chance(90) ? 1 : 0);
        for (int i = 0; i < size; i++) {
            entries.add(new Object[] {key(), value(depth)});
        }
        return entries;
    }

    private List<Object> sequence(int depth) {
        List<Object> items = new ArrayList<>();
        int size = random.nextInt(4) + (chance(90) ? 1 : 0);
        for (int i = 0; i < size; i++) {
            items.add(value(depth));
        }
        return items;
    }

    private String key() {
        return tricky && chance(15) ? scalar() : word();
    }

    private String scalar() {
        if (tricky && chance(40)) {
            return TRICKY.get(random.nextInt(TRICKY.size()));
        }
        if (tricky && chance(15)) {
            StringBuilder odd = new StringBuilder();
            for (int i = random.nextInt(6); i >= 0; i--) {
                odd.append(ODD_CHARS.charAt(random.nextInt(ODD_CHARS.length())));
            }
            return odd.toString();
        }
        return switch (random.nextInt(5)) {
            case 0 -> String.valueOf(random.nextInt(100_000) - 50);
            case 1 -> "2025-" + (10 + random.nextInt(3)) + "-0" + (1 + random.nextInt(9));
            case 2 -> random.nextBoolean() ? "true" : "false";
            default -> word();
        };
    }

    private String word() {
        StringBuilder word = new StringBuilder();
        word.append((char) ('a' + random.nextInt(26)));
        for (int i = random.nextInt(10); i > 0; i--) {
            word.append(WORD_CHARS.charAt(random.nextInt(WORD_CHARS.length())));
        }
        return word.toString();
    }

    /** A scalar as plain, single- or double-quoted text, sometimes tagged. */
    private String styled(String text) {
        return styled(text, chance(8));
    }

    /** A mapping key: tagged only among tricky documents (tagged keys are rare, and left to Jackson). */
    private String styledKey(String text) {
        return styled(text, tricky && chance(3));
    }

    private String styled(String text, boolean tagged) {
        String tag = tagged ? "!T" + random.nextInt(3) + " " : "";
        int style = random.nextInt(10);
        if (style < 6 && (tricky || plainIsSafe(text))) {
            return tag + text;
        }
        if (style < 8 && !text.contains("\n")) {
            return tag + "'" + text.replace("'", "''") + "'";
        }
        StringBuilder quoted = new StringBuilder(tag).append('"');
        for (char c : text.toCharArray()) {
            switch (c) {
                case '"' -> quoted.append("\\\"");
                case '\\' -> quoted.append("\\\\");
                case '\n' -> quoted.append("\\n");
                case '\t' -> quoted.append(chance(50) ? "\\t" : "\t");
                default -> quoted.append(c < 0x20 || c == 0x85 ? String.format("\\u%04x", (int) c) : c);
            }
        }
        return quoted.append('"').toString();
    }

    private static boolean plainIsSafe(String text) {
        return !text.isEmpty() && text.chars().allMatch(c -> WORD_CHARS.indexOf(c) >= 0 || c == '-');
    }

    private void block(Object node, int step, int indent, StringBuilder out) {
        if (node instanceof List<?> list && !list.isEmpty() && list.get(0) instanceof Object[]) {
            for (Object entry : list) {
                Object[] pair = (Object[]) entry;
                blankOrComment(indent, out);
                out.append(" ".repeat(indent)).append(styledKey((String) pair[0])).append(chance(5) ? " :" : ":");
                value(pair[1], step, indent, true, out);
            }
        } else if (node instanceof List<?> list && !list.isEmpty()) {
            for (Object item : list) {
                blankOrComment(indent, out);
                out.append(" ".repeat(indent)).append('-');
                boolean mapping = item instanceof List<?> inner && !inner.isEmpty() && inner.get(0) instanceof Object[];
                if (mapping && chance(60)) {
                    StringBuilder compact = new StringBuilder();
                    block(item, step, indent + 2, compact);
                    out.append(' ').append(compact.substring(indent + 2));
                } else {
                    value(item, step, indent, false, out);
                }
            }
        } else {
            out.append(" ".repeat(indent)).append(flow(node)).append('\n');
        }
    }

    /** The rest of a line after {@code key:} or {@code -}, and the lines of a block collection under it. */
    private void value(Object node, int step, int indent, boolean afterKey, StringBuilder out) {
        boolean collection = node instanceof List<?> list && !list.isEmpty();
        if (!collection || chance(30)) {
            String text = node instanceof String s ? (s.isEmpty() && chance(50) ? "" : styled(s)) : flow(node);
            out.append(text.isEmpty() ? "" : " " + text).append(comment()).append('\n');
            return;
        }
        if (chance(10)) {
            out.append(" !C").append(random.nextInt(2));
        }
        out.append(comment()).append('\n');
        boolean sequence = !(((List<?>) node).get(0) instanceof Object[]);
        int deeper = afterKey && sequence && chance(40) ? indent : indent + step;
        block(node, chance(80) ? step : indentStep(), deeper, out);
    }

    private String flow(Object node) {
        String space = chance(50) ? " " : "";
        String comma = chance(10) ? "," + (chance(50) ? "\n" + " ".repeat(8) : "") : ",";
        if (node instanceof String s) {
            return s.isEmpty() && chance(50) ? "''" : styled(s);
        }
        List<?> list = (List<?>) node;
        if (!list.isEmpty() && list.get(0) instanceof Object[]) {
            List<String> entries = new ArrayList<>();
            for (Object entry : list) {
                Object[] pair = (Object[]) entry;
                entries.add(styledKey((String) pair[0]) + ":" + (chance(90) ? " " : "") + flow(pair[1]));
            }
            return "{" + space + String.join(comma + " ", entries) + space + "}";
        }
        List<String> items = new ArrayList<>();
        for (Object item : list) {
            String written = flow(item);
            boolean pair = item instanceof List<?> inner && inner.size() == 1 && inner.get(0) instanceof Object[];
            items.add(pair && chance(40) ? written.substring(1, written.length() - 1).trim() : written);
        }
        return "[" + space + String.join(comma + " ", items) + space + "]";
    }

    private void blankOrComment(int indent, StringBuilder out) {
        if (chance(5)) {
            out.append(chance(50) ? "\n" : " ".repeat(random.nextInt(indent + 3)) + "# note\n");
        }
    }

    private String comment() {
        return chance(10) ? " # comment: with, [odd] {chars}" : "";
    }

    private int indentStep() {
        return 1 + random.nextInt(4);
    }

    private boolean chance(int percent) {
        return random.nextInt(100) < percent;
    }
}
