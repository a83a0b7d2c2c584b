package dev.dynamofixtures.junit.internal.backend;

import java.lang.reflect.Proxy;
import java.util.Objects;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.core.SdkResponse;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Table-name mapping for clients that are already built (the engine's, DynamoDB Local's embedded client): a
 * {@link Proxy} over the client interface that rewrites each operation's request and response (or future) and
 * exceptions with {@link TableNameRewriter}, as {@link TableNameInterceptor} does inside an SDK client.
 *
 * <p>A {@link ClientProxy}: the pages a paginator fetches are mapped too, and a waiter waits on mapped names.
 */
public final class TableNamingClients {
    private TableNamingClients() {
    }

    /** {@code client} with table names mapped by {@code naming}; the client itself when names are unchanged. */
    public static DynamoDbClient wrap(DynamoDbClient client, TableNames naming) {
        Objects.requireNonNull(client, "client");
        Objects.requireNonNull(naming, "naming");
        return naming.isIdentity() ? client : ClientProxy.proxy(DynamoDbClient.class, new Mapping(client, naming));
    }

    /** {@code client} with table names mapped by {@code naming}; the client itself when names are unchanged. */
    public static DynamoDbAsyncClient wrap(DynamoDbAsyncClient client, TableNames naming) {
        Objects.requireNonNull(client, "client");
        Objects.requireNonNull(naming, "naming");
        return naming.isIdentity() ? client : ClientProxy.proxy(DynamoDbAsyncClient.class, new Mapping(client, naming));
    }

    /** Rewrites each operation's request to the server's names, and its answer or failure back to the test's. */
    private static final class Mapping extends ClientProxy {
        private final TableNames naming;
        private final TableNameRewriter rewriter;

        Mapping(Object client, TableNames naming) {
            super(client);
            this.naming = naming;
            this.rewriter = new TableNameRewriter(naming);
        }

        @Override
        protected Exchange start(SdkRequest request) {
            return new Exchange() {
                @Override
                public SdkRequest toSend() {
                    return rewriter.toServer(request);
                }

                @Override
                public SdkResponse completed(SdkResponse response) {
                    return rewriter.toTest(response);
                }

                @Override
                public Throwable failed(Throwable failure) {
                    return rewriter.toTest(failure);
                }
            };
        }

        @Override
        protected Throwable failedOutsideOperation(Throwable failure) {
            return rewriter.toTest(failure);
        }

        @Override
        protected String describe() {
            return " with table names " + naming;
        }
    }
}
