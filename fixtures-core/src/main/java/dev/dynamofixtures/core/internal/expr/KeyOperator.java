package dev.dynamofixtures.core.internal.expr;

/** The operators a key condition may use. */
public enum KeyOperator {
    EQ, LT, LE, GT, GE, BETWEEN, BEGINS_WITH;

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
