package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.error.DynamoError;
import dev.dynamofixtures.core.internal.error.ErrorType;
import dev.dynamofixtures.core.internal.schema.Names;
import dev.dynamofixtures.core.internal.storage.Database;
import dev.dynamofixtures.core.internal.storage.Table;
import java.util.function.Supplier;

/** Table-name validation and lookup, shared by every operation that names a table. */
public final class Tables {

    private Tables() {
    }

    /** Validates a table name: present, 3..255 characters of {@code [a-zA-Z0-9_.-]} (an empty one: its length). */
    public static void validateName(String name, String member) {
        Names.requireItemTableName(name, member);
    }

    /**
     * {@link #require(Database, String)}, for a request with a fault the service reports before it looks the table
     * up and DynamoDB Local only after: where the table is missing, the fault {@code serviceFirst} finds (null:
     * none), with ResourceNotFoundException as DynamoDB Local's answer.
     */
    static Table require(Database db, String name, Supplier<DynamoError> serviceFirst) {
        Table table = name == null ? null : db.table(name).orElse(null);
        if (table != null) {
            return table;
        }
        try {
            return require(db, name);
        } catch (DynamoError missing) {
            DynamoError fault = missing.type() == ErrorType.RESOURCE_NOT_FOUND ? serviceFirst.get() : null;
            throw fault == null ? missing : DynamoError.withLiveAnswer(missing, fault);
        }
    }

    /** The named table, after validating the name; ResourceNotFoundException when there is none. */
    public static Table require(Database db, String name) {
        Table table = name == null ? null : db.table(name).orElse(null);
        if (table != null) {
            return table; // a stored table's name passed validation when it was created
        }
        validateName(name, "tableName");
        throw DynamoError.of(ErrorType.RESOURCE_NOT_FOUND,
                "Requested resource not found", "Cannot do operations on a non-existent table");
    }
}
