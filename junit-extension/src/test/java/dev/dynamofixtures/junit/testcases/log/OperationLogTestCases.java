package dev.dynamofixtures.junit.testcases.log;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dynamofixtures.core.log.OperationLog;
import dev.dynamofixtures.core.log.PartitionWrite;
import dev.dynamofixtures.core.log.RecordedCall;
import dev.dynamofixtures.junit.DynamoFixture;
import dev.dynamofixtures.junit.DynamoFixtureContext;
import dev.dynamofixtures.junit.DynamoSeed;
import dev.dynamofixtures.junit.testcases.Orders;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * The operation log on DynamoDB Local, under a table prefix: what each kind of call records, the capacity the code
 * sees, errors, and that the log of every test starts empty with none of the extension's own calls in it.
 */
@DynamoFixture(seed = "/dev/dynamofixtures/junit/testcases/orders.yml", backend = "dynamodb-local",
        tablePrefix = "oplog_")
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
@SuppressWarnings("unchecked") // the SDK's varargs of Consumer<Builder>
public class OperationLogTestCases {
    @BeforeAll
    static void beforeAll(DynamoDbClient client, DynamoFixtureContext classDatabase) {
        Orders.put(client, "C0", "O0", "PENDING", 10);
        assertThat(classDatabase.operations().calls()).extracting(RecordedCall::operation).containsExactly("PutItem");
    }

    @Test
    @Order(1)
    void a_query_is_recorded_with_its_table_index_key_condition_and_counts(DynamoFixtureContext dynamo,
            DynamoDbClient client) {
        // given
        QueryRequest request = QueryRequest.builder().tableName("orders").indexName("ByStatus")
                .keyConditionExpression("#s = :s AND amount BETWEEN :low AND :high")
                .filterExpression("customer_id = :c")
                .expressionAttributeNames(Map.of("#s", "status"))
                .expressionAttributeValues(Map.of(":s", s("PENDING"), ":low", n("0"), ":high", n("1000"),
                        ":c", s("C1")))
                .build();

        // when
        QueryResponse response = client.query(request);

        // then
        assertThat(response.count()).isEqualTo(1);
        assertThat(dynamo.operations().calls()).singleElement().satisfies(call -> {
            assertThat(call.sequence()).isEqualTo(1);
            assertThat(call.operation()).isEqualTo("Query");
            assertThat(call.request()).isSameAs(request);
            assertThat(call.tableNames()).containsExactly("orders");
            assertThat(call.indexName()).contains("ByStatus");
            assertThat(call.keyConditionShape()).contains("status = :value AND amount BETWEEN :value AND :value");
            assertThat(call.itemsRead()).isEqualTo(OptionalInt.of(3));
            assertThat(call.itemsReturned()).isEqualTo(OptionalInt.of(1));
            assertThat(call.hasMorePages()).isFalse();
            assertThat(call.continuesEarlierPage()).isFalse();
            assertThat(call.failed()).isFalse();
            assertThat(call.partitionWrites()).isEmpty();
        });
        assertThat(dynamo.operations().backend()).isEqualTo(dynamo.backend());
        assertThat(dynamo.operations().totalCalls()).isEqualTo(1);
        assertThat(dynamo.operations().isComplete()).isTrue();
    }

    @Test
    @Order(2)
    void each_page_of_a_scan_is_a_call_that_says_whether_it_continues_one_and_has_more(DynamoFixtureContext dynamo,
            DynamoDbClient client) {
        // when: four items, two a page
        long items = client.scanPaginator(b -> b.tableName("orders").limit(2)).items().stream().count();

        // then
        assertThat(items).isEqualTo(4);
        List<RecordedCall> calls = dynamo.operations().calls();
        assertThat(calls).hasSizeGreaterThanOrEqualTo(2).allSatisfy(call -> {
            assertThat(call.operation()).isEqualTo("Scan");
            assertThat(call.keyConditionShape()).isEmpty();
        });
        assertThat(calls).extracting(RecordedCall::sequence).startsWith(1L, 2L);
        assertThat(calls.get(0).continuesEarlierPage()).isFalse();
        assertThat(calls.get(0).hasMorePages()).isTrue();
        assertThat(calls.get(0).itemsReturned()).isEqualTo(OptionalInt.of(2));
        assertThat(calls.get(1).continuesEarlierPage()).isTrue();
        assertThat(calls.get(calls.size() - 1).hasMorePages()).isFalse();
    }

