package dev.dynamofixtures.junit.internal.backend;

import dev.dynamofixtures.core.dataset.Dataset;
import java.net.URI;
import java.time.Clock;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * A DynamoDB that is not this library's engine, seen through one {@link TableNames}: Amazon's DynamoDB Local
 * in-process ({@code dynamodb-local}), DynamoDB Local in a container ({@code testcontainers}), or any endpoint
 * ({@code endpoint}). Tests cannot fork it, so isolation is by {@link #reset(Dataset)} before each test.
 *
 * <h2>How the extension uses it</h2>
 * <pre>{@code
 * RemoteBackend backend = RemoteBackends.open(name, TableNames.unique());  // once per test class (beforeAll)
 * backend.reset(seed);                    // before each test: the seed's tables, and nothing else of this naming
 * inject(backend.client(), backend.asyncClient(), backend.endpoint());
 * backend.close();                        // after the class: its tables deleted, its clients closed
 * }</pre>
 * Opening may throw {@link BackendUnavailableException} (report the class's tests as skipped, with its message) or
 * {@link BackendSetupException} (fail them, with its message). The engine behind a backend is started once per
 * JVM and shared by every backend opened on it (DynamoDB Local's start costs seconds); opening one is cheap.
 *
 * <h2>Table names</h2>
 * Test code uses its own table names everywhere: in {@link #client()}, {@link #asyncClient()}, through
 * {@link #endpoint()}, and in the datasets given to {@link #reset(Dataset)}. The server sees them mapped by
 * {@link #tableNames()} (a prefix such as {@code dfx_k2x9a1_3_}), so classes sharing a server never see each
 * other's tables. The {@code endpoint} backend always maps names, since its server may hold tables of others.
 *
 * <p>Implementations are thread-safe: tests of one class may run in parallel on one backend (and then share its
 * tables).
 */
public interface RemoteBackend extends AutoCloseable {
    /** The backend's name as users write it: {@code dynamodb-local}, {@code testcontainers} or {@code endpoint}. */
    String name();

    /** How test code's table names map to the server's. */
    TableNames tableNames();

    /** A client of this backend, mapping table names both ways; closed by {@link #close()}, not by callers. */
    DynamoDbClient client();

    /** An asynchronous client of this backend, mapping table names both ways; built on first use. */
    DynamoDbAsyncClient asyncClient();

    /**
     * An HTTP endpoint for clients built by code under test; started on first use. It maps table names as
     * {@link #client()} does (unless names are unchanged, when it may be the server's own URL).
     */
    URI endpoint();

    /**
     * Resets this backend to {@code seed} alone: deletes the seed's tables and every other table of this
     * {@link #tableNames()} (those created during the previous test), waits until they are gone, then loads the
     * seed through {@link #client()} with {@link Dataset#loadInto(DynamoDbClient, Clock)}, relative times by
     * {@code clock}.
     */
    void reset(Dataset seed, Clock clock);

    /** {@link #reset(Dataset, Clock)} with relative times by the system clock. */
    default void reset(Dataset seed) {
        reset(seed, Clock.systemUTC());
    }

    /**
     * Deletes every table of this {@link #tableNames()}, stops the endpoint and closes the clients; the shared
     * engine keeps running for other backends and stops when the JVM exits. Idempotent.
     */
    @Override
    void close();
}
