package dev.dynamofixtures.core.internal.expr;

import static dev.dynamofixtures.core.internal.expr.AttributeMaps.assertValidationError;
import static dev.dynamofixtures.core.internal.expr.AttributeMaps.map;
import static dev.dynamofixtures.core.internal.expr.AttributeMaps.n;
import static dev.dynamofixtures.core.internal.expr.AttributeMaps.s;
import static dev.dynamofixtures.core.internal.expr.AttributeMaps.values;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/** KeyConditionExpression structure (SPEC 5.2) and its normalised conditions. */
class KeyConditionTest {
    /** The probed tables' key: HASH pk, RANGE sk, no index. */
    static final KeyAttributeNames PK_SK = new KeyAttributeNames(List.of("pk", "sk"), List.of());

    private static List<KeyCondition> parseKeyCondition(String text, ExpressionAttributes attributes) {
        return Expressions.parseKeyCondition(text, attributes, PK_SK);
    }


    private static ExpressionAttributes abc() {
        return values(":a", s("A"), ":b", s("B"), ":c", s("C"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "pk = :a             | pk | EQ",
        ":a = pk             | pk | EQ",
        "sk < :a             | sk | LT",
        ":a < sk             | sk | GT",
        ":a <= sk            | sk | GE",
        ":a > sk             | sk | LT",
        ":a >= sk            | sk | LE",
        "begins_with(sk, :a) | sk | BEGINS_WITH"})
    void a_condition_is_normalised_with_the_key_on_the_left(String text, String key, KeyOperator operator) {
        // when
        List<KeyCondition> conditions = parseKeyCondition(text, values(":a", s("A")));
        // then
        assertThat(conditions).containsExactly(new KeyCondition(key, operator, List.of(s("A"))));
    }

    @Test
    void conditions_come_in_textual_order_with_canonical_values() {
        // given
        ExpressionAttributes attributes = ExpressionAttributes.of(map("#s", "sk"), map(":p", s("P"), ":lo", n("01"),
                ":hi", n("2.50")));
        // when
        List<KeyCondition> conditions = parseKeyCondition(
                "(#s BETWEEN :lo AND :hi) and pk = :p", attributes);
        // then
        assertThat(conditions).containsExactly(
                new KeyCondition("sk", KeyOperator.BETWEEN, List.of(n("1"), n("2.5"))),
                new KeyCondition("pk", KeyOperator.EQ, List.of(s("P"))));
    }

    @Test
    void a_repeated_expression_takes_each_requests_own_names_and_values() {
        String text = "#k = :v AND #r > :w";
        // when
        List<KeyCondition> first = parseKeyCondition(text,
                ExpressionAttributes.of(map("#k", "pk", "#r", "sk"), map(":v", s("A"), ":w", n("1"))));
        List<KeyCondition> sameNamesOtherValues = parseKeyCondition(text,
                ExpressionAttributes.of(map("#k", "pk", "#r", "sk"), map(":v", s("B"), ":w", n("2"))));
        List<KeyCondition> otherNames = parseKeyCondition(text,
                ExpressionAttributes.of(map("#k", "h", "#r", "r"), map(":v", s("A"), ":w", n("1"))));
        // then
        assertThat(first).containsExactly(new KeyCondition("pk", KeyOperator.EQ, List.of(s("A"))),
                new KeyCondition("sk", KeyOperator.GT, List.of(n("1"))));
        assertThat(sameNamesOtherValues).containsExactly(new KeyCondition("pk", KeyOperator.EQ, List.of(s("B"))),
                new KeyCondition("sk", KeyOperator.GT, List.of(n("2"))));
        assertThat(otherNames).containsExactly(new KeyCondition("h", KeyOperator.EQ, List.of(s("A"))),
                new KeyCondition("r", KeyOperator.GT, List.of(n("1"))));
    }

    @Test
    void a_repeated_expression_is_rejected_or_accepted_by_the_names_of_each_request() {
        String text = "#a = :v AND #b = :w";
        // then: the same text is a repeated key with one names map and two keys with another, in either order
        assertValidationError(() -> parseKeyCondition(text,
                ExpressionAttributes.of(map("#a", "pk", "#b", "pk"), map(":v", s("A"), ":w", s("B")))),
                "KeyConditionExpressions must only contain one condition per key");
        assertThat(parseKeyCondition(text,
                ExpressionAttributes.of(map("#a", "pk", "#b", "sk"), map(":v", s("A"), ":w", s("B"))))).hasSize(2);
        assertValidationError(() -> parseKeyCondition(text,
                ExpressionAttributes.of(map("#a", "pk", "#b", "pk"), map(":v", s("A"), ":w", s("B")))),
                "KeyConditionExpressions must only contain one condition per key");
    }

    static Stream<Arguments> structuralErrors() {
        return Stream.of(
                Arguments.of("pk = :a OR sk = :b", "Invalid operator used in KeyConditionExpression: OR"),
                Arguments.of("NOT pk = :a", "Invalid operator used in KeyConditionExpression: NOT"),
                Arguments.of("pk <> :a", "Invalid operator used in KeyConditionExpression: <>"),
                Arguments.of("pk IN (:a)", "Invalid operator used in KeyConditionExpression: IN"),
                Arguments.of("contains(pk, :a)", "Invalid operator used in KeyConditionExpression: contains"),
                Arguments.of("size(pk) = :a", "KeyConditionExpressions cannot contain nested operations"),
                Arguments.of("pk = size(:a)", "KeyConditionExpressions cannot contain nested operations"),
                Arguments.of("pk = :a AND pk = :b", "KeyConditionExpressions must only contain one condition per key"),
                Arguments.of("pk = sk", "Invalid condition in KeyConditionExpression: Multiple attribute names used in "
                        + "one condition"),
                Arguments.of(":a = :b", "Invalid condition in KeyConditionExpression: No key attribute specified"),
                Arguments.of("begins_with(:a, sk)", "Invalid condition in KeyConditionExpression: begins_with operator "
                        + "must have the key attribute as its first operand"),
                Arguments.of(":a BETWEEN pk AND sk", "Invalid condition in KeyConditionExpression: BETWEEN operator must "
                        + "have the key attribute as its first operand"),
                Arguments.of("pk BETWEEN sk AND :b", "Invalid condition in KeyConditionExpression: Multiple attribute "
                        + "names used in one condition"),
                Arguments.of("pk.x = :a", "Key attributes must be scalars; list random access '[]' and map lookup '.' "
                        + "are not allowed: Key: pk"),
                Arguments.of("pk = :a OR sk[0] = :b", "Key attributes must be scalars; list random access '[]' and map "
                        + "lookup '.' are not allowed: Key: sk"),
                Arguments.of("pk = :a AND v.x = :b", "KeyConditionExpressions cannot have conditions on nested attributes"),
                Arguments.of("pk = :a AND pk = :b AND v.x = :c",
                        "KeyConditionExpressions must only contain one condition per key"),
                Arguments.of("v.x = :a OR pk.y = :b", "Key attributes must be scalars; list random access '[]' and map "
                        + "lookup '.' are not allowed: Key: pk"),
                Arguments.of("size(sk) = :a AND pk = :b AND pk = :c",
                        "KeyConditionExpressions cannot contain nested operations"),
                Arguments.of("pk = :a AND pk = :b AND size(sk) = :c",
                        "KeyConditionExpressions must only contain one condition per key"));
    }

    @ParameterizedTest
    @MethodSource("structuralErrors")
    void structural_rules_are_checked_paths_first_then_in_textual_order(String text, String message) {
        // when / then
        // a key taken apart is worded by the service as any nested path in a key condition, by Local with the key's name
        String live = message.startsWith("Key attributes must be scalars")
                ? "KeyConditionExpressions cannot have conditions on nested attributes" : message;
        assertValidationError(() -> parseKeyCondition(text, usedOrNot(text)), live, message);
    }

    @Test
    void a_placeholder_naming_a_dotted_attribute_is_a_plain_key_name() {
        // when
        List<KeyCondition> conditions = parseKeyCondition("#n = :a",
                ExpressionAttributes.of(map("#n", "pk.x"), map(":a", s("A"))));
        // then
        assertThat(conditions).extracting(KeyCondition::attributeName).containsExactly("pk.x");
    }

    @Test
    void expression_errors_are_prefixed_and_come_before_structural_errors() {
        // when / then
        assertValidationError(() -> parseKeyCondition("pk = pk OR sk = :a", abc()),
                "Invalid KeyConditionExpression: The first operand must be distinct from the remaining operands for "
                        + "this operator or function; operator: =, first operand: [pk]");
        assertValidationError(() -> parseKeyCondition("pk = :a AND begins_with(sk, :n)",
                        values(":a", s("A"), ":n", n("1"))),
                "Invalid KeyConditionExpression: Incorrect operand type for operator or function; operator or "
                        + "function: begins_with, operand type: N");
    }

    @Test
    void structural_rules_wait_until_the_conditions_are_asked_for() {
        // given: DynamoDB reports unused values before the structure of the key condition
        ExpressionAttributes attributes = values(":a", s("A"), ":unused", s("U"));
        KeyConditionExpression expression = Expressions.parseKeyConditionExpression("pk = :a OR sk = :a", attributes);
        // when / then
        assertValidationError(attributes::checkAllUsed,
                "Value provided in ExpressionAttributeValues unused in expressions: keys: {:unused}");
        assertValidationError(() -> expression.conditions(() -> PK_SK), "Invalid operator used in KeyConditionExpression: OR");
    }

    private static ExpressionAttributes usedOrNot(String text) {
        return text.contains(":") ? abc() : ExpressionAttributes.none();
    }
}
