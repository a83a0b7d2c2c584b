package dev.dynamofixtures.benchmarks;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.Locale;
import java.util.Random;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;

/**
 * The engine's first call on a new database, step by step (create the database, CreateTable, PutItem, GetItem),
 * and what runs just before it: nothing, DynamoDB Local's reads, or DynamoDB Local's own first call. It settles what
 * the interleaved {@link SideBySide} row measures: there the engine's first call (157 µs) follows DynamoDB Local's,
 * against 12-15 µs when the engine runs alone.
 *
 * <pre>
 * java -cp ... dev.dynamofixtures.benchmarks.FirstCallSteps [after=none|local-reads|local-first-call] [warm=40000]
 *     [calls=1500]
 * </pre>
 *
 * {@code warm} engine first calls run first with nothing in between, so that every method on the path is compiled by
 * the JIT's last tier before the timed calls; then each of the {@code calls} timed first calls follows {@code after}
 * ({@code local-reads}: a GetItem and a Query on DynamoDB Local's loaded 10,000 orders; {@code local-first-call}: a
 * new DynamoDB Local database with its CreateTable, PutItem, GetItem and shutdown, as SideBySide's other column runs).
 * Printed per step: the median and 90th percentile of the wall time, and the whole call's thread CPU time, which
 * tells time spent waiting for the processor (another thread running) from time spent running.
 */
public final class FirstCallSteps {
    private static final String[] STEPS = {"create the database", "CreateTable", "PutItem", "GetItem",
        "the whole first call", "its thread's CPU time"};

    private FirstCallSteps() {
    }

    public static void main(String[] args) {
        String after = "none";
        int warm = 40_000;
        int calls = 1500;
        for (String arg : args) {
            String[] kv = arg.split("=", 2);
            switch (kv[0]) {
                case "after" -> after = kv[1];
                case "warm" -> warm = Integer.parseInt(kv[1]);
                case "calls" -> calls = Integer.parseInt(kv[1]);
                default -> throw new IllegalArgumentException("unknown argument " + arg
                        + " (after=none|local-reads|local-first-call warm=N calls=N)");
            }
        }
        if (!after.equals("none") && !after.equals("local-reads") && !after.equals("local-first-call")) {
            throw new IllegalArgumentException("after must be none, local-reads or local-first-call: " + after);
        }
        RealisticOrders orders = new RealisticOrders(RealisticOrders.Shape.REALISTIC);
        Backend.Running local = null;
        if (after.equals("local-reads")) {
            local = Backend.DYNAMODB_LOCAL.start();
            orders.createAndLoad(local.client());
        }
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        Random random = new Random(42);
        long[][] times = new long[STEPS.length][calls];
        for (int i = 0; i < warm + calls; i++) {
            if (i >= warm) {
                if (after.equals("local-reads")) {
                    local.client().getItem(orders.getItemRequest(random.nextInt(RealisticOrders.ITEMS)));
                    local.client().query(RealisticOrders.queryRequest(
                            orders.queryTargets().get(random.nextInt(orders.queryTargets().size()))));
                } else if (after.equals("local-first-call")) {
                    orders.firstCallOnNewDatabase(Backend.DYNAMODB_LOCAL);
                }
            }
            CreateTableRequest create = RealisticOrders.createTableRequest(RealisticOrders.TABLE);
            PutItemRequest put = orders.putItemRequest(0);
            GetItemRequest get = orders.getItemRequest(0);
            long cpuStart = threads.getCurrentThreadCpuTime();
            long start = System.nanoTime();
            Backend.Running engine = Backend.IN_MEMORY.start();
            long created = System.nanoTime();
            DynamoDbClient client = engine.client();
            client.createTable(create);
            long tableCreated = System.nanoTime();
            client.putItem(put);
            long itemPut = System.nanoTime();
            boolean found = client.getItem(get).hasItem();
            long done = System.nanoTime();
            long cpu = threads.getCurrentThreadCpuTime() - cpuStart;
            engine.close();
            if (!found) {
                throw new IllegalStateException("the item just put was not found");
            }
            if (i >= warm) {
                int k = i - warm;
                times[0][k] = created - start;
                times[1][k] = tableCreated - created;
                times[2][k] = itemPut - tableCreated;
                times[3][k] = done - itemPut;
                times[4][k] = done - start;
                times[5][k] = cpu;
            }
        }
        if (local != null) {
            local.close();
        }
        System.out.printf("%nThe engine's first call on a new database, after %s; %,d untimed first calls before, %,d timed%n",
                after, warm, calls);
        System.out.println("| step | median | p90 |");
        System.out.println("| --- | ---: | ---: |");
        for (int s = 0; s < STEPS.length; s++) {
            Arrays.sort(times[s]);
            System.out.printf(Locale.ROOT, "| %s | %s | %s |%n", STEPS[s], SideBySide.micros(times[s][calls / 2]),
                    SideBySide.micros(times[s][calls * 9 / 10]));
        }
        System.exit(0); // DynamoDB Local leaves threads behind
    }
}
