package dev.dynamofixtures.core.log;

import static dev.dynamofixtures.core.ops.TestTables.item;
import static dev.dynamofixtures.core.ops.TestTables.table;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType.N;
import static software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType.S;

import dev.dynamofixtures.core.DynamoServer;
import dev.dynamofixtures.core.InMemoryDynamo;
import dev.dynamofixtures.core.server.SdkClients;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ComparisonOperator;
import software.amazon.awssdk.services.dynamodb.model.Condition;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/** What the in-memory engine records of each call: the fields of {@link RecordedCall}, operation by operation. */
class OperationLogTest {
    private InMemoryDynamo dynamo;
    private DynamoDbClient client;

    @BeforeEach
    void createTables() {
        dynamo = InMemoryDynamo.create();
        client = dynamo.client();
        LogTables.orders().create(client);
        LogTables.customers().create(client);
        for (int i = 1; i <= 5; i++) {
            String orderId = "O" + i;
            client.putItem(b -> b.tableName("orders").item(LogTables.order("C1", orderId)));
        }
        client.putItem(b -> b.tableName("customers").item(item("customer_id", "C1", "name", "Ada")));
        dynamo.operations().clear();
    }

    @AfterEach
    void close() {
        dynamo.close();
    }

    private RecordedCall onlyCall() {
        List<RecordedCall> calls = dynamo.operations().calls();
        assertThat(calls).hasSize(1);
        return calls.get(0);
    }

    @Test
    void a_new_database_records_its_setup_calls_from_sequence_one() {
        try (InMemoryDynamo fresh = InMemoryDynamo.create()) {
            LogTables.customers().create(fresh.client());
            fresh.client().describeTable(b -> b.tableName("customers"));

            assertThat(fresh.operations().calls()).extracting(RecordedCall::sequence, RecordedCall::operation,
                    RecordedCall::tableNames).containsExactly(
                    org.assertj.core.groups.Tuple.tuple(1L, "CreateTable", List.of("customers")),
                    org.assertj.core.groups.Tuple.tuple(2L, "DescribeTable", List.of("customers")));
            assertThat(fresh.operations().totalCalls()).isEqualTo(2);
            assertThat(fresh.operations().isComplete()).isTrue();
            assertThat(fresh.operations().backend()).isEqualTo("in-memory");
            assertThat(fresh.backend()).isEqualTo("in-memory");
        }
    }

    @Test
    void a_query_records_its_table_index_key_condition_shape_counts_and_request() {
        QueryRequest request = QueryRequest.builder().tableName("orders")
                .keyConditionExpression("#c = :c AND begins_with(order_id, :p)")
                .filterExpression("amount > :min")
                .expressionAttributeNames(Map.of("#c", "customer_id"))
                .expressionAttributeValues(Map.of(":c", AttributeValue.fromS("C1"), ":p", AttributeValue.fromS("O"),
                        ":min", AttributeValue.fromN("30")))
                .limit(4).build();

        client.query(request);

        RecordedCall call = onlyCall();
        assertThat(call.sequence()).isEqualTo(1);
        assertThat(call.operation()).isEqualTo("Query");
        assertThat(call.request()).isSameAs(request);
        assertThat(call.tableNames()).containsExactly("orders");
        assertThat(call.indexName()).isEmpty();
        assertThat(call.keyConditionShape()).contains("customer_id = :value AND begins_with(order_id, :value)");
        assertThat(call.itemsRead()).isEqualTo(OptionalInt.of(4));
        assertThat(call.itemsReturned()).isEqualTo(OptionalInt.of(1)); // of amounts 10 to 40, only 40
        assertThat(call.hasMorePages()).isTrue();
        assertThat(call.continuesEarlierPage()).isFalse();
        assertThat(call.partitionWrites()).isEmpty();
        assertThat(call.failed()).isFalse();
        assertThat(call.errorCode()).isEmpty();
        assertThat(call.errorMessage()).isEmpty();
    }

