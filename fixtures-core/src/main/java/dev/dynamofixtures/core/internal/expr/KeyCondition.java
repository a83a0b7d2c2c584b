package dev.dynamofixtures.core.internal.expr;

import java.util.List;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * One condition of a key-condition expression, with the key attribute on the left ({@code :x < r1} is
 * {@code r1 GT :x}); values are canonical, two for BETWEEN and one otherwise.
 */
public record KeyCondition(String attributeName, KeyOperator operator, List<AttributeValue> values) {
    /** Requires all parts and copies the values. */
    public KeyCondition {
        Objects.requireNonNull(attributeName, "attributeName");
        Objects.requireNonNull(operator, "operator");
        values = List.copyOf(values);
    }
}
