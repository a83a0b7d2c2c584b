package dev.dynamofixtures.core.internal.expr;

import static dev.dynamofixtures.core.internal.expr.AttributeMaps.assertValidationError;
import static dev.dynamofixtures.core.internal.expr.AttributeMaps.l;
import static dev.dynamofixtures.core.internal.expr.AttributeMaps.m;
import static dev.dynamofixtures.core.internal.expr.AttributeMaps.map;
import static dev.dynamofixtures.core.internal.expr.AttributeMaps.n;
import static dev.dynamofixtures.core.internal.expr.AttributeMaps.names;
import static dev.dynamofixtures.core.internal.expr.AttributeMaps.s;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** ProjectionExpression: conflicts (SPEC 6.7) and the shape of projected items. */
class ProjectionTest {
    private static final Map<String, AttributeValue> ITEM = map(
            "pk", s("k"),
            "l", l(n("1"), n("5"), l(s("deep"))),
            "m", m("a", m("b", s("v")), "c", n("2")));

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "b, b.a          | overlap  | [b]          | [b, a]",
        "n, n            | overlap  | [n]          | [n]",
        "a.b.c, a.b      | overlap  | [a, b, c]    | [a, b]",
        "a[1], a[1].b    | overlap  | [a, [1]]     | [a, [1], b]",
        "b.a, b[0]       | conflict | [b, a]       | [b, [0]]",
        "a, b.c, a       | overlap  | [a]          | [b, c]",
        "a, b.c, d, a    | overlap  | [a]          | [d]",
        "b, c, b.x       | overlap  | [b]          | [c]",
        "b.c, a, a       | overlap  | [a]          | [a]",
        "x.y, b.c, x.y   | overlap  | [x, y]       | [x, y]",
        "b.c.d, b.c.e, b | overlap  | [b, c, e]    | [b]"})
    void clashing_paths_are_reported_as_dynamodb_walks_its_path_tree(String text, String clash, String one,
                                                                      String two) {
        // given
        String reason = clash.equals("overlap") ? "Two document paths overlap with each other"
                : "Two document paths conflict with each other";
        // when / then
        assertValidationError(() -> Expressions.parseProjection(text, ExpressionAttributes.none()),
                "Invalid ProjectionExpression: " + reason + "; must remove or rewrite one of these paths; path one: "
                        + one + ", path two: " + two);
    }

    @Test
    void a_placeholder_resolving_to_the_same_name_overlaps() {
        // when / then
        assertValidationError(() -> Expressions.parseProjection("#n, a", names("#n", "a")),
                "Invalid ProjectionExpression: Two document paths overlap with each other; must remove or rewrite one "
                        + "of these paths; path one: [a], path two: [a]");
    }

    @Test
    void list_elements_come_back_in_index_order_and_missing_paths_are_left_out() {
        // given
        Projection projection = Expressions.parseProjection("l[2][0], l[0], m.a.b, m.nope, nope, l[9]",
                ExpressionAttributes.none());
        // when
        Map<String, AttributeValue> projected = projection.apply(ITEM);
        // then
        assertThat(projected).isEqualTo(map("l", l(n("1"), l(s("deep"))), "m", m("a", m("b", s("v")))));
    }

    @Test
    void an_item_with_nothing_projected_becomes_empty() {
        // given
        Projection projection = Expressions.parseProjection("m.c.x, l[0].y, pk[0]", ExpressionAttributes.none());
        // when / then
        assertThat(projection.apply(ITEM)).isEmpty();
    }

    @Test
    void paths_and_top_level_names_are_resolved_and_in_textual_order() {
        // given
        Projection projection = Expressions.parseProjection("m.#a, l[1], #a", names("#a", "a.b"));
        // when / then
        assertThat(projection.paths()).extracting(DocumentPath::toString)
                .containsExactly("[m, a.b]", "[l, [1]]", "[a.b]");
        assertThat(projection.topLevelAttributeNames()).containsExactly("m", "l", "a.b");
        assertThat(projection.paths().get(1).elements())
                .containsExactly(new PathElement.MapKey("l"), new PathElement.ListIndex(1));
    }

    @Test
    void projections_take_no_parentheses_or_functions() {
        // when / then
        assertValidationError(() -> Expressions.parseProjection("(n)", ExpressionAttributes.none()),
                "Invalid ProjectionExpression: Syntax error; token: \"(\", near: \"(n\"");
        assertValidationError(() -> Expressions.parseProjection("size(a)", ExpressionAttributes.none()),
                "Invalid ProjectionExpression: Syntax error; token: \"(\", near: \"size(a\"");
        assertValidationError(() -> Expressions.parseProjection("n,", ExpressionAttributes.none()),
                "Invalid ProjectionExpression: Syntax error; token: \"<EOF>\", near: \",\"");
        assertThat(List.of(Expressions.parseProjection("a . b [ 1 ]", ExpressionAttributes.none()).paths().get(0)))
                .extracting(DocumentPath::toString).containsExactly("[a, b, [1]]");
    }
}