    @Test
    void a_query_of_a_multi_attribute_index_records_the_index_and_the_whole_key_condition_shape() {
        client.query(b -> b.tableName("orders").indexName(LogTables.BY_REGION_STATUS)
                .keyConditionExpression("#r = :r and #s = :s   AND order_date between :from AND :to")
                .expressionAttributeNames(Map.of("#r", "region", "#s", "status"))
                .expressionAttributeValues(Map.of(":r", AttributeValue.fromS("EU"), ":s", AttributeValue.fromS("OPEN"),
                        ":from", AttributeValue.fromS("2024-01-01"), ":to", AttributeValue.fromS("2024-12-31"))));

        RecordedCall call = onlyCall();
        assertThat(call.indexName()).contains(LogTables.BY_REGION_STATUS);
        assertThat(call.keyConditionShape())
                .contains("region = :value AND status = :value AND order_date BETWEEN :value AND :value");
        assertThat(call.hasMorePages()).isFalse();
    }

    @Test
    void a_legacy_key_conditions_query_has_the_same_shape_as_its_expression() {
        client.query(b -> b.tableName("orders").keyConditions(Map.of(
                "customer_id", Condition.builder().comparisonOperator(ComparisonOperator.EQ)
                        .attributeValueList(AttributeValue.fromS("C1")).build())));

        assertThat(onlyCall().keyConditionShape()).contains("customer_id = :value");
    }

    @Test
    void a_query_continuing_an_earlier_page_says_so() {
        var first = client.query(b -> b.tableName("orders").keyConditionExpression("customer_id = :c")
                .expressionAttributeValues(Map.of(":c", AttributeValue.fromS("C1"))).limit(3));
        client.query(b -> b.tableName("orders").keyConditionExpression("customer_id = :c")
                .expressionAttributeValues(Map.of(":c", AttributeValue.fromS("C1"))).limit(3)
                .exclusiveStartKey(first.lastEvaluatedKey()));

        List<RecordedCall> calls = dynamo.operations().calls();
        assertThat(calls).extracting(RecordedCall::continuesEarlierPage).containsExactly(false, true);
        assertThat(calls).extracting(RecordedCall::hasMorePages).containsExactly(true, false);
        assertThat(calls).extracting(RecordedCall::itemsReturned).containsExactly(OptionalInt.of(3), OptionalInt.of(2));
    }

    @Test
    void a_scan_records_scanned_and_returned_counts_and_no_key_condition() {
        client.scan(b -> b.tableName("orders").filterExpression("amount >= :a")
                .expressionAttributeValues(Map.of(":a", AttributeValue.fromN("40"))));

        RecordedCall call = onlyCall();
        assertThat(call.operation()).isEqualTo("Scan");
        assertThat(call.itemsRead()).isEqualTo(OptionalInt.of(5));
        assertThat(call.itemsReturned()).isEqualTo(OptionalInt.of(2));
        assertThat(call.keyConditionShape()).isEmpty();
        assertThat(call.indexName()).isEmpty();
    }

    @Test
    void a_get_item_counts_one_item_when_found_and_none_when_not() {
        client.getItem(b -> b.tableName("orders").key(item("customer_id", "C1", "order_id", "O1")));
        client.getItem(b -> b.tableName("orders").key(item("customer_id", "C1", "order_id", "missing")));

        List<RecordedCall> calls = dynamo.operations().calls();
        assertThat(calls).extracting(RecordedCall::itemsRead).containsExactly(OptionalInt.of(1), OptionalInt.of(0));
        assertThat(calls).extracting(RecordedCall::itemsReturned).containsExactly(OptionalInt.of(1), OptionalInt.of(0));
        assertThat(calls.get(0).keyConditionShape()).isEmpty();
    }

