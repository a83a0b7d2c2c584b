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
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * {@link InMemoryDynamo#seed} of 100,000 and 1,000,000 small orders ({@link SeedData}) into a new engine: the
 * table created, every item validated, both the table's index and the multi-attribute GSI built in bulk. Each
 * measurement is one whole seeding (single shot) into a fresh engine, after warm-up seedings that let the JIT
 * compile the path; the dataset is built once per trial. The heap is 3 GB so that the dataset, the engine being
 * measured and the previous one awaiting collection fit; {@link SeedFootprint} measures the engine's bytes per item
 * in a 1 GB heap.
 *
 * <pre>{@code mvn -pl benchmarks -am -DskipTests package exec:exec -Djmh.args="SeedBenchmarks"}</pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 8)
@Measurement(iterations = 10)
@Fork(value = 1, jvmArgsAppend = {"-Xms3g", "-Xmx3g"})
public class SeedBenchmarks {
    @Param({"100000", "1000000"})
    public int items;

    private Dataset dataset;
    private InMemoryDynamo engine;

    @Setup(Level.Trial)
    public void buildDataset() {
        dataset = SeedData.orders(items);
    }

    @Setup(Level.Iteration)
    public void newEngine() {
        engine = InMemoryDynamo.create();
        System.gc(); // the previous engine's garbage is not this seeding's to collect
    }

    @TearDown(Level.Iteration)
    public void closeEngine() {
        engine.close();
        engine = null;
    }

    @Benchmark
    public InMemoryDynamo seed() {
        return engine.seed(dataset);
    }
}
