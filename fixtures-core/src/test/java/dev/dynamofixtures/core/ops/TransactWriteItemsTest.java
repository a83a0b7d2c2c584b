package dev.dynamofixtures.core.ops;

import static dev.dynamofixtures.core.ops.TestTables.item;
import static dev.dynamofixtures.core.ops.TestTables.table;
import static org.assertj.core.api.Assertions.assertThat;
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
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

class TransactWriteItemsTest {
    private static final String CANCELLED = "Transaction cancelled, please refer cancellation reasons for specific reasons ";

    private Errors engines;

    @BeforeEach
    void seed() {
        engines = new Errors(c -> {
            table("accounts").hash("id", S).gsi("byOwner", ProjectionType.ALL, "owner", S).create(c);
            table("audit").hash("id", S).create(c);
            c.putItem(b -> b.tableName("accounts").item(item("id", "a", "balance", 10)));
            c.putItem(b -> b.tableName("accounts").item(item("id", "b", "balance", 5)));
        });
    }

    @AfterEach
    void close() {
        engines.close();
    }

    static TransactWriteItem put(String table, Map<String, AttributeValue> item) {
        return TransactWriteItem.builder().put(p -> p.tableName(table).item(item)).build();
    }

    static TransactWriteItem delete(String table, Map<String, AttributeValue> key) {
        return TransactWriteItem.builder().delete(d -> d.tableName(table).key(key)).build();
    }

    static TransactWriteItem update(String table, Map<String, AttributeValue> key, String update,
                                    Map<String, AttributeValue> values) {
        return TransactWriteItem.builder().update(u -> u.tableName(table).key(key).updateExpression(update)
                .expressionAttributeValues(values)).build();
    }

    static TransactWriteItem check(String table, Map<String, AttributeValue> key, String condition,
                                   ReturnValuesOnConditionCheckFailure onFailure) {
        return TransactWriteItem.builder().conditionCheck(c -> c.tableName(table).key(key)
                .conditionExpression(condition).returnValuesOnConditionCheckFailure(onFailure)).build();
    }

    private static Map<String, AttributeValue> get(DynamoDbClient client, String table, String id) {
        var response = client.getItem(b -> b.tableName(table).key(item("id", id)).consistentRead(true));
        return response.hasItem() ? response.item() : null;
    }

    @Test
    void every_action_applies_together() {
        DynamoDbClient client = engines.live();

        client.transactWriteItems(b -> b.transactItems(
                put("audit", item("id", "t1", "what", "close b")),
                delete("accounts", item("id", "b")),
                TransactWriteItem.builder().conditionCheck(c -> c.tableName("accounts").key(item("id", "a"))
                        .conditionExpression("balance >= :ten")
                        .expressionAttributeValues(Map.of(":ten", AttributeValue.fromN("10")))).build()));

        assertThat(get(client, "audit", "t1")).containsEntry("what", AttributeValue.fromS("close b"));
        assertThat(get(client, "accounts", "b")).isNull();
        assertThat(get(client, "accounts", "a")).containsEntry("balance", AttributeValue.fromN("10"));
    }

    @Test
    void a_failed_condition_cancels_everything_with_one_reason_per_action_in_request_order() {
        TransactionCanceledException live = engines.assertFails(c -> c.transactWriteItems(b -> b.transactItems(
                        put("audit", item("id", "t1")),
                        check("accounts", item("id", "a"), "attribute_not_exists(id)", ReturnValuesOnConditionCheckFailure.ALL_OLD),
                        TransactWriteItem.builder().put(p -> p.tableName("accounts").item(item("id", "b", "balance", 0))
                                .conditionExpression("attribute_not_exists(id)")).build(),
                        check("accounts", item("id", "nobody"), "attribute_exists(id)", ReturnValuesOnConditionCheckFailure.ALL_OLD))),
                TransactionCanceledException.class,
                CANCELLED + "[None, ConditionalCheckFailed, ConditionalCheckFailed, ConditionalCheckFailed]");

        assertThat(live.cancellationReasons()).containsExactly(
                CancellationReason.builder().code("None").build(),
                CancellationReason.builder().code("ConditionalCheckFailed").message("The conditional request failed")
                        .item(item("id", "a", "balance", 10)).build(),
                CancellationReason.builder().code("ConditionalCheckFailed").message("The conditional request failed").build(),
                CancellationReason.builder().code("ConditionalCheckFailed").message("The conditional request failed").build());
        for (DynamoDbClient client : List.of(engines.live(), engines.local())) {
            assertThat(get(client, "audit", "t1")).as("nothing written").isNull();
            assertThat(get(client, "accounts", "b")).containsEntry("balance", AttributeValue.fromN("5"));
        }
    }

