package dev.dynamofixtures.junit.internal.backend;

import java.util.Objects;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * The {@code dynamodb-local} backend: Amazon's DynamoDB Local, in-process and in-memory, without Docker. The user
 * adds {@code software.amazon.dynamodb:DynamoDBLocal} as a test dependency; its native SQLite library is found in
 * the Maven repository by {@link Sqlite4javaNatives}. One DynamoDB Local runs per JVM, shared by every backend
 * opened on it, each seeing only its own {@link TableNames}; endpoint clients reach it through this library's HTTP
 * endpoint in front of the mapping client.
 */
public final class DynamoDbLocalBackend extends AbstractRemoteBackend {
    /** The backend's name in {@code @DynamoFixture(backend = ...)} and {@code -Ddynamofixtures.backend}. */
    public static final String NAME = "dynamodb-local";

    private DynamoDbLocalBackend(TableNames naming, EmbeddedDynamoDbLocal local) {
        super(NAME, naming, TableNamingClients.wrap(local.client(), naming),
                () -> TableNamingClients.wrap(local.asyncClient(), naming), Optional.empty(), false);
    }

    /**
     * Opens the backend on the JVM's DynamoDB Local (starting it on first use), seeing tables through {@code naming}.
     *
     * @throws BackendSetupException when DynamoDB Local is not on the class path (naming the Maven dependencies to
     *                               add), its native library is nowhere to be found, or it fails to start
     */
    public static DynamoDbLocalBackend open(TableNames naming) {
        return open(naming, OptionalDependencies::present);
    }

    /** {@link #open(TableNames)}, with the test of whether a class is on the class path given. */
    static DynamoDbLocalBackend open(TableNames naming, Predicate<String> classPresent) {
        Objects.requireNonNull(naming, "naming");
        OptionalDependencies.requireDynamoDbLocal(classPresent);
        return new DynamoDbLocalBackend(naming, EmbeddedDynamoDbLocal.shared());
    }
}
