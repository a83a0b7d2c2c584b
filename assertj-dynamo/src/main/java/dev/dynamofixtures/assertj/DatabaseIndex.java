package dev.dynamofixtures.assertj;

/**
 * One secondary index (GSI or LSI) of a table, by name, as {@link IndexAssert} looks at it; made by
 * {@link TableAssert#index(String)}. The index is looked up when an assertion runs, so a missing index fails that
 * assertion with the names and keys of the indexes that exist.
 */
public final class DatabaseIndex {

    private final DatabaseTable table;
    private final String name;

    DatabaseIndex(DatabaseTable table, String name) {
        this.table = table;
        this.name = name;
    }

    /** The table the index belongs to. */
    public DatabaseTable table() {
        return table;
    }

    /** The index's name. */
    public String name() {
        return name;
    }

    /** {@code index OrdersByStatusDateAmount of table orders (in-memory)}: how failure messages name the index. */
    @Override
    public String toString() {
        return "index " + name + " of " + table;
    }
}
