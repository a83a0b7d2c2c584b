package dev.dynamofixtures.core.ops;

import static dev.dynamofixtures.core.ops.TestTables.item;
import static dev.dynamofixtures.core.ops.TestTables.table;
import static org.assertj.core.api.Assertions.assertThat;
import static software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType.N;
import static software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType.S;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;

class BatchGetItemTest {
    private Errors engines;

    @BeforeEach
    void seed() {
        engines = new Errors(c -> {
            table("orders").hash("pk", S).range("sk", N).create(c);
            table("users").hash("id", S).create(c);
            for (int i = 1; i <= 3; i++) {
                int sk = i;
                c.putItem(b -> b.tableName("orders").item(item("pk", "a", "sk", sk, "total", sk * 10, "note", "n")));
            }
            c.putItem(b -> b.tableName("users").item(item("id", "u1", "name", "Ann", "d", "x".repeat(5000))));
        });
    }

    @AfterEach
    void close() {
        engines.close();
    }

    static Map<String, KeysAndAttributes> requests(Object... tablesAndRequests) {
        Map<String, KeysAndAttributes> items = new LinkedHashMap<>();
        for (int i = 0; i < tablesAndRequests.length; i += 2) {
            items.put((String) tablesAndRequests[i], (KeysAndAttributes) tablesAndRequests[i + 1]);
        }
        return items;
    }

    @SafeVarargs
    static KeysAndAttributes keys(Map<String, AttributeValue>... keys) {
        return KeysAndAttributes.builder().keys(keys).build();
    }

    @Test
    void found_items_come_back_per_table_and_a_table_with_nothing_found_has_an_empty_list() {
        BatchGetItemResponse response = engines.live().batchGetItem(b -> b.requestItems(requests(
                "orders", keys(item("pk", "a", "sk", 2), item("pk", "a", "sk", 9)),
                "users", keys(item("id", "nobody")))));

        assertThat(response.responses()).containsOnlyKeys("orders", "users");
        assertThat(response.responses().get("orders")).containsExactly(
                item("pk", "a", "sk", 2, "total", 20, "note", "n"));
        assertThat(response.responses().get("users")).isEmpty();
        assertThat(response.hasUnprocessedKeys()).isTrue();
        assertThat(response.unprocessedKeys()).isEmpty();
    }

    @Test
    void each_table_has_its_own_projection() {
        BatchGetItemResponse response = engines.live().batchGetItem(b -> b.requestItems(requests(
                "orders", KeysAndAttributes.builder().keys(item("pk", "a", "sk", 1)).projectionExpression("#t, nope")
                        .expressionAttributeNames(Map.of("#t", "total")).build(),
                "users", KeysAndAttributes.builder().keys(item("id", "u1")).projectionExpression("#t, id")
                        .expressionAttributeNames(Map.of("#t", "name")).build())));

        assertThat(response.responses().get("orders")).containsExactly(item("total", 10));
        assertThat(response.responses().get("users")).containsExactly(item("name", "Ann", "id", "u1"));
    }

    @Test
    void attributes_to_get_select_attributes_the_legacy_way() {
        BatchGetItemResponse response = engines.live().batchGetItem(b -> b.requestItems(requests(
                "users", KeysAndAttributes.builder().keys(item("id", "u1")).attributesToGet("name", "id", "nope").build(),
                "orders", keys(item("pk", "a", "sk", 1)))));

        assertThat(response.responses().get("users")).containsExactly(item("id", "u1", "name", "Ann"));
        assertThat(response.responses().get("orders")).hasSize(1);
    }

    @Test
    void capacity_rounds_each_item_separately_per_table_and_a_missing_key_costs_the_minimum_read() {
        List<ConsumedCapacity> capacity = engines.live().batchGetItem(b -> b.requestItems(requests(
                "orders", KeysAndAttributes.builder().keys(item("pk", "a", "sk", 1), item("pk", "a", "sk", 2),
                        item("pk", "a", "sk", 3)).projectionExpression("pk").build(),
                "users", KeysAndAttributes.builder().keys(item("id", "u1"), item("id", "nobody"))
                        .consistentRead(true).build()))
                .returnConsumedCapacity(ReturnConsumedCapacity.INDEXES)).consumedCapacity();

        assertThat(capacity).extracting(ConsumedCapacity::tableName).containsExactly("orders", "users");
        assertThat(capacity.get(0).capacityUnits()).as("three small eventual reads").isEqualTo(1.5);
        assertThat(capacity.get(1).capacityUnits()).as("a 5 KB strong read and a missing one").isEqualTo(3.0);
        assertThat(capacity.get(1).table().capacityUnits()).isEqualTo(3.0);
        assertThat(capacity.get(1).readCapacityUnits()).isEqualTo(3.0);
    }

