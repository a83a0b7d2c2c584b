package dev.dynamofixtures.assertj;

import java.util.Collection;
import java.util.stream.Collectors;
import org.assertj.core.error.BasicErrorMessageFactory;
import org.assertj.core.error.ErrorMessageFactory;

/**
 * Failure messages when a table or index named in an assertion does not exist: the name asked for and the
 * tables or indexes (with their keys) that do exist.
 */
final class ShouldExist extends BasicErrorMessageFactory {

    private ShouldExist(String format, Object... arguments) {
        super(format, arguments);
    }

    /** The database has no table of that name. */
    static ErrorMessageFactory shouldHaveTable(DatabaseTable table, Collection<String> tableNames) {
        if (tableNames.isEmpty()) {
            return new ShouldExist("%nExpecting %s%nto exist%nbut there is no such table: the database has no tables",
                    unquotedString(table.toString()));
        }
        String existing = tableNames.stream().map(name -> "  " + name)
                .collect(Collectors.joining(System.lineSeparator()));
        return new ShouldExist("%nExpecting %s%nto exist%nbut there is no such table; the tables are:%n%s",
                unquotedString(table.toString()), unquotedString(existing));
    }

    /** The table has no index of that name. */
    static ErrorMessageFactory shouldHaveIndex(DatabaseIndex index, TableSchema schema) {
        if (schema.indexes().isEmpty()) {
            return new ShouldExist("%nExpecting %s%nto exist%nbut there is no such index: table %s has no secondary "
                    + "indexes", unquotedString(index.toString()), unquotedString(schema.name()));
        }
        int width = schema.indexes().keySet().stream().mapToInt(String::length).max().orElse(0);
        String existing = schema.indexes().values().stream()
                .map(other -> "  " + other.name() + " ".repeat(width - other.name().length()) + "  " + other.kind()
                        + "  " + other.key().describe())
                .collect(Collectors.joining(System.lineSeparator()));
        return new ShouldExist("%nExpecting %s%nto exist%nbut there is no such index; the indexes of table %s are:%n%s",
                unquotedString(index.toString()), unquotedString(schema.name()), unquotedString(existing));
    }
}
