package dev.dynamofixtures.core.internal.expr;

import static dev.dynamofixtures.core.internal.expr.AttributeMaps.assertValidationError;
import static dev.dynamofixtures.core.internal.expr.AttributeMaps.map;
import static dev.dynamofixtures.core.internal.expr.AttributeMaps.n;
import static dev.dynamofixtures.core.internal.expr.AttributeMaps.s;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** ExpressionAttributeNames / ExpressionAttributeValues checks of SPEC 6.5. */
class ExpressionAttributesTest {

    static Stream<Arguments> invalidMaps() {
        String longName = "#" + "n".repeat(255);
        return Stream.of(
                Arguments.of(map(), map(":v", s("x")), "ExpressionAttributeNames must not be empty"),
                Arguments.of(map("#n", "a"), map(), "ExpressionAttributeValues must not be empty"),
                Arguments.of(map("n", "a"), map(), "ExpressionAttributeNames contains invalid key: Syntax error; key: \"n\""),
                Arguments.of(map("#n-x", "a"), null,
                        "ExpressionAttributeNames contains invalid key: Syntax error; key: \"#n-x\""),
                Arguments.of(map("#", "a"), null, "ExpressionAttributeNames contains invalid key: Syntax error; key: \"#\""),
                Arguments.of(map(longName, "a"), null, "ExpressionAttributeNames contains invalid key: "
                        + "The expression attribute map contains a key that is too long; size of key: 256"),
                Arguments.of(map("n".repeat(300), "a"), null, "ExpressionAttributeNames contains invalid key: "
                        + "The expression attribute map contains a key that is too long; size of key: 300"),
                Arguments.of(null, map(":" + "v".repeat(255), s("x")), "ExpressionAttributeValues contains invalid key: "
                        + "The expression attribute map contains a key that is too long;"),
                Arguments.of(null, map(":v-x", s("x")),
                        "ExpressionAttributeValues contains invalid key: Syntax error; key: \":v-x\""),
                Arguments.of(null, map(":", s("x")), "ExpressionAttributeValues contains invalid key: Syntax error; key: \":\""),
                Arguments.of(map("#n", ""), map("bad", s("x")),
                        "ExpressionAttributeValues contains invalid key: Syntax error; key: \"bad\""),
                Arguments.of(map("#n", ""), map(":v", AttributeValue.builder().build()),
                        "ExpressionAttributeValues contains invalid value: Supplied AttributeValue is empty, must contain "
                                + "exactly one of the supported datatypes for key :v"),
                Arguments.of(null, map(":v", AttributeValue.fromSs(java.util.List.of())),
                        "ExpressionAttributeValues contains invalid value: One or more parameter values were invalid: "
                                + "An string set  may not be empty for key :v"),
                Arguments.of(null, map(":w", AttributeValue.fromNul(false), ":v", AttributeValue.builder().build()),
                        "ExpressionAttributeValues contains invalid value: One or more parameter values were invalid: "
                                + "Null attribute value types must have the value of true for key :w"),
                Arguments.of(map("#n", ""), map(":v", s("x")),
                        "ExpressionAttributeNames contains invalid value: Empty attribute name for key #n"),
                Arguments.of(map("#n", "\u00e9".repeat(32768)), map(":v", s("x")),
                        "ExpressionAttributeNames contains invalid value: Attribute name is too large, must be less than "
                                + "65536 bytes for key #n"));
    }

    @ParameterizedTest
    @MethodSource("invalidMaps")
    void invalid_maps_are_rejected_names_then_values_then_name_values(Map<String, String> names,
            Map<String, AttributeValue> values, String message) {
        // given
        ExpressionAttributes attributes = ExpressionAttributes.of(names, values);
        // when / then
        assertValidationError(() -> attributes.checkSuppliedWithoutExpressions(true, "FilterExpression"), message);
    }

    @Test
    void an_invalid_value_reports_the_live_number_text_too() {
        // given
        ExpressionAttributes attributes = ExpressionAttributes.of(null, map(":v", n("x")));
        // when / then
        assertValidationError(attributes::validate,
                "ExpressionAttributeValues contains invalid value: The parameter cannot be converted to a numeric "
                        + "value: x for key :v",
                "ExpressionAttributeValues contains invalid value: A value provided cannot be converted into a number "
                        + "for key :v");
    }

    @Test
    void names_without_any_expression_are_rejected_before_values() {
        // given
        ExpressionAttributes attributes = ExpressionAttributes.of(map("#n", "a"), map(":v", s("x")));
        // when / then
        assertValidationError(() -> attributes.checkSuppliedWithoutExpressions(false, "FilterExpression"),
                "ExpressionAttributeNames can only be specified when using expressions");
    }

    @Test
    void values_without_an_expression_that_takes_values_name_the_missing_parameters() {
        // given: a Query with KeyConditions and a ProjectionExpression
        ExpressionAttributes attributes = ExpressionAttributes.of(map("#n", "a"), map(":v", s("x")));
        // when / then
        assertValidationError(() -> attributes.checkSuppliedWithoutExpressions(true, false,
                        "FilterExpression and KeyConditionExpression"),
                "ExpressionAttributeValues can only be specified when using expressions: "
                        + "FilterExpression and KeyConditionExpression are null");
    }

