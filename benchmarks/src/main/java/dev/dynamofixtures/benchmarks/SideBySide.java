package dev.dynamofixtures.benchmarks;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * Issue 14's own measurement: the engine and DynamoDB Local in ONE JVM, the same {@link RealisticOrders} workload on
 * each, every request built fresh just before its call and only the call timed ({@code System.nanoTime()} around it),
 * the backends interleaved call by call so that neither gets more of the JIT's attention; medians and 90th
 * percentiles of thousands of calls after a warm-up; printed as markdown tables, the request-building cost apart.
 *
 * <pre>
 * java -cp "$(cat cp)" dev.dynamofixtures.benchmarks.SideBySide [calls=2000] [heavyCalls=300] [warmupMillis=1500]
 *     [items=realistic,flat] [block=1] [other=dynamodb-local] [engine=in-memory] [rows=getitem,query]
 *     [strings=held]
 * </pre>
 *
 * {@code strings} is where the requests' item and key strings come from ({@link RealisticOrders.Strings}): the
 * orders' own, held since start ({@code held}, the default), or new ones built with each request ({@code fresh}).
 *
 * {@code rows} keeps only the rows whose names start with one of the given words (case ignored), in their usual order:
 * {@code rows=query} measures the Query alone, without the write rows that run before it.
 *
 * {@code other} and {@code engine} are the two backends sharing the JVM: DynamoDB Local (the first column) and the
 * engine by default. Naming the same backend for both measures it alone in its JVM with the same harness and
 * requests: {@code other=in-memory engine=in-memory} is the engine without DynamoDB Local's code in the JVM,
 * {@code other=dynamodb-local engine=dynamodb-local} DynamoDB Local without the engine's; the ratio of the two runs'
 * medians is the one-JVM-each ratio, the default run's the shared-JVM one. {@code other=none} runs the engine column's
 * backend alone, one database in the JVM, as a test JVM runs it: naming a backend twice puts two databases of it in
 * the JVM, whose data take turns in the processor's caches (the engine's GetItem 1.25-2.65 µs that way against
 * 0.98-1.16 µs alone, on the same machine).
 *
 * {@code block} (default 1) is how many calls each backend makes in a row before the other's turn: 1 interleaves
 * call by call, as the issue measured; a larger block (100) lets each backend's data stay in the processor's caches
 * from one call to the next, as in a test class that uses one backend.
 *
 * {@code calls} is the number of timed calls per backend of each cheap operation (GetItem, Query, Scan, PutItem,
 * UpdateItem), {@code heavyCalls} that of the others (a first call on a new database, CreateTable, BatchWriteItem,
 * TransactWriteItems), {@code warmupMillis} how long each backend runs each operation untimed first (and at least
 * 200 calls). The defaults take about three minutes for both item shapes on two cores.
 */
public final class SideBySide {
    /** One backend, started and loaded. */
    private static final class Side {
        final Backend backend;
        final Backend.Running running;
        final DynamoDbClient client;
        final List<String[]> scanPages;

        Side(Backend backend, RealisticOrders orders) {
            this.backend = backend;
            this.running = backend.start();
            this.client = running.client();
            orders.createAndLoad(client);
            this.scanPages = RealisticOrders.scanPageStarts(client);
        }
    }

    /** One operation of the workload: building its request (untimed), the call (timed), and untimed clean-up. */
    private interface Op {
        Object build(Side side, Random random);

        Object call(Side side, Object request);

        default void after(Side side, Object request, Object result) {
        }
    }

    private record Row(String name, boolean heavy, Op op) {
    }

    /** The three requests of a first call, built before the timing starts. */
    private record FirstCall(CreateTableRequest create, PutItemRequest put, GetItemRequest get) {
    }

    /** A backend started inside a first call's timed region, closed after it. */
    private record Started(Backend.Running running, Map<String, ?> item) {
    }

