package dev.dynamofixtures.core;

import static dev.dynamofixtures.core.ops.TestTables.item;
import static dev.dynamofixtures.core.ops.TestTables.table;
import static org.assertj.core.api.Assertions.assertThat;
import static software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType.N;
import static software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType.S;

import dev.dynamofixtures.core.dataset.Dataset;
import dev.dynamofixtures.core.dataset.DatasetTable;
import dev.dynamofixtures.core.internal.dataset.DatasetAccess;
import dev.dynamofixtures.core.internal.dataset.DatasetContent;
import dev.dynamofixtures.core.internal.dataset.ItemEntry;
import dev.dynamofixtures.core.internal.dataset.Position;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;

/**
 * The tables, items and datasets of the seeding tests, the slow way of loading them (CreateTable, UpdateTimeToLive,
 * PutItem), and every read rendered, so that a seeded engine and a written one can be compared response by
 * response. Datasets are built through the internal bridge, with positions, as the reader builds them.
 */
final class SeedFixtures {
    private SeedFixtures() {
    }

    /** The first response that differs, shown alone; then the counts. */
    static void assertSame(List<String> actual, List<String> expected) {
        for (int i = 0; i < Math.min(actual.size(), expected.size()); i++) {
            assertThat(actual.get(i)).as("response %d", i).isEqualTo(expected.get(i));
        }
        assertThat(actual).hasSameSizeAs(expected);
    }

    /** Orders by customer, with a multi-attribute GSI, a sparse INCLUDE GSI and an LSI. */
    static DatasetTable ordersTable() {
        return new DatasetTable("orders", table("orders").hash("customer_id", S).range("order_id", S)
                .gsi("byRegionStatus", ProjectionType.ALL, "region", S, "status", S, ">order_date", S, ">amount", N)
                .gsiInclude("byCoupon", List.of("note"), "coupon", S)
                .lsi("byAmount", ProjectionType.KEYS_ONLY, "amount", N)
                .request(), Optional.empty(), "orders.yml:3:5");
    }

    /** Customers whose sessions expire (time to live on expires_at). */
    static DatasetTable customersTable() {
        return new DatasetTable("customers", table("customers").hash("customer_id", S).request(),
                Optional.of("expires_at"), "customers.yml:1:1");
    }

    /**
     * {@code count} orders of 23 customers; about one in sixty repeats an earlier key, a third have a coupon, a tenth
     * no amount; notes of every length, so sizes and capacity differ.
     */
    static List<Map<String, AttributeValue>> orders(int count, long seed) {
        Random random = new Random(seed);
        List<Map<String, AttributeValue>> orders = new ArrayList<>();
        for (int n = 0; n < count; n++) {
            int id = n < 60 || random.nextInt(60) != 0 ? n : random.nextInt(n);
            Map<String, AttributeValue> order = new LinkedHashMap<>(item("customer_id", "c" + id % 23,
                    "order_id", "o" + id, "region", List.of("eu", "us", "ap").get(random.nextInt(3)),
                    "status", List.of("PENDING", "SHIPPED", "DELIVERED").get(random.nextInt(3)),
                    "order_date", "2025-11-" + (10 + random.nextInt(18)),
                    "note", "x".repeat(random.nextInt(700))));
            if (random.nextInt(10) != 0) {
                String amount = random.nextInt(500) + "." + random.nextInt(10) + "0"; // 12.50: stored as 12.5
                order.put("amount", AttributeValue.fromN(amount));
            }
            if (random.nextInt(3) == 0) {
                order.put("coupon", AttributeValue.fromS("K" + random.nextInt(4)));
            }
            order.put("lines", AttributeValue.fromL(List.of(AttributeValue.fromM(item("sku", "s" + n, "qty", 2)))));
            order.put("tags", AttributeValue.fromSs(List.of("b", "a")));
            orders.add(order);
        }
        return orders;
    }

    static List<Map<String, AttributeValue>> customers(int count) {
        List<Map<String, AttributeValue>> customers = new ArrayList<>();
        for (int n = 0; n < count; n++) {
            customers.add(item("customer_id", "c" + n, "name", "Customer " + n));
        }
        return customers;
    }

    /** A dataset of the two tables and these items, a customer's expires_at thirty minutes after the load. */
    static Dataset dataset(Map<String, List<Map<String, AttributeValue>>> items) {
        Map<String, List<ItemEntry>> entries = new LinkedHashMap<>();
        items.forEach((table, list) -> entries.put(table, entries(list)));
        List<ItemEntry> customers = new ArrayList<>();
        for (ItemEntry entry : entries.getOrDefault("customers", List.of())) {
            Map<String, AttributeValue> fixed = entry.attributes();
            customers.add(new ItemEntry(entry.position(), fixed, now -> {
                Map<String, AttributeValue> timed = new LinkedHashMap<>(fixed);
                timed.put("expires_at", AttributeValue.fromN(Long.toString(now.getEpochSecond() + 1_800)));
                return timed;
            }));
        }
        if (!customers.isEmpty()) {
            entries.put("customers", customers);
        }
        return DatasetAccess.dataset(new DatasetContent(List.of(ordersTable(), customersTable()), entries));
    }

    static List<ItemEntry> entries(List<Map<String, AttributeValue>> items) {
        List<ItemEntry> entries = new ArrayList<>();
        for (int i = 0; i < items.size(); i++) {
            entries.add(ItemEntry.fixed(new Position("test.yml", i + 1, 5), items.get(i)));
        }
        return entries;
    }

