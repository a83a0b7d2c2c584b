package dev.dynamofixtures.benchmarks;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * The read path's profiling driver (issue 14): GetItem, a ~10-item Query on a 2 HASH + 3 RANGE GSI and Scan pages
 * of 100 against the engine, on 10,000 realistic orders (nested list of maps, a string set) or flat ones, every
 * timed call on a request built fresh just before it. Prints per-call medians (and the build cost, measured
 * apart). Not a JMH benchmark: one loop per operation, so JFR profiles show one operation at a time.
 *
 * <p>With {@code shared}, DynamoDB Local runs in the same JVM and gets the same calls (warm-up, then timed), as in
 * the measurement.
 *
 * <pre>java -cp ... dev.dynamofixtures.benchmarks.ReadPathProfile [realistic|flat] [get,query,scan] [seconds] [shared]</pre>
 */
public final class ReadPathProfile {
    static final String TABLE = "orders";
    static final String INDEX = "ByStoreStatusDate";
    static final String[] REGIONS = {"eu-west", "eu-central", "us-east", "ap-south"};
    static final String[] STATUSES = {"PENDING", "PAID", "SHIPPED", "DELIVERED", "CANCELLED"};
    static final int ITEMS = 10_000;

    private ReadPathProfile() {
    }

    public static void main(String[] args) {
        boolean realistic = args.length < 1 || !args[0].equals("flat");
        List<String> ops = Arrays.asList((args.length < 2 ? "get,query,scan" : args[1]).split(","));
        double seconds = args.length < 3 ? 3 : Double.parseDouble(args[2]);
        boolean shared = args.length >= 4 && args[3].equals("shared");
        List<Backend.Running> backends = new ArrayList<>();
        backends.add(Backend.IN_MEMORY.start());
        if (shared) {
            // the setting: DynamoDB Local in the same JVM, warmed with the same calls
            backends.add(Backend.DYNAMODB_LOCAL.start());
        }
        try {
            for (Backend.Running backend : backends) {
                backend.client().createTable(createTable());
                seed(backend.client(), realistic);
            }
            System.out.printf(Locale.ROOT, "items: %s%s%n", realistic ? "realistic" : "flat",
                    shared ? ", DynamoDB Local in the same JVM" : "");
            for (String op : ops) {
                for (int pass = 0; pass < 2; pass++) { // a warm-up pass over every backend, then the timed one
                    for (int b = 0; b < backends.size(); b++) {
                        DynamoDbClient client = backends.get(b).client();
                        String name = (b == 0 ? "engine " : "local  ") + op;
                        double time = pass == 0 ? seconds / 2 : seconds;
                        boolean timed = pass == 1;
                        switch (op) {
                            case "get" -> run(name, time, timed, n -> getRequest(n),
                                    (r) -> expect(client.getItem((GetItemRequest) r).hasItem()));
                            case "query" -> run(name, time, timed, n -> queryRequest(n),
                                    (r) -> expectCount(client.query((QueryRequest) r).count()));
                            case "scan" -> {
                                ScanPager pager = new ScanPager();
                                run(name, time, timed, n -> pager.next(), (r) -> pager.done(client.scan((ScanRequest) r)));
                            }
                            default -> throw new IllegalArgumentException(op);
                        }
                    }
                }
            }
        } finally {
            backends.forEach(Backend.Running::close);
        }
    }

    interface Build {
        Object build(int n);
    }

    interface Call {
        void call(Object request);
    }

