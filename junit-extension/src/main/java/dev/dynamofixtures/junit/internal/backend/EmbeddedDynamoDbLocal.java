package dev.dynamofixtures.junit.internal.backend;

import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.dynamodb.services.local.embedded.DynamoDBEmbedded;
import software.amazon.dynamodb.services.local.shared.access.AmazonDynamoDBLocal;

/**
 * The one class that touches DynamoDB Local: its embedded, in-memory mode, started once per JVM on first use (a
 * few seconds) and shut down when the JVM exits. Loaded only when the dynamodb-local backend is opened, after
 * {@link OptionalDependencies#requireDynamoDbLocal} has checked that DynamoDB Local is on the class path.
 */
final class EmbeddedDynamoDbLocal {
    private static EmbeddedDynamoDbLocal shared;

    private final DynamoDbClient client;
    private final DynamoDbAsyncClient asyncClient;

    private EmbeddedDynamoDbLocal(DynamoDbClient client, DynamoDbAsyncClient asyncClient) {
        this.client = client;
        this.asyncClient = asyncClient;
    }

    /** The JVM's DynamoDB Local, started now if it is not yet (finding its native SQLite library first). */
    static synchronized EmbeddedDynamoDbLocal shared() {
        if (shared == null) {
            Sqlite4javaNatives.install();
            AmazonDynamoDBLocal local;
            try {
                local = DynamoDBEmbedded.create(true);
                local.dynamoDbClient().listTables();
            } catch (RuntimeException | LinkageError e) {
                throw new BackendSetupException("DynamoDB Local did not start in-process: " + e
                        + ". Its native SQLite library was taken from " + System.getProperty(Sqlite4javaNatives.PROPERTY)
                        + " (system property " + Sqlite4javaNatives.PROPERTY + "); check that it matches this "
                        + "platform (" + System.getProperty("os.name") + ", " + System.getProperty("os.arch")
                        + ") and that the AWS SDK modules on the class path share one version (import the SDK BOM).",
                        e);
            }
            Runtime.getRuntime().addShutdownHook(new Thread(local::shutdownNow, "dynamo-fixtures-dynamodb-local-stop"));
            shared = new EmbeddedDynamoDbLocal(local.dynamoDbClient(), local.dynamoDbAsyncClient());
        }
        return shared;
    }

    /** DynamoDB Local's client, with the server's own table names. */
    DynamoDbClient client() {
        return client;
    }

    /** DynamoDB Local's asynchronous client, with the server's own table names. */
    DynamoDbAsyncClient asyncClient() {
        return asyncClient;
    }
}
