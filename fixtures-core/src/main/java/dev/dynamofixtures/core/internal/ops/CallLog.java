package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.log.OperationLog;
import dev.dynamofixtures.core.log.RecordedCall;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicReferenceArray;
import software.amazon.awssdk.awscore.AwsRequest;

/**
 * The in-memory engine's {@link OperationLog}: a bounded ring of {@link CallRecord}s that keeps the most recent
 * {@link #capacity()} calls.
 *
 * <p>Appending is lock-free: a call takes the next sequence number from its epoch's counter (one atomic
 * increment) and writes its record into the slot that number maps to, so concurrent calls never lose a record
 * (only calls older than the last {@code capacity} are dropped). {@link #clear()} starts a new epoch (a fresh
 * counter and ring); a call racing with it lands in the old epoch, as if made just before the clear.
 *
 * <p>The ring is a table of chunks of up to {@value #CHUNK} slots, and each chunk holds one run of sequence
 * numbers: the call that first needs the chunk for the next run allocates a fresh one and swaps it in for the
 * chunk a full lap older. This is what makes the append cheap (measured in {@code docs/operation-log.md}): a
 * call stores its record into the newest chunk, found through one field and a range check (no division, no table
 * lookup), and that chunk is young, like the record, so the store needs no card-marking fence of G1's (storing a
 * young record into a slot of a long-lived ring costs a StoreLoad fence per call). A fresh chunk every
 * {@value #CHUNK} calls costs about 4 bytes a call, and a fork that makes few calls allocates one small chunk.
 *
 * <p>{@link #calls()} copies the current epoch's records in sequence order, waiting out a writer that has taken
 * a number but not yet stored its record, and skipping a call whose chunk a newer lap has already replaced.
 */
public final class CallLog implements OperationLog {
    /** Slots per chunk of the ring (fewer when the capacity is smaller). */
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
     * finds it in its slot (readers load slots with volatile reads); no fence is needed on the call's path beyond
     * the atomic increment that hands out the number.
     */
    void add(CallRecord record) {
        Epoch current = epoch;
        long sequence = current.next();
        record.sequence = sequence;
        current.store(sequence, record);
    }

    @Override
    public List<RecordedCall> calls() {
        Epoch current = epoch;
        long total = current.issued();
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
        return epoch.issued();
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

    /** One run of consecutive sequence numbers' slots, from {@link #first} on. */
    private static final class Chunk {
        /** Before any call: no sequence number is in its range, so the first call takes the slow path. */
        static final Chunk NONE = new Chunk(0, 0);
        private static final VarHandle SLOTS = MethodHandles.arrayElementVarHandle(CallRecord[].class);

        final long first;
        final CallRecord[] slots;

        Chunk(long first, int size) {
            this.first = first;
            this.slots = new CallRecord[size];
        }

        /** Whether {@code sequence}'s slot is in this chunk. */
        boolean holds(long sequence) {
            long offset = sequence - first;
            return offset >= 0 && offset < slots.length;
        }

        void store(long sequence, CallRecord record) {
            SLOTS.setRelease(slots, (int) (sequence - first), record);
        }

        CallRecord load(long sequence) {
            return (CallRecord) SLOTS.getVolatile(slots, (int) (sequence - first));
        }
    }

    /** One lifetime of the log between clears: its counter and its ring. */
    private static final class Epoch {
        private static final VarHandle ISSUED;
        private static final VarHandle NEWEST;

        static {
            try {
                MethodHandles.Lookup lookup = MethodHandles.lookup();
                ISSUED = lookup.findVarHandle(Epoch.class, "issued", long.class);
                NEWEST = lookup.findVarHandle(Epoch.class, "newest", Chunk.class);
            } catch (ReflectiveOperationException e) {
                throw new ExceptionInInitializerError(e);
            }
        }

        /** Sequence numbers handed out so far. */
        private volatile long issued;
        /** The chunk of the highest sequence numbers stored so far: where the next calls' records go. */
        private volatile Chunk newest = Chunk.NONE;
        private final int chunkSize;
        /** The chunk of run {@code n} (sequence numbers {@code n * chunkSize + 1} on) is at {@code n % length}. */
        private final AtomicReferenceArray<Chunk> chunks;

        Epoch(int capacity) {
            this.chunkSize = Math.min(CHUNK, capacity);
            // the last `capacity` calls span at most this many runs (partly filled at both ends); long: no overflow
            this.chunks = new AtomicReferenceArray<>((int) (((long) capacity - 1 + chunkSize - 1) / chunkSize) + 1);
        }

        long next() {
            return (long) ISSUED.getAndAdd(this, 1L) + 1;
        }

        long issued() {
            return issued;
        }

        void store(long sequence, CallRecord record) {
            Chunk chunk = newest;
            if (chunk.holds(sequence)) {
                chunk.store(sequence, record);
            } else {
                storeInRun(sequence, record);
            }
        }

        /**
         * A call whose slot is not in the newest chunk: the first of a new run (which swaps in a fresh chunk), or
         * one that took its number before the newest chunk was installed, or one so late that its run's chunk
         * has already been replaced (dropped: a full lap of newer calls came after it).
         */
        private void storeInRun(long sequence, CallRecord record) {
            long run = (sequence - 1) / chunkSize;
            int index = (int) (run % chunks.length());
            long first = run * chunkSize + 1;
            while (true) {
                Chunk chunk = chunks.get(index);
                if (chunk != null && chunk.first == first) {
                    chunk.store(sequence, record);
                    advanceNewest(chunk);
                    return;
                }
                if (chunk != null && chunk.first > first) {
                    return;
                }
                chunks.compareAndSet(index, chunk, new Chunk(first, chunkSize));
            }
        }

        private void advanceNewest(Chunk chunk) {
            Chunk current = newest;
            while (current.first < chunk.first && !NEWEST.compareAndSet(this, current, chunk)) {
                current = newest;
            }
        }

        /** The record of {@code sequence}, waiting for its writer to store it; null if a newer lap dropped it. */
        CallRecord await(long sequence) {
            long run = (sequence - 1) / chunkSize;
            int index = (int) (run % chunks.length());
            long first = run * chunkSize + 1;
            while (true) {
                Chunk chunk = chunks.get(index);
                if (chunk != null && chunk.first == first) {
                    CallRecord record = chunk.load(sequence);
                    if (record != null) {
                        return record;
                    }
                } else if (chunk != null && chunk.first > first) {
                    return null;
                }
                Thread.onSpinWait();
            }
        }
    }
}