    /** Calls for {@code seconds}, each on a request built fresh before it; when timed, prints the medians. */
    static void run(String name, double seconds, boolean timed, Build build, Call call) {
        int n = 0;
        if (!timed) {
            long warmEnd = System.nanoTime() + (long) (seconds * 1e9);
            while (System.nanoTime() < warmEnd) {
                call.call(build.build(n++));
            }
            return;
        }
        long[] calls = new long[2_000_000];
        long[] builds = new long[2_000_000];
        int count = 0;
        long end = System.nanoTime() + (long) (seconds * 1e9);
        while (count < calls.length && System.nanoTime() < end) {
            long t0 = System.nanoTime();
            Object request = build.build(n++);
            long t1 = System.nanoTime();
            call.call(request);
            long t2 = System.nanoTime();
            builds[count] = t1 - t0;
            calls[count++] = t2 - t1;
        }
        // CPU time, which a busy machine's other processes do not inflate: (build + call) minus build alone
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        int cpuCalls = Math.max(count / 4, 1000);
        long c0 = threads.getCurrentThreadCpuTime();
        for (int k = 0; k < cpuCalls; k++) {
            call.call(build.build(n++));
        }
        long c1 = threads.getCurrentThreadCpuTime();
        Object sink = null;
        for (int k = 0; k < cpuCalls; k++) {
            sink = build.build(n++);
        }
        long c2 = threads.getCurrentThreadCpuTime();
        double cpu = ((c1 - c0) - (c2 - c1)) / 1000.0 / cpuCalls;
        System.out.printf(Locale.ROOT,
                "%-14s median %7.3f µs  p90 %7.3f µs  cpu/call %7.3f µs  (build %6.3f µs)  %,d calls%s%n",
                name, median(calls, count, 0.5), median(calls, count, 0.9), cpu, median(builds, count, 0.5), count,
                sink == null ? "" : "");
    }

    static double median(long[] values, int count, double at) {
        long[] copy = Arrays.copyOf(values, count);
        Arrays.sort(copy);
        return copy[(int) (count * at)] / 1000.0;
    }

    static void expect(boolean found) {
        if (!found) {
            throw new IllegalStateException("item not found");
        }
    }

    static void expectCount(int count) {
        if (count < 8 || count > 12) {
            throw new IllegalStateException("query returned " + count);
        }
    }

    /** Walks the table in pages of 100, each page's request built fresh (its start key copied into a new map). */
    static final class ScanPager {
        private Map<String, AttributeValue> start;

        ScanRequest next() {
            ScanRequest.Builder builder = ScanRequest.builder().tableName(TABLE).limit(100);
            if (start != null) {
                Map<String, AttributeValue> key = new HashMap<>();
                start.forEach((k, v) -> key.put(k, AttributeValue.fromS(v.s())));
                builder.exclusiveStartKey(key);
            }
            return builder.build();
        }

        void done(ScanResponse response) {
            if (response.count() != 100 && response.hasLastEvaluatedKey()) {
                throw new IllegalStateException("scan page of " + response.count());
            }
            start = response.hasLastEvaluatedKey() ? response.lastEvaluatedKey() : null;
        }
    }

    static GetItemRequest getRequest(int n) {
        int i = (int) ((n * 7919L) % ITEMS);
        Map<String, AttributeValue> key = new HashMap<>();
        key.put("customer_id", AttributeValue.builder().s(customer(i)).build());
        key.put("order_id", AttributeValue.builder().s(orderId(i)).build());
        return GetItemRequest.builder().tableName(TABLE).key(key).build();
    }

    /** ~10 items: one status of one store, a ten-day window of its twenty days. */
    static QueryRequest queryRequest(int n) {
        int partition = (int) ((n * 37L) % 100);
        Map<String, AttributeValue> values = new HashMap<>();
        values.put(":r", AttributeValue.builder().s(REGIONS[partition / 25]).build());
        values.put(":s", AttributeValue.builder().s(store(partition)).build());
        values.put(":st", AttributeValue.builder().s(STATUSES[n % 5]).build());
        values.put(":from", AttributeValue.builder().s("2026-03-05").build());
        values.put(":to", AttributeValue.builder().s("2026-03-15").build());
        Map<String, String> names = new HashMap<>();
        names.put("#r", "region");
        names.put("#st", "status");
        return QueryRequest.builder().tableName(TABLE).indexName(INDEX)
                .keyConditionExpression("#r = :r AND store_id = :s AND #st = :st AND order_date BETWEEN :from AND :to")
                .expressionAttributeNames(names).expressionAttributeValues(values).build();
    }

