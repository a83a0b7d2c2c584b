package dev.dynamofixtures.benchmarks;

import com.sun.management.ThreadMXBean;
import dev.dynamofixtures.core.InMemoryDynamo;
import java.lang.management.ManagementFactory;
import java.util.Arrays;
import java.util.function.IntConsumer;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/**
 * The operation log's cost measured where a loaded machine cannot blur it: the calling thread's CPU time and
 * allocation per call (ThreadMXBean), with recording on and off interleaved batch by batch in one JVM (two
 * databases, the same requests), so that both run the same compiled code and the same machine load. Complements
 * {@link OperationLogBenchmarks} (wall time, one fork per setting), whose timings a shared 2-core machine makes
 * noisy. What it does not see is garbage-collection work on other threads: JMH's {@code -prof gc} shows that.
 *
 * <p>{@code java -cp ... dev.dynamofixtures.benchmarks.OperationLogCpuCost [rounds]}: prints, per operation, the
 * median CPU ns per call on and off (with the interquartile range), the median of the paired on/off ratios, and
 * the bytes allocated per call.
 */
public final class OperationLogCpuCost {
    private static final int ITEMS = 1_000;
    private static final ThreadMXBean THREADS = (ThreadMXBean) ManagementFactory.getThreadMXBean();

    private OperationLogCpuCost() {
    }

    /** Runs the comparison; the optional argument is the number of interleaved rounds (default 40). */
    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 40;
        Setup on = new Setup(true);
        Setup off = new Setup(false);
        compare("GetItem", rounds, 20_000,
                i -> on.client.getItem(on.gets[i % ITEMS]), i -> off.client.getItem(off.gets[i % ITEMS]));
        compare("Query ~10 items", rounds, 5_000,
                i -> on.client.query(on.queries[i % on.queries.length]),
                i -> off.client.query(off.queries[i % off.queries.length]));
        compare("PutItem", rounds, 5_000,
                i -> on.client.putItem(on.puts[i % on.puts.length]), i -> off.client.putItem(off.puts[i % off.puts.length]));
        compare("TransactWriteItems 4 actions", rounds, 1_500,
                i -> on.client.transactWriteItems(on.transactions[i % on.transactions.length]),
                i -> off.client.transactWriteItems(off.transactions[i % off.transactions.length]));
        on.dynamo.close();
        off.dynamo.close();
    }

    private static void compare(String name, int rounds, int batch, IntConsumer on, IntConsumer off) {
        for (int warm = 0; warm < 10; warm++) {
            run(on, batch);
            run(off, batch);
        }
        double[] onNs = new double[rounds];
        double[] offNs = new double[rounds];
        double[] ratios = new double[rounds];
        double onBytes = 0;
        double offBytes = 0;
        for (int r = 0; r < rounds; r++) {
            double[] a;
            double[] b;
            if (r % 2 == 0) {
                a = run(on, batch);
                b = run(off, batch);
            } else {
                b = run(off, batch);
                a = run(on, batch);
            }
            onNs[r] = a[0];
            offNs[r] = b[0];
            ratios[r] = a[0] / b[0];
            onBytes += a[1] / rounds;
            offBytes += b[1] / rounds;
        }
        System.out.printf("%-30s CPU ns/call on %8.1f [%8.1f..%8.1f]  off %8.1f [%8.1f..%8.1f]  on/off median %.3f "
                        + "[%.3f..%.3f]  allocated B/call on %6.0f off %6.0f (+%.0f)%n", name,
                median(onNs), quantile(onNs, 0.25), quantile(onNs, 0.75),
                median(offNs), quantile(offNs, 0.25), quantile(offNs, 0.75),
                median(ratios), quantile(ratios, 0.25), quantile(ratios, 0.75), onBytes, offBytes, onBytes - offBytes);
    }

    /** CPU nanoseconds and bytes allocated per call over one batch. */
    private static double[] run(IntConsumer call, int batch) {
        long thread = Thread.currentThread().getId();
        long bytes = THREADS.getThreadAllocatedBytes(thread);
        long cpu = THREADS.getCurrentThreadCpuTime();
        for (int i = 0; i < batch; i++) {
            call.accept(i * 7919);
        }
        long cpuUsed = THREADS.getCurrentThreadCpuTime() - cpu;
        long allocated = THREADS.getThreadAllocatedBytes(thread) - bytes;
        return new double[] {cpuUsed / (double) batch, allocated / (double) batch};
    }

    private static double median(double[] values) {
        return quantile(values, 0.5);
    }

    private static double quantile(double[] values, double q) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        double position = q * (sorted.length - 1);
        int low = (int) Math.floor(position);
        int high = (int) Math.ceil(position);
        return sorted[low] + (sorted[high] - sorted[low]) * (position - low);
    }

    /** One database of 1,000 orders and the requests the comparison makes, recording on or off. */
    private static final class Setup {
        final InMemoryDynamo dynamo;
        final DynamoDbClient client;
        final PutItemRequest[] puts = OrdersSchema.putRequests(ITEMS);
        final GetItemRequest[] gets = OrdersSchema.getRequests(ITEMS);
        final QueryRequest[] queries = OrdersSchema.queryRequests(ITEMS);
        final TransactWriteItemsRequest[] transactions = OrdersSchema.transactionRequests(ITEMS, puts, gets);

        Setup(boolean record) {
            dynamo = InMemoryDynamo.builder().recordOperations(record).build();
            client = dynamo.client();
            OrdersSchema.create(client);
            OrdersSchema.load(client, ITEMS);
        }
    }
}
