package dev.dynamofixtures.core.internal.dataset;

import dev.dynamofixtures.core.dataset.DatasetTable;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What one or more sources say, before it is validated as a whole: the tables they define, where, and the items
 * they write, by table name (a table may be defined in another source). Every format reader fills one.
 */
public final class Draft {
    /** A table and where it was defined. */
    public record TableAt(DatasetTable table, Position position) {
    }

    /** Items for one table, and where the source names that table (for "unknown table" problems). */
    public record ItemsAt(String table, Position reference, List<ItemEntry> items) {
    }

    private final List<TableAt> tables = new ArrayList<>();
    private final List<ItemsAt> items = new ArrayList<>();
    /** Tables a source defines but whose definition had problems (already reported): their items are not checked. */
    private final java.util.Set<String> broken = new java.util.HashSet<>();

    public void table(DatasetTable table, Position position) {
        tables.add(new TableAt(table, position));
    }

    /** Records that a source defines {@code table} but its definition had problems, reported already. */
    public void brokenTable(String table) {
        broken.add(table);
    }

    public boolean isBroken(String table) {
        return broken.contains(table);
    }

    public void items(String table, Position reference, List<ItemEntry> entries) {
        items.add(new ItemsAt(table, reference, List.copyOf(entries)));
    }

    public List<TableAt> tables() {
        return tables;
    }

    public List<ItemsAt> items() {
        return items;
    }

    /** Adds everything another draft holds. */
    public void addAll(Draft other) {
        tables.addAll(other.tables);
        items.addAll(other.items);
        broken.addAll(other.broken);
    }

    /** The tables by name, first definition first (later duplicates are the validator's to report). */
    public Map<String, TableAt> tablesByName() {
        Map<String, TableAt> byName = new LinkedHashMap<>();
        for (TableAt table : tables) {
            byName.putIfAbsent(table.table().name(), table);
        }
        return byName;
    }
}
