package dev.dynamofixtures.core;

import static org.assertj.core.api.Assertions.assertThat;

import software.amazon.dynamodb.services.local.embedded.DynamoDBEmbedded;
import software.amazon.dynamodb.services.local.shared.access.AmazonDynamoDBLocal;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

class DynamoDbLocalSmokeTest {
    @Test
    void dynamodb_local_starts_in_process_and_lists_no_tables() {
        AmazonDynamoDBLocal local = DynamoDBEmbedded.create(true);
        try {
            DynamoDbClient client = local.dynamoDbClient();
            assertThat(client.listTables().tableNames()).isEmpty();
        } finally {
            local.shutdownNow();
        }
    }
}
