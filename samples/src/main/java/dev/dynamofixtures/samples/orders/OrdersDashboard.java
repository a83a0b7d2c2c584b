package dev.dynamofixtures.samples.orders;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * The orders dashboard of the multi-attribute GSI article: orders keyed by order id, and a GSI whose
 * partition key is {@code customer_id} and whose sort key is made of three attributes,
 * {@code status}, {@code order_date} and {@code amount}, so one Query answers "ACTIVE orders of this
 * customer on November 4th above $100" without concatenated keys.
 */
public final class OrdersDashboard {
    public static final String TABLE = "orders-table";
    public static final String INDEX = "OrdersByStatusDateAmount";

    private final DynamoDbClient dynamo;

    public OrdersDashboard(DynamoDbClient dynamo) {
        this.dynamo = Objects.requireNonNull(dynamo, "dynamo");
    }

    /** Creates the orders table with its multi-attribute GSI. */
    public void createTable() {
        dynamo.createTable(CreateTableRequest.builder()
                .tableName(TABLE)
                .billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(
                        attribute("order_id", ScalarAttributeType.S),
                        attribute("customer_id", ScalarAttributeType.S),
                        attribute("status", ScalarAttributeType.S),
                        attribute("order_date", ScalarAttributeType.S),
                        attribute("amount", ScalarAttributeType.N))
                .keySchema(key("order_id", KeyType.HASH))
                .globalSecondaryIndexes(GlobalSecondaryIndex.builder()
                        .indexName(INDEX)
                        .keySchema(key("customer_id", KeyType.HASH),
                                key("status", KeyType.RANGE),
                                key("order_date", KeyType.RANGE),
                                key("amount", KeyType.RANGE))
                        .projection(Projection.builder().projectionType(ProjectionType.ALL).build())
                        .build())
                .build());
    }

    public void save(Order order) {
        dynamo.putItem(b -> b.tableName(TABLE).item(order.toItem()));
    }

    /** Every order of a customer, by status, date and amount. */
    public List<Order> ordersOf(String customerId) {
        return query("customer_id = :cust", Map.of(":cust", AttributeValue.fromS(customerId)));
    }

    /** A customer's orders in one status. */
    public List<Order> ordersOf(String customerId, String status) {
        return query("customer_id = :cust AND #status = :status",
                Map.of(":cust", AttributeValue.fromS(customerId), ":status", AttributeValue.fromS(status)));
    }

    /** A customer's orders in one status on one day. */
    public List<Order> ordersOf(String customerId, String status, String date) {
        return query("customer_id = :cust AND #status = :status AND order_date = :date",
                Map.of(":cust", AttributeValue.fromS(customerId), ":status", AttributeValue.fromS(status),
                        ":date", AttributeValue.fromS(date)));
    }

    /** A customer's orders in one status on one day above an amount: a range on the last sort attribute. */
    public List<Order> ordersAbove(String customerId, String status, String date, BigDecimal minimum) {
        return query("customer_id = :cust AND #status = :status AND order_date = :date AND amount > :min_amount",
                Map.of(":cust", AttributeValue.fromS(customerId), ":status", AttributeValue.fromS(status),
                        ":date", AttributeValue.fromS(date), ":min_amount", AttributeValue.fromN(minimum.toPlainString())));
    }

    private List<Order> query(String keyCondition, Map<String, AttributeValue> values) {
        QueryRequest.Builder request = QueryRequest.builder()
                .tableName(TABLE)
                .indexName(INDEX)
                .keyConditionExpression(keyCondition)
                .expressionAttributeValues(values);
        if (keyCondition.contains("#status")) {
            request.expressionAttributeNames(Map.of("#status", "status"));
        }
        return dynamo.queryPaginator(request.build()).items().stream().map(Order::fromItem).toList();
    }

    private static AttributeDefinition attribute(String name, ScalarAttributeType type) {
        return AttributeDefinition.builder().attributeName(name).attributeType(type).build();
    }

    private static KeySchemaElement key(String name, KeyType type) {
        return KeySchemaElement.builder().attributeName(name).keyType(type).build();
    }
}
