package dev.dynamofixtures.junit.internal;

import dev.dynamofixtures.core.dataset.Dataset;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * What a test class's database starts from: the class, its seed, the instant its clock stands at when the fixture
 * fixes one, and the prefix a shared backend's server puts before its table names when the fixture sets one (else
 * a remote backend picks a unique one for the class).
 */
public record FixtureSeed(Class<?> testClass, Dataset dataset, Optional<Instant> clock, Optional<String> tablePrefix) {
    public FixtureSeed {
        Objects.requireNonNull(testClass, "testClass");
        Objects.requireNonNull(dataset, "dataset");
        Objects.requireNonNull(clock, "clock");
        Objects.requireNonNull(tablePrefix, "tablePrefix");
    }

    /** A seed without a table prefix. */
    public FixtureSeed(Class<?> testClass, Dataset dataset, Optional<Instant> clock) {
        this(testClass, dataset, clock, Optional.empty());
    }
}
