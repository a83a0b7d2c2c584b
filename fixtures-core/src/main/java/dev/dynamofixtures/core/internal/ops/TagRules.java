package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.error.Constraints;
import dev.dynamofixtures.core.internal.error.DynamoError;
import dev.dynamofixtures.core.internal.error.ErrorType;
import dev.dynamofixtures.core.internal.storage.Database;
import dev.dynamofixtures.core.internal.storage.Table;
import dev.dynamofixtures.core.internal.storage.TableTags;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.Tag;

/**
 * The service's tagging rules (DynamoDB Local does not implement tagging): a resource is a table, named by its ARN;
 * keys are 1..128 characters, values 0..256, both of letters, digits, white space and {@code + - = . _ : / @};
 * keys starting with {@code aws:} (any case) are reserved; a table holds at most 50 tags.
 *
 * <p>Request-shape violations (missing members, lengths) are reported together in the service's Smithy form, member
 * paths as the service names them ({@code tags.1.member.key}); the texts of the other errors are the service's
 * where known (see docs/design.md).
 */
final class TagRules {
    static final int MAX_TAGS = 50;
    private static final int MAX_KEY = 128;
    private static final int MAX_VALUE = 256;
    private static final int MAX_ARN = 1283;
    private static final String PATTERN = "^[\\p{L}\\p{Z}\\p{N}_.:/=+\\-@]*$";

    private TagRules() {
    }

    /** The service's shape violations of a ResourceArn member. */
    static void arnShape(String arn, Constraints.Violations violations) {
        if (arn == null) {
            violations.add(null, "resourceArn", "Member must not be null");
        } else if (arn.isEmpty()) {
            violations.add(arn, "resourceArn", "Member must have length greater than or equal to 1");
        } else if (arn.length() > MAX_ARN) {
            violations.add(arn, "resourceArn", "Member must have length less than or equal to " + MAX_ARN);
        }
    }

    /** The service's shape violations of a list of tags, at {@code member} ({@code tags}). */
    static void tagsShape(List<Tag> tags, String member, Constraints.Violations violations) {
        for (int i = 0; i < tags.size(); i++) {
            Tag tag = tags.get(i);
            String path = member + "." + (i + 1) + ".member";
            keyShape(tag == null ? null : tag.key(), path + ".key", violations);
            String value = tag == null ? null : tag.value();
            if (value == null) {
                violations.add(null, path + ".value", "Member must not be null");
            } else if (value.codePointCount(0, value.length()) > MAX_VALUE) {
                violations.add(value, path + ".value", "Member must have length less than or equal to " + MAX_VALUE);
            } else if (!value.matches(PATTERN)) {
                violations.add(value, path + ".value", "Member must satisfy regular expression pattern: " + PATTERN);
            }
        }
    }

    /** The service's shape violations of one tag key at {@code path}. */
    static void keyShape(String key, String path, Constraints.Violations violations) {
        if (key == null) {
            violations.add(null, path, "Member must not be null");
        } else if (key.isEmpty()) {
            violations.add(key, path, "Member must have length greater than or equal to 1");
        } else if (key.codePointCount(0, key.length()) > MAX_KEY) {
            violations.add(key, path, "Member must have length less than or equal to " + MAX_KEY);
        } else if (!key.matches(PATTERN)) {
            violations.add(key, path, "Member must satisfy regular expression pattern: " + PATTERN);
        }
    }

    /** Tags as a map (a later duplicate key wins, as the service keeps one value per key). */
    static Map<String, String> asMap(List<Tag> tags) {
        Map<String, String> map = new LinkedHashMap<>();
        for (Tag tag : tags) {
            map.put(tag.key(), tag.value());
        }
        return map;
    }

    /** Rejects keys with the reserved {@code aws:} prefix. */
    static void notReserved(Iterable<String> keys) {
        for (String key : keys) {
            if (key.toLowerCase(Locale.ROOT).startsWith("aws:")) {
                throw DynamoError.validation("One or more parameter values were invalid: "
                        + "User-defined tag keys cannot start with the reserved prefix aws:. Key: " + key);
            }
        }
    }

    /** Rejects tags that would take a table over 50 tags. */
    static void withinLimit(TableTags current, Map<String, String> added) {
        if (current.sizeWith(added) > MAX_TAGS) {
            throw DynamoError.validation("One or more parameter values were invalid: "
                    + "The number of tags on a resource cannot exceed " + MAX_TAGS);
        }
    }

    /** The table an ARN names: a table of this engine's region and account, existing now. */
    static Table resolve(Database db, String arn, EngineSettings settings) {
        if (!arn.startsWith("arn:")) {
            throw DynamoError.validation("Invalid TableArn: Invalid ResourceArn provided as input " + arn);
        }
        String prefix = settings.tableArn("");
        if (arn.startsWith(prefix)) {
            String name = arn.substring(prefix.length());
            Table table = db.table(name).orElse(null);
            if (table != null) {
                return table;
            }
        }
        throw DynamoError.of(ErrorType.RESOURCE_NOT_FOUND,
                "Requested resource not found: ResourcArn: " + arn + " not found");
    }

    /** A list of tag keys, validated at {@code member}. */
    static List<String> keys(List<String> keys, String member, Constraints.Violations violations) {
        List<String> checked = new ArrayList<>(keys.size());
        for (int i = 0; i < keys.size(); i++) {
            keyShape(keys.get(i), member + "." + (i + 1) + ".member", violations);
            checked.add(keys.get(i));
        }
        return checked;
    }
}