    static CreateTableRequest createTable() {
        return CreateTableRequest.builder().tableName(TABLE).billingMode(BillingMode.PAY_PER_REQUEST)
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

    /** The ids as user code has them at hand (formatting them is not part of building a request). */
    private static final String[] CUSTOMERS = new String[ITEMS / 10];
    private static final String[] ORDER_IDS = new String[ITEMS];
    private static final String[] STORES = new String[25];

    static {
        for (int c = 0; c < CUSTOMERS.length; c++) {
            CUSTOMERS[c] = String.format(Locale.ROOT, "C#%04d", c);
        }
        for (int i = 0; i < ITEMS; i++) {
            ORDER_IDS[i] = String.format(Locale.ROOT, "O#2026-03-14#%05d", i);
        }
        for (int s = 0; s < STORES.length; s++) {
            STORES[s] = String.format(Locale.ROOT, "S%02d", s);
        }
    }

    static String customer(int i) {
        return CUSTOMERS[i / 10];
    }

    static String orderId(int i) {
        return ORDER_IDS[i];
    }

    static String store(int partition) {
        return STORES[partition % 25];
    }

    /**
     * Order {@code i}: GSI partition {@code i % 100} (4 regions x 25 stores), its {@code j = i / 100}-th order there,
     * status {@code j % 5} on day {@code 1 + j / 5}: per store and status one order a day for twenty days.
     */
    static Map<String, AttributeValue> order(int i, boolean realistic) {
        int partition = i % 100;
        int j = i / 100;
        Map<String, AttributeValue> item = new HashMap<>();
        item.put("customer_id", AttributeValue.fromS(customer(i)));
        item.put("order_id", AttributeValue.fromS(orderId(i)));
        item.put("region", AttributeValue.fromS(REGIONS[partition / 25]));
        item.put("store_id", AttributeValue.fromS(store(partition)));
        item.put("status", AttributeValue.fromS(STATUSES[j % 5]));
        item.put("order_date", AttributeValue.fromS(String.format(Locale.ROOT, "2026-03-%02dT10:22:31Z", 1 + j / 5)));
        item.put("amount", AttributeValue.fromN(String.format(Locale.ROOT, "%d.%02d", 10 + i % 490, i % 100)));
        if (realistic) {
            List<AttributeValue> lines = new ArrayList<>();
            for (int l = 0; l < 2 + i % 3; l++) {
                lines.add(AttributeValue.fromM(Map.of("sku", AttributeValue.fromS("SKU-" + (i * 3 + l) % 997),
                        "qty", AttributeValue.fromN(Integer.toString(1 + l)),
                        "price", AttributeValue.fromN((5 + l) + ".99"))));
            }
            item.put("lines", AttributeValue.fromL(lines));
            List<String> tags = new ArrayList<>();
            for (int t = 0; t < 1 + i % 3; t++) {
                tags.add(new String[] {"gift", "express", "fragile"}[t]);
            }
            item.put("tags", AttributeValue.fromSs(tags));
        } else {
            item.put("acc_type", AttributeValue.fromS("A"));
            item.put("org_id", AttributeValue.fromS("OMEGA"));
        }
        return item;
    }

    static void seed(DynamoDbClient client, boolean realistic) {
        for (int first = 0; first < ITEMS; first += 25) {
            List<WriteRequest> writes = new ArrayList<>();
            for (int i = first; i < first + 25; i++) {
                writes.add(WriteRequest.builder().putRequest(PutRequest.builder().item(order(i, realistic)).build())
                        .build());
            }
            client.batchWriteItem(BatchWriteItemRequest.builder().requestItems(Map.of(TABLE, writes)).build());
        }
    }

    private static AttributeDefinition def(String name, ScalarAttributeType type) {
        return AttributeDefinition.builder().attributeName(name).attributeType(type).build();
    }

    private static KeySchemaElement key(String name, KeyType type) {
        return KeySchemaElement.builder().attributeName(name).keyType(type).build();
    }
}
