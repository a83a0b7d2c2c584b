package dev.dynamofixtures.core.internal.expr;

/**
 * The operators of key conditions. Only the first seven select a key range; the last two stand for legacy
 * KeyConditions operators that DynamoDB rejects once it knows which key attribute they constrain (the query
 * planner reports them): {@link #NOT_SCALAR} for {@code NULL} and {@code NOT_NULL}, {@link #NOT_INDEXABLE} for
 * {@code NE}, {@code IN}, {@code CONTAINS} and {@code NOT_CONTAINS}.
 */
public enum KeyOperator {
    EQ, LT, LE, GT, GE, BETWEEN, BEGINS_WITH, NOT_SCALAR, NOT_INDEXABLE;

    /** Whether the operator selects a key range (every operator a KeyConditionExpression can use). */
    public boolean isIndexable() {
        return this != NOT_SCALAR && this != NOT_INDEXABLE;
    }

    /** The operator that holds when the operands are swapped ({@code :x < k} is {@code k > :x}). */
    KeyOperator mirrored() {
        switch (this) {
            case LT: return GT;
            case LE: return GE;
            case GT: return LT;
            case GE: return LE;
            default: return this;
        }
    }

    static KeyOperator of(Token.Type comparator) {
        switch (comparator) {
            case EQ: return EQ;
            case LT: return LT;
            case LE: return LE;
            case GT: return GT;
            case GE: return GE;
            default: throw new IllegalArgumentException("not a key comparator: " + comparator);
        }
    }
}