    @Test
    void dynamodb_local_ends_the_message_of_a_failed_condition_check_with_a_period_in_the_local_dialect() {
        TransactionCanceledException local = catchCancellation(engines.local(), List.of(
                check("accounts", item("id", "a"), "attribute_not_exists(id)", null),
                TransactWriteItem.builder().delete(d -> d.tableName("accounts").key(item("id", "b"))
                        .conditionExpression("attribute_not_exists(id)")).build()));

        assertThat(local.cancellationReasons()).extracting(CancellationReason::message)
                .containsExactly("The conditional request failed.", "The conditional request failed");
    }

    private static TransactionCanceledException catchCancellation(DynamoDbClient client, List<TransactWriteItem> actions) {
        return org.assertj.core.api.Assertions.catchThrowableOfType(
                () -> client.transactWriteItems(b -> b.transactItems(actions)), TransactionCanceledException.class);
    }

    @Test
    void a_wrong_typed_key_or_index_key_is_a_validation_error_reason_not_an_exception() {
        TransactionCanceledException live = engines.assertFails(c -> c.transactWriteItems(b -> b.transactItems(
                        delete("accounts", item("id", 1)),
                        put("accounts", item("id", "c", "owner", 7)),
                        put("audit", item("id", "t1")))),
                TransactionCanceledException.class, CANCELLED + "[ValidationError, ValidationError, None]");

        assertThat(live.cancellationReasons()).extracting(CancellationReason::message).containsExactly(
                "The provided key element does not match the schema",
                "One or more parameter values were invalid: Type mismatch for Index Key owner Expected: S Actual: N "
                        + "IndexName: byOwner",
                null);
        TransactionCanceledException local = catchCancellation(engines.local(), List.of(
                delete("accounts", item("id", 1)), put("accounts", item("id", "c", "owner", 7)), put("audit", item("id", "t1"))));
        assertThat(local.cancellationReasons()).extracting(CancellationReason::message).containsExactly(
                "One or more parameter values were invalid: Type mismatch for key",
                "One or more parameter values were invalid: Type mismatch for Index Key", null);
    }

