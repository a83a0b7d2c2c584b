package dev.dynamofixtures.core.internal.expr;

import dev.dynamofixtures.core.internal.value.AttributeType;
import dev.dynamofixtures.core.internal.value.AttributeValues;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Binds a condition's syntax tree to one request's names and values, checking what depends on them in
 * DynamoDB's order: the tree is visited depth first, operands before their operator, and each operator is
 * checked (operand count, operand types, distinct first operand, its own rules) and counted after its operands.
 */
final class ConditionBinder extends PathBinder {
    private static final int MAX_IN_OPERANDS = 100;
    private static final Set<String> TYPE_NAMES = Set.of("S", "SS", "N", "NS", "B", "BS", "BOOL", "NULL", "L", "M");

    private ConditionBinder(ExpressionAttributes attributes) {
        super(attributes);
    }

    static BoundCondition bind(Ast.Cond condition, ExpressionAttributes attributes) {
        ConditionBinder binder = new ConditionBinder(attributes);
        Predicate predicate = binder.condition(condition);
        binder.finish();
        return new BoundCondition(predicate, binder.nestedTopLevelNames());
    }

    private Predicate condition(Ast.Cond condition) {
        if (condition instanceof Ast.Comparison comparison) {
            ValueSource left = operand(comparison.left());
            ValueSource right = operand(comparison.right());
            Token.Type operator = comparison.operator();
            boolean ordered = operator != Token.Type.EQ && operator != Token.Type.NE;
            check(comparison.symbol(), left, right, ordered ? OperandTypes.ORDERED : OperandTypes.ANY);
            countOperator();
            return new Predicate.Compare(operator, left, right);
        }
        if (condition instanceof Ast.Between between) {
            ValueSource subject = operand(between.subject());
            ValueSource lower = operand(between.lower());
            ValueSource upper = operand(between.upper());
            check("BETWEEN", subject, lower, upper, OperandTypes.ORDERED);
            checkBounds(lower, upper);
            countOperator();
            return new Predicate.Between(subject, lower, upper);
        }
        if (condition instanceof Ast.In in) {
            List<ValueSource> operands = new ArrayList<>();
            operands.add(operand(in.subject()));
            in.candidates().forEach(candidate -> operands.add(operand(candidate)));
            check("IN", operands, OperandTypes.ANY, true);
            if (in.candidates().size() > MAX_IN_OPERANDS) {
                throw ExpressionErrors.tooManyInOperands(in.candidates().size());
            }
            countOperator();
            return new Predicate.In(operands.get(0), operands.subList(1, operands.size()));
        }
        if (condition instanceof Ast.FunctionCondition function) {
            return function(function.call());
        }
        if (condition instanceof Ast.Not not) {
            Predicate operand = condition(not.operand());
            countOperator();
            return new Predicate.Not(operand);
        }
        if (condition instanceof Ast.And and) {
            Predicate left = condition(and.left());
            Predicate right = condition(and.right());
            countOperator();
            return new Predicate.And(left, right);
        }
        Ast.Or or = (Ast.Or) condition;
        Predicate left = condition(or.left());
        Predicate right = condition(or.right());
        countOperator();
        return new Predicate.Or(left, right);
    }

    private Predicate function(Ast.Call call) {
        Function function = Function.named(call.name());
        List<ValueSource> arguments = arguments(call, function);
        ValueSource first = arguments.get(0);
        Predicate predicate;
        switch (function) {
            case ATTRIBUTE_EXISTS:
            case ATTRIBUTE_NOT_EXISTS:
                if (!(first instanceof ValueSource.PathSource path)) {
                    throw ExpressionErrors.requiresPath(call.name());
                }
                predicate = new Predicate.Exists(path.path(), function == Function.ATTRIBUTE_EXISTS);
                break;
            case ATTRIBUTE_TYPE:
                check(call.name(), arguments, OperandTypes.ANY, true);
                checkTypeName(call.name(), arguments.get(1));
                predicate = new Predicate.HasType(first, arguments.get(1));
                break;
            case BEGINS_WITH:
                check(call.name(), arguments, OperandTypes.BINARY_OR_STRING, true);
                predicate = new Predicate.BeginsWith(first, arguments.get(1));
                break;
            default:
                check(call.name(), arguments, OperandTypes.ANY, true);
                predicate = new Predicate.Contains(first, arguments.get(1));
                break;
        }
        countOperator();
        return predicate;
    }

    /** Binds a call's arguments and checks their number. */
    private List<ValueSource> arguments(Ast.Call call, Function function) {
        List<ValueSource> arguments = new ArrayList<>(call.arguments().size());
        call.arguments().forEach(argument -> arguments.add(operand(argument)));
        if (arguments.size() != function.arity()) {
            throw ExpressionErrors.operandCount(call.name(), arguments.size());
        }
        return arguments;
    }

