package dev.dynamofixtures.core.internal.expr;

import java.util.List;

/**
 * The key attributes of a queried table that a KeyConditionExpression may not take apart ({@code pk.x},
 * {@code pk[0]}), in the order DynamoDB reports the first one it finds: the table's key ({@code Key: pk}), then
 * every index's key attributes ({@code IndexKey: h1}), whichever index the Query reads. Any other nested path fails
 * later, at its condition ("cannot have conditions on nested attributes").
 *
 * @param table the table's key attributes, HASH then RANGE
 * @param indexes the key attributes of the table's indexes, in the order they are looked for
 */
public record KeyAttributeNames(List<String> table, List<String> indexes) {
    public KeyAttributeNames {
        table = List.copyOf(table);
        indexes = List.copyOf(indexes);
    }
}
