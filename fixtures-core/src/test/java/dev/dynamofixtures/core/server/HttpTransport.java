package dev.dynamofixtures.core.server;

import dev.dynamofixtures.core.InMemoryDynamo;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Lets the differential suite run over HTTP: with the system property {@value #PROPERTY}{@code =http}, the
 * engine is reached through an SDK client of its endpoint and DynamoDB Local through its own server mode,
 * so results and errors are compared as they come off the wire.
 */
public final class HttpTransport {
    public static final String PROPERTY = "dynamofixtures.differential.transport";

    private HttpTransport() {
    }

    /** True when the differential suite should talk HTTP to both sides. */
    public static boolean selected() {
        return "http".equals(System.getProperty(PROPERTY));
    }

    /** The client the differential suite uses for the engine: its own, or an SDK client of its endpoint. */
    public static DynamoDbClient engineClient(InMemoryDynamo engine) {
        return selected() ? SdkClients.sync(engine.startServer().endpoint()) : engine.client();
    }

    /** An SDK DynamoDB Streams client of DynamoDB Local's server mode. */
    public static software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient localStreamsClient() {
        return SdkClients.streams(LocalHttpServer.endpoint());
    }

    /** The Streams client the differential suite uses for the engine: its own, or an SDK client of its endpoint. */
    public static software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient engineStreamsClient(
            InMemoryDynamo engine) {
        return selected() ? SdkClients.streams(engine.startServer().endpoint()) : engine.streamsClient();
    }

    /** An SDK client of DynamoDB Local's server mode. */
    public static DynamoDbClient localClient() {
        return LocalHttpServer.client();
    }
}
