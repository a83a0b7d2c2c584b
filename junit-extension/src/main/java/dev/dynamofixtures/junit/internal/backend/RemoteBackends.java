package dev.dynamofixtures.junit.internal.backend;

import java.util.List;
import java.util.Objects;

/** Opens a {@link RemoteBackend} by the name users write ({@code dynamodb-local}, {@code testcontainers}, {@code endpoint}). */
public final class RemoteBackends {
    /** The names of the backends this class opens, in the order the README lists them. */
    public static final List<String> NAMES =
            List.of(DynamoDbLocalBackend.NAME, TestcontainersBackend.NAME, EndpointBackend.NAME);

    private RemoteBackends() {
    }

    /**
     * Opens the backend called {@code name}, seeing tables through {@code naming}.
     *
     * @throws IllegalArgumentException    when {@code name} is none of {@link #NAMES}
     * @throws BackendSetupException       when the backend cannot start because of the project's setup
     * @throws BackendUnavailableException when it cannot run on this machine (report as skipped)
     */
    public static RemoteBackend open(String name, TableNames naming) {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(naming, "naming");
        switch (name) {
            case DynamoDbLocalBackend.NAME:
                return DynamoDbLocalBackend.open(naming);
            case TestcontainersBackend.NAME:
                return TestcontainersBackend.open(naming);
            case EndpointBackend.NAME:
                return EndpointBackend.open(naming);
            default:
                throw new IllegalArgumentException("Unknown backend '" + name + "'; the backends besides in-memory are "
                        + String.join(", ", NAMES));
        }
    }
}
