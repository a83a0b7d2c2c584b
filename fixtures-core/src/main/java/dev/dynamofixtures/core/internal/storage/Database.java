package dev.dynamofixtures.core.internal.storage;

import java.util.List;
import java.util.Optional;
import org.pcollections.TreePMap;

/**
 * The whole database as one immutable value: table name -> {@link Table}, ordered by name, and the
 * {@link IdempotencyTokens} of recent transactions. Readers take the current value once and work on that
 * snapshot; writers build the next value and publish it.
 */
public final class Database {
    private static final Database EMPTY = new Database(TreePMap.empty(), IdempotencyTokens.EMPTY);

    private final TreePMap<String, Table> tables;
    private final IdempotencyTokens tokens;

    private Database(TreePMap<String, Table> tables, IdempotencyTokens tokens) {
        this.tables = tables;
        this.tokens = tokens;
    }

    public static Database empty() {
        return EMPTY;
    }

    public Optional<Table> table(String name) {
        return Optional.ofNullable(tables.get(name));
    }

    public Database with(Table table) {
        return new Database(tables.plus(table.name(), table), tokens);
    }

    public Database without(String name) {
        return new Database(tables.minus(name), tokens);
    }

    /** The client request tokens of recently accepted write transactions. */
    public IdempotencyTokens tokens() {
        return tokens;
    }

    public Database withTokens(IdempotencyTokens nextTokens) {
        return new Database(tables, nextTokens);
    }

    /** Table names in ascending order (ListTables' order). */
    public List<String> tableNames() {
        return List.copyOf(tables.keySet());
    }

    /** Table names after {@code exclusiveStart}, ascending. */
    public List<String> tableNamesAfter(String exclusiveStart) {
        return List.copyOf(tables.tailMap(exclusiveStart, false).keySet());
    }

    public int tableCount() {
        return tables.size();
    }
}
