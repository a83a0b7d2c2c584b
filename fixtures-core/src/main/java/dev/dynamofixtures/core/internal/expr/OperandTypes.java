package dev.dynamofixtures.core.internal.expr;

import dev.dynamofixtures.core.internal.value.AttributeType;
import java.util.EnumSet;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The static type rules of operands: what types an operand may have before any item is read (a value has its
 * own type, {@code size()} a number, a path any type) and how DynamoDB prints them in messages.
 */
final class OperandTypes {
    static final Set<AttributeType> ANY = EnumSet.allOf(AttributeType.class);
    static final Set<AttributeType> ORDERED = EnumSet.of(AttributeType.S, AttributeType.N, AttributeType.B);
    static final Set<AttributeType> BINARY_OR_STRING = EnumSet.of(AttributeType.S, AttributeType.B);
    static final Set<AttributeType> SIZED = EnumSet.of(AttributeType.S, AttributeType.B, AttributeType.SS,
            AttributeType.NS, AttributeType.BS, AttributeType.L, AttributeType.M);
    static final Set<AttributeType> NUMBER = EnumSet.of(AttributeType.N);
    static final Set<AttributeType> LIST = EnumSet.of(AttributeType.L);

    private OperandTypes() {
    }

    /** The types an operand may have: its value's type, N for a number-valued function, or any. */
    static Set<AttributeType> possible(AttributeValue constant, AttributeType fixed) {
        if (constant != null) {
            return EnumSet.of(AttributeType.of(constant));
        }
        return fixed != null ? EnumSet.of(fixed) : ANY;
    }

    /** How DynamoDB prints an operand's possible types in "Incorrect operand type" messages. */
    static String describe(Set<AttributeType> types) {
        return types.size() == 1 ? types.iterator().next().name() : ExpressionErrors.ANY_TYPE;
    }

    static boolean allowed(Set<AttributeType> possible, Set<AttributeType> allowed) {
        for (AttributeType type : possible) {
            if (allowed.contains(type)) {
                return true;
            }
        }
        return false;
    }
}
