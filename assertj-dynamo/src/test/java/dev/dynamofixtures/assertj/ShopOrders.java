package dev.dynamofixtures.assertj;

import static dev.dynamofixtures.assertj.DynamoAssertions.item;

import dev.dynamofixtures.core.InMemoryDynamo;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * The orders dashboard of the AWS article on multi-attribute GSI keys, on the in-JVM engine: table {@code orders}
 * keyed by {@code order_id}; GSI {@code OrdersByStatusDateAmount} (partition key customer_id, sort key status +
 * order_date + amount); the article's sharded GSI {@code OrdersByCustomerStatus} (partition key customer_id + status,
 * sort key order_date + amount); and {@code OrdersByStatus} (partition key status), where every new order lands in
 * PENDING. Its methods are the code under test, good and bad. The log is cleared after the seed orders.
 */
final class ShopOrders implements AutoCloseable {

    static final String BY_STATUS_DATE_AMOUNT = "OrdersByStatusDateAmount";
    static final String BY_CUSTOMER_STATUS = "OrdersByCustomerStatus";
    static final String BY_STATUS = "OrdersByStatus";

    final InMemoryDynamo dynamo;

    ShopOrders() {
        this(InMemoryDynamo.create());
    }

    ShopOrders(InMemoryDynamo dynamo) {
        this.dynamo = dynamo;
        client().createTable(table -> table.tableName("orders")
                .billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(string("order_id"), string("customer_id"), string("status"),
                        string("order_date"),
                        AttributeDefinition.builder().attributeName("amount").attributeType(ScalarAttributeType.N).build())
                .keySchema(key("order_id", KeyType.HASH))
                .globalSecondaryIndexes(
                        index(BY_STATUS_DATE_AMOUNT, key("customer_id", KeyType.HASH), key("status", KeyType.RANGE),
                                key("order_date", KeyType.RANGE), key("amount", KeyType.RANGE)),
                        index(BY_CUSTOMER_STATUS, key("customer_id", KeyType.HASH), key("status", KeyType.HASH),
                                key("order_date", KeyType.RANGE), key("amount", KeyType.RANGE)),
                        index(BY_STATUS, key("status", KeyType.HASH), key("order_date", KeyType.RANGE))));
        place("KSUID1", "1A2B3C", "ACTIVE", "2025-11-04", 200, "A");
        place("KSUID2", "1A2B3C", "PENDING", "2025-11-04", 145, "A");
        place("KSUID3", "1A2B3C", "PENDING", "2025-11-04", 110, "B");
        place("KSUID4", "1A2B3C", "PENDING", "2025-11-05", 60, "A");
        place("KSUID5", "4D5E6F", "ACTIVE", "2025-11-04", 30, "A");
        dynamo.operations().clear();
    }

    DynamoDbClient client() {
        return dynamo.client();
    }

    /** Places an order of account type A: one PutItem. */
    void place(String orderId, String customer, String status, String date, int amount) {
        place(orderId, customer, status, date, amount, "A");
    }

    /** Places an order: one PutItem. */
    void place(String orderId, String customer, String status, String date, int amount, String accountType) {
        client().putItem(put -> put.tableName("orders").item(item("order_id", orderId, "customer_id", customer,
                "status", status, "order_date", date, "amount", amount, "acc_type", accountType)));
    }

    /** A customer's orders, one Query on the GSI: the right way. */
    List<Map<String, AttributeValue>> ordersOf(String customer) {
        return client().query(query -> query.tableName("orders").indexName(BY_STATUS_DATE_AMOUNT)
                .keyConditionExpression("customer_id = :cust")
                .expressionAttributeValues(Map.of(":cust", AttributeValue.fromS(customer)))).items();
    }

    /** A customer's orders, the N+1 way: a Query for their ids, then a GetItem for each. */
    List<Map<String, AttributeValue>> ordersOfOneByOne(String customer) {
        List<Map<String, AttributeValue>> orders = new ArrayList<>();
        for (Map<String, AttributeValue> found : ordersOf(customer)) {
            orders.add(client().getItem(get -> get.tableName("orders")
                    .key(Map.of("order_id", found.get("order_id")))).item());
        }
        return orders;
    }

