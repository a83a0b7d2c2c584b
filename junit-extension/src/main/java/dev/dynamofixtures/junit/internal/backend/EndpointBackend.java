package dev.dynamofixtures.junit.internal.backend;

import java.util.Objects;
import java.util.Optional;

/**
 * The {@code endpoint} backend: any DynamoDB at a URL (real AWS, LocalStack, ScyllaDB Alternator, DynamoDB Local
 * started elsewhere), with the AWS SDK's default credentials chain. Since such a server may hold other people's
 * tables, names are always mapped: a backend opened with {@link TableNames#identity()} uses
 * {@link TableNames#forRun()} instead, so every table it creates starts with {@code dfx_<run id>_}, and
 * {@link #close()} deletes them all.
 */
public final class EndpointBackend extends AbstractRemoteBackend {
    /** The backend's name in {@code @DynamoFixture(backend = ...)} and {@code -Ddynamofixtures.backend}. */
    public static final String NAME = "endpoint";

    private EndpointBackend(EndpointSettings settings, TableNames naming) {
        super(NAME, naming, RemoteClients.sync(settings.endpoint(), settings.region(), naming),
                () -> RemoteClients.async(settings.endpoint(), settings.region(), naming),
                Optional.of(settings.endpoint()), true);
    }

    /**
     * Opens the backend on the endpoint of {@link EndpointSettings#fromEnvironment()}.
     *
     * @throws BackendSetupException when no endpoint is configured
     */
    public static EndpointBackend open(TableNames naming) {
        return open(EndpointSettings.fromEnvironment(), naming);
    }

    /** Opens the backend on the endpoint of {@code settings}, seeing tables through {@code naming} (never identity). */
    public static EndpointBackend open(EndpointSettings settings, TableNames naming) {
        Objects.requireNonNull(settings, "settings");
        Objects.requireNonNull(naming, "naming");
        return new EndpointBackend(settings, naming.isIdentity() ? TableNames.forRun() : naming);
    }
}
