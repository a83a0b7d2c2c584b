package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.error.DynamoError;
import dev.dynamofixtures.core.internal.expr.Condition;
import dev.dynamofixtures.core.internal.expr.ExpressionAttributes;
import dev.dynamofixtures.core.internal.expr.ExpressionKind;
import dev.dynamofixtures.core.internal.expr.Expressions;
import dev.dynamofixtures.core.internal.storage.Item;
import java.util.Map;

/** Parsing and checking of a write's ConditionExpression. */
final class Conditions {
    private Conditions() {
    }

    /** Parses the ConditionExpression (or returns null when there is none) and checks placeholder use. */
    static Condition parse(String expression, ExpressionAttributes attributes) {
        attributes.checkSuppliedWithoutExpressions(expression != null, "ConditionExpression");
        Condition condition = expression == null ? null
                : Expressions.parseCondition(expression, ExpressionKind.CONDITION, attributes);
        attributes.checkAllUsed();
        return condition;
    }

    /** Throws ConditionalCheckFailedException unless the condition holds on the current item (null: absent). */
    static void check(Condition condition, Item current, boolean returnItemOnFailure) {
        if (condition == null) {
            return;
        }
        boolean holds = condition.matches(current == null ? Map.of() : current.attributes());
        if (!holds) {
            throw DynamoError.conditionalCheckFailed(
                    returnItemOnFailure && current != null ? current.attributes() : null);
        }
    }
}
