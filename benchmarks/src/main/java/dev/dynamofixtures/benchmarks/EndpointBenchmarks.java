package dev.dynamofixtures.benchmarks;

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
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * Per-request cost over HTTP, the way an application configured with an endpoint URL pays it: the same
 * PutItem, GetItem and multi-attribute GSI Query as {@link OperationBenchmarks}, through an SDK client of
 * the engine's endpoint and of DynamoDB Local's server mode, on a 10,000-order table.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class EndpointBenchmarks {
    static final int ITEMS = 10_000;

    @Param({"in-memory-http", "dynamodb-local-http"})
    public String backend;

    private HttpBackend.Running running;
    private DynamoDbClient client;
    private PutItemRequest[] puts;
    private GetItemRequest[] gets;
    private QueryRequest[] queries;

    @Setup(Level.Trial)
    public void seed() {
        running = HttpBackend.of(backend).start();
        client = running.client();
        OrdersSchema.create(running.seeder());
        OrdersSchema.load(running.seeder(), ITEMS);
        // Requests are built up front: the benchmarks measure the endpoint and database, not request building.
        puts = OrdersSchema.putRequests(ITEMS);
        gets = OrdersSchema.getRequests(ITEMS);
        queries = OrdersSchema.queryRequests(ITEMS);
    }

    @TearDown(Level.Trial)
    public void stop() {
        running.close();
    }

    @Benchmark
    public PutItemResponse putItem() {
        return client.putItem(puts[ThreadLocalRandom.current().nextInt(puts.length)]);
    }

    @Benchmark
    public GetItemResponse getItem() {
        return client.getItem(gets[ThreadLocalRandom.current().nextInt(ITEMS)]);
    }

    @Benchmark
    public QueryResponse queryMultiAttributeGsi() {
        return OrdersSchema.expectOneCustomer(client.query(queries[ThreadLocalRandom.current().nextInt(queries.length)]));
    }
}
