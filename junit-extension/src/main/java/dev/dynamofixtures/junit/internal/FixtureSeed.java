package dev.dynamofixtures.junit.internal;

import dev.dynamofixtures.core.dataset.Dataset;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * What a test class's database starts from: the class (for names, such as a per-class table prefix), its seed,
 * and the instant its clock stands at when the fixture fixes one.
 */
public record FixtureSeed(Class<?> testClass, Dataset dataset, Optional<Instant> clock) {
    public FixtureSeed {
        Objects.requireNonNull(testClass, "testClass");
        Objects.requireNonNull(dataset, "dataset");
        Objects.requireNonNull(clock, "clock");
    }
}