    @Test
    void batch_and_transaction_reads_name_each_table_once_in_request_order_and_count_the_items_found() {
        client.batchGetItem(b -> b.requestItems(Map.of(
                "orders", KeysAndAttributes.builder().keys(item("customer_id", "C1", "order_id", "O1"),
                        item("customer_id", "C1", "order_id", "O2"), item("customer_id", "C9", "order_id", "O1")).build())));
        client.transactGetItems(b -> b.transactItems(
                TransactGetItem.builder().get(g -> g.tableName("customers").key(item("customer_id", "C1"))).build(),
                TransactGetItem.builder().get(g -> g.tableName("orders")
                        .key(item("customer_id", "C1", "order_id", "O1"))).build(),
                TransactGetItem.builder().get(g -> g.tableName("customers").key(item("customer_id", "C2"))).build()));

        List<RecordedCall> calls = dynamo.operations().calls();
        assertThat(calls.get(0).tableNames()).containsExactly("orders");
        assertThat(calls.get(0).itemsReturned()).isEqualTo(OptionalInt.of(2));
        assertThat(calls.get(1).tableNames()).containsExactly("customers", "orders");
        assertThat(calls.get(1).itemsRead()).isEqualTo(OptionalInt.of(2));
        assertThat(calls.get(1).itemsReturned()).isEqualTo(OptionalInt.of(2));
    }

    @Test
    void writes_record_no_item_counts() {
        client.putItem(b -> b.tableName("orders").item(LogTables.order("C2", "O1")));

        RecordedCall call = onlyCall();
        assertThat(call.operation()).isEqualTo("PutItem");
        assertThat(call.itemsRead()).isEmpty();
        assertThat(call.itemsReturned()).isEmpty();
        assertThat(call.hasMorePages()).isFalse();
    }

    @Test
    void batch_and_transaction_writes_name_each_table_once_in_request_order() {
        client.transactWriteItems(b -> b.transactItems(
                TransactWriteItem.builder().put(p -> p.tableName("orders").item(LogTables.order("C3", "O1"))).build(),
                TransactWriteItem.builder().conditionCheck(c -> c.tableName("customers")
                        .key(item("customer_id", "C1")).conditionExpression("attribute_exists(customer_id)")).build(),
                TransactWriteItem.builder().delete(d -> d.tableName("orders")
                        .key(item("customer_id", "C1", "order_id", "O5"))).build()));
        client.batchWriteItem(b -> b.requestItems(Map.of("customers", List.of(
                WriteRequest.builder().putRequest(p -> p.item(item("customer_id", "C4"))).build()))));

        List<RecordedCall> calls = dynamo.operations().calls();
        assertThat(calls.get(0).operation()).isEqualTo("TransactWriteItems");
        assertThat(calls.get(0).tableNames()).containsExactly("orders", "customers");
        assertThat(calls.get(1).operation()).isEqualTo("BatchWriteItem");
        assertThat(calls.get(1).tableNames()).containsExactly("customers");
    }

    @Test
    void a_list_tables_call_names_no_table() {
        client.listTables();

        assertThat(onlyCall().tableNames()).isEmpty();
        assertThat(onlyCall().consumedCapacity()).isEmpty();
        assertThat(onlyCall().capacityUnits()).isZero();
    }

    @Test
    void a_failed_conditional_write_is_recorded_with_the_sdk_exceptions_code_and_message_and_no_writes() {
        PutItemRequest request = PutItemRequest.builder().tableName("orders").item(LogTables.order("C1", "O1"))
                .conditionExpression("attribute_not_exists(order_id)").build();

        assertThatThrownBy(() -> client.putItem(request)).isInstanceOf(ConditionalCheckFailedException.class);

        RecordedCall call = onlyCall();
        assertThat(call.failed()).isTrue();
        assertThat(call.errorCode()).contains("ConditionalCheckFailedException");
        assertThat(call.errorMessage()).contains("The conditional request failed");
        assertThat(call.request()).isSameAs(request);
        assertThat(call.partitionWrites()).isEmpty();
        assertThat(call.consumedCapacity()).isEmpty();
    }

