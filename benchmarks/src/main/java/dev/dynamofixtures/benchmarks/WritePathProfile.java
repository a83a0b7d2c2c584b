package dev.dynamofixtures.benchmarks;

import dev.dynamofixtures.core.InMemoryDynamo;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * The write path and table operations on issue 14's realistic workload, for profiling: each timed call gets a request
 * built fresh just before it (SDK builders, new maps and values, as user code does), and the build is timed apart.
 * Prints, per operation, the median (and quartiles) of the call alone and of building its request.
 *
 * <p>{@code java -cp ... dev.dynamofixtures.benchmarks.WritePathProfile [operation[,operation...]] [calls]}: with no
 * arguments every operation, 20,000 calls each after as many warm-up calls. Operations: createTable (a fresh database
 * per call, created outside the timed region), createTableGrowing (one database accumulating tables: the median per
 * thousand tables shows whether a call's cost grows with their number), create (InMemoryDynamo.create() alone),
 * firstCall (create, CreateTable, PutItem, GetItem), putItem, updateItem, batchWrite, transactWrite, describeTable, each
 * with realistic items ({@code lines} a list of maps, {@code tags} a string set) and, suffixed {@code Flat}, with
 * 9 scalar attributes. The item operations run on a 10,000-item table.
 */
public final class WritePathProfile {
    static final String TABLE = "orders";
    static final String INDEX = "ByStoreStatusDate";
    static final int ITEMS = 10_000;
    static final String[] STATUSES = {"PENDING", "PAID", "SHIPPED", "DELIVERED", "CANCELLED"};
    static final String[] REGIONS = {"eu-west", "eu-central", "us-east", "ap-south"};

    private static final java.lang.management.ThreadMXBean THREADS =
            java.lang.management.ManagementFactory.getThreadMXBean();

    private final SplittableRandom random = new SplittableRandom(42);

    private WritePathProfile() {
    }

    public static void main(String[] args) {
        List<String> operations = args.length > 0 ? Arrays.asList(args[0].split(","))
                : List.of("create", "createTable", "createTableGrowing", "firstCall", "describeTable",
                        "putItem", "putItemFlat", "updateItem", "updateItemFlat", "batchWrite", "batchWriteFlat",
                        "transactWrite", "transactWriteFlat");
        int calls = args.length > 1 ? Integer.parseInt(args[1]) : 20_000;
        WritePathProfile profile = new WritePathProfile();
        for (String operation : operations) {
            profile.run(operation, calls);
        }
    }

    private void run(String operation, int calls) {
        switch (operation) {
            case "create" -> measure(operation, calls, () -> null, request -> InMemoryDynamo.create());
            case "createTable" -> measure(operation, calls, () -> {
                InMemoryDynamo dynamo = InMemoryDynamo.create();
                return new Object[] {dynamo, createTableRequest(TABLE)};
            }, pair -> ((InMemoryDynamo) ((Object[]) pair)[0]).client()
                    .createTable((CreateTableRequest) ((Object[]) pair)[1]));
            case "createTableGrowing" -> createTableGrowing(calls);
            case "firstCall" -> measure(operation, calls, () -> new Object[] {createTableRequest(TABLE),
                    put(item(random.nextInt(ITEMS), true)), get(random.nextInt(ITEMS))}, requests -> {
                Object[] r = (Object[]) requests;
                try (InMemoryDynamo dynamo = InMemoryDynamo.create()) {
                    DynamoDbClient client = dynamo.client();
                    client.createTable((CreateTableRequest) r[0]);
                    client.putItem((PutItemRequest) r[1]);
                    return client.getItem((GetItemRequest) r[2]);
                }
            });
            default -> runOnLoaded(operation, calls);
        }
    }

    private void runOnLoaded(String operation, int calls) {
        boolean realistic = !operation.endsWith("Flat");
        String base = realistic ? operation : operation.substring(0, operation.length() - 4);
        InMemoryDynamo dynamo = InMemoryDynamo.create();
        DynamoDbClient client = dynamo.client();
        client.createTable(createTableRequest(TABLE));
        for (int n = 0; n < ITEMS; n++) {
            client.putItem(put(item(n, realistic)));
        }
        dynamo.operations().clear();
        switch (base) {
            case "describeTable" -> measure(operation, calls,
                    () -> DescribeTableRequest.builder().tableName(TABLE).build(),
                    request -> client.describeTable((DescribeTableRequest) request));
            case "putItem" -> measure(operation, calls, () -> put(item(random.nextInt(ITEMS), realistic)),
                    request -> client.putItem((PutItemRequest) request));
            case "updateItem" -> measure(operation, calls, () -> update(random.nextInt(ITEMS)),
                    request -> client.updateItem((UpdateItemRequest) request));
            case "batchWrite" -> measure(operation, calls, () -> batch(realistic),
                    request -> client.batchWriteItem((BatchWriteItemRequest) request));
            case "transactWrite" -> measure(operation, calls, () -> transaction(realistic),
                    request -> client.transactWriteItems((TransactWriteItemsRequest) request));
            default -> throw new IllegalArgumentException("no operation " + operation);
        }
        dynamo.close();
    }

    /** CreateTable on one database that keeps every table: medians per thousand tables. */
    private void createTableGrowing(int calls) {
        InMemoryDynamo dynamo = InMemoryDynamo.create();
        DynamoDbClient client = dynamo.client();
        int block = 1_000;
        StringBuilder medians = new StringBuilder();
        for (int b = 0; b < Math.max(1, calls / block); b++) {
            long[] times = new long[block];
            for (int i = 0; i < block; i++) {
                CreateTableRequest request = createTableRequest(String.format("orders_%07d", b * block + i));
                long start = System.nanoTime();
                client.createTable(request);
                times[i] = System.nanoTime() - start;
            }
            Arrays.sort(times);
            medians.append(String.format(" %.1f", times[block / 2] / 1000.0));
        }
        System.out.printf("%-20s median us per 1,000 tables:%s%n", "createTableGrowing", medians);
    }

    /**
     * Warms up with {@code calls} calls, then times {@code calls} more: wall time of each call and of building its
     * request, and the calling thread's CPU time of each call (which other processes on a loaded machine do not
     * inflate; reading it adds a fraction of a microsecond).
     */
    private static void measure(String name, int calls, Supplier<Object> build,
                                java.util.function.Function<Object, Object> call) {
        for (int i = 0; i < calls; i++) { // warm-up
            call.apply(build.get());
        }
        long[] buildTimes = new long[calls];
        long[] callTimes = new long[calls];
        long[] cpuTimes = new long[calls];
        Object sink = null;
        for (int i = 0; i < calls; i++) {
            long start = System.nanoTime();
            Object request = build.get();
            long cpu = THREADS.getCurrentThreadCpuTime();
            long built = System.nanoTime();
            sink = call.apply(request);
            long done = System.nanoTime();
            cpuTimes[i] = THREADS.getCurrentThreadCpuTime() - cpu;
            buildTimes[i] = built - start;
            callTimes[i] = done - built;
        }
        Arrays.sort(buildTimes);
        Arrays.sort(callTimes);
        Arrays.sort(cpuTimes);
        System.out.printf("%-20s call median %8.2f us [%8.2f..%8.2f]  cpu median %8.2f us  build median %7.2f us"
                        + "  (%d calls)%s%n",
                name, callTimes[calls / 2] / 1000.0, callTimes[calls / 4] / 1000.0, callTimes[3 * calls / 4] / 1000.0,
                cpuTimes[calls / 2] / 1000.0, buildTimes[calls / 2] / 1000.0, calls, sink == null ? "" : "");
    }

    // ---------------------------------------------------------------- the realistic workload's requests

    static CreateTableRequest createTableRequest(String name) {
        return CreateTableRequest.builder().tableName(name).billingMode(BillingMode.PAY_PER_REQUEST)
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

    private static AttributeDefinition def(String name, ScalarAttributeType type) {
        return AttributeDefinition.builder().attributeName(name).attributeType(type).build();
    }

    private static KeySchemaElement key(String name, KeyType type) {
        return KeySchemaElement.builder().attributeName(name).keyType(type).build();
    }

    static String customer(int n) {
        return String.format("C#%04d", n / 10);
    }

    static String order(int n) {
        return String.format("O#2026-03-14#%05d", n);
    }

    /** Order {@code n}, realistic (9 attributes, a list of maps and a string set) or flat (9 scalars). */
    Map<String, AttributeValue> item(int n, boolean realistic) {
        int store = n % 100;
        Map<String, AttributeValue> item = new HashMap<>();
        item.put("customer_id", AttributeValue.builder().s(customer(n)).build());
        item.put("order_id", AttributeValue.builder().s(order(n)).build());
        item.put("region", AttributeValue.builder().s(REGIONS[store / 25]).build());
        item.put("store_id", AttributeValue.builder().s(String.format("S%02d", store % 25)).build());
        item.put("status", AttributeValue.builder().s(STATUSES[random.nextInt(STATUSES.length)]).build());
        item.put("order_date", AttributeValue.builder()
                .s(String.format("2026-03-%02dT10:%02d:31Z", 1 + n % 28, random.nextInt(60))).build());
        item.put("amount", AttributeValue.builder().n(random.nextInt(1, 100_000) + "." + (10 + random.nextInt(90)))
                .build());
        if (realistic) {
            List<AttributeValue> lines = new ArrayList<>();
            for (int l = 0, count = 2 + random.nextInt(3); l < count; l++) {
                Map<String, AttributeValue> line = new HashMap<>();
                line.put("sku", AttributeValue.builder().s("SKU-" + random.nextInt(10_000)).build());
                line.put("qty", AttributeValue.builder().n(Integer.toString(1 + random.nextInt(5))).build());
                line.put("price", AttributeValue.builder().n(random.nextInt(1, 500) + ".99").build());
                lines.add(AttributeValue.builder().m(line).build());
            }
            item.put("lines", AttributeValue.builder().l(lines).build());
            List<String> tags = new ArrayList<>();
            for (int t = 0, count = 1 + random.nextInt(3); t < count; t++) {
                tags.add("tag-" + t + random.nextInt(10));
            }
            item.put("tags", AttributeValue.builder().ss(tags).build());
        } else {
            item.put("currency", AttributeValue.builder().s("EUR").build());
            item.put("line_count", AttributeValue.builder().n(Integer.toString(1 + random.nextInt(4))).build());
        }
        return item;
    }

    PutItemRequest put(Map<String, AttributeValue> item) {
        return PutItemRequest.builder().tableName(TABLE).item(item).build();
    }

    static Map<String, AttributeValue> keyOf(int n) {
        Map<String, AttributeValue> key = new HashMap<>();
        key.put("customer_id", AttributeValue.builder().s(customer(n)).build());
        key.put("order_id", AttributeValue.builder().s(order(n)).build());
        return key;
    }

    GetItemRequest get(int n) {
        return GetItemRequest.builder().tableName(TABLE).key(keyOf(n)).build();
    }

    /** Adds to the amount and sets a new status (which moves the GSI entry), if the order exists. */
    UpdateItemRequest update(int n) {
        Map<String, AttributeValue> values = new HashMap<>();
        values.put(":d", AttributeValue.builder().n("1.25").build());
        values.put(":s", AttributeValue.builder().s(STATUSES[random.nextInt(STATUSES.length)]).build());
        return UpdateItemRequest.builder().tableName(TABLE).key(keyOf(n))
                .updateExpression("SET amount = amount + :d, #s = :s")
                .conditionExpression("attribute_exists(order_id)")
                .expressionAttributeNames(Map.of("#s", "status"))
                .expressionAttributeValues(values).build();
    }

    /** 25 puts of distinct existing orders. */
    BatchWriteItemRequest batch(boolean realistic) {
        int first = random.nextInt(ITEMS - 25);
        List<WriteRequest> writes = new ArrayList<>(25);
        for (int i = 0; i < 25; i++) {
            writes.add(WriteRequest.builder().putRequest(PutRequest.builder().item(item(first + i, realistic)).build())
                    .build());
        }
        return BatchWriteItemRequest.builder().requestItems(Map.of(TABLE, writes)).build();
    }

    /** Two puts, an ADD and a condition check, on four distinct orders. */
    TransactWriteItemsRequest transaction(boolean realistic) {
        int first = random.nextInt(ITEMS - 4);
        Map<String, AttributeValue> one = new HashMap<>();
        one.put(":one", AttributeValue.builder().n("1").build());
        return TransactWriteItemsRequest.builder().transactItems(
                TransactWriteItem.builder().put(p -> p.tableName(TABLE).item(item(first, realistic))).build(),
                TransactWriteItem.builder().put(p -> p.tableName(TABLE).item(item(first + 1, realistic))).build(),
                TransactWriteItem.builder().update(u -> u.tableName(TABLE).key(keyOf(first + 2))
                        .updateExpression("ADD view_count :one").expressionAttributeValues(one)).build(),
                TransactWriteItem.builder().conditionCheck(c -> c.tableName(TABLE).key(keyOf(first + 3))
                        .conditionExpression("attribute_exists(order_id)")).build())
                .build();
    }
}
