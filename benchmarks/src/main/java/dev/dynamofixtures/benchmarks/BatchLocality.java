package dev.dynamofixtures.benchmarks;

import dev.dynamofixtures.core.InMemoryDynamo;
import java.util.Arrays;
import java.util.LinkedHashMap;
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
 * </ul>
 *
 * <pre>
 * java -Xms4g -Xmx4g -XX:+AlwaysPreTouch -cp ... dev.dynamofixtures.benchmarks.BatchLocality [blocks=12]
 * </pre>
 *
 * The difference between the first row and the last is what the batch waits for its data (and mispredicts); the
 * request's own strings are not part of it: built from fresh copies of every string, {@code all} measured the same.
 */
public final class BatchLocality {
    private static final int BLOCK = 500;
    /** Each draw: the name printed, and how many orders from 0 its first order is drawn among (1: always 0). */
    private static final Map<String, Integer> DRAWS = new LinkedHashMap<>();

    static {
        DRAWS.put("anywhere", RealisticOrders.WRITABLE);
        DRAWS.put("among the first 1,000", 1_000);
        DRAWS.put("among the first 100", 100);
        DRAWS.put("always the first", 1);
    }

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
        RealisticOrders orders = new RealisticOrders(RealisticOrders.Shape.REALISTIC);
        try (InMemoryDynamo dynamo = InMemoryDynamo.create()) {
            DynamoDbClient client = dynamo.client();
            orders.createAndLoad(client);
            dynamo.operations().clear();
            SplittableRandom random = new SplittableRandom(42);
            Map<String, long[]> times = new LinkedHashMap<>();
            for (String draw : DRAWS.keySet()) {
                times.put(draw, new long[blocks * BLOCK]);
            }
            for (int block = -4; block < blocks; block++) { // four untimed rounds of blocks warm every draw up
                for (Map.Entry<String, Integer> draw : DRAWS.entrySet()) {
                    long[] timed = times.get(draw.getKey());
                    for (int i = 0; i < BLOCK; i++) {
                        var request = orders.batchWriteRequest(random.nextInt(draw.getValue()));
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
