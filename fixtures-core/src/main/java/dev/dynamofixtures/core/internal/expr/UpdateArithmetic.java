package dev.dynamofixtures.core.internal.expr;

import dev.dynamofixtures.core.internal.value.AttributeType;
import dev.dynamofixtures.core.internal.value.AttributeValues;
import dev.dynamofixtures.core.internal.value.DynamoNumbers;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.TreeSet;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The value computations of updates: number sums (checked against DynamoDB's number limits, canonical),
 * set union and difference (sets stay sorted and duplicate-free in DynamoDB's order).
 */
final class UpdateArithmetic {
    private UpdateArithmetic() {
    }

    /** The value if it is a number, else DynamoDB's incorrect-type error. */
    static AttributeValue number(AttributeValue value) {
        if (AttributeType.of(value) != AttributeType.N) {
            throw ExpressionErrors.incorrectOperandType();
        }
        return value;
    }

    static AttributeValue sum(AttributeValue left, AttributeValue right, boolean plus) {
        BigDecimal a = DynamoNumbers.value(left.n());
        BigDecimal b = DynamoNumbers.value(right.n());
        BigDecimal result = DynamoNumbers.checkLimits(plus ? a.add(b) : a.subtract(b));
        return AttributeValue.fromN(DynamoNumbers.canonical(result));
    }

    /** {@code ADD}: a number added, or a set's elements added; a missing target takes the operand. */
    static AttributeValue add(AttributeValue current, AttributeValue operand) {
        if (current == null) {
            return operand;
        }
        AttributeType type = AttributeType.of(current);
        if (type != AttributeType.of(operand)) {
            throw ExpressionErrors.incorrectOperandType();
        }
        switch (type) {
            case N: return sum(current, operand, true);
            case SS: return AttributeValue.fromSs(union(current.ss(), operand.ss(), AttributeValues.STRING_ORDER));
            case NS: return AttributeValue.fromNs(union(current.ns(), operand.ns(), AttributeValues.NUMBER_ORDER));
            case BS: return AttributeValue.fromBs(union(current.bs(), operand.bs(), AttributeValues.BINARY_ORDER));
            default: throw ExpressionErrors.incorrectOperandType();
        }
    }

    /** {@code DELETE}: the set without the operand's elements, or null when none is left. */
    static AttributeValue delete(AttributeValue current, AttributeValue operand) {
        AttributeType type = AttributeType.of(current);
        if (type != AttributeType.of(operand)) {
            throw ExpressionErrors.incorrectOperandType();
        }
        switch (type) {
            case SS: {
                List<String> left = difference(current.ss(), operand.ss(), AttributeValues.STRING_ORDER);
                return left.isEmpty() ? null : AttributeValue.fromSs(left);
            }
            case NS: {
                List<String> left = difference(current.ns(), operand.ns(), AttributeValues.NUMBER_ORDER);
                return left.isEmpty() ? null : AttributeValue.fromNs(left);
            }
            case BS: {
                List<SdkBytes> left = difference(current.bs(), operand.bs(), AttributeValues.BINARY_ORDER);
                return left.isEmpty() ? null : AttributeValue.fromBs(left);
            }
            default:
                throw ExpressionErrors.incorrectOperandType();
        }
    }

    private static <T> List<T> union(List<T> a, List<T> b, Comparator<? super T> order) {
        TreeSet<T> all = new TreeSet<>(order);
        all.addAll(a);
        all.addAll(b);
        return new ArrayList<>(all);
    }

    private static <T> List<T> difference(List<T> a, List<T> b, Comparator<? super T> order) {
        TreeSet<T> left = new TreeSet<>(order);
        left.addAll(a);
        b.forEach(left::remove);
        return new ArrayList<>(left);
    }
}
