package dev.dynamofixtures.samples.orders;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
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
 *
 * <p>The second design, the GSI {@link #BY_CUSTOMER_AND_STATUS}, moves {@code status} into the partition key
 * ({@code customer_id, status}; sort {@code order_date, amount}): a customer's orders in one status are a partition
 * of their own, so a status change moves the order from one index partition to another.
 */
public final class OrdersDashboard {
    public static final String TABLE = "orders-table";
    /** Partition key {@code customer_id}; sort key {@code status, order_date, amount}. */
    public static final String INDEX = "OrdersByStatusDateAmount";
    /** Partition key {@code customer_id, status}; sort key {@code order_date, amount}. */
    public static final String BY_CUSTOMER_AND_STATUS = "OrdersByCustomerAndStatus";

    private final DynamoDbClient dynamo;

    public OrdersDashboard(DynamoDbClient dynamo) {
        this.dynamo = Objects.requireNonNull(dynamo, "dynamo");
    }

    /** Creates the orders table with its two multi-attribute GSIs. */
    public void createTable() {
        dynamo.createTable(tableDefinition());
    }

    /** The orders table and its two GSIs, as {@link #createTable()} creates it. */
    public static CreateTableRequest tableDefinition() {
        return CreateTableRequest.builder()
                .tableName(TABLE)
                .billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(
                        attribute("order_id", ScalarAttributeType.S),
                        attribute("customer_id", ScalarAttributeType.S),
                        attribute("status", ScalarAttributeType.S),
                        attribute("order_date", ScalarAttributeType.S),
                        attribute("amount", ScalarAttributeType.N))
                .keySchema(key("order_id", KeyType.HASH))
                .globalSecondaryIndexes(
                        GlobalSecondaryIndex.builder()
                                .indexName(INDEX)
                                .keySchema(key("customer_id", KeyType.HASH),
                                        key("status", KeyType.RANGE),
                                        key("order_date", KeyType.RANGE),
                                        key("amount", KeyType.RANGE))
                                .projection(Projection.builder().projectionType(ProjectionType.ALL).build())
                                .build(),
                        GlobalSecondaryIndex.builder()
                                .indexName(BY_CUSTOMER_AND_STATUS)
                                .keySchema(key("customer_id", KeyType.HASH),
                                        key("status", KeyType.HASH),
                                        key("order_date", KeyType.RANGE),
                                        key("amount", KeyType.RANGE))
                                .projection(Projection.builder().projectionType(ProjectionType.ALL).build())
                                .build())
                .build();
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

    // readme:orders-dashboard-query
    /** A customer's orders in one status on one day above an amount: a range on the last sort attribute. */
    public List<Order> ordersAbove(String customerId, String status, String date, BigDecimal minimum) {
        return query("customer_id = :cust AND #status = :status AND order_date = :date AND amount > :min_amount",
                Map.of(":cust", AttributeValue.fromS(customerId), ":status", AttributeValue.fromS(status),
                        ":date", AttributeValue.fromS(date), ":min_amount", AttributeValue.fromN(minimum.toPlainString())));
    }
    // end:orders-dashboard-query

    /**
     * A customer's orders in one status, by date and amount: the second design, where the status is part of the
     * partition key ({@link #BY_CUSTOMER_AND_STATUS}).
     */
    public List<Order> ordersIn(String customerId, String status) {
        return query(BY_CUSTOMER_AND_STATUS, "customer_id = :cust AND #status = :status",
                Map.of(":cust", AttributeValue.fromS(customerId), ":status", AttributeValue.fromS(status)));
    }

    /**
     * Moves an order to another status, if it exists: one UpdateItem, which moves it within the customer's
     * partition of {@link #INDEX} and to another partition of {@link #BY_CUSTOMER_AND_STATUS}.
     *
     * @return whether the order exists (nothing is written when it does not)
     */
    public boolean changeStatus(String orderId, String status) {
        try {
            dynamo.updateItem(b -> b.tableName(TABLE)
                    .key(Map.of("order_id", AttributeValue.fromS(orderId)))
                    .updateExpression("SET #status = :status")
                    .conditionExpression("attribute_exists(order_id)")
                    .expressionAttributeNames(Map.of("#status", "status"))
                    .expressionAttributeValues(Map.of(":status", AttributeValue.fromS(status))));
            return true;
        } catch (ConditionalCheckFailedException missing) {
            return false;
        }
    }

    private List<Order> query(String keyCondition, Map<String, AttributeValue> values) {
        return query(INDEX, keyCondition, values);
    }

    private List<Order> query(String index, String keyCondition, Map<String, AttributeValue> values) {
        QueryRequest.Builder request = QueryRequest.builder()
                .tableName(TABLE)
                .indexName(index)
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
