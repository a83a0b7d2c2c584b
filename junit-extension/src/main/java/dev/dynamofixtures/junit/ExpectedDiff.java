package dev.dynamofixtures.junit;

import dev.dynamofixtures.core.internal.value.AttributeType;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The text of an {@link ExpectedDataset} failure: per table, the missing items, the extra items and, for items on
 * both sides, each differing attribute as {@code attribute: expected <value> but was <value>}, aligned. Values show
 * their DynamoDB type ({@code N 200}, {@code S "200"}), so a number stored as a string is visible.
 */
final class ExpectedDiff {
    private static final String ABSENT = "(absent)";

    private ExpectedDiff() {
    }

    /** The message for these tables' differences (only the tables that differ are listed). */
    static String message(String where, List<TableComparison.Result> results) {
        StringBuilder text = new StringBuilder(where);
        for (TableComparison.Result result : results) {
            if (result.matches()) {
                continue;
            }
            text.append("\ntable ").append(result.table()).append(": ").append(counts(result));
            for (TableComparison.Expected missing : result.missing()) {
                text.append("\n  missing    ").append(item(keyFirst(missing.attributes(), result.keyNames(), false),
                        missing.patterns()));
            }
            for (Map<String, AttributeValue> extra : result.extra()) {
                text.append("\n  extra      ").append(item(keyFirst(extra, result.keyNames(), true), Set.of()));
            }
            for (TableComparison.Different different : result.different()) {
                text.append("\n  different  ").append(item(different.key(), Set.of()));
                appendCells(text, different.cells());
            }
        }
        return text.toString();
    }

    /** A line for a table that does not exist. */
    static String noSuchTable(String table) {
        return "\ntable " + table + ": does not exist";
    }

    private static String counts(TableComparison.Result result) {
        List<String> counts = new ArrayList<>();
        if (!result.missing().isEmpty()) {
            counts.add(result.missing().size() + " missing");
        }
        if (!result.extra().isEmpty()) {
            counts.add(result.extra().size() + " extra");
        }
        if (!result.different().isEmpty()) {
            counts.add(result.different().size() + " different");
        }
        return String.join(", ", counts);
    }

    private static void appendCells(StringBuilder text, List<TableComparison.Cell> cells) {
        int pathWidth = 0;
        int expectedWidth = 0;
        List<String> expectedTexts = new ArrayList<>();
        for (TableComparison.Cell cell : cells) {
            String expected = cell.pattern() ? pattern(cell.expected()) : value(cell.expected());
            expectedTexts.add(expected);
            pathWidth = Math.max(pathWidth, cell.path().length() + 1);
            expectedWidth = Math.max(expectedWidth, expected.length());
        }
        for (int i = 0; i < cells.size(); i++) {
            TableComparison.Cell cell = cells.get(i);
            text.append("\n    ").append(pad(cell.path() + ":", pathWidth)).append(" expected ")
                    .append(pad(expectedTexts.get(i), expectedWidth)).append(" but was ").append(value(cell.actual()));
        }
    }

    /** The item's key attributes (which come first) and the rest, typed: {@code { id: S "K1", amount: N 200 }}. */
    private static String item(Map<String, AttributeValue> attributes, Set<List<Object>> patterns) {
        return attributes.entrySet().stream()
                .map(e -> e.getKey() + ": " + (patterns.contains(List.of(e.getKey())) ? pattern(e.getValue())
                        : value(e.getValue())))
                .collect(Collectors.joining(", ", "{ ", " }"));
    }

    /** The item with its key attributes first, then the others as they come, or sorted by name. */
    private static Map<String, AttributeValue> keyFirst(Map<String, AttributeValue> item, List<String> keyNames,
                                                       boolean sortRest) {
        Map<String, AttributeValue> ordered = new LinkedHashMap<>();
        keyNames.stream().filter(item::containsKey).forEach(name -> ordered.put(name, item.get(name)));
        (sortRest ? new TreeMap<>(item) : item).forEach(ordered::putIfAbsent);
        return ordered;
    }

    private static String pattern(AttributeValue expression) {
        return "S matching /" + expression.s() + "/";
    }

    /** A value with its type: {@code S "K1"}, {@code N 200}, {@code NS [1, 2]}, {@code M {a: S "x"}}; or absent. */
    static String value(AttributeValue value) {
        if (value == null) {
            return ABSENT;
        }
        AttributeType type = AttributeType.of(value);
        return type == AttributeType.NULL ? "NULL" : type + " " + bare(value);
    }

    private static String bare(AttributeValue value) {
        switch (AttributeType.of(value)) {
            case S: return quoted(value.s());
            case N: return value.n();
            case B: return base64(value.b());
            case BOOL: return value.bool().toString();
            case SS: return value.ss().stream().map(ExpectedDiff::quoted).collect(Collectors.joining(", ", "[", "]"));
            case NS: return value.ns().stream().collect(Collectors.joining(", ", "[", "]"));
            case BS: return value.bs().stream().map(ExpectedDiff::base64).collect(Collectors.joining(", ", "[", "]"));
            case L: return value.l().stream().map(ExpectedDiff::value).collect(Collectors.joining(", ", "[", "]"));
            default: return value.m().entrySet().stream().map(e -> e.getKey() + ": " + value(e.getValue()))
                    .collect(Collectors.joining(", ", "{", "}"));
        }
    }

    private static String quoted(String text) {
        return "\"" + text.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n").replace("\t", "\\t") + "\"";
    }

    private static String base64(SdkBytes bytes) {
        return Base64.getEncoder().encodeToString(bytes.asByteArrayUnsafe());
    }

    private static String pad(String text, int width) {
        return text.length() >= width ? text : text + " ".repeat(width - text.length());
    }
}
