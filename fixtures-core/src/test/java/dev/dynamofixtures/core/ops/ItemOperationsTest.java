package dev.dynamofixtures.core.ops;

import static dev.dynamofixtures.core.ops.TestTables.item;
import static dev.dynamofixtures.core.ops.TestTables.table;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType.N;
import static software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType.S;

import dev.dynamofixtures.core.InMemoryDynamo;
import dev.dynamofixtures.core.MessageDialect;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;

class ItemOperationsTest {
    private InMemoryDynamo dynamo;
    private DynamoDbClient client;

    @BeforeEach
    void createTable() {
        dynamo = InMemoryDynamo.create();
        client = dynamo.client();
        table("orders").hash("pk", S).range("sk", N)
                .gsi("byStatus", ProjectionType.KEYS_ONLY, "status", S, ">amount", N)
                .create(client);
    }

    @AfterEach
    void close() {
        dynamo.close();
    }

    private static void assertValidation(Runnable call, String message) {
        assertThatThrownBy(call::run).isInstanceOfSatisfying(DynamoDbException.class, e -> {
            assertThat(e.awsErrorDetails().errorCode()).isEqualTo("ValidationException");
            assertThat(e.awsErrorDetails().errorMessage()).isEqualTo(message);
            assertThat(e.statusCode()).isEqualTo(400);
        });
    }

    @Test
    void put_then_get_returns_the_item_with_numbers_normalised() {
        client.putItem(b -> b.tableName("orders").item(item("pk", "a", "sk", 1, "n", new java.math.BigDecimal("1.50"))));
        Map<String, AttributeValue> found = client.getItem(b -> b.tableName("orders").key(item("pk", "a", "sk", 1))).item();
        assertThat(found).containsEntry("n", AttributeValue.fromN("1.5")).containsEntry("sk", AttributeValue.fromN("1"));
    }

    @Test
    void get_finds_a_number_key_written_in_another_notation() {
        client.putItem(b -> b.tableName("orders").item(item("pk", "a", "sk", AttributeValue.fromN("1.0"))));
        assertThat(client.getItem(b -> b.tableName("orders").key(item("pk", "a", "sk", AttributeValue.fromN("100E-2")))).item())
                .containsEntry("sk", AttributeValue.fromN("1"));
    }

    @Test
    void get_of_a_missing_item_has_no_item_member() {
        assertThat(client.getItem(b -> b.tableName("orders").key(item("pk", "a", "sk", 1))).hasItem()).isFalse();
    }

    @Test
    void get_with_a_projection_matching_nothing_returns_an_empty_item() {
        client.putItem(b -> b.tableName("orders").item(item("pk", "a", "sk", 1)));
        var response = client.getItem(b -> b.tableName("orders").key(item("pk", "a", "sk", 1)).projectionExpression("nope"));
        assertThat(response.hasItem()).isTrue();
        assertThat(response.item()).isEmpty();
    }

    @Test
    void operations_on_a_missing_table_raise_resource_not_found() {
        assertThatThrownBy(() -> client.getItem(b -> b.tableName("nope").key(item("pk", "a", "sk", 1))))
                .isInstanceOfSatisfying(ResourceNotFoundException.class, e ->
                        assertThat(e.awsErrorDetails().errorMessage()).isEqualTo("Requested resource not found"));
    }

    @Test
    void a_missing_table_reads_as_dynamodb_local_words_it_in_the_local_dialect() {
        try (InMemoryDynamo local = InMemoryDynamo.builder().messageDialect(MessageDialect.LOCAL).build()) {
            assertThatThrownBy(() -> local.client().getItem(b -> b.tableName("nope").key(item("pk", "a"))))
                    .isInstanceOfSatisfying(ResourceNotFoundException.class, e ->
                            assertThat(e.awsErrorDetails().errorMessage()).isEqualTo("Cannot do operations on a non-existent table"));
        }
    }

    @Test
    void put_rejects_an_item_missing_the_sort_key() {
        assertValidation(() -> client.putItem(b -> b.tableName("orders").item(item("pk", "a"))),
                "One or more parameter values were invalid: Missing the key sk in the item");
    }

