package dev.dynamofixtures.benchmarks;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.SplittableRandom;
import java.util.TreeMap;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * Issue 14's realistic workload, shared by {@link RealisticBenchmarks}, {@link SideBySide}, {@link WholeTestClass},
 * {@link FreshJvmFirstCall} and the profiling drivers {@link ReadPathProfile} and {@link WritePathProfile}:
 * the {@code orders} table (HASH {@code customer_id}, RANGE {@code order_id}) with the GSI {@code ByStoreStatusDate}
 * (HASH {@code region} + {@code store_id}, RANGE {@code status} + {@code order_date} + {@code amount}), 10,000 orders
 * of 1,000 customers in 100 stores (4 regions x 25), generated from a seeded {@link Random} so every run and every
 * backend sees the same data.
 *
 * <p>The orders are plain Java values ({@link Order}), generated once; every {@code ...Request} method builds its
 * request from them FRESH, as user code does from its domain objects: new SDK builders, new maps, new
 * {@link AttributeValue}s. Benchmarks call a builder and then the client, and measure the builder alone apart.
 *
 * <p>Two item shapes ({@link Shape}): {@code REALISTIC}, nine attributes with a list of 2-4 maps and a string set,
 * and {@code FLAT}, nine scalar attributes with the same keys, so both can be reported. Two sources of the requests'
 * strings ({@link Strings}): the orders' own, held since they were generated (the default), or new ones for every
 * request.
 */
public final class RealisticOrders {
    static final String TABLE = "orders";
    static final String INDEX = "ByStoreStatusDate";
    static final int CUSTOMERS = 1_000;
    static final int ORDERS_PER_CUSTOMER = 10;
    static final int ITEMS = CUSTOMERS * ORDERS_PER_CUSTOMER;
    /** Writes pick an order number below this: 10,000 existing orders (overwritten) and 1,000 new ones. */
    static final int WRITABLE = ITEMS + ITEMS / 10;
    static final String[] REGIONS = {"eu-west", "us-east", "ap-south", "sa-east"};
    static final int STORES_PER_REGION = 25;
    static final String[] STATUSES = {"PENDING", "PAID", "SHIPPED", "DELIVERED", "CANCELLED"};
    private static final String[] TAGS = {"gift", "express", "fragile", "bulk", "promo", "vip"};
    private static final long SEED = 14;
    /** Orders are dated in the 90 days from this instant. */
    private static final long FIRST_DATE = Instant.parse("2026-01-01T00:00:00Z").getEpochSecond();
    private static final int DATE_RANGE_SECONDS = 90 * 24 * 3600;
    /** Queries are built to return this many of the initial items (writes of new orders may add a few). */
    static final int QUERY_ITEMS = 10;

    /** The item shapes measured. */
    public enum Shape {
        /** Nine attributes: keys, GSI keys, {@code lines} (a list of 2-4 maps) and {@code tags} (a string set). */
        REALISTIC,
        /** Nine scalar attributes: the same keys and GSI keys, {@code note} (S) and {@code quantity} (N). */
        FLAT;

        static Shape of(String name) {
            return valueOf(name.toUpperCase(Locale.ROOT));
        }
    }

    /**
     * Where the strings of a request's items and keys come from. The engine reads every one of them (to check, measure
     * and encode it), so whether they are still in the processor's caches is part of what a call costs; DynamoDB
     * Local's calls are long enough for it not to show.
     */
    public enum Strings {
        /**
         * The orders' own strings, generated once at start and held since, as a program holds its data: with 11,000
         * orders, by the time a request is built from one its strings have usually left the caches. The default.
         */
        HELD,
        /**
         * New strings for every request: the order's strings copied into new arrays just before its request is built,
         * as a program builds a request from input it has just read or computed. The queries' and Scan's few strings
         * (a store, a status, two dates; a start key) stay held.
         */
        FRESH;

        static Strings of(String name) {
            return valueOf(name.toUpperCase(Locale.ROOT));
        }
    }

    /** One order line. */
    record Line(String sku, String quantity, String price) {
    }

    /** One order as user code holds it before turning it into an item. */
    record Order(String customerId, String orderId, String region, String storeId, String status, String orderDate,
                 String amount, List<Line> lines, List<String> tags) {
    }

