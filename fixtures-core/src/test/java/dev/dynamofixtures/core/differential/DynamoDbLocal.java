package dev.dynamofixtures.core.differential;

import dev.dynamofixtures.core.server.HttpTransport;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.dynamodb.services.local.embedded.DynamoDBEmbedded;
import software.amazon.dynamodb.services.local.shared.access.AmazonDynamoDBLocal;

/**
 * Amazon's DynamoDB Local 3.3.1, in-process and in-memory: the test oracle. Started once per JVM (a few
 * seconds) and shared by every differential test; {@link #reset()} drops all tables between tests.
 */
final class DynamoDbLocal {
    private static AmazonDynamoDBLocal local;
    private static DynamoDbClient client;

    private DynamoDbLocal() {
    }

    static synchronized DynamoDbClient client() {
        if (HttpTransport.selected()) {
            return HttpTransport.localClient();
        }
        if (client == null) {
            local = DynamoDBEmbedded.create(true);
            client = local.dynamoDbClient();
            Runtime.getRuntime().addShutdownHook(new Thread(local::shutdownNow, "dynamodb-local-shutdown"));
        }
        return client;
    }

    /**
     * DynamoDB Local's DynamoDB Streams client (in-process; over HTTP when the differential suite runs on HTTP,
     * where DynamoDB Local's own server answers the Streams API at the same endpoint).
     */
    static synchronized software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient streamsClient() {
        if (HttpTransport.selected()) {
            return HttpTransport.localStreamsClient();
        }
        client();
        return local.dynamoDbStreamsClient();
    }

    /** Deletes every table, so the next test starts from an empty database. */
    static synchronized void reset() {
        DynamoDbClient c = client();
        for (String table : c.listTables().tableNames()) {
            c.deleteTable(b -> b.tableName(table));
        }
    }
}
