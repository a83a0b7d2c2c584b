package dev.dynamofixtures.benchmarks;

import dev.dynamofixtures.core.InMemoryDynamo;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * How much of the engine's 25-item BatchWriteItem is waiting on the database's memory: the same batches of
 * {@link RealisticOrders} on one database in one JVM, their orders drawn from a wider or narrower part of the table,
 * the draws taking turns in blocks of 500 calls so that every draw sees the same JVM, heap and minutes of the
 * machine. Each request is built fresh before its call, as everywhere in these benchmarks; only the call is timed.
 *
 * <ul>
 *   <li>anywhere: the first order anywhere in the 11,000 writable ones, as every other benchmark draws it. The
 *   batch's 25 primary-index leaves, GSI leaves and old items are mostly not in the processor's caches.
 *   <li>among the first 1,000: still spread over every leaf of both indexes (the primary key starts with a hash),
 *   fewer old items.
 *   <li>among the first 100 (orders 0-123 written): the few leaves and items these touch stay cached.
 *   <li>always the first (orders 0-24): everything cached, and every branch the processor predicts is the same.
 *   <li>anywhere, new strings: as the first, each request built from new copies of the order's strings
 *   ({@link RealisticOrders.Strings#FRESH}) instead of the strings held since start: what reading the caller's
 *   strings from memory costs.
 * </ul>
 *
 * <pre>
 * java -Xms4g -Xmx4g -XX:+AlwaysPreTouch -cp ... dev.dynamofixtures.benchmarks.BatchLocality [blocks=12]
 * </pre>
 *
 * The difference between the first row and the fourth is what the batch waits for the database's data (and
 * mispredicts); between the first and the last, what it waits for the request's strings.
 */
public final class BatchLocality {
    private static final int BLOCK = 500;
    /**
     * One draw: the name printed, how many orders from 0 its first order is drawn among (1: always 0), and whether
     * its requests are built from new strings.
     */
    private record Draw(String name, int among, RealisticOrders.Strings strings) {
    }

    private static final List<Draw> DRAWS = List.of(
            new Draw("anywhere", RealisticOrders.WRITABLE, RealisticOrders.Strings.HELD),
            new Draw("among the first 1,000", 1_000, RealisticOrders.Strings.HELD),
            new Draw("among the first 100", 100, RealisticOrders.Strings.HELD),
            new Draw("always the first", 1, RealisticOrders.Strings.HELD),
            new Draw("anywhere, each request's strings new", RealisticOrders.WRITABLE, RealisticOrders.Strings.FRESH));

    private BatchLocality() {
    }

    public static void main(String[] args) {
        int blocks = 12;
        for (String arg : args) {
            String[] kv = arg.split("=", 2);
            if (!kv[0].equals("blocks") || kv.length != 2) {
                throw new IllegalArgumentException("unknown argument " + arg + " (blocks=N)");
            }
            blocks = Integer.parseInt(kv[1]);
        }
        System.out.println(MeasuringHeap.describe());
        Map<RealisticOrders.Strings, RealisticOrders> workloads = new EnumMap<>(RealisticOrders.Strings.class);
        for (RealisticOrders.Strings strings : RealisticOrders.Strings.values()) {
            workloads.put(strings, new RealisticOrders(RealisticOrders.Shape.REALISTIC, strings));
        }
        RealisticOrders orders = workloads.get(RealisticOrders.Strings.HELD);
        try (InMemoryDynamo dynamo = InMemoryDynamo.create()) {
            DynamoDbClient client = dynamo.client();
            orders.createAndLoad(client);
            dynamo.operations().clear();
            SplittableRandom random = new SplittableRandom(42);
            Map<String, long[]> times = new LinkedHashMap<>();
            for (Draw draw : DRAWS) {
                times.put(draw.name(), new long[blocks * BLOCK]);
            }
            for (int block = -4; block < blocks; block++) { // four untimed rounds of blocks warm every draw up
                for (Draw draw : DRAWS) {
                    long[] timed = times.get(draw.name());
                    RealisticOrders built = workloads.get(draw.strings());
                    for (int i = 0; i < BLOCK; i++) {
                        var request = built.batchWriteRequest(random.nextInt(draw.among()));
                        long start = System.nanoTime();
                        client.batchWriteItem(request);
                        long took = System.nanoTime() - start;
                        if (block >= 0) {
                            timed[block * BLOCK + i] = took;
                        }
                    }
                    dynamo.operations().clear();
                }
            }
            System.out.printf(Locale.ROOT, "%n| first order of the batch | median | p25 | p75 |%n"
                    + "| --- | ---: | ---: | ---: |%n");
            for (Map.Entry<String, long[]> draw : times.entrySet()) {
                long[] sorted = draw.getValue().clone();
                Arrays.sort(sorted);
                System.out.printf(Locale.ROOT, "| %s | %s | %s | %s |%n", draw.getKey(),
                        SideBySide.micros(sorted[sorted.length / 2]), SideBySide.micros(sorted[sorted.length / 4]),
                        SideBySide.micros(sorted[3 * sorted.length / 4]));
            }
        }
    }
}
