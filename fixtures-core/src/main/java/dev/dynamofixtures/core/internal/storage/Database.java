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
 * <p>Tables sit in an array sorted by name, with their names and a name-to-position map beside it. Every write replaces one
 * table: a copy of the array with one slot changed, sharing the map, whose names did not change. Only
 * CreateTable and DeleteTable build new names and a new map. A database holds few tables, so the copy is a handful of
 * references, and a lookup is one hash probe.
 */
public final class Database {
    private static final Database EMPTY = new Database(new Table[0], new String[0], Map.of(), IdempotencyTokens.EMPTY,
            List.of());

    /** The tables in ascending name order (ListTables' order; names are ASCII, so by UTF-8 bytes too). */
    private final Table[] tables;
    /** Their names, in the same order; never modified once built. */
    private final String[] names;
    /** Each table's position in {@link #tables}; never modified once built. */
    private final Map<String, Integer> positions;
    private final IdempotencyTokens tokens;
    /** The streams of deleted tables, oldest first: still readable (DISABLED), as in the service for 24 hours. */
    private final List<DeletedStream> deletedStreams;

    /** A stream whose table was deleted, with what DescribeStream shows of that table. */
    public record DeletedStream(String tableName, KeySchema key, TableStream stream) {
    }

    private Database(Table[] tables, String[] names, Map<String, Integer> positions, IdempotencyTokens tokens,
                     List<DeletedStream> deletedStreams) {
        this.tables = tables;
        this.names = names;
        this.positions = positions;
        this.tokens = tokens;
        this.deletedStreams = deletedStreams;
    }

    /** A database of these tables (sorted by name), with their names and positions derived from them. */
    private Database(Table[] tables, IdempotencyTokens tokens, List<DeletedStream> deletedStreams) {
        this.deletedStreams = deletedStreams;
        this.tables = tables;
        this.names = new String[tables.length];
        Map<String, Integer> byName = new HashMap<>();
        for (int i = 0; i < tables.length; i++) {
            names[i] = tables[i].name();
            byName.put(names[i], i);
        }
        this.positions = byName;
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
            return new Database(next, names, positions, tokens, deletedStreams);
        }
        int at = -Arrays.binarySearch(names, table.name()) - 1;
        Table[] next = new Table[tables.length + 1];
        System.arraycopy(tables, 0, next, 0, at);
        next[at] = table;
        System.arraycopy(tables, at, next, at + 1, tables.length - at);
        return new Database(next, tokens, deletedStreams);
    }

    /**
     * This database without the table {@code name} (the same value if there is none); the table's streams stay
     * readable, disabled, among {@link #deletedStreams()}.
     */
    public Database without(String name) {
        Integer position = positions.get(name);
        if (position == null) {
            return this;
        }
        Table[] next = new Table[tables.length - 1];
        System.arraycopy(tables, 0, next, 0, position);
        System.arraycopy(tables, position + 1, next, position, next.length - position);
        Table removed = tables[position];
        List<DeletedStream> kept = deletedStreams;
        if (!removed.streams().isEmpty()) {
            List<DeletedStream> more = new java.util.ArrayList<>(deletedStreams);
            for (TableStream stream : removed.streams()) {
                more.add(new DeletedStream(name, removed.definition().key(),
                        stream.enabled() ? stream.disabled() : stream));
            }
            kept = List.copyOf(more);
        }
        return new Database(next, tokens, kept);
    }

    /** The streams of deleted tables, oldest first. */
    public List<DeletedStream> deletedStreams() {
        return deletedStreams;
    }

    /** The client request tokens of recently accepted write transactions. */
    public IdempotencyTokens tokens() {
        return tokens;
    }

    public Database withTokens(IdempotencyTokens nextTokens) {
        return new Database(tables, names, positions, nextTokens, deletedStreams);
    }

    /** Table names in ascending order (ListTables' order). */
    public List<String> tableNames() {
        return List.of(names);
    }

    /** Table names after {@code exclusiveStart}, ascending. */
    public List<String> tableNamesAfter(String exclusiveStart) {
        int point = Arrays.binarySearch(names, exclusiveStart);
        return List.of(Arrays.copyOfRange(names, point >= 0 ? point + 1 : -point - 1, names.length));
    }

    public int tableCount() {
        return tables.length;
    }
}
