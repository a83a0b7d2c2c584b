package dev.dynamofixtures.samples.orders;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dynamofixtures.junit.DynamoFixture;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The dashboard's queries on a seeded table: {@code orders-dashboard.yml} (next to this class) is loaded once, each
 * test gets it afresh. CI runs this class again on DynamoDB Local ({@code -Ddynamofixtures.backend=dynamodb-local}),
 * unchanged.
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

    @Test
    void all_orders_of_a_customer_come_back_in_status_date_amount_order() {
        assertThat(ids(dashboard.ordersOf("1A2B3C"))).containsExactly("KSUID1", "KSUID3", "KSUID2", "KSUID4");
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
    void a_range_on_the_last_sort_attribute_applies_the_amount_threshold() {
        assertThat(ids(dashboard.ordersAbove("1A2B3C", "PENDING", "2025-11-04", new BigDecimal("120"))))
                .containsExactly("KSUID2");
    }

    @Test
    void a_saved_order_is_seen_by_its_test_only() {
        dashboard.save(new Order("KSUID9", "1A2B3C", "2025-11-04", new BigDecimal("500"), "PENDING", "A", "OMEGA"));

        assertThat(ids(dashboard.ordersAbove("1A2B3C", "PENDING", "2025-11-04", new BigDecimal("120"))))
                .containsExactly("KSUID2", "KSUID9");
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
