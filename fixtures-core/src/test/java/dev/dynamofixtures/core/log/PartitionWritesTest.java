package dev.dynamofixtures.core.log;

import static dev.dynamofixtures.core.ops.TestTables.item;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dynamofixtures.core.InMemoryDynamo;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * The partitions each write reaches: the table's partition key, and for each index the item entered, stayed in
 * (rewritten) or left, that index's partition key (all of a multi-attribute key's attributes, in key-schema
 * order). LSIs are listed too, under the table's partition key value.
 */
class PartitionWritesTest {
    private static final String ORDERS = "orders";

    private InMemoryDynamo dynamo;
    private DynamoDbClient client;

    @BeforeEach
    void createTables() {
        dynamo = InMemoryDynamo.create();
        client = dynamo.client();
        LogTables.orders().create(client);
        LogTables.customers().create(client);
        Map<String, AttributeValue> flagged = new LinkedHashMap<>(LogTables.order("C1", "O1"));
        flagged.put("flagged", AttributeValue.fromS("yes"));
        client.putItem(b -> b.tableName(ORDERS).item(flagged));
        client.putItem(b -> b.tableName("customers").item(item("customer_id", "C1")));
        dynamo.operations().clear();
    }

    @AfterEach
    void close() {
        dynamo.close();
    }

    private static PartitionWrite table(String table, Object... key) {
        return new PartitionWrite(table, null, item(key));
    }

    private static PartitionWrite index(String index, Object... key) {
        return new PartitionWrite(ORDERS, index, item(key));
    }

    private List<PartitionWrite> writesOfOnlyCall() {
        List<RecordedCall> calls = dynamo.operations().calls();
        assertThat(calls).hasSize(1);
        return calls.get(0).partitionWrites();
    }

    @Test
    void a_put_writes_the_tables_partition_each_index_it_enters_and_the_whole_multi_attribute_partition_key() {
        client.putItem(b -> b.tableName(ORDERS).item(LogTables.order("C2", "O1")));

        List<PartitionWrite> writes = writesOfOnlyCall();
        assertThat(writes).containsExactlyInAnyOrder(
                table(ORDERS, "customer_id", "C2"),
                index(LogTables.BY_REGION_STATUS, "region", "EU", "status", "OPEN"),
                index(LogTables.BY_DATE, "customer_id", "C2"));
        PartitionWrite gsi = writes.stream().filter(w -> w.index().isPresent()
                && w.indexName().equals(LogTables.BY_REGION_STATUS)).findFirst().orElseThrow();
        assertThat(gsi.partitionKey().keySet()).containsExactly("region", "status");
        assertThat(writes.get(0).index()).isEmpty();
    }

    @Test
    void an_update_that_takes_an_item_out_of_a_sparse_index_writes_that_index_partition() {
        client.updateItem(b -> b.tableName(ORDERS).key(item("customer_id", "C1", "order_id", "O1"))
                .updateExpression("REMOVE flagged"));

        // ByRegionStatus projects ALL: its entry is rewritten without "flagged"; ByDate (KEYS_ONLY) is untouched
        assertThat(writesOfOnlyCall()).containsExactlyInAnyOrder(
                table(ORDERS, "customer_id", "C1"),
                index(LogTables.BY_REGION_STATUS, "region", "EU", "status", "OPEN"),
                index(LogTables.FLAGGED, "flagged", "yes"));
    }

    @Test
    void an_update_that_moves_an_item_to_another_index_partition_writes_both_partitions() {
        client.updateItem(b -> b.tableName(ORDERS).key(item("customer_id", "C1", "order_id", "O1"))
                .updateExpression("SET #s = :s").expressionAttributeNames(Map.of("#s", "status"))
                .expressionAttributeValues(Map.of(":s", AttributeValue.fromS("SHIPPED"))));

        assertThat(writesOfOnlyCall()).containsExactlyInAnyOrder(
                table(ORDERS, "customer_id", "C1"),
                index(LogTables.BY_REGION_STATUS, "region", "EU", "status", "OPEN"),
                index(LogTables.BY_REGION_STATUS, "region", "EU", "status", "SHIPPED"));
    }

    @Test
    void an_update_of_an_attribute_no_index_projects_writes_only_the_indexes_that_project_it() {
        client.updateItem(b -> b.tableName(ORDERS).key(item("customer_id", "C1", "order_id", "O1"))
                .updateExpression("SET note = :n").expressionAttributeValues(Map.of(":n", AttributeValue.fromS("hi"))));

        assertThat(writesOfOnlyCall()).containsExactlyInAnyOrder(
                table(ORDERS, "customer_id", "C1"),
                index(LogTables.BY_REGION_STATUS, "region", "EU", "status", "OPEN"));
    }

    @Test
    void an_identical_rewrite_writes_only_the_tables_partition_and_charges_no_index() {
        Map<String, AttributeValue> same = new LinkedHashMap<>(LogTables.order("C1", "O1"));
        same.put("flagged", AttributeValue.fromS("yes"));
        // the same attributes in another order, and a number written another way: DynamoDB's equal item
        Map<String, AttributeValue> reordered = new LinkedHashMap<>();
        List<String> names = new java.util.ArrayList<>(same.keySet());
        java.util.Collections.reverse(names);
        names.forEach(name -> reordered.put(name, same.get(name)));
        reordered.put("amount", AttributeValue.fromN("10.0"));

        PutItemResponse response = client.putItem(b -> b.tableName(ORDERS).item(reordered)
                .returnConsumedCapacity(ReturnConsumedCapacity.INDEXES));

        assertThat(writesOfOnlyCall()).containsExactly(table(ORDERS, "customer_id", "C1"));
        assertThat(response.consumedCapacity().globalSecondaryIndexes()).isEmpty();
        assertThat(response.consumedCapacity().localSecondaryIndexes()).isEmpty();
        assertThat(dynamo.operations().calls().get(0).consumedCapacity())
                .containsExactly(response.consumedCapacity());
    }

