package dev.dynamofixtures.core.log;

import static dev.dynamofixtures.core.ops.TestTables.item;
import static org.assertj.core.api.Assertions.assertThat;

import dev.dynamofixtures.core.InMemoryDynamo;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * The capacity the log records for a call is exactly what the engine answers for the same call with
 * ReturnConsumedCapacity=INDEXES, whether the recorded call asked for capacity (INDEXES, TOTAL) or not.
 */
class RecordedCapacityTest {
    private static InMemoryDynamo seeded;

    /** One call, made with the given ReturnConsumedCapacity; returns the ConsumedCapacity (or list) it answered. */
    private interface Call extends BiFunction<DynamoDbClient, ReturnConsumedCapacity, Object> {
    }

    @SuppressWarnings("unchecked")
    private static List<ConsumedCapacity> answered(Object capacity) {
        if (capacity == null) {
            return List.of();
        }
        return capacity instanceof ConsumedCapacity one ? List.of(one) : (List<ConsumedCapacity>) capacity;
    }

    @BeforeAll
    static void seed() {
        seeded = InMemoryDynamo.create();
        DynamoDbClient client = seeded.client();
        LogTables.orders().create(client);
        LogTables.customers().create(client);
        for (int i = 1; i <= 5; i++) {
            Map<String, AttributeValue> order = new java.util.HashMap<>(LogTables.order("C1", "O" + i));
            order.put("note", AttributeValue.fromS("x".repeat(1500 * i)));
            if (i % 2 == 1) {
                order.put("flagged", AttributeValue.fromS("yes"));
            }
            client.putItem(b -> b.tableName("orders").item(order));
        }
        client.putItem(b -> b.tableName("customers").item(item("customer_id", "C1", "name", "Ada")));
    }

    @AfterAll
    static void close() {
        seeded.close();
    }

