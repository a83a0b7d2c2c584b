package dev.dynamofixtures.benchmarks;

import dev.dynamofixtures.core.InMemoryDynamo;
import dev.dynamofixtures.core.log.RecordedCall;
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
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsResponse;

/**
 * What the operation log costs a call: the in-memory engine's GetItem, Query of ~10 items on a multi-attribute GSI,
 * PutItem of a realistic order (half of them moving in the GSI) and a four-action TransactWriteItems, on a table of
 * 1,000 orders, with recording on (the default) and off ({@code InMemoryDynamo.builder().recordOperations(false)}).
 * {@code -p recording=on:1000} also measures a log that keeps 1,000 calls instead of the default 10,000.
 * {@code putItemThenReadItsRecord} measures the other side: building the last call's ConsumedCapacity and partition
 * writes, as an assertion would when it reads the log.
 *
 * <p>The {@code ...FreshRequest} variants build each call's request just before it, as user code does (builders,
 * fresh maps and AttributeValues); {@code build...Request} measures that building alone. Building costs the same
 * with recording on and off, so it does not change the difference; it shows what share of a call as users' code
 * sees it the log's cost is.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class OperationLogBenchmarks {
    private static final int ITEMS = 1_000;

    /** {@code on} (the default log), {@code off}, or {@code on:N} (a log keeping the last N calls). */
    @Param({"on", "off"})
    public String recording;

    private InMemoryDynamo dynamo;
    private DynamoDbClient client;
    private PutItemRequest[] puts;
    private GetItemRequest[] gets;
    private QueryRequest[] queries;
    private TransactWriteItemsRequest[] transactions;

    @Setup(Level.Trial)
    public void seed() {
        InMemoryDynamo.Builder builder = InMemoryDynamo.builder().recordOperations(!"off".equals(recording));
        if (recording.startsWith("on:")) {
            builder.operationLogCapacity(Integer.parseInt(recording.substring("on:".length())));
        }
        dynamo = builder.build();
        client = dynamo.client();
        OrdersSchema.create(client);
        OrdersSchema.load(client, ITEMS);
        puts = OrdersSchema.putRequests(ITEMS);
        gets = OrdersSchema.getRequests(ITEMS);
        queries = OrdersSchema.queryRequests(ITEMS);
        transactions = OrdersSchema.transactionRequests(ITEMS, puts, gets);
    }

    @TearDown(Level.Trial)
    public void stop() {
        dynamo.close();
    }

    @Benchmark
    public GetItemResponse getItem() {
        return client.getItem(gets[ThreadLocalRandom.current().nextInt(gets.length)]);
    }

    @Benchmark
    public QueryResponse query10Items() {
        return OrdersSchema.expectOneCustomer(client.query(queries[ThreadLocalRandom.current().nextInt(queries.length)]));
    }

    @Benchmark
    public GetItemResponse getItemFreshRequest() {
        return client.getItem(OrdersSchema.getRequest(ThreadLocalRandom.current().nextInt(ITEMS)));
    }

    @Benchmark
    public QueryResponse query10ItemsFreshRequest() {
        return OrdersSchema.expectOneCustomer(client.query(OrdersSchema.queryRequest(
                ThreadLocalRandom.current().nextInt(queries.length))));
    }

    /** The building alone of {@code getItemFreshRequest}'s requests (recording plays no part). */
    @Benchmark
    public GetItemRequest buildGetItemRequest() {
        return OrdersSchema.getRequest(ThreadLocalRandom.current().nextInt(ITEMS));
    }

    /** The building alone of {@code query10ItemsFreshRequest}'s requests (recording plays no part). */
    @Benchmark
    public QueryRequest buildQueryRequest() {
        return OrdersSchema.queryRequest(ThreadLocalRandom.current().nextInt(queries.length));
    }

    @Benchmark
    public PutItemResponse putItem() {
        return client.putItem(puts[ThreadLocalRandom.current().nextInt(puts.length)]);
    }

    @Benchmark
    public TransactWriteItemsResponse transactWriteItems4Actions() {
        return client.transactWriteItems(transactions[ThreadLocalRandom.current().nextInt(transactions.length)]);
    }

    /**
     * A PutItem on a cleared log, then what an assertion reads of it: its ConsumedCapacity and its partition
     * writes, built on this first read.
     */
    @Benchmark
    public Object putItemThenReadItsRecord() {
        dynamo.operations().clear();
        PutItemResponse response = client.putItem(puts[ThreadLocalRandom.current().nextInt(puts.length)]);
        List<RecordedCall> calls = dynamo.operations().calls();
        if (calls.isEmpty()) {
            return response;
        }
        RecordedCall last = calls.get(calls.size() - 1);
        return last.consumedCapacity().size() + last.partitionWrites().size();
    }
}
