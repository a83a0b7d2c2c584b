package dev.dynamofixtures.core.internal.expr;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Splits an expression into tokens exactly as DynamoDB's grammar does: longest match wins, keywords are
 * case-insensitive and beat names of the same length, digits form list indexes ({@code 01} is two tokens),
 * and every other character is a one-character UNKNOWN token. Whitespace ({@code space \t \n \r}) is skipped.
 */
final class Lexer {
    private static final Map<String, Token.Type> KEYWORDS = Map.of(
            "IN", Token.Type.IN, "BETWEEN", Token.Type.BETWEEN, "NOT", Token.Type.NOT,
            "AND", Token.Type.AND, "OR", Token.Type.OR, "SET", Token.Type.SET, "ADD", Token.Type.ADD,
            "DELETE", Token.Type.DELETE, "REMOVE", Token.Type.REMOVE);

    private final String text;
    private int position;

    private Lexer(String text) {
        this.text = text;
    }

    /** The tokens of the text, ending with an EOF token. */
    static List<Token> tokenize(String text) {
        Lexer lexer = new Lexer(text);
        List<Token> tokens = new ArrayList<>();
        Token token;
        do {
            token = lexer.next();
            tokens.add(token);
        } while (!token.is(Token.Type.EOF));
        return tokens;
    }

    private Token next() {
        while (position < text.length() && isWhitespace(text.charAt(position))) {
            position++;
        }
        int start = position;
        if (start >= text.length()) {
            return new Token(Token.Type.EOF, "", start, start);
        }
        char c = text.charAt(start);
        if (isLetter(c)) {
            int end = scanNameChars(start + 1);
            String word = text.substring(start, end);
            Token.Type keyword = KEYWORDS.get(word.toUpperCase(Locale.ROOT));
            return token(keyword != null ? keyword : Token.Type.ID, end);
        }
        if (c == '#' || c == ':') {
            int end = scanNameChars(start + 1);
            if (end > start + 1) {
                return token(c == '#' ? Token.Type.NAME_PLACEHOLDER : Token.Type.VALUE_PLACEHOLDER, end);
            }
            return token(Token.Type.UNKNOWN, start + 1);
        }
        if (c == '0') {
            return token(Token.Type.INDEX, start + 1);
        }
        if (c >= '1' && c <= '9') {
            int end = start + 1;
            while (end < text.length() && isDigit(text.charAt(end))) {
                end++;
            }
            return token(Token.Type.INDEX, end);
        }
        return symbol(c, start);
    }

    private Token symbol(char c, int start) {
        char following = start + 1 < text.length() ? text.charAt(start + 1) : 0;
        switch (c) {
            case ',': return token(Token.Type.COMMA, start + 1);
            case '(': return token(Token.Type.LPAREN, start + 1);
            case ')': return token(Token.Type.RPAREN, start + 1);
            case '.': return token(Token.Type.DOT, start + 1);
            case '[': return token(Token.Type.LBRACKET, start + 1);
            case ']': return token(Token.Type.RBRACKET, start + 1);
            case '=': return token(Token.Type.EQ, start + 1);
            case '+': return token(Token.Type.PLUS, start + 1);
            case '-': return token(Token.Type.MINUS, start + 1);
            case '<':
                if (following == '>') {
                    return token(Token.Type.NE, start + 2);
                }
                return following == '=' ? token(Token.Type.LE, start + 2) : token(Token.Type.LT, start + 1);
            case '>':
                return following == '=' ? token(Token.Type.GE, start + 2) : token(Token.Type.GT, start + 1);
            default:
                return token(Token.Type.UNKNOWN, start + Character.charCount(text.codePointAt(start)));
        }
    }

    private Token token(Token.Type type, int end) {
        Token token = new Token(type, text.substring(position, end), position, end);
        position = end;
        return token;
    }

    private int scanNameChars(int from) {
        int end = from;
        while (end < text.length() && isNameChar(text.charAt(end))) {
            end++;
        }
        return end;
    }

    private static boolean isWhitespace(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r';
    }

    private static boolean isLetter(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    static boolean isNameChar(char c) {
        return isLetter(c) || isDigit(c) || c == '_';
    }
}
