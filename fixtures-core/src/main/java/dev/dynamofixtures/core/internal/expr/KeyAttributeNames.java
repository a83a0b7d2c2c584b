package dev.dynamofixtures.core.internal.expr;

import dev.dynamofixtures.core.internal.error.DynamoError;
import java.util.List;
import java.util.Set;

/**
 * The key attributes of a table that no expression may take apart ({@code pk.x}, {@code pk[0]}), in the order
 * DynamoDB reports the first one it finds: the table's key ({@code Key: pk}), then every index's key attributes
 * ({@code IndexKey: h1}), whichever index a Query or Scan reads. In a KeyConditionExpression any other nested path
 * fails later, at its condition ("cannot have conditions on nested attributes").
 *
 * @param table the table's key attributes, HASH then RANGE
 * @param indexes the key attributes of the table's indexes, in the order they are looked for
 */
public record KeyAttributeNames(List<String> table, List<String> indexes) {
    public KeyAttributeNames {
        table = List.copyOf(table);
        indexes = List.copyOf(indexes);
    }

    /** Whether {@code error} is the refusal {@link #checkNotTakenApart} throws (known by its text). */
    public static boolean isRefusal(DynamoError error) {
        return error.localMessage().startsWith(ExpressionErrors.KEY_NOT_SCALAR);
    }

    /**
     * Refuses the first of these keys, in this order, that is among {@code nested}: the top-level names of an
     * expression's paths that go deeper than an attribute.
     */
    public void checkNotTakenApart(Set<String> nested) {
        if (nested.isEmpty()) {
            return;
        }
        for (String key : table) {
            if (nested.contains(key)) {
                throw ExpressionErrors.keyNotScalar(key, false);
            }
        }
        for (String key : indexes) {
            if (nested.contains(key)) {
                throw ExpressionErrors.keyNotScalar(key, true);
            }
        }
    }
}
