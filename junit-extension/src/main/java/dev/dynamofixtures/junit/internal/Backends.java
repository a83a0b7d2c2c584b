package dev.dynamofixtures.junit.internal;

import dev.dynamofixtures.junit.internal.backend.RemoteBackends;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;

/**
 * The backends fixtures can run on, by name; the first is the default. The others are remote backends
 * ({@code dynamodb-local}, {@code testcontainers}, {@code endpoint}), which reset tables instead of forking.
 */
public final class Backends {
    /** The default backend: this library's engine, forked per test. */
    public static final String IN_MEMORY = "in-memory";

    private static final Map<String, Supplier<Backend>> FACTORIES = new LinkedHashMap<>();

    static {
        FACTORIES.put(IN_MEMORY, InMemoryBackend::new);
        for (String remote : RemoteBackends.NAMES) {
            FACTORIES.put(remote, () -> new RemoteFixtureBackend(remote));
        }
    }

    private Backends() {
    }

    /** Every backend's name, the default first. */
    public static Set<String> names() {
        return Collections.unmodifiableSet(FACTORIES.keySet());
    }

    /** Whether the backend of this name is this library's engine, which forks, keeps a clock and expires items. */
    public static boolean isInMemory(String name) {
        return IN_MEMORY.equals(name);
    }

    /** A new instance of the backend of this name, if there is one. */
    public static Optional<Backend> create(String name) {
        Supplier<Backend> factory = FACTORIES.get(name);
        return factory == null ? Optional.empty() : Optional.of(factory.get());
    }
}
