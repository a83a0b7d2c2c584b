package dev.dynamofixtures.core.server;

import java.net.URI;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.dynamodb.services.local.monitoring.Telemetry;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;
import software.amazon.dynamodb.services.local.server.LocalDynamoDBRequestHandler;
import software.amazon.dynamodb.services.local.server.LocalDynamoDBServerHandler;

/**
 * Amazon's DynamoDB Local 3.3.1 in its HTTP server mode (in-memory, Jetty on a free loopback port): the
 * oracle for wire-level behaviour. Started once per JVM (a few seconds) and shared; {@link #reset()} drops
 * every table.
 */
public final class LocalHttpServer {
    private static Server server;
    private static URI endpoint;
    private static DynamoDbClient client;

    private LocalHttpServer() {
    }

    /** The endpoint of the shared DynamoDB Local server, starting it on first use. */
    public static synchronized URI endpoint() {
        if (server == null) {
            start();
        }
        return endpoint;
    }

    /** An SDK client of the shared DynamoDB Local server. */
    public static synchronized DynamoDbClient client() {
        if (client == null) {
            client = SdkClients.sync(endpoint());
        }
        return client;
    }

    /** Deletes every table, so the next test starts from an empty database. */
    public static synchronized void reset() {
        DynamoDbClient c = client();
        for (String table : c.listTables().tableNames()) {
            c.deleteTable(b -> b.tableName(table));
        }
    }

    private static void start() {
        try {
            Telemetry.configureTelemetry("LOCAL", "in_memory", false);
            LocalDynamoDBRequestHandler requests = new LocalDynamoDBRequestHandler(0, true, null, true, false);
            LocalDynamoDBServerHandler handler = new LocalDynamoDBServerHandler(requests, "*");
            DynamoDBProxyServer proxy = new DynamoDBProxyServer(0, handler);
            Server jetty = new Server();
            ServerConnector connector = new ServerConnector(jetty);
            connector.setHost("127.0.0.1");
            connector.setPort(0);
            jetty.addConnector(connector);
            jetty.setHandler(proxy.setUpHandler(handler));
            jetty.start();
            server = jetty;
            endpoint = URI.create("http://127.0.0.1:" + connector.getLocalPort());
            Runtime.getRuntime().addShutdownHook(new Thread(LocalHttpServer::stop, "dynamodb-local-http-stop"));
        } catch (Exception e) {
            throw new IllegalStateException("DynamoDB Local's server did not start", e);
        }
    }

    private static void stop() {
        try {
            server.stop();
        } catch (Exception e) {
            // The JVM is exiting; nothing to do.
        }
    }
}
