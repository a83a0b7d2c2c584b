package dev.dynamofixtures.core.ops;

import static dev.dynamofixtures.core.ops.TestTables.item;
import static dev.dynamofixtures.core.ops.TestTables.table;
import static dev.dynamofixtures.core.ops.TestTables.value;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType.N;
import static software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType.S;

import dev.dynamofixtures.core.InMemoryDynamo;
import dev.dynamofixtures.core.MessageDialect;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Condition;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * The legacy parameters on Query, Scan, GetItem, PutItem and DeleteItem: what they select, and DynamoDB's
 * errors in the service's words and in DynamoDB Local's (where Local words them differently or fails with
 * HTTP 500, the service's record in dynalite decides).
 */
class LegacyParametersTest {
    private InMemoryDynamo dynamo;
    private DynamoDbClient client;
    private InMemoryDynamo localDialect;
    private DynamoDbClient local;

    @BeforeEach
    void seed() {
        dynamo = InMemoryDynamo.create();
        client = dynamo.client();
        localDialect = InMemoryDynamo.builder().messageDialect(MessageDialect.LOCAL).build();
        local = localDialect.client();
        for (DynamoDbClient c : List.of(client, local)) {
            table("orders").hash("pk", S).range("sk", N)
                    .gsi("byStatus", ProjectionType.KEYS_ONLY, "status", S, ">amount", N).create(c);
            for (int sk = 1; sk <= 4; sk++) {
                int n = sk;
                c.putItem(b -> b.tableName("orders").item(item("pk", "a", "sk", n, "status", n % 2 == 0 ? "EVEN" : "ODD",
                        "amount", n * 10, "note", "note " + n)));
            }
        }
    }

    @AfterEach
    void close() {
        dynamo.close();
        localDialect.close();
    }

    private static Condition condition(String operator, Object... values) {
        return Condition.builder().comparisonOperator(operator)
                .attributeValueList(Arrays.stream(values).map(TestTables::value).toList()).build();
    }

    private static Map<String, Condition> conditions(Object... pairs) {
        Map<String, Condition> map = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            map.put((String) pairs[i], (Condition) pairs[i + 1]);
        }
        return map;
    }

    static Stream<Arguments> queryErrors() {
        String notIndexable = "Attempted conditional constraint is not an indexable operation";
        return Stream.of(
                Arguments.of("NE on the sort key", conditions("pk", condition("EQ", "a"), "sk", condition("NE", 1)),
                        notIndexable, notIndexable),
                Arguments.of("NULL on the sort key", conditions("pk", condition("EQ", "a"), "sk", condition("NULL")),
                        notIndexable, "Only scalar types can be used as Range Key values"),
                Arguments.of("NOT_NULL on the partition key", conditions("pk", condition("NOT_NULL")),
                        notIndexable, "Only scalar types can be used as Hash Key values"),
                Arguments.of("IN on the partition key", conditions("pk", condition("IN", "a")),
                        notIndexable, "Query key condition not supported"),
                Arguments.of("CONTAINS on the sort key", conditions("pk", condition("EQ", "a"), "sk", condition("CONTAINS", 1)),
                        notIndexable, notIndexable),
                Arguments.of("BEGINS_WITH on the partition key", conditions("pk", condition("BEGINS_WITH", "a")),
                        "Query key condition not supported", "Query key condition not supported"),
                Arguments.of("no partition key", conditions("sk", condition("EQ", 1)),
                        "Query condition missed key schema element: pk", "Query condition missed key schema element"),
                Arguments.of("no conditions", conditions(), "Conditions must be at least length 1",
                        "Conditions must be at least length 1"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("queryErrors")
    void key_conditions_are_rejected_in_each_dialects_words(String description, Map<String, Condition> keyConditions,
                                                            String live, String localText) {
        assertRejected(c -> c.query(b -> b.tableName("orders").keyConditions(keyConditions)), live, localText);
    }

    private void assertRejected(Consumer<DynamoDbClient> call, String live, String localText) {
        assertThatThrownBy(() -> call.accept(client)).isInstanceOfSatisfying(DynamoDbException.class, e ->
                assertThat(e.awsErrorDetails().errorMessage()).isEqualTo(live));
        assertThatThrownBy(() -> call.accept(local)).isInstanceOfSatisfying(DynamoDbException.class, e ->
                assertThat(e.awsErrorDetails().errorMessage()).isEqualTo(localText));
    }

    private List<Map<String, AttributeValue>> query(Consumer<QueryRequest.Builder> request) {
        return client.query(b -> request.accept(b.tableName("orders"))).items();
    }

    @Test
    void key_conditions_query_filters_and_attributes_to_get_select_and_shape_items() {
        // when
        List<Map<String, AttributeValue>> items = query(b -> b.keyConditions(conditions("pk", condition("EQ", "a"),
                        "sk", condition("BETWEEN", 2, 4)))
                .queryFilter(conditions("amount", condition("GE", 40), "note", condition("CONTAINS", "2")))
                .conditionalOperator("OR").attributesToGet("sk", "note").scanIndexForward(false));
        // then
        assertThat(items).containsExactly(item("sk", 4, "note", "note 4"), item("sk", 2, "note", "note 2"));
    }

    @Test
    void key_conditions_select_an_index_range() {
        // when
        List<Map<String, AttributeValue>> items = query(b -> b.indexName("byStatus")
                .keyConditions(conditions("status", condition("EQ", "EVEN"), "amount", condition("GT", 20))));
        // then
        assertThat(items).containsExactly(item("pk", "a", "sk", 4, "status", "EVEN", "amount", 40));
    }

    @Test
    void scan_filters_join_by_and_unless_told_or() {
        // when
        int and = client.scan(b -> b.tableName("orders").scanFilter(conditions("status", condition("EQ", "ODD"),
                "amount", condition("GT", 10)))).count();
        int or = client.scan(b -> b.tableName("orders").scanFilter(conditions("status", condition("EQ", "ODD"),
                "amount", condition("GT", 10))).conditionalOperator("OR")).count();
        // then
        assertThat(and).isEqualTo(1);
        assertThat(or).isEqualTo(4);
    }

    @Test
    void get_item_projects_attributes_to_get_as_top_level_names() {
        // when
        Map<String, AttributeValue> got = client.getItem(b -> b.tableName("orders").key(item("pk", "a", "sk", 1))
                .attributesToGet("note", "status.x", "nope")).item();
        // then
        assertThat(got).isEqualTo(item("note", "note 1"));
    }

    @Test
    void expected_guards_puts_and_deletes() {
        // when / then
        assertThatThrownBy(() -> client.deleteItem(b -> b.tableName("orders").key(item("pk", "a", "sk", 1))
                .expected(Map.of("note", TestUpdates.expectedValue(value("other"))))))
                .isInstanceOf(ConditionalCheckFailedException.class);
        client.putItem(b -> b.tableName("orders").item(item("pk", "a", "sk", 1, "note", "new"))
                .expected(Map.of("note", TestUpdates.expectedValue(value("other")), "amount",
                        TestUpdates.expectedValue(value(10)))).conditionalOperator("OR"));
        assertThat(client.getItem(b -> b.tableName("orders").key(item("pk", "a", "sk", 1))).item())
                .isEqualTo(item("pk", "a", "sk", 1, "note", "new"));
    }

    @Test
    void mixed_parameters_are_listed_in_dynamodb_order() {
        String message = "Can not use both expression and non-expression parameters in the same request: "
                + "Non-expression parameters: {AttributesToGet, QueryFilter, ConditionalOperator, KeyConditions} "
                + "Expression parameters: {ProjectionExpression, FilterExpression, KeyConditionExpression}";
        assertRejected(c -> c.query(b -> b.tableName("orders").keyConditions(conditions("pk", condition("EQ", "a")))
                .queryFilter(conditions("note", condition("NOT_NULL"))).attributesToGet("note").conditionalOperator("OR")
                .keyConditionExpression("pk = :p").filterExpression("attribute_exists(note)").projectionExpression("note")
                .expressionAttributeValues(Map.of(":p", value("a")))), message, message);
    }

    @Test
    void a_query_filter_may_not_name_a_key_attribute_of_the_index() {
        String message = "QueryFilter can only contain non-primary key attributes: Primary key attribute: amount";
        assertRejected(c -> c.query(b -> b.tableName("orders").indexName("byStatus")
                .keyConditions(conditions("status", condition("EQ", "ODD"))).queryFilter(conditions("sk",
                        condition("GT", 1), "amount", condition("GT", 1))).conditionalOperator("AND")), message, message);
    }

    @Test
    void conditional_operator_outside_the_enum_is_a_request_shape_error_for_the_service() {
        assertRejected(c -> c.scan(b -> b.tableName("orders").scanFilter(conditions("note", condition("NOT_NULL")))
                        .conditionalOperator("XOR")),
                "1 validation error detected: Value 'XOR' at 'conditionalOperator' failed to satisfy constraint: "
                        + "Member must satisfy enum value set: [OR, AND]",
                "ConditionalOperator can only be used when Filter or Expected has two or more elements");
    }
}
