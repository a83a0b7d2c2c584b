package dev.dynamofixtures.core.internal.expr;

/** Stub until the expression engine lands. */
public enum ExpressionKind {
    KEY_CONDITION, CONDITION, FILTER, PROJECTION, UPDATE;

    public String parameterName() {
        switch (this) {
            case KEY_CONDITION: return "KeyConditionExpression";
            case CONDITION: return "ConditionExpression";
            case FILTER: return "FilterExpression";
            case PROJECTION: return "ProjectionExpression";
            default: return "UpdateExpression";
        }
    }
}
