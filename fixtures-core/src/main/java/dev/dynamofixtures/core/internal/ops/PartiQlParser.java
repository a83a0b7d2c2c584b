package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.error.DynamoError;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.And;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.Arithmetic;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.Assignment;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.Between;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.Call;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.Comparison;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.Delete;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.Exists;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.Expr;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.In;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.Insert;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.Is;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.ListValue;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.Literal;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.MapValue;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.Not;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.Or;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.Parameter;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.Path;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.Select;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.SetValue;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.Source;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.Update;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A recursive-descent parser for the statements DynamoDB's PartiQL accepts: SELECT (projection, table or
 * {@code "table"."index"}, WHERE, ORDER BY), INSERT INTO ... VALUE {...}, UPDATE ... SET/REMOVE ... WHERE
 * [RETURNING], DELETE FROM ... WHERE [RETURNING], and EXISTS(SELECT ...). Keywords are case-insensitive;
 * strings are single-quoted ({@code ''} escapes a quote); double quotes delimit identifiers; {@code ?} is a
 * parameter. Any statement it cannot read is DynamoDB's
 * {@code Statement wasn't well formed, can't be processed: <statement>}.
 */
final class PartiQlParser {
    private final String text;
    private final List<Token> tokens;
    private int position;
    private int parameters;

    private enum Kind { WORD, QUOTED, STRING, NUMBER, SYMBOL, END }

    private record Token(Kind kind, String text) {
        boolean is(String keyword) {
            return kind == Kind.WORD && text.equalsIgnoreCase(keyword);
        }

        boolean isSymbol(String symbol) {
            return kind == Kind.SYMBOL && text.equals(symbol);
        }
    }

    private PartiQlParser(String text) {
        this.text = text;
        this.tokens = tokenize(text);
    }

    /** A parsed statement and how many {@code ?} parameters it holds. */
    record Parsed(PartiQlStatement statement, int parameterCount) {
    }

    static Parsed parse(String statement) {
        if (statement == null) {
            throw malformed("");
        }
        PartiQlParser parser;
        try {
            parser = new PartiQlParser(statement);
        } catch (IllegalArgumentException e) {
            throw malformed(statement);
        }
        return parser.parseStatement();
    }

    static DynamoError malformed(String statement) {
        return DynamoError.validation("Statement wasn't well formed, can't be processed: " + statement);
    }

    private Parsed parseStatement() {
        try {
            PartiQlStatement statement;
            Token first = peek();
            if (first.is("SELECT")) {
                statement = select();
            } else if (first.is("INSERT")) {
                statement = insert();
            } else if (first.is("UPDATE")) {
                statement = update();
            } else if (first.is("DELETE")) {
                statement = delete();
            } else if (first.is("EXISTS")) {
                next();
                expectSymbol("(");
                statement = new Exists(select());
                expectSymbol(")");
            } else {
                throw new IllegalArgumentException("statement");
            }
            if (peek().isSymbol(";")) {
                next();
            }
            if (peek().kind != Kind.END) {
                throw new IllegalArgumentException("trailing");
            }
            return new Parsed(statement, parameters);
        } catch (IllegalArgumentException | IndexOutOfBoundsException e) {
            throw malformed(text);
        }
    }

    private Select select() {
        expectWord("SELECT");
        List<Path> projection = null;
        if (peek().isSymbol("*")) {
            next();
        } else {
            projection = new ArrayList<>();
            do {
                projection.add(path());
            } while (acceptSymbol(","));
        }
        expectWord("FROM");
        Source source = source();
        Expr where = null;
        if (acceptWord("WHERE")) {
            where = expression();
        }
        Path orderBy = null;
        boolean descending = false;
        if (acceptWord("ORDER")) {
            expectWord("BY");
            orderBy = path();
            if (acceptWord("DESC")) {
                descending = true;
            } else {
                acceptWord("ASC");
            }
        }
        return new Select(projection, source, where, orderBy, descending);
    }

    private Insert insert() {
        expectWord("INSERT");
        expectWord("INTO");
        Source source = source();
        expectWord("VALUE");
        if (!peek().isSymbol("{")) {
            throw new IllegalArgumentException("VALUE needs a tuple");
        }
        return new Insert(source, primary());
    }

