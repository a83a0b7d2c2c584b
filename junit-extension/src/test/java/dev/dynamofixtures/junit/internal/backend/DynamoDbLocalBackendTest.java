package dev.dynamofixtures.junit.internal.backend;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dynamofixtures.core.dataset.Dataset;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

@SuppressWarnings("unchecked") // the SDK's varargs of Consumer<Builder> and of items
class DynamoDbLocalBackendTest {
    static final Dataset SEED = Dataset.parse("orders.yml", """
            tables:
              orders:
                key: { order_id: S }
                indexes:
                  byCustomer: { partition: [ customer_id: S ] }
            items:
              orders:
                - { order_id: o1, customer_id: c1, amount: 200 }
                - { order_id: o2, customer_id: c2, amount: 15.5 }
            """);

    @Test
    void loads_the_seed_under_the_namings_prefix_and_reads_it_by_the_test_names() {
        // given
        try (RemoteBackend backend = DynamoDbLocalBackend.open(TableNames.unique())) {
            // when
            backend.reset(SEED);

            // then
            assertThat(backend.name()).isEqualTo("dynamodb-local");
            assertThat(backend.client().scan(b -> b.tableName("orders")).count()).isEqualTo(2);
            assertThat(raw().listTables().tableNames()).contains(backend.tableNames().toServer("orders"));
        }
    }

    @Test
    void reset_brings_back_the_seed_and_drops_what_the_previous_test_made() {
        // given
        try (RemoteBackend backend = DynamoDbLocalBackend.open(TableNames.unique())) {
            backend.reset(SEED);
            DynamoDbClient client = backend.client();
            client.deleteItem(b -> b.tableName("orders").key(Map.of("order_id", AttributeValue.fromS("o1"))));
            client.putItem(b -> b.tableName("orders").item(Map.of("order_id", AttributeValue.fromS("o9"))));
            client.createTable(b -> b.tableName("scratch").billingMode(BillingMode.PAY_PER_REQUEST)
                    .attributeDefinitions(a -> a.attributeName("id").attributeType(ScalarAttributeType.S))
                    .keySchema(k -> k.attributeName("id").keyType(KeyType.HASH)));

            // when
            backend.reset(SEED);

            // then
            assertThat(client.scan(b -> b.tableName("orders")).items())
                    .extracting(item -> item.get("order_id").s()).containsExactlyInAnyOrder("o1", "o2");
            assertThat(client.listTables().tableNames()).containsExactly("orders");
        }
    }

    @Test
    void backends_on_the_shared_dynamodb_local_do_not_see_each_others_tables() {
        // given
        try (RemoteBackend first = DynamoDbLocalBackend.open(TableNames.unique());
             RemoteBackend second = DynamoDbLocalBackend.open(TableNames.unique())) {
            first.reset(SEED);
            second.reset(SEED);

            // when
            first.client().deleteItem(b -> b.tableName("orders").key(Map.of("order_id", AttributeValue.fromS("o1"))));

            // then
            assertThat(first.client().scan(b -> b.tableName("orders")).count()).isEqualTo(1);
            assertThat(second.client().scan(b -> b.tableName("orders")).count()).isEqualTo(2);
        }
    }

    @Test
    void close_deletes_the_namings_tables_and_leaves_others() {
        // given
        RemoteBackend closing = DynamoDbLocalBackend.open(TableNames.unique());
        try (RemoteBackend staying = DynamoDbLocalBackend.open(TableNames.unique())) {
            closing.reset(SEED);
            staying.reset(SEED);

            // when
            closing.close();
            closing.close();

            // then
            assertThat(raw().listTables().tableNames())
                    .doesNotContain(closing.tableNames().toServer("orders"))
                    .contains(staying.tableNames().toServer("orders"));
            assertThatThrownBy(closing::client).isInstanceOf(IllegalStateException.class)
                    .hasMessage("The dynamodb-local backend is closed");
        }
    }

    @Test
    void the_endpoint_and_the_async_client_see_the_test_names_too() {
        // given
        try (RemoteBackend backend = DynamoDbLocalBackend.open(TableNames.unique())) {
            backend.reset(SEED);

            // when
            DynamoDbClient application = DynamoDbClient.builder().endpointOverride(backend.endpoint())
                    .region(Region.US_EAST_1)
                    .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("a", "b")))
                    .build();

            // then
            assertThat(application.getItem(b -> b.tableName("orders")
                    .key(Map.of("order_id", AttributeValue.fromS("o2")))).item().get("amount").n()).isEqualTo("15.5");
            assertThat(application.listTables().tableNames()).containsExactly("orders");
            assertThat(backend.asyncClient().describeTable(b -> b.tableName("orders")).join().table().tableName())
                    .isEqualTo("orders");
            assertThat(backend.asyncClient().listTables().join().tableNames()).containsExactly("orders");
            application.close();
        }
    }

    @Test
    void without_dynamodb_local_on_the_class_path_the_message_names_the_dependencies_to_add() {
        assertThatThrownBy(() -> DynamoDbLocalBackend.open(TableNames.unique(), className -> false))
                .isInstanceOf(BackendSetupException.class)
                .hasMessageStartingWith("The dynamodb-local backend runs Amazon's DynamoDB Local in-process, and it is "
                        + "not on the test class path. Missing: software.amazon.dynamodb:DynamoDBLocal:3.3.1 (class "
                        + "software.amazon.dynamodb.services.local.embedded.DynamoDBEmbedded);")
                .hasMessageContaining("""
                          <dependency>
                            <groupId>software.amazon.dynamodb</groupId>
                            <artifactId>DynamoDBLocal</artifactId>
                            <version>3.3.1</version>
                            <scope>test</scope>
                          </dependency>
                        """)
                .hasMessageContaining("asks for AWS SDK 2.48.3 modules: import a recent AWS SDK BOM")
                .hasMessageContaining("<artifactId>bom</artifactId>\n    <version>2.54.15</version>")
                .hasMessageContaining("com.almworks.sqlite4java:libsqlite4java-linux-amd64:1.0.392, type so");
    }

    @Test
    void when_only_kotlin_was_excluded_the_message_says_so() {
        assertThatThrownBy(() -> DynamoDbLocalBackend.open(TableNames.unique(), className -> !className.startsWith("kotlin")))
                .isInstanceOf(BackendSetupException.class)
                .hasMessageContaining("Missing: org.jetbrains.kotlin:kotlin-stdlib (a dependency of DynamoDBLocal: do "
                        + "not exclude it) (class kotlin.Unit).");
    }

    private static DynamoDbClient raw() {
        return EmbeddedDynamoDbLocal.shared().client();
    }
}