    /** Every pending order, by a Scan with a filter: reads the whole table. */
    List<Map<String, AttributeValue>> pendingOrdersByScan() {
        return client().scan(scan -> scan.tableName("orders").filterExpression("#s = :pending")
                .expressionAttributeNames(Map.of("#s", "status"))
                .expressionAttributeValues(Map.of(":pending", AttributeValue.fromS("PENDING")))).items();
    }

    /** A customer's pending orders of one day above an amount: the article's four-attribute key condition. */
    QueryResponse pendingOrdersOver(String customer, String date, int minAmount) {
        return client().query(query -> query.tableName("orders").indexName(BY_STATUS_DATE_AMOUNT)
                .keyConditionExpression("customer_id = :cust AND #status = :status AND order_date = :date "
                        + "AND amount > :min_amount")
                .expressionAttributeNames(Map.of("#status", "status"))
                .expressionAttributeValues(Map.of(":cust", AttributeValue.fromS(customer),
                        ":status", AttributeValue.fromS("PENDING"), ":date", AttributeValue.fromS(date),
                        ":min_amount", AttributeValue.fromN(String.valueOf(minAmount)))));
    }

    /** A customer's orders of one account type, the wasteful way: the type in a FilterExpression. */
    QueryResponse ordersOfAccountType(String customer, String accountType) {
        return client().query(query -> query.tableName("orders").indexName(BY_STATUS_DATE_AMOUNT)
                .keyConditionExpression("customer_id = :cust")
                .filterExpression("acc_type = :type")
                .expressionAttributeValues(Map.of(":cust", AttributeValue.fromS(customer),
                        ":type", AttributeValue.fromS(accountType))));
    }

    /** A customer's orders of one status, on the article's sharded GSI. */
    QueryResponse ordersOfCustomerWithStatus(String customer, String status) {
        return client().query(query -> query.tableName("orders").indexName(BY_CUSTOMER_STATUS)
                .keyConditionExpression("customer_id = :cust AND #status = :status")
                .expressionAttributeNames(Map.of("#status", "status"))
                .expressionAttributeValues(Map.of(":cust", AttributeValue.fromS(customer),
                        ":status", AttributeValue.fromS(status))));
    }

    /** Adds table customer_orders (partition key customer_id, sort key order_id) with three orders; clears the log. */
    void createCustomerOrders() {
        client().createTable(table -> table.tableName("customer_orders")
                .billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(string("customer_id"), string("order_id"))
                .keySchema(key("customer_id", KeyType.HASH), key("order_id", KeyType.RANGE)));
        for (String orderId : List.of("KSUID1", "KSUID2", "KSUID3")) {
            client().putItem(put -> put.tableName("customer_orders")
                    .item(item("customer_id", "1A2B3C", "order_id", orderId, "amount", 100)));
        }
        dynamo.operations().clear();
    }

    /** Some orders of a customer by their ids, the N+1 way: a GetItem each on customer_orders. */
    List<Map<String, AttributeValue>> customerOrdersOneByOne(String customer, String... orderIds) {
        List<Map<String, AttributeValue>> orders = new ArrayList<>();
        for (String orderId : orderIds) {
            orders.add(client().getItem(get -> get.tableName("customer_orders")
                    .key(item("customer_id", customer, "order_id", orderId))).item());
        }
        return orders;
    }

    @Override
    public void close() {
        dynamo.close();
    }

    private static AttributeDefinition string(String name) {
        return AttributeDefinition.builder().attributeName(name).attributeType(ScalarAttributeType.S).build();
    }

    private static KeySchemaElement key(String name, KeyType type) {
        return KeySchemaElement.builder().attributeName(name).keyType(type).build();
    }

    private static GlobalSecondaryIndex index(String name, KeySchemaElement... keys) {
        return GlobalSecondaryIndex.builder().indexName(name).keySchema(keys)
                .projection(Projection.builder().projectionType(ProjectionType.ALL).build()).build();
    }
}
