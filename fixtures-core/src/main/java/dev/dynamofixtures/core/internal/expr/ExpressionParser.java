package dev.dynamofixtures.core.internal.expr;

import dev.dynamofixtures.core.internal.error.DynamoError;
import java.util.ArrayList;
import java.util.List;

/**
 * The shared part of DynamoDB's recursive-descent parsers: token cursor, syntax errors, paths, operands and
 * function calls.
 *
 * <p>Syntax errors name the first token at which the input stops being a prefix of a valid expression, and the
 * text from the previous token to the next one ({@code near}), as DynamoDB's ANTLR parser does.
 *
 * <p>Redundant parentheses ({@code ((x))}) are detected while parsing, as DynamoDB does. DynamoDB's parser
 * only reports them after it has chosen between the alternatives that start with a parenthesis or a function
 * call, which may take it past the redundant pair: while such a <em>leading atom</em> is still ambiguous the
 * error is held back ({@link #redundant()}) and a syntax error met first wins; {@link #flush()} marks the
 * point where DynamoDB's choice is made.
 */
abstract class ExpressionParser {
    private final String text;
    private final List<Token> tokens;
    private int index;
    /** Whether a leading atom is being parsed whose alternative DynamoDB has not chosen yet. */
    boolean deferring;
    private DynamoError pending;

    ExpressionParser(String text) {
        this.text = text;
        this.tokens = Lexer.tokenize(text);
    }

    // ---------------------------------------------------------------- cursor

    final Token peek() {
        return tokens.get(index);
    }

    final Token.Type peekType() {
        return tokens.get(index).type();
    }

    final Token.Type peekType(int ahead) {
        return tokens.get(Math.min(index + ahead, tokens.size() - 1)).type();
    }

    final Token advance() {
        Token token = tokens.get(index);
        if (!token.is(Token.Type.EOF)) {
            index++;
        }
        return token;
    }

    final Token expect(Token.Type type) {
        if (!peek().is(type)) {
            throw syntaxError();
        }
        return advance();
    }

    /** The syntax error at the current token. */
    final DynamoError syntaxError() {
        Token offending = tokens.get(index);
        int from = index > 0 ? tokens.get(index - 1).start() : 0;
        int to = index + 1 < tokens.size() ? tokens.get(index + 1).end() : text.length();
        return ExpressionErrors.syntax(offending.display(), text.substring(from, Math.max(from, to)));
    }

    // ---------------------------------------------------------------- redundant parentheses

    /** Reports redundant parentheses now, or when the pending choice is made. */
    final void redundant() {
        if (!deferring) {
            throw ExpressionErrors.redundantParentheses();
        }
        if (pending == null) {
            pending = ExpressionErrors.redundantParentheses();
        }
    }

    /** DynamoDB has chosen its alternative: a held-back error is reported now. */
    final void flush() {
        deferring = false;
        DynamoError error = pending;
        pending = null;
        if (error != null) {
            throw error;
        }
    }

    // ---------------------------------------------------------------- paths, operands, calls

    /** {@code name_or_alias ( '.' name_or_alias | '[' INDEX ']' )*}. */
    final Ast.Path parsePath() {
        List<Ast.Element> elements = new ArrayList<>();
        elements.add(pathStart());
        while (true) {
            if (peek().is(Token.Type.DOT)) {
                advance();
                Token name = peek();
                switch (name.type()) {
                    case ID -> elements.add(new Ast.Name(advance().text()));
                    case NAME_PLACEHOLDER -> elements.add(new Ast.NamePlaceholder(advance().text()));
                    case VALUE_PLACEHOLDER -> elements.add(new Ast.ValuePlaceholderInPath(advance().text()));
                    default -> throw syntaxError();
                }
            } else if (peek().is(Token.Type.LBRACKET)) {
                advance();
                elements.add(new Ast.Index(expect(Token.Type.INDEX).text()));
                expect(Token.Type.RBRACKET);
            } else {
                return new Ast.Path(elements);
            }
        }
    }

    private Ast.Element pathStart() {
        Token first = peek();
        if (first.is(Token.Type.ID)) {
            return new Ast.Name(advance().text());
        }
        if (first.is(Token.Type.NAME_PLACEHOLDER)) {
            return new Ast.NamePlaceholder(advance().text());
        }
        throw syntaxError();
    }

    /** An operand that does not start a condition: {@code path | :value | call | '(' operand ')'}. */
    final Ast.Operand parseOperand() {
        return parseOperandItem().operand();
    }

    /** An operand and whether it is wrapped in parentheses (for the redundancy rule). */
    final OperandItem parseOperandItem() {
        if (peek().is(Token.Type.LPAREN)) {
            advance();
            OperandItem inner = parseOperandItem();
            expect(Token.Type.RPAREN);
            if (inner.parenthesised()) {
                redundant();
            }
            return new OperandItem(inner.operand(), true);
        }
        return new OperandItem(parseBareOperand(), false);
    }

    /** A path, value or call (no parentheses around it). */
    final Ast.Operand parseBareOperand() {
        Token token = peek();
        switch (token.type()) {
            case ID:
                if (peekType(1) == Token.Type.LPAREN) {
                    return parseCall();
                }
                return new Ast.PathOperand(parsePath());
            case NAME_PLACEHOLDER:
                return new Ast.PathOperand(parsePath());
            case VALUE_PLACEHOLDER:
                return new Ast.ValueOperand(advance().text());
            default:
                throw syntaxError();
        }
    }

    /** {@code ID '(' operand (',' operand)* ')'}. */
    final Ast.Call parseCall() {
        String name = expect(Token.Type.ID).text();
        expect(Token.Type.LPAREN);
        List<Ast.Operand> arguments = new ArrayList<>();
        arguments.add(parseOperand());
        while (peek().is(Token.Type.COMMA)) {
            advance();
            arguments.add(parseOperand());
        }
        expect(Token.Type.RPAREN);
        return new Ast.Call(name, arguments);
    }

    /** An operand with its parenthesisation. */
    record OperandItem(Ast.Operand operand, boolean parenthesised) {
    }
}
