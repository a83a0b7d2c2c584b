package dev.dynamofixtures.core.internal.storage;

import java.time.Clock;
import java.time.Instant;
import java.util.function.Supplier;

/**
 * The clock of the write running on this thread, which stamps the stream records it produces. The engine runs
 * every write inside {@link #during}; writes outside one (a table built directly in a unit test) read the system
 * clock. The clock is read only when a record is made, so writes to tables without a stream never read it.
 */
public final class StreamClock {
    private static final ThreadLocal<Clock> CURRENT = new ThreadLocal<>();

    private StreamClock() {
    }

    /** Runs {@code write} with {@code clock} as the clock of its stream records. */
    public static <R> R during(Clock clock, Supplier<R> write) {
        Clock outer = CURRENT.get();
        CURRENT.set(clock);
        try {
            return write.get();
        } finally {
            if (outer == null) {
                CURRENT.remove();
            } else {
                CURRENT.set(outer);
            }
        }
    }

    static Instant now() {
        Clock clock = CURRENT.get();
        return clock == null ? Instant.now() : clock.instant();
    }
}
