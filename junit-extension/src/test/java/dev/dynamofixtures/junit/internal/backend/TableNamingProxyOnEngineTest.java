package dev.dynamofixtures.junit.internal.backend;

import dev.dynamofixtures.core.InMemoryDynamo;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** The table-name proxy over the engine's in-process client. */
class TableNamingProxyOnEngineTest extends TableNamingContract {
    private static InMemoryDynamo dynamo;

    @BeforeAll
    static void startEngine() {
        dynamo = InMemoryDynamo.create();
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
        return TableNamingClients.wrap(dynamo.client(), naming);
    }
}
