package dev.dynamofixtures.benchmarks;

import java.util.concurrent.TimeUnit;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Time from nothing to a first successful call (create the database, create a table with a multi-attribute
 * GSI, put and get one item), and time to load 10,000 items. Single-shot: each measurement starts a new
 * database in a JVM that has already done so often enough for the JIT to have compiled both backends (what a
 * test suite sees from its second test class on). {@link ColdStartBenchmarks} measures the very first time.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
public class StartupBenchmarks {

    @Param({"in-memory", "dynamodb-local"})
    public String backend;

    /** The 10,000 PutItem requests of {@link #load10000Items}, built in advance like every operation benchmark's. */
    private final PutItemRequest[] orders = OrdersSchema.loadRequests(10_000);

    @Benchmark
    @Warmup(iterations = 200)
    @Measurement(iterations = 50)
    public Object firstSuccessfulCall() {
        try (Backend.Running running = Backend.of(backend).start()) {
            OrdersSchema.create(running.client());
            running.client().putItem(b -> b.tableName(OrdersSchema.TABLE).item(OrdersSchema.order(1)));
            return running.client().getItem(b -> b.tableName(OrdersSchema.TABLE)
                    .key(java.util.Map.of("order_id", OrdersSchema.order(1).get("order_id")))).item();
        }
    }

    /**
     * The same sequence measured as an average over many runs, once the JIT has compiled both backends:
     * what a long test run pays each time it creates a fresh database.
     */
    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    @OutputTimeUnit(TimeUnit.MICROSECONDS)
    @Warmup(iterations = 3, time = 3)
    @Measurement(iterations = 5, time = 3)
    public Object firstSuccessfulCallSteadyState() {
        return firstSuccessfulCall();
    }

    /**
     * Loads 10,000 orders with PutItem, one by one, into a new database. The requests are built in advance, so
     * the figure is the database's, not the SDK's request builders'. Forty warm-up loads first: on two cores
     * the JIT's queue of compilations drains only after 20 to 30 loads, and until then the in-memory figure
     * falls step by step (after 10 warm-ups it measured 20-40 ms; once drained, a steady 12 ms).
     */
    @Benchmark
    @Warmup(iterations = 40)
    @Measurement(iterations = 10)
    public int load10000Items() {
        try (Backend.Running running = Backend.of(backend).start()) {
            OrdersSchema.create(running.client());
            OrdersSchema.load(running.client(), orders);
            return running.client().describeTable(b -> b.tableName(OrdersSchema.TABLE)).table().itemCount().intValue();
        }
    }
}
