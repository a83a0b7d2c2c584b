package dev.dynamofixtures.core.internal.dataset;

import dev.dynamofixtures.core.dataset.DatasetTable;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a dataset holds: its tables in the order they were defined, and each table's items in the order they were
 * written (every item's table is one of the tables). Immutable.
 */
public record DatasetContent(List<DatasetTable> tables, Map<String, List<ItemEntry>> items) {
    public static final DatasetContent EMPTY = new DatasetContent(List.of(), Map.of());

    public DatasetContent {
        tables = List.copyOf(tables);
        Map<String, List<ItemEntry>> copy = new LinkedHashMap<>();
        items.forEach((table, entries) -> copy.put(table, List.copyOf(entries)));
        items = Collections.unmodifiableMap(copy);
    }

    public DatasetTable table(String name) {
        for (DatasetTable table : tables) {
            if (table.name().equals(name)) {
                return table;
            }
        }
        return null;
    }

    /** The items of {@code table}, empty when it has none. */
    public List<ItemEntry> itemsOf(String table) {
        return items.getOrDefault(table, List.of());
    }

    public long itemCount() {
        long count = 0;
        for (List<ItemEntry> entries : items.values()) {
            count += entries.size();
        }
        return count;
    }

    /** True when some item's values depend on the clock. */
    public boolean isTimed() {
        for (List<ItemEntry> entries : items.values()) {
            for (ItemEntry entry : entries) {
                if (entry.isTimed()) {
                    return true;
                }
            }
        }
        return false;
    }

    /** This content's tables, then {@code other}'s tables it does not define, with both's items appended. */
    public DatasetContent plus(DatasetContent other) {
        List<DatasetTable> allTables = new ArrayList<>(tables);
        for (DatasetTable table : other.tables) {
            if (table(table.name()) == null) {
                allTables.add(table);
            }
        }
        Map<String, List<ItemEntry>> allItems = new LinkedHashMap<>();
        items.forEach((table, entries) -> allItems.put(table, new ArrayList<>(entries)));
        other.items.forEach((table, entries) -> allItems.computeIfAbsent(table, t -> new ArrayList<>()).addAll(entries));
        return new DatasetContent(allTables, allItems);
    }
}
