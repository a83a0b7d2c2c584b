package dev.dynamofixtures.core.internal.expr;

import static dev.dynamofixtures.core.internal.expr.AttributeMaps.assertValidationError;
import static dev.dynamofixtures.core.internal.expr.AttributeMaps.map;
import static dev.dynamofixtures.core.internal.expr.AttributeMaps.n;
import static dev.dynamofixtures.core.internal.expr.AttributeMaps.s;
import static dev.dynamofixtures.core.internal.expr.ProbedLegacyRequest.au;
import static dev.dynamofixtures.core.internal.expr.ProbedLegacyRequest.cond;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Legacy parameters where the service's documented behaviour is used, and what operations read from them. */
class LegacyParametersTest {

    @Test
    void an_attribute_update_without_action_is_a_put_as_documented() {
        // given: DynamoDB Local 3.3.1 ignores it; the API reference says PUT is the default
        UpdateAction action = LegacyParameters.attributeUpdates(map("x", au(null, s("v"))));
        // when
        Map<String, AttributeValue> updated = action.apply(map("pk", s("k"))).newItem();
        // then
        assertThat(updated).isEqualTo(map("pk", s("k"), "x", s("v")));
    }

    @Test
    void key_conditions_that_select_no_range_are_left_for_the_query_planner_to_reject() {
        // given: whether and how DynamoDB rejects them depends on the key attribute they constrain
        List<KeyCondition> conditions = LegacyParameters.keyConditions(map("pk", cond("NOT_NULL"),
                "sk", cond("NE", n("1")), "a", cond("IN", n("1"), n("2")), "b", cond("NULL"),
                "c", cond("CONTAINS", s("x")), "d", cond("NOT_CONTAINS", s("x"))));
        // then
        assertThat(conditions).extracting(KeyCondition::operator).containsExactly(KeyOperator.NOT_SCALAR,
                KeyOperator.NOT_INDEXABLE, KeyOperator.NOT_INDEXABLE, KeyOperator.NOT_SCALAR,
                KeyOperator.NOT_INDEXABLE, KeyOperator.NOT_INDEXABLE);
        assertThat(conditions).allSatisfy(condition -> assertThat(condition.operator().isIndexable()).isFalse());
    }

    @Test
    void key_conditions_become_key_conditions_with_canonical_values() {
        // when
        List<KeyCondition> conditions = LegacyParameters.keyConditions(map("pk", cond("EQ", s("p")),
                "sk", cond("BETWEEN", n("01"), n("2.50"))));
        // then
        assertThat(conditions).containsExactly(new KeyCondition("pk", KeyOperator.EQ, List.of(s("p"))),
                new KeyCondition("sk", KeyOperator.BETWEEN, List.of(n("1"), n("2.5"))));
    }

    @Test
    void conditional_operator_must_be_and_or_or_and_needs_two_conditions() {
        // when / then
        assertValidationError(() -> LegacyParameters.filter(map("a", cond("NOT_NULL"), "b", cond("NULL")), "XOR"),
                "1 validation error detected: Value 'XOR' at 'conditionalOperator' failed to satisfy constraint: "
                        + "Member must satisfy enum value set: [OR, AND]");
        assertValidationError(() -> LegacyParameters.filter(null, "OR"),
                "ConditionalOperator cannot be used without Filter or Expected");
        assertValidationError(() -> LegacyParameters.expected(map("a", ProbedLegacyRequest.expected(null,
                        Boolean.FALSE, null, null)), "AND"),
                "ConditionalOperator can only be used when Filter or Expected has two or more elements");
    }

    @Test
    void filters_name_the_attributes_they_read_in_order() {
        // when
        Condition condition = LegacyParameters.filter(map("b", cond("NOT_NULL"), "a", cond("EQ", n("1.0"))), "OR");
        // then
        assertThat(condition.topLevelAttributeNames()).containsExactly("b", "a");
        assertThat(condition.matches(map("a", n("1")))).isTrue();
        assertThat(condition.matches(map("c", n("1")))).isFalse();
    }

    @Test
    void attributes_to_get_are_literal_top_level_names_and_an_empty_list_projects_nothing_away() {
        // when / then
        assertThat(LegacyParameters.attributesToGet(List.of("m.a", "status")).orElseThrow().paths())
                .containsExactly(DocumentPath.of("m.a"), DocumentPath.of("status"));
        assertThat(LegacyParameters.attributesToGet(List.of())).isEmpty();
    }
}
