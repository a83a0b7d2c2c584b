package dev.dynamofixtures.core.internal.expr;

import java.util.List;
import java.util.function.Supplier;

/**
 * A parsed and bound KeyConditionExpression whose structural rules (SPEC 5.2) are checked when its
 * conditions are first asked for: DynamoDB reports unused placeholders before those rules, so Query calls
 * {@link ExpressionAttributes#checkAllUsed()} in between.
 */
public final class KeyConditionExpression {
    private final Ast.Cond tree;
    private final Condition condition;
    private final ExpressionAttributes attributes;
    private List<KeyCondition> conditions;

    KeyConditionExpression(Ast.Cond tree, Condition condition, ExpressionAttributes attributes) {
        this.tree = tree;
        this.condition = condition;
        this.attributes = attributes;
    }

    /**
     * The key conditions, key attribute on the left, in textual order; throws the structural errors, the first
     * of them a path into one of the table's keys (asked for only when a path goes deeper than an attribute).
     */
    public List<KeyCondition> conditions(Supplier<KeyAttributeNames> keys) {
        if (conditions == null) {
            conditions = KeyConditionChecker.check(tree, attributes, keys);
        }
        return conditions;
    }

    /** The expression as a condition on items (key attributes are matched like any attribute). */
    public Condition condition() {
        return condition;
    }
}
