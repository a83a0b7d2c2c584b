package dev.dynamofixtures.core;

import dev.dynamofixtures.core.internal.client.LambdaEvents;
import dev.dynamofixtures.core.internal.ops.Operations;
import dev.dynamofixtures.core.internal.ops.StreamOperations;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;
import software.amazon.awssdk.services.dynamodb.model.Record;

/**
 * Delivers a table's stream records to a handler as a Lambda event source mapping would: the records written since
 * the last delivery, oldest first, in batches of at most the batch size (100 by default, as Lambda's), one call of
 * the handler per batch. For tests of stream consumers:
 *
 * <pre>{@code
 * service.placeOrder(...);                                        // writes to "orders", which has a stream
 * dynamo.streams().deliverEvents("orders", event -> handler.handleRequest(event, context));
 * dynamo.streams().deliver("orders", records -> consumer.accept(records));   // the SDK's Records
 * }</pre>
 *
 * <p>Semantics: a delivery reads the table's latest stream (a stream enabled anew starts from its first record); a
 * batch counts as delivered once its handler call returns, so when the handler throws, the exception propagates and
 * the next delivery starts with that same batch again (Lambda retries a failed batch). Records are those of the
 * engine's current value; nothing is delivered in the background. Each engine keeps its own positions: a fork starts
 * from its parent's positions at the time of the fork. Safe to call from several threads; deliveries of one engine
 * run one at a time.
 */
public final class StreamDelivery {
    /** Lambda's default batch size for a DynamoDB stream. */
    public static final int DEFAULT_BATCH_SIZE = 100;
    /** Lambda's largest batch size for a DynamoDB stream. */
    public static final int MAX_BATCH_SIZE = 10_000;

    /** Where the last delivery of a table stopped: its latest stream then, and the next sequence number to deliver. */
    private record Position(String streamArn, long next) {
    }

    private final Operations operations;
    private final Map<String, Position> positions;

    StreamDelivery(Operations operations) {
        this(operations, new HashMap<>());
    }

    private StreamDelivery(Operations operations, Map<String, Position> positions) {
        this.operations = operations;
        this.positions = positions;
    }

    /** A delivery for another engine (a fork) that starts where this one stands. */
    synchronized StreamDelivery copyFor(Operations forkOperations) {
        return new StreamDelivery(forkOperations, new HashMap<>(positions));
    }

    /**
     * Hands the table's new stream records to {@code handler} in batches of at most {@value #DEFAULT_BATCH_SIZE},
     * as the SDK's {@link Record}s (what GetRecords returns).
     *
     * @return how many records were delivered
     * @throws IllegalArgumentException if the table does not exist or has never had a stream
     */
    public int deliver(String tableName, Consumer<List<Record>> handler) {
        return deliver(tableName, DEFAULT_BATCH_SIZE, handler);
    }

    /**
     * Hands the table's new stream records to {@code handler} in batches of at most {@code batchSize}.
     *
     * @return how many records were delivered
     * @throws IllegalArgumentException if the batch size is not between 1 and {@value #MAX_BATCH_SIZE}, or the table
     *                                  does not exist or has never had a stream
     */
    public synchronized int deliver(String tableName, int batchSize, Consumer<List<Record>> handler) {
        Objects.requireNonNull(tableName, "tableName");
        Objects.requireNonNull(handler, "handler");
        if (batchSize < 1 || batchSize > MAX_BATCH_SIZE) {
            throw new IllegalArgumentException("batchSize must be between 1 and " + MAX_BATCH_SIZE + ", was "
                    + batchSize);
        }
        int delivered = 0;
        while (true) {
            Position position = positions.get(tableName);
            StreamOperations.Batch probe = operations.latestStreamRecords(tableName, 1, 0);
            long next = position != null && position.streamArn().equals(probe.streamArn()) ? position.next() : 1;
            StreamOperations.Batch batch = operations.latestStreamRecords(tableName, next, batchSize);
            if (batch.records().isEmpty()) {
                positions.put(tableName, new Position(batch.streamArn(), next));
                return delivered;
            }
            handler.accept(List.copyOf(batch.records()));
            delivered += batch.records().size();
            positions.put(tableName, new Position(batch.streamArn(), next + batch.records().size()));
        }
    }

    /**
     * Hands the table's new stream records to {@code handler} in batches of at most {@value #DEFAULT_BATCH_SIZE},
     * each as the {@code com.amazonaws.services.lambda.runtime.events.DynamodbEvent} Lambda gives a function
     * (needs {@code com.amazonaws:aws-lambda-java-events} on the classpath; each record's {@code eventSourceARN} is
     * its stream's ARN).
     *
     * @return how many records were delivered
     */
    public int deliverEvents(String tableName,
                             Consumer<com.amazonaws.services.lambda.runtime.events.DynamodbEvent> handler) {
        return deliverEvents(tableName, DEFAULT_BATCH_SIZE, handler);
    }

    /** {@link #deliverEvents(String, Consumer)} in batches of at most {@code batchSize}. */
    public int deliverEvents(String tableName, int batchSize,
                             Consumer<com.amazonaws.services.lambda.runtime.events.DynamodbEvent> handler) {
        Objects.requireNonNull(handler, "handler");
        String arn = operations.latestStreamRecords(tableName, 1, 0).streamArn();
        return deliver(tableName, batchSize, records -> handler.accept(LambdaEvents.event(records, arn)));
    }
}
