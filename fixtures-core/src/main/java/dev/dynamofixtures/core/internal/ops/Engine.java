package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.storage.Database;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Function;

/**
 * Owns the current {@link Database} value and runs operations on it.
 *
 * <p>Reads take the current value once and never lock. Writes run one at a time under the write lock:
 * each computes the next value from the current one and publishes it with a single reference swap, so a
 * write (or a whole transaction) is seen entirely or not at all, and no write is lost. A write that throws
 * publishes nothing. {@link #fork()} is O(1): the fork starts from the same immutable value.
 */
public final class Engine {
    private final AtomicReference<Database> current;
    private final ReentrantLock writeLock = new ReentrantLock();
    private final EngineSettings settings;
    private volatile boolean closed;

    public Engine(EngineSettings settings) {
        this(settings, Database.empty());
    }

    private Engine(EngineSettings settings, Database initial) {
        this.settings = Objects.requireNonNull(settings, "settings");
        this.current = new AtomicReference<>(initial);
    }

    public EngineSettings settings() {
        return settings;
    }

    /** The current database value: a consistent snapshot that later writes never change. */
    public Database snapshot() {
        if (closed) {
            throw new IllegalStateException("This InMemoryDynamo is closed; create a new one (or fork one before closing it).");
        }
        return current.get();
    }

    /** Runs a read-only operation on the current snapshot. */
    public <R> R read(Function<Database, R> operation) {
        return operation.apply(snapshot());
    }

    /** Runs a write operation: computes the next database from the current one and publishes it. */
    public <R> R write(Function<Database, Outcome<R>> operation) {
        writeLock.lock();
        try {
            Database before = snapshot();
            Outcome<R> outcome = operation.apply(before);
            if (outcome.next() != before) {
                current.set(outcome.next());
            }
            return outcome.response();
        } finally {
            writeLock.unlock();
        }
    }

    /** Replaces the whole database (restoring a snapshot). */
    public void restore(Database database) {
        Objects.requireNonNull(database, "database");
        writeLock.lock();
        try {
            snapshot();
            current.set(database);
        } finally {
            writeLock.unlock();
        }
    }

    /** An independent engine starting from this one's current value, in O(1). */
    public Engine fork() {
        return new Engine(settings, snapshot());
    }

    /** An independent engine starting from this one's current value, in O(1), that reads another clock. */
    public Engine fork(java.time.Clock clock) {
        return new Engine(new EngineSettings(clock, settings.region(), settings.accountId()), snapshot());
    }

    public boolean isClosed() {
        return closed;
    }

    public void close() {
        closed = true;
    }
}
