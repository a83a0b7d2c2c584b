package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.error.DynamoError;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A parsed statement of DynamoDB's PartiQL dialect, and the expressions it holds. Produced by
 * {@link PartiQlParser}; {@link PartiQlPlanner} turns it into the engine's own requests.
 */
sealed interface PartiQlStatement {

    /** {@code "table"} or {@code "table"."index"}. */
    record Source(String table, String index) {
    }

    /**
     * {@code SELECT projection FROM source [WHERE where] [ORDER BY path [DESC]]}; projection null for {@code *}.
     * {@code projectionError} (null: none) is the error of a projection that names a function rather than a path,
     * which the planner reports once it knows the target (the service reports a multi-attribute key's refusal first).
     */
    record Select(List<Path> projection, Source source, Expr where, Path orderBy, boolean descending,
                  DynamoError projectionError) implements PartiQlStatement {
        Select(List<Path> projection, Source source, Expr where, Path orderBy, boolean descending) {
            this(projection, source, where, orderBy, descending, null);
        }
    }

    /** Where a token starts in the statement (line and column from 1) and how many characters it has. */
    record Position(int line, int column, int length) {
        /** The service's suffix for a message about the token: {@code " at 1:52:7"}. */
        String at() {
            return " at " + line + ":" + column + ":" + length;
        }
    }

    /** {@code INSERT INTO source VALUE {...}}. */
    record Insert(Source source, Expr value) implements PartiQlStatement {
    }

    /** One {@code SET path = value} of an UPDATE. */
    record Assignment(Path path, Expr value) {
    }

    /** {@code UPDATE source SET ... REMOVE ... WHERE ... [RETURNING ...]}; returnValues as UpdateItem's. */
    record Update(Source source, List<Assignment> sets, List<Path> removes, Expr where, String returnValues)
            implements PartiQlStatement {
    }

    /** {@code DELETE FROM source WHERE ... [RETURNING ALL OLD *]}. */
    record Delete(Source source, Expr where, String returnValues) implements PartiQlStatement {
    }

    /** {@code EXISTS(SELECT ...)}: a condition check inside ExecuteTransaction. */
    record Exists(Select select) implements PartiQlStatement {
    }

    /** An expression of a WHERE clause, a SET value or a VALUE item. */
    sealed interface Expr {
    }

    /** A document path: names (String) and list indexes (Integer). */
    record Path(List<Object> segments) implements Expr {
        /** The single top-level attribute this path names, or null when it goes deeper. */
        String topLevelName() {
            return segments.size() == 1 && segments.get(0) instanceof String name ? name : null;
        }
    }

    /** A literal scalar value. */
    record Literal(AttributeValue value) implements Expr {
    }

    /** The {@code index}-th (from 0) {@code ?} of the statement. */
    record Parameter(int index) implements Expr {
    }

    /** {@code {'k': v, ...}}. */
    record MapValue(List<String> keys, List<Expr> values) implements Expr {
    }

    /** {@code [v, ...]}. */
    record ListValue(List<Expr> values) implements Expr {
    }

    /** {@code <<v, ...>>}: a string, number or binary set. */
    record SetValue(List<Expr> values) implements Expr {
    }

    /** {@code left op right} with op one of {@code = <> < <= > >=}. */
    record Comparison(String op, Expr left, Expr right) implements Expr {
    }

    record Between(Expr operand, Expr low, Expr high) implements Expr {
    }

    record In(Expr operand, List<Expr> values) implements Expr {
    }

    record And(Expr left, Expr right) implements Expr {
    }

    record Or(Expr left, Expr right) implements Expr {
    }

    record Not(Expr operand) implements Expr {
    }

    /** {@code path IS [NOT] MISSING} ({@code missing}) or {@code path IS [NOT] NULL}. */
    record Is(Expr operand, boolean missing, boolean negated) implements Expr {
    }

    /**
     * A function call; name in lower case. {@code position} is the name's token; {@code argumentPositions} holds, for
     * each argument, its token when the argument is one token (a name, a value), else null.
     */
    record Call(String name, List<Expr> arguments, Position position, List<Position> argumentPositions)
            implements Expr {
    }

    /** {@code left + right} or {@code left - right} in a SET value. */
    record Arithmetic(char op, Expr left, Expr right) implements Expr {
    }
}
