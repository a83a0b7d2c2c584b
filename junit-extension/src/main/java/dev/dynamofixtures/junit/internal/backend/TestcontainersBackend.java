package dev.dynamofixtures.junit.internal.backend;

import java.net.URI;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Predicate;
import software.amazon.awssdk.regions.Region;

/**
 * The {@code testcontainers} backend: DynamoDB Local in Docker ({@code amazon/dynamodb-local}) through
 * Testcontainers, which the user adds as a test dependency. One container runs per JVM, shared by every backend
 * opened on it, each seeing only its own {@link TableNames}. Without a Docker engine it is unavailable: opening it
 * throws {@link BackendUnavailableException}, which the extension reports as skipped tests.
 */
public final class TestcontainersBackend extends AbstractRemoteBackend {
    /** The backend's name in {@code @DynamoFixture(backend = ...)} and {@code -Ddynamofixtures.backend}. */
    public static final String NAME = "testcontainers";

    private TestcontainersBackend(URI endpoint, TableNames naming) {
        super(NAME, naming, RemoteClients.sync(endpoint, Region.US_EAST_1, naming),
                () -> RemoteClients.async(endpoint, Region.US_EAST_1, naming), Optional.of(endpoint), true);
    }

    /**
     * Opens the backend on the JVM's DynamoDB Local container (starting it on first use).
     *
     * @throws BackendSetupException       when Testcontainers is not on the class path (naming the dependency to
     *                                     add) or the container does not start
     * @throws BackendUnavailableException when there is no Docker engine
     */
    public static TestcontainersBackend open(TableNames naming) {
        return open(naming, OptionalDependencies::present);
    }

    /** {@link #open(TableNames)}, with the test of whether a class is on the class path given. */
    static TestcontainersBackend open(TableNames naming, Predicate<String> classPresent) {
        Objects.requireNonNull(naming, "naming");
        OptionalDependencies.requireTestcontainers(classPresent);
        return new TestcontainersBackend(DynamoDbLocalContainer.sharedEndpoint(), naming);
    }
}
