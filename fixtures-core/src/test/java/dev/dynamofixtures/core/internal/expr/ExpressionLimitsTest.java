package dev.dynamofixtures.core.internal.expr;

import static dev.dynamofixtures.core.internal.expr.AttributeMaps.assertValidationError;
import static dev.dynamofixtures.core.internal.expr.AttributeMaps.map;
import static dev.dynamofixtures.core.internal.expr.AttributeMaps.n;
import static dev.dynamofixtures.core.internal.expr.AttributeMaps.s;
import static dev.dynamofixtures.core.internal.expr.AttributeMaps.values;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.Collections;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The limits of SPEC 6.4: text size, operator count, IN operands, path depth, list index range. */
class ExpressionLimitsTest {

    @ParameterizedTest
    @EnumSource(ExpressionKind.class)
    void every_kind_rejects_an_empty_expression_with_a_trailing_semicolon(ExpressionKind kind) {
        // given
        String prefix = "Invalid " + kind.parameterName() + ": ";
        // when / then
        assertValidationError(() -> parse(kind, ""), prefix + "The expression can not be empty;");
    }

    @Test
    void an_expression_of_4096_bytes_is_accepted_and_4097_bytes_are_rejected() {
        // given
        String padded = "a = :v" + " ".repeat(4090);
        // when
        Condition condition = Expressions.parseCondition(padded, ExpressionKind.FILTER, values(":v", s("x")));
        // then
        assertThat(condition.matches(map("a", s("x")))).isTrue();
        assertValidationError(() -> Expressions.parseCondition(padded + " ", ExpressionKind.FILTER,
                        values(":v", s("x"))),
                "Invalid FilterExpression: Expression size has exceeded the maximum allowed size; expression size: 4097");
    }

    @Test
    void the_size_limit_counts_utf8_bytes_not_characters() {
        // given: 2049 two-byte characters are 4098 bytes
        String text = "\u00e9".repeat(2049);
        // when / then
        assertValidationError(() -> Expressions.parseCondition(text, ExpressionKind.FILTER, ExpressionAttributes.none()),
                "Invalid FilterExpression: Expression size has exceeded the maximum allowed size; expression size: 4098");
    }

    @Test
    void three_hundred_operators_are_accepted_and_the_301st_is_reported() {
        // given: n comparisons joined by OR make 2n - 1 operators
        String accepted = comparisons(150, " OR ");
        String rejected = comparisons(151, " OR ");
        // when
        Expressions.parseCondition(accepted, ExpressionKind.FILTER, values(":v", n("1")));
        // then
        assertValidationError(() -> Expressions.parseCondition(rejected, ExpressionKind.FILTER, values(":v", n("1"))),
                "Invalid FilterExpression: The expression contains too many operators; operator count: 301");
    }

    @Test
    void operators_are_counted_as_they_are_checked_so_an_error_in_an_early_operand_wins() {
        // given: 200 comparisons; AND/OR associate to the right, so the last comparison is checked after 199
        String text = comparisons(199, " AND ") + " AND a = :zz";
        // when / then
        assertValidationError(() -> Expressions.parseCondition(text, ExpressionKind.FILTER, values(":v", n("1"))),
                "Invalid FilterExpression: An expression attribute value used in expression is not defined; "
                        + "attribute value: :zz");
    }

    @Test
    void size_not_and_functions_count_as_operators() {
        // given: 101 x (size + =) + 100 OR = 302
        String sizes = String.join(" OR ", Collections.nCopies(101, "size(a) = :v"));
        String negations = String.join(" OR ", Collections.nCopies(101, "NOT a = :v"));
        // when / then
        assertValidationError(() -> Expressions.parseCondition(sizes, ExpressionKind.FILTER, values(":v", n("1"))),
                "Invalid FilterExpression: The expression contains too many operators; operator count: 301");
        assertValidationError(() -> Expressions.parseCondition(negations, ExpressionKind.FILTER, values(":v", n("1"))),
                "Invalid FilterExpression: The expression contains too many operators; operator count: 301");
    }

    @Test
    void in_takes_up_to_100_operands() {
        // given
        String hundred = "a IN (" + String.join(", ", Collections.nCopies(100, ":v")) + ")";
        String hundredAndOne = "a IN (" + String.join(", ", Collections.nCopies(101, ":v")) + ")";
        // when
        Condition condition = Expressions.parseCondition(hundred, ExpressionKind.FILTER, values(":v", n("1")));
        // then
        assertThat(condition.matches(map("a", n("1")))).isTrue();
        assertValidationError(() -> Expressions.parseCondition(hundredAndOne, ExpressionKind.FILTER,
                        values(":v", n("1"))),
                "Invalid FilterExpression: The IN operator is provided with too many operands; number of operands: 101");
    }

    @Test
    void a_document_path_may_have_32_levels_but_not_33() {
        // given
        String depth32 = String.join(".", Collections.nCopies(32, "m"));
        String depth33 = depth32 + ".m";
        // when
        Projection projection = Expressions.parseProjection(depth32, ExpressionAttributes.none());
        // then
        assertThat(projection.paths().get(0).elements()).hasSize(32);
        assertValidationError(() -> Expressions.parseProjection(depth33, ExpressionAttributes.none()),
                "Invalid ProjectionExpression: The document path has too many nesting levels; nesting levels: 33");
    }

    @Test
    void the_depth_limit_is_checked_before_the_names_of_the_path() {
        // given
        String text = "#x." + String.join(".", Collections.nCopies(32, "m"));
        // when / then
        assertValidationError(() -> Expressions.parseProjection(text, ExpressionAttributes.none()),
                "Invalid ProjectionExpression: The document path has too many nesting levels; nesting levels: 33");
    }

    @Test
    void list_indexes_beyond_an_int_are_rejected_with_their_digits() {
        // given
        ExpressionAttributes attributes = values(":v", s("x"));
        // when
        Expressions.parseCondition("a[2147483647] = :v", ExpressionKind.FILTER, attributes);
        // then
        assertValidationError(() -> Expressions.parseCondition("a[ 2147483648 ] = :v", ExpressionKind.FILTER,
                        values(":v", s("x"))),
                "Invalid FilterExpression: List index is not within the allowable range; index: [2147483648]");
    }

    private static String comparisons(int count, String joiner) {
        return IntStream.range(0, count).mapToObj(i -> "a = :v").collect(Collectors.joining(joiner));
    }

    private static Object parse(ExpressionKind kind, String text) {
        ExpressionAttributes none = ExpressionAttributes.none();
        switch (kind) {
            case PROJECTION: return Expressions.parseProjection(text, none);
            case KEY_CONDITION: return Expressions.parseKeyCondition(text, none, KeyConditionTest.PK_SK);
            case UPDATE: return Expressions.parseUpdate(text, none);
            default: return Expressions.parseCondition(text, kind, none);
        }
    }
}