    @Test
    @Order(3)
    void a_put_records_the_partitions_of_its_table_and_of_the_indexes_the_item_is_in(DynamoFixtureContext dynamo,
            DynamoDbClient client) {
        // when
        Orders.put(client, "C7", "O70", "NEW", 70);
        client.putItem(b -> b.tableName("orders").item(Map.of("customer_id", s("C7"), "order_id", s("O71"))));

        // then: the second item has no status, so it is not in the sparse index ByStatus
        List<RecordedCall> calls = dynamo.operations().calls();
        assertThat(calls).extracting(RecordedCall::operation).containsExactly("PutItem", "PutItem");
        assertThat(calls.get(0).partitionWrites()).containsExactly(
                new PartitionWrite("orders", null, Map.of("customer_id", s("C7"))),
                new PartitionWrite("orders", "ByStatus", Map.of("status", s("NEW"))));
        assertThat(calls.get(1).partitionWrites()).containsExactly(
                new PartitionWrite("orders", null, Map.of("customer_id", s("C7"))));
        assertThat(calls.get(0).itemsRead()).isEmpty();
    }

    @Test
    @Order(4)
    void get_update_and_delete_record_the_items_found_and_the_table_partition_written(DynamoFixtureContext dynamo,
            DynamoDbClient client) {
        // when
        client.getItem(b -> b.tableName("orders").key(key("C1", "O1")));
        client.getItem(b -> b.tableName("orders").key(key("C1", "MISSING")));
        client.updateItem(b -> b.tableName("orders").key(key("C1", "O1")).updateExpression("SET #s = :s")
                .expressionAttributeNames(Map.of("#s", "status")).expressionAttributeValues(Map.of(":s", s("PAID"))));
        client.deleteItem(b -> b.tableName("orders").key(key("C2", "O3")));

        // then
        List<RecordedCall> calls = dynamo.operations().calls();
        assertThat(calls).extracting(RecordedCall::operation)
                .containsExactly("GetItem", "GetItem", "UpdateItem", "DeleteItem");
        assertThat(calls.get(0).itemsRead()).isEqualTo(OptionalInt.of(1));
        assertThat(calls.get(0).itemsReturned()).isEqualTo(OptionalInt.of(1));
        assertThat(calls.get(1).itemsReturned()).isEqualTo(OptionalInt.of(0));
        assertThat(calls.get(2).partitionWrites()).containsExactly(
                new PartitionWrite("orders", null, Map.of("customer_id", s("C1"))));
        assertThat(calls.get(3).partitionWrites()).containsExactly(
                new PartitionWrite("orders", null, Map.of("customer_id", s("C2"))));
        assertThat(calls).allSatisfy(call -> assertThat(call.tableNames()).containsExactly("orders"));
    }

