package dev.dynamofixtures.benchmarks;

import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
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
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.CreateTableResponse;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;

/**
 * Issue 14's realistic workload ({@link RealisticOrders}) in JMH, one JVM per backend: 10,000 orders of nine
 * attributes ({@code items=realistic}: with a list of maps and a string set; {@code items=flat}: nine scalars), a GSI
 * of 2 HASH + 3 RANGE attributes, and every request built fresh, as user code builds it.
 *
 * <p>Each operation has two benchmarks: {@code x} builds the request and calls (what the user's code pays) and
 * {@code xBuild} only builds it; the call alone is the difference, {@code x - xBuild}. (Building in a
 * {@code @Setup(Level.Invocation)} instead would keep the build out of the timed region, but JMH's per-invocation
 * fixtures cost timestamps and synchronisation of the same order as a sub-microsecond call.) The exception is
 * {@link #createTable}, hundreds of microseconds a call: there a per-invocation tear-down deletes the table just
 * created, so the database does not pile up tens of thousands of tables (which would change what either backend
 * does), and the deletion stays outside the timed region.
 *
 * <pre>
 * java -cp ... org.openjdk.jmh.Main RealisticBenchmarks -p backend=in-memory,dynamodb-local -p items=realistic,flat
 * </pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {MeasuringHeap.MIN_HEAP, MeasuringHeap.MAX_HEAP, MeasuringHeap.PRE_TOUCH})
public class RealisticBenchmarks {
    @Param({"in-memory", "dynamodb-local"})
    public String backend;

    @Param({"realistic", "flat"})
    public String items;

    private Backend.Running running;
    private DynamoDbClient client;
    private RealisticOrders orders;
    private List<RealisticOrders.QueryTarget> queries;
    private List<String[]> scanPages;

    @Setup(Level.Trial)
    public void seed() {
        orders = new RealisticOrders(RealisticOrders.Shape.of(items));
        running = Backend.of(backend).start();
        client = running.client();
        orders.createAndLoad(client);
        queries = orders.queryTargets();
        scanPages = RealisticOrders.scanPageStarts(client);
    }

    @TearDown(Level.Trial)
    public void stop() {
        running.close();
    }

    private static int random(int bound) {
        return ThreadLocalRandom.current().nextInt(bound);
    }

    // ---- GetItem ----

    @Benchmark
    public GetItemResponse getItem() {
        return client.getItem(getItemBuild());
    }

    @Benchmark
    public GetItemRequest getItemBuild() {
        return orders.getItemRequest(random(RealisticOrders.ITEMS));
    }

    // ---- Query, ~10 items on the multi-attribute GSI ----

    @Benchmark
    public QueryResponse query10Items() {
        return RealisticOrders.expectAboutTen(client.query(query10ItemsBuild()));
    }

    @Benchmark
    public QueryRequest query10ItemsBuild() {
        return RealisticOrders.queryRequest(queries.get(random(queries.size())));
    }

    // ---- Scan, a page of 100 from a random page's start ----

    @Benchmark
    public ScanResponse scanPage100() {
        return client.scan(scanPage100Build());
    }

    @Benchmark
    public ScanRequest scanPage100Build() {
        return RealisticOrders.scanRequest(scanPages.get(random(scanPages.size())));
    }

    // ---- BatchWriteItem, 25 puts (overwrites and new orders) ----

    @Benchmark
    public BatchWriteItemResponse batchWrite25() {
        return client.batchWriteItem(batchWrite25Build());
    }

    @Benchmark
    public BatchWriteItemRequest batchWrite25Build() {
        return orders.batchWriteRequest(random(RealisticOrders.WRITABLE));
    }

    // ---- PutItem ----

    @Benchmark
    public PutItemResponse putItem() {
        return client.putItem(putItemBuild());
    }

    @Benchmark
    public PutItemRequest putItemBuild() {
        return orders.putItemRequest(random(RealisticOrders.WRITABLE));
    }

    // ---- UpdateItem: SET status, amount, conditional ----

    @Benchmark
    public UpdateItemResponse updateItem() {
        return client.updateItem(updateItemBuild());
    }

    @Benchmark
    public UpdateItemRequest updateItemBuild() {
        return orders.updateItemRequest(random(RealisticOrders.ITEMS), 500 + random(50_000));
    }

    // ---- TransactWriteItems, 4 actions ----

    @Benchmark
    public TransactWriteItemsResponse transactWrite4() {
        return client.transactWriteItems(transactWrite4Build());
    }

    @Benchmark
    public TransactWriteItemsRequest transactWrite4Build() {
        return orders.transactWriteRequest(random(RealisticOrders.WRITABLE));
    }

    // ---- CreateTable with the multi-attribute GSI (the table deleted after each call, outside the timing) ----

    /** Remembers the table {@link #createTable} made and deletes it after the invocation, untimed. */
    @State(Scope.Thread)
    public static class CreatedTable {
        String name;

        @TearDown(Level.Invocation)
        public void delete(RealisticBenchmarks benchmark) {
            if (name != null) {
                benchmark.client.deleteTable(b -> b.tableName(name));
                name = null;
            }
        }
    }

    @Benchmark
    public CreateTableResponse createTable(CreatedTable created) {
        CreateTableRequest request = createTableBuild();
        created.name = request.tableName();
        return client.createTable(request);
    }

    @Benchmark
    public CreateTableRequest createTableBuild() {
        return orders.createTableRequestFreshName();
    }

    // ---- first successful call on a new database: create it, CreateTable, PutItem, GetItem, close ----

    @Benchmark
    public GetItemResponse firstCallOnNewDatabase() {
        return orders.firstCallOnNewDatabase(Backend.of(backend));
    }
}
