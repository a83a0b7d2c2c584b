package dev.dynamofixtures.junit.internal;

import dev.dynamofixtures.core.InMemoryDynamo;
import dev.dynamofixtures.core.MutableClock;

/**
 * The {@code in-memory} backend: each test class gets an {@link InMemoryDynamo} seeded with the engine's bulk path,
 * each test an O(1) fork of it. Nothing runs between classes, so there is nothing to start or stop.
 */
final class InMemoryBackend implements Backend {
    @Override
    public String name() {
        return Backends.IN_MEMORY;
    }

    @Override
    public FixtureDatabase open(FixtureSeed seed) {
        MutableClock clock = seed.clock().map(MutableClock::at).orElse(null);
        InMemoryDynamo dynamo = clock == null ? InMemoryDynamo.create() : InMemoryDynamo.builder().clock(clock).build();
        try {
            dynamo.seed(seed.dataset());
        } catch (RuntimeException e) {
            dynamo.close();
            throw e;
        }
        return new InMemoryDatabase(dynamo, clock);
    }

    @Override
    public void close() {
    }
}
