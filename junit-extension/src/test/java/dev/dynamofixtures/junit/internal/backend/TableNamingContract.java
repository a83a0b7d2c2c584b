package dev.dynamofixtures.junit.internal.backend;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.CreateTableResponse;
import software.amazon.awssdk.services.dynamodb.model.DeleteTableResponse;
import software.amazon.awssdk.services.dynamodb.model.ExecuteStatementResponse;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveStatus;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.UpdateTableResponse;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * Every operation that carries table names, through a client that maps them: test code uses {@code orders} and
 * {@code customers}, the server (seen through a client with its own names) holds them with this test's prefix, and
 * every name in a response or error comes back as the test wrote it. Subclasses give the server and the way of
 * mapping (an interceptor over HTTP, a proxy over an in-process client) on the engine and on DynamoDB Local.
 */
@SuppressWarnings("unchecked") // the SDK's varargs of Consumer<Builder> and of items
abstract class TableNamingContract {
    private final TableNames naming = TableNames.unique();
    private DynamoDbClient client;

    /** A client of the server with the server's own table names. */
    abstract DynamoDbClient server();

    /** A client of the same server that maps table names by {@code naming}. */
    abstract DynamoDbClient mapped(TableNames naming);

    /** Whether the server answers PartiQL (DynamoDB Local and the engine both do). */
    boolean supportsPartiql() {
        return true;
    }

    @BeforeEach
    void mapNames() {
        client = mapped(naming);
    }

    @AfterEach
    void deleteThisTestsTables() {
        for (String table : server().listTablesPaginator().tableNames()) {
            if (naming.owns(table) || table.startsWith("foreign_")) {
                server().deleteTable(b -> b.tableName(table));
            }
        }
    }

    @Test
    void create_and_describe_table_speak_the_test_name_while_the_server_holds_the_prefixed_one() {
        // when
        CreateTableResponse created = createOrders();
        TableDescription described = client.describeTable(b -> b.tableName("orders")).table();

        // then
        for (TableDescription table : List.of(created.tableDescription(), described)) {
            assertThat(table.tableName()).isEqualTo("orders");
            assertThat(table.tableArn()).endsWith(":table/orders");
            assertThat(table.globalSecondaryIndexes().get(0).indexArn()).endsWith(":table/orders/index/byStatus");
        }
        assertThat(server().listTables().tableNames()).contains(naming.toServer("orders")).doesNotContain("orders");
        assertThat(server().describeTable(b -> b.tableName(naming.toServer("orders"))).table().tableArn())
                .endsWith(":table/" + naming.toServer("orders"));
    }

    @Test
    void time_to_live_is_set_and_described_by_the_test_name() {
        // given
        createOrders();

        // when
        client.updateTimeToLive(b -> b.tableName("orders")
                .timeToLiveSpecification(t -> t.enabled(true).attributeName("expires_at")));

        // then
        assertThat(client.describeTimeToLive(b -> b.tableName("orders")).timeToLiveDescription().timeToLiveStatus())
                .isEqualTo(TimeToLiveStatus.ENABLED);
        assertThat(server().describeTimeToLive(b -> b.tableName(naming.toServer("orders"))).timeToLiveDescription()
                .attributeName()).isEqualTo("expires_at");
    }

    @Test
    void put_get_query_and_scan_reach_the_prefixed_table_and_report_capacity_by_the_test_name() {
        // given
        createOrders();

        // when
        client.putItem(b -> b.tableName("orders").item(order("o1", "PENDING")));
        GetItemResponse got = client.getItem(b -> b.tableName("orders").key(key("o1"))
                .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL));
        QueryResponse queried = client.query(b -> b.tableName("orders").indexName("byStatus")
                .keyConditionExpression("#s = :s").expressionAttributeNames(Map.of("#s", "status"))
                .expressionAttributeValues(Map.of(":s", AttributeValue.fromS("PENDING")))
                .returnConsumedCapacity(ReturnConsumedCapacity.INDEXES));
        ScanResponse scanned = client.scan(b -> b.tableName("orders").returnConsumedCapacity(ReturnConsumedCapacity.TOTAL));

