package dev.dynamofixtures.core.ops;

import static dev.dynamofixtures.core.ops.TestTables.item;
import static dev.dynamofixtures.core.ops.TestTables.table;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType.N;
import static software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType.S;

import dev.dynamofixtures.core.InMemoryDynamo;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeAction;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.AttributeValueUpdate;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.ExpectedAttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * Texts and orders a public conformance suite captured from the service, where DynamoDB Local answers otherwise:
 * the LIVE dialect's answers. ({@code ServiceOrderDifferentialTest} checks that the LOCAL dialect keeps Local's.)
 */
class ServiceTextsTest {
    private static final String ABSENT = "absent_table";
    private static final String XOR = "Value 'XOR' at 'conditionalOperator' failed to satisfy constraint: "
            + "Member must satisfy enum value set: [OR, AND]";
    private static final String NULL_KEY = "Value null at 'key' failed to satisfy constraint: Member must not be null";
    private static final AttributeValue LIST = AttributeValue.fromL(List.of(AttributeValue.fromS("x")));
    private static final String SCHEMA_MISMATCH = "The provided key element does not match the schema";

    private InMemoryDynamo dynamo;
    private DynamoDbClient client;

    @BeforeEach
    void seed() {
        dynamo = InMemoryDynamo.create();
        client = dynamo.client();
        table("comp").hash("pk", S).range("sk", S).create(client);
        table("compn").hash("pk", S).range("sk", N).create(client);
        table("hashg").hash("pk", S).gsi("gix", ProjectionType.ALL, "g", S).create(client);
    }

    @AfterEach
    void close() {
        dynamo.close();
    }

    private <E extends DynamoDbException> E fails(Consumer<DynamoDbClient> call, Class<E> type, String message) {
        E error = catchThrowableOfType(() -> call.accept(client), type);
        assertThat(error).as("the call's error").isNotNull();
        assertThat(error.awsErrorDetails().errorMessage()).isEqualTo(message);
        assertThat(error.statusCode()).isEqualTo(400);
        return error;
    }

    private static Map<String, AttributeValue> key(AttributeValue pk) {
        Map<String, AttributeValue> key = new LinkedHashMap<>();
        key.put("pk", pk);
        key.put("sk", AttributeValue.fromS("1"));
        return key;
    }

    private static AttributeValue nested(int levels) {
        AttributeValue value = AttributeValue.fromS("leaf");
        for (int i = 0; i < levels; i++) {
            value = AttributeValue.fromM(Map.of("n", value));
        }
        return value;
    }

    private static Map<String, ExpectedAttributeValue> twoExpected() {
        return Map.of("a", ExpectedAttributeValue.builder().value(nested(100)).build(),
                "b", ExpectedAttributeValue.builder().exists(false).build());
    }

    @Test
    void conditional_operator_outside_its_enum_lists_or_before_and() {
        fails(c -> c.putItem(b -> b.tableName(ABSENT).item(key(AttributeValue.fromS("a"))).expected(twoExpected())
                .conditionalOperator("XOR")), DynamoDbException.class, "1 validation error detected: " + XOR);
        fails(c -> c.updateItem(b -> b.tableName(ABSENT).key(key(AttributeValue.fromS("a")))
                .attributeUpdates(Map.of("x", AttributeValueUpdate.builder().action(AttributeAction.PUT)
                        .value(AttributeValue.fromS("1")).build()))
                .expected(twoExpected()).conditionalOperator("XOR")),
                DynamoDbException.class, "1 validation error detected: " + XOR);
    }

    @Test
    void update_item_joins_conditional_operator_before_the_missing_key() {
        fails(c -> c.updateItem(b -> b.tableName(ABSENT)
                .attributeUpdates(Map.of("x", AttributeValueUpdate.builder().action(AttributeAction.PUT)
                        .value(AttributeValue.fromS("1")).build()))
                .expected(Map.of("a", ExpectedAttributeValue.builder().exists(false).build(),
                        "b", ExpectedAttributeValue.builder().exists(false).build()))
                .conditionalOperator("XOR")),
                DynamoDbException.class, "2 validation errors detected: " + XOR + "; " + NULL_KEY);
    }

    @Test
    void update_item_joins_an_empty_table_name_with_the_missing_key() {
        fails(c -> c.updateItem(b -> b.tableName("").updateExpression("SET a = :a")
                .expressionAttributeValues(Map.of(":a", AttributeValue.fromS("x")))),
                DynamoDbException.class, "2 validation errors detected: Value '' at 'tableName' failed to satisfy "
                        + "constraint: Member must have length greater than or equal to 1; " + NULL_KEY);
    }

    @Test
    void a_transactions_client_request_token_is_listed_before_its_return_consumed_capacity() {
        String token = "x".repeat(37);
        fails(c -> c.transactWriteItems(b -> b.transactItems(TransactWriteItem.builder()
                        .put(p -> p.tableName("comp").item(key(AttributeValue.fromS("t")))).build())
                .clientRequestToken(token).returnConsumedCapacity("BOGUS")),
                DynamoDbException.class, "2 validation errors detected: Value '" + token + "' at 'clientRequestToken' "
                        + "failed to satisfy constraint: Member must have length less than or equal to 36; Value 'BOGUS' "
                        + "at 'returnConsumedCapacity' failed to satisfy constraint: Member must satisfy enum value set: "
                        + "[INDEXES, TOTAL, NONE]");
    }

