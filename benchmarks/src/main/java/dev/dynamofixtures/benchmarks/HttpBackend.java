package dev.dynamofixtures.benchmarks;

import dev.dynamofixtures.core.DynamoServer;
import dev.dynamofixtures.core.InMemoryDynamo;
import java.net.URI;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.dynamodb.services.local.monitoring.Telemetry;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;
import software.amazon.dynamodb.services.local.server.LocalDynamoDBRequestHandler;
import software.amazon.dynamodb.services.local.server.LocalDynamoDBServerHandler;

/**
 * The two HTTP endpoints measured side by side, each reached by an SDK client with {@code endpointOverride}
 * on a loopback port: the engine's endpoint ({@code InMemoryDynamo.startServer()}) and DynamoDB Local's
 * server mode (in-memory, Jetty).
 */
public enum HttpBackend {
    IN_MEMORY_HTTP {
        @Override
        Running start() {
            InMemoryDynamo dynamo = InMemoryDynamo.create();
            DynamoServer server = dynamo.startServer();
            return new Running(client(server.endpoint()), dynamo.client(), dynamo::close);
        }
    },
    DYNAMODB_LOCAL_HTTP {
        @Override
        Running start() {
            try {
                Telemetry.configureTelemetry("LOCAL", "in_memory", false);
                LocalDynamoDBRequestHandler requests = new LocalDynamoDBRequestHandler(0, true, null, true, false);
                LocalDynamoDBServerHandler handler = new LocalDynamoDBServerHandler(requests, "*");
                Server jetty = new Server();
                ServerConnector connector = new ServerConnector(jetty);
                connector.setHost("127.0.0.1");
                connector.setPort(0);
                jetty.addConnector(connector);
                jetty.setHandler(new DynamoDBProxyServer(0, handler).setUpHandler(handler));
                jetty.start();
                DynamoDbClient client = client(URI.create("http://127.0.0.1:" + connector.getLocalPort()));
                return new Running(client, client, () -> stop(jetty, requests));
            } catch (Exception e) {
                throw new IllegalStateException("DynamoDB Local's server did not start", e);
            }
        }
    };

    abstract Running start();

    /** A started endpoint: the SDK client of it, a client to seed it fast, and how to stop it. */
    record Running(DynamoDbClient client, DynamoDbClient seeder, Runnable stop) implements AutoCloseable {
        @Override
        public void close() {
            client.close();
            stop.run();
        }
    }

    static HttpBackend of(String name) {
        return valueOf(name.toUpperCase().replace('-', '_'));
    }

    private static DynamoDbClient client(URI endpoint) {
        return DynamoDbClient.builder().endpointOverride(endpoint).region(Region.US_EAST_1)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("bench", "bench")))
                .build();
    }

    private static void stop(Server jetty, LocalDynamoDBRequestHandler requests) {
        try {
            jetty.stop();
            requests.shutdown();
        } catch (Exception e) {
            throw new IllegalStateException("DynamoDB Local's server did not stop", e);
        }
    }
}