    static Stream<Arguments> invalidRequests() {
        List<TransactWriteItem> hundredOne = new ArrayList<>();
        for (int i = 0; i < 101; i++) {
            hundredOne.add(put("audit", item("id", "t" + i)));
        }
        return Stream.of(
                Arguments.of("no actions", List.of(),
                        "1 validation error detected: Value '[]' at 'transactItems' failed to satisfy constraint: "
                                + "Member must have length greater than or equal to 1",
                        "Value [] at 'transactItems' failed to satisfy constraint: Member must have length greater than "
                                + "or equal to 1"),
                Arguments.of("two actions on one item", List.of(put("audit", item("id", "t")), delete("audit", item("id", "t"))),
                        "Transaction request cannot include multiple operations on one item",
                        "Transaction request cannot include multiple operations on one item"),
                Arguments.of("a put and a condition check of one item",
                        List.of(put("accounts", item("id", "a")), check("accounts", item("id", "a"), "attribute_exists(id)", null)),
                        "Transaction request cannot include multiple operations on one item",
                        "Transaction request cannot include multiple operations on one item"),
                Arguments.of("two members in one action", List.of(TransactWriteItem.builder()
                                .put(p -> p.tableName("audit").item(item("id", "t")))
                                .delete(d -> d.tableName("audit").key(item("id", "u"))).build()),
                        "TransactItems can only contain one of Check, Put, Update or Delete",
                        "TransactItems can only contain one of Check, Put, Update or Delete"),
                Arguments.of("no member", List.of(TransactWriteItem.builder().build()),
                        "The action or operation requested is invalid. Verify that the action is typed correctly.",
                        "Invalid Request: TransactWriteRequest should contain Delete or Put or Update request"),
                Arguments.of("a condition check without a condition", List.of(TransactWriteItem.builder()
                                .conditionCheck(c -> c.tableName("audit").key(item("id", "t"))).build()),
                        "1 validation error detected: Value null at 'transactItems.1.member.conditionCheck."
                                + "conditionExpression' failed to satisfy constraint: Member must not be null",
                        "Value null at 'transactItems.1.member.conditionCheck.conditionExpression' failed to satisfy "
                                + "constraint: Member must not be null"),
                Arguments.of("two missing members", List.of(put("audit", item("id", "t")),
                                TransactWriteItem.builder().put(p -> p.item(item("id", "u"))).build(),
                                TransactWriteItem.builder().delete(d -> d.tableName("audit")).build()),
                        "2 validation errors detected: Value null at 'transactItems.2.member.put.tableName' failed to "
                                + "satisfy constraint: Member must not be null; Value null at 'transactItems.3.member."
                                + "delete.key' failed to satisfy constraint: Member must not be null",
                        "Value null at 'transactItems.2.member.put.tableName' failed to satisfy constraint: Member must "
                                + "not be null"),
                Arguments.of("ALL_NEW on a failed condition", List.of(TransactWriteItem.builder().put(p -> p.tableName("audit")
                                .item(item("id", "t")).returnValuesOnConditionCheckFailure("ALL_NEW")).build()),
                        "1 validation error detected: Value 'ALL_NEW' at 'transactItems.1.member.put."
                                + "returnValuesOnConditionCheckFailure' failed to satisfy constraint: Member must satisfy "
                                + "enum value set: [ALL_OLD, NONE]",
                        "1 validation error detected: Value 'ALL_NEW' at 'transactItems.1.member.put."
                                + "returnValuesOnConditionCheckFailure' failed to satisfy constraint: Member must satisfy "
                                + "enum value set: [ALL_OLD, NONE]"),
                Arguments.of("a condition syntax error, even with a failing condition before it", List.of(
                                check("accounts", item("id", "a"), "attribute_not_exists(id)", null),
                                TransactWriteItem.builder().put(p -> p.tableName("audit").item(item("id", "t"))
                                        .conditionExpression("a,,")).build()),
                        "Invalid ConditionExpression: Syntax error; token: \",\", near: \"a,,\"",
                        "Invalid ConditionExpression: Syntax error; token: \",\", near: \"a,,\""),
                Arguments.of("a missing key attribute", List.of(put("audit", item("other", "t"))),
                        "One or more parameter values were invalid: Missing the key id in the item",
                        "One of the required keys was not given a value"),
                Arguments.of("an extra key attribute", List.of(delete("audit", item("id", "t", "x", "y"))),
                        "The provided key element does not match the schema",
                        "The number of conditions on the keys is invalid"),
                Arguments.of("an item over 400 KB", List.of(put("audit", item("id", "t", "d", "x".repeat(409_600)))),
                        "Item size has exceeded the maximum allowed size", "Item size has exceeded the maximum allowed size"),
                Arguments.of("an unused value", List.of(TransactWriteItem.builder().put(p -> p.tableName("audit")
                                .item(item("id", "t")).conditionExpression("attribute_not_exists(id)")
                                .expressionAttributeValues(Map.of(":v", AttributeValue.fromS("x")))).build()),
                        "Value provided in ExpressionAttributeValues unused in expressions: keys: {:v}",
                        "Value provided in ExpressionAttributeValues unused in expressions: keys: {:v}"),
                Arguments.of("101 actions", hundredOne, liveTooMany(hundredOne),
                        "Member must have length less than or equal to 100"));
    }