    /** A GSI query: one store's orders of one status dated {@code from..to}, which held {@link #QUERY_ITEMS}. */
    record QueryTarget(String region, String storeId, String status, String from, String to) {
    }

    private final Shape shape;
    private final Strings strings;
    private final Order[] orders;
    private final List<QueryTarget> queryTargets;
    private int tableCounter;

    /** The workload's orders, generated in this shape. */
    public RealisticOrders(Shape shape) {
        this(shape, Strings.HELD);
    }

    /** The workload's orders, generated in this shape, its requests' strings from {@code strings}. */
    public RealisticOrders(Shape shape, Strings strings) {
        this(shape, strings, WRITABLE);
    }

    /**
     * Only the first {@code count} orders, for a fresh JVM's first call (which uses order 0) not to count the
     * generation of 11,000 orders as start-up, or for a driver that only reads ({@link #ITEMS}: the query targets
     * are made from {@link #ITEMS} on).
     */
    RealisticOrders(Shape shape, int count) {
        this(shape, Strings.HELD, count);
    }

    private RealisticOrders(Shape shape, Strings strings, int count) {
        this.shape = shape;
        this.strings = strings;
        this.orders = new Order[count];
        for (int n = 0; n < count; n++) {
            orders[n] = generate(n);
        }
        queryTargets = count >= ITEMS ? queryTargets() : List.of();
    }

    Shape shape() {
        return shape;
    }

    /**
     * Order number {@code n}: the same on every run. Its own {@link Random}, seeded through {@link SplittableRandom}'s
     * mixing: {@code Random}s of consecutive seeds start with correlated numbers (consecutive orders got consecutive
     * dates).
     */
    static Order generate(int n) {
        Random random = new Random(new SplittableRandom(SEED * 1_000_003L + n).nextLong());
        int store = n % (REGIONS.length * STORES_PER_REGION);
        String date = Instant.ofEpochSecond(FIRST_DATE + random.nextInt(DATE_RANGE_SECONDS)).toString();
        int lineCount = 2 + random.nextInt(3);
        List<Line> lines = new ArrayList<>(lineCount);
        for (int l = 0; l < lineCount; l++) {
            lines.add(new Line(String.format("SKU-%05d", random.nextInt(100_000)), Integer.toString(1 + random.nextInt(5)),
                    cents(99 + random.nextInt(20_000))));
        }
        LinkedHashSet<String> tags = new LinkedHashSet<>();
        int tagCount = 1 + random.nextInt(3);
        while (tags.size() < tagCount) {
            tags.add(TAGS[random.nextInt(TAGS.length)]);
        }
        return new Order(String.format("C#%04d", n / ORDERS_PER_CUSTOMER),
                String.format("O#%s#%05d", date.substring(0, 10), n), REGIONS[store / STORES_PER_REGION],
                String.format("S%02d", store % STORES_PER_REGION), STATUSES[random.nextInt(STATUSES.length)], date,
                cents(500 + random.nextInt(50_000)), List.copyOf(lines), List.copyOf(tags));
    }

    private static String cents(int cents) {
        return cents / 100 + "." + (cents % 100 < 10 ? "0" : "") + cents % 100;
    }

    Order order(int n) {
        return orders[n];
    }

    /** Order {@code n} as a request is built from it: the held order, or a copy of it in new strings ({@link Strings}). */
    private Order forRequest(int n) {
        Order o = orders[n];
        if (strings == Strings.HELD) {
            return o;
        }
        List<Line> lines = new ArrayList<>(o.lines().size());
        for (Line line : o.lines()) {
            lines.add(new Line(copy(line.sku()), copy(line.quantity()), copy(line.price())));
        }
        List<String> tags = new ArrayList<>(o.tags().size());
        for (String tag : o.tags()) {
            tags.add(copy(tag));
        }
        return new Order(copy(o.customerId()), copy(o.orderId()), copy(o.region()), copy(o.storeId()),
                copy(o.status()), copy(o.orderDate()), copy(o.amount()), lines, tags);
    }

    /** A string equal to {@code s} in an array of its own ({@code new String(s)} would share {@code s}'s). */
    private static String copy(String s) {
        return new String(s.toCharArray());
    }

