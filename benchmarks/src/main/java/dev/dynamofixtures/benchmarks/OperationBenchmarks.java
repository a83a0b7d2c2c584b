package dev.dynamofixtures.benchmarks;

import java.util.Map;
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
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/** Per-operation latency on a 10,000-order table: PutItem, GetItem, and a Query of ~10 items on a multi-attribute GSI. */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class OperationBenchmarks {
    static final int ITEMS = 10_000;

    @Param({"in-memory", "dynamodb-local"})
    public String backend;

    private Backend.Running running;
    private DynamoDbClient client;

    @Setup(Level.Trial)
    public void seed() {
        running = Backend.of(backend).start();
        client = running.client();
        OrdersSchema.create(client);
        OrdersSchema.load(client, ITEMS);
    }

    @TearDown(Level.Trial)
    public void stop() {
        running.close();
    }

    @Benchmark
    public PutItemResponse putItem() {
        int n = ThreadLocalRandom.current().nextInt(ITEMS);
        return client.putItem(PutItemRequest.builder().tableName(OrdersSchema.TABLE).item(OrdersSchema.order(n)).build());
    }

    @Benchmark
    public GetItemResponse getItem() {
        int n = ThreadLocalRandom.current().nextInt(ITEMS);
        return client.getItem(GetItemRequest.builder().tableName(OrdersSchema.TABLE)
                .key(Map.of("order_id", AttributeValue.fromS("order-" + n))).build());
    }

    @Benchmark
    public QueryResponse queryMultiAttributeGsi() {
        int customer = ThreadLocalRandom.current().nextInt(ITEMS / OrdersSchema.ORDERS_PER_CUSTOMER);
        QueryResponse response = client.query(QueryRequest.builder().tableName(OrdersSchema.TABLE)
                .indexName(OrdersSchema.INDEX)
                .keyConditionExpression("customer_id = :c AND #s = :s AND order_date = :d AND amount >= :min")
                .expressionAttributeNames(Map.of("#s", "status"))
                .expressionAttributeValues(Map.of(":c", AttributeValue.fromS("c" + customer),
                        ":s", AttributeValue.fromS("PENDING"), ":d", AttributeValue.fromS("2025-11-04"),
                        ":min", AttributeValue.fromN("100")))
                .build());
        if (response.count() != OrdersSchema.ORDERS_PER_CUSTOMER) {
            throw new IllegalStateException("expected 10 orders, got " + response.count());
        }
        return response;
    }
}
