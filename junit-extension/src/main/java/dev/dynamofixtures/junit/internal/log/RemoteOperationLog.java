package dev.dynamofixtures.junit.internal.log;

import dev.dynamofixtures.core.log.OperationLog;
import dev.dynamofixtures.core.log.RecordedCall;
import java.util.ArrayDeque;
import java.util.List;
import java.util.Objects;
import java.util.function.LongFunction;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The operation log of one fixture database on a remote backend: the calls {@link RecordingClients} recorded, oldest
 * (first completed) first, the most recent {@link #DEFAULT_CAPACITY} kept. It also holds the table schemas the
 * recorder looked up for partition writes ({@link TableSchemas}), so a test's schemas are those of its own tables.
 *
 * <p>Thread-safe: calls, snapshots and {@link #clear()} take this log's lock.
 */
public final class RemoteOperationLog implements OperationLog {
    /** How many calls a log keeps before dropping the oldest. */
    public static final int DEFAULT_CAPACITY = 10_000;

    private final String backend;
    private final int capacity;
    private final TableSchemas schemas;
    private final ArrayDeque<RecordedCall> calls = new ArrayDeque<>();
    private long total;

    /**
     * A log of calls to the backend called {@code backend}; {@code schemaClient} describes tables for partition writes,
     * and must not be a recording client (its calls would be recorded).
     */
    public RemoteOperationLog(String backend, DynamoDbClient schemaClient) {
        this(backend, schemaClient, DEFAULT_CAPACITY);
    }

    RemoteOperationLog(String backend, DynamoDbClient schemaClient, int capacity) {
        this.backend = Objects.requireNonNull(backend, "backend");
        this.schemas = new TableSchemas(Objects.requireNonNull(schemaClient, "schemaClient"));
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity must be at least 1, was " + capacity);
        }
        this.capacity = capacity;
    }

    @Override
    public synchronized List<RecordedCall> calls() {
        return List.copyOf(calls);
    }

    @Override
    public synchronized long totalCalls() {
        return total;
    }

    @Override
    public int capacity() {
        return capacity;
    }

    @Override
    public synchronized void clear() {
        calls.clear();
        total = 0;
    }

    @Override
    public String backend() {
        return backend;
    }

    @Override
    public String toString() {
        return "OperationLog[" + backend + ", " + totalCalls() + " calls]";
    }

    TableSchemas schemas() {
        return schemas;
    }

    /** Adds the call {@code recorder} makes, given its sequence number in this log. */
    synchronized void add(LongFunction<RecordedCall> recorder) {
        total++;
        RecordedCall call = recorder.apply(total);
        if (calls.size() == capacity) {
            calls.removeFirst();
        }
        calls.addLast(call);
    }
}
