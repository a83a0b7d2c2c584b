package dev.dynamofixtures.core.ops;

import static dev.dynamofixtures.core.ops.TestTables.item;
import static dev.dynamofixtures.core.ops.TestTables.table;
import static dev.dynamofixtures.core.ops.TestTables.value;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType.N;
import static software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType.S;

import dev.dynamofixtures.core.DynamoServer;
import dev.dynamofixtures.core.InMemoryDynamo;
import dev.dynamofixtures.core.server.SdkClients;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.ItemCollectionMetrics;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.ReturnItemCollectionMetrics;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * ReturnItemCollectionMetrics=SIZE: the collection key and a whole-gigabyte size range for writes to tables with a
 * local secondary index, nothing for other tables or when not asked for.
 */
class ItemCollectionMetricsTest {
    private static final ItemCollectionMetrics CUSTOMER_A = ItemCollectionMetrics.builder()
            .itemCollectionKey(Map.of("customer", value("a"))).sizeEstimateRangeGB(0.0, 1.0).build();

    private InMemoryDynamo dynamo;
    private DynamoDbClient client;

    @BeforeEach
    void createTables() {
        dynamo = InMemoryDynamo.create();
        client = dynamo.client();
        table("orders").hash("customer", S).range("order", N).lsi("byTotal", ProjectionType.ALL, "amount", N)
                .create(client);
        table("plain").hash("customer", S).range("order", N).create(client);
    }

    @AfterEach
    void close() {
        dynamo.close();
    }

    @Test
    void put_update_and_delete_on_a_table_with_an_lsi_return_the_collection_key_and_size_range() {
        assertThat(client.putItem(b -> b.tableName("orders").item(item("customer", "a", "order", 1, "amount", 5))
                .returnItemCollectionMetrics(ReturnItemCollectionMetrics.SIZE)).itemCollectionMetrics())
                .isEqualTo(CUSTOMER_A);
        assertThat(client.updateItem(b -> b.tableName("orders").key(item("customer", "a", "order", 1))
                .updateExpression("SET amount = :t").expressionAttributeValues(Map.of(":t", value(7)))
                .returnItemCollectionMetrics(ReturnItemCollectionMetrics.SIZE)).itemCollectionMetrics())
                .isEqualTo(CUSTOMER_A);
        assertThat(client.deleteItem(b -> b.tableName("orders").key(item("customer", "a", "order", 1))
                .returnItemCollectionMetrics(ReturnItemCollectionMetrics.SIZE)).itemCollectionMetrics())
                .isEqualTo(CUSTOMER_A);
    }

    @Test
    void no_metrics_without_size_or_on_a_table_without_an_lsi() {
        assertThat(client.putItem(b -> b.tableName("orders").item(item("customer", "a", "order", 1))
                .returnItemCollectionMetrics(ReturnItemCollectionMetrics.NONE)).itemCollectionMetrics()).isNull();
        assertThat(client.putItem(b -> b.tableName("orders").item(item("customer", "a", "order", 2)))
                .itemCollectionMetrics()).isNull();
        assertThat(client.putItem(b -> b.tableName("plain").item(item("customer", "a", "order", 1))
                .returnItemCollectionMetrics(ReturnItemCollectionMetrics.SIZE)).itemCollectionMetrics()).isNull();
        assertThat(client.batchWriteItem(b -> b.requestItems(Map.of("plain", List.of(put(item("customer", "b",
                        "order", 1))))).returnItemCollectionMetrics(ReturnItemCollectionMetrics.SIZE))
                .hasItemCollectionMetrics()).isFalse();
    }

    @Test
    void batch_write_reports_each_written_item_of_tables_with_an_lsi() {
        var response = client.batchWriteItem(b -> b.requestItems(Map.of(
                        "orders", List.of(put(item("customer", "a", "order", 1)), put(item("customer", "b", "order", 1))),
                        "plain", List.of(put(item("customer", "a", "order", 1)))))
                .returnItemCollectionMetrics(ReturnItemCollectionMetrics.SIZE));

        assertThat(response.itemCollectionMetrics()).containsOnlyKeys("orders");
        assertThat(response.itemCollectionMetrics().get("orders")).extracting(ItemCollectionMetrics::itemCollectionKey)
                .containsExactlyInAnyOrder(Map.of("customer", value("a")), Map.of("customer", value("b")));
    }

    @Test
    void transact_write_reports_puts_updates_and_deletes_but_not_condition_checks() {
        client.putItem(b -> b.tableName("orders").item(item("customer", "c", "order", 1)));

        var response = client.transactWriteItems(b -> b.transactItems(
                        TransactWriteItem.builder().put(p -> p.tableName("orders")
                                .item(item("customer", "a", "order", 1))).build(),
                        TransactWriteItem.builder().conditionCheck(c -> c.tableName("orders")
                                .key(item("customer", "c", "order", 1))
                                .conditionExpression("attribute_exists(customer)")).build(),
                        TransactWriteItem.builder().put(p -> p.tableName("plain")
                                .item(item("customer", "a", "order", 1))).build())
                .returnItemCollectionMetrics(ReturnItemCollectionMetrics.SIZE));

        assertThat(response.itemCollectionMetrics()).containsExactly(Map.entry("orders", List.of(CUSTOMER_A)));
    }

    @Test
    void the_http_endpoint_returns_the_same_metrics() {
        try (DynamoServer server = dynamo.startServer(); DynamoDbClient http = SdkClients.sync(server.endpoint())) {
            assertThat(http.putItem(b -> b.tableName("orders").item(item("customer", "a", "order", 1))
                    .returnItemCollectionMetrics(ReturnItemCollectionMetrics.SIZE)).itemCollectionMetrics())
                    .isEqualTo(CUSTOMER_A);
            assertThat(http.batchWriteItem(b -> b.requestItems(Map.of("orders", List.of(put(item("customer", "a",
                            "order", 2))))).returnItemCollectionMetrics(ReturnItemCollectionMetrics.SIZE))
                    .itemCollectionMetrics()).containsExactly(Map.entry("orders", List.of(CUSTOMER_A)));
        }
    }

    @Test
    void a_value_outside_the_enum_is_rejected_as_the_service_does() {
        assertThatThrownBy(() -> client.putItem(b -> b.tableName("orders").item(item("customer", "a", "order", 1))
                .returnItemCollectionMetrics("BOGUS")))
                .isInstanceOf(DynamoDbException.class)
                .hasMessageStartingWith("1 validation error detected: Value 'BOGUS' at 'returnItemCollectionMetrics' "
                        + "failed to satisfy constraint: Member must satisfy enum value set: [SIZE, NONE]");
        assertThat(client.scan(b -> b.tableName("orders")).count()).isZero();
    }

    private static WriteRequest put(Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> item) {
        return WriteRequest.builder().putRequest(PutRequest.builder().item(item).build()).build();
    }
}
