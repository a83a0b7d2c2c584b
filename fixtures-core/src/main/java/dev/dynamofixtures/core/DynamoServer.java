package dev.dynamofixtures.core;

import java.net.URI;

/**
 * A running HTTP endpoint that speaks DynamoDB's JSON protocol over an {@link InMemoryDynamo}, for clients
 * built from an endpoint URL: the AWS CLI, other languages' SDKs, or an SDK client with
 * {@code endpointOverride}. Started by {@link InMemoryDynamo#startServer()}; stopped by {@link #close()}
 * or when its engine is closed.
 *
 * <pre>{@code
 * try (InMemoryDynamo dynamo = InMemoryDynamo.create()) {
 *     DynamoServer server = dynamo.startServer();
 *     DynamoDbClient client = DynamoDbClient.builder()
 *             .endpointOverride(server.endpoint())
 *             .region(Region.US_EAST_1)
 *             .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("key", "secret")))
 *             .build();
 *     client.listTables();
 * }
 * }</pre>
 */
public interface DynamoServer extends AutoCloseable {
    /** The URL clients send requests to, e.g. {@code http://127.0.0.1:8000}. */
    URI endpoint();

    /** The TCP port the endpoint listens on (the one chosen by the system if it was started on port 0). */
    int port();

    /** Stops serving: lets requests in progress finish (briefly), then closes every connection. Idempotent. */
    @Override
    void close();
}
