package dev.dynamofixtures.core.ops;

import static dev.dynamofixtures.core.ops.TestTables.item;
import static dev.dynamofixtures.core.ops.TestTables.table;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static org.assertj.core.api.Assertions.tuple;
import static software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType.N;
import static software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType.S;

import java.util.ArrayList;
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
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.ItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItem;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

class TransactGetItemsTest {
    private Errors engines;

    @BeforeEach
    void seed() {
        engines = new Errors(c -> {
            table("accounts").hash("id", S).create(c);
            table("orders").hash("pk", S).range("sk", N).create(c);
            c.putItem(b -> b.tableName("accounts").item(item("id", "a", "balance", 10, "owner", "Ann")));
            c.putItem(b -> b.tableName("orders").item(item("pk", "a", "sk", 1, "d", "x".repeat(5000))));
        });
    }

    @AfterEach
    void close() {
        engines.close();
    }

    static TransactGetItem get(String table, Map<String, AttributeValue> key) {
        return TransactGetItem.builder().get(g -> g.tableName(table).key(key)).build();
    }

    @Test
    void responses_come_in_request_order_with_an_empty_response_for_a_missing_item() {
        TransactGetItemsResponse response = engines.live().transactGetItems(b -> b.transactItems(
                get("orders", item("pk", "nope", "sk", 1)),
                TransactGetItem.builder().get(g -> g.tableName("accounts").key(item("id", "a"))
                        .projectionExpression("#b, nothing").expressionAttributeNames(Map.of("#b", "balance"))).build(),
                TransactGetItem.builder().get(g -> g.tableName("accounts").key(item("id", "z"))).build()));

        assertThat(response.responses()).extracting(ItemResponse::hasItem).containsExactly(false, true, false);
        assertThat(response.responses().get(1).item()).isEqualTo(item("balance", 10));
        assertThat(response.hasConsumedCapacity()).isFalse();
    }

    @Test
    void a_projection_that_selects_nothing_leaves_the_item_out_as_the_service_does() {
        TransactGetItemsResponse response = engines.live().transactGetItems(b -> b.transactItems(
                TransactGetItem.builder().get(g -> g.tableName("accounts").key(item("id", "a"))
                        .projectionExpression("nothing")).build()));

        assertThat(response.responses().get(0).hasItem()).isFalse();
    }

    @Test
    void capacity_is_two_units_per_4_kb_per_item_missing_items_included_per_table_in_request_order() {
        List<ConsumedCapacity> capacity = engines.live().transactGetItems(b -> b.transactItems(
                        get("orders", item("pk", "a", "sk", 1)), get("accounts", item("id", "a")),
                        get("accounts", item("id", "missing")))
                .returnConsumedCapacity(ReturnConsumedCapacity.INDEXES)).consumedCapacity();

        assertThat(capacity).extracting(ConsumedCapacity::tableName).containsExactly("orders", "accounts");
        assertThat(capacity.get(0).capacityUnits()).as("a 5 KB item").isEqualTo(4.0);
        assertThat(capacity.get(1).capacityUnits()).isEqualTo(4.0);
        assertThat(capacity.get(1).table().capacityUnits()).isEqualTo(4.0);
        assertThat(capacity.get(1).readCapacityUnits()).isEqualTo(4.0);
    }

