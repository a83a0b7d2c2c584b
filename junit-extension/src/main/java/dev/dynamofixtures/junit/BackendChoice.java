package dev.dynamofixtures.junit;

import dev.dynamofixtures.junit.internal.Backend;
import dev.dynamofixtures.junit.internal.Backends;
import java.util.Optional;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Which backend a fixture runs on: the configuration parameter (or system property) {@code dynamofixtures.backend},
 * else the environment variable {@code DYNAMOFIXTURES_BACKEND}, else the annotation's {@code backend}, else
 * {@code in-memory}. Each backend is created once per run and kept in the root context's store.
 */
final class BackendChoice {
    static final String PROPERTY = "dynamofixtures.backend";
    static final String ENVIRONMENT_VARIABLE = "DYNAMOFIXTURES_BACKEND";

    private BackendChoice() {
    }

    /**
     * The run's instance of the backend chosen for this fixture.
     *
     * @throws ExtensionConfigurationException for an unknown name, saying where it came from and listing the valid ones
     */
    static Backend backend(ExtensionContext owner, DynamoFixture fixture, String where) {
        String name = name(owner, fixture, where);
        return owner.getRoot().getStore(Fixtures.NAMESPACE)
                .getOrComputeIfAbsent(new StoreKey("backend", name),
                        key -> new StoredBackend(Backends.create(name).orElseThrow()), StoredBackend.class)
                .backend();
    }

    /**
     * The name of the backend chosen for this fixture.
     *
     * @throws ExtensionConfigurationException for an unknown name, saying where it came from and listing the valid ones
     */
    static String name(ExtensionContext owner, DynamoFixture fixture, String where) {
        String name;
        String from;
        // JUnit falls back to system properties itself, except where implicit parameters are off (the EngineTestKit)
        Optional<String> property = owner.getConfigurationParameter(PROPERTY)
                .or(() -> Optional.ofNullable(System.getProperty(PROPERTY)))
                .map(String::trim).filter(s -> !s.isEmpty());
        String environment = System.getenv(ENVIRONMENT_VARIABLE);
        if (property.isPresent()) {
            name = property.get();
            from = "the configuration parameter or system property " + PROPERTY;
        } else if (environment != null && !environment.isBlank()) {
            name = environment.trim();
            from = "the environment variable " + ENVIRONMENT_VARIABLE;
        } else if (!fixture.backend().isBlank()) {
            name = fixture.backend().trim();
            from = where;
        } else {
            name = Backends.IN_MEMORY;
            from = "the default";
        }
        if (!Backends.names().contains(name)) {
            throw new ExtensionConfigurationException("Unknown Dynamo Fixtures backend \"" + name + "\" (from " + from
                    + "); the backends are: " + String.join(", ", Backends.names()));
        }
        return name;
    }
}
