package dev.dynamofixtures.samples.orders;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dynamofixtures.core.InMemoryDynamo;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class OrdersDashboardTest {
    private InMemoryDynamo dynamo;
    private OrdersDashboard dashboard;

    @BeforeEach
    void seed() {
        dynamo = InMemoryDynamo.create();
        dashboard = new OrdersDashboard(dynamo.client());
        dashboard.createTable();
        OrdersDashboardDemo.SEED.forEach(dashboard::save);
    }

    @AfterEach
    void close() {
        dynamo.close();
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
    void the_demo_prints_the_four_dashboard_queries() {
        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        OrdersDashboardDemo.run(new PrintStream(buffer, true, StandardCharsets.UTF_8));
        String printed = buffer.toString(StandardCharsets.UTF_8);
        assertThat(printed).contains("1. All orders of customer 1A2B3C (4):",
                "4. PENDING orders of 1A2B3C on 2025-11-04 above $100 (2):", "KSUID2", "KSUID3");
    }
}
