package dev.dynamofixtures.junit.internal;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;

/** The backends fixtures can run on, by name; the first is the default. */
public final class Backends {
    /** The default backend: this library's engine, forked per test. */
    public static final String IN_MEMORY = "in-memory";

    private static final Map<String, Supplier<Backend>> FACTORIES = new LinkedHashMap<>();

    static {
        FACTORIES.put(IN_MEMORY, InMemoryBackend::new);
    }

    private Backends() {
    }

    /** Every backend's name, the default first. */
    public static Set<String> names() {
        return Collections.unmodifiableSet(FACTORIES.keySet());
    }

    /** A new instance of the backend of this name, if there is one. */
    public static Optional<Backend> create(String name) {
        Supplier<Backend> factory = FACTORIES.get(name);
        return factory == null ? Optional.empty() : Optional.of(factory.get());
    }
}
