package dev.dynamofixtures.core.internal.expr;

import dev.dynamofixtures.core.internal.value.AttributeType;
import dev.dynamofixtures.core.internal.value.ValueSizes;
import dev.dynamofixtures.core.internal.value.Utf8;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Binds an update expression's syntax tree to one request, in DynamoDB's order: first every target path, last
 * action first (depth, names, overlaps and conflicts), then every action, last first (its value: placeholders,
 * operand types and counts, operators; ADD and DELETE operand types).
 */
final class UpdateBinder extends PathBinder {
    private static final Map<AttributeType, String> TYPE_WORDS = Map.of(AttributeType.S, "STRING",
            AttributeType.N, "NUMBER", AttributeType.B, "BINARY", AttributeType.BOOL, "BOOLEAN",
            AttributeType.NULL, "NULL", AttributeType.L, "LIST", AttributeType.M, "MAP");

    /** The declared size ({@link UpdateAction#declaredSize()}) of the actions bound so far. */
    private long declaredSize;

    private UpdateBinder(ExpressionAttributes attributes) {
        super(attributes);
    }

    static BoundUpdate bind(Ast.Update update, ExpressionAttributes attributes) {
        List<Ast.Action> actions = new ArrayList<>();
        update.sections().forEach(section -> actions.addAll(section.actions()));
        UpdateBinder binder = new UpdateBinder(attributes);
        PathConflicts conflicts = new PathConflicts();
        DocumentPath[] paths = new DocumentPath[actions.size()];
        for (int i = paths.length - 1; i >= 0; i--) {
            paths[i] = binder.bindPath(actions.get(i).path());
            conflicts.add(paths[i]);
        }
        UpdateTree tree = new UpdateTree();
        for (int i = paths.length - 1; i >= 0; i--) {
            UpdateOperation operation = binder.operation(actions.get(i));
            if (operation instanceof UpdateOperation.Set || operation instanceof UpdateOperation.Add) {
                binder.declaredSize += namesSize(paths[i]);
            }
            tree.add(paths[i].elements(), operation);
        }
        binder.finish();
        return new BoundUpdate(List.of(paths), tree, binder.declaredSize, binder.nestedTopLevelNames());
    }

    private static long namesSize(DocumentPath path) {
        long size = 0;
        for (PathElement element : path.elements()) {
            if (element instanceof PathElement.MapKey key) {
                size += Utf8.length(key.name());
            }
        }
        return size;
    }

    private UpdateOperation operation(Ast.Action action) {
        if (action instanceof Ast.SetAction set) {
            return new UpdateOperation.Set(setValue(set.value()));
        }
        if (action instanceof Ast.RemoveAction) {
            return new UpdateOperation.Remove();
        }
        if (action instanceof Ast.AddAction add) {
            AttributeValue operand = value(add.valueKey());
            AttributeType type = AttributeType.of(operand);
            if (type != AttributeType.N && !type.isSet()) {
                throw ExpressionErrors.updateOperandType("ADD", TYPE_WORDS.get(type));
            }
            declaredSize += ValueSizes.size(operand);
            return new UpdateOperation.Add(operand);
        }
        AttributeValue operand = value(((Ast.DeleteAction) action).valueKey());
        AttributeType type = AttributeType.of(operand);
        if (!type.isSet()) {
            throw ExpressionErrors.updateOperandType("DELETE", TYPE_WORDS.get(type));
        }
        return new UpdateOperation.Delete(operand);
    }

    private UpdateValue setValue(Ast.SetValue value) {
        if (value instanceof Ast.OperandValue operand) {
            return operand(operand.operand());
        }
        Ast.Arithmetic arithmetic = (Ast.Arithmetic) value;
        UpdateValue left = operand(arithmetic.left());
        UpdateValue right = operand(arithmetic.right());
        String operator = arithmetic.plus() ? "+" : "-";
        checkType(operator, left, OperandTypes.NUMBER);
        checkType(operator, right, OperandTypes.NUMBER);
        countOperator();
        return new UpdateValue.Arithmetic(arithmetic.plus(), left, right);
    }

    private UpdateValue operand(Ast.Operand operand) {
        if (operand instanceof Ast.PathOperand path) {
            return new UpdateValue.Read(bindPath(path.path()));
        }
        if (operand instanceof Ast.ValueOperand value) {
            AttributeValue constant = value(value.key());
            declaredSize += ValueSizes.size(constant);
            return new UpdateValue.Constant(constant);
        }
        Ast.Call call = (Ast.Call) operand;
        Function function = Function.named(call.name());
        List<UpdateValue> arguments = new ArrayList<>();
        call.arguments().forEach(argument -> arguments.add(operand(argument)));
        if (arguments.size() != function.arity()) {
            throw ExpressionErrors.operandCount(call.name(), arguments.size());
        }
        UpdateValue result;
        if (function == Function.LIST_APPEND) {
            checkTypes(call.name(), arguments, OperandTypes.LIST);
            result = new UpdateValue.ListAppend(arguments.get(0), arguments.get(1));
        } else {
            if (arguments.get(0) instanceof UpdateValue.Read first && arguments.get(1) instanceof UpdateValue.Read second
                    && first.path().equals(second.path())) {
                throw ExpressionErrors.operandsNotDistinct(call.name(), first.path());
            }
            if (!(arguments.get(0) instanceof UpdateValue.Read first)) {
                throw ExpressionErrors.requiresPath(call.name());
            }
            result = new UpdateValue.IfNotExists(first.path(), arguments.get(1));
        }
        countOperator();
        return result;
    }

    private AttributeValue value(String placeholder) {
        AttributeValue value = attributes.value(placeholder);
        if (value == null) {
            throw ExpressionErrors.undefinedValue(placeholder);
        }
        return value;
    }

    private static void checkTypes(String operator, List<UpdateValue> operands, Set<AttributeType> allowed) {
        for (UpdateValue operand : operands) {
            checkType(operator, operand, allowed);
        }
    }

    /**
     * Rejects an operand that cannot have an allowed type. The common, valid case is decided without building
     * the operand's set of possible types, which only the message needs.
     */
    private static void checkType(String operator, UpdateValue operand, Set<AttributeType> allowed) {
        boolean ok = operand instanceof UpdateValue.Constant constant
                ? allowed.contains(AttributeType.of(constant.value()))
                : operand instanceof UpdateValue.ListAppend ? allowed.contains(AttributeType.L) : !allowed.isEmpty();
        if (!ok) {
            Set<AttributeType> possible = operand instanceof UpdateValue.Constant constant
                    ? OperandTypes.possible(constant.value(), null)
                    : OperandTypes.possible(null, operand instanceof UpdateValue.ListAppend ? AttributeType.L : null);
            throw ExpressionErrors.operandType(operator, OperandTypes.describe(possible));
        }
    }
}
