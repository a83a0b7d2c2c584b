package dev.dynamofixtures.core.internal.storage;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The whole database as one immutable value: its {@link Table}s, ordered by name, and the
 * {@link IdempotencyTokens} of recent transactions. Readers take the current value once and work on that
 * snapshot; writers build the next value and publish it.
 *
 * <p>Tables sit in an array sorted by name, with a name-to-position map beside it. Every write replaces one
 * table: a copy of the array with one slot changed, sharing the map, whose names did not change. Only
 * CreateTable and DeleteTable build a new map. A database holds few tables, so the copy is a handful of
 * references, and a lookup is one hash probe.
 */
public final class Database {
    private static final Database EMPTY = new Database(new Table[0], Map.of(), IdempotencyTokens.EMPTY);

    /** The tables in ascending name order (ListTables' order; names are ASCII, so by UTF-8 bytes too). */
    private final Table[] tables;
    /** Each table's position in {@link #tables}; never modified once built. */
    private final Map<String, Integer> positions;
    private final IdempotencyTokens tokens;

    private Database(Table[] tables, Map<String, Integer> positions, IdempotencyTokens tokens) {
        this.tables = tables;
        this.positions = positions;
        this.tokens = tokens;
    }

    public static Database empty() {
        return EMPTY;
    }

    public Optional<Table> table(String name) {
        Integer position = positions.get(name);
        return position == null ? Optional.empty() : Optional.of(tables[position]);
    }

    /** This database with {@code table} added, or replacing the table of the same name. */
    public Database with(Table table) {
        Integer position = positions.get(table.name());
        if (position != null) {
            Table[] next = tables.clone();
            next[position] = table;
            return new Database(next, positions, tokens);
        }
        int at = -insertionPoint(table.name()) - 1;
        Table[] next = new Table[tables.length + 1];
        System.arraycopy(tables, 0, next, 0, at);
        next[at] = table;
        System.arraycopy(tables, at, next, at + 1, tables.length - at);
        return new Database(next, positionsOf(next), tokens);
    }

    /** This database without the table {@code name} (the same value if there is none). */
    public Database without(String name) {
        Integer position = positions.get(name);
        if (position == null) {
            return this;
        }
        Table[] next = new Table[tables.length - 1];
        System.arraycopy(tables, 0, next, 0, position);
        System.arraycopy(tables, position + 1, next, position, next.length - position);
        return new Database(next, positionsOf(next), tokens);
    }

    /** The client request tokens of recently accepted write transactions. */
    public IdempotencyTokens tokens() {
        return tokens;
    }

    public Database withTokens(IdempotencyTokens nextTokens) {
        return new Database(tables, positions, nextTokens);
    }

    /** Table names in ascending order (ListTables' order). */
    public List<String> tableNames() {
        return namesFrom(0);
    }

    /** Table names after {@code exclusiveStart}, ascending. */
    public List<String> tableNamesAfter(String exclusiveStart) {
        int point = insertionPoint(exclusiveStart);
        return namesFrom(point >= 0 ? point + 1 : -point - 1);
    }

    public int tableCount() {
        return tables.length;
    }

    private List<String> namesFrom(int from) {
        String[] names = new String[tables.length - from];
        for (int i = from; i < tables.length; i++) {
            names[i - from] = tables[i].name();
        }
        return List.of(names);
    }

    /** {@link Arrays#binarySearch}'s answer for {@code name} among the tables' names. */
    private int insertionPoint(String name) {
        int low = 0;
        int high = tables.length - 1;
        while (low <= high) {
            int middle = (low + high) >>> 1;
            int order = tables[middle].name().compareTo(name);
            if (order < 0) {
                low = middle + 1;
            } else if (order > 0) {
                high = middle - 1;
            } else {
                return middle;
            }
        }
        return -(low + 1);
    }

    private static Map<String, Integer> positionsOf(Table[] tables) {
        Map<String, Integer> positions = new HashMap<>();
        for (int i = 0; i < tables.length; i++) {
            positions.put(tables[i].name(), i);
        }
        return positions;
    }
}