    List<QueryTarget> queryTargets() {
        if (queryTargets != null) {
            return queryTargets;
        }
        // Group the initial orders by store and status (date order), and query a window of ten consecutive dates.
        Map<String, List<String>> dates = new TreeMap<>();
        for (int n = 0; n < ITEMS; n++) {
            Order o = orders[n];
            dates.computeIfAbsent(o.region() + "|" + o.storeId() + "|" + o.status(), k -> new ArrayList<>())
                    .add(o.orderDate());
        }
        Random random = new Random(SEED);
        List<QueryTarget> targets = new ArrayList<>();
        for (Map.Entry<String, List<String>> group : dates.entrySet()) {
            List<String> sorted = group.getValue();
            if (sorted.size() < QUERY_ITEMS) {
                continue;
            }
            sorted.sort(null);
            int first = random.nextInt(sorted.size() - QUERY_ITEMS + 1);
            String[] parts = group.getKey().split("\\|");
            targets.add(new QueryTarget(parts[0], parts[1], parts[2], sorted.get(first),
                    sorted.get(first + QUERY_ITEMS - 1)));
        }
        return List.copyOf(targets);
    }

    // ---- the schema ----

    /** The CreateTable request of {@code tableName}: the orders table and its 2 HASH + 3 RANGE GSI, built fresh. */
    static CreateTableRequest createTableRequest(String tableName) {
        return CreateTableRequest.builder().tableName(tableName).billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(def("customer_id", ScalarAttributeType.S), def("order_id", ScalarAttributeType.S),
                        def("region", ScalarAttributeType.S), def("store_id", ScalarAttributeType.S),
                        def("status", ScalarAttributeType.S), def("order_date", ScalarAttributeType.S),
                        def("amount", ScalarAttributeType.N))
                .keySchema(key("customer_id", KeyType.HASH), key("order_id", KeyType.RANGE))
                .globalSecondaryIndexes(GlobalSecondaryIndex.builder().indexName(INDEX)
                        .keySchema(key("region", KeyType.HASH), key("store_id", KeyType.HASH),
                                key("status", KeyType.RANGE), key("order_date", KeyType.RANGE),
                                key("amount", KeyType.RANGE))
                        .projection(Projection.builder().projectionType(ProjectionType.ALL).build()).build())
                .build();
    }

    /** A CreateTable request of the orders schema under a name not used before by this instance. */
    CreateTableRequest createTableRequestFreshName() {
        return createTableRequest("orders_" + (++tableCounter));
    }

    private static AttributeDefinition def(String name, ScalarAttributeType type) {
        return AttributeDefinition.builder().attributeName(name).attributeType(type).build();
    }

    private static KeySchemaElement key(String name, KeyType type) {
        return KeySchemaElement.builder().attributeName(name).keyType(type).build();
    }

    /** Creates the orders table and loads the 10,000 orders (BatchWriteItem, 25 at a time). */
    void createAndLoad(DynamoDbClient client) {
        client.createTable(createTableRequest(TABLE));
        for (int first = 0; first < ITEMS; first += 25) {
            List<WriteRequest> writes = new ArrayList<>(25);
            for (int n = first; n < first + 25; n++) {
                writes.add(WriteRequest.builder().putRequest(PutRequest.builder().item(item(orders[n])).build()).build());
            }
            var response = client.batchWriteItem(BatchWriteItemRequest.builder().requestItems(Map.of(TABLE, writes)).build());
            if (!response.unprocessedItems().isEmpty()) {
                throw new IllegalStateException("unprocessed items while loading");
            }
        }
    }

    // ---- items and requests, each built fresh ----