    static Stream<Arguments> invalidRequests() {
        List<Map<String, AttributeValue>> hundredOne = new ArrayList<>();
        for (int i = 0; i < 101; i++) {
            hundredOne.add(item("id", "k" + i));
        }
        List<Map<String, AttributeValue>> sixty = new ArrayList<>();
        for (int i = 0; i < 60; i++) {
            sixty.add(item("pk", "k", "sk", i));
        }
        return Stream.of(
                Arguments.of("no tables", requests(),
                        "1 validation error detected: Value '{}' at 'requestItems' failed to satisfy constraint: "
                                + "Member must have length greater than or equal to 1",
                        "BatchGetItem must have some requests set"),
                Arguments.of("an empty key list", requests("users", KeysAndAttributes.builder().keys(List.of()).build()),
                        "1 validation error detected: Value '[]' at 'requestItems.users.member.keys' failed to satisfy "
                                + "constraint: Member must have length greater than or equal to 1",
                        "The list of keys in RequestItems for BatchGetItem is required: users has empty list"),
                Arguments.of("101 keys over two tables", requests("users", KeysAndAttributes.builder()
                                .keys(hundredOne.subList(0, 41)).build(), "orders",
                                KeysAndAttributes.builder().keys(sixty).build()),
                        "Too many items requested for the BatchGetItem call",
                        "Too many items requested for the BatchGetItem call"),
                Arguments.of("a key twice, the number written differently", requests("orders",
                                keys(item("pk", "a", "sk", 1), item("pk", "a", "sk", AttributeValue.fromN("1.00")))),
                        "Provided list of item keys contains duplicates", "Provided list of item keys contains duplicates"),
                Arguments.of("a key of the wrong type", requests("users", keys(item("id", 1))),
                        "The provided key element does not match the schema",
                        "One or more parameter values were invalid: Type mismatch for key"),
                Arguments.of("a key missing its sort key", requests("orders", keys(item("pk", "a"))),
                        "The provided key element does not match the schema",
                        "The number of conditions on the keys is invalid"),
                Arguments.of("a projection and AttributesToGet", requests("users", KeysAndAttributes.builder()
                                .keys(item("id", "u1")).projectionExpression("id").attributesToGet("id").build()),
                        "Can not use both expression and non-expression parameters in the same request: "
                                + "Non-expression parameters: {AttributesToGet} Expression parameters: {ProjectionExpression}",
                        "Can not use both expression and non-expression parameters in the same request: "
                                + "Non-expression parameters: {AttributesToGet} Expression parameters: {ProjectionExpression}"),
                Arguments.of("AttributesToGet in one table and a projection in another", requests("users",
                                KeysAndAttributes.builder().keys(item("id", "u1")).attributesToGet("id").build(), "orders",
                                KeysAndAttributes.builder().keys(item("pk", "a", "sk", 1)).projectionExpression("pk").build()),
                        "Can not use both expression and non-expression parameters in the same request: "
                                + "Non-expression parameters: {AttributesToGet} Expression parameters: {ProjectionExpression}",
                        "Can not use both expression and non-expression parameters in the same request: "
                                + "Non-expression parameters: {AttributesToGet} Expression parameters: {ProjectionExpression}"),
                Arguments.of("names without a projection", requests("users", KeysAndAttributes.builder()
                                .keys(item("id", "u1")).expressionAttributeNames(Map.of("#a", "b")).build()),
                        "ExpressionAttributeNames can only be specified when using expressions",
                        "ExpressionAttributeNames can only be specified when using expressions"),
                Arguments.of("an unused name", requests("users", KeysAndAttributes.builder().keys(item("id", "u1"))
                                .projectionExpression("#a").expressionAttributeNames(Map.of("#a", "x", "#b", "y")).build()),
                        "Value provided in ExpressionAttributeNames unused in expressions: keys: {#b}",
                        "Value provided in ExpressionAttributeNames unused in expressions: keys: {#b}"),
                Arguments.of("a projection syntax error", requests("users", KeysAndAttributes.builder()
                                .keys(item("id", "u1")).projectionExpression("a,,").build()),
                        "Invalid ProjectionExpression: Syntax error; token: \",\", near: \",,\"",
                        "Invalid ProjectionExpression: Syntax error; token: \",\", near: \",,\""),
                Arguments.of("AttributesToGet with a name twice", requests("users", KeysAndAttributes.builder()
                                .keys(item("id", "u1")).attributesToGet("a", "a").build()),
                        "One or more parameter values were invalid: Duplicate value in attribute name: a",
                        "One or more parameter values were invalid: Duplicate value in attribute name: a"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("invalidRequests")
    void invalid_requests_are_rejected_with_the_services_and_dynamodb_locals_texts(String description,
            Map<String, KeysAndAttributes> items, String live, String local) {
        engines.assertFails(c -> c.batchGetItem(b -> b.requestItems(items)), DynamoDbException.class, live, local);
    }

    @Test
    void an_unknown_table_fails_the_whole_call() {
        engines.assertFails(c -> c.batchGetItem(b -> b.requestItems(requests("users", keys(item("id", "u1")),
                        "nope", keys(item("id", "u1"))))), ResourceNotFoundException.class,
                "Requested resource not found", "Cannot do operations on a non-existent table");
    }

    @Test
    void a_table_of_more_than_a_hundred_keys_breaks_its_list_length_in_the_service() {
        List<Map<String, AttributeValue>> keys = new ArrayList<>();
        for (int i = 0; i < 101; i++) {
            keys.add(item("id", "k" + i));
        }
        DynamoDbException error = engines.assertFails(c -> c.batchGetItem(b -> b.requestItems(requests("users",
                        KeysAndAttributes.builder().keys(keys).build()))), DynamoDbException.class,
                liveKeysTooLong(keys), "Too many items requested for the BatchGetItem call");

        assertThat(error.awsErrorDetails().errorMessage()).startsWith(
                "1 validation error detected: Value '[com.amazonaws.dynamodb.v20120810.AttributeValue@");
    }

    private static String liveKeysTooLong(List<Map<String, AttributeValue>> keys) {
        StringBuilder echo = new StringBuilder();
        for (Map<String, AttributeValue> key : keys) {
            echo.append(echo.length() == 0 ? "" : ", ").append("com.amazonaws.dynamodb.v20120810.AttributeValue@")
                    .append(Integer.toHexString(key.hashCode()));
        }
        return "1 validation error detected: Value '[" + echo + "]' at 'requestItems.users.member.keys' failed to "
                + "satisfy constraint: Member must have length less than or equal to 100";
    }
}
