package dev.dynamofixtures.junit;

import dev.dynamofixtures.core.internal.value.AttributeType;
import dev.dynamofixtures.core.internal.value.AttributeValues;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Compares one table's items with the items an {@link ExpectedDataset} expects, by DynamoDB's rules: items matched by
 * primary key, values equal as DynamoDB's {@code =} says (numbers by value, sets unordered), lists and maps compared
 * element by element so a difference is named by its path, and values marked {@code !regex} matched as patterns.
 */
final class TableComparison {
    /** An expected item: its attributes, and the paths of those that are regular expressions. */
    record Expected(Map<String, AttributeValue> attributes, Set<List<Object>> patterns) {
    }

    /** One attribute (or element, by path) that differs; a null value is an absent one. */
    record Cell(String path, AttributeValue expected, boolean pattern, AttributeValue actual) {
    }

    /** An item present on both sides whose attributes differ. */
    record Different(Map<String, AttributeValue> key, List<Cell> cells) {
    }

    /** What differs in one table: items missing, extra items, and items with cells different. */
    record Result(String table, List<String> keyNames, List<Expected> missing, List<Map<String, AttributeValue>> extra,
                  List<Different> different) {
        boolean matches() {
            return missing.isEmpty() && extra.isEmpty() && different.isEmpty();
        }
    }

    private final String table;
    private final List<String> keyNames;
    private final ExpectedDataset.Mode mode;
    private final Set<String> ignore;

    TableComparison(String table, List<String> keyNames, ExpectedDataset.Mode mode, Set<String> ignore) {
        this.table = table;
        this.keyNames = List.copyOf(keyNames);
        this.mode = mode;
        this.ignore = Set.copyOf(ignore);
    }

    /** The table compared. */
    String table() {
        return table;
    }

    /** True when the attribute (or nested element) at this path is not compared. */
    boolean ignores(String path) {
        return ignore.contains(path) || ignore.contains(table + "." + path);
    }

    /** The differences between the expected items and the table's actual ones. */
    Result compare(List<Expected> expected, List<Map<String, AttributeValue>> actual) {
        Map<List<AttributeValue>, Map<String, AttributeValue>> byKey = new LinkedHashMap<>();
        for (Map<String, AttributeValue> item : actual) {
            byKey.put(key(item), item);
        }
        List<Expected> missing = new ArrayList<>();
        List<Different> different = new ArrayList<>();
        for (Expected item : expected) {
            Map<String, AttributeValue> match = byKey.remove(key(item.attributes()));
            if (match == null) {
                missing.add(item);
                continue;
            }
            List<Cell> cells = cells(item, match);
            if (!cells.isEmpty()) {
                Map<String, AttributeValue> key = new LinkedHashMap<>();
                keyNames.forEach(name -> key.put(name, match.get(name)));
                different.add(new Different(key, cells));
            }
        }
        List<Map<String, AttributeValue>> extra = new ArrayList<>();
        if (mode == ExpectedDataset.Mode.EXACT) {
            extra.addAll(byKey.values());
            extra.sort(byKeyOrder());
        }
        return new Result(table, keyNames, missing, extra, different);
    }

    private List<Cell> cells(Expected expected, Map<String, AttributeValue> actual) {
        Set<String> names = new LinkedHashSet<>(expected.attributes().keySet());
        if (mode == ExpectedDataset.Mode.EXACT) {
            names.addAll(new TreeSet<>(actual.keySet()));
        }
        List<Cell> cells = new ArrayList<>();
        for (String name : names) {
            List<Object> path = new ArrayList<>();
            path.add(name);
            compare(path, expected.attributes().get(name), actual.get(name), expected.patterns(), cells);
        }
        return cells;
    }

    private void compare(List<Object> path, AttributeValue expected, AttributeValue actual, Set<List<Object>> patterns,
                         List<Cell> cells) {
        String name = pathText(path);
        if (ignores(name)) {
            return;
        }
        boolean pattern = patterns.contains(path);
        if (expected == null || actual == null) {
            if (expected != actual) {
                cells.add(new Cell(name, expected, pattern, actual));
            }
            return;
        }
        if (pattern) {
            if (actual.s() == null || !Pattern.compile(expected.s()).matcher(actual.s()).matches()) {
                cells.add(new Cell(name, expected, true, actual));
            }
            return;
        }
        AttributeType type = AttributeType.of(expected);
        if (type == AttributeType.M && AttributeType.of(actual) == AttributeType.M) {
            Set<String> keys = new LinkedHashSet<>(expected.m().keySet());
            keys.addAll(new TreeSet<>(actual.m().keySet()));
            for (String key : keys) {
                compare(append(path, key), expected.m().get(key), actual.m().get(key), patterns, cells);
            }
        } else if (type == AttributeType.L && AttributeType.of(actual) == AttributeType.L
                && expected.l().size() == actual.l().size()) {
            for (int i = 0; i < expected.l().size(); i++) {
                compare(append(path, i), expected.l().get(i), actual.l().get(i), patterns, cells);
            }
        } else if (!AttributeValues.equal(expected, actual)) {
            cells.add(new Cell(name, expected, false, actual));
        }
    }

    /** The key of an item, canonical, so equal keys written differently ({@code 1} and {@code 1.0}) are one. */
    private List<AttributeValue> key(Map<String, AttributeValue> item) {
        List<AttributeValue> key = new ArrayList<>(keyNames.size());
        for (String name : keyNames) {
            AttributeValue value = item.get(name);
            key.add(value == null ? null : AttributeValues.normalize(value, 1));
        }
        return key;
    }

    private Comparator<Map<String, AttributeValue>> byKeyOrder() {
        return (a, b) -> {
            for (String name : keyNames) {
                int order = AttributeValues.compare(a.get(name), b.get(name));
                if (order != 0) {
                    return order;
                }
            }
            return 0;
        };
    }

    private static List<Object> append(List<Object> path, Object element) {
        List<Object> longer = new ArrayList<>(path);
        longer.add(element);
        return longer;
    }

    /** A path as DynamoDB's document paths write it: {@code address.city}, {@code events[0].at}. */
    static String pathText(List<Object> path) {
        StringBuilder text = new StringBuilder();
        for (Object element : path) {
            if (element instanceof Integer index) {
                text.append('[').append(index).append(']');
            } else {
                text.append(text.length() == 0 ? "" : ".").append(element);
            }
        }
        return text.toString();
    }
}