    private final RealisticOrders orders;
    private final int calls;
    private final int heavyCalls;
    private final long warmupNanos;
    private final int block;
    private final Backend other;
    private final Backend engine;
    private final List<String> only;

    private SideBySide(RealisticOrders orders, int calls, int heavyCalls, long warmupMillis, int block, Backend other,
                       Backend engine, List<String> only) {
        this.orders = orders;
        this.only = only;
        this.block = block;
        this.other = other;
        this.engine = engine;
        this.calls = calls;
        this.heavyCalls = heavyCalls;
        this.warmupNanos = warmupMillis * 1_000_000;
    }

    public static void main(String[] args) {
        int calls = 2000;
        int heavyCalls = 300;
        long warmupMillis = 1500;
        int block = 1;
        Backend other = Backend.DYNAMODB_LOCAL;
        Backend engine = Backend.IN_MEMORY;
        List<String> shapes = List.of("realistic", "flat");
        List<String> only = List.of();
        RealisticOrders.Strings strings = RealisticOrders.Strings.HELD;
        for (String arg : args) {
            String[] kv = arg.split("=", 2);
            switch (kv[0]) {
                case "calls" -> calls = Integer.parseInt(kv[1]);
                case "heavyCalls" -> heavyCalls = Integer.parseInt(kv[1]);
                case "warmupMillis" -> warmupMillis = Long.parseLong(kv[1]);
                case "items" -> shapes = List.of(kv[1].split(","));
                case "block" -> block = Integer.parseInt(kv[1]);
                case "other" -> other = kv[1].equals("none") ? null : Backend.of(kv[1]);
                case "engine" -> engine = Backend.of(kv[1]);
                case "rows" -> only = List.of(kv[1].toLowerCase(Locale.ROOT).split(","));
                case "strings" -> strings = RealisticOrders.Strings.of(kv[1]);
                default -> throw new IllegalArgumentException("unknown argument " + arg
                        + " (calls=N heavyCalls=N warmupMillis=N items=realistic,flat block=N other=backend engine=backend"
                        + " rows=word,word strings=held|fresh)");
            }
        }
        System.out.printf("SideBySide: %d calls (%d for heavy operations) per backend after %d ms of warm-up each,"
                + " backends alternating every %d call(s); columns: %s, %s; request strings %s; %s%n", calls, heavyCalls,
                warmupMillis, block, other == null ? "none (the engine column's backend alone)" : other, engine,
                strings.name().toLowerCase(Locale.ROOT), Runtime.version());
        System.out.println(MeasuringHeap.describe());
        for (String shape : shapes) {
            new SideBySide(new RealisticOrders(RealisticOrders.Shape.of(shape), strings), calls, heavyCalls, warmupMillis, block,
                    other, engine, only).run();
        }
    }