    @Test
    void put_rejects_a_key_of_the_wrong_type() {
        assertValidation(() -> client.putItem(b -> b.tableName("orders").item(item("pk", "a", "sk", "1"))),
                "One or more parameter values were invalid: Type mismatch for key sk expected: N actual: S");
    }

    @Test
    void put_rejects_an_empty_string_key() {
        assertValidation(() -> client.putItem(b -> b.tableName("orders").item(item("pk", "", "sk", 1))),
                "One or more parameter values are not valid. The AttributeValue for a key attribute cannot contain an empty string value. Key: pk");
    }

    @Test
    void put_rejects_an_index_key_of_the_wrong_type_and_stores_nothing() {
        assertValidation(() -> client.putItem(b -> b.tableName("orders").item(item("pk", "a", "sk", 1, "status", 7))),
                "One or more parameter values were invalid: Type mismatch for Index Key status Expected: S Actual: N IndexName: byStatus");
        assertThat(client.getItem(b -> b.tableName("orders").key(item("pk", "a", "sk", 1))).hasItem()).isFalse();
    }

    @Test
    void put_accepts_an_item_missing_an_index_key_attribute() {
        client.putItem(b -> b.tableName("orders").item(item("pk", "a", "sk", 1, "status", "NEW")));
        assertThat(client.scan(b -> b.tableName("orders").indexName("byStatus")).count()).isZero();
    }

    @Test
    void put_rejects_an_item_over_400_kb() {
        String big = "x".repeat(409_596);
        client.putItem(b -> b.tableName("orders").item(item("pk", "a", "sk", 1, "d", big.substring(0, big.length() - 4))));
        assertValidation(() -> client.putItem(b -> b.tableName("orders").item(item("pk", "a", "sk", 1, "d", big + "x"))),
                "Item size has exceeded the maximum allowed size");
    }

    @Test
    void put_with_all_old_returns_the_replaced_item_only() {
        var first = client.putItem(b -> b.tableName("orders").item(item("pk", "a", "sk", 1, "v", "one")).returnValues(ReturnValue.ALL_OLD));
        assertThat(first.hasAttributes()).isFalse();
        var second = client.putItem(b -> b.tableName("orders").item(item("pk", "a", "sk", 1, "v", "two")).returnValues(ReturnValue.ALL_OLD));
        assertThat(second.attributes()).containsEntry("v", AttributeValue.fromS("one"));
    }

    @Test
    void put_rejects_return_values_other_than_none_and_all_old() {
        assertValidation(() -> client.putItem(b -> b.tableName("orders").item(item("pk", "a", "sk", 1)).returnValues(ReturnValue.ALL_NEW)),
                "ReturnValues can only be ALL_OLD or NONE");
    }

