package dev.dynamofixtures.samples.datasets;

import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.dynamodb.services.local.embedded.DynamoDBEmbedded;
import software.amazon.dynamodb.services.local.shared.access.AmazonDynamoDBLocal;

/**
 * Amazon's DynamoDB Local, in-process and in-memory: the oracle the sample datasets are compared against. Started
 * once per JVM and stopped when it exits; the README's dataset example loads into it too.
 */
public final class DynamoDbLocal {
    private static DynamoDbClient client;

    private DynamoDbLocal() {
    }

    /** A client of DynamoDB Local, with every table deleted. */
    public static synchronized DynamoDbClient emptyClient() {
        if (client == null) {
            AmazonDynamoDBLocal local = DynamoDBEmbedded.create(true);
            client = local.dynamoDbClient();
            Runtime.getRuntime().addShutdownHook(new Thread(local::shutdownNow, "dynamodb-local-shutdown"));
        }
        for (String table : client.listTables().tableNames()) {
            client.deleteTable(b -> b.tableName(table));
        }
        return client;
    }
}
