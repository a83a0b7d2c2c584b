package dev.dynamofixtures.samples.orders;

import static dev.dynamofixtures.assertj.DynamoAssertions.assertThat;
import static dev.dynamofixtures.samples.orders.OrdersDashboard.BY_CUSTOMER_AND_STATUS;
import static dev.dynamofixtures.samples.orders.OrdersDashboard.INDEX;
import static dev.dynamofixtures.samples.orders.OrdersDashboard.TABLE;
import static org.assertj.core.api.Assertions.assertThat;

import dev.dynamofixtures.junit.DynamoFixture;
import dev.dynamofixtures.junit.DynamoFixtureContext;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;

/**
 * The dashboard's queries on a seeded table: {@code orders-dashboard.yml} (next to this class) is loaded once, each
 * test gets it afresh. Both designs are asserted: their results and order, where a status change puts an order in
 * each index, and what the change costs in write units. CI runs this class again on DynamoDB Local
 * ({@code -Ddynamofixtures.backend=dynamodb-local}), unchanged.
 */
@DynamoFixture(seed = "orders-dashboard.yml")
class OrdersDashboardTest {
    private OrdersDashboard dashboard;

    @BeforeEach
    void dashboard(DynamoDbClient dynamo) {
        dashboard = new OrdersDashboard(dynamo);
    }

    private static List<String> ids(List<Order> orders) {
        return orders.stream().map(Order::orderId).toList();
    }

    /** The orders as the items they are stored as, for the item assertions. */
    private static List<Map<String, AttributeValue>> items(List<Order> orders) {
        return orders.stream().map(Order::toItem).toList();
    }

    /** The capacity a call reported for the table itself, without its indexes' part. */
    private static double tablePart(DynamoFixtureContext dynamo, int call) {
        ConsumedCapacity capacity = dynamo.operations().calls().get(call).consumedCapacity().get(0);
        return capacity.table().capacityUnits();
    }

    // The first design: customer_id; status, order_date, amount.

    @Test
    void all_orders_of_a_customer_come_back_in_status_date_amount_order(DynamoFixtureContext dynamo) {
        List<Order> orders = dashboard.ordersOf("1A2B3C");

        assertThat(ids(orders)).containsExactly("KSUID1", "KSUID3", "KSUID2", "KSUID4");
        assertThat(items(orders)).isInIndexOrder(OrdersDashboard.tableDefinition(), INDEX)
                .isSortedBy("status", "order_date", "amount");
        assertThat(dynamo.operations()).hasCalls(1).hasNoScans().allQueriesUseIndex(INDEX)
                .readsAtMostTimesWhatItReturns(1)
                .lastCall().hasKeyConditionShape("customer_id = :value").hasItemsRead(4).hasItemsReturned(4);
    }

    @Test
    void an_equality_on_the_first_sort_attribute_selects_one_status() {
        assertThat(ids(dashboard.ordersOf("1A2B3C", "PENDING"))).containsExactly("KSUID3", "KSUID2", "KSUID4");
    }

    @Test
    void equalities_on_two_sort_attributes_select_one_status_on_one_day() {
        assertThat(ids(dashboard.ordersOf("1A2B3C", "PENDING", "2025-11-04"))).containsExactly("KSUID3", "KSUID2");
    }

    @Test
    void a_range_on_the_last_sort_attribute_applies_the_amount_threshold(DynamoFixtureContext dynamo) {
        assertThat(ids(dashboard.ordersAbove("1A2B3C", "PENDING", "2025-11-04", new BigDecimal("120"))))
                .containsExactly("KSUID2");
        // the threshold is a key condition: the Query reads the one order it returns, not the day's two
        assertThat(dynamo.operations()).lastCall().usesIndex(INDEX)
                .hasKeyConditionShape("customer_id = :value AND status = :value AND order_date = :value "
                        + "AND amount > :value")
                .hasItemsRead(1).hasItemsReturned(1);
    }

    @Test
    void a_saved_order_is_seen_by_its_test_only() {
        dashboard.save(new Order("KSUID9", "1A2B3C", "2025-11-04", new BigDecimal("500"), "PENDING", "A", "OMEGA"));

        assertThat(ids(dashboard.ordersAbove("1A2B3C", "PENDING", "2025-11-04", new BigDecimal("120"))))
                .containsExactly("KSUID2", "KSUID9");
    }

    // The second design: customer_id, status; order_date, amount.

    @Test
    void the_second_design_reads_one_status_as_a_partition_of_its_own_by_date_and_amount(
            DynamoFixtureContext dynamo) {
        List<Order> pending = dashboard.ordersIn("1A2B3C", "PENDING");

        assertThat(ids(pending)).containsExactly("KSUID3", "KSUID2", "KSUID4");
        assertThat(items(pending)).isInIndexOrder(OrdersDashboard.tableDefinition(), BY_CUSTOMER_AND_STATUS)
                .isSortedBy("order_date", "amount");
        assertThat(dynamo.operations()).hasCalls(1).allQueriesUseIndex(BY_CUSTOMER_AND_STATUS)
                .lastCall().hasKeyConditionShape("customer_id = :value AND status = :value")
                .hasItemsRead(3).hasItemsReturned(3);
        // both designs answer alike; the other customer's PENDING order is another partition of the index
        assertThat(pending).isEqualTo(dashboard.ordersOf("1A2B3C", "PENDING"));
        assertThat(dynamo).table(TABLE).index(BY_CUSTOMER_AND_STATUS).hasPartitionCount(3)
                .partition("customer_id", "9Z8Y7X", "status", "PENDING").extracting("order_id")
                .containsExactly("KSUID5");
    }

