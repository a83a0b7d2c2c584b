package dev.dynamofixtures.benchmarks;

import dev.dynamofixtures.core.dataset.Dataset;
import dev.dynamofixtures.core.dataset.DatasetTable;
import dev.dynamofixtures.core.internal.dataset.DatasetAccess;
import dev.dynamofixtures.core.internal.dataset.DatasetContent;
import dev.dynamofixtures.core.internal.dataset.ItemEntry;
import dev.dynamofixtures.core.internal.dataset.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
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
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;

/**
 * Loading a dataset of 10,000 orders (the orders table with its multi-attribute GSI) through
 * {@link Dataset#loadInto}: CreateTable, then 400 BatchWriteItem calls of 25, into the engine and into DynamoDB
 * Local side by side. Each load starts from a database without the table: the backend is started once per trial
 * and the table deleted after every load. Single-shot, after warm-up loads, like {@link StartupBenchmarks}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 30)
@Measurement(iterations = 10)
@Fork(1)
public class LoadBenchmarks {
    static final int ITEMS = 10_000;

    @Param({"in-memory", "dynamodb-local"})
    public String backend;

    private final Dataset orders = orders(ITEMS);
    private Backend.Running running;
    private DynamoDbClient client;

    /** The orders {@code 0..count-1} of {@link OrdersSchema#order} as a dataset of the orders table. */
    static Dataset orders(int count) {
        List<ItemEntry> items = new ArrayList<>(count);
        Position position = Position.of("LoadBenchmarks");
        for (int n = 0; n < count; n++) {
            items.add(ItemEntry.fixed(position, OrdersSchema.order(n)));
        }
        DatasetTable table = new DatasetTable(OrdersSchema.TABLE, OrdersSchema.createTableRequest(), Optional.empty(),
                "LoadBenchmarks");
        return DatasetAccess.dataset(new DatasetContent(List.of(table), Map.of(OrdersSchema.TABLE, items)));
    }

    @Setup(Level.Trial)
    public void start() {
        running = Backend.of(backend).start();
        client = running.client();
    }

    @TearDown(Level.Iteration)
    public void deleteTable() {
        try {
            client.deleteTable(b -> b.tableName(OrdersSchema.TABLE));
        } catch (ResourceNotFoundException e) {
            // not created: the load failed, and JMH reports it
        }
    }

    @TearDown(Level.Trial)
    public void stop() {
        running.close();
    }

    @Benchmark
    public long loadInto10000Items() {
        orders.loadInto(client);
        return client.describeTable(b -> b.tableName(OrdersSchema.TABLE)).table().itemCount();
    }
}
