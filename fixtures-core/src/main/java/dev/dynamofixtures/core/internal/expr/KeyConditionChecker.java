package dev.dynamofixtures.core.internal.expr;

import java.util.ArrayList;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The structural rules of key-condition expressions (SPEC 5.2), applied after the expression was parsed and
 * bound: first every path must be a plain attribute name, then, in textual order, only AND may join
 * conditions, each condition compares one key attribute with values, and each key appears once. The rules
 * that need the key schema belong to Query.
 */
final class KeyConditionChecker {
    private final ExpressionAttributes attributes;
    /** The conditions so far; their attribute names are the keys seen (a few, searched linearly). */
    private final List<KeyCondition> conditions = new ArrayList<>(4);

    private KeyConditionChecker(ExpressionAttributes attributes) {
        this.attributes = attributes;
    }

    static List<KeyCondition> check(Ast.Cond condition, ExpressionAttributes attributes) {
        KeyConditionChecker checker = new KeyConditionChecker(attributes);
        checker.scalarPaths(condition);
        checker.structure(condition);
        return List.copyOf(checker.conditions);
    }

    private void scalarPaths(Ast.Cond condition) {
        if (condition instanceof Ast.Comparison comparison) {
            scalarPath(comparison.left());
            scalarPath(comparison.right());
        } else if (condition instanceof Ast.Between between) {
            scalarPath(between.subject());
            scalarPath(between.lower());
            scalarPath(between.upper());
        } else if (condition instanceof Ast.In in) {
            scalarPath(in.subject());
            scalarPaths(in.candidates());
        } else if (condition instanceof Ast.FunctionCondition function) {
            scalarPaths(function.call().arguments());
        } else if (condition instanceof Ast.Not not) {
            scalarPaths(not.operand());
        } else if (condition instanceof Ast.And and) {
            scalarPaths(and.left());
            scalarPaths(and.right());
        } else if (condition instanceof Ast.Or or) {
            scalarPaths(or.left());
            scalarPaths(or.right());
        }
    }

    private void scalarPaths(List<Ast.Operand> operands) {
        for (Ast.Operand operand : operands) {
            scalarPath(operand);
        }
    }

    private void scalarPath(Ast.Operand operand) {
        if (operand instanceof Ast.PathOperand path && path.path().elements().size() > 1) {
            throw ExpressionErrors.keyNotScalar(name(path));
        }
        if (operand instanceof Ast.Call call) {
            scalarPaths(call.arguments());
        }
    }

    private void structure(Ast.Cond condition) {
        if (condition instanceof Ast.And and) {
            structure(and.left());
            structure(and.right());
        } else if (condition instanceof Ast.Or) {
            throw ExpressionErrors.keyConditionOperator("OR");
        } else if (condition instanceof Ast.Not) {
            throw ExpressionErrors.keyConditionOperator("NOT");
        } else if (condition instanceof Ast.In) {
            throw ExpressionErrors.keyConditionOperator("IN");
        } else if (condition instanceof Ast.Comparison comparison) {
            comparison(comparison);
        } else if (condition instanceof Ast.Between between) {
            between(between);
        } else {
            Ast.Call call = ((Ast.FunctionCondition) condition).call();
            if (Function.named(call.name()) != Function.BEGINS_WITH) {
                throw ExpressionErrors.keyConditionOperator(call.name());
            }
            beginsWith(call);
        }
    }

    private void comparison(Ast.Comparison comparison) {
        if (comparison.operator() == Token.Type.NE) {
            throw ExpressionErrors.keyConditionOperator(comparison.symbol());
        }
        Ast.Operand left = comparison.left();
        Ast.Operand right = comparison.right();
        noCall(left);
        noCall(right);
        boolean leftIsKey = left instanceof Ast.PathOperand;
        boolean rightIsKey = right instanceof Ast.PathOperand;
        if (leftIsKey && rightIsKey) {
            throw multipleNames();
        }
        if (!leftIsKey && !rightIsKey) {
            throw ExpressionErrors.keyConditionInvalid("No key attribute specified");
        }
        KeyOperator operator = KeyOperator.of(comparison.operator());
        if (leftIsKey) {
            add((Ast.PathOperand) left, operator, List.of(value(right)));
        } else {
            add((Ast.PathOperand) right, operator.mirrored(), List.of(value(left)));
        }
    }

    private void between(Ast.Between between) {
        noCall(between.subject());
        noCall(between.lower());
        noCall(between.upper());
        if (!(between.subject() instanceof Ast.PathOperand key)) {
            throw ExpressionErrors.keyConditionInvalid(
                    "BETWEEN operator must have the key attribute as its first operand");
        }
        if (between.lower() instanceof Ast.PathOperand || between.upper() instanceof Ast.PathOperand) {
            throw multipleNames();
        }
        add(key, KeyOperator.BETWEEN, List.of(value(between.lower()), value(between.upper())));
    }

    private void beginsWith(Ast.Call call) {
        Ast.Operand subject = call.arguments().get(0);
        Ast.Operand prefix = call.arguments().get(1);
        noCall(subject);
        noCall(prefix);
        if (!(subject instanceof Ast.PathOperand key)) {
            throw ExpressionErrors.keyConditionInvalid(
                    "begins_with operator must have the key attribute as its first operand");
        }
        if (prefix instanceof Ast.PathOperand) {
            throw multipleNames();
        }
        add(key, KeyOperator.BEGINS_WITH, List.of(value(prefix)));
    }

    private static void noCall(Ast.Operand operand) {
        if (operand instanceof Ast.Call) {
            throw ExpressionErrors.keyConditionNested();
        }
    }

    private static RuntimeException multipleNames() {
        return ExpressionErrors.keyConditionInvalid("Multiple attribute names used in one condition");
    }

    /** The canonical value of a value operand (binding already rejected undefined ones). */
    private AttributeValue value(Ast.Operand operand) {
        return attributes.value(((Ast.ValueOperand) operand).key());
    }

    /** Adds a condition; {@code values} is immutable, so KeyCondition keeps it without copying. */
    private void add(Ast.PathOperand key, KeyOperator operator, List<AttributeValue> values) {
        String name = name(key);
        for (KeyCondition condition : conditions) {
            if (condition.attributeName().equals(name)) {
                throw ExpressionErrors.keyConditionRepeated();
            }
        }
        conditions.add(new KeyCondition(name, operator, values));
    }

    /** The top-level attribute name a key path starts with. */
    private String name(Ast.PathOperand path) {
        Ast.Element first = path.path().elements().get(0);
        if (first instanceof Ast.NamePlaceholder placeholder) {
            return attributes.name(placeholder.key());
        }
        return ((Ast.Name) first).text();
    }
}