    @Test
    void invalid_or_empty_maps_without_expressions_are_only_reported_as_supplied_without_expressions() {
        // given
        ExpressionAttributes empty = ExpressionAttributes.of(map(), map());
        ExpressionAttributes invalidValue = ExpressionAttributes.of(null, map(":v", AttributeValue.builder().build()));
        // when / then
        assertThatCode(() -> {
            empty.checkSuppliedWithoutExpressions(false, "FilterExpression");
            empty.checkAllUsed();
        }).doesNotThrowAnyException();
        assertValidationError(() -> invalidValue.checkSuppliedWithoutExpressions(false, "ConditionExpression"),
                "ExpressionAttributeValues can only be specified when using expressions: ConditionExpression is null");
    }

    @Test
    void unused_names_are_reported_before_unused_values() {
        // given
        ExpressionAttributes attributes = ExpressionAttributes.of(map("#u", "x"), map(":v", s("x"), ":w", s("y")));
        Expressions.parseCondition("a = :v", ExpressionKind.FILTER, attributes);
        // when / then
        assertValidationError(attributes::checkAllUsed,
                "Value provided in ExpressionAttributeNames unused in expressions: keys: {#u}");
    }

    @Test
    void unused_keys_are_listed_in_the_order_of_dynamodbs_hash_set() {
        // given
        ExpressionAttributes attributes = ExpressionAttributes.of(null, map(":v", s("x"), ":z", s("x"), ":w", s("x"),
                ":a", s("x"), ":b10", s("x"), ":b2", s("x")));
        Expressions.parseCondition("a = :v", ExpressionKind.FILTER, attributes);
        // when / then
        assertValidationError(attributes::checkAllUsed,
                "Value provided in ExpressionAttributeValues unused in expressions: keys: {:z, :a, :b2, :b10, :w}");
    }

    @Test
    void the_hash_order_depends_on_how_many_keys_the_request_has() {
        // given: :q and :a share a bucket of a 16-slot table but not of a 32-slot one
        Object[] keysAndValues = {":v", s("x"), ":q", s("x"), ":a", s("x"), ":f1", s("x"), ":f2", s("x"),
                ":f3", s("x"), ":f4", s("x"), ":f5", s("x"), ":f6", s("x"), ":f7", s("x"), ":f8", s("x"), ":f9", s("x")};
        ExpressionAttributes attributes = ExpressionAttributes.of(null, map(keysAndValues));
        Expressions.parseCondition("a IN (:v, :f1, :f2, :f3, :f4, :f5, :f6, :f7, :f8, :f9)", ExpressionKind.FILTER,
                attributes);
        // when / then
        assertValidationError(attributes::checkAllUsed,
                "Value provided in ExpressionAttributeValues unused in expressions: keys: {:a, :q}");
    }

    @Test
    void many_placeholders_used_repeatedly_all_count_as_used() {
        // given: more placeholders than the used-key tracking keeps in its small array, some used twice
        Object[] keysAndValues = {":v", s("x"), ":f1", s("x"), ":f2", s("x"), ":f3", s("x"), ":f4", s("x"),
                ":f5", s("x"), ":f6", s("x"), ":f7", s("x"), ":f8", s("x"), ":f9", s("x"), ":f10", s("x")};
        ExpressionAttributes attributes = ExpressionAttributes.of(null, map(keysAndValues));
        Expressions.parseCondition("a IN (:v, :f1, :f2, :f3, :f4, :f5, :f6, :v, :f7) AND b IN (:f8, :f1, :f9, :f10, :f2)",
                ExpressionKind.FILTER, attributes);
        // when / then
        assertThatCode(attributes::checkAllUsed).doesNotThrowAnyException();
    }

    @Test
    void values_are_bound_in_canonical_form() {
        // given
        ExpressionAttributes attributes = ExpressionAttributes.of(null, map(":v", n("1.50"), ":s", AttributeValue.fromNs(
                java.util.List.of("10", "2", "-1"))));
        // when
        attributes.validate();
        // then
        assertThat(attributes.value(":v")).isEqualTo(n("1.5"));
        assertThat(attributes.value(":s").ns()).containsExactly("-1", "2", "10");
        assertThat(attributes.rawValue(":v")).isEqualTo(n("1.50"));
    }

    @Test
    void a_number_with_a_second_member_is_rejected_even_when_it_looks_canonical() {
        // given
        AttributeValue twoMembers = AttributeValue.builder().n("1").bool(true).build();
        // when / then
        assertValidationError(() -> ExpressionAttributes.of(null, map(":v", twoMembers)).validate(),
                "ExpressionAttributeValues contains invalid value: Supplied AttributeValue has more than one datatypes "
                        + "set, must contain exactly one of the supported datatypes for key :v");
        assertThat(ExpressionAttributes.of(null, map(":v", n("-120"))).value(":v")).isEqualTo(n("-120"));
        ExpressionAttributes padded = ExpressionAttributes.of(null, map(":v", n("-0"), ":w", n("01")));
        assertThat(padded.value(":v")).isEqualTo(n("0"));
        assertThat(padded.value(":w")).isEqualTo(n("1"));
    }
}
