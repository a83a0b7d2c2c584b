package dev.dynamofixtures.benchmarks;

import dev.dynamofixtures.core.InMemoryDynamo;
import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.util.Arrays;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.function.Function;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * How one operation's speed settles in a fresh JVM: the engine's {@link RealisticOrders} table is loaded, then the
 * operation runs without a pause for {@code seconds}, each request built fresh before its timed call, and the median
 * of each window of {@code windowMillis} is printed with the time the JIT spent compiling in that window (all
 * compiler threads, from {@link CompilationMXBean}). It shows how long "after warm-up" takes for that operation, and
 * that the same code settles at different figures in different JVMs of this machine.
 *
 * <pre>
 * java -Xms4g -Xmx4g -XX:+AlwaysPreTouch -cp "$CP" dev.dynamofixtures.benchmarks.WarmUpCurve \
 *     [op=batch|put|update|get] [seconds=10] [windowMillis=500]
 * </pre>
 */
public final class WarmUpCurve {
    private WarmUpCurve() {
    }

    public static void main(String[] args) {
        String op = "batch";
        double seconds = 10;
        long windowMillis = 500;
        for (String arg : args) {
            String[] kv = arg.split("=", 2);
            switch (kv[0]) {
                case "op" -> op = kv[1];
                case "seconds" -> seconds = Double.parseDouble(kv[1]);
                case "windowMillis" -> windowMillis = Long.parseLong(kv[1]);
                default -> throw new IllegalArgumentException("unknown argument " + arg
                        + " (op=batch|put|update|get seconds=N windowMillis=N)");
            }
        }
        RealisticOrders orders = new RealisticOrders(RealisticOrders.Shape.REALISTIC);
        try (InMemoryDynamo dynamo = InMemoryDynamo.create()) {
            DynamoDbClient client = dynamo.client();
            orders.createAndLoad(client);
            dynamo.operations().clear();
            SplittableRandom random = new SplittableRandom(42);
            Supplier<Object> build;
            Function<Object, Object> call;
            switch (op) {
                case "batch" -> {
                    build = () -> orders.batchWriteRequest(random.nextInt(RealisticOrders.WRITABLE));
                    call = request -> client.batchWriteItem((BatchWriteItemRequest) request);
                }
                case "put" -> {
                    build = () -> orders.putItemRequest(random.nextInt(RealisticOrders.WRITABLE));
                    call = request -> client.putItem((PutItemRequest) request);
                }
                case "update" -> {
                    build = () -> orders.updateItemRequest(random.nextInt(RealisticOrders.ITEMS),
                            500 + random.nextInt(50_000));
                    call = request -> client.updateItem((UpdateItemRequest) request);
                }
                case "get" -> {
                    build = () -> orders.getItemRequest(random.nextInt(RealisticOrders.ITEMS));
                    call = request -> client.getItem((GetItemRequest) request);
                }
                default -> throw new IllegalArgumentException("no operation " + op + " (batch, put, update, get)");
            }
            run(op, build, call, seconds, windowMillis);
        }
    }

    private static void run(String op, Supplier<Object> build, Function<Object, Object> call, double seconds,
                            long windowMillis) {
        CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
        boolean jitTimed = jit != null && jit.isCompilationTimeMonitoringSupported();
        long start = System.nanoTime();
        long end = start + (long) (seconds * 1e9);
        long window = windowMillis * 1_000_000L;
        long[] times = new long[1 << 20];
        StringBuilder medians = new StringBuilder();
        StringBuilder compiling = new StringBuilder();
        Object sink = null;
        long compiled = jitTimed ? jit.getTotalCompilationTime() : 0;
        while (System.nanoTime() < end) {
            long windowEnd = System.nanoTime() + window;
            int n = 0;
            while (System.nanoTime() < windowEnd && n < times.length) {
                Object request = build.get();
                long t = System.nanoTime();
                sink = call.apply(request);
                times[n++] = System.nanoTime() - t;
            }
            Arrays.sort(times, 0, n);
            medians.append(String.format(Locale.ROOT, " %.1f", times[n / 2] / 1000.0));
            if (jitTimed) {
                long now = jit.getTotalCompilationTime();
                compiling.append(' ').append(now - compiled);
                compiled = now;
            }
        }
        System.out.printf(Locale.ROOT, "%s, medians per %d ms window (µs):%s%n", op, windowMillis, medians);
        if (jitTimed) {
            System.out.printf(Locale.ROOT, "JIT compiling per window (ms, all compiler threads):%s%n", compiling);
        }
        if (sink == null) {
            throw new IllegalStateException("no response");
        }
    }
}
