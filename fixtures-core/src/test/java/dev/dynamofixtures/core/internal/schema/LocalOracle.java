package dev.dynamofixtures.core.internal.schema;

import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.dynamodb.services.local.embedded.DynamoDBEmbedded;
import software.amazon.dynamodb.services.local.shared.access.AmazonDynamoDBLocal;

/**
 * DynamoDB Local embedded in the test JVM for one test class, the oracle its table operations are compared with:
 * started before the class's tests, shut down after them. Register it in a static field
 * ({@code @RegisterExtension static final LocalOracle LOCAL = new LocalOracle();}).
 */
final class LocalOracle implements BeforeAllCallback, AfterAllCallback {
    private AmazonDynamoDBLocal local;
    private DynamoDbClient client;

    @Override
    public void beforeAll(ExtensionContext context) {
        local = DynamoDBEmbedded.create(true);
        client = local.dynamoDbClient();
    }

    @Override
    public void afterAll(ExtensionContext context) {
        local.shutdownNow();
    }

    /** A client of the running DynamoDB Local. */
    DynamoDbClient client() {
        return client;
    }
}
