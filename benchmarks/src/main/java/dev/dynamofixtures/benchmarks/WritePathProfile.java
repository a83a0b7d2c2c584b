package dev.dynamofixtures.benchmarks;

import dev.dynamofixtures.core.InMemoryDynamo;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * The write path and table operations on issue 14's realistic workload ({@link RealisticOrders}), for profiling: each
 * timed call gets a request built fresh just before it by RealisticOrders (SDK builders, new maps and values, as user
 * code does), and the build is timed apart. Prints, per operation, the median (and quartiles) of the call alone and
 * of building its request.
 *
 * <p>{@code java -cp ... dev.dynamofixtures.benchmarks.WritePathProfile [operation[,operation...]] [calls]}: with no
 * arguments every operation, 20,000 calls each after as many warm-up calls. Operations: createTable (a fresh database
 * per call, created outside the timed region), createTableGrowing (one database accumulating tables: the median per
 * thousand tables shows whether a call's cost grows with their number), create (InMemoryDynamo.create() alone),
 * firstCall (create, CreateTable, PutItem, GetItem), putItem, insertItem, updateItem, batchWrite, batchWriteCached (the
 * same 25 orders every call: what the batch costs with its data in the processor's caches), transactWrite,
 * describeTable, each with realistic items ({@code lines} a list of maps, {@code tags} a string set) and, suffixed
 * {@code Flat}, with 9 scalar attributes. The item operations run on RealisticOrders' 10,000-item table, and pick their
 * orders at random as its benchmarks do: puts overwrite existing orders or write the 1,000 new ones, insertItem puts a
 * new order every call (an order's attributes under a new order id: the table grows), updates change an existing
 * order's amount (which moves it in the GSI).
 */
public final class WritePathProfile {
    private static final java.lang.management.ThreadMXBean THREADS =
            java.lang.management.ManagementFactory.getThreadMXBean();

    private final SplittableRandom random = new SplittableRandom(42);
    /** The workload in each shape, generated when first used. */
    private final Map<RealisticOrders.Shape, RealisticOrders> workloads = new EnumMap<>(RealisticOrders.Shape.class);

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

    private RealisticOrders orders(RealisticOrders.Shape shape) {
        return workloads.computeIfAbsent(shape, RealisticOrders::new);
    }

    private void run(String operation, int calls) {
        switch (operation) {
            case "create" -> measure(operation, calls, () -> null, request -> InMemoryDynamo.create());
            case "createTable" -> measure(operation, calls, () -> {
                InMemoryDynamo dynamo = InMemoryDynamo.create();
                return new Object[] {dynamo, RealisticOrders.createTableRequest(RealisticOrders.TABLE)};
            }, pair -> ((InMemoryDynamo) ((Object[]) pair)[0]).client()
                    .createTable((CreateTableRequest) ((Object[]) pair)[1]));
            case "createTableGrowing" -> createTableGrowing(calls);
            case "firstCall" -> {
                RealisticOrders orders = orders(RealisticOrders.Shape.REALISTIC);
                measure(operation, calls, () -> new Object[] {RealisticOrders.createTableRequest(RealisticOrders.TABLE),
                        orders.putItemRequest(random.nextInt(RealisticOrders.ITEMS)),
                        orders.getItemRequest(random.nextInt(RealisticOrders.ITEMS))}, requests -> {
                    Object[] r = (Object[]) requests;
                    try (InMemoryDynamo dynamo = InMemoryDynamo.create()) {
                        DynamoDbClient client = dynamo.client();
                        client.createTable((CreateTableRequest) r[0]);
                        client.putItem((PutItemRequest) r[1]);
                        return client.getItem((GetItemRequest) r[2]);
                    }
                });
            }
            default -> runOnLoaded(operation, calls);
        }
    }

    private void runOnLoaded(String operation, int calls) {
        boolean realistic = !operation.endsWith("Flat");
        String base = realistic ? operation : operation.substring(0, operation.length() - 4);
        RealisticOrders orders = orders(realistic ? RealisticOrders.Shape.REALISTIC : RealisticOrders.Shape.FLAT);
        InMemoryDynamo dynamo = InMemoryDynamo.create();
        DynamoDbClient client = dynamo.client();
        orders.createAndLoad(client);
        dynamo.operations().clear();
        switch (base) {
            case "describeTable" -> measure(operation, calls,
                    () -> DescribeTableRequest.builder().tableName(RealisticOrders.TABLE).build(),
                    request -> client.describeTable((DescribeTableRequest) request));
            case "putItem" -> measure(operation, calls,
                    () -> orders.putItemRequest(random.nextInt(RealisticOrders.WRITABLE)),
                    request -> client.putItem((PutItemRequest) request));
            case "insertItem" -> measure(operation, calls,
                    () -> orders.newOrderPutRequest(random),
                    request -> client.putItem((PutItemRequest) request));
            case "updateItem" -> measure(operation, calls,
                    () -> orders.updateItemRequest(random.nextInt(RealisticOrders.ITEMS), 500 + random.nextInt(50_000)),
                    request -> client.updateItem((UpdateItemRequest) request));
            case "batchWrite" -> measure(operation, calls,
                    () -> orders.batchWriteRequest(random.nextInt(RealisticOrders.WRITABLE)),
                    request -> client.batchWriteItem((BatchWriteItemRequest) request));
            case "batchWriteCached" -> measure(operation, calls, // the same 25 orders every time: all in cache
                    () -> orders.batchWriteRequest(0),
                    request -> client.batchWriteItem((BatchWriteItemRequest) request));
            case "transactWrite" -> measure(operation, calls,
                    () -> orders.transactWriteRequest(random.nextInt(RealisticOrders.WRITABLE)),
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
                CreateTableRequest request =
                        RealisticOrders.createTableRequest(String.format("orders_%07d", b * block + i));
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
}
