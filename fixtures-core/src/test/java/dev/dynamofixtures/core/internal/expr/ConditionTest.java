package dev.dynamofixtures.core.internal.expr;

import static dev.dynamofixtures.core.internal.expr.AttributeMaps.assertValidationError;
import static dev.dynamofixtures.core.internal.expr.AttributeMaps.b;
import static dev.dynamofixtures.core.internal.expr.AttributeMaps.l;
import static dev.dynamofixtures.core.internal.expr.AttributeMaps.m;
import static dev.dynamofixtures.core.internal.expr.AttributeMaps.map;
import static dev.dynamofixtures.core.internal.expr.AttributeMaps.n;
import static dev.dynamofixtures.core.internal.expr.AttributeMaps.names;
import static dev.dynamofixtures.core.internal.expr.AttributeMaps.ns;
import static dev.dynamofixtures.core.internal.expr.AttributeMaps.s;
import static dev.dynamofixtures.core.internal.expr.AttributeMaps.ss;
import static dev.dynamofixtures.core.internal.expr.AttributeMaps.values;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Conditions: rules where the service and DynamoDB Local differ, and evaluation rules of SPEC 6.3. */
class ConditionTest {

    private static boolean matches(String text, ExpressionAttributes attributes, Map<String, AttributeValue> item) {
        return Expressions.parseCondition(text, ExpressionKind.CONDITION, attributes).matches(item);
    }

    @ParameterizedTest
    @CsvSource({"size", "SIZE", "convert", "status", "Name"})
    void reserved_words_follow_the_services_list_not_dynamodb_locals(String word) {
        // when / then
        assertValidationError(() -> Expressions.parseCondition(word + " = :v", ExpressionKind.FILTER,
                values(":v", s("x"))), "Invalid FilterExpression: Attribute name is a reserved keyword; reserved keyword: "
                + word);
    }

    @Test
    void function_names_are_not_reserved_words() {
        // when
        Projection projection = Expressions.parseProjection("contains, begins_with, attribute_exists, list_append",
                ExpressionAttributes.none());
        // then
        assertThat(projection.topLevelAttributeNames()).hasSize(4);
    }

    @Test
    void an_unknown_type_name_lists_the_valid_types_in_each_dialects_order() {
        // when / then
        assertValidationError(() -> Expressions.parseCondition("attribute_type(a, :t)", ExpressionKind.FILTER,
                        values(":t", s("STRING"))),
                "Invalid FilterExpression: Invalid attribute type name found; type: STRING, valid types: "
                        + "{ B,BOOL,BS,L,M,N,NS,NULL,S,SS }",
                "Invalid FilterExpression: Invalid attribute type name found; type: STRING, valid types: "
                        + "{N,BS,L,B,NULL,M,S,SS,NS,BOOL}");
    }

    @Test
    void a_value_placeholder_inside_a_path_is_rejected_after_the_rest_of_the_expression() {
        // when / then
        assertValidationError(() -> Expressions.parseCondition("a.:v = :v AND #zz = :v", ExpressionKind.FILTER,
                        values(":v", s("x"))),
                "Invalid FilterExpression: An expression attribute name used in the document path is not defined; "
                        + "attribute name: #zz");
        assertValidationError(() -> Expressions.parseCondition("a.:v = :v", ExpressionKind.FILTER, values(":v", s("x"))),
                "Invalid FilterExpression: The document path cannot contain attribute value parameters",
                "Invalid FilterExpression: Internal server error");
    }

    @Test
    void a_condition_kind_is_required() {
        // when / then
        assertThatThrownBy(() -> Expressions.parseCondition("a = :v", ExpressionKind.UPDATE, values(":v", s("x"))))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void comparisons_on_a_missing_attribute_are_false_except_not_equal() {
        // given
        ExpressionAttributes attributes = values(":v", s("x"));
        // when / then
        assertThat(matches("nope = :v OR nope < :v OR nope BETWEEN :v AND :v OR nope IN (:v)", attributes, map()))
                .isFalse();
        assertThat(matches("nope <> :v AND NOT begins_with(nope, :v) AND NOT contains(nope, :v) "
                + "AND attribute_not_exists(nope)", values(":v", s("x")), map())).isTrue();
    }

    @Test
    void strings_compare_by_utf8_bytes_so_a_supplementary_character_sorts_after_u_ffff() {
        // given
        Map<String, AttributeValue> item = map("u", s("\u00e9\uD83D\uDE00"));
        // when / then
        assertThat(matches("u > :v", values(":v", s("\u00e9\uFFFF")), item)).isTrue();
    }

    @Test
    void binaries_compare_as_unsigned_bytes() {
        // given
        Map<String, AttributeValue> item = map("b", b(0x80));
        // when / then
        assertThat(matches("b > :v", values(":v", b(0x7F, 0x00)), item)).isTrue();
        assertThat(matches("b < :v", values(":v", b(0x80, 0x00)), item)).isTrue();
    }

    @Test
    void numbers_compare_numerically_in_sets_lists_and_maps() {
        // given
        Map<String, AttributeValue> item = map("ns", ns("1", "2"), "l", l(n("1")), "m", m("a", n("10")));
        // when / then
        assertThat(matches("ns = :s AND contains(ns, :two) AND l = :l AND contains(l, :one) AND m = :m",
                values(":s", ns("2", "1.0"), ":two", n("2.00"), ":l", l(n("1.0")), ":one", n("1e0"),
                        ":m", m("a", n("1e1"))), item)).isTrue();
    }

    @Test
    void size_counts_utf16_units_bytes_and_elements_and_has_no_value_for_numbers() {
        // given
        Map<String, AttributeValue> item = map("u", s("\u00e9\uD83D\uDE00"), "b", b(1, 2, 3), "ss", ss("a", "b"),
                "m", m("a", n("1")), "n", n("5"));
        // when / then
        assertThat(matches("size(u) = :three AND size(b) = :three AND size(ss) = :two AND size(m) = :one",
                values(":three", n("3"), ":two", n("2"), ":one", n("1")), item)).isTrue();
        assertThat(matches("size(n) >= :zero", values(":zero", n("-1")), item)).isFalse();
        assertThat(matches("size(n) <> :zero", values(":zero", n("0")), item)).isTrue();
    }

    @Test
    void top_level_names_are_listed_in_order_of_first_appearance() {
        // given
        Condition condition = Expressions.parseCondition("#b.c = :v OR size(a) > :v AND contains(#b, :v) OR x[0] = :v",
                ExpressionKind.FILTER, ExpressionAttributes.of(Map.of("#b", "bee"), Map.of(":v", n("1"))));
        // then
        assertThat(condition.topLevelAttributeNames()).containsExactly("bee", "a", "x");
    }

    @Test
    void names_resolve_to_literal_attribute_names() {
        // given
        Map<String, AttributeValue> item = map("a.b", s("dotted"), "a", m("b", s("nested")));
        // when / then
        assertThat(matches("#k = :v", ExpressionAttributes.of(Map.of("#k", "a.b"), Map.of(":v", s("dotted"))), item))
                .isTrue();
        assertThat(matches("a.b = :v", values(":v", s("nested")), item)).isTrue();
        assertThat(matches("a.#k = :v", ExpressionAttributes.of(Map.of("#k", "b"), Map.of(":v", s("nested"))), item))
                .isTrue();
        assertThat(names("#k", "a").name("#k")).isEqualTo("a");
    }
}
