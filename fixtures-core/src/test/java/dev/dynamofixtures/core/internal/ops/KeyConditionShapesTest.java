package dev.dynamofixtures.core.internal.ops;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ComparisonOperator;
import software.amazon.awssdk.services.dynamodb.model.Condition;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/** The key condition shapes the operation log shows: names resolved, values as :value, spacing normalised. */
class KeyConditionShapesTest {
    private static final Map<String, String> NAMES = Map.of("#c", "customer_id", "#s", "status", "#d", "order_date");

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', value = {
        "#c = :c                                           | customer_id = :value",
        "#c=:c AND #s=:s                                   | customer_id = :value AND status = :value",
        "#c = :c and #s = :s AND #d BETWEEN :a and :b      | customer_id = :value AND status = :value AND order_date BETWEEN :value AND :value",
        "(#c = :c) AND (#d >= :from)                       | customer_id = :value AND order_date >= :value",
        "#c = :c AND begins_with ( #d , :p )               | customer_id = :value AND begins_with(order_date, :value)",
        "#c = :c AND #d<:x                                 | customer_id = :value AND order_date < :value",
        "pk = :v AND sk <= :w                              | pk = :value AND sk <= :value",
        "#unknown = :v                                     | #unknown = :value",
    })
    void an_expressions_shape_resolves_names_and_hides_values(String expression, String shape) {
        assertThat(KeyConditionShapes.ofExpression(expression, NAMES)).isEqualTo(shape);
    }

    @Test
    void legacy_key_conditions_have_the_expression_form_with_equalities_first() {
        Map<String, Condition> conditions = new LinkedHashMap<>();
        conditions.put("order_date", legacy(ComparisonOperator.BETWEEN));
        conditions.put("customer_id", legacy(ComparisonOperator.EQ));
        Map<String, Condition> prefix = new LinkedHashMap<>();
        prefix.put("customer_id", legacy(ComparisonOperator.EQ));
        prefix.put("order_id", legacy(ComparisonOperator.BEGINS_WITH));

        assertThat(KeyConditionShapes.ofLegacy(conditions))
                .isEqualTo("customer_id = :value AND order_date BETWEEN :value AND :value");
        assertThat(KeyConditionShapes.ofLegacy(prefix))
                .isEqualTo("customer_id = :value AND begins_with(order_id, :value)");
    }

    @Test
    void a_query_without_a_key_condition_has_no_shape() {
        assertThat(KeyConditionShapes.of(QueryRequest.builder().tableName("t").build())).isEmpty();
    }

    private static Condition legacy(ComparisonOperator operator) {
        return Condition.builder().comparisonOperator(operator)
                .attributeValueList(List.of(AttributeValue.fromS("x"))).build();
    }
}
