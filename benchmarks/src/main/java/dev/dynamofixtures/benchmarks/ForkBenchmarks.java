package dev.dynamofixtures.benchmarks;

import dev.dynamofixtures.core.InMemoryDynamo;
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

/** {@link InMemoryDynamo#fork()} of a 10,000-item database (DynamoDB Local has no equivalent). */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class ForkBenchmarks {
    private InMemoryDynamo seeded;

    @Setup(Level.Trial)
    public void seed() {
        seeded = InMemoryDynamo.create();
        OrdersSchema.create(seeded.client());
        OrdersSchema.load(seeded.client(), 10_000);
    }

    @TearDown(Level.Trial)
    public void close() {
        seeded.close();
    }

    @Benchmark
    public InMemoryDynamo fork10000Items() {
        return seeded.fork();
    }
}
