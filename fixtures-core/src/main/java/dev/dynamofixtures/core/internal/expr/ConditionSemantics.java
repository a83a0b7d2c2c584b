package dev.dynamofixtures.core.internal.expr;

import dev.dynamofixtures.core.internal.value.CanonicalOrder;
import dev.dynamofixtures.core.internal.value.AttributeType;
import dev.dynamofixtures.core.internal.value.AttributeValues;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What comparisons and functions evaluate to (SPEC 6.3). A null operand is a missing attribute (or a
 * {@code size} without a value): every test on it is false, except {@code <>} which is true. Values of
 * different types are unequal and unordered. Operands are canonical, so sets compare element by element.
 */
final class ConditionSemantics {
    private ConditionSemantics() {
    }

    static boolean compare(Token.Type operator, AttributeValue left, AttributeValue right) {
        if (left == null || right == null) {
            return operator == Token.Type.NE;
        }
        switch (operator) {
            case EQ: return CanonicalOrder.equal(left, right);
            case NE: return !CanonicalOrder.equal(left, right);
            default: break;
        }
        AttributeType type = AttributeType.of(left);
        if (type != AttributeType.of(right) || !AttributeValues.isOrdered(type)) {
            return false;
        }
        int order = CanonicalOrder.compare(left, right);
        switch (operator) {
            case LT: return order < 0;
            case LE: return order <= 0;
            case GT: return order > 0;
            case GE: return order >= 0;
            default: throw new IllegalArgumentException("not a comparator: " + operator);
        }
    }

    static boolean between(AttributeValue subject, AttributeValue lower, AttributeValue upper) {
        if (subject == null || lower == null || upper == null) {
            return false;
        }
        AttributeType type = AttributeType.of(subject);
        if (!AttributeValues.isOrdered(type) || type != AttributeType.of(lower) || type != AttributeType.of(upper)) {
            return false;
        }
        return CanonicalOrder.compare(lower, subject) <= 0 && CanonicalOrder.compare(subject, upper) <= 0;
    }

    static boolean beginsWith(AttributeValue value, AttributeValue prefix) {
        if (value == null || prefix == null) {
            return false;
        }
        AttributeType type = AttributeType.of(value);
        if (type != AttributeType.of(prefix)) {
            return false;
        }
        if (type == AttributeType.S) {
            return value.s().startsWith(prefix.s());
        }
        if (type == AttributeType.B) {
            byte[] bytes = value.b().asByteArrayUnsafe();
            byte[] start = prefix.b().asByteArrayUnsafe();
            return bytes.length >= start.length && indexOf(bytes, start, 0, start.length) == 0;
        }
        return false;
    }

    static boolean contains(AttributeValue container, AttributeValue element) {
        if (container == null || element == null) {
            return false;
        }
        AttributeType elementType = AttributeType.of(element);
        switch (AttributeType.of(container)) {
            case S:
                return elementType == AttributeType.S && container.s().contains(element.s());
            case B: {
                if (elementType != AttributeType.B) {
                    return false;
                }
                byte[] part = element.b().asByteArrayUnsafe();
                return indexOf(container.b().asByteArrayUnsafe(), part, -1, part.length) >= 0;
            }
            case SS:
                return elementType == AttributeType.S && container.ss().contains(element.s());
            case NS:
                return elementType == AttributeType.N && container.ns().contains(element.n());
            case BS:
                return elementType == AttributeType.B && container.bs().contains(element.b());
            case L:
                for (AttributeValue candidate : container.l()) {
                    if (CanonicalOrder.equal(candidate, element)) {
                        return true;
                    }
                }
                return false;
            default:
                return false;
        }
    }

    /** The first index of {@code part} in {@code whole} (only at {@code only} when it is not negative), or -1. */
    private static int indexOf(byte[] whole, byte[] part, int only, int length) {
        int last = only >= 0 ? only : whole.length - length;
        for (int from = Math.max(only, 0); from <= last; from++) {
            int i = 0;
            while (i < length && whole[from + i] == part[i]) {
                i++;
            }
            if (i == length) {
                return from;
            }
        }
        return -1;
    }

    /** {@code size(value)}: UTF-16 units of S, bytes of B, elements of sets, lists and maps; else no value. */
    static AttributeValue size(AttributeValue value) {
        if (value == null) {
            return null;
        }
        int size;
        switch (AttributeType.of(value)) {
            case S: size = value.s().length(); break;
            case B: size = value.b().asByteArrayUnsafe().length; break;
            case SS: size = value.ss().size(); break;
            case NS: size = value.ns().size(); break;
            case BS: size = value.bs().size(); break;
            case L: size = value.l().size(); break;
            case M: size = value.m().size(); break;
            default: return null;
        }
        return AttributeValue.fromN(Integer.toString(size));
    }

    /** {@code attribute_type(value, :type)}: whether the value has the type named by an S value. */
    static boolean hasType(AttributeValue value, AttributeValue typeName) {
        if (value == null || typeName == null || typeName.s() == null) {
            return false;
        }
        return AttributeType.of(value).name().equals(typeName.s());
    }
}