    @Test
    void a_call_on_a_missing_table_is_recorded_as_resource_not_found() {
        GetItemRequest request = GetItemRequest.builder().tableName("nope").key(item("id", "1")).build();

        Throwable thrown = org.assertj.core.api.Assertions.catchThrowable(() -> client.getItem(request));

        RecordedCall call = onlyCall();
        assertThat(thrown).isInstanceOf(ResourceNotFoundException.class);
        assertThat(call.errorCode()).contains(((ResourceNotFoundException) thrown).awsErrorDetails().errorCode());
        assertThat(call.errorMessage()).contains(((ResourceNotFoundException) thrown).awsErrorDetails().errorMessage());
        assertThat(call.tableNames()).containsExactly("nope");
        assertThat(call.itemsRead()).isEmpty();
    }

    @Test
    void an_invalid_query_is_recorded_as_a_validation_exception_with_its_shape() {
        assertThatThrownBy(() -> client.query(b -> b.tableName("orders").keyConditionExpression("order_id = :o")
                .expressionAttributeValues(Map.of(":o", AttributeValue.fromS("O1")))));

        RecordedCall call = onlyCall();
        assertThat(call.errorCode()).contains("ValidationException");
        assertThat(call.errorMessage()).hasValueSatisfying(message -> assertThat(message).isNotBlank());
        assertThat(call.keyConditionShape()).contains("order_id = :value");
    }

    @Test
    void an_unsupported_operation_is_not_recorded() {
        assertThatThrownBy(() -> client.describeBackup(b -> b.backupArn("arn")))
                .isInstanceOf(UnsupportedOperationException.class);

        assertThat(dynamo.operations().calls()).isEmpty();
    }

    @Test
    void the_unrecorded_client_seeding_and_expiry_are_not_recorded() {
        dynamo.unrecordedClient().putItem(b -> b.tableName("orders").item(LogTables.order("C7", "O1")));
        dynamo.unrecordedClient().scan(b -> b.tableName("orders"));
        dynamo.expireItems();

        assertThat(dynamo.operations().calls()).isEmpty();
        assertThat(dynamo.operations().totalCalls()).isZero();
        assertThat(client.getItem(b -> b.tableName("orders").key(item("customer_id", "C7", "order_id", "O1")))
                .hasItem()).as("the unrecorded client writes to the same engine").isTrue();
    }

    @Test
    void the_async_client_is_recorded() {
        dynamo.asyncClient().getItem(b -> b.tableName("customers").key(item("customer_id", "C1"))).join();

        assertThat(onlyCall().operation()).isEqualTo("GetItem");
        assertThat(onlyCall().itemsReturned()).isEqualTo(OptionalInt.of(1));
    }

    @Test
    void calls_to_the_http_endpoint_are_recorded() {
        DynamoServer server = dynamo.startServer();
        try (DynamoDbClient http = SdkClients.sync(server.endpoint())) {
            http.query(b -> b.tableName("orders").keyConditionExpression("customer_id = :c")
                    .expressionAttributeValues(Map.of(":c", AttributeValue.fromS("C1"))));
            assertThatThrownBy(() -> http.getItem(b -> b.tableName("nope").key(item("id", "1"))))
                    .isInstanceOf(ResourceNotFoundException.class);
        }

        List<RecordedCall> calls = dynamo.operations().calls();
        assertThat(calls).extracting(RecordedCall::operation).containsExactly("Query", "GetItem");
        assertThat(calls.get(0).keyConditionShape()).contains("customer_id = :value");
        assertThat(calls.get(0).itemsReturned()).isEqualTo(OptionalInt.of(5));
        assertThat(calls.get(1).errorCode()).contains("ResourceNotFoundException");
    }

    @Test
    void a_fork_starts_with_an_empty_log_and_the_two_logs_are_independent() {
        client.getItem(b -> b.tableName("customers").key(item("customer_id", "C1")));

        try (InMemoryDynamo fork = dynamo.fork()) {
            assertThat(fork.operations().calls()).isEmpty();
            fork.client().scan(b -> b.tableName("orders"));
            fork.client().scan(b -> b.tableName("customers"));

            assertThat(fork.operations().calls()).extracting(RecordedCall::operation).containsExactly("Scan", "Scan");
            assertThat(fork.operations().calls().get(0).sequence()).isEqualTo(1);
        }
        assertThat(dynamo.operations().calls()).extracting(RecordedCall::operation).containsExactly("GetItem");
        try (InMemoryDynamo timed = dynamo.fork(java.time.Clock.systemUTC())) {
            assertThat(timed.operations().totalCalls()).isZero();
        }
    }