    /** The order as an item of this instance's shape: a new map of new attribute values. */
    Map<String, AttributeValue> item(Order order) {
        Map<String, AttributeValue> item = new HashMap<>();
        item.put("customer_id", AttributeValue.fromS(order.customerId()));
        item.put("order_id", AttributeValue.fromS(order.orderId()));
        item.put("region", AttributeValue.fromS(order.region()));
        item.put("store_id", AttributeValue.fromS(order.storeId()));
        item.put("status", AttributeValue.fromS(order.status()));
        item.put("order_date", AttributeValue.fromS(order.orderDate()));
        item.put("amount", AttributeValue.fromN(order.amount()));
        if (shape == Shape.REALISTIC) {
            List<AttributeValue> lines = new ArrayList<>(order.lines().size());
            for (Line line : order.lines()) {
                Map<String, AttributeValue> map = new HashMap<>();
                map.put("sku", AttributeValue.fromS(line.sku()));
                map.put("qty", AttributeValue.fromN(line.quantity()));
                map.put("price", AttributeValue.fromN(line.price()));
                lines.add(AttributeValue.fromM(map));
            }
            item.put("lines", AttributeValue.fromL(lines));
            item.put("tags", AttributeValue.fromSs(new ArrayList<>(order.tags())));
        } else {
            item.put("note", AttributeValue.fromS("deliver to the back door"));
            item.put("quantity", AttributeValue.fromN(Integer.toString(order.lines().size())));
        }
        return item;
    }

    private static Map<String, AttributeValue> keyOf(Order order) {
        Map<String, AttributeValue> key = new HashMap<>();
        key.put("customer_id", AttributeValue.fromS(order.customerId()));
        key.put("order_id", AttributeValue.fromS(order.orderId()));
        return key;
    }

    /** GetItem of existing order {@code n} (below {@link #ITEMS}). */
    GetItemRequest getItemRequest(int n) {
        return GetItemRequest.builder().tableName(TABLE).key(keyOf(forRequest(n))).build();
    }

    /** The Query of {@code target}: region = :r AND store_id = :s AND status = :st AND order_date BETWEEN. */
    static QueryRequest queryRequest(QueryTarget target) {
        Map<String, String> names = new HashMap<>();
        names.put("#region", "region");
        names.put("#status", "status");
        Map<String, AttributeValue> values = new HashMap<>();
        values.put(":r", AttributeValue.fromS(target.region()));
        values.put(":s", AttributeValue.fromS(target.storeId()));
        values.put(":st", AttributeValue.fromS(target.status()));
        values.put(":from", AttributeValue.fromS(target.from()));
        values.put(":to", AttributeValue.fromS(target.to()));
        return QueryRequest.builder().tableName(TABLE).indexName(INDEX)
                .keyConditionExpression("#region = :r AND store_id = :s AND #status = :st"
                        + " AND order_date BETWEEN :from AND :to")
                .expressionAttributeNames(names).expressionAttributeValues(values).build();
    }

    /** The response of {@link #queryRequest}, after checking it holds about ten items (10, or a few more after writes). */
    static QueryResponse expectAboutTen(QueryResponse response) {
        if (response.count() < QUERY_ITEMS || response.count() > 2 * QUERY_ITEMS) {
            throw new IllegalStateException("expected about " + QUERY_ITEMS + " items, got " + response.count());
        }
        return response;
    }

    /** A Scan page of 100 from {@code startKey} ({customer_id, order_id}, or null for the first page). */
    static ScanRequest scanRequest(String[] startKey) {
        ScanRequest.Builder scan = ScanRequest.builder().tableName(TABLE).limit(100);
        if (startKey != null) {
            Map<String, AttributeValue> key = new HashMap<>();
            key.put("customer_id", AttributeValue.fromS(startKey[0]));
            key.put("order_id", AttributeValue.fromS(startKey[1]));
            scan.exclusiveStartKey(key);
        }
        return scan.build();
    }

    /**
     * The start keys of every Scan page of 100 on this client's table, in the backend's own scan order (the two
     * backends order a Scan differently): {@code null} (the first page), then each page's LastEvaluatedKey.
     */
    static List<String[]> scanPageStarts(DynamoDbClient client) {
        List<String[]> starts = new ArrayList<>();
        String[] start = null;
        do {
            starts.add(start);
            ScanResponse page = client.scan(scanRequest(start));
            start = page.hasLastEvaluatedKey() && !page.lastEvaluatedKey().isEmpty()
                    ? new String[] {page.lastEvaluatedKey().get("customer_id").s(),
                            page.lastEvaluatedKey().get("order_id").s()}
                    : null;
        } while (start != null);
        return starts;
    }