    private static String liveTooMany(List<TransactWriteItem> actions) {
        StringBuilder echo = new StringBuilder();
        for (TransactWriteItem action : actions) {
            echo.append(echo.length() == 0 ? "" : ", ").append("com.amazonaws.dynamodb.v20120810.TransactWriteItem@")
                    .append(Integer.toHexString(action.hashCode()));
        }
        return "1 validation error detected: Value '[" + echo + "]' at 'transactItems' failed to satisfy constraint: "
                + "Member must have length less than or equal to 100";
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("invalidRequests")
    void invalid_requests_fail_as_plain_validation_errors_and_write_nothing(String description,
            List<TransactWriteItem> actions, String live, String local) {
        DynamoDbException error = engines.assertFails(c -> c.transactWriteItems(b -> b.transactItems(actions)),
                DynamoDbException.class, live, local);

        assertThat(error.awsErrorDetails().errorCode()).isEqualTo("ValidationException");
        assertThat(engines.live().scan(b -> b.tableName("audit")).count()).isZero();
    }

    @Test
    void an_unknown_table_fails_the_call_before_any_condition_is_judged() {
        engines.assertFails(c -> c.transactWriteItems(b -> b.transactItems(
                        check("accounts", item("id", "a"), "attribute_not_exists(id)", null), put("nope", item("id", "t")))),
                ResourceNotFoundException.class, "Requested resource not found",
                "Cannot do operations on a non-existent table");
    }

    @Test
    void capacity_doubles_every_write_and_counts_a_condition_check_as_a_transactional_read_per_table() {
        List<ConsumedCapacity> capacity = engines.live().transactWriteItems(b -> b.transactItems(
                        put("audit", item("id", "t1", "d", "x".repeat(1500))),
                        put("accounts", item("id", "c", "owner", "Ann")),
                        delete("accounts", item("id", "missing")),
                        check("accounts", item("id", "a"), "attribute_exists(id)", null))
                .returnConsumedCapacity(ReturnConsumedCapacity.INDEXES)).consumedCapacity();

        assertThat(capacity).extracting(ConsumedCapacity::tableName).containsExactly("audit", "accounts");
        assertThat(capacity.get(0).capacityUnits()).as("a 1.5 KB put").isEqualTo(4.0);
        ConsumedCapacity accounts = capacity.get(1);
        assertThat(accounts.capacityUnits()).isEqualTo(2.0 + 2.0 + 2.0 + 2.0);
        assertThat(accounts.table().capacityUnits()).as("put, delete of a missing item, check").isEqualTo(6.0);
        assertThat(accounts.globalSecondaryIndexes().get("byOwner").capacityUnits()).isEqualTo(2.0);
        assertThat(accounts.readCapacityUnits()).isEqualTo(2.0);
        assertThat(accounts.writeCapacityUnits()).isEqualTo(6.0);
    }

    @Test
    void updates_apply_with_the_other_actions_and_move_items_between_indexes() {
        DynamoDbClient client = engines.live();

        List<ConsumedCapacity> capacity = client.transactWriteItems(b -> b.transactItems(
                        TransactWriteItem.builder().update(u -> u.tableName("accounts").key(item("id", "a"))
                                .updateExpression("SET balance = balance - :n, #o = :o")
                                .expressionAttributeNames(Map.of("#o", "owner"))
                                .expressionAttributeValues(Map.of(":n", AttributeValue.fromN("3"),
                                        ":o", AttributeValue.fromS("Ann")))).build(),
                        update("accounts", item("id", "new"), "ADD balance :n", Map.of(":n", AttributeValue.fromN("3"))))
                .returnConsumedCapacity(ReturnConsumedCapacity.INDEXES)).consumedCapacity();

        assertThat(get(client, "accounts", "a")).isEqualTo(item("id", "a", "balance", 7, "owner", "Ann"));
        assertThat(get(client, "accounts", "new")).isEqualTo(item("id", "new", "balance", 3));
        assertThat(client.query(b -> b.tableName("accounts").indexName("byOwner").keyConditionExpression("#o = :o")
                .expressionAttributeNames(Map.of("#o", "owner"))
                .expressionAttributeValues(Map.of(":o", AttributeValue.fromS("Ann")))).count()).isEqualTo(1);
        assertThat(capacity.get(0).table().capacityUnits()).isEqualTo(4.0);
        assertThat(capacity.get(0).globalSecondaryIndexes().get("byOwner").capacityUnits()).isEqualTo(2.0);
    }

    /**
     * The service documents an Update's errors against its item (type errors, paths, item size, index keys) as
     * ValidationError reasons; DynamoDB Local throws most of them as ValidationException. We cancel.
     */
    @Test
    void an_updates_errors_against_its_item_are_validation_error_reasons() {
        TransactionCanceledException live = engines.assertFails(c -> c.transactWriteItems(b -> b.transactItems(
                        update("accounts", item("id", "a"), "SET balance = id + :one", Map.of(":one", AttributeValue.fromN("1"))),
                        update("accounts", item("id", "b"), "SET m.x = :one", Map.of(":one", AttributeValue.fromN("1"))),
                        update("audit", item("id", "t"), "REMOVE id", null),
                        put("audit", item("id", "u")))),
                TransactionCanceledException.class, CANCELLED + "[ValidationError, ValidationError, ValidationError, None]");

        assertThat(live.cancellationReasons()).extracting(CancellationReason::message).containsExactly(
                "An operand in the update expression has an incorrect data type",
                "The document path provided in the update expression is invalid for update",
                "One or more parameter values were invalid: Cannot update attribute id. This attribute is part of the key",
                null);
        assertThat(get(engines.live(), "audit", "u")).isNull();
    }

    @Test
    void an_update_needs_an_update_expression_and_its_static_errors_fail_the_call() {
        engines.assertFails(c -> c.transactWriteItems(b -> b.transactItems(TransactWriteItem.builder()
                        .update(u -> u.tableName("audit").key(item("id", "t"))).build())), DynamoDbException.class,
                "1 validation error detected: Value null at 'transactItems.1.member.update.updateExpression' failed "
                        + "to satisfy constraint: Member must not be null",
                "Value null at 'transactItems.1.member.update.updateExpression' failed to satisfy constraint: Member "
                        + "must not be null");
        engines.assertFails(c -> c.transactWriteItems(b -> b.transactItems(put("nope", item("id", "t")),
                        update("accounts", item("id", "a"), "SET balance = balance + :s",
                                Map.of(":s", AttributeValue.fromS("x"))))), DynamoDbException.class,
                "Invalid UpdateExpression: Incorrect operand type for operator or function; operator or function: +, "
                        + "operand type: S");
    }
}