    static Stream<Arguments> calls() {
        return Stream.of(
                call("PutItem of a new item into the table, its multi-attribute GSI and its LSI", (c, m) -> c.putItem(b -> b
                        .tableName("orders").item(LogTables.order("C2", "O1")).returnConsumedCapacity(m)).consumedCapacity()),
                call("PutItem replacing an item, moving it in the GSI and leaving the sparse GSI", (c, m) -> c.putItem(b -> b
                        .tableName("orders").item(item("customer_id", "C1", "order_id", "O1", "region", "US",
                                "status", "OPEN", "order_date", "2025-01-01", "amount", 5)).returnConsumedCapacity(m))
                        .consumedCapacity()),
                call("UpdateItem entering the sparse GSI", (c, m) -> c.updateItem(b -> b.tableName("orders")
                        .key(item("customer_id", "C1", "order_id", "O2")).updateExpression("SET flagged = :f")
                        .expressionAttributeValues(Map.of(":f", AttributeValue.fromS("yes"))).returnConsumedCapacity(m))
                        .consumedCapacity()),
                call("UpdateItem of a projected attribute of a large item", (c, m) -> c.updateItem(b -> b.tableName("orders")
                        .key(item("customer_id", "C1", "order_id", "O4")).updateExpression("SET note = :n")
                        .expressionAttributeValues(Map.of(":n", AttributeValue.fromS("short"))).returnConsumedCapacity(m))
                        .consumedCapacity()),
                call("DeleteItem of an item in every index", (c, m) -> c.deleteItem(b -> b.tableName("orders")
                        .key(item("customer_id", "C1", "order_id", "O3")).returnConsumedCapacity(m)).consumedCapacity()),
                call("DeleteItem of a missing item", (c, m) -> c.deleteItem(b -> b.tableName("orders")
                        .key(item("customer_id", "C9", "order_id", "O3")).returnConsumedCapacity(m)).consumedCapacity()),
                call("GetItem, eventually consistent", (c, m) -> c.getItem(b -> b.tableName("orders")
                        .key(item("customer_id", "C1", "order_id", "O5")).returnConsumedCapacity(m)).consumedCapacity()),
                call("GetItem, strongly consistent, of a missing item", (c, m) -> c.getItem(b -> b.tableName("orders")
                        .key(item("customer_id", "C1", "order_id", "O9")).consistentRead(true)
                        .returnConsumedCapacity(m)).consumedCapacity()),
                call("Query of the table", (c, m) -> c.query(b -> b.tableName("orders")
                        .keyConditionExpression("customer_id = :c").consistentRead(true)
                        .expressionAttributeValues(Map.of(":c", AttributeValue.fromS("C1"))).returnConsumedCapacity(m))
                        .consumedCapacity()),
                call("Query of the multi-attribute GSI", (c, m) -> c.query(b -> b.tableName("orders")
                        .indexName(LogTables.BY_REGION_STATUS).keyConditionExpression("#r = :r AND #s = :s")
                        .expressionAttributeNames(Map.of("#r", "region", "#s", "status"))
                        .expressionAttributeValues(Map.of(":r", AttributeValue.fromS("EU"), ":s", AttributeValue.fromS("OPEN")))
                        .returnConsumedCapacity(m)).consumedCapacity()),
                call("Query of the LSI", (c, m) -> c.query(b -> b.tableName("orders").indexName(LogTables.BY_DATE)
                        .keyConditionExpression("customer_id = :c")
                        .expressionAttributeValues(Map.of(":c", AttributeValue.fromS("C1"))).returnConsumedCapacity(m))
                        .consumedCapacity()),
                call("Scan of the table", (c, m) -> c.scan(b -> b.tableName("orders").returnConsumedCapacity(m))
                        .consumedCapacity()),
                call("Scan of the sparse GSI", (c, m) -> c.scan(b -> b.tableName("orders").indexName(LogTables.FLAGGED)
                        .returnConsumedCapacity(m)).consumedCapacity()),
                call("BatchGetItem of two tables", (c, m) -> c.batchGetItem(b -> b.requestItems(Map.of(
                        "orders", KeysAndAttributes.builder().keys(item("customer_id", "C1", "order_id", "O4"),
                                item("customer_id", "C1", "order_id", "O8")).build(),
                        "customers", KeysAndAttributes.builder().keys(item("customer_id", "C1")).build()))
                        .returnConsumedCapacity(m)).consumedCapacity()),
                call("BatchWriteItem of two tables", (c, m) -> c.batchWriteItem(b -> b.requestItems(Map.of(
                        "orders", List.of(
                                WriteRequest.builder().putRequest(p -> p.item(LogTables.order("C3", "O2"))).build(),
                                WriteRequest.builder().deleteRequest(d -> d.key(item("customer_id", "C1", "order_id", "O5")))
                                        .build()),
                        "customers", List.of(
                                WriteRequest.builder().putRequest(p -> p.item(item("customer_id", "C3"))).build())))
                        .returnConsumedCapacity(m)).consumedCapacity()),
                call("TransactGetItems", (c, m) -> c.transactGetItems(b -> b.transactItems(
                        TransactGetItem.builder().get(g -> g.tableName("orders")
                                .key(item("customer_id", "C1", "order_id", "O5"))).build(),
                        TransactGetItem.builder().get(g -> g.tableName("customers").key(item("customer_id", "C1"))).build())
                        .returnConsumedCapacity(m)).consumedCapacity()),
                call("TransactWriteItems with a put, an update, a delete and a condition check", (c, m) -> c
                        .transactWriteItems(b -> b.transactItems(
                                TransactWriteItem.builder().put(p -> p.tableName("orders")
                                        .item(LogTables.order("C4", "O1"))).build(),
                                TransactWriteItem.builder().update(u -> u.tableName("orders")
                                        .key(item("customer_id", "C1", "order_id", "O1"))
                                        .updateExpression("REMOVE flagged")).build(),
                                TransactWriteItem.builder().delete(d -> d.tableName("orders")
                                        .key(item("customer_id", "C1", "order_id", "O2"))).build(),
                                TransactWriteItem.builder().conditionCheck(k -> k.tableName("customers")
                                        .key(item("customer_id", "C1"))
                                        .conditionExpression("attribute_exists(customer_id)")).build())
                                .returnConsumedCapacity(m)).consumedCapacity()));
    }

    private static Arguments call(String name, Call call) {
        return Arguments.of(Named.of(name, call));
    }

    @ParameterizedTest
    @MethodSource("calls")
    void the_recorded_capacity_is_the_engines_indexes_answer_whether_asked_for_or_not(Call call) {
        List<ConsumedCapacity> answered;
        try (InMemoryDynamo asking = seeded.fork()) {
            answered = answered(call.apply(asking.client(), ReturnConsumedCapacity.INDEXES));
            assertThat(answered).isNotEmpty();
            assertThat(onlyCall(asking).consumedCapacity()).isEqualTo(answered);
        }
        for (ReturnConsumedCapacity mode : new ReturnConsumedCapacity[] {null, ReturnConsumedCapacity.NONE,
                ReturnConsumedCapacity.TOTAL}) {
            try (InMemoryDynamo silent = seeded.fork()) {
                call.apply(silent.client(), mode);
                RecordedCall recorded = onlyCall(silent);
                assertThat(recorded.consumedCapacity()).as("asked for %s", mode).isEqualTo(answered);
                assertThat(recorded.capacityUnits())
                        .isEqualTo(answered.stream().mapToDouble(ConsumedCapacity::capacityUnits).sum());
            }
        }
    }

    private static RecordedCall onlyCall(InMemoryDynamo dynamo) {
        List<RecordedCall> calls = dynamo.operations().calls();
        assertThat(calls).hasSize(1);
        return calls.get(0);
    }
}
