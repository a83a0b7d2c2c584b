package dev.dynamofixtures.junit.internal.backend;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dynamofixtures.core.InMemoryDynamo;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;

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

    @Test
    void the_engines_message_about_a_missing_table_names_it_without_the_prefix() {
        DynamoDbClient client = mapped(TableNames.prefix("hidden_"));

        assertThatThrownBy(() -> client.describeTable(b -> b.tableName("missing")))
                .isInstanceOf(ResourceNotFoundException.class)
                .hasMessageStartingWith("Requested resource not found: Table: missing not found");
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
