package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.ops.PartiQlStatement.Position;
import java.util.ArrayList;
import java.util.List;

/**
 * Splits a PartiQL statement into tokens, each with its position ({@code line:column:length}, from 1, quotes counted):
 * words, {@code "quoted"} names, {@code 'strings'} (a doubled quote escapes one), numbers, symbols. {@code --} to the
 * end of a line and {@code /* ... *}{@code /} are comments. A character it does not know, an unterminated quote or
 * comment throws {@link IllegalArgumentException}.
 */
final class PartiQlLexer {
    enum Kind { WORD, QUOTED, STRING, NUMBER, SYMBOL, END }

    record Token(Kind kind, String text, Position position) {
        boolean is(String keyword) {
            return kind == Kind.WORD && text.equalsIgnoreCase(keyword);
        }

        boolean isSymbol(String symbol) {
            return kind == Kind.SYMBOL && text.equals(symbol);
        }
    }

    private PartiQlLexer() {
    }

    static List<Token> tokenize(String text) {
        List<Token> tokens = new ArrayList<>();
        int i = 0;
        int n = text.length();
        int line = 1;
        int lineStart = 0;
        while (i < n) {
            char c = text.charAt(i);
            int start = i;
            if (c == '\n') {
                i++;
                line++;
                lineStart = i;
                continue;
            }
            if (Character.isWhitespace(c)) {
                i++;
                continue;
            }
            if (c == '-' && i + 1 < n && text.charAt(i + 1) == '-') {
                while (i < n && text.charAt(i) != '\n') {
                    i++;
                }
                continue;
            }
            if (c == '/' && i + 1 < n && text.charAt(i + 1) == '*') {
                int close = text.indexOf("*/", i + 2);
                if (close < 0) {
                    throw new IllegalArgumentException("unterminated comment");
                }
                for (int k = i; k < close; k++) {
                    if (text.charAt(k) == '\n') {
                        line++;
                        lineStart = k + 1;
                    }
                }
                i = close + 2;
                continue;
            }
            Kind kind;
            String value;
            if (c == '\'' || c == '"') {
                StringBuilder quoted = new StringBuilder();
                int j = i + 1;
                while (true) {
                    if (j >= n) {
                        throw new IllegalArgumentException("unterminated quote");
                    }
                    char d = text.charAt(j);
                    if (d == c) {
                        if (j + 1 < n && text.charAt(j + 1) == c) {
                            quoted.append(c);
                            j += 2;
                            continue;
                        }
                        break;
                    }
                    quoted.append(d);
                    j++;
                }
                kind = c == '\'' ? Kind.STRING : Kind.QUOTED;
                value = quoted.toString();
                i = j + 1;
            } else if (Character.isDigit(c) || (c == '.' && i + 1 < n && Character.isDigit(text.charAt(i + 1))
                    && !afterPathPart(tokens))) {
                int j = i;
                while (j < n && Character.isDigit(text.charAt(j))) {
                    j++;
                }
                if (j < n && text.charAt(j) == '.' && !(tokens.size() > 0 && tokens.get(tokens.size() - 1).isSymbol("["))) {
                    j++;
                    while (j < n && Character.isDigit(text.charAt(j))) {
                        j++;
                    }
                }
                if (j < n && (text.charAt(j) == 'e' || text.charAt(j) == 'E')) {
                    int k = j + 1;
                    if (k < n && (text.charAt(k) == '+' || text.charAt(k) == '-')) {
                        k++;
                    }
                    if (k < n && Character.isDigit(text.charAt(k))) {
                        j = k;
                        while (j < n && Character.isDigit(text.charAt(j))) {
                            j++;
                        }
                    }
                }
                kind = Kind.NUMBER;
                value = text.substring(i, j);
                i = j;
            } else if (Character.isLetter(c) || c == '_') {
                int j = i;
                while (j < n && (Character.isLetterOrDigit(text.charAt(j)) || text.charAt(j) == '_')) {
                    j++;
                }
                kind = Kind.WORD;
                value = text.substring(i, j);
                i = j;
            } else {
                String two = i + 1 < n ? text.substring(i, i + 2) : "";
                kind = Kind.SYMBOL;
                if (List.of("<>", "!=", "<=", ">=", "<<", ">>").contains(two)) {
                    value = two;
                    i += 2;
                } else if ("=<>*,.()[]{}:?;+-".indexOf(c) >= 0) {
                    value = String.valueOf(c);
                    i++;
                } else {
                    throw new IllegalArgumentException("unexpected character " + c);
                }
            }
            tokens.add(new Token(kind, value, new Position(line, start - lineStart + 1, i - start)));
        }
        tokens.add(new Token(Kind.END, "", new Position(line, n - lineStart + 1, 0)));
        return tokens;
    }

    private static boolean afterPathPart(List<Token> tokens) {
        if (tokens.isEmpty()) {
            return false;
        }
        Token last = tokens.get(tokens.size() - 1);
        return last.kind == Kind.WORD || last.kind == Kind.QUOTED || last.isSymbol("]");
    }
}
