package dev.dynamofixtures.core.internal.expr;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * The semantic rules DynamoDB checks while walking the parse tree, before any placeholder is resolved: reserved
 * words used as names, list indexes beyond an int, unknown functions, functions in the wrong kind of expression
 * or nested where they may not be, and update sections used twice. They depend on the text only, so their
 * outcome is cached with the parsed expression. The walk visits the tree in textual order, entering a
 * function before its arguments and leaving a section after its actions, which decides which error wins.
 */
final class TreeWalkChecks {
    private int nesting;

    private TreeWalkChecks() {
    }

    static void checkCondition(Ast.Cond condition) {
        new TreeWalkChecks().condition(condition);
    }

    static void checkProjection(List<Ast.Path> paths) {
        TreeWalkChecks walk = new TreeWalkChecks();
        for (Ast.Path path : paths) {
            walk.path(path);
        }
    }

    static void checkUpdate(Ast.Update update) {
        TreeWalkChecks walk = new TreeWalkChecks();
        Set<Token.Type> seen = EnumSet.noneOf(Token.Type.class);
        for (Ast.Section section : update.sections()) {
            for (Ast.Action action : section.actions()) {
                walk.path(action.path());
                if (action instanceof Ast.SetAction set) {
                    walk.setValue(set.value());
                }
            }
            if (!seen.add(section.keyword())) {
                throw ExpressionErrors.duplicateSection(section.keyword().name());
            }
        }
    }

    private void condition(Ast.Cond condition) {
        if (condition instanceof Ast.Comparison comparison) {
            nested(List.of(comparison.left(), comparison.right()));
        } else if (condition instanceof Ast.Between between) {
            nested(List.of(between.subject(), between.lower(), between.upper()));
        } else if (condition instanceof Ast.In in) {
            nesting++;
            operand(in.subject());
            in.candidates().forEach(this::operand);
            nesting--;
        } else if (condition instanceof Ast.FunctionCondition function) {
            call(function.call(), false);
        } else if (condition instanceof Ast.Not not) {
            condition(not.operand());
        } else if (condition instanceof Ast.And and) {
            condition(and.left());
            condition(and.right());
        } else if (condition instanceof Ast.Or or) {
            condition(or.left());
            condition(or.right());
        }
    }

    private void nested(List<Ast.Operand> operands) {
        nesting++;
        operands.forEach(this::operand);
        nesting--;
    }

    private void setValue(Ast.SetValue value) {
        if (value instanceof Ast.OperandValue operand) {
            updateOperand(operand.operand());
        } else {
            Ast.Arithmetic arithmetic = (Ast.Arithmetic) value;
            nesting++;
            updateOperand(arithmetic.left());
            updateOperand(arithmetic.right());
            nesting--;
        }
    }

    private void updateOperand(Ast.Operand operand) {
        if (operand instanceof Ast.Call call) {
            call(call, true);
        } else if (operand instanceof Ast.PathOperand path) {
            path(path.path());
        }
    }

    private void operand(Ast.Operand operand) {
        if (operand instanceof Ast.Call call) {
            call(call, false);
        } else if (operand instanceof Ast.PathOperand path) {
            path(path.path());
        }
    }

    private void call(Ast.Call call, boolean inUpdate) {
        Function function = Function.named(call.name());
        if (function == null) {
            throw ExpressionErrors.invalidFunctionName(call.name());
        }
        if (inUpdate) {
            if (function.allowedInCondition()) {
                throw ExpressionErrors.functionNotAllowedInUpdate(call.name());
            }
            if (nesting > 0 && function != Function.IF_NOT_EXISTS) {
                throw ExpressionErrors.functionMisused(call.name());
            }
        } else {
            if (!function.allowedInCondition()) {
                throw ExpressionErrors.functionNotAllowedInCondition(call.name());
            }
            if (nesting == 0 ? !function.returnsBoolean() : function != Function.SIZE) {
                throw ExpressionErrors.functionMisused(call.name());
            }
        }
        nesting++;
        for (Ast.Operand argument : call.arguments()) {
            if (inUpdate) {
                updateOperand(argument);
            } else {
                operand(argument);
            }
        }
        nesting--;
    }

    private void path(Ast.Path path) {
        for (Ast.Element element : path.elements()) {
            if (element instanceof Ast.Name name && ReservedWords.isReserved(name.text())) {
                throw ExpressionErrors.reservedKeyword(name.text());
            }
            if (element instanceof Ast.Index index && !fitsInt(index.digits())) {
                throw ExpressionErrors.listIndexOutOfRange(index.digits());
            }
        }
    }

    private static boolean fitsInt(String digits) {
        return digits.length() < 10 || (digits.length() == 10 && digits.compareTo("2147483647") <= 0);
    }
}
