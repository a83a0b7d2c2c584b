package dev.dynamofixtures.junit.internal.backend;

import dev.dynamofixtures.core.dataset.Dataset;
import dev.dynamofixtures.core.internal.server.DynamoHttpServer;
import java.net.URI;
import java.time.Clock;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * What every {@link RemoteBackend} does the same way, given its clients (already mapping table names): reset by
 * {@link TableReset}, an endpoint (the server's own URL when names are unchanged, else this library's HTTP endpoint
 * in front of the mapping client, so code under test that builds its own client keeps its table names too), and a
 * close that deletes this naming's tables. Thread-safe; {@link #close()} is idempotent.
 */
abstract class AbstractRemoteBackend implements RemoteBackend {
    private final String name;
    private final TableNames naming;
    private final DynamoDbClient client;
    private final Supplier<DynamoDbAsyncClient> asyncClientFactory;
    private final Optional<URI> serverEndpoint;
    private final boolean ownsClients;
    private DynamoDbAsyncClient asyncClient;
    private DynamoHttpServer front;
    private boolean closed;

    /**
     * @param client             the server's client, mapping names by {@code naming}
     * @param asyncClientFactory builds the asynchronous client, mapping names, on first use
     * @param serverEndpoint     the server's own URL, if it has one
     * @param ownsClients        whether {@link #close()} closes the clients (not when they are the shared engine's)
     */
    AbstractRemoteBackend(String name, TableNames naming, DynamoDbClient client,
                          Supplier<DynamoDbAsyncClient> asyncClientFactory, Optional<URI> serverEndpoint,
                          boolean ownsClients) {
        this.name = Objects.requireNonNull(name, "name");
        this.naming = Objects.requireNonNull(naming, "naming");
        this.client = Objects.requireNonNull(client, "client");
        this.asyncClientFactory = Objects.requireNonNull(asyncClientFactory, "asyncClientFactory");
        this.serverEndpoint = Objects.requireNonNull(serverEndpoint, "serverEndpoint");
        this.ownsClients = ownsClients;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public TableNames tableNames() {
        return naming;
    }

    @Override
    public DynamoDbClient client() {
        checkOpen();
        return client;
    }

    @Override
    public synchronized DynamoDbAsyncClient asyncClient() {
        checkOpen();
        if (asyncClient == null) {
            asyncClient = asyncClientFactory.get();
        }
        return asyncClient;
    }

    @Override
    public synchronized URI endpoint() {
        checkOpen();
        if (naming.isIdentity() && serverEndpoint.isPresent()) {
            return serverEndpoint.get();
        }
        if (front == null) {
            front = DynamoHttpServer.start(client, 0);
        }
        return front.endpoint();
    }

    @Override
    public void reset(Dataset seed, Clock clock) {
        Objects.requireNonNull(seed, "seed");
        Objects.requireNonNull(clock, "clock");
        checkOpen();
        TableReset.reset(client, seed, clock);
    }

    @Override
    public void close() {
        DynamoHttpServer server;
        DynamoDbAsyncClient async;
        synchronized (this) {
            if (closed) {
                return;
            }
            closed = true;
            server = front;
            async = asyncClient;
        }
        try {
            TableReset.deleteTables(client, Set.of());
        } finally {
            if (server != null) {
                server.close();
            }
            if (ownsClients) {
                client.close();
                if (async != null) {
                    async.close();
                }
            }
        }
    }

    @Override
    public String toString() {
        return name + " backend, " + naming;
    }

    private synchronized void checkOpen() {
        if (closed) {
            throw new IllegalStateException("The " + name + " backend is closed");
        }
    }
}
