package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.error.DynamoError;
import dev.dynamofixtures.core.internal.error.ErrorType;
import dev.dynamofixtures.core.internal.storage.Database;
import dev.dynamofixtures.core.internal.storage.Table;
import java.util.regex.Pattern;

/** Table-name validation and lookup, shared by every operation that names a table. */
public final class Tables {
    private static final Pattern NAME = Pattern.compile("[a-zA-Z0-9_.\\-]+");
    private static final String LOCAL_NAME_MESSAGE = "Invalid table/index name.  Table/index names must be between "
            + "3 and 255 characters long, and may contain only the characters a-z, A-Z, 0-9, '_', '-', and '.'";

    private Tables() {
    }

    /** Validates a table name: present, 3..255 characters of {@code [a-zA-Z0-9_.-]}. */
    public static void validateName(String name, String member) {
        if (name == null) {
            throw Constraints.notNull(member);
        }
        validateNameShape(name, member);
    }

    /** Validates a table or index name that is present. */
    public static void validateNameShape(String name, String member) {
        Constraints.Violations violations = new Constraints.Violations();
        if (name.length() < 3) {
            violations.add(name, member, "Member must have length greater than or equal to 3");
        }
        if (name.length() > 255) {
            violations.add(name, member, "Member must have length less than or equal to 255");
        }
        if (!NAME.matcher(name).matches()) {
            violations.add(name, member, "Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+");
        }
        if (!violations.isEmpty()) {
            throw DynamoError.validation(violations.message(), LOCAL_NAME_MESSAGE);
        }
    }

    /** The named table, after validating the name; ResourceNotFoundException when there is none. */
    public static Table require(Database db, String name) {
        validateName(name, "tableName");
        return db.table(name).orElseThrow(() -> DynamoError.of(ErrorType.RESOURCE_NOT_FOUND,
                "Requested resource not found", "Cannot do operations on a non-existent table"));
    }
}
