package dev.dynamofixtures.junit.testcases.backends;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dynamofixtures.junit.DynamoFixture;
import dev.dynamofixtures.junit.internal.backend.DynamoDbLocalServer;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Table names on a shared DynamoDB Local: the server holds them with the prefix, test code sees its own. */
public class TablePrefixTestCases {
    /** A prefix the class chooses. */
    @DynamoFixture(seed = "/dev/dynamofixtures/junit/testcases/orders.yml", backend = "dynamodb-local",
            tablePrefix = "wiring_")
    public static class Chosen {
        @Test
        void the_server_holds_the_prefixed_name_and_the_test_sees_the_plain_one(DynamoDbClient dynamo) {
            assertThat(DynamoDbLocalServer.tableNames()).contains("wiring_orders").doesNotContain("orders");
            assertThat(dynamo.listTables().tableNames()).containsExactly("orders");
            assertThat(dynamo.describeTable(b -> b.tableName("orders")).table().tableName()).isEqualTo("orders");
        }
    }

    /** No prefix chosen: one unique to the class and the run. */
    @DynamoFixture(seed = "/dev/dynamofixtures/junit/testcases/orders.yml", backend = "dynamodb-local")
    public static class Unique {
        @Test
        void the_server_holds_the_name_with_a_prefix_unique_to_the_class(DynamoDbClient dynamo) {
            assertThat(DynamoDbLocalServer.tableNames()).anyMatch(name -> name.matches("dfx_\\w+_\\d+_orders"));
            assertThat(dynamo.listTables().tableNames()).containsExactly("orders");
        }
    }
}
