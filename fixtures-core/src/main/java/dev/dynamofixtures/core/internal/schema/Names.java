package dev.dynamofixtures.core.internal.schema;

import dev.dynamofixtures.core.internal.error.DynamoError;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Table and index name rules: 3..255 characters of {@code [a-zA-Z0-9_.-]}. The service reports each violated
 * constraint in its request-shape form; DynamoDB Local has one text for all of them.
 */
public final class Names {
    private static final Pattern NAME = Pattern.compile("[a-zA-Z0-9_.\\-]+");

    private Names() {
    }

    /** Validates a required table name. */
    public static void requireTableName(String name, String member) {
        if (name == null) {
            String detail = SchemaErrors.detail(null, member, "Member must not be null");
            throw DynamoError.validation(SchemaErrors.smithyAll(List.of(detail)), detail);
        }
        check(name, member);
    }

    /**
     * Validates the table name of an item operation. There the service takes table ARNs too (length 1..1024), so
     * it reports an empty name by that length alone; other invalid names keep the table-name rules, whose error
     * DynamoDB Local gives too (the service would look a 2-character name up and not find it).
     */
    public static void requireItemTableName(String name, String member) {
        List<String> details = itemTableNameViolations(name, member);
        if (!details.isEmpty()) {
            throw DynamoError.validation(SchemaErrors.smithyAll(details), localItemTableNameMessage(name, member));
        }
    }

    /**
     * The service's details of every constraint an item operation's table name violates ({@link
     * #requireItemTableName}), in its order; empty when the name is valid. For request-shape phases that report
     * them together with other members' violations.
     */
    public static List<String> itemTableNameViolations(String name, String member) {
        if (name == null) {
            return List.of(SchemaErrors.detail(null, member, "Member must not be null"));
        }
        if (name.isEmpty()) {
            return List.of(SchemaErrors.detail(name, member, "Member must have length greater than or equal to 1"));
        }
        return isValid(name) ? List.of() : violations(name, member);
    }

    /** DynamoDB Local's message for an invalid table name of an item operation. */
    public static String localItemTableNameMessage(String name, String member) {
        return name == null ? SchemaErrors.detail(null, member, "Member must not be null") : SchemaErrors.LOCAL_INDEX_NAME;
    }

    /**
     * The service's message for every length and pattern constraint that several present names violate
     * ({@code names}: member path to name, in the order to report them; null names skipped), or null when all are
     * valid.
     */
    public static String violationsMessage(java.util.Map<String, String> names) {
        List<String> details = new ArrayList<>();
        names.forEach((member, name) -> {
            if (name != null && !isValid(name)) {
                details.addAll(violations(name, member));
            }
        });
        return details.isEmpty() ? null : SchemaErrors.smithyAll(details);
    }

    /** Validates a table or index name that is present. */
    public static void check(String name, String member) {
        if (isValid(name)) {
            return; // the common case, without the regular expression's matcher and the list of details
        }
        List<String> details = violations(name, member);
        if (!details.isEmpty()) {
            throw DynamoError.validation(SchemaErrors.smithyAll(details), SchemaErrors.LOCAL_INDEX_NAME);
        }
    }

    private static List<String> violations(String name, String member) {
        List<String> details = new ArrayList<>();
        if (name.length() < 3) {
            details.add(SchemaErrors.detail(name, member, "Member must have length greater than or equal to 3"));
        }
        if (name.length() > 255) {
            details.add(SchemaErrors.detail(name, member, "Member must have length less than or equal to 255"));
        }
        if (!NAME.matcher(name).matches()) {
            details.add(SchemaErrors.detail(name, member,
                    "Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+"));
        }
        return details;
    }

    /** Whether {@code name} is 3..255 characters of {@code [a-zA-Z0-9_.-]}: {@link #NAME}, without a matcher. */
    private static boolean isValid(String name) {
        int n = name.length();
        if (n < 3 || n > 255) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            char c = name.charAt(i);
            boolean valid = c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
                    || c == '_' || c == '.' || c == '-';
            if (!valid) {
                return false;
            }
        }
        return true;
    }
}