    static Stream<Arguments> invalidRequests() {
        List<TransactGetItem> hundredOne = new ArrayList<>();
        for (int i = 0; i < 101; i++) {
            hundredOne.add(get("accounts", item("id", "k" + i)));
        }
        return Stream.of(
                Arguments.of("no actions", List.of(),
                        "1 validation error detected: Value '[]' at 'transactItems' failed to satisfy constraint: "
                                + "Member must have length greater than or equal to 1",
                        "Value null at 'transactItems' failed to satisfy constraint: Member must not be null"),
                Arguments.of("an action without Get", List.of(TransactGetItem.builder().build()),
                        "1 validation error detected: Value null at 'transactItems.1.member.get' failed to satisfy "
                                + "constraint: Member must not be null",
                        "Value null at 'transactItems' failed to satisfy constraint: Member must not be null"),
                Arguments.of("an empty key value", List.of(get("accounts", item("id", ""))),
                        "One or more parameter values are not valid. The AttributeValue for a key attribute cannot "
                                + "contain an empty string value. Key: id",
                        "One or more parameter values are not valid. The AttributeValue for a key attribute cannot "
                                + "contain an empty string value. Key: id"),
                Arguments.of("one item twice", List.of(get("accounts", item("id", "a")), get("accounts", item("id", "a"))),
                        "Transaction request cannot include multiple operations on one item",
                        "Transaction request cannot include multiple operations on one item"),
                Arguments.of("names without a projection", List.of(TransactGetItem.builder().get(g -> g
                                .tableName("accounts").key(item("id", "a")).expressionAttributeNames(Map.of("#a", "x"))).build()),
                        "ExpressionAttributeNames can only be specified when using expressions",
                        "ExpressionAttributeNames can only be specified when using expressions"),
                Arguments.of("a projection syntax error before a later key error", List.of(TransactGetItem.builder()
                                .get(g -> g.tableName("accounts").key(item("id", "a")).projectionExpression("a,,")).build(),
                                get("accounts", item("id", 1))),
                        "Invalid ProjectionExpression: Syntax error; token: \",\", near: \",,\"",
                        "Invalid ProjectionExpression: Syntax error; token: \",\", near: \",,\""),
                Arguments.of("101 actions", hundredOne, liveTooMany(hundredOne),
                        "Member must have length less than or equal to 100"));
    }

    private static String liveTooMany(List<TransactGetItem> actions) {
        StringBuilder echo = new StringBuilder();
        for (TransactGetItem action : actions) {
            echo.append(echo.length() == 0 ? "" : ", ").append("com.amazonaws.dynamodb.v20120810.TransactGetItem@")
                    .append(Integer.toHexString(action.hashCode()));
        }
        return "1 validation error detected: Value '[" + echo + "]' at 'transactItems' failed to satisfy constraint: "
                + "Member must have length less than or equal to 100";
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("invalidRequests")
    void invalid_requests_are_validation_errors(String description, List<TransactGetItem> actions, String live,
                                                String local) {
        DynamoDbException error = engines.assertFails(c -> c.transactGetItems(b -> b.transactItems(actions)),
                DynamoDbException.class, live, local);

        assertThat(error.awsErrorDetails().errorCode()).isEqualTo("ValidationException");
    }

    @Test
    void a_key_that_does_not_match_the_schema_cancels_with_a_validation_error_reason_for_that_action() {
        // when: the second key has the wrong type, the fourth a missing sort key
        TransactionCanceledException error = engines.assertFails(c -> c.transactGetItems(b -> b.transactItems(
                        get("accounts", item("id", "a")), get("accounts", item("id", 1)),
                        get("accounts", item("id", "b")), get("orders", item("pk", "a")))),
                TransactionCanceledException.class,
                "Transaction cancelled, please refer cancellation reasons for specific reasons "
                        + "[None, ValidationError, None, ValidationError]",
                "One or more parameter values were invalid: Type mismatch for key");

        // then: the service's reasons; DynamoDB Local's answer has none (checked on the LOCAL engine below)
        assertThat(error.cancellationReasons()).extracting(CancellationReason::code, CancellationReason::message)
                .containsExactly(tuple("None", null),
                        tuple("ValidationError", "The provided key element does not match the schema"),
                        tuple("None", null),
                        tuple("ValidationError", "The provided key element does not match the schema"));
        TransactionCanceledException local = catchThrowableOfType(() -> engines.local().transactGetItems(
                b -> b.transactItems(get("accounts", item("pk", "a", "x", 1)))), TransactionCanceledException.class);
        assertThat(local).hasMessageStartingWith("The number of conditions on the keys is invalid");
        assertThat(local.hasCancellationReasons()).isFalse();
    }

    @Test
    void an_unknown_table_is_resource_not_found() {
        engines.assertFails(c -> c.transactGetItems(b -> b.transactItems(get("accounts", item("id", "a")),
                        get("nope", item("id", "a")))), ResourceNotFoundException.class,
                "Requested resource not found", "Cannot do operations on a non-existent table");
    }
}
