package dev.dynamofixtures.benchmarks;

import dev.dynamofixtures.core.InMemoryDynamo;
import dev.dynamofixtures.core.dataset.Dataset;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * {@link InMemoryDynamo#seed} of the very dataset {@link LoadBenchmarks} loads through {@code loadInto} (10,000
 * orders, the orders table with its multi-attribute GSI), into a fresh engine each time: the engine's fast path next
 * to loading DynamoDB Local through its client, for the ratio users see when a fixture is seeded.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 30)
@Measurement(iterations = 10)
@Fork(1)
public class SeedOrdersBenchmarks {
    private final Dataset orders = LoadBenchmarks.orders(LoadBenchmarks.ITEMS);
    private InMemoryDynamo engine;

    @Setup(Level.Iteration)
    public void newEngine() {
        engine = InMemoryDynamo.create();
    }

    @TearDown(Level.Iteration)
    public void closeEngine() {
        engine.close();
    }

    @Benchmark
    public InMemoryDynamo seed10000Items() {
        return engine.seed(orders);
    }
}