    /** PutItem of order {@code n} (below {@link #WRITABLE}: a new order or an overwrite of an existing one). */
    PutItemRequest putItemRequest(int n) {
        return PutItemRequest.builder().tableName(TABLE).item(item(forRequest(n))).build();
    }

    /**
     * PutItem of a new order: a random writable order's attributes under a new order id, its own followed by a random
     * suffix, so that the put inserts an item where the others overwrite one. Two sources seeded alike make the same
     * requests.
     */
    PutItemRequest newOrderPutRequest(SplittableRandom random) {
        Order order = forRequest(random.nextInt(WRITABLE));
        Map<String, AttributeValue> item = item(order);
        item.put("order_id", AttributeValue.fromS(order.orderId() + "#" + Long.toHexString(random.nextLong())));
        return PutItemRequest.builder().tableName(TABLE).item(item).build();
    }

    /** BatchWriteItem of the 25 orders from {@code first} (wrapping below {@link #WRITABLE}). */
    BatchWriteItemRequest batchWriteRequest(int first) {
        List<WriteRequest> writes = new ArrayList<>(25);
        for (int i = 0; i < 25; i++) {
            Order order = forRequest((first + i) % WRITABLE);
            writes.add(WriteRequest.builder().putRequest(PutRequest.builder().item(item(order)).build()).build());
        }
        Map<String, List<WriteRequest>> items = new HashMap<>();
        items.put(TABLE, writes);
        return BatchWriteItemRequest.builder().requestItems(items).build();
    }

    /**
     * UpdateItem of existing order {@code n}: SET its status (to the value it has, so the Query's date windows keep
     * their items) and a new amount (which moves it within the GSI), on condition that it exists with that status:
     * the update succeeds, as a test's usually does.
     */
    UpdateItemRequest updateItemRequest(int n, int cents) {
        Order order = forRequest(n);
        Map<String, String> names = new HashMap<>();
        names.put("#status", "status");
        Map<String, AttributeValue> values = new HashMap<>();
        values.put(":status", AttributeValue.fromS(order.status()));
        values.put(":amount", AttributeValue.fromN(cents(cents)));
        return UpdateItemRequest.builder().tableName(TABLE).key(keyOf(order))
                .updateExpression("SET #status = :status, amount = :amount")
                .conditionExpression("attribute_exists(order_id) AND #status = :status")
                .expressionAttributeNames(names).expressionAttributeValues(values).build();
    }

    /**
     * TransactWriteItems of four actions on orders from {@code n}: two puts (overwrites or new orders), an update of
     * an existing order's amount and a condition check that another exists.
     */
    TransactWriteItemsRequest transactWriteRequest(int n) {
        Order checked = forRequest((n + 3) % ITEMS);
        Map<String, AttributeValue> amount = new HashMap<>();
        amount.put(":amount", AttributeValue.fromN(forRequest((n + 2) % WRITABLE).amount()));
        return TransactWriteItemsRequest.builder().transactItems(
                TransactWriteItem.builder().put(p -> p.tableName(TABLE).item(item(forRequest(n % WRITABLE)))).build(),
                TransactWriteItem.builder().put(p -> p.tableName(TABLE).item(item(forRequest((n + 1) % WRITABLE)))).build(),
                TransactWriteItem.builder().update(u -> u.tableName(TABLE).key(keyOf(forRequest((n + 2) % ITEMS)))
                        .updateExpression("SET amount = :amount").expressionAttributeValues(amount)).build(),
                TransactWriteItem.builder().conditionCheck(c -> c.tableName(TABLE).key(keyOf(checked))
                        .conditionExpression("attribute_exists(order_id)")).build())
                .build();
    }

    /**
     * The issue's "first successful call on a new database": start the backend, CreateTable (with the multi-attribute
     * GSI), PutItem, GetItem; then close it. Returns the item read, checked.
     */
    GetItemResponse firstCallOnNewDatabase(Backend backend) {
        try (Backend.Running running = backend.start()) {
            DynamoDbClient client = running.client();
            client.createTable(createTableRequest(TABLE));
            client.putItem(putItemRequest(0));
            GetItemResponse response = client.getItem(getItemRequest(0));
            if (!response.hasItem()) {
                throw new IllegalStateException("the item just put was not found");
            }
            return response;
        }
    }
}
