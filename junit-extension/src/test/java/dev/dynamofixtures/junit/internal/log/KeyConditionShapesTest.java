package dev.dynamofixtures.junit.internal.log;

// The engine and the remote backends share one shape formatter (the core's), so hasKeyConditionShape reads the same on every backend.

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ComparisonOperator;
import software.amazon.awssdk.services.dynamodb.model.Condition;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import dev.dynamofixtures.core.internal.ops.KeyConditionShapes;

class KeyConditionShapesTest {
    private static final Map<String, String> NAMES = Map.of("#c", "customer_id", "#s", "status", "#d", "order_date");

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            '#c = :c'                                               | customer_id = :value
            'customer_id=:c'                                        | customer_id = :value
            '#c = :c AND #s = :s AND #d BETWEEN :from AND :to'      | customer_id = :value AND status = :value AND order_date BETWEEN :value AND :value
            '#c = :c and   #d   between :a and :b'                  | customer_id = :value AND order_date BETWEEN :value AND :value
            '(#c = :c) AND (begins_with(#d, :prefix))'              | customer_id = :value AND begins_with(order_date, :value)
            '#c = :c AND begins_with ( #d , :prefix )'              | customer_id = :value AND begins_with(order_date, :value)
            '#c = :c AND #d >= :from'                               | customer_id = :value AND order_date >= :value
            '#c = :c AND #d<:to'                                    | customer_id = :value AND order_date < :value
            '#unknown = :v'                                         | #unknown = :value
            """)
    void an_expression_is_shaped_with_names_resolved_values_hidden_and_spacing_normalised(String expression,
            String shape) {
        assertThat(KeyConditionShapes.of(QueryRequest.builder().tableName("t").keyConditionExpression(expression)
                .expressionAttributeNames(NAMES).build())).contains(shape);
    }

    @Test
    void legacy_key_conditions_are_shaped_alike_with_equalities_first() {
        // given
        Map<String, Condition> conditions = new LinkedHashMap<>();
        conditions.put("order_date", condition(ComparisonOperator.BETWEEN));
        conditions.put("customer_id", condition(ComparisonOperator.EQ));

        // when
        String shape = KeyConditionShapes.of(QueryRequest.builder().tableName("t").keyConditions(conditions).build()).orElseThrow();

        // then
        assertThat(shape).isEqualTo("customer_id = :value AND order_date BETWEEN :value AND :value");
    }

    @Test
    void a_legacy_begins_with_is_written_as_the_function() {
        assertThat(KeyConditionShapes.of(QueryRequest.builder().tableName("t")
                .keyConditions(Map.of("sk", condition(ComparisonOperator.BEGINS_WITH))).build()))
                .contains("begins_with(sk, :value)");
    }

    private static Condition condition(ComparisonOperator operator) {
        return Condition.builder().comparisonOperator(operator).attributeValueList(AttributeValue.fromS("x")).build();
    }
}
