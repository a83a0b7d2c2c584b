package dev.dynamofixtures.samples.orders;

import java.math.BigDecimal;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** An order of the orders dashboard (AWS Database Blog, "Multi-key support for GSIs", Scenario 1). */
public record Order(String orderId, String customerId, String orderDate, BigDecimal amount, String status,
                    String accountType, String orgId) {

    Map<String, AttributeValue> toItem() {
        return Map.of(
                "order_id", AttributeValue.fromS(orderId),
                "customer_id", AttributeValue.fromS(customerId),
                "order_date", AttributeValue.fromS(orderDate),
                "amount", AttributeValue.fromN(amount.toPlainString()),
                "status", AttributeValue.fromS(status),
                "acc_type", AttributeValue.fromS(accountType),
                "org_id", AttributeValue.fromS(orgId));
    }

    static Order fromItem(Map<String, AttributeValue> item) {
        return new Order(item.get("order_id").s(), item.get("customer_id").s(), item.get("order_date").s(),
                new BigDecimal(item.get("amount").n()), item.get("status").s(), item.get("acc_type").s(),
                item.get("org_id").s());
    }

    @Override
    public String toString() {
        return String.format("%-7s %-8s %-10s %-7s %6s  %s/%s", orderId, customerId, orderDate, status,
                amount.toPlainString(), accountType, orgId);
    }
}