    private Update update() {
        expectWord("UPDATE");
        Source source = source();
        List<Assignment> sets = new ArrayList<>();
        List<Path> removes = new ArrayList<>();
        while (true) {
            if (acceptWord("SET")) {
                do {
                    Path path = path();
                    expectSymbol("=");
                    sets.add(new Assignment(path, additive()));
                } while (acceptSymbol(","));
            } else if (acceptWord("REMOVE")) {
                do {
                    removes.add(path());
                } while (acceptSymbol(","));
            } else {
                break;
            }
        }
        if (sets.isEmpty() && removes.isEmpty()) {
            throw new IllegalArgumentException("UPDATE needs SET or REMOVE");
        }
        Expr where = acceptWord("WHERE") ? expression() : null;
        String returnValues = null;
        if (acceptWord("RETURNING")) {
            String which;
            if (acceptWord("ALL")) {
                which = "ALL";
            } else {
                expectWord("MODIFIED");
                which = "UPDATED";
            }
            String when;
            if (acceptWord("OLD")) {
                when = "OLD";
            } else {
                expectWord("NEW");
                when = "NEW";
            }
            expectSymbol("*");
            returnValues = which + "_" + when;
        }
        return new Update(source, sets, removes, where, returnValues);
    }

    private Delete delete() {
        expectWord("DELETE");
        expectWord("FROM");
        Source source = source();
        Expr where = acceptWord("WHERE") ? expression() : null;
        String returnValues = null;
        if (acceptWord("RETURNING")) {
            expectWord("ALL");
            expectWord("OLD");
            expectSymbol("*");
            returnValues = "ALL_OLD";
        }
        return new Delete(source, where, returnValues);
    }

    private Source source() {
        String table = identifier();
        String index = null;
        if (acceptSymbol(".")) {
            index = identifier();
        }
        return new Source(table, index);
    }

    private String identifier() {
        Token token = next();
        if (token.kind == Kind.WORD || token.kind == Kind.QUOTED) {
            return token.text;
        }
        throw new IllegalArgumentException("identifier expected");
    }

    private Path path() {
        List<Object> segments = new ArrayList<>();
        segments.add(identifier());
        while (true) {
            if (peek().isSymbol(".") && (peekAt(1).kind == Kind.WORD || peekAt(1).kind == Kind.QUOTED)) {
                next();
                segments.add(identifier());
            } else if (peek().isSymbol("[") && peekAt(1).kind == Kind.NUMBER && peekAt(2).isSymbol("]")) {
                next();
                segments.add(Integer.parseInt(next().text));
                next();
            } else {
                return new Path(List.copyOf(segments));
            }
        }
    }

    private Expr expression() {
        Expr left = conjunction();
        while (acceptWord("OR")) {
            left = new Or(left, conjunction());
        }
        return left;
    }

    private Expr conjunction() {
        Expr left = negation();
        while (acceptWord("AND")) {
            left = new And(left, negation());
        }
        return left;
    }

    private Expr negation() {
        if (acceptWord("NOT")) {
            return new Not(negation());
        }
        return predicate();
    }

    private Expr predicate() {
        Expr left = additive();
        Token token = peek();
        if (token.kind == Kind.SYMBOL && List.of("=", "<>", "!=", "<", "<=", ">", ">=").contains(token.text)) {
            next();
            String op = token.text.equals("!=") ? "<>" : token.text;
            return new Comparison(op, left, additive());
        }
        boolean negated = false;
        if (token.is("NOT") && (peekAt(1).is("BETWEEN") || peekAt(1).is("IN"))) {
            next();
            negated = true;
            token = peek();
        }
        Expr result = null;
        if (token.is("BETWEEN")) {
            next();
            Expr low = additive();
            expectWord("AND");
            result = new Between(left, low, additive());
        } else if (token.is("IN")) {
            next();
            boolean bracket = peek().isSymbol("[");
            expectSymbol(bracket ? "[" : "(");
            List<Expr> values = new ArrayList<>();
            do {
                values.add(additive());
            } while (acceptSymbol(","));
            expectSymbol(bracket ? "]" : ")");
            result = new In(left, values);
        } else if (!negated && token.is("IS")) {
            next();
            boolean not = acceptWord("NOT");
            if (acceptWord("MISSING")) {
                return new Is(left, true, not);
            }
            expectWord("NULL");
            return new Is(left, false, not);
        }
        if (result == null) {
            if (negated) {
                throw new IllegalArgumentException("NOT without BETWEEN or IN");
            }
            return left;
        }
        return negated ? new Not(result) : result;
    }

    private Expr additive() {
        Expr left = primary();
        while (peek().isSymbol("+") || peek().isSymbol("-")) {
            char op = next().text.charAt(0);
            left = new Arithmetic(op, left, primary());
        }
        return left;
    }

