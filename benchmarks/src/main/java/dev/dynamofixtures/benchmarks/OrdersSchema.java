package dev.dynamofixtures.benchmarks;

import java.util.HashMap;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/**
 * The benchmark data model: orders keyed by id, with a multi-attribute GSI (customer | status, date,
 * amount) as in the article. Customer {@code c<n>} has ten orders, so a Query of one customer and status
 * returns about ten items.
 */
final class OrdersSchema {
    static final String TABLE = "orders";
    static final String INDEX = "byCustomerStatusDateAmount";
    static final int ORDERS_PER_CUSTOMER = 10;

    private OrdersSchema() {
    }

    static void create(DynamoDbClient client) {
        client.createTable(createTableRequest());
    }

    /** The CreateTable request of the orders table. */
    static CreateTableRequest createTableRequest() {
        return CreateTableRequest.builder().tableName(TABLE).billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(def("order_id", ScalarAttributeType.S), def("customer_id", ScalarAttributeType.S),
                        def("status", ScalarAttributeType.S), def("order_date", ScalarAttributeType.S),
                        def("amount", ScalarAttributeType.N))
                .keySchema(key("order_id", KeyType.HASH))
                .globalSecondaryIndexes(GlobalSecondaryIndex.builder().indexName(INDEX)
                        .keySchema(key("customer_id", KeyType.HASH), key("status", KeyType.RANGE),
                                key("order_date", KeyType.RANGE), key("amount", KeyType.RANGE))
                        .projection(Projection.builder().projectionType(ProjectionType.ALL).build()).build())
                .build();
    }

    /** Order number {@code n}: customer {@code n / 10}, all PENDING on one day, amounts 100..109. */
    static Map<String, AttributeValue> order(int n) {
        Map<String, AttributeValue> item = new HashMap<>();
        item.put("order_id", AttributeValue.fromS("order-" + n));
        item.put("customer_id", AttributeValue.fromS("c" + (n / ORDERS_PER_CUSTOMER)));
        item.put("status", AttributeValue.fromS("PENDING"));
        item.put("order_date", AttributeValue.fromS("2025-11-04"));
        item.put("amount", AttributeValue.fromN(Integer.toString(100 + n % ORDERS_PER_CUSTOMER)));
        item.put("acc_type", AttributeValue.fromS("A"));
        item.put("org_id", AttributeValue.fromS("OMEGA"));
        return item;
    }

    static void load(DynamoDbClient client, int count) {
        for (int n = 0; n < count; n++) {
            Map<String, AttributeValue> item = order(n);
            client.putItem(b -> b.tableName(TABLE).item(item));
        }
    }

    /** PutItem requests that load orders {@code 0..count-1}: built once, so a load measures the database. */
    static PutItemRequest[] loadRequests(int count) {
        PutItemRequest[] puts = new PutItemRequest[count];
        for (int n = 0; n < count; n++) {
            puts[n] = PutItemRequest.builder().tableName(TABLE).item(order(n)).build();
        }
        return puts;
    }

    static void load(DynamoDbClient client, PutItemRequest[] requests) {
        for (PutItemRequest request : requests) {
            client.putItem(request);
        }
    }

    /**
     * Two PutItem requests per order, built once so benchmarks measure the database, not request building:
     * at {@code 2n} the order as loaded, at {@code 2n + 1} the same order ACTIVE (which moves it in the GSI).
     */
    static PutItemRequest[] putRequests(int count) {
        PutItemRequest[] puts = new PutItemRequest[2 * count];
        for (int n = 0; n < count; n++) {
            puts[2 * n] = PutItemRequest.builder().tableName(TABLE).item(order(n)).build();
            Map<String, AttributeValue> active = new HashMap<>(order(n));
            active.put("status", AttributeValue.fromS("ACTIVE"));
            puts[2 * n + 1] = PutItemRequest.builder().tableName(TABLE).item(active).build();
        }
        return puts;
    }

    /** One GetItem request per order. */
    static GetItemRequest[] getRequests(int count) {
        GetItemRequest[] gets = new GetItemRequest[count];
        for (int n = 0; n < count; n++) {
            gets[n] = getRequest(n);
        }
        return gets;
    }

    /** A GetItem of order {@code n}, built as user code builds one (a fresh key map and AttributeValue). */
    static GetItemRequest getRequest(int n) {
        return GetItemRequest.builder().tableName(TABLE)
                .key(Map.of("order_id", AttributeValue.fromS("order-" + n))).build();
    }

    /** One Query per customer: its PENDING orders of the day from amount 100, all four GSI key attributes used. */
    static QueryRequest[] queryRequests(int count) {
        QueryRequest[] queries = new QueryRequest[count / ORDERS_PER_CUSTOMER];
        for (int customer = 0; customer < queries.length; customer++) {
            queries[customer] = queryRequest(customer);
        }
        return queries;
    }

    /** The Query of one customer's ~10 orders on the GSI, built as user code builds one (fresh maps and values). */
    static QueryRequest queryRequest(int customer) {
        return QueryRequest.builder().tableName(TABLE).indexName(INDEX)
                .keyConditionExpression("customer_id = :c AND #s = :s AND order_date = :d AND amount >= :min")
                .expressionAttributeNames(Map.of("#s", "status"))
                .expressionAttributeValues(Map.of(":c", AttributeValue.fromS("c" + customer),
                        ":s", AttributeValue.fromS("PENDING"), ":d", AttributeValue.fromS("2025-11-04"),
                        ":min", AttributeValue.fromN("100")))
                .build();
    }

    /** The response of one of {@link #queryRequests}, after checking it found the customer's ten orders. */
    static QueryResponse expectOneCustomer(QueryResponse response) {
        if (response.count() != ORDERS_PER_CUSTOMER) {
            throw new IllegalStateException("expected " + ORDERS_PER_CUSTOMER + " orders, got " + response.count());
        }
        return response;
    }

    private static AttributeDefinition def(String name, ScalarAttributeType type) {
        return AttributeDefinition.builder().attributeName(name).attributeType(type).build();
    }

    private static KeySchemaElement key(String name, KeyType type) {
        return KeySchemaElement.builder().attributeName(name).keyType(type).build();
    }

    /**
     * Transactions of four actions each over the first {@code count} orders: two puts (of {@code puts}' items), an
     * ADD to a counter and a condition check (on {@code gets}' keys).
     */
    static TransactWriteItemsRequest[] transactionRequests(int count, PutItemRequest[] puts, GetItemRequest[] gets) {
        TransactWriteItemsRequest[] transactions = new TransactWriteItemsRequest[count / 4];
        for (int t = 0; t < transactions.length; t++) {
            int first = 4 * t;
            transactions[t] = TransactWriteItemsRequest.builder().transactItems(
                    TransactWriteItem.builder().put(p -> p.tableName(TABLE)
                            .item(puts[2 * first + 1].item())).build(),
                    TransactWriteItem.builder().put(p -> p.tableName(TABLE)
                            .item(puts[2 * (first + 1)].item())).build(),
                    TransactWriteItem.builder().update(u -> u.tableName(TABLE)
                            .key(gets[first + 2].key()).updateExpression("ADD view_count :one")
                            .expressionAttributeValues(Map.of(":one", AttributeValue.fromN("1")))).build(),
                    TransactWriteItem.builder().conditionCheck(c -> c.tableName(TABLE)
                            .key(gets[first + 3].key()).conditionExpression("attribute_exists(order_id)")).build())
                    .build();
        }
        return transactions;
    }
}
