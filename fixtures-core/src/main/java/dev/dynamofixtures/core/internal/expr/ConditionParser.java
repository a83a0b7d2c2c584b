package dev.dynamofixtures.core.internal.expr;

import java.util.ArrayList;
import java.util.List;

/**
 * Parses condition, filter and key-condition expressions:
 * <pre>
 * condition := or ;  or := and (OR and)* ;  and := unary (AND unary)* ;  unary := NOT unary | primary
 * primary   := '(' condition ')' | operand comparator operand | operand BETWEEN operand AND operand
 *            | operand IN '(' operand (',' operand)* ')' | function
 * </pre>
 * AND and OR associate to the right, as in DynamoDB's grammar. A parenthesis at the start of a primary may
 * open a grouped condition or a parenthesised operand; the parser keeps both readings open until the text
 * decides, so that syntax errors name the same token DynamoDB names.
 */
final class ConditionParser extends ExpressionParser {

    private ConditionParser(String text) {
        super(text);
    }

    /** The syntax tree of a condition; throws DynamoDB's syntax and redundant-parentheses errors. */
    static Ast.Cond parse(String text) {
        ConditionParser parser = new ConditionParser(text);
        Item condition = parser.parseChain(parser.parsePrimary(false));
        parser.expect(Token.Type.EOF);
        return condition.asCondition();
    }

    /**
     * What a primary or a parenthesised group turned out to be: a condition, an operand, or a function call
     * (which can be either until the text decides).
     */
    private record Item(Ast.Cond condition, Ast.Operand operand, boolean parenthesised) {
        static Item condition(Ast.Cond condition) {
            return new Item(condition, null, false);
        }

        static Item operand(Ast.Operand operand) {
            return new Item(null, operand, false);
        }

        static Item call(Ast.Call call) {
            return new Item(new Ast.FunctionCondition(call), call, false);
        }

        boolean isPureOperand() {
            return condition == null;
        }

        boolean canBeOperand() {
            return operand != null;
        }

        Ast.Cond asCondition() {
            return condition;
        }

        Item wrapped() {
            return new Item(condition, operand, true);
        }
    }

    private Item parsePrimary(boolean directlyInParentheses) {
        if (peek().is(Token.Type.NOT)) {
            advance();
            flush();
            return Item.condition(new Ast.Not(parsePrimary(false).asCondition()));
        }
        boolean outermost = !deferring;
        deferring = true;
        Item atom = parseAtom();
        Token.Type next = peekType();
        if (atom.canBeOperand() && (next.isComparator() || next == Token.Type.IN || next == Token.Type.BETWEEN)) {
            flush();
            return Item.condition(parseComparison(atom.operand()));
        }
        if (atom.isPureOperand()) {
            if (directlyInParentheses && next == Token.Type.RPAREN) {
                return atom;
            }
            throw syntaxError();
        }
        if (outermost) {
            flush();
        }
        return atom;
    }

    private Item parseAtom() {
        Token token = peek();
        switch (token.type()) {
            case LPAREN: {
                advance();
                Item content = parseChain(parsePrimary(true));
                expect(Token.Type.RPAREN);
                if (content.parenthesised()) {
                    redundant();
                }
                return content.wrapped();
            }
            case ID:
                if (peekType(1) == Token.Type.LPAREN) {
                    return Item.call(parseCall());
                }
                return Item.operand(new Ast.PathOperand(parsePath()));
            case NAME_PLACEHOLDER:
                return Item.operand(new Ast.PathOperand(parsePath()));
            case VALUE_PLACEHOLDER:
                return Item.operand(new Ast.ValueOperand(advance().text()));
            default:
                throw syntaxError();
        }
    }

    /** {@code first ((AND | OR) unary)*}, AND binding tighter, both right-associative. */
    private Item parseChain(Item first) {
        if (first.isPureOperand() || !(peek().is(Token.Type.AND) || peek().is(Token.Type.OR))) {
            return first;
        }
        List<List<Ast.Cond>> disjuncts = new ArrayList<>();
        List<Ast.Cond> conjuncts = new ArrayList<>();
        conjuncts.add(first.asCondition());
        while (peek().is(Token.Type.AND) || peek().is(Token.Type.OR)) {
            boolean and = advance().is(Token.Type.AND);
            flush();
            Ast.Cond next = parsePrimary(false).asCondition();
            if (!and) {
                disjuncts.add(conjuncts);
                conjuncts = new ArrayList<>();
            }
            conjuncts.add(next);
        }
        disjuncts.add(conjuncts);
        Ast.Cond result = null;
        for (int i = disjuncts.size() - 1; i >= 0; i--) {
            Ast.Cond conjunction = conjunction(disjuncts.get(i));
            result = result == null ? conjunction : new Ast.Or(conjunction, result);
        }
        return Item.condition(result);
    }

    private static Ast.Cond conjunction(List<Ast.Cond> conjuncts) {
        Ast.Cond result = conjuncts.get(conjuncts.size() - 1);
        for (int i = conjuncts.size() - 2; i >= 0; i--) {
            result = new Ast.And(conjuncts.get(i), result);
        }
        return result;
    }

    private Ast.Cond parseComparison(Ast.Operand left) {
        Token operator = advance();
        switch (operator.type()) {
            case IN: {
                expect(Token.Type.LPAREN);
                List<Ast.Operand> candidates = new ArrayList<>();
                candidates.add(parseOperand());
                while (peek().is(Token.Type.COMMA)) {
                    advance();
                    candidates.add(parseOperand());
                }
                expect(Token.Type.RPAREN);
                return new Ast.In(left, candidates);
            }
            case BETWEEN: {
                Ast.Operand lower = parseOperand();
                expect(Token.Type.AND);
                return new Ast.Between(left, lower, parseOperand());
            }
            default:
                return new Ast.Comparison(operator.type(), operator.text(), left, parseOperand());
        }
    }
}