    @Test
    @Order(5)
    void batches_and_transactions_record_their_tables_items_and_partition_writes(DynamoFixtureContext dynamo,
            DynamoDbClient client) {
        // when
        client.batchWriteItem(b -> b.requestItems(Map.of("orders", List.of(
                put(Map.of("customer_id", s("C8"), "order_id", s("O80"), "status", s("NEW"), "amount", n("1"))),
                delete(key("C1", "O2"))))));
        client.batchGetItem(b -> b.requestItems(Map.of("orders", keysAndAttributes(key("C1", "O1"), key("C8", "O80"),
                key("C9", "MISSING")))));
        client.transactWriteItems(b -> b.transactItems(
                t -> t.put(p -> p.tableName("orders").item(Map.of("customer_id", s("C9"), "order_id", s("O90"),
                        "status", s("NEW"), "amount", n("9")))),
                t -> t.update(u -> u.tableName("orders").key(key("C1", "O1")).updateExpression("SET amount = :a")
                        .expressionAttributeValues(Map.of(":a", n("121")))),
                t -> t.conditionCheck(c -> c.tableName("orders").key(key("C2", "O3"))
                        .conditionExpression("attribute_exists(order_id)"))));
        client.transactGetItems(b -> b.transactItems(t -> t.get(g -> g.tableName("orders").key(key("C9", "O90"))),
                t -> t.get(g -> g.tableName("orders").key(key("C9", "MISSING")))));

        // then
        List<RecordedCall> calls = dynamo.operations().calls();
        assertThat(calls).extracting(RecordedCall::operation)
                .containsExactly("BatchWriteItem", "BatchGetItem", "TransactWriteItems", "TransactGetItems");
        assertThat(calls).allSatisfy(call -> assertThat(call.tableNames()).containsExactly("orders"));
        assertThat(calls.get(0).partitionWrites()).containsExactly(
                new PartitionWrite("orders", null, Map.of("customer_id", s("C8"))),
                new PartitionWrite("orders", "ByStatus", Map.of("status", s("NEW"))),
                new PartitionWrite("orders", null, Map.of("customer_id", s("C1"))));
        assertThat(calls.get(1).itemsReturned()).isEqualTo(OptionalInt.of(2));
        assertThat(calls.get(2).partitionWrites()).containsExactly(
                new PartitionWrite("orders", null, Map.of("customer_id", s("C9"))),
                new PartitionWrite("orders", "ByStatus", Map.of("status", s("NEW"))),
                new PartitionWrite("orders", null, Map.of("customer_id", s("C1"))));
        assertThat(calls.get(3).itemsReturned()).isEqualTo(OptionalInt.of(1));
    }

    @Test
    @Order(6)
    void capacity_is_recorded_with_the_index_parts_while_the_code_that_asked_for_none_sees_none(
            DynamoFixtureContext dynamo, DynamoDbClient client) {
        // when
        GetItemResponse get = client.getItem(b -> b.tableName("orders").key(key("C1", "O1")));
        QueryResponse query = client.query(b -> b.tableName("orders").indexName("ByStatus")
                .keyConditionExpression("#s = :s").expressionAttributeNames(Map.of("#s", "status"))
                .expressionAttributeValues(Map.of(":s", s("PENDING"))));
        client.putItem(b -> b.tableName("orders").item(Map.of("customer_id", s("C3"), "order_id", s("O30"),
                "status", s("NEW"), "amount", n("3"))).returnConsumedCapacity(ReturnConsumedCapacity.NONE));

        // then
        assertThat(get.consumedCapacity()).isNull();
        assertThat(query.consumedCapacity()).isNull();
        List<RecordedCall> calls = dynamo.operations().calls();
        assertThat(calls).allSatisfy(call -> {
            assertThat(call.consumedCapacity()).singleElement()
                    .satisfies(capacity -> assertThat(capacity.tableName()).isEqualTo("orders"));
            assertThat(call.capacityUnits()).isPositive();
        });
        assertThat(calls.get(1).consumedCapacity().get(0).globalSecondaryIndexes()).containsOnlyKeys("ByStatus");
        assertThat(calls.get(2).consumedCapacity().get(0).globalSecondaryIndexes()).containsOnlyKeys("ByStatus");
        assertThat(calls.get(2).request()).isInstanceOfSatisfying(PutItemRequest.class, put -> assertThat(put.returnConsumedCapacity()).isEqualTo(ReturnConsumedCapacity.NONE));
    }

    @Test
    @Order(7)
    void code_that_asked_for_the_total_sees_what_the_server_answers_to_total(DynamoFixtureContext dynamo,
            DynamoDbClient client) {
        // given
        QueryRequest request = QueryRequest.builder().tableName("orders").indexName("ByStatus")
                .keyConditionExpression("#s = :s").expressionAttributeNames(Map.of("#s", "status"))
                .expressionAttributeValues(Map.of(":s", s("PENDING")))
                .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL).build();

