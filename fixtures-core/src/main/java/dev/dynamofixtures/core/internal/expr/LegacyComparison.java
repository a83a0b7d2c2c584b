package dev.dynamofixtures.core.internal.expr;

import dev.dynamofixtures.core.internal.error.DynamoError;
import dev.dynamofixtures.core.internal.value.AttributeType;
import dev.dynamofixtures.core.internal.value.AttributeValues;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * One condition of the legacy parameters (QueryFilter, ScanFilter, Expected, KeyConditions): a comparison
 * operator and its argument list, checked as DynamoDB checks them (operator known, values valid, number of
 * arguments, argument types, one type for IN and BETWEEN, ordered BETWEEN bounds), and what it evaluates to.
 */
record LegacyComparison(String attribute, Operator operator, List<AttributeValue> arguments) {

    /** The legacy comparison operators with their argument counts and the argument types they accept. */
    enum Operator {
        EQ(1, 1, OperandTypes.ANY), NE(1, 1, OperandTypes.ANY),
        LE(1, 1, OperandTypes.ORDERED), LT(1, 1, OperandTypes.ORDERED),
        GE(1, 1, OperandTypes.ORDERED), GT(1, 1, OperandTypes.ORDERED),
        NOT_NULL(0, 0, OperandTypes.ANY), NULL(0, 0, OperandTypes.ANY),
        CONTAINS(1, 1, EnumSet.of(AttributeType.S, AttributeType.N, AttributeType.B, AttributeType.BOOL,
                AttributeType.NULL, AttributeType.M)),
        NOT_CONTAINS(1, 1, EnumSet.of(AttributeType.S, AttributeType.N, AttributeType.B, AttributeType.BOOL,
                AttributeType.NULL, AttributeType.M)),
        BEGINS_WITH(1, 1, OperandTypes.BINARY_OR_STRING),
        IN(1, Integer.MAX_VALUE, EnumSet.of(AttributeType.S, AttributeType.N, AttributeType.B, AttributeType.BOOL,
                AttributeType.NULL, AttributeType.M)),
        BETWEEN(2, 2, OperandTypes.ORDERED);

        private final int minimum;
        private final int maximum;
        private final Set<AttributeType> types;

        Operator(int minimum, int maximum, Set<AttributeType> types) {
            this.minimum = minimum;
            this.maximum = maximum;
            this.types = types;
        }

        boolean takesArguments() {
            return maximum > 0;
        }

        static Operator named(String name) {
            for (Operator operator : values()) {
                if (operator.name().equals(name)) {
                    return operator;
                }
            }
            throw DynamoError.validation("Comparison type does not exist in DynamoDB");
        }
    }

    private static final String INVALID = "One or more parameter values were invalid: ";

    /** Checks one legacy condition; the values come back canonical. */
    static LegacyComparison of(String attribute, String operatorName, List<AttributeValue> values) {
        AttributeValues.checkAttributeName(attribute);
        Operator operator = Operator.named(operatorName);
        List<AttributeValue> arguments = new ArrayList<>(values.size());
        for (AttributeValue value : values) {
            arguments.add(AttributeValues.normalize(value, 1));
        }
        if (arguments.size() < operator.minimum || arguments.size() > operator.maximum) {
            throw DynamoError.validation(INVALID + "Invalid number of argument(s) for the " + operator
                    + " ComparisonOperator");
        }
        for (AttributeValue argument : arguments) {
            AttributeType type = AttributeType.of(argument);
            if (!operator.types.contains(type)) {
                throw DynamoError.validation(INVALID + "ComparisonOperator " + operator + " is not valid for " + type
                        + " AttributeValue type");
            }
        }
        if (operator == Operator.IN || operator == Operator.BETWEEN) {
            for (AttributeValue argument : arguments) {
                if (AttributeType.of(argument) != AttributeType.of(arguments.get(0))) {
                    throw DynamoError.validation(INVALID + "AttributeValues inside AttributeValueList must be of same "
                            + "type");
                }
            }
        }
        if (operator == Operator.BETWEEN && AttributeValues.compare(arguments.get(0), arguments.get(1)) > 0) {
            throw DynamoError.validation(
                    "The BETWEEN condition was provided a range where the lower bound is greater than the upper bound");
        }
        return new LegacyComparison(attribute, operator, List.copyOf(arguments));
    }

    /** What the condition evaluates to: legacy NE holds for a missing attribute, NOT_CONTAINS does not. */
    boolean test(Map<String, AttributeValue> item) {
        AttributeValue value = item.get(attribute);
        AttributeValue first = arguments.isEmpty() ? null : arguments.get(0);
        switch (operator) {
            case EQ: return ConditionSemantics.compare(Token.Type.EQ, value, first);
            case NE: return ConditionSemantics.compare(Token.Type.NE, value, first);
            case LE: return ConditionSemantics.compare(Token.Type.LE, value, first);
            case LT: return ConditionSemantics.compare(Token.Type.LT, value, first);
            case GE: return ConditionSemantics.compare(Token.Type.GE, value, first);
            case GT: return ConditionSemantics.compare(Token.Type.GT, value, first);
            case NOT_NULL: return value != null;
            case NULL: return value == null;
            case CONTAINS: return ConditionSemantics.contains(value, first);
            case NOT_CONTAINS: return value != null && !ConditionSemantics.contains(value, first);
            case BEGINS_WITH: return ConditionSemantics.beginsWith(value, first);
            case IN:
                for (AttributeValue candidate : arguments) {
                    if (ConditionSemantics.compare(Token.Type.EQ, value, candidate)) {
                        return true;
                    }
                }
                return false;
            default: return ConditionSemantics.between(value, first, arguments.get(1));
        }
    }
}
