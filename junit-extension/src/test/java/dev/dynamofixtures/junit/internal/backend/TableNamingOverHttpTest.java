package dev.dynamofixtures.junit.internal.backend;

import dev.dynamofixtures.core.InMemoryDynamo;
import java.net.URI;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** The table-name interceptor in an SDK client of the engine's HTTP endpoint. */
class TableNamingOverHttpTest extends TableNamingContract {
    private static InMemoryDynamo dynamo;
    private static URI endpoint;

    @BeforeAll
    static void startEngine() {
        dynamo = InMemoryDynamo.create();
        endpoint = dynamo.startServer().endpoint();
    }

    @AfterAll
    static void stopEngine() {
        dynamo.close();
    }

    @Override
    DynamoDbClient server() {
        return dynamo.client();
    }

    @Override
    DynamoDbClient mapped(TableNames naming) {
        return RemoteClients.sync(endpoint, Region.US_EAST_1, naming);
    }
}
