package dev.dynamofixtures.benchmarks;

import java.util.ArrayList;
import java.util.List;
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
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * Per-operation latency on a table of 100 orders (a typical test table) and of 10,000: PutItem (half of the puts move the order within the GSI by
 * changing its status), GetItem, a Query of ~10 items on a multi-attribute GSI, a TransactWriteItems of four
 * actions (two puts, one moving its order in the GSI, an update and a condition check) and a BatchWriteItem
 * of 25 puts, and a Scan page of 100 orders.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {MeasuringHeap.MIN_HEAP, MeasuringHeap.MAX_HEAP, MeasuringHeap.PRE_TOUCH})
public class OperationBenchmarks {
    /** Orders in the table: a typical test table, and a large one. */
    @Param({"100", "10000"})
    public int items;

    @Param({"in-memory", "dynamodb-local"})
    public String backend;

    private Backend.Running running;
    private DynamoDbClient client;
    private PutItemRequest[] puts;
    private GetItemRequest[] gets;
    private QueryRequest[] queries;
    private UpdateItemRequest[] updates;
    private TransactWriteItemsRequest[] transactions;
    private BatchWriteItemRequest[] batches;
    private final ScanRequest scan = ScanRequest.builder().tableName(OrdersSchema.TABLE).limit(100).build();

    @Setup(Level.Trial)
    public void seed() {
        running = Backend.of(backend).start();
        client = running.client();
        OrdersSchema.create(client);
        OrdersSchema.load(client, items);
        // Requests are built up front: the benchmarks measure the database, not request building.
        puts = OrdersSchema.putRequests(items);
        gets = OrdersSchema.getRequests(items);
        updates = new UpdateItemRequest[items];
        for (int n = 0; n < items; n++) {
            updates[n] = UpdateItemRequest.builder().tableName(OrdersSchema.TABLE)
                    .key(Map.of("order_id", AttributeValue.fromS("order-" + n)))
                    .updateExpression("SET amount = amount + :one, org_id = :org")
                    .conditionExpression("attribute_exists(order_id)")
                    .expressionAttributeValues(Map.of(":one", AttributeValue.fromN("1"), ":org", AttributeValue.fromS("SIGMA")))
                    .build();
        }
        queries = OrdersSchema.queryRequests(items);
        transactions = OrdersSchema.transactionRequests(items, puts, gets);
        batches = new BatchWriteItemRequest[items / 25];
        for (int b = 0; b < batches.length; b++) {
            List<WriteRequest> requests = new ArrayList<>(25);
            for (int n = 25 * b; n < 25 * (b + 1); n++) {
                Map<String, AttributeValue> item = puts[2 * n + (n % 2)].item();
                requests.add(WriteRequest.builder().putRequest(p -> p.item(item)).build());
            }
            batches[b] = BatchWriteItemRequest.builder().requestItems(Map.of(OrdersSchema.TABLE, requests)).build();
        }
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
        return client.getItem(gets[ThreadLocalRandom.current().nextInt(items)]);
    }

    @Benchmark
    public QueryResponse queryMultiAttributeGsi() {
        return OrdersSchema.expectOneCustomer(client.query(queries[ThreadLocalRandom.current().nextInt(queries.length)]));
    }

    /** A page of 100 orders from the start of a Scan, in the table's hash order. */
    @Benchmark
    public ScanResponse scan100Items() {
        return client.scan(scan);
    }

    /** A conditional update that increments the GSI's last sort attribute, moving the order within the index. */
    @Benchmark
    public UpdateItemResponse updateItem() {
        return client.updateItem(updates[ThreadLocalRandom.current().nextInt(items)]);
    }

    @Benchmark
    public TransactWriteItemsResponse transactWriteItems4Actions() {
        return client.transactWriteItems(transactions[ThreadLocalRandom.current().nextInt(transactions.length)]);
    }

    @Benchmark
    public BatchWriteItemResponse batchWriteItem25Puts() {
        return client.batchWriteItem(batches[ThreadLocalRandom.current().nextInt(batches.length)]);
    }
}