    private List<Row> rows() {
        List<Row> rows = new ArrayList<>();
        rows.add(new Row("first successful call on a new database (warm JVM)", true, new Op() {
            @Override
            public Object build(Side side, Random random) {
                return new FirstCall(RealisticOrders.createTableRequest(RealisticOrders.TABLE), orders.putItemRequest(0),
                        orders.getItemRequest(0));
            }

            @Override
            public Object call(Side side, Object request) {
                FirstCall first = (FirstCall) request;
                Backend.Running running = side.backend.start();
                running.client().createTable(first.create());
                running.client().putItem(first.put());
                return new Started(running, running.client().getItem(first.get()).item());
            }

            @Override
            public void after(Side side, Object request, Object result) {
                Started started = (Started) result;
                started.running().close();
                if (started.item() == null || started.item().isEmpty()) {
                    throw new IllegalStateException("first call: the item just put was not found");
                }
            }
        }));
        rows.add(new Row("CreateTable with a multi-attribute GSI", true, new Op() {
            @Override
            public Object build(Side side, Random random) {
                return orders.createTableRequestFreshName();
            }

            @Override
            public Object call(Side side, Object request) {
                return side.client.createTable((CreateTableRequest) request);
            }

            @Override
            public void after(Side side, Object request, Object result) {
                // Deleted at once, untimed: the database holds two tables at most, as a test's usually does.
                side.client.deleteTable(b -> b.tableName(((CreateTableRequest) request).tableName()));
            }
        }));
        rows.add(new Row("BatchWriteItem, 25 items", true, op(
                (side, random) -> orders.batchWriteRequest(random.nextInt(RealisticOrders.WRITABLE)),
                (side, request) -> side.client.batchWriteItem((BatchWriteItemRequest) request))));
        rows.add(new Row("GetItem", false, op(
                (side, random) -> orders.getItemRequest(random.nextInt(RealisticOrders.ITEMS)),
                (side, request) -> side.client.getItem((GetItemRequest) request))));
        rows.add(new Row("Query, ~10 items, multi-attribute GSI", false, op(
                (side, random) -> RealisticOrders.queryRequest(
                        orders.queryTargets().get(random.nextInt(orders.queryTargets().size()))),
                (side, request) -> side.client.query((QueryRequest) request))));
        rows.add(new Row("Scan page of 100", false, op(
                (side, random) -> RealisticOrders.scanRequest(side.scanPages.get(random.nextInt(side.scanPages.size()))),
                (side, request) -> side.client.scan((ScanRequest) request))));
        rows.add(new Row("PutItem", false, op(
                (side, random) -> orders.putItemRequest(random.nextInt(RealisticOrders.WRITABLE)),
                (side, request) -> side.client.putItem((PutItemRequest) request))));
        rows.add(new Row("UpdateItem (SET status, amount; conditional)", false, op(
                (side, random) -> orders.updateItemRequest(random.nextInt(RealisticOrders.ITEMS), 500 + random.nextInt(50_000)),
                (side, request) -> side.client.updateItem((UpdateItemRequest) request))));
        rows.add(new Row("TransactWriteItems, 4 actions", true, op(
                (side, random) -> orders.transactWriteRequest(random.nextInt(RealisticOrders.WRITABLE)),
                (side, request) -> side.client.transactWriteItems((TransactWriteItemsRequest) request))));
        return rows;
    }

    private interface Build {
        Object build(Side side, Random random);
    }

    private interface Call {
        Object call(Side side, Object request);
    }

    private static Op op(Build build, Call call) {
        return new Op() {
            @Override
            public Object build(Side side, Random random) {
                return build.build(side, random);
            }

            @Override
            public Object call(Side side, Object request) {
                return call.call(side, request);
            }
        };
    }