        // then
        assertThat(got.item()).isEqualTo(order("o1", "PENDING"));
        assertThat(got.consumedCapacity().tableName()).isEqualTo("orders");
        assertThat(queried.items()).containsExactly(order("o1", "PENDING"));
        assertThat(queried.consumedCapacity().tableName()).isEqualTo("orders");
        assertThat(scanned.items()).containsExactly(order("o1", "PENDING"));
        assertThat(scanned.consumedCapacity().tableName()).isEqualTo("orders");
        assertThat(server().scan(b -> b.tableName(naming.toServer("orders"))).items())
                .containsExactly(order("o1", "PENDING"));
    }

    @Test
    void batch_write_and_batch_get_are_keyed_by_the_test_names() {
        // given
        createOrders();
        createCustomers();

        // when
        BatchWriteItemResponse written = client.batchWriteItem(b -> b
                .requestItems(Map.of("orders", List.of(put(order("o1", "PENDING")), put(order("o2", "SHIPPED"))),
                        "customers", List.of(put(Map.of("customer_id", AttributeValue.fromS("c1"))))))
                .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL));
        BatchGetItemResponse read = client.batchGetItem(b -> b
                .requestItems(Map.of(
                        "orders", KeysAndAttributes.builder().keys(key("o1"), key("o2")).consistentRead(true).build(),
                        "customers", KeysAndAttributes.builder()
                                .keys(Map.of("customer_id", AttributeValue.fromS("c1"))).build()))
                .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL));

        // then
        assertThat(written.unprocessedItems()).isEmpty();
        assertThat(written.consumedCapacity()).extracting(ConsumedCapacity::tableName)
                .containsExactlyInAnyOrder("orders", "customers");
        assertThat(read.responses()).containsOnlyKeys("orders", "customers");
        assertThat(read.responses().get("orders")).containsExactlyInAnyOrder(order("o1", "PENDING"), order("o2", "SHIPPED"));
        assertThat(read.consumedCapacity()).extracting(ConsumedCapacity::tableName)
                .containsExactlyInAnyOrder("orders", "customers");
        assertThat(read.unprocessedKeys()).isEmpty();
        assertThat(server().scan(b -> b.tableName(naming.toServer("customers"))).count()).isEqualTo(1);
    }

    @Test
    void transactions_name_their_tables_as_the_test_does() {
        // given
        createOrders();
        createCustomers();
        client.putItem(b -> b.tableName("customers").item(Map.of("customer_id", AttributeValue.fromS("c1"))));

        // when
        TransactWriteItemsResponse written = client.transactWriteItems(b -> b.transactItems(
                t -> t.put(p -> p.tableName("orders").item(order("o1", "PENDING"))),
                t -> t.conditionCheck(c -> c.tableName("customers")
                        .key(Map.of("customer_id", AttributeValue.fromS("c1")))
                        .conditionExpression("attribute_exists(customer_id)")))
                .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL));
        client.transactWriteItems(b -> b.transactItems(
                t -> t.update(u -> u.tableName("orders").key(key("o1")).updateExpression("SET #s = :s")
                        .expressionAttributeNames(Map.of("#s", "status"))
                        .expressionAttributeValues(Map.of(":s", AttributeValue.fromS("SHIPPED")))),
                t -> t.delete(d -> d.tableName("customers").key(Map.of("customer_id", AttributeValue.fromS("c1"))))));
        TransactGetItemsResponse read = client.transactGetItems(b -> b.transactItems(
                t -> t.get(g -> g.tableName("orders").key(key("o1"))),
                t -> t.get(g -> g.tableName("customers").key(Map.of("customer_id", AttributeValue.fromS("c1")))))
                .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL));

        // then
        assertThat(written.consumedCapacity()).extracting(ConsumedCapacity::tableName)
                .containsExactlyInAnyOrder("orders", "customers");
        assertThat(read.responses().get(0).item()).isEqualTo(order("o1", "SHIPPED"));
        assertThat(read.responses().get(1).item()).isEmpty();
        assertThat(read.consumedCapacity()).extracting(ConsumedCapacity::tableName)
                .containsExactlyInAnyOrder("orders", "customers");
    }

    @Test
    void list_tables_shows_only_this_namings_tables_page_by_page() {
        // given
        createOrders();
        createCustomers();
        createOn(server(), "foreign_orders");
        DynamoDbClient other = mapped(TableNames.unique());
        createOn(other, "zebra");

        // when
        List<String> listed = client.listTables().tableNames();
        List<String> paged = new ArrayList<>();
        client.listTablesPaginator(b -> b.limit(1)).tableNames().forEach(paged::add);

        // then
        assertThat(listed).containsExactly("customers", "orders");
        assertThat(paged).containsExactly("customers", "orders");
        assertThat(other.listTables().tableNames()).containsExactly("zebra");
        other.deleteTable(b -> b.tableName("zebra"));
    }

    @Test
    void update_table_and_delete_table_answer_with_the_test_name() {
        // given
        createOrders();

        // when
        UpdateTableResponse updated = client.updateTable(b -> b.tableName("orders")
                .billingMode(BillingMode.PROVISIONED).provisionedThroughput(p -> p.readCapacityUnits(5L)
                        .writeCapacityUnits(5L))
                .globalSecondaryIndexUpdates(u -> u.update(g -> g.indexName("byStatus")
                        .provisionedThroughput(p -> p.readCapacityUnits(5L).writeCapacityUnits(5L)))));
        client.waiter().waitUntilTableExists(b -> b.tableName("orders"));
        DeleteTableResponse deleted = client.deleteTable(b -> b.tableName("orders"));

        // then
        assertThat(updated.tableDescription().tableName()).isEqualTo("orders");
        assertThat(updated.tableDescription().tableArn()).endsWith(":table/orders");
        assertThat(deleted.tableDescription().tableName()).isEqualTo("orders");
        assertThat(server().listTables().tableNames()).doesNotContain(naming.toServer("orders"));
    }

    @Test
    void an_error_about_a_table_names_it_as_the_test_does() {
        assertThatThrownBy(() -> client.describeTable(b -> b.tableName("missing")))
                .isInstanceOf(ResourceNotFoundException.class)
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain(naming.prefix()));
        assertThatThrownBy(() -> client.getItem(b -> b.tableName("missing").key(key("o1"))))
                .isInstanceOf(ResourceNotFoundException.class)
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain(naming.prefix()));
    }

    @Test
    void partiql_statements_read_and_write_the_prefixed_tables() {
        Assumptions.assumeTrue(supportsPartiql(), "this server does not answer PartiQL");
        // given
        createOrders();

        // when
        client.executeStatement(b -> b.statement("INSERT INTO \"orders\" VALUE {'order_id': 'o1', 'status': 'NEW'}"));
        ExecuteStatementResponse read = client.executeStatement(b -> b
                .statement("SELECT * FROM orders WHERE order_id = 'o1'"));

        // then
        assertThat(read.items()).containsExactly(order("o1", "NEW"));
        assertThat(server().scan(b -> b.tableName(naming.toServer("orders"))).count()).isEqualTo(1);
    }

    private CreateTableResponse createOrders() {
        return client.createTable(b -> b.tableName("orders")
                .attributeDefinitions(attribute("order_id"), attribute("status"))
                .keySchema(KeySchemaElement.builder().attributeName("order_id").keyType(KeyType.HASH).build())
                .globalSecondaryIndexes(GlobalSecondaryIndex.builder().indexName("byStatus")
                        .keySchema(KeySchemaElement.builder().attributeName("status").keyType(KeyType.HASH).build())
                        .projection(Projection.builder().projectionType(ProjectionType.ALL).build()).build())
                .billingMode(BillingMode.PAY_PER_REQUEST));
    }

    private void createCustomers() {
        createOn(client, "customers");
    }

    private static void createOn(DynamoDbClient target, String table) {
        target.createTable(b -> b.tableName(table).attributeDefinitions(attribute("customer_id"))
                .keySchema(KeySchemaElement.builder().attributeName("customer_id").keyType(KeyType.HASH).build())
                .billingMode(BillingMode.PAY_PER_REQUEST));
    }

    private static AttributeDefinition attribute(String name) {
        return AttributeDefinition.builder().attributeName(name).attributeType(ScalarAttributeType.S).build();
    }

    private static Map<String, AttributeValue> key(String orderId) {
        return Map.of("order_id", AttributeValue.fromS(orderId));
    }

    private static Map<String, AttributeValue> order(String orderId, String status) {
        return Map.of("order_id", AttributeValue.fromS(orderId), "status", AttributeValue.fromS(status));
    }

    private static WriteRequest put(Map<String, AttributeValue> item) {
        return WriteRequest.builder().putRequest(PutRequest.builder().item(item).build()).build();
    }
}
