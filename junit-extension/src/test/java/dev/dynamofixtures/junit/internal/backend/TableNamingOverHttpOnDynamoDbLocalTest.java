package dev.dynamofixtures.junit.internal.backend;

import dev.dynamofixtures.core.internal.server.DynamoHttpServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The table-name interceptor in an SDK client speaking HTTP to DynamoDB Local (through this library's endpoint in
 * front of DynamoDB Local's embedded client, which serves no HTTP of its own).
 */
class TableNamingOverHttpOnDynamoDbLocalTest extends TableNamingContract {
    private static DynamoHttpServer http;

    @BeforeAll
    static void serveDynamoDbLocal() {
        http = DynamoHttpServer.start(EmbeddedDynamoDbLocal.shared().client(), 0);
    }

    @AfterAll
    static void stopServing() {
        http.close();
    }

    @Override
    DynamoDbClient server() {
        return EmbeddedDynamoDbLocal.shared().client();
    }

    @Override
    DynamoDbClient mapped(TableNames naming) {
        return RemoteClients.sync(http.endpoint(), Region.US_EAST_1, naming);
    }

    @Override
    boolean supportsPartiql() {
        return true;
    }
}
