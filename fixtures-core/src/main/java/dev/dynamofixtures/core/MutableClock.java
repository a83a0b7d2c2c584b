package dev.dynamofixtures.core;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicReference;

/**
 * A clock that stands still until the test moves it: give it to {@link InMemoryDynamo.Builder#clock(Clock)}
 * to make creation timestamps and time to live deterministic.
 *
 * <pre>{@code
 * MutableClock clock = MutableClock.at(Instant.parse("2030-01-01T00:00:00Z"));
 * try (InMemoryDynamo dynamo = InMemoryDynamo.builder().clock(clock).build()) {
 *     // ... enable time to live on "expiresAt", put an item expiring in one hour ...
 *     clock.advance(Duration.ofHours(2));
 *     int removed = dynamo.expireItems();   // 1
 * }
 * }</pre>
 *
 * <h2>Thread safety</h2>
 * Safe to read and move from many threads. Clocks made by {@link #withZone(ZoneId)} share this clock's time:
 * moving one moves all of them.
 */
public final class MutableClock extends Clock {
    private final AtomicReference<Instant> now;
    private final ZoneId zone;

    private MutableClock(AtomicReference<Instant> now, ZoneId zone) {
        this.now = now;
        this.zone = zone;
    }

    /** A clock standing at {@code start}, in UTC. */
    public static MutableClock at(Instant start) {
        Objects.requireNonNull(start, "start");
        return new MutableClock(new AtomicReference<>(start), ZoneOffset.UTC);
    }

    /** The instant this clock stands at. */
    @Override
    public Instant instant() {
        return now.get();
    }

    /** Moves this clock forward by {@code duration} (backward if it is negative) and returns the new instant. */
    public Instant advance(Duration duration) {
        Objects.requireNonNull(duration, "duration");
        return now.updateAndGet(instant -> instant.plus(duration));
    }

    /** Moves this clock to {@code instant}, forward or backward. */
    public void set(Instant instant) {
        now.set(Objects.requireNonNull(instant, "instant"));
    }

    @Override
    public ZoneId getZone() {
        return zone;
    }

    /** A view of this clock in another zone; it shares this clock's time. */
    @Override
    public MutableClock withZone(ZoneId zone) {
        Objects.requireNonNull(zone, "zone");
        return zone.equals(this.zone) ? this : new MutableClock(now, zone);
    }

    @Override
    public String toString() {
        return "MutableClock[" + now.get() + "," + zone + "]";
    }
}
