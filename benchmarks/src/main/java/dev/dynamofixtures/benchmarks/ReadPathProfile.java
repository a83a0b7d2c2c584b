package dev.dynamofixtures.benchmarks;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;

/**
 * The read path's profiling driver (issue 14): GetItem, a 10-item Query on a 2 HASH + 3 RANGE GSI and Scan pages
 * of 100 against the engine, on the 10,000 orders of {@link RealisticOrders} in its realistic shape (nested list of
 * maps, a string set) or its flat one, every timed call on a request built fresh just before it by RealisticOrders.
 * Prints per-call medians (and the build cost, measured apart). Not a JMH benchmark: one loop per operation, so JFR
 * profiles show one operation at a time.
 *
 * <p>The Queries are RealisticOrders' {@link RealisticOrders#queryTargets() targets}, each built to hold exactly
 * {@link RealisticOrders#QUERY_ITEMS} (10) of the initial orders; nothing here writes, so every Query is checked to
 * return exactly that many. The Scan walks the table page after page, from each backend's own page starts.
 *
 * <p>With {@code shared}, DynamoDB Local runs in the same JVM and gets the same calls (warm-up, then timed), as in
 * the measurement.
 *
 * <p>With {@code cold}, every timed call reads data that is not in the processor's caches: just before it (untimed)
 * the driver reads 48 MiB of its own, more than this machine's caches hold, then makes one call of the same
 * operation on another item or query target, which brings the code and the index's upper levels back but not the
 * timed call's items. That is what a call meets in a test that runs other code between its calls, or beside another
 * backend in the same JVM; it makes the cost of every cache line a read touches visible. Cold mode times
 * {@value #COLD_CALLS} calls per operation, whatever {@code seconds} says.
 *
 * <pre>java -cp ... dev.dynamofixtures.benchmarks.ReadPathProfile [realistic|flat] [get,query,scan] [seconds] [shared,cold]</pre>
 */
public final class ReadPathProfile {
    static final int COLD_CALLS = 3000;
    /** More than the caches hold (2 x 2 MiB L2, 32 MiB L3 here): reading it all evicts what a call left. */
    private static final long[] EVICTION = new long[48 * 1024 * 1024 / Long.BYTES];
    private static boolean cold;
    private static long evictionSink;

    private ReadPathProfile() {
    }

    public static void main(String[] args) {
        boolean realistic = args.length < 1 || !args[0].equals("flat");
        List<String> ops = Arrays.asList((args.length < 2 ? "get,query,scan" : args[1]).split(","));
        double seconds = args.length < 3 ? 3 : Double.parseDouble(args[2]);
        List<String> modes = args.length < 4 ? List.of() : Arrays.asList(args[3].split(","));
        boolean shared = modes.contains("shared");
        cold = modes.contains("cold");
        // only the 10,000 orders loaded: nothing here writes the 1,000 more that writes would use
        RealisticOrders orders = new RealisticOrders(
                realistic ? RealisticOrders.Shape.REALISTIC : RealisticOrders.Shape.FLAT, RealisticOrders.ITEMS);
        List<RealisticOrders.QueryTarget> queries = orders.queryTargets();
        List<Backend.Running> backends = new ArrayList<>();
        backends.add(Backend.IN_MEMORY.start());
        if (shared) {
            // the setting: DynamoDB Local in the same JVM, warmed with the same calls
            backends.add(Backend.DYNAMODB_LOCAL.start());
        }
        try {
            List<List<String[]>> scanPages = new ArrayList<>();
            for (Backend.Running backend : backends) {
                orders.createAndLoad(backend.client());
                scanPages.add(RealisticOrders.scanPageStarts(backend.client()));
            }
            System.out.println(MeasuringHeap.describe());
            System.out.printf(Locale.ROOT, "items: %s%s%n", realistic ? "realistic" : "flat",
                    shared ? ", DynamoDB Local in the same JVM" : "");
            for (String op : ops) {
                for (int pass = 0; pass < 2; pass++) { // a warm-up pass over every backend, then the timed one
                    for (int b = 0; b < backends.size(); b++) {
                        DynamoDbClient client = backends.get(b).client();
                        String name = (b == 0 ? "engine " : "local  ") + op;
                        double time = pass == 0 ? seconds / 2 : seconds;
                        boolean timed = pass == 1;
                        List<String[]> pages = scanPages.get(b);
                        switch (op) {
                            // a stride through the orders and the query targets, so consecutive calls differ
                            case "get" -> run(name, time, timed,
                                    n -> orders.getItemRequest((int) ((n * 7919L) % RealisticOrders.ITEMS)),
                                    (r) -> expect(client.getItem((GetItemRequest) r).hasItem()));
                            case "query" -> run(name, time, timed,
                                    n -> RealisticOrders.queryRequest(
                                            queries.get((int) ((n * 7919L) % queries.size()))),
                                    (r) -> expectTen(client.query((QueryRequest) r).count()));
                            case "scan" -> run(name, time, timed,
                                    n -> RealisticOrders.scanRequest(pages.get(n % pages.size())),
                                    (r) -> expectPage(client.scan((ScanRequest) r)));
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
        while (count < calls.length && (cold ? count < COLD_CALLS : System.nanoTime() < end)) {
            if (cold) {
                evict();
                call.call(build.build(n++)); // brings the code and the tree's upper levels back, not this call's items
            }
            long t0 = System.nanoTime();
            Object request = build.build(n++);
            long t1 = System.nanoTime();
            call.call(request);
            long t2 = System.nanoTime();
            builds[count] = t1 - t0;
            calls[count++] = t2 - t1;
        }
        if (cold) {
            System.out.printf(Locale.ROOT, "%-14s median %7.3f µs  p90 %7.3f µs  caches emptied before each call"
                    + "  (build %6.3f µs)  %,d calls%s%n", name, median(calls, count, 0.5), median(calls, count, 0.9),
                    median(builds, count, 0.5), count, evictionSink == 42 ? " " : "");
            return;
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

    /** Reads (and writes) a line of every 64 bytes of {@link #EVICTION}, pushing everything else out of the caches. */
    private static void evict() {
        long sum = 0;
        for (int i = 0; i < EVICTION.length; i += 8) {
            sum += EVICTION[i]++;
        }
        evictionSink += sum;
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

    static void expectTen(int count) {
        if (count != RealisticOrders.QUERY_ITEMS) {
            throw new IllegalStateException("query returned " + count);
        }
    }

    static void expectPage(ScanResponse response) {
        if (response.count() != 100 && response.hasLastEvaluatedKey()) {
            throw new IllegalStateException("scan page of " + response.count());
        }
    }
}
