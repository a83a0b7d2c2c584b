package dev.dynamofixtures.core.internal.expr;

import java.util.ArrayList;
import java.util.List;

/**
 * Parses update expressions:
 * <pre>
 * update     := section+ ;  section := SET set_action (',' set_action)* | REMOVE path (',' path)*
 *             | ADD path :value (',' path :value)* | DELETE path :value (',' path :value)*
 * set_action := path '=' set_value ;  set_value := operand | arithmetic
 * arithmetic := operand ('+' | '-') operand | '(' arithmetic ')'
 * </pre>
 * Sections may repeat here; "used twice" is a semantic error reported after parsing, as DynamoDB does.
 */
final class UpdateParser extends ExpressionParser {

    private UpdateParser(String text) {
        super(text);
    }

    /** The syntax tree of an update expression; throws DynamoDB's syntax and redundant-parentheses errors. */
    static Ast.Update parse(String text) {
        UpdateParser parser = new UpdateParser(text);
        List<Ast.Section> sections = new ArrayList<>();
        if (!parser.peekType().isSectionKeyword()) {
            throw parser.syntaxError();
        }
        while (parser.peekType().isSectionKeyword()) {
            sections.add(parser.parseSection());
        }
        parser.expect(Token.Type.EOF);
        return new Ast.Update(sections);
    }

    private Ast.Section parseSection() {
        Token.Type keyword = advance().type();
        List<Ast.Action> actions = new ArrayList<>();
        actions.add(parseAction(keyword));
        while (peek().is(Token.Type.COMMA)) {
            advance();
            actions.add(parseAction(keyword));
        }
        return new Ast.Section(keyword, actions);
    }

    private Ast.Action parseAction(Token.Type keyword) {
        Ast.Path path = parsePath();
        switch (keyword) {
            case SET:
                expect(Token.Type.EQ);
                return new Ast.SetAction(path, parseSetValue());
            case REMOVE:
                return new Ast.RemoveAction(path);
            case ADD:
                return new Ast.AddAction(path, expect(Token.Type.VALUE_PLACEHOLDER).text());
            default:
                return new Ast.DeleteAction(path, expect(Token.Type.VALUE_PLACEHOLDER).text());
        }
    }

    /** What a (parenthesised) part of a value turned out to be: an operand or an arithmetic expression. */
    private record Item(Ast.SetValue value, boolean parenthesised) {
        boolean isOperand() {
            return value instanceof Ast.OperandValue;
        }

        Ast.Operand operand() {
            return ((Ast.OperandValue) value).operand();
        }
    }

    private Ast.SetValue parseSetValue() {
        deferring = true;
        Item first = parseAtom();
        if (first.isOperand() && (peek().is(Token.Type.PLUS) || peek().is(Token.Type.MINUS))) {
            return parseArithmetic(first.operand()).value();
        }
        flush();
        return first.value();
    }

    private Item parseAtom() {
        if (!peek().is(Token.Type.LPAREN)) {
            return new Item(new Ast.OperandValue(parseBareOperand()), false);
        }
        advance();
        Item content = parseAtom();
        if (content.isOperand() && (peek().is(Token.Type.PLUS) || peek().is(Token.Type.MINUS))) {
            content = parseArithmetic(content.operand());
        } else if (!peek().is(Token.Type.RPAREN)) {
            throw syntaxError();
        }
        expect(Token.Type.RPAREN);
        if (content.parenthesised()) {
            redundant();
        }
        return new Item(content.value(), true);
    }

    private Item parseArithmetic(Ast.Operand left) {
        boolean plus = advance().is(Token.Type.PLUS);
        flush();
        return new Item(new Ast.Arithmetic(plus, left, parseOperand()), false);
    }
}
