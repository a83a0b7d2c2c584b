package dev.dynamofixtures.core.internal.expr;

/** The five kinds of expression a request may carry, named as the request parameter that holds them. */
public enum ExpressionKind {
    KEY_CONDITION("KeyConditionExpression"),
    CONDITION("ConditionExpression"),
    FILTER("FilterExpression"),
    PROJECTION("ProjectionExpression"),
    UPDATE("UpdateExpression");

    private final String parameterName;
    private final String errorPrefix;

    ExpressionKind(String parameterName) {
        this.parameterName = parameterName;
        this.errorPrefix = "Invalid " + parameterName + ": ";
    }

    /** The request parameter's name, e.g. {@code FilterExpression}. */
    public String parameterName() {
        return parameterName;
    }

    /** The prefix of this kind's expression errors, e.g. {@code "Invalid FilterExpression: "}. */
    public String errorPrefix() {
        return errorPrefix;
    }

    boolean isCondition() {
        return this == KEY_CONDITION || this == CONDITION || this == FILTER;
    }
}