    @Test
    void a_delete_writes_every_partition_the_item_leaves_and_a_delete_of_a_missing_item_the_tables_partition() {
        client.deleteItem(b -> b.tableName(ORDERS).key(item("customer_id", "C1", "order_id", "O1")));
        client.deleteItem(b -> b.tableName(ORDERS).key(item("customer_id", "C5", "order_id", "O1")));

        List<RecordedCall> calls = dynamo.operations().calls();
        assertThat(calls.get(0).partitionWrites()).containsExactlyInAnyOrder(
                table(ORDERS, "customer_id", "C1"),
                index(LogTables.BY_REGION_STATUS, "region", "EU", "status", "OPEN"),
                index(LogTables.FLAGGED, "flagged", "yes"),
                index(LogTables.BY_DATE, "customer_id", "C1"));
        assertThat(calls.get(1).partitionWrites()).containsExactly(table(ORDERS, "customer_id", "C5"));
        assertThat(calls.get(1).capacityUnits()).isEqualTo(1.0);
    }

    @Test
    void a_batch_write_lists_each_item_in_request_order_per_table() {
        client.batchWriteItem(b -> b.requestItems(Map.of(ORDERS, List.of(
                WriteRequest.builder().putRequest(p -> p.item(item("customer_id", "C3", "order_id", "O1"))).build(),
                WriteRequest.builder().putRequest(p -> p.item(item("customer_id", "C3", "order_id", "O2"))).build(),
                WriteRequest.builder().deleteRequest(d -> d.key(item("customer_id", "C4", "order_id", "O1"))).build()))));

        assertThat(writesOfOnlyCall()).containsExactly(
                table(ORDERS, "customer_id", "C3"),
                table(ORDERS, "customer_id", "C3"),
                table(ORDERS, "customer_id", "C4"));
    }

    @Test
    void a_transaction_writes_each_put_update_and_delete_but_not_its_condition_checks() {
        client.transactWriteItems(b -> b.transactItems(
                TransactWriteItem.builder().conditionCheck(k -> k.tableName("customers").key(item("customer_id", "C1"))
                        .conditionExpression("attribute_exists(customer_id)")).build(),
                TransactWriteItem.builder().put(p -> p.tableName("customers").item(item("customer_id", "C2"))).build(),
                TransactWriteItem.builder().update(u -> u.tableName(ORDERS)
                        .key(item("customer_id", "C1", "order_id", "O1")).updateExpression("REMOVE flagged")).build(),
                TransactWriteItem.builder().delete(d -> d.tableName("customers").key(item("customer_id", "C9"))).build()));

        assertThat(writesOfOnlyCall()).containsExactly(
                table("customers", "customer_id", "C2"),
                table(ORDERS, "customer_id", "C1"),
                index(LogTables.BY_REGION_STATUS, "region", "EU", "status", "OPEN"),
                index(LogTables.FLAGGED, "flagged", "yes"),
                table("customers", "customer_id", "C9"));
    }

    @Test
    void a_cancelled_transaction_writes_nothing() {
        assertThatThrownBy(() -> client.transactWriteItems(b -> b.transactItems(
                TransactWriteItem.builder().put(p -> p.tableName("customers").item(item("customer_id", "C2"))).build(),
                TransactWriteItem.builder().conditionCheck(k -> k.tableName("customers").key(item("customer_id", "C8"))
                        .conditionExpression("attribute_exists(customer_id)")).build())))
                .isInstanceOf(TransactionCanceledException.class);

        RecordedCall call = dynamo.operations().calls().get(0);
        assertThat(call.errorCode()).contains("TransactionCanceledException");
        assertThat(call.partitionWrites()).isEmpty();
        assertThat(call.consumedCapacity()).isEmpty();
    }

    @Test
    void reads_write_no_partition() {
        client.getItem(b -> b.tableName(ORDERS).key(item("customer_id", "C1", "order_id", "O1")));
        client.scan(b -> b.tableName(ORDERS));

        assertThat(dynamo.operations().calls()).allSatisfy(call -> assertThat(call.partitionWrites()).isEmpty());
    }

    @Test
    void a_put_into_a_multi_attribute_gsi_and_an_lsi_records_each_index_part_of_the_capacity() {
        client.putItem(b -> b.tableName(ORDERS).item(LogTables.order("C2", "O1")));

        ConsumedCapacity capacity = dynamo.operations().calls().get(0).consumedCapacity().get(0);
        assertThat(capacity.tableName()).isEqualTo(ORDERS);
        assertThat(capacity.capacityUnits()).isEqualTo(3.0);
        assertThat(capacity.table().capacityUnits()).isEqualTo(1.0);
        assertThat(capacity.globalSecondaryIndexes()).containsOnlyKeys(LogTables.BY_REGION_STATUS);
        assertThat(capacity.localSecondaryIndexes()).containsOnlyKeys(LogTables.BY_DATE);
    }
}