        // when
        ConsumedCapacity seen = client.query(request).consumedCapacity();

        // then
        ConsumedCapacity server = dynamo.unrecordedClient().query(request).consumedCapacity();
        assertThat(seen).isNotNull().isEqualTo(server);
        assertThat(seen.globalSecondaryIndexes()).isEmpty();
        RecordedCall call = dynamo.operations().calls().get(0);
        assertThat(call.request()).isSameAs(request);
        assertThat(call.consumedCapacity()).singleElement()
                .satisfies(capacity -> assertThat(capacity.globalSecondaryIndexes()).containsOnlyKeys("ByStatus"));
        assertThat(call.capacityUnits()).isEqualTo(seen.capacityUnits());
    }

    @Test
    @Order(8)
    void code_that_asked_for_indexes_sees_them(DynamoFixtureContext dynamo, DynamoDbClient client) {
        // when
        ConsumedCapacity seen = client.getItem(b -> b.tableName("orders").key(key("C1", "O1"))
                .returnConsumedCapacity(ReturnConsumedCapacity.INDEXES)).consumedCapacity();

        // then
        assertThat(seen.table()).isNotNull();
        assertThat(dynamo.operations().calls().get(0).consumedCapacity()).containsExactly(seen);
    }

    @Test
    @Order(9)
    void a_failed_call_is_recorded_with_the_error_the_code_got_and_no_prefix_in_it(DynamoFixtureContext dynamo,
            DynamoDbClient client) {
        // when
        ConditionalCheckFailedException conditionFailed = (ConditionalCheckFailedException) catchThrowable(() ->
                client.putItem(b -> b.tableName("orders").item(key("C1", "O1"))
                        .conditionExpression("attribute_not_exists(order_id)")));
        ResourceNotFoundException notFound = (ResourceNotFoundException) catchThrowable(() ->
                client.query(b -> b.tableName("nowhere").keyConditionExpression("id = :id")
                        .expressionAttributeValues(Map.of(":id", s("x")))));

        // then
        List<RecordedCall> calls = dynamo.operations().calls();
        assertThat(calls).hasSize(2).allSatisfy(call -> {
            assertThat(call.failed()).isTrue();
            assertThat(call.consumedCapacity()).isEmpty();
            assertThat(call.partitionWrites()).isEmpty();
            assertThat(call.itemsRead()).isEmpty();
        });
        assertThat(calls.get(0).errorCode()).contains("ConditionalCheckFailedException");
        assertThat(calls.get(0).errorMessage()).contains(conditionFailed.awsErrorDetails().errorMessage());
        assertThat(calls.get(1).errorCode()).contains("ResourceNotFoundException");
        assertThat(calls.get(1).errorMessage()).contains(notFound.awsErrorDetails().errorMessage());
        assertThat(calls.get(1).errorMessage().orElseThrow()).doesNotContain("oplog_");
        assertThat(calls.get(1).tableNames()).containsExactly("nowhere");
        assertThat(calls.get(1).keyConditionShape()).contains("id = :value");
    }

    @Test
    @Order(10)
    @DynamoSeed("/dev/dynamofixtures/junit/testcases/refunds.yml")
    void a_test_starts_with_an_empty_log_whatever_the_extension_did_before_it(DynamoFixtureContext dynamo,
            DynamoDbClient client) {
        // then: the tables were reset and the two datasets loaded, the previous tests made calls
        OperationLog log = dynamo.operations();
        assertThat(log.calls()).isEmpty();
        assertThat(log.totalCalls()).isZero();

        // when
        dynamo.tables();
        dynamo.dataset();
        dynamo.unrecordedClient().scan(b -> b.tableName("refunds"));
        client.scan(b -> b.tableName("refunds"));

        // then
        assertThat(log.calls()).singleElement().satisfies(call -> assertThat(call.tableNames())
                .containsExactly("refunds"));
    }

    @Test
    @Order(11)
    void table_names_in_the_log_are_the_tests_own_not_the_servers(DynamoFixtureContext dynamo,
            DynamoDbClient client) {
        // when
        Orders.put(client, "C1", "O5", "NEW", 5);
        client.listTables();
        client.describeTable(b -> b.tableName("orders"));

        // then
        List<RecordedCall> calls = dynamo.operations().calls();
        assertThat(calls.get(0).tableNames()).containsExactly("orders");
        assertThat(calls.get(0).consumedCapacity()).extracting(ConsumedCapacity::tableName).containsExactly("orders");
        assertThat(calls.get(0).partitionWrites()).extracting(PartitionWrite::tableName).containsOnly("orders");
        assertThat(calls.get(0).request().getValueForField("TableName", String.class)).contains("orders");
        assertThat(calls.get(1).operation()).isEqualTo("ListTables");
        assertThat(calls.get(1).tableNames()).isEmpty();
        assertThat(calls.get(2).tableNames()).containsExactly("orders");
        assertThat(calls.get(2).consumedCapacity()).isEmpty();
    }

    @Test
    @Order(12)
    void clearing_the_log_forgets_the_calls_so_far_and_numbers_the_next_from_one(DynamoFixtureContext dynamo,
            DynamoDbClient client) {
        // given
        client.getItem(b -> b.tableName("orders").key(key("C1", "O1")));

        // when
        dynamo.operations().clear();
        client.getItem(b -> b.tableName("orders").key(key("C1", "O2")));

        // then
        assertThat(dynamo.operations().calls()).singleElement()
                .satisfies(call -> assertThat(call.sequence()).isEqualTo(1));
        assertThat(dynamo.operations().totalCalls()).isEqualTo(1);
    }

    @Test
    @Order(13)
    void writes_to_a_table_the_test_created_record_its_partitions(DynamoFixtureContext dynamo, DynamoDbClient client) {
        // given: a put before the table exists, so its schema is first looked up in vain
        catchThrowable(() -> client.putItem(b -> b.tableName("scratch").item(Map.of("id", s("before")))));

        // when
        client.createTable(b -> b.tableName("scratch").billingMode("PAY_PER_REQUEST")
                .keySchema(k -> k.attributeName("id").keyType("HASH"))
                .attributeDefinitions(a -> a.attributeName("id").attributeType("S")));
        client.putItem(b -> b.tableName("scratch").item(Map.of("id", s("after"))));

        // then
        List<RecordedCall> calls = dynamo.operations().calls();
        assertThat(calls).extracting(RecordedCall::operation).containsExactly("PutItem", "CreateTable", "PutItem");
        assertThat(calls.get(0).errorCode()).contains("ResourceNotFoundException");
        assertThat(calls.get(2).partitionWrites()).containsExactly(
                new PartitionWrite("scratch", null, Map.of("id", s("after"))));
    }

    private static Throwable catchThrowable(Runnable call) {
        try {
            call.run();
        } catch (RuntimeException e) {
            return e;
        }
        throw new AssertionError("the call did not fail");
    }

    static Map<String, AttributeValue> key(String customer, String order) {
        return Map.of("customer_id", s(customer), "order_id", s(order));
    }

    private static WriteRequest put(Map<String, AttributeValue> item) {
        return WriteRequest.builder().putRequest(p -> p.item(item)).build();
    }

    private static WriteRequest delete(Map<String, AttributeValue> key) {
        return WriteRequest.builder().deleteRequest(d -> d.key(key)).build();
    }

    @SafeVarargs
    private static KeysAndAttributes keysAndAttributes(Map<String, AttributeValue>... keys) {
        return KeysAndAttributes.builder().keys(keys).build();
    }

    static AttributeValue s(String value) {
        return AttributeValue.fromS(value);
    }

    static AttributeValue n(String value) {
        return AttributeValue.fromN(value);
    }
}
