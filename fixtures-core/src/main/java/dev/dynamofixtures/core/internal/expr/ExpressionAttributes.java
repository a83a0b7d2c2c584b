package dev.dynamofixtures.core.internal.expr;

import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Stub until the expression engine lands. */
public final class ExpressionAttributes {
    public static ExpressionAttributes of(Map<String, String> names, Map<String, AttributeValue> values) {
        return new ExpressionAttributes();
    }

    public static ExpressionAttributes none() {
        return new ExpressionAttributes();
    }

    public void checkSuppliedWithoutExpressions(boolean anyExpression, String valuesNullParameterName) {
    }

    public void checkAllUsed() {
    }
}
