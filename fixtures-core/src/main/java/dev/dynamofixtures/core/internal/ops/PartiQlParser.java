package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.error.DynamoError;
import dev.dynamofixtures.core.internal.ops.PartiQlLexer.Kind;
import dev.dynamofixtures.core.internal.ops.PartiQlLexer.Token;
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
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.Position;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.Select;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.SetValue;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.Source;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.Update;
import dev.dynamofixtures.core.internal.value.AttributeValues;
import dev.dynamofixtures.core.internal.value.DynamoNumbers;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A recursive-descent parser for the statements DynamoDB's PartiQL accepts: SELECT (projection, table or
 * {@code "table"."index"}, WHERE, ORDER BY), INSERT INTO ... VALUE {...}, UPDATE ... SET/REMOVE ... WHERE
 * [RETURNING], DELETE FROM ... WHERE [RETURNING], and EXISTS(SELECT ...). Keywords are case-insensitive;
 * strings are single-quoted ({@code ''} escapes a quote); double quotes delimit identifiers; {@code ?} is a
 * parameter; {@code --} and {@code /* *}{@code /} are comments. A statement it cannot read is
 * {@code Statement wasn't well formed, can't be processed: <detail>}: DynamoDB Local's detail is the statement, the
 * service's a parser detail ({@link Malformed}). A statement it can read may still break a rule the service checks
 * before running it (an unknown function, an alias, an empty bag, a number out of range, set_add's arguments): those
 * errors are collected while parsing and the first is thrown once the statement is read, unknown functions first,
 * as DynamoDB Local and the service order them; positions are {@code line:column:length} of the token.
 */
final class PartiQlParser {
    private static final String MALFORMED = "Statement wasn't well formed, can't be processed: ";
    /**
     * The service's details: a statement not starting with a data manipulation keyword, a token left over after a
     * complete statement, a statement that breaks off.
     */
    private static final String EXPECTED_DML = "Expected data manipulation";
    private static final String UNEXPECTED_TOKEN = "Unexpected token after expression";
    private static final String UNEXPECTED_TERM = "Unexpected term";
    /** The functions a WHERE clause may call: those of DynamoDB's condition expressions. */
    private static final List<String> CONDITION_FUNCTIONS = List.of("attribute_exists", "attribute_not_exists",
            "attribute_type", "begins_with", "contains", "size");

    private final String text;
    private final List<Token> tokens;
    private int position;
    private int parameters;
    /** Where the expression being read sits: decides what a function call in it means. */
    private Context context = Context.WHERE;
    /** The path of the value being read inside an INSERT's item or a literal, from {@code root}. */
    private final List<Object> valuePath = new ArrayList<>();
    private final List<DynamoError> functionErrors = new ArrayList<>();
    private final List<DynamoError> ruleErrors = new ArrayList<>();

    private enum Context { WHERE, SET, VALUE }

    /**
     * A statement that cannot be read, with the service's detail (null: the service's detail is unknown, the
     * statement is echoed as DynamoDB Local echoes it).
     */
    private static final class Malformed extends RuntimeException {
        private final String detail;

        Malformed(String detail) {
            super(detail, null, false, false);
            this.detail = detail;
        }
    }

    private PartiQlParser(String text) {
        this.text = text;
        this.tokens = PartiQlLexer.tokenize(text);
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
            throw malformed("", statement); // the service's lexer names nothing: an unknown character, a comment
        }
        return parser.parseStatement();
    }

    /** The statement is not well formed; both dialects echo it (the service's detail is not known). */
    static DynamoError malformed(String statement) {
        return DynamoError.validation(MALFORMED + statement);
    }

    /** The statement is not well formed: the service gives {@code detail}, DynamoDB Local echoes the statement. */
    static DynamoError malformed(String detail, String statement) {
        return DynamoError.validation(MALFORMED + detail, MALFORMED + statement);
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
                throw new Malformed(EXPECTED_DML);
            }
            if (peek().isSymbol(";")) {
                next();
            }
            if (peek().kind() != Kind.END) {
                throw new Malformed(UNEXPECTED_TOKEN);
            }
            if (!functionErrors.isEmpty()) {
                throw functionErrors.get(0);
            }
            if (!ruleErrors.isEmpty()) {
                throw ruleErrors.get(0);
            }
            return new Parsed(statement, parameters);
        } catch (Malformed e) {
            throw malformed(e.detail == null ? text : e.detail, text);
        } catch (IllegalArgumentException | IndexOutOfBoundsException e) {
            throw malformed(peek().kind() == Kind.END ? UNEXPECTED_TERM : text, text);
        }
    }

    private Select select() {
        expectWord("SELECT");
        List<Path> projection = null;
        DynamoError projectionError = null;
        if (peek().isSymbol("*")) {
            next();
        } else {
            projection = new ArrayList<>();
            do {
                if ((peek().kind() == Kind.WORD || peek().kind() == Kind.QUOTED) && peekAt(1).isSymbol("(")) {
                    // a function is no path: DynamoDB Local says so before anything else, the service after the target
                    Token name = next();
                    skipParenthesised();
                    if (projectionError == null) {
                        projectionError = DynamoError.validation("Unexpected path component"
                                + name.position().at());
                    }
                } else {
                    projection.add(path());
                }
            } while (acceptSymbol(","));
        }
        expectWord("FROM");
        Source source = source();
        alias("WHERE", "ORDER");
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
        return new Select(projection, source, where, orderBy, descending, projectionError);
    }

    /** Skips a parenthesised list of tokens, nested parentheses included. */
    private void skipParenthesised() {
        expectSymbol("(");
        int depth = 1;
        while (depth > 0) {
            Token token = next();
            if (token.kind() == Kind.END) {
                throw new IllegalArgumentException("unclosed parenthesis");
            }
            depth += token.isSymbol("(") ? 1 : token.isSymbol(")") ? -1 : 0;
        }
    }

    /**
     * A table alias after the source ({@code "t" t}, {@code "t" AS t}), which DynamoDB refuses: any name there but
     * the keywords that may follow ({@code followers}).
     */
    private void alias(String... followers) {
        Token token = peek();
        boolean alias = token.is("AS") || token.kind() == Kind.QUOTED;
        if (token.kind() == Kind.WORD && !PartiQlKeywords.isReserved(token.text())) {
            alias = true;
            for (String follower : followers) {
                alias &= !token.is(follower);
            }
        }
        if (alias) {
            acceptWord("AS");
            identifier();
            ruleErrors.add(DynamoError.validation("Aliasing is not supported"));
        }
    }

    private Insert insert() {
        expectWord("INSERT");
        expectWord("INTO");
        Source source = source();
        if (!peek().is("VALUE") && peek().kind() != Kind.END) {
            // the service reads INSERT INTO "t" <value>: a name there is the value, and what follows is left over
            context = Context.VALUE;
            primary();
            throw new Malformed(peek().kind() == Kind.END ? null : UNEXPECTED_TOKEN);
        }
        expectWord("VALUE");
        if (!peek().isSymbol("{")) {
            throw new IllegalArgumentException("VALUE needs a tuple");
        }
        context = Context.VALUE;
        return new Insert(source, item());
    }

    /** An INSERT's item: each attribute's value is a {@code root} of its own, as the service names paths. */
    private Expr item() {
        expectSymbol("{");
        return mapEntries(true);
    }

    /**
     * A map literal's entries after its {@code {}, through its closing brace; each value's path is named by its key,
     * or is a {@code root} of its own for an INSERT's item ({@code itemRoots}).
     */
    private MapValue mapEntries(boolean itemRoots) {
        List<String> keys = new ArrayList<>();
        List<Expr> values = new ArrayList<>();
        if (!acceptSymbol("}")) {
            do {
                Token key = next();
                if (key.kind() != Kind.STRING) {
                    throw new IllegalArgumentException("map keys are strings");
                }
                expectSymbol(":");
                keys.add(key.text());
                values.add(valueAt(itemRoots ? null : key.text()));
            } while (acceptSymbol(","));
            expectSymbol("}");
        }
        return new MapValue(keys, values);
    }

    private Update update() {
        expectWord("UPDATE");
        Source source = source();
        alias("SET", "REMOVE", "WHERE");
        List<Assignment> sets = new ArrayList<>();
        List<Path> removes = new ArrayList<>();
        while (true) {
            if (acceptWord("SET")) {
                do {
                    Path path = path();
                    expectSymbol("=");
                    context = Context.SET;
                    Expr value = additive();
                    context = Context.WHERE;
                    checkSetFunction(path, value);
                    sets.add(new Assignment(path, value));
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

    /**
     * set_add and set_delete take the assigned path and a set: {@code SET s = set_add(s, <<'x'>>)}. The type of the
     * second argument is checked once the parameters are known ({@link PartiQlPlanner}).
     */
    private void checkSetFunction(Path path, Expr value) {
        if (value instanceof Call call && isSetFunction(call.name())) {
            String name = call.name().toUpperCase(Locale.ROOT);
            if (call.arguments().size() != 2) {
                ruleErrors.add(DynamoError.validation(name + " must have exactly two arguments"
                        + call.position().at()));
            } else if (!(call.arguments().get(0) instanceof Path first) || !first.segments().equals(path.segments())) {
                String message = "The first argument to " + name + " must equal the assignment value";
                ruleErrors.add(DynamoError.validation(message + call.position().at(), message));
            }
        }
    }

    static boolean isSetFunction(String name) {
        return name.equals("set_add") || name.equals("set_delete");
    }

    private Delete delete() {
        expectWord("DELETE");
        expectWord("FROM");
        Source source = source();
        alias("WHERE", "RETURNING");
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
        if (token.kind() == Kind.WORD || token.kind() == Kind.QUOTED) {
            return token.text();
        }
        throw new IllegalArgumentException("identifier expected");
    }

    private Path path() {
        List<Object> segments = new ArrayList<>();
        segments.add(identifier());
        while (true) {
            if (peek().isSymbol(".") && (peekAt(1).kind() == Kind.WORD || peekAt(1).kind() == Kind.QUOTED)) {
                next();
                if (peek().kind() == Kind.WORD && PartiQlKeywords.isReserved(peek().text())) {
                    throw new Malformed("Invalid path dot component");
                }
                segments.add(identifier());
            } else if (peek().isSymbol("[") && peekAt(1).kind() == Kind.NUMBER && peekAt(2).isSymbol("]")) {
                next();
                segments.add(Integer.parseInt(next().text()));
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
        if (token.kind() == Kind.SYMBOL && List.of("=", "<>", "!=", "<", "<=", ">", ">=").contains(token.text())) {
            next();
            String op = token.text().equals("!=") ? "<>" : token.text();
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
            char op = next().text().charAt(0);
            left = new Arithmetic(op, left, primary());
        }
        return left;
    }

    private Expr primary() {
        Token token = peek();
        if (token.kind() == Kind.STRING) {
            next();
            return new Literal(AttributeValue.fromS(token.text()));
        }
        if (token.kind() == Kind.NUMBER) {
            next();
            return number(token.text());
        }
        if (token.isSymbol("-") && peekAt(1).kind() == Kind.NUMBER) {
            next();
            return number("-" + next().text());
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
            return mapEntries(false);
        }
        if (token.isSymbol("[")) {
            next();
            List<Expr> values = new ArrayList<>();
            if (!acceptSymbol("]")) {
                do {
                    values.add(valueAt(values.size()));
                } while (acceptSymbol(","));
                expectSymbol("]");
            }
            return new ListValue(values);
        }
        if (token.isSymbol("<<")) {
            next();
            List<Expr> values = new ArrayList<>();
            if (acceptSymbol(">>")) {
                ruleErrors.add(DynamoError.validation("Empty bags are not supported",
                        "Empty bags are not supported" + token.position().at()));
                return new SetValue(values);
            }
            List<Position> positions = new ArrayList<>();
            do {
                int start = position;
                values.add(additive());
                Token first = tokens.get(start).isSymbol("-") ? tokens.get(start + 1) : tokens.get(start);
                positions.add(first.position());
            } while (acceptSymbol(","));
            expectSymbol(">>");
            if (checkMemberTypes(values, positions)) {
                checkRepeatedMembers(values);
            }
            return new SetValue(values);
        }
        if (token.kind() == Kind.WORD) {
            if (token.is("TRUE") || token.is("FALSE")) {
                next();
                return new Literal(AttributeValue.fromBool(token.is("TRUE")));
            }
            if (token.is("NULL")) {
                next();
                return new Literal(AttributeValue.fromNul(true));
            }
            if (peekAt(1).isSymbol("(") && !token.is("MISSING")) {
                return call();
            }
        }
        if (token.kind() == Kind.WORD || token.kind() == Kind.QUOTED) {
            Path path = path();
            if (context == Context.VALUE && valuePath.size() == 1 && path.segments().size() == 1) {
                ruleErrors.add(DynamoError.validation("Unsupported data type: " + token.text() + " under key "
                        + localPath() + token.position().at()));
            }
            return path;
        }
        throw new IllegalArgumentException("unexpected " + token.text());
    }

    /**
     * A bag holds strings or numbers, one kind, and no parameter. DynamoDB Local judges by the first member: one of
     * another kind (a parameter too) is refused at its position, a member differing from a first string at that member's position, a
     * member differing from a first number with no position. Whether its members are all of one kind.
     */
    private boolean checkMemberTypes(List<Expr> members, List<Position> positions) {
        String bagTypes = "Unsupported data type in Bag. DynamoDB only supports either numbers or strings in bags";
        AttributeValue.Type first = null;
        for (int i = 0; i < members.size(); i++) {
            Expr member = members.get(i);
            AttributeValue.Type type = member instanceof Literal literal ? literal.value().type() : null;
            if (i == 0 && type != AttributeValue.Type.S && type != AttributeValue.Type.N) {
                ruleErrors.add(DynamoError.validation(bagTypes + positions.get(i).at()));
                return false;
            }
            if (member instanceof Parameter) {
                ruleErrors.add(DynamoError.validation("Unsupported data type: Parameter under key " + livePath()
                        + positions.get(i).at()));
                return false;
            }
            if (i == 0) {
                first = type;
            } else if (type != first) {
                ruleErrors.add(DynamoError.validation(bagTypes
                        + (first == AttributeValue.Type.S ? positions.get(i).at() : "")));
                return false;
            }
        }
        return true;
    }

    /**
     * A bag literal naming one string or number twice: the service words it as for any set, DynamoDB Local in its own
     * words, before the statement is planned. Bags with parameters are judged once those are known.
     */
    private void checkRepeatedMembers(List<Expr> members) {
        List<String> strings = new ArrayList<>();
        List<String> numbers = new ArrayList<>();
        for (Expr member : members) {
            if (!(member instanceof Literal literal)) {
                return;
            }
            if (literal.value().s() != null) {
                strings.add(literal.value().s());
            } else if (literal.value().n() != null) {
                numbers.add(literal.value().n());
            } else {
                return;
            }
        }
        if (!strings.isEmpty() && !numbers.isEmpty()) {
            return;
        }
        try {
            AttributeValues.normalize(strings.isEmpty() ? AttributeValue.fromNs(numbers)
                    : AttributeValue.fromSs(strings), 0);
        } catch (DynamoError e) {
            if (e.liveMessage().contains("contains duplicates")) {
                ruleErrors.add(DynamoError.validation(e.liveMessage(), "Input collection contains duplicates"));
            }
        }
    }

    /** A value inside a map (under {@code key}) or a list (at {@code key}, an index); null: an item's attribute. */
    private Expr valueAt(Object key) {
        valuePath.add(key == null ? "root" : key);
        try {
            return additive();
        } finally {
            valuePath.remove(valuePath.size() - 1);
        }
    }

    /**
     * A function call. In a WHERE clause only the condition functions exist; in an item it is no value, and DynamoDB
     * Local names a call below the attribute's value {@code NAry}.
     */
    private Call call() {
        Token nameToken = next();
        String name = nameToken.text().toLowerCase(Locale.ROOT);
        expectSymbol("(");
        List<Expr> arguments = new ArrayList<>();
        List<Position> positions = new ArrayList<>();
        if (!acceptSymbol(")")) {
            do {
                int start = position;
                arguments.add(additive());
                positions.add(position == start + 1 ? tokens.get(start).position() : null);
            } while (acceptSymbol(","));
            expectSymbol(")");
        }
        if (context == Context.WHERE && !CONDITION_FUNCTIONS.contains(name)) {
            functionErrors.add(DynamoError.validation("Unrecognized function: " + name + nameToken.position().at(),
                    "Unrecognized function: " + name));
        }
        if (context == Context.VALUE && !valuePath.isEmpty()) {
            String shown = valuePath.size() == 1 ? name : "NAry";
            ruleErrors.add(DynamoError.validation("Unsupported data type: " + shown + " under key " + localPath()
                    + nameToken.position().at()));
        }
        return new Call(name, arguments, nameToken.position(), positions);
    }

    /**
     * A number literal. One the service cannot read as a decimal (an exponent beyond 32 bits) makes the statement
     * not well formed, with no detail; one out of DynamoDB's range is refused naming where it sits
     * ({@code under root.x}), DynamoDB Local giving the bare message.
     */
    private Literal number(String text) {
        try {
            new java.math.BigDecimal(text);
        } catch (NumberFormatException e) {
            throw new Malformed("");
        }
        try {
            DynamoNumbers.parse(text);
        } catch (DynamoError e) {
            ruleErrors.add(DynamoError.validation(e.liveMessage() + " under " + livePath(), e.localMessage()));
        }
        return new Literal(AttributeValue.fromN(text));
    }

    /** Where the value being read sits, as the service writes it: {@code root}, {@code root.x}, {@code root[1]}. */
    private String livePath() {
        StringBuilder out = new StringBuilder("root");
        for (int i = valuePath.isEmpty() || !"root".equals(valuePath.get(0)) ? 0 : 1; i < valuePath.size(); i++) {
            Object segment = valuePath.get(i);
            out.append(segment instanceof Integer index ? "[" + index + "]" : "." + segment);
        }
        return out.toString();
    }

    /** The same as DynamoDB Local writes it for an unsupported value: {@code root}, {@code root.q}, {@code root.1}. */
    private String localPath() {
        StringBuilder out = new StringBuilder("root");
        for (int i = 1; i < valuePath.size(); i++) {
            out.append('.').append(valuePath.get(i));
        }
        return out.toString();
    }

    private Token peek() {
        return tokens.get(position);
    }

    private Token peekAt(int ahead) {
        return tokens.get(Math.min(position + ahead, tokens.size() - 1));
    }

    private Token next() {
        Token token = tokens.get(position);
        if (token.kind() != Kind.END) {
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
}
