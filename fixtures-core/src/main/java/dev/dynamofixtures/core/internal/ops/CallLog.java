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
 * {@value #CHUNK} calls costs about 5 bytes a call, and a fork that makes few calls allocates one small chunk.
 *
 * <p>Besides the count, the log bounds what its kept requests hold of written items: each chunk weighs the items
 * its calls wrote (their DynamoDB sizes, as the write units the calls consumed say), and when a fresh chunk is
 * installed, the chunks older than the newest {@link #writtenBytes()} worth are dropped whole (replaced by an empty
 * chunk of the same run). A log keeping 10,000 BatchWriteItem requests of 25 items each would otherwise keep half a
 * gigabyte alive, and the collector's copying of it made such calls half as fast again (docs/operation-log.md).
 *
 * <p>{@link #calls()} copies the current epoch's records in sequence order, waiting out a writer that has taken
 * a number but not yet stored its record, and skipping a call whose chunk a newer lap has already replaced or the
 * written-bytes bound has dropped.
 */
public final class CallLog implements OperationLog {
    /** Slots per chunk of the ring (fewer when the capacity is smaller). */
    static final int CHUNK = 64;
    /** How many calls a log keeps by default: with the requests retained, some tens of megabytes at most. */
    public static final int DEFAULT_CAPACITY = 10_000;
    /** How many bytes of written items (by DynamoDB's item size) the kept calls hold at most by default: 2 MiB. */
    public static final long DEFAULT_WRITTEN_BYTES = 2L << 20;

    private final int capacity;
    private final long writtenBytes;
    private final boolean localMessages;
    private final boolean enabled;
    private volatile Epoch epoch;

    /**
     * A log keeping the last {@code capacity} calls, and of those only the newest whose written items come to
     * {@code writtenBytes} (whole chunks: at least the last {@value #CHUNK} calls, or all of them for a smaller
     * capacity); {@code localMessages} picks DynamoDB Local's wording for error messages; a log that is not
     * {@code enabled} records nothing (the builder's switch for benchmarks).
     */
    public CallLog(int capacity, long writtenBytes, boolean localMessages, boolean enabled) {
        if (capacity < 1) {
            throw new IllegalArgumentException("The operation log's capacity must be at least 1, not " + capacity);
        }
        if (writtenBytes < 0) {
            throw new IllegalArgumentException("The operation log's written-bytes bound must not be negative, not "
                    + writtenBytes);
        }
        this.capacity = capacity;
        this.writtenBytes = writtenBytes;
        this.localMessages = localMessages;
        this.enabled = enabled;
        this.epoch = new Epoch(capacity, writtenBytes);
    }

    /** How many bytes of written items the kept calls hold at most, beyond the newest chunk's. */
    public long writtenBytes() {
        return writtenBytes;
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
        record.written = record.countWrittenBytes();
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
        epoch = new Epoch(capacity, writtenBytes);
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
        static final Chunk NONE = new Chunk(0, 0, false);
        private static final VarHandle SLOTS = MethodHandles.arrayElementVarHandle(CallRecord[].class);

        final long first;
        final CallRecord[] slots;
        /** Whether this chunk stands for a run whose records were dropped by the written-bytes bound. */
        final boolean dropped;
        /** The bytes its records wrote, once every slot was filled (-1 before: worked out again next time). */
        private long weight = -1;

        Chunk(long first, int size, boolean dropped) {
            this.first = first;
            this.slots = new CallRecord[size];
            this.dropped = dropped;
        }

        /** The empty stand-in for this chunk once its run is dropped. */
        Chunk droppedCopy() {
            return new Chunk(first, 0, true);
        }

        /** The bytes of items its calls wrote; a slot still being stored counts nothing (worked out again later). */
        long weight() {
            long known = weight;
            if (known >= 0) {
                return known;
            }
            long sum = 0;
            boolean complete = true;
            for (int i = 0; i < slots.length; i++) {
                CallRecord record = (CallRecord) SLOTS.getVolatile(slots, i);
                if (record == null) {
                    complete = false;
                } else {
                    sum += record.writtenBytes();
                }
            }
            if (complete) {
                weight = sum;
            }
            return sum;
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

        /** The bytes of written items the chunks before the newest may hold before older ones are dropped. */
        private final long writtenBytes;
        /** Sequence numbers handed out so far. */
        private volatile long issued;
        /** The chunk of the highest sequence numbers stored so far: where the next calls' records go. */
        private volatile Chunk newest = Chunk.NONE;
        private final int chunkSize;
        /** The chunk of run {@code n} (sequence numbers {@code n * chunkSize + 1} on) is at {@code n % length}. */
        private final AtomicReferenceArray<Chunk> chunks;

        Epoch(int capacity, long writtenBytes) {
            this.writtenBytes = writtenBytes;
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
            long run = runOf(sequence);
            int index = indexOf(run);
            long first = firstOf(run);
            while (true) {
                Chunk chunk = chunks.get(index);
                if (chunk != null && chunk.first == first) {
                    if (chunk.dropped) {
                        return;
                    }
                    chunk.store(sequence, record);
                    advanceNewest(chunk);
                    return;
                }
                if (chunk != null && chunk.first > first) {
                    return;
                }
                if (chunks.compareAndSet(index, chunk, new Chunk(first, chunkSize, false))) {
                    dropBeyondWrittenBytes(run);
                }
            }
        }

        /**
         * Once run {@code run}'s chunk is installed: walks the older runs' chunks newest first, adding up the bytes
         * their calls wrote, and drops every chunk older than the one that takes the sum over the bound. About two
         * steps a call (the kept chunks, once per {@value #CHUNK} calls), and only the thread that installed the
         * chunk does it.
         */
        private void dropBeyondWrittenBytes(long run) {
            long sum = 0;
            for (long older = run - 1; older >= 0 && older > run - chunks.length(); older--) {
                int index = indexOf(older);
                Chunk chunk = chunks.get(index);
                if (chunk == null || chunk.first != firstOf(older) || chunk.dropped) {
                    return;
                }
                if (sum > writtenBytes) {
                    chunks.compareAndSet(index, chunk, chunk.droppedCopy());
                } else {
                    sum += chunk.weight();
                }
            }
        }

        /** The run of consecutive sequence numbers {@code sequence} belongs to (run 0 holds 1 to chunkSize). */
        private long runOf(long sequence) {
            return (sequence - 1) / chunkSize;
        }

        /** Where run {@code run}'s chunk sits in the table. */
        private int indexOf(long run) {
            return (int) (run % chunks.length());
        }

        /** The first sequence number of run {@code run}. */
        private long firstOf(long run) {
            return run * chunkSize + 1;
        }

        private void advanceNewest(Chunk chunk) {
            Chunk current = newest;
            while (current.first < chunk.first && !NEWEST.compareAndSet(this, current, chunk)) {
                current = newest;
            }
        }

        /**
         * The record of {@code sequence}, waiting for its writer to store it; null if a newer lap or the
         * written-bytes bound dropped it.
         */
        CallRecord await(long sequence) {
            long run = runOf(sequence);
            int index = indexOf(run);
            long first = firstOf(run);
            while (true) {
                Chunk chunk = chunks.get(index);
                if (chunk != null && chunk.first == first) {
                    if (chunk.dropped) {
                        return null;
                    }
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
