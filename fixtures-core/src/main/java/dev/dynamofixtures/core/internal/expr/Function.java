package dev.dynamofixtures.core.internal.expr;

/** The functions of DynamoDB's expression language; names are case-sensitive. */
enum Function {
    ATTRIBUTE_EXISTS("attribute_exists", 1, Use.CONDITION),
    ATTRIBUTE_NOT_EXISTS("attribute_not_exists", 1, Use.CONDITION),
    ATTRIBUTE_TYPE("attribute_type", 2, Use.CONDITION),
    BEGINS_WITH("begins_with", 2, Use.CONDITION),
    CONTAINS("contains", 2, Use.CONDITION),
    /** Returns a number; usable only as an operand of a condition. */
    SIZE("size", 1, Use.CONDITION_OPERAND),
    IF_NOT_EXISTS("if_not_exists", 2, Use.UPDATE),
    LIST_APPEND("list_append", 2, Use.UPDATE);

    /** Where a function may appear. */
    enum Use { CONDITION, CONDITION_OPERAND, UPDATE }

    private final String functionName;
    private final int arity;
    private final Use use;

    Function(String functionName, int arity, Use use) {
        this.functionName = functionName;
        this.arity = arity;
        this.use = use;
    }

    String functionName() {
        return functionName;
    }

    int arity() {
        return arity;
    }

    boolean allowedInCondition() {
        return use != Use.UPDATE;
    }

    boolean returnsBoolean() {
        return use == Use.CONDITION;
    }

    /** The function of that exact name, or null. */
    static Function named(String name) {
        for (Function function : values()) {
            if (function.functionName.equals(name)) {
                return function;
            }
        }
        return null;
    }
}
