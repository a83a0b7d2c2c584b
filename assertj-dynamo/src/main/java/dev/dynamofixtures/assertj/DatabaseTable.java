package dev.dynamofixtures.assertj;

import dev.dynamofixtures.core.DynamoDatabase;

/**
 * One table of a {@link DynamoDatabase}, by name, as {@link TableAssert} looks at it; made by
 * {@link DatabaseAssert#table(String)}. The table is looked up when an assertion runs, so a missing table fails
 * that assertion with the names of the tables that exist.
 */
public final class DatabaseTable {

    private final DatabaseReader reader;
    private final DynamoDatabase database;
    private final String name;

    DatabaseTable(DatabaseReader reader, DynamoDatabase database, String name) {
        this.reader = reader;
        this.database = database;
        this.name = name;
    }

    /** The database holding the table. */
    public DynamoDatabase database() {
        return database;
    }

    /** The table's name. */
    public String name() {
        return name;
    }

    /** How the assertions read the database: shared along one assertion chain. */
    DatabaseReader reader() {
        return reader;
    }

    /** {@code table orders (in-memory)}: how failure messages name the table. */
    @Override
    public String toString() {
        return "table " + name + " (" + reader.backend() + ")";
    }
}