    @Test
    void a_failed_condition_changes_nothing_and_can_return_the_current_item() {
        client.putItem(b -> b.tableName("orders").item(item("pk", "a", "sk", 1, "v", "one")));
        assertThatThrownBy(() -> client.putItem(b -> b.tableName("orders").item(item("pk", "a", "sk", 1, "v", "two"))
                .conditionExpression("attribute_not_exists(pk)")
                .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)))
                .isInstanceOfSatisfying(ConditionalCheckFailedException.class, e -> {
                    assertThat(e.awsErrorDetails().errorMessage()).isEqualTo("The conditional request failed");
                    assertThat(e.item()).containsEntry("v", AttributeValue.fromS("one"));
                });
        assertThat(client.getItem(b -> b.tableName("orders").key(item("pk", "a", "sk", 1))).item())
                .containsEntry("v", AttributeValue.fromS("one"));
    }

    @Test
    void delete_removes_the_item_and_its_index_entries() {
        client.putItem(b -> b.tableName("orders").item(item("pk", "a", "sk", 1, "status", "NEW", "amount", 5)));
        var deleted = client.deleteItem(b -> b.tableName("orders").key(item("pk", "a", "sk", 1)).returnValues(ReturnValue.ALL_OLD));
        assertThat(deleted.attributes()).containsEntry("status", AttributeValue.fromS("NEW"));
        assertThat(client.scan(b -> b.tableName("orders").indexName("byStatus")).count()).isZero();
        assertThat(client.scan(b -> b.tableName("orders")).count()).isZero();
    }

    @Test
    void delete_of_a_missing_item_succeeds_and_costs_one_write_unit() {
        var response = client.deleteItem(b -> b.tableName("orders").key(item("pk", "a", "sk", 1))
                .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL));
        assertThat(response.consumedCapacity().capacityUnits()).isEqualTo(1.0);
    }

    @Test
    void key_arguments_must_match_the_schema_exactly() {
        assertValidation(() -> client.getItem(b -> b.tableName("orders").key(item("pk", "a"))),
                "The provided key element does not match the schema");
        assertValidation(() -> client.getItem(b -> b.tableName("orders").key(item("pk", "a", "sk", "1"))),
                "The provided key element does not match the schema");
        assertValidation(() -> client.getItem(b -> b.tableName("orders").key(item("pk", "a", "sk", 1, "x", 1))),
                "The provided key element does not match the schema");
    }

    @Test
    void key_arguments_use_dynamodb_locals_texts_in_the_local_dialect() {
        try (InMemoryDynamo local = InMemoryDynamo.builder().messageDialect(MessageDialect.LOCAL).build()) {
            DynamoDbClient c = local.client();
            table("orders").hash("pk", S).range("sk", N).create(c);
            assertValidation(() -> c.getItem(b -> b.tableName("orders").key(item("pk", "a"))),
                    "The number of conditions on the keys is invalid");
            assertValidation(() -> c.getItem(b -> b.tableName("orders").key(item("pk", "a", "x", 1))),
                    "One of the required keys was not given a value");
            assertValidation(() -> c.getItem(b -> b.tableName("orders").key(item("pk", "a", "sk", "1"))),
                    "One or more parameter values were invalid: Type mismatch for key");
        }
    }

    @Test
    void consumed_capacity_counts_index_writes_per_index() {
        var response = client.putItem(b -> b.tableName("orders")
                .item(item("pk", "a", "sk", 1, "status", "NEW", "amount", 5))
                .returnConsumedCapacity(ReturnConsumedCapacity.INDEXES));
        assertThat(response.consumedCapacity().capacityUnits()).isEqualTo(2.0);
        assertThat(response.consumedCapacity().table().capacityUnits()).isEqualTo(1.0);
        assertThat(response.consumedCapacity().globalSecondaryIndexes()).containsOnlyKeys("byStatus");
        var moved = client.putItem(b -> b.tableName("orders")
                .item(item("pk", "a", "sk", 1, "status", "DONE", "amount", 5))
                .returnConsumedCapacity(ReturnConsumedCapacity.INDEXES));
        assertThat(moved.consumedCapacity().globalSecondaryIndexes().get("byStatus").capacityUnits()).isEqualTo(2.0);
    }

    @Test
    void a_fork_sees_the_data_at_fork_time_and_nothing_written_afterwards() {
        client.putItem(b -> b.tableName("orders").item(item("pk", "a", "sk", 1)));
        try (InMemoryDynamo fork = dynamo.fork()) {
            fork.client().putItem(b -> b.tableName("orders").item(item("pk", "b", "sk", 1)));
            client.putItem(b -> b.tableName("orders").item(item("pk", "c", "sk", 1)));
            assertThat(fork.client().scan(b -> b.tableName("orders")).count()).isEqualTo(2);
            assertThat(client.scan(b -> b.tableName("orders")).count()).isEqualTo(2);
            assertThat(fork.client().getItem(b -> b.tableName("orders").key(item("pk", "c", "sk", 1))).hasItem()).isFalse();
        }
    }

    @Test
    void a_closed_engine_refuses_calls_with_a_clear_message() {
        dynamo.close();
        assertThatThrownBy(() -> client.getItem(b -> b.tableName("orders").key(item("pk", "a", "sk", 1))))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("closed");
    }

    @Test
    void unsupported_operations_name_themselves() {
        assertThatThrownBy(() -> client.createBackup(b -> b.tableName("orders").backupName("b")))
                .isInstanceOf(UnsupportedOperationException.class).hasMessageContaining("CreateBackup");
    }

    @Test
    void the_sync_clients_waiter_sees_tables_appear_and_disappear() {
        try (var waiter = client.waiter()) {
            assertThat(waiter.waitUntilTableExists(b -> b.tableName("orders")).matched().response())
                    .hasValueSatisfying(r -> assertThat(r.table().tableStatusAsString()).isEqualTo("ACTIVE"));
            client.deleteTable(b -> b.tableName("orders"));
            assertThat(waiter.waitUntilTableNotExists(b -> b.tableName("orders")).matched().exception())
                    .hasValueSatisfying(e -> assertThat(e).isInstanceOf(ResourceNotFoundException.class));
        }
    }

    /**
     * A single-item operation's, a Query's and a Scan's ConsumedCapacity is the aggregate alone: no ReadCapacityUnits or
     * WriteCapacityUnits at the top, on the table or on an index, as the service reports them (batches and transactions
     * keep their split).
     */
    @Test
    void single_item_operations_queries_and_scans_report_capacity_without_a_read_write_split() {
        Map<String, AttributeValue> key = item("pk", "a", "sk", 1);
        java.util.List<software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity> reported = java.util.List.of(
                client.putItem(b -> b.tableName("orders").item(item("pk", "a", "sk", 1, "status", "NEW", "amount", 5))
                        .returnConsumedCapacity(ReturnConsumedCapacity.INDEXES)).consumedCapacity(),
                client.getItem(b -> b.tableName("orders").key(key).consistentRead(true)
                        .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)).consumedCapacity(),
                client.updateItem(b -> b.tableName("orders").key(key).updateExpression("SET amount = :a")
                        .expressionAttributeValues(Map.of(":a", AttributeValue.fromN("6")))
                        .returnConsumedCapacity(ReturnConsumedCapacity.INDEXES)).consumedCapacity(),
                client.query(b -> b.tableName("orders").keyConditionExpression("pk = :p")
                        .expressionAttributeValues(Map.of(":p", AttributeValue.fromS("a")))
                        .returnConsumedCapacity(ReturnConsumedCapacity.INDEXES)).consumedCapacity(),
                client.query(b -> b.tableName("orders").indexName("byStatus").keyConditionExpression("#s = :s")
                        .expressionAttributeNames(Map.of("#s", "status"))
                        .expressionAttributeValues(Map.of(":s", AttributeValue.fromS("NEW")))
                        .returnConsumedCapacity(ReturnConsumedCapacity.INDEXES)).consumedCapacity(),
                client.scan(b -> b.tableName("orders").returnConsumedCapacity(ReturnConsumedCapacity.TOTAL))
                        .consumedCapacity(),
                client.deleteItem(b -> b.tableName("orders").key(key)
                        .returnConsumedCapacity(ReturnConsumedCapacity.INDEXES)).consumedCapacity());
        for (software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity capacity : reported) {
            assertThat(capacity.capacityUnits()).as("%s", capacity).isPositive();
            assertThat(capacity.readCapacityUnits()).as("%s", capacity).isNull();
            assertThat(capacity.writeCapacityUnits()).as("%s", capacity).isNull();
            java.util.List<software.amazon.awssdk.services.dynamodb.model.Capacity> parts = new java.util.ArrayList<>();
            if (capacity.table() != null) {
                parts.add(capacity.table());
            }
            parts.addAll(capacity.globalSecondaryIndexes().values());
            parts.addAll(capacity.localSecondaryIndexes().values());
            for (software.amazon.awssdk.services.dynamodb.model.Capacity part : parts) {
                assertThat(part.readCapacityUnits()).as("%s", capacity).isNull();
                assertThat(part.writeCapacityUnits()).as("%s", capacity).isNull();
            }
        }
        assertThat(reported.get(0).globalSecondaryIndexes()).containsKey("byStatus");
    }
}
