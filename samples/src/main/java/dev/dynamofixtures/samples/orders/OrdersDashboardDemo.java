package dev.dynamofixtures.samples.orders;

import dev.dynamofixtures.core.InMemoryDynamo;
import java.io.PrintStream;
import java.math.BigDecimal;
import java.util.List;

/**
 * The Quick start's main job: seeds the orders table of the multi-attribute GSI article (Scenario 1) into
 * the in-memory engine and prints the four dashboard queries' results.
 */
public final class OrdersDashboardDemo {
    /** The article's three orders of customer 1A2B3C, plus two that the queries must leave out. */
    static final List<Order> SEED = List.of(
            new Order("KSUID1", "1A2B3C", "2025-11-04", new BigDecimal("200"), "ACTIVE", "A", "OMEGA"),
            new Order("KSUID2", "1A2B3C", "2025-11-04", new BigDecimal("145"), "PENDING", "A", "OMEGA"),
            new Order("KSUID3", "1A2B3C", "2025-11-04", new BigDecimal("110"), "PENDING", "B", "BRAVO"),
            new Order("KSUID4", "1A2B3C", "2025-11-05", new BigDecimal("95"), "PENDING", "A", "OMEGA"),
            new Order("KSUID5", "9Z8Y7X", "2025-11-04", new BigDecimal("300"), "PENDING", "C", "DELTA"));

    private OrdersDashboardDemo() {
    }

    public static void main(String[] args) {
        run(System.out);
    }

    static void run(PrintStream out) {
        long started = System.nanoTime();
        try (InMemoryDynamo dynamo = InMemoryDynamo.create()) {
            OrdersDashboard dashboard = new OrdersDashboard(dynamo.client());
            dashboard.createTable();
            SEED.forEach(dashboard::save);
            out.printf("Seeded %d orders into %s (GSI %s: customer_id | status, order_date, amount)%n%n",
                    SEED.size(), OrdersDashboard.TABLE, OrdersDashboard.INDEX);
            print(out, "1. All orders of customer 1A2B3C", dashboard.ordersOf("1A2B3C"));
            print(out, "2. PENDING orders of 1A2B3C", dashboard.ordersOf("1A2B3C", "PENDING"));
            print(out, "3. PENDING orders of 1A2B3C on 2025-11-04", dashboard.ordersOf("1A2B3C", "PENDING", "2025-11-04"));
            print(out, "4. PENDING orders of 1A2B3C on 2025-11-04 above $100",
                    dashboard.ordersAbove("1A2B3C", "PENDING", "2025-11-04", new BigDecimal("100")));
        }
        out.printf("Done in %.1f ms on the embedded engine.%n", (System.nanoTime() - started) / 1e6);
    }

    private static void print(PrintStream out, String title, List<Order> orders) {
        out.println(title + " (" + orders.size() + "):");
        orders.forEach(o -> out.println("   " + o));
        out.println();
    }
}
