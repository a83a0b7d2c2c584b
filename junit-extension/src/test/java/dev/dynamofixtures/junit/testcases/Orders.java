package dev.dynamofixtures.junit.testcases;

import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Reads and writes the {@code orders} table of {@code orders.yml} for the test cases. */
public final class Orders {
    private Orders() {
    }

    public static void put(DynamoDbClient client, String customer, String order, String status, int amount) {
        client.putItem(b -> b.tableName("orders").item(Map.of(
                "customer_id", AttributeValue.fromS(customer),
                "order_id", AttributeValue.fromS(order),
                "status", AttributeValue.fromS(status),
                "amount", AttributeValue.fromN(Integer.toString(amount)))));
    }

    public static Optional<String> status(DynamoDbClient client, String customer, String order) {
        Map<String, AttributeValue> item = client.getItem(b -> b.tableName("orders").consistentRead(true)
                .key(Map.of("customer_id", AttributeValue.fromS(customer), "order_id", AttributeValue.fromS(order))))
                .item();
        return item == null || item.isEmpty() ? Optional.empty() : Optional.of(item.get("status").s());
    }

    public static int count(DynamoDbClient client) {
        return client.scan(b -> b.tableName("orders")).count();
    }
}