    @Test
    void clear_forgets_every_call_and_numbering_starts_again_at_one() {
        client.listTables();
        client.listTables();
        List<RecordedCall> before = dynamo.operations().calls();

        dynamo.operations().clear();
        client.describeTable(b -> b.tableName("orders"));

        assertThat(dynamo.operations().totalCalls()).isEqualTo(1);
        assertThat(onlyCall().sequence()).isEqualTo(1);
        assertThat(onlyCall().operation()).isEqualTo("DescribeTable");
        assertThat(before).as("a snapshot taken before the clear").hasSize(2);
    }

    @Test
    void calls_is_a_snapshot_that_later_calls_do_not_change() {
        client.listTables();
        List<RecordedCall> snapshot = dynamo.operations().calls();

        client.listTables();

        assertThat(snapshot).hasSize(1);
        assertThat(dynamo.operations().calls()).hasSize(2);
        assertThatThrownBy(() -> snapshot.add(snapshot.get(0))).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void a_full_log_drops_the_oldest_calls_and_still_counts_them() {
        try (InMemoryDynamo small = InMemoryDynamo.builder().operationLogCapacity(3).build()) {
            LogTables.customers().create(small.client());
            for (int i = 0; i < 600; i++) {
                int n = i;
                small.client().putItem(b -> b.tableName("customers").item(item("customer_id", "C" + n)));
            }

            OperationLog log = small.operations();
            assertThat(log.capacity()).isEqualTo(3);
            assertThat(log.totalCalls()).isEqualTo(601);
            assertThat(log.isComplete()).isFalse();
            assertThat(log.calls()).extracting(RecordedCall::sequence).containsExactly(599L, 600L, 601L);
            assertThat(((PutItemRequest) log.calls().get(2).request()).item().get("customer_id").s())
                    .isEqualTo("C599");
        }
    }

    @Test
    void a_log_larger_than_one_chunk_keeps_calls_across_chunks_in_order() {
        try (InMemoryDynamo medium = InMemoryDynamo.builder().operationLogCapacity(700).build()) {
            for (int i = 0; i < 1000; i++) {
                medium.client().listTables();
            }

            List<RecordedCall> calls = medium.operations().calls();
            assertThat(calls).hasSize(700);
            assertThat(calls.get(0).sequence()).isEqualTo(301);
            assertThat(calls.get(699).sequence()).isEqualTo(1000);
            for (int i = 1; i < calls.size(); i++) {
                assertThat(calls.get(i).sequence()).isEqualTo(calls.get(i - 1).sequence() + 1);
            }
        }
    }

    @Test
    void writes_beyond_the_written_bytes_bound_are_dropped_oldest_first_in_runs_of_64_calls() {
        // each PutItem writes a 3 KB item (3 write units): 100 KB holds about 34 of them, so the kept calls are
        // the newest run of 64 and the older runs whose writes fit, the run that crosses the bound included
        try (InMemoryDynamo bounded = InMemoryDynamo.builder().operationLogWrittenBytes(100 * 1024).build()) {
            LogTables.customers().create(bounded.client());
            String padding = "x".repeat(3 * 1024 - 100);
            for (int i = 0; i < 640; i++) {
                int n = i;
                bounded.client().putItem(b -> b.tableName("customers")
                        .item(item("customer_id", "C" + n, "padding", padding)));
            }

            OperationLog log = bounded.operations();
            List<RecordedCall> calls = log.calls();
            assertThat(log.totalCalls()).isEqualTo(641);
            assertThat(log.isComplete()).isFalse();
            assertThat(calls).hasSizeBetween(64, 64 * 3);
            assertThat(calls.get(calls.size() - 1).sequence()).isEqualTo(641);
            for (int i = 1; i < calls.size(); i++) {
                assertThat(calls.get(i).sequence()).isEqualTo(calls.get(i - 1).sequence() + 1);
            }
            assertThat(((PutItemRequest) calls.get(calls.size() - 1).request()).item().get("customer_id").s())
                    .isEqualTo("C639");
        }
    }

    @Test
    void reads_and_small_writes_under_the_written_bytes_bound_are_all_kept() {
        try (InMemoryDynamo bounded = InMemoryDynamo.builder().operationLogCapacity(2_000).build()) {
            LogTables.customers().create(bounded.client());
            for (int i = 0; i < 999; i++) {
                int n = i;
                bounded.client().putItem(b -> b.tableName("customers").item(item("customer_id", "C" + n)));
                bounded.client().getItem(b -> b.tableName("customers").key(item("customer_id", "C" + n)));
            }

            // 999 one-unit writes are 999 KB, under the default 2 MiB: nothing is dropped
            assertThat(bounded.operations().totalCalls()).isEqualTo(1_999);
            assertThat(bounded.operations().isComplete()).isTrue();
        }
    }

    @Test
    void a_batch_write_counts_every_item_it_wrote_against_the_bound() {
        try (InMemoryDynamo bounded = InMemoryDynamo.builder().operationLogWrittenBytes(0).build()) {
            LogTables.customers().create(bounded.client());
            for (int call = 0; call < 200; call++) {
                List<WriteRequest> puts = new java.util.ArrayList<>();
                for (int i = 0; i < 25; i++) {
                    String id = "C" + call + "-" + i;
                    puts.add(WriteRequest.builder().putRequest(p -> p.item(item("customer_id", id))).build());
                }
                bounded.client().batchWriteItem(b -> b.requestItems(Map.of("customers", puts)));
            }

            // a bound of 0 keeps the newest run and the one before it, which crosses the bound
            List<RecordedCall> calls = bounded.operations().calls();
            assertThat(calls).hasSizeBetween(64, 128);
            assertThat(calls.get(calls.size() - 1).sequence()).isEqualTo(201);
        }
    }

    @Test
    void a_fork_inherits_the_written_bytes_bound() {
        try (InMemoryDynamo bounded = InMemoryDynamo.builder().operationLogWrittenBytes(0).build();
             InMemoryDynamo fork = bounded.fork()) {
            LogTables.customers().create(fork.client());
            for (int i = 0; i < 300; i++) {
                int n = i;
                fork.client().putItem(b -> b.tableName("customers").item(item("customer_id", "C" + n)));
            }

            assertThat(fork.operations().calls()).hasSizeBetween(64, 128);
        }
    }

    @Test
    void the_written_bytes_bound_must_not_be_negative() {
        assertThatThrownBy(() -> InMemoryDynamo.builder().operationLogWrittenBytes(-1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("operationLogWrittenBytes must not be negative, not -1");
    }

    @Test
    void the_log_capacity_must_be_positive() {
        assertThatThrownBy(() -> InMemoryDynamo.builder().operationLogCapacity(0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("operationLogCapacity must be at least 1, not 0");
    }

    @Test
    void with_recording_off_nothing_is_recorded_and_forks_inherit_it() {
        try (InMemoryDynamo quiet = InMemoryDynamo.builder().recordOperations(false).build()) {
            LogTables.customers().create(quiet.client());
            quiet.client().putItem(b -> b.tableName("customers").item(item("customer_id", "C1")));
            try (InMemoryDynamo fork = quiet.fork()) {
                fork.client().listTables();
                assertThat(fork.operations().totalCalls()).isZero();
            }

            assertThat(quiet.operations().calls()).isEmpty();
            assertThat(quiet.operations().totalCalls()).isZero();
        }
    }

    @Test
    void the_engine_is_a_dynamo_database() {
        dev.dynamofixtures.core.DynamoDatabase database = dynamo;

        database.client().listTables();
        database.unrecordedClient().listTables();

        assertThat(database.operations().calls()).hasSize(1);
        assertThat(database.operations()).isSameAs(dynamo.operations());
        assertThat(Optional.of(database.backend())).contains("in-memory");
    }
}
