package dev.dynamofixtures.samples.readme;

// readme:assertj-import
import static dev.dynamofixtures.assertj.DynamoAssertions.*;
// end:assertj-import

import dev.dynamofixtures.core.InMemoryDynamo;
import dev.dynamofixtures.core.dataset.Dataset;
import dev.dynamofixtures.samples.orders.OrdersDashboard;
import java.math.BigDecimal;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * The README's AssertJ snippets (results, tables and indexes, the operation log), each a region of a test here. The
 * file imports the assertions as the README says, with one static wildcard import.
 */
class ReadmeAssertionsTest {
    private InMemoryDynamo dynamo = InMemoryDynamo.create();

    @AfterEach
    void close() {
        dynamo.close();
    }

    /** A customer's orders, 100 a page. */
    private static QueryRequest byCustomer(String customer) {
        return QueryRequest.builder().tableName("orders").limit(100)
                .keyConditionExpression("customer = :customer")
                .expressionAttributeValues(Map.of(":customer", AttributeValue.fromS(customer)))
                .build();
    }

    private void order(String customer, String orderId, String amount) {
        dynamo.client().putItem(b -> b.tableName("orders").item(Map.of("customer", AttributeValue.fromS(customer),
                "order_id", AttributeValue.fromS(orderId), "amount", AttributeValue.fromN(amount))));
    }

    @Test
    void results_are_asserted_as_items_counts_pages_and_plain_values() {
        dynamo.client().createTable(b -> b.tableName("orders")
                .attributeDefinitions(a -> a.attributeName("customer").attributeType("S"),
                        a -> a.attributeName("order_id").attributeType("S"))
                .keySchema(k -> k.attributeName("customer").keyType("HASH"),
                        k -> k.attributeName("order_id").keyType("RANGE"))
                .billingMode("PAY_PER_REQUEST"));
        order("C1", "O1", "2E2");
        order("C1", "O2", "50");
        order("C1", "O3", "75.0");
        for (int i = 0; i < 150; i++) {
            order("C2", "O%03d".formatted(i), "10");
        }
        DynamoDbClient client = dynamo.client();
        Map<String, AttributeValue> o1Key = Map.of("customer", AttributeValue.fromS("C1"),
                "order_id", AttributeValue.fromS("O1"));
        QueryResponse response = client.query(byCustomer("C1"));

        // readme:assertj-results
        assertThat(client.query(byCustomer("C1")))
                .hasCount(3)
                .hasNoMorePages()
                .containsExactly(itemsFromYaml("""
                        - { customer: C1, order_id: O1, amount: 200 }   # equals N "2E2" and N "200.0"
                        - { customer: C1, order_id: O2, amount: 50 }
                        - { customer: C1, order_id: O3, amount: 75 }
                        """))
                .isSortedBy("order_id");

        assertThat(client.queryPaginator(byCustomer("C2"))).hasPageCount(2).hasCount(150);
        assertThat(client.getItem(b -> b.tableName("orders").key(o1Key)))
                .hasNumber("amount", 200).hasString("customer", "C1").hasNoAttribute("tags");
        assertThat(response.items()).extracting("amount")
                .containsExactly(new BigDecimal("200"), new BigDecimal("50"), new BigDecimal("75"));
        // end:assertj-results
    }

    @Test
    void a_fixtures_tables_and_indexes_are_asserted_by_their_items_keys_and_partitions() {
        dynamo.seed(Dataset.fromClasspath("datasets/orders.yml", "dev/dynamofixtures/samples/readme/products.yml"));

        // readme:assertj-tables
        assertThat(dynamo).table("orders").hasItemCount(40).containsKey("order_id", "KSUID1");
        assertThat(dynamo).table("products").index("OnSale")          // a sparse GSI
                .containsKey("sku", "SPEAKER-1")
                .doesNotContainKey("sku", "TV-55")
                .hasPartitionCount(2);
        assertThat(dynamo).table("orders").index("OrdersByStatusDateAmount")
                .partition("customer_id", "4C5D6E").extracting("order_id")   // in index order
                .containsExactly("KSUID25", "KSUID26", "KSUID29", "KSUID30", "KSUID27", "KSUID28");
        // end:assertj-tables
    }

    @Test
    void the_operation_log_shows_one_query_on_the_index_reading_what_it_returns() {
        dynamo.seed(Dataset.fromClasspath("dev/dynamofixtures/samples/orders/orders-dashboard.yml"));
        OrdersDashboard dashboard = new OrdersDashboard(dynamo.client());
        dashboard.ordersOf("9Z8Y7X");

        // readme:assertj-operation-log
        dynamo.operations().clear();                 // only what follows counts
        dashboard.ordersOf("1A2B3C", "PENDING");

        assertThat(dynamo.operations())
                .hasNoScans()
                .allQueriesUseIndex("OrdersByStatusDateAmount")
                .hasAtMostCalls(1)                    // no N+1
                .readsAtMostTimesWhatItReturns(2)     // no filter throwing away what it read
                .hasConsumedAtMost(1.0);
        assertThat(dynamo.operations()).lastCall().consumedCapacity().isEqualTo(0.5);
        // end:assertj-operation-log

        assertThat(dynamo.operations()).hasCalls(1).lastCall().hasItemsRead(3).hasItemsReturned(3);
    }
}
