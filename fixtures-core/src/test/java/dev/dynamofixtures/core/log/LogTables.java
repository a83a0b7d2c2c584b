package dev.dynamofixtures.core.log;

import static dev.dynamofixtures.core.ops.TestTables.item;
import static dev.dynamofixtures.core.ops.TestTables.table;
import static software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType.N;
import static software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType.S;

import dev.dynamofixtures.core.ops.TestTables;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;

/**
 * The tables the operation-log tests use: {@code orders} with a multi-attribute GSI (partition key region +
 * status, sort key order_date + amount), a sparse GSI on {@code flagged} and an LSI on {@code order_date};
 * {@code customers} with a key only.
 */
final class LogTables {
    static final String BY_REGION_STATUS = "ByRegionStatus";
    static final String FLAGGED = "Flagged";
    static final String BY_DATE = "ByDate";

    private LogTables() {
    }

    static TestTables.Builder orders() {
        return table("orders").hash("customer_id", S).range("order_id", S)
                .gsi(BY_REGION_STATUS, ProjectionType.ALL, "region", S, "status", S, ">order_date", S, ">amount", N)
                .gsi(FLAGGED, ProjectionType.KEYS_ONLY, "flagged", S)
                .lsi(BY_DATE, ProjectionType.KEYS_ONLY, "order_date", S);
    }

    static TestTables.Builder customers() {
        return table("customers").hash("customer_id", S);
    }

    /** Order {@code O<n>} of a customer: region EU, status OPEN, dated 2024-0n-01, amount 10 × n. */
    static Map<String, AttributeValue> order(String customer, String orderId) {
        int n = Integer.parseInt(orderId.substring(1));
        return item("customer_id", customer, "order_id", orderId, "region", "EU", "status", "OPEN",
                "order_date", String.format("2024-%02d-01", n), "amount", 10 * n);
    }
}
