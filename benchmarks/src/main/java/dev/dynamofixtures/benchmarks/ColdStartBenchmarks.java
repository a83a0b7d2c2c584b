package dev.dynamofixtures.benchmarks;

import java.util.Map;
import java.util.concurrent.TimeUnit;
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
 * The very first successful call in a fresh JVM: class loading, static initialisation and interpreted code
 * included, as a test suite's first test class pays it. One shot per forked JVM.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 0)
@Measurement(iterations = 1)
@Fork(5)
public class ColdStartBenchmarks {

    @Param({"in-memory", "dynamodb-local"})
    public String backend;

    @Benchmark
    public Object firstCallInAFreshJvm() {
        try (Backend.Running running = Backend.of(backend).start()) {
            OrdersSchema.create(running.client());
            running.client().putItem(b -> b.tableName(OrdersSchema.TABLE).item(OrdersSchema.order(1)));
            return running.client().getItem(b -> b.tableName(OrdersSchema.TABLE)
                    .key(Map.of("order_id", OrdersSchema.order(1).get("order_id")))).item();
        }
    }
}