    private ValueSource operand(Ast.Operand operand) {
        if (operand instanceof Ast.PathOperand path) {
            return new ValueSource.PathSource(bindPath(path.path()));
        }
        if (operand instanceof Ast.ValueOperand value) {
            AttributeValue bound = attributes.value(value.key());
            if (bound == null) {
                throw ExpressionErrors.undefinedValue(value.key());
            }
            return new ValueSource.Constant(value.key(), bound);
        }
        Ast.Call call = (Ast.Call) operand;
        List<ValueSource> arguments = arguments(call, Function.SIZE);
        check(call.name(), arguments, OperandTypes.SIZED, false);
        countOperator();
        return new ValueSource.Size(arguments.get(0));
    }

    private static Set<AttributeType> possibleTypes(ValueSource source) {
        if (source instanceof ValueSource.Constant constant) {
            return OperandTypes.possible(constant.value(), null);
        }
        return OperandTypes.possible(null, source instanceof ValueSource.Size ? AttributeType.N : null);
    }

    /** Whether the operand may have one of the allowed types (without building its possible types). */
    private static boolean allowed(ValueSource source, Set<AttributeType> allowed) {
        if (source instanceof ValueSource.Constant constant) {
            return allowed.contains(AttributeType.of(constant.value()));
        }
        return source instanceof ValueSource.Size ? allowed.contains(AttributeType.N) : !allowed.isEmpty();
    }

    /**
     * {@link #check(String, List, Set, boolean)} for a two-operand operator with distinct operands, without
     * building a list: the same checks in the same order.
     */
    private static void check(String operator, ValueSource first, ValueSource second, Set<AttributeType> allowed) {
        checkType(operator, first, allowed);
        checkType(operator, second, allowed);
        checkDistinct(operator, first, second);
    }

    /** The same for a three-operand operator (BETWEEN). */
    private static void check(String operator, ValueSource first, ValueSource second, ValueSource third,
                              Set<AttributeType> allowed) {
        checkType(operator, first, allowed);
        checkType(operator, second, allowed);
        checkType(operator, third, allowed);
        checkDistinct(operator, first, second);
        checkDistinct(operator, first, third);
    }

    private static void checkType(String operator, ValueSource operand, Set<AttributeType> allowed) {
        if (!allowed(operand, allowed)) {
            throw ExpressionErrors.operandType(operator, OperandTypes.describe(possibleTypes(operand)));
        }
    }

    /** Rejects a first path operand repeated as a later operand. */
    private static void checkDistinct(String operator, ValueSource first, ValueSource other) {
        if (first instanceof ValueSource.PathSource path && other instanceof ValueSource.PathSource later
                && later.path().equals(path.path())) {
            throw ExpressionErrors.operandsNotDistinct(operator, path.path());
        }
    }

    /** DynamoDB's generic operator checks: operand types, then a first path operand repeated later. */
    private static void check(String operator, List<ValueSource> operands, Set<AttributeType> allowed,
                              boolean distinct) {
        for (ValueSource operand : operands) {
            if (!allowed(operand, allowed)) {
                throw ExpressionErrors.operandType(operator, OperandTypes.describe(possibleTypes(operand)));
            }
        }
        if (distinct && operands.get(0) instanceof ValueSource.PathSource first) {
            for (int i = 1; i < operands.size(); i++) {
                if (operands.get(i) instanceof ValueSource.PathSource other && other.path().equals(first.path())) {
                    throw ExpressionErrors.operandsNotDistinct(operator, first.path());
                }
            }
        }
    }

    private void checkBounds(ValueSource lower, ValueSource upper) {
        if (!(lower instanceof ValueSource.Constant low) || !(upper instanceof ValueSource.Constant high)) {
            return;
        }
        if (AttributeType.of(low.value()) != AttributeType.of(high.value())) {
            throw ExpressionErrors.betweenBoundsOfDifferentTypes(
                    attributes.rawValue(low.placeholder()), attributes.rawValue(high.placeholder()));
        }
        if (AttributeValues.compare(low.value(), high.value()) > 0) {
            throw ExpressionErrors.betweenBoundsReversed(
                    attributes.rawValue(low.placeholder()), attributes.rawValue(high.placeholder()));
        }
    }

    private static void checkTypeName(String function, ValueSource typeName) {
        if (!(typeName instanceof ValueSource.Constant constant)
                || AttributeType.of(constant.value()) != AttributeType.S) {
            throw ExpressionErrors.operandType(function, OperandTypes.describe(possibleTypes(typeName)));
        }
        if (!TYPE_NAMES.contains(constant.value().s())) {
            throw ExpressionErrors.invalidTypeName(constant.value().s());
        }
    }
}