    @Test
    void a_status_change_moves_the_order_to_another_partition_of_the_second_index(DynamoFixtureContext dynamo) {
        // given
        assertThat(dynamo).table(TABLE).index(BY_CUSTOMER_AND_STATUS).hasPartitionCount(3)
                .partition("customer_id", "1A2B3C", "status", "PENDING").extracting("order_id")
                .containsExactly("KSUID3", "KSUID2", "KSUID4");

        // readme:orders-status-change-moves-partitions
        // when
        assertThat(dashboard.changeStatus("KSUID2", "SHIPPED")).isTrue();

        // then the order left the PENDING partition for a new SHIPPED one
        assertThat(dynamo).table(TABLE).index(BY_CUSTOMER_AND_STATUS).hasPartitionCount(4)
                .partition("customer_id", "1A2B3C", "status", "PENDING").extracting("order_id")
                .containsExactly("KSUID3", "KSUID4");
        assertThat(dynamo).table(TABLE).index(BY_CUSTOMER_AND_STATUS)
                .partition("customer_id", "1A2B3C", "status", "SHIPPED").extracting("order_id")
                .containsExactly("KSUID2");
        // end:orders-status-change-moves-partitions
        // and in the first design it stays in the customer's partition, sorted under its new status
        assertThat(dynamo).table(TABLE).index(INDEX).hasPartitionCount(2)
                .partition("customer_id", "1A2B3C").isSortedBy("status", "order_date", "amount")
                .extracting("order_id").containsExactly("KSUID1", "KSUID3", "KSUID4", "KSUID2");
        assertThat(ids(dashboard.ordersIn("1A2B3C", "SHIPPED"))).containsExactly("KSUID2");
    }

    @Test
    void a_status_change_costs_one_write_unit_on_the_table_and_two_on_each_index_keyed_on_the_status(
            DynamoFixtureContext dynamo) {
        // readme:orders-status-change-cost
        // when
        dashboard.changeStatus("KSUID2", "SHIPPED");

        // then, as DynamoDB bills it: the table item is rewritten (1 WCU, under 1 KB), and in each index, whose key
        // holds the status, the old entry is deleted and a new one put (1 + 1 WCU)
        assertThat(dynamo.operations()).hasCalls(1).consumedWriteCapacity().isEqualTo(5.0);
        assertThat(dynamo.operations()).onIndex(INDEX).consumedWriteCapacity().isEqualTo(2.0);
        assertThat(dynamo.operations()).onIndex(BY_CUSTOMER_AND_STATUS).consumedWriteCapacity().isEqualTo(2.0);
        // end:orders-status-change-cost
        assertThat(tablePart(dynamo, 0)).isEqualTo(1.0);
        assertThat(dynamo.operations()).consumedReadCapacity().isZero();
    }

    @Test
    void an_update_of_an_attribute_outside_the_index_keys_costs_one_write_unit_each(DynamoFixtureContext dynamo) {
        // when the organisation changes: an attribute both indexes project, but in neither key
        dynamo.client().updateItem(b -> b.tableName(TABLE)
                .key(Map.of("order_id", AttributeValue.fromS("KSUID2")))
                .updateExpression("SET org_id = :org")
                .expressionAttributeValues(Map.of(":org", AttributeValue.fromS("SIGMA"))));

        // then each index entry is updated in place: 1 WCU on the table, 1 on each index
        assertThat(dynamo.operations()).consumedWriteCapacity().isEqualTo(3.0);
        assertThat(tablePart(dynamo, 0)).isEqualTo(1.0);
        assertThat(dynamo.operations()).onIndex(INDEX).consumedWriteCapacity().isEqualTo(1.0);
        assertThat(dynamo.operations()).onIndex(BY_CUSTOMER_AND_STATUS).consumedWriteCapacity().isEqualTo(1.0);
    }

    @Test
    void a_missing_order_keeps_no_status() {
        assertThat(dashboard.changeStatus("KSUID9", "SHIPPED")).isFalse();
        assertThat(dashboard.ordersIn("1A2B3C", "SHIPPED")).isEmpty();
    }

    @Test
    void the_seed_is_the_demos_orders() {
        assertThat(dashboard.ordersOf("1A2B3C")).hasSize(4)
                .containsExactlyInAnyOrderElementsOf(OrdersDashboardDemo.SEED.subList(0, 4));
    }

    @Test
    void the_demo_prints_the_four_dashboard_queries() {
        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        OrdersDashboardDemo.run(new PrintStream(buffer, true, StandardCharsets.UTF_8));
        String printed = buffer.toString(StandardCharsets.UTF_8);
        assertThat(printed).contains("1. All orders of customer 1A2B3C (4):",
                "4. PENDING orders of 1A2B3C on 2025-11-04 above $100 (2):", "KSUID2", "KSUID3");
    }
}