    private void run() {
        System.out.printf("%nItems: %s (loading %,d orders into each backend...)%n", orders.shape(), RealisticOrders.ITEMS);
        Side local = other == null ? null : new Side(other, orders);
        Side engine = new Side(this.engine, orders);
        int first = local == null ? 1 : 0; // the sides that take part: only the engine column's with other=none
        Side[] sides = {local, engine};
        StringBuilder table = new StringBuilder()
                .append("| operation (").append(orders.shape().name().toLowerCase(Locale.ROOT))
                .append(" items) | DynamoDB Local | engine | ratio | DynamoDB Local p90 | engine p90 |\n")
                .append("| --- | ---: | ---: | ---: | ---: | ---: |\n");
        StringBuilder builds = new StringBuilder()
                .append("| building the request (").append(orders.shape().name().toLowerCase(Locale.ROOT))
                .append(" items) | median | p90 |\n| --- | ---: | ---: |\n");
        Object sink = null; // the last response, used below so that no call's result is dead code to the JIT
        try {
            for (Row row : rows()) {
                if (!only.isEmpty() && only.stream().noneMatch(row.name().toLowerCase(Locale.ROOT)::startsWith)) {
                    continue;
                }
                Random random = new Random(42);
                int timed = row.heavy() ? heavyCalls : calls;
                // Warm-up: alternate the backends call by call until each has run for warmupMillis and 200 calls.
                long[] warmed = new long[2];
                int[] warmCalls = new int[2];
                if (first == 1) { // no other backend: its warm-up is done
                    warmed[0] = warmupNanos;
                    warmCalls[0] = 200;
                }
                while (warmed[0] < warmupNanos || warmed[1] < warmupNanos || warmCalls[0] < 200 || warmCalls[1] < 200) {
                    for (int s = first; s < 2; s++) {
                        if (warmed[s] >= warmupNanos && warmCalls[s] >= 200) {
                            continue;
                        }
                        long start = System.nanoTime();
                        Object request = row.op().build(sides[s], random);
                        Object result = row.op().call(sides[s], request);
                        row.op().after(sides[s], request, result);
                        warmed[s] += System.nanoTime() - start;
                        warmCalls[s]++;
                        sink = result;
                    }
                }
                long[][] times = new long[2][timed];
                long[] buildTimes = new long[2 * timed];
                int[] done = new int[2];
                for (int t = first * timed; t < 2 * timed; t++) {
                    // The backends take turns every `block` calls. With block=1 (the method) each call starts
                    // after the other backend's call has evicted much of its data from the processor's caches; with
                    // block=100 each backend runs calls in a row, its data staying cached, as in a test class that
                    // uses one backend. Either way both share the JVM, and the JIT's attention.
                    int s = first == 1 ? 1 : (t / block) % 2;
                    if (done[s] == timed) {
                        s = 1 - s;
                    }
                    int i = done[s]++;
                    long buildStart = System.nanoTime();
                    Object request = row.op().build(sides[s], random);
                    long start = System.nanoTime();
                    Object result = row.op().call(sides[s], request);
                    long end = System.nanoTime();
                    row.op().after(sides[s], request, result);
                    times[s][i] = end - start;
                    buildTimes[t] = start - buildStart;
                    sink = check(result);
                }
                if (first == 1) {
                    times[0] = times[1]; // no other backend: its columns repeat the engine's, ratio 1
                    buildTimes = Arrays.copyOfRange(buildTimes, timed, 2 * timed);
                }
                double localMedian = percentile(times[0], 0.5);
                double engineMedian = percentile(times[1], 0.5);
                table.append("| ").append(row.name()).append(" | ").append(micros(localMedian)).append(" | ")
                        .append(micros(engineMedian)).append(" | ")
                        .append(String.format(Locale.ROOT, "%.0f×", localMedian / engineMedian)).append(" | ")
                        .append(micros(percentile(times[0], 0.9))).append(" | ")
                        .append(micros(percentile(times[1], 0.9))).append(" |\n");
                builds.append("| ").append(row.name()).append(" | ").append(micros(percentile(buildTimes, 0.5)))
                        .append(" | ").append(micros(percentile(buildTimes, 0.9))).append(" |\n");
                System.out.printf("  %s: done (%d timed calls per backend)%n", row.name(), timed);
            }
        } finally {
            if (local != null) {
                local.running.close();
            }
            engine.running.close();
        }
        System.out.println();
        System.out.print(table);
        System.out.println();
        System.out.print(builds);
        if (sink == null) {
            System.out.println();
        }
    }

    /** The result, after checking that a Query found about ten items. */
    private static Object check(Object result) {
        if (result instanceof QueryResponse query) {
            RealisticOrders.expectAboutTen(query);
        }
        return result;
    }

    private static double percentile(long[] values, double p) {
        long[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[(int) Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
    }

    /** A duration in µs to three significant figures, as every table here prints it (AloneRuns too). */
    static String micros(double nanos) {
        double us = nanos / 1000;
        if (us >= 100) {
            return String.format(Locale.ROOT, "%,.0f µs", us);
        }
        if (us >= 10) {
            return String.format(Locale.ROOT, "%.1f µs", us);
        }
        return String.format(Locale.ROOT, "%.2f µs", us);
    }
}