    @Test
    void delete_item_refuses_return_values_other_than_all_old_or_none_before_looking_the_table_up() {
        fails(c -> c.deleteItem(b -> b.tableName(ABSENT).key(key(AttributeValue.fromS("a")))
                .conditionExpression("#d = :deep").expressionAttributeNames(Map.of("#d", "d"))
                .expressionAttributeValues(Map.of(":deep", nested(100))).returnValues("UPDATED_NEW")),
                DynamoDbException.class, "ReturnValues can only be ALL_OLD or NONE");
        fails(c -> c.deleteItem(b -> b.tableName(ABSENT).key(key(AttributeValue.fromS("a")))),
                ResourceNotFoundException.class, "Requested resource not found");
    }

    @Test
    void a_key_conditions_operand_of_the_wrong_type_is_refused_before_the_table_is_looked_up() {
        fails(c -> c.query(b -> b.tableName(ABSENT).keyConditionExpression("pk = :p AND begins_with(sk, :n)")
                .expressionAttributeValues(Map.of(":p", AttributeValue.fromS("q"), ":n", AttributeValue.fromN("1")))),
                DynamoDbException.class, "Invalid KeyConditionExpression: Incorrect operand type for operator or "
                        + "function; operator or function: begins_with, operand type: N");
        fails(c -> c.query(b -> b.tableName(ABSENT).keyConditionExpression("pk = :p")
                .expressionAttributeValues(Map.of(":p", AttributeValue.fromS("q")))),
                ResourceNotFoundException.class, "Requested resource not found");
    }

    @Test
    void more_conditions_than_a_composite_key_has_attributes_are_counted_against_them() {
        fails(c -> c.query(b -> b.tableName("compn").keyConditionExpression("pk = :p AND sk > :a AND extra = :b")
                .expressionAttributeValues(Map.of(":p", AttributeValue.fromS("q"), ":a", AttributeValue.fromN("1"),
                        ":b", AttributeValue.fromN("5")))),
                DynamoDbException.class, "The number of query conditions (3) exceeds the number of key attributes "
                        + "defined in the schema (2)");
    }

    private List<CancellationReason> cancelled(TransactWriteItem... actions) {
        TransactionCanceledException error = fails(c -> c.transactWriteItems(b -> b.transactItems(actions)),
                TransactionCanceledException.class, "Transaction cancelled, please refer cancellation reasons for "
                        + "specific reasons [" + "ValidationError, ".repeat(actions.length - 1) + "ValidationError]");
        return error.cancellationReasons();
    }

    @Test
    void a_transactions_key_that_is_no_scalar_cancels_it_with_a_validation_error_reason() {
        assertThat(cancelled(TransactWriteItem.builder().put(p -> p.tableName("hashg").item(Map.of("pk", LIST)))
                .build())).extracting(CancellationReason::message)
                .containsExactly("One or more parameter values were invalid: Type mismatch for key pk expected: S "
                        + "actual: L");
        assertThat(cancelled(
                TransactWriteItem.builder().update(u -> u.tableName("hashg").key(Map.of("pk", LIST))
                        .updateExpression("SET v = :v").expressionAttributeValues(Map.of(":v", AttributeValue.fromS("x"))))
                        .build(),
                TransactWriteItem.builder().delete(d -> d.tableName("hashg").key(Map.of("pk", LIST))).build(),
                TransactWriteItem.builder().conditionCheck(c -> c.tableName("comp").key(key(LIST))
                        .conditionExpression("attribute_exists(pk)")).build()))
                .extracting(CancellationReason::message).containsExactly(SCHEMA_MISMATCH, SCHEMA_MISMATCH,
                        SCHEMA_MISMATCH);
    }

    @Test
    void a_transactions_index_key_that_is_no_scalar_cancels_it_with_a_validation_error_reason() {
        String mismatch = "One or more parameter values were invalid: Type mismatch for Index Key g Expected: S "
                + "Actual: L IndexName: gix";
        assertThat(cancelled(TransactWriteItem.builder().put(p -> p.tableName("hashg")
                .item(Map.of("pk", AttributeValue.fromS("a"), "g", LIST))).build()))
                .extracting(CancellationReason::message).containsExactly(mismatch);
        assertThat(cancelled(TransactWriteItem.builder().update(u -> u.tableName("hashg")
                .key(Map.of("pk", AttributeValue.fromS("a"))).updateExpression("SET g = :l")
                .expressionAttributeValues(Map.of(":l", LIST))).build()))
                .extracting(CancellationReason::message).containsExactly(mismatch);
    }

    @Test
    void a_key_that_is_no_scalar_leaves_a_later_actions_missing_table_to_be_reported() {
        fails(c -> c.transactWriteItems(b -> b.transactItems(
                        TransactWriteItem.builder().delete(d -> d.tableName("hashg").key(Map.of("pk", LIST))).build(),
                        TransactWriteItem.builder().delete(d -> d.tableName(ABSENT).key(item("pk", "a"))).build())),
                ResourceNotFoundException.class, "Requested resource not found");
    }

    @Test
    void an_items_empty_top_level_name_is_refused_before_a_value_nested_too_deep_wherever_the_map_has_it() {
        Map<String, AttributeValue> deepFirst = key(AttributeValue.fromS("a"));
        deepFirst.put("d", nested(100));
        deepFirst.put("", AttributeValue.fromS("x"));
        fails(c -> c.transactWriteItems(b -> b.transactItems(TransactWriteItem.builder()
                .put(p -> p.tableName(ABSENT).item(deepFirst)).build())),
                DynamoDbException.class, "Empty attribute name");
        fails(c -> c.putItem(b -> b.tableName("comp").item(deepFirst)), DynamoDbException.class, "Empty attribute name");
    }
}
