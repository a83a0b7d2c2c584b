package dev.dynamofixtures.junit.internal.backend;

import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** The table-name proxy over DynamoDB Local's embedded client. */
class TableNamingProxyOnDynamoDbLocalTest extends TableNamingContract {

    @Override
    DynamoDbClient server() {
        return EmbeddedDynamoDbLocal.shared().client();
    }

    @Override
    DynamoDbClient mapped(TableNames naming) {
        return TableNamingClients.wrap(server(), naming);
    }

    @Override
    boolean supportsPartiql() {
        return true;
    }
}