    /**
     * What seeding the dataset does, the slow way: CreateTable and UpdateTimeToLive for each table that does not
     * exist, then PutItem for each item in order.
     */
    static void writeOneByOne(DynamoDbClient client, Map<String, List<Map<String, AttributeValue>>> items,
                              Instant now) {
        for (DatasetTable table : List.of(ordersTable(), customersTable())) {
            if (!client.listTables().tableNames().contains(table.name())) {
                client.createTable(table.createTableRequest());
                table.timeToLiveAttribute().ifPresent(attribute -> client.updateTimeToLive(b -> b
                        .tableName(table.name())
                        .timeToLiveSpecification(s -> s.enabled(true).attributeName(attribute))));
            }
            for (Map<String, AttributeValue> item : items.getOrDefault(table.name(), List.of())) {
                Map<String, AttributeValue> stored = new LinkedHashMap<>(item);
                if (table.timeToLiveAttribute().isPresent()) {
                    stored.put("expires_at", AttributeValue.fromN(Long.toString(now.getEpochSecond()
                            + 1_800)));
                }
                client.putItem(b -> b.tableName(table.name()).item(stored));
            }
        }
    }

    /** Puts, updates and deletes, each response (old item and capacity by index) rendered. */
    static List<String> writeChanges(DynamoDbClient client, List<Map<String, AttributeValue>> changes) {
        List<String> responses = new ArrayList<>();
        for (int step = 0; step < changes.size(); step++) {
            int i = step;
            Map<String, AttributeValue> change = changes.get(i);
            Map<String, AttributeValue> key = Map.of("customer_id", change.get("customer_id"),
                    "order_id", change.get("order_id"));
            switch (i % 3) {
                case 0 -> responses.add(client.putItem(b -> b.tableName("orders").item(change)
                        .returnValues(ReturnValue.ALL_OLD).returnConsumedCapacity(ReturnConsumedCapacity.INDEXES))
                        .toString());
                case 1 -> responses.add(client.updateItem(b -> (i % 2 == 0
                        ? b.updateExpression("SET coupon = :c, #s = :s")
                                .expressionAttributeNames(Map.of("#s", "status"))
                                .expressionAttributeValues(Map.of(":c", AttributeValue.fromS("K9"),
                                        ":s", AttributeValue.fromS("LOST")))
                        : b.updateExpression("REMOVE coupon, amount")).tableName("orders").key(key)
                        .returnValues(ReturnValue.ALL_NEW).returnConsumedCapacity(ReturnConsumedCapacity.INDEXES))
                        .toString());
                default -> responses.add(client.deleteItem(b -> b.tableName("orders").key(key)
                        .returnValues(ReturnValue.ALL_OLD).returnConsumedCapacity(ReturnConsumedCapacity.INDEXES))
                        .toString());
            }
        }
        return responses;
    }

    /** Every item of a Scan of the table or an index, all pages. */
    static List<Map<String, AttributeValue>> scanAll(DynamoDbClient client, String index) {
        List<Map<String, AttributeValue>> items = new ArrayList<>();
        client.scanPaginator(b -> b.tableName("orders").indexName(index)).items().forEach(items::add);
        return items;
    }

    /**
     * Every read, rendered: DescribeTable of each table, GetItem of every key, Query per customer on the table and
     * the LSI, Query of the multi-attribute GSI, Scan of the table and every index in pages of 37, with capacity.
     */
    static List<String> reads(DynamoDbClient client) {
        List<String> reads = new ArrayList<>();
        ReturnConsumedCapacity capacity = ReturnConsumedCapacity.INDEXES;
        for (String name : client.listTables().tableNames()) {
            reads.add(client.describeTable(b -> b.tableName(name)).table().toString());
            reads.add(client.describeTimeToLive(b -> b.tableName(name)).toString());
        }
        if (!client.listTables().tableNames().contains("orders")) {
            return reads;
        }
        for (int id = 0; id < 610; id++) {
            Map<String, AttributeValue> key = item("customer_id", "c" + id % 23, "order_id", "o" + id);
            reads.add(client.getItem(b -> b.tableName("orders").key(key).returnConsumedCapacity(capacity)).toString());
        }
        for (int c = 0; c < 23; c++) {
            Map<String, AttributeValue> values = Map.of(":c", AttributeValue.fromS("c" + c));
            reads.add(client.query(b -> b.tableName("orders").keyConditionExpression("customer_id = :c")
                    .expressionAttributeValues(values).scanIndexForward(false).returnConsumedCapacity(capacity))
                    .toString());
            reads.add(client.query(b -> b.tableName("orders").indexName("byAmount")
                    .keyConditionExpression("customer_id = :c").expressionAttributeValues(values)
                    .returnConsumedCapacity(capacity)).toString());
        }
        for (String region : List.of("eu", "us", "ap")) {
            Map<String, AttributeValue> values = Map.of(":r", AttributeValue.fromS(region),
                    ":s", AttributeValue.fromS("PENDING"), ":d", AttributeValue.fromS("2025-11-2"));
            reads.add(client.query(b -> b.tableName("orders").indexName("byRegionStatus")
                    .keyConditionExpression("#r = :r AND #s = :s AND begins_with(order_date, :d)")
                    .expressionAttributeNames(Map.of("#r", "region", "#s", "status"))
                    .expressionAttributeValues(values).returnConsumedCapacity(capacity)).toString());
        }
        for (String index : new String[] {null, "byRegionStatus", "byCoupon", "byAmount"}) {
            Map<String, AttributeValue> start = null;
            do {
                Map<String, AttributeValue> from = start;
                var page = client.scan(b -> b.tableName("orders").indexName(index).limit(37).exclusiveStartKey(from)
                        .returnConsumedCapacity(capacity));
                reads.add(page.toString());
                start = page.hasLastEvaluatedKey() && !page.lastEvaluatedKey().isEmpty() ? page.lastEvaluatedKey()
                        : null;
            } while (start != null);
        }
        return reads;
    }
}
