package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.log.OperationLog;
import dev.dynamofixtures.core.log.RecordedCall;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReferenceArray;
import software.amazon.awssdk.awscore.AwsRequest;

/**
 * The in-memory engine's {@link OperationLog}: a bounded ring of {@link CallRecord}s that keeps the most recent
 * {@link #capacity()} calls.
 *
 * <p>Appending is lock-free: a call takes the next sequence number from an atomic counter and writes its record
 * into the slot that number maps to, so concurrent calls never lose a record (only the oldest are overwritten
 * once the ring is full). The ring's slots are allocated in chunks of {@value #CHUNK} as the log fills, so a
 * fork that makes few calls costs little. {@link #clear()} starts a new epoch (a fresh counter and ring);
 * a call racing with it lands in the old epoch, as if made just before the clear.
 *
 * <p>{@link #calls()} copies the current epoch's records in sequence order, waiting out a writer that has taken
 * a number but not yet stored its record, and skipping a slot a newer call has already overwritten.
 */
public final class CallLog implements OperationLog {
    /** Slots per chunk of the ring. */
    static final int CHUNK = 256;
    /** How many calls a log keeps by default: with the requests retained, some tens of megabytes at most. */
    public static final int DEFAULT_CAPACITY = 10_000;

    private final int capacity;
    private final boolean localMessages;
    private final boolean enabled;
    private volatile Epoch epoch;

    /**
     * A log keeping the last {@code capacity} calls; {@code localMessages} picks DynamoDB Local's wording for
     * error messages; a log that is not {@code enabled} records nothing (the builder's switch for benchmarks).
     */
    public CallLog(int capacity, boolean localMessages, boolean enabled) {
        if (capacity < 1) {
            throw new IllegalArgumentException("The operation log's capacity must be at least 1, not " + capacity);
        }
        this.capacity = capacity;
        this.localMessages = localMessages;
        this.enabled = enabled;
        this.epoch = new Epoch(capacity);
    }

    /** Whether calls are recorded at all. */
    public boolean isEnabled() {
        return enabled;
    }

    /** A record for a call about to be made with {@code request} (DynamoDB's or Streams'), for its operation to fill. */
    CallRecord newRecord(AwsRequest request) {
        return new CallRecord(request, localMessages);
    }

    /**
     * Records one call answered (its record's error null) or failed with a DynamoDB error: numbers the record and
     * publishes it with a release store, which makes every fact the call wrote into it visible to a reader that
     * finds it in its slot (readers load slots with volatile reads); no full fence is needed on the call's path.
     */
    void add(CallRecord record) {
        Epoch current = epoch;
        long sequence = current.counter.incrementAndGet();
        record.sequence = sequence;
        current.store(sequence, record);
    }

    @Override
    public List<RecordedCall> calls() {
        Epoch current = epoch;
        long total = current.counter.get();
        long first = Math.max(1, total - capacity + 1);
        List<RecordedCall> calls = new ArrayList<>((int) (total - first + 1));
        for (long sequence = first; sequence <= total; sequence++) {
            CallRecord record = current.await(sequence);
            if (record != null) {
                calls.add(record);
            }
        }
        return Collections.unmodifiableList(calls);
    }

    @Override
    public long totalCalls() {
        return epoch.counter.get();
    }

    @Override
    public int capacity() {
        return capacity;
    }

    @Override
    public void clear() {
        epoch = new Epoch(capacity);
    }

    @Override
    public String backend() {
        return "in-memory";
    }

    @Override
    public String toString() {
        return "OperationLog[" + totalCalls() + " calls, keeps " + capacity + "]";
    }

    /** One lifetime of the log between clears: its counter and its ring. */
    private static final class Epoch {
        private final AtomicLong counter = new AtomicLong();
        private final AtomicReferenceArray<AtomicReferenceArray<CallRecord>> chunks;
        private final int capacity;

        Epoch(int capacity) {
            this.capacity = capacity;
            this.chunks = new AtomicReferenceArray<>((capacity + CHUNK - 1) / CHUNK);
        }

        void store(long sequence, CallRecord record) {
            int slot = (int) ((sequence - 1) % capacity);
            chunk(slot / CHUNK).setRelease(slot % CHUNK, record);
        }

        /** The record of {@code sequence}, waiting for its writer to store it; null if a newer call overwrote it. */
        CallRecord await(long sequence) {
            int slot = (int) ((sequence - 1) % capacity);
            AtomicReferenceArray<CallRecord> chunk = chunk(slot / CHUNK);
            while (true) {
                CallRecord record = chunk.get(slot % CHUNK);
                if (record != null && record.sequence() == sequence) {
                    return record;
                }
                if (record != null && record.sequence() > sequence) {
                    return null;
                }
                Thread.onSpinWait();
            }
        }

        private AtomicReferenceArray<CallRecord> chunk(int index) {
            AtomicReferenceArray<CallRecord> chunk = chunks.get(index);
            if (chunk == null) {
                chunk = new AtomicReferenceArray<>(CHUNK);
                if (!chunks.compareAndSet(index, null, chunk)) {
                    chunk = chunks.get(index);
                }
            }
            return chunk;
        }
    }
}