    private Expr primary() {
        Token token = peek();
        if (token.kind == Kind.STRING) {
            next();
            return new Literal(AttributeValue.fromS(token.text));
        }
        if (token.kind == Kind.NUMBER) {
            next();
            return new Literal(AttributeValue.fromN(token.text));
        }
        if (token.isSymbol("-") && peekAt(1).kind == Kind.NUMBER) {
            next();
            return new Literal(AttributeValue.fromN("-" + next().text));
        }
        if (token.isSymbol("?")) {
            next();
            return new Parameter(parameters++);
        }
        if (token.isSymbol("(")) {
            next();
            Expr inner = expression();
            expectSymbol(")");
            return inner;
        }
        if (token.isSymbol("{")) {
            next();
            List<String> keys = new ArrayList<>();
            List<Expr> values = new ArrayList<>();
            if (!acceptSymbol("}")) {
                do {
                    Token key = next();
                    if (key.kind != Kind.STRING) {
                        throw new IllegalArgumentException("map keys are strings");
                    }
                    expectSymbol(":");
                    keys.add(key.text);
                    values.add(additive());
                } while (acceptSymbol(","));
                expectSymbol("}");
            }
            return new MapValue(keys, values);
        }
        if (token.isSymbol("[")) {
            next();
            List<Expr> values = new ArrayList<>();
            if (!acceptSymbol("]")) {
                do {
                    values.add(additive());
                } while (acceptSymbol(","));
                expectSymbol("]");
            }
            return new ListValue(values);
        }
        if (token.isSymbol("<<")) {
            next();
            List<Expr> values = new ArrayList<>();
            if (acceptSymbol(">>")) {
                throw new IllegalArgumentException("Empty bags are not supported");
            }
            do {
                values.add(additive());
            } while (acceptSymbol(","));
            expectSymbol(">>");
            return new SetValue(values);
        }
        if (token.kind == Kind.WORD) {
            if (token.is("TRUE") || token.is("FALSE")) {
                next();
                return new Literal(AttributeValue.fromBool(token.is("TRUE")));
            }
            if (token.is("NULL")) {
                next();
                return new Literal(AttributeValue.fromNul(true));
            }
            if (peekAt(1).isSymbol("(")) {
                String name = next().text.toLowerCase(Locale.ROOT);
                next();
                List<Expr> arguments = new ArrayList<>();
                if (!acceptSymbol(")")) {
                    do {
                        arguments.add(additive());
                    } while (acceptSymbol(","));
                    expectSymbol(")");
                }
                return new Call(name, arguments);
            }
        }
        if (token.kind == Kind.WORD || token.kind == Kind.QUOTED) {
            return path();
        }
        throw new IllegalArgumentException("unexpected " + token.text);
    }

    private Token peek() {
        return tokens.get(position);
    }

    private Token peekAt(int ahead) {
        return tokens.get(Math.min(position + ahead, tokens.size() - 1));
    }

    private Token next() {
        Token token = tokens.get(position);
        if (token.kind != Kind.END) {
            position++;
        }
        return token;
    }

    private boolean acceptWord(String keyword) {
        if (peek().is(keyword)) {
            next();
            return true;
        }
        return false;
    }

    private boolean acceptSymbol(String symbol) {
        if (peek().isSymbol(symbol)) {
            next();
            return true;
        }
        return false;
    }

    private void expectWord(String keyword) {
        if (!acceptWord(keyword)) {
            throw new IllegalArgumentException(keyword + " expected");
        }
    }

    private void expectSymbol(String symbol) {
        if (!acceptSymbol(symbol)) {
            throw new IllegalArgumentException(symbol + " expected");
        }
    }

    private static List<Token> tokenize(String text) {
        List<Token> tokens = new ArrayList<>();
        int i = 0;
        int n = text.length();
        while (i < n) {
            char c = text.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
            } else if (c == '\'' || c == '"') {
                StringBuilder value = new StringBuilder();
                int j = i + 1;
                while (true) {
                    if (j >= n) {
                        throw new IllegalArgumentException("unterminated quote");
                    }
                    char d = text.charAt(j);
                    if (d == c) {
                        if (j + 1 < n && text.charAt(j + 1) == c) {
                            value.append(c);
                            j += 2;
                            continue;
                        }
                        break;
                    }
                    value.append(d);
                    j++;
                }
                tokens.add(new Token(c == '\'' ? Kind.STRING : Kind.QUOTED, value.toString()));
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
                tokens.add(new Token(Kind.NUMBER, text.substring(i, j)));
                i = j;
            } else if (Character.isLetter(c) || c == '_') {
                int j = i;
                while (j < n && (Character.isLetterOrDigit(text.charAt(j)) || text.charAt(j) == '_')) {
                    j++;
                }
                tokens.add(new Token(Kind.WORD, text.substring(i, j)));
                i = j;
            } else {
                String two = i + 1 < n ? text.substring(i, i + 2) : "";
                if (List.of("<>", "!=", "<=", ">=", "<<", ">>").contains(two)) {
                    tokens.add(new Token(Kind.SYMBOL, two));
                    i += 2;
                } else if ("=<>*,.()[]{}:?;+-".indexOf(c) >= 0) {
                    tokens.add(new Token(Kind.SYMBOL, String.valueOf(c)));
                    i++;
                } else {
                    throw new IllegalArgumentException("unexpected character " + c);
                }
            }
        }
        tokens.add(new Token(Kind.END, ""));
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
