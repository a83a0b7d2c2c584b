package dev.dynamofixtures.samples.readme;

import static dev.dynamofixtures.assertj.DynamoAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;
import static software.amazon.awssdk.services.dynamodb.model.AttributeValue.fromN;
import static software.amazon.awssdk.services.dynamodb.model.AttributeValue.fromS;
import static software.amazon.awssdk.services.dynamodb.model.KeyType.HASH;
import static software.amazon.awssdk.services.dynamodb.model.KeyType.RANGE;
import static software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType.N;
import static software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType.S;

import dev.dynamofixtures.core.DynamoServer;
import dev.dynamofixtures.core.InMemoryDynamo;
import dev.dynamofixtures.core.MutableClock;
import dev.dynamofixtures.core.dataset.Dataset;
import dev.dynamofixtures.samples.datasets.DynamoDbLocal;
import dev.dynamofixtures.samples.orders.OrdersDashboard;
import dev.dynamofixtures.samples.sessions.SessionStore;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.enhanced.dynamodb.DynamoDbEnhancedClient;
import software.amazon.awssdk.enhanced.dynamodb.DynamoDbTable;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/**
 * The README's engine snippets (the opening example, Features, YAML datasets), each a region of a test that runs it
 * and asserts what it claims.
 */
class ReadmeEngineExamplesTest {
    /** The orders dashboard's table: two GSIs with multi-attribute keys. */
    private final CreateTableRequest ordersTable = OrdersDashboard.tableDefinition();
    private final PutItemRequest order = PutItemRequest.builder().tableName(OrdersDashboard.TABLE)
            .item(Map.of("order_id", fromS("KSUID2"), "customer_id", fromS("1A2B3C"), "status", fromS("PENDING"),
                    "order_date", fromS("2025-11-04"), "amount", fromN("145")))
            .build();
    private final QueryRequest pendingOrders = QueryRequest.builder().tableName(OrdersDashboard.TABLE)
            .indexName(OrdersDashboard.INDEX)
            .keyConditionExpression("customer_id = :c AND #s = :s")
            .expressionAttributeNames(Map.of("#s", "status"))
            .expressionAttributeValues(Map.of(":c", fromS("1A2B3C"), ":s", fromS("PENDING")))
            .build();

    private InMemoryDynamo dynamo = InMemoryDynamo.create();

    @AfterEach
    void close() {
        dynamo.close();
    }

    private static AttributeDefinition def(String name, ScalarAttributeType type) {
        return AttributeDefinition.builder().attributeName(name).attributeType(type).build();
    }

    private static KeySchemaElement key(String name, KeyType type) {
        return KeySchemaElement.builder().attributeName(name).keyType(type).build();
    }

    // The opening example.

    @Test
    void the_engine_answers_the_sdks_own_client_and_forks_an_independent_copy() {
        // readme:engine-at-a-glance
        try (InMemoryDynamo dynamo = InMemoryDynamo.create()) {
            DynamoDbClient client = dynamo.client();          // the SDK's interface, no HTTP, no serialisation
            client.createTable(ordersTable);                  // multi-attribute GSIs included
            client.putItem(order);
            client.query(pendingOrders);                      // same items, order and errors as DynamoDB
            InMemoryDynamo copy = dynamo.fork();              // O(1) independent copy
            assertThat(copy.client().query(pendingOrders).items()).containsExactly(order.item());
        }
        // end:engine-at-a-glance
    }

    // Features.

    @Test
    void a_gsi_keyed_on_four_attributes_is_created_and_queried_with_one_key_condition() {
        DynamoDbClient client = dynamo.client();

        // readme:multi-attribute-gsi
        client.createTable(b -> b.tableName("orders-table")
                .attributeDefinitions(def("order_id", S), def("customer_id", S), def("status", S),
                                      def("order_date", S), def("amount", N))
                .keySchema(key("order_id", HASH))
                .globalSecondaryIndexes(g -> g.indexName("OrdersByStatusDateAmount")
                        .keySchema(key("customer_id", HASH),
                                   key("status", RANGE), key("order_date", RANGE), key("amount", RANGE))
                        .projection(p -> p.projectionType(ProjectionType.ALL)))
                .billingMode(BillingMode.PAY_PER_REQUEST));

        client.query(b -> b.tableName("orders-table").indexName("OrdersByStatusDateAmount")
                .keyConditionExpression("customer_id = :c AND #s = :s AND order_date = :d AND amount > :min")
                .expressionAttributeNames(Map.of("#s", "status"))
                .expressionAttributeValues(Map.of(":c", fromS("1A2B3C"), ":s", fromS("PENDING"),
                                                  ":d", fromS("2025-11-04"), ":min", fromN("100"))));
        // end:multi-attribute-gsi

        assertThat(dynamo.operations()).lastCall().usesIndex("OrdersByStatusDateAmount")
                .hasKeyConditionShape("customer_id = :value AND status = :value AND order_date = :value "
                        + "AND amount > :value");
        TableDescription table = client.describeTable(b -> b.tableName("orders-table")).table();
        assertThat(table.globalSecondaryIndexes()).singleElement().satisfies(index -> assertThat(index.keySchema())
                .containsExactly(key("customer_id", HASH), key("status", RANGE), key("order_date", RANGE),
                        key("amount", RANGE)));
    }

    @Test
    void a_client_built_by_the_code_reaches_the_engine_over_http() {
        // readme:http-endpoint
        try (InMemoryDynamo dynamo = InMemoryDynamo.create()) {
            DynamoServer server = dynamo.startServer();           // loopback, free port; stops with the engine
            DynamoDbClient client = DynamoDbClient.builder()
                    .endpointOverride(server.endpoint())
                    .region(Region.US_EAST_1)
                    .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("x", "x")))
                    .build();
            client.createTable(ordersTable);                      // over HTTP, into the engine
            assertThat(dynamo.client().listTables().tableNames()).containsExactly("orders-table");
        }
        // end:http-endpoint
    }

    @Test
    void a_fork_holds_the_seeded_data_and_its_writes_are_its_own() {
        Dataset orders = Dataset.fromClasspath("datasets/orders.yml");

        // readme:fork
        InMemoryDynamo seeded = InMemoryDynamo.create().seed(orders);   // create tables, load data once
        InMemoryDynamo perTest = seeded.fork();                          // microseconds, whatever the size; fully independent
        // end:fork

        perTest.client().deleteItem(b -> b.tableName("orders").key(Map.of("order_id", fromS("KSUID1"))));
        assertThat(perTest).table("orders").hasItemCount(39).doesNotContainKey("order_id", "KSUID1");
        assertThat(seeded).table("orders").hasItemCount(40).containsKey("order_id", "KSUID1");
        perTest.close();
        seeded.close();
    }

    @Test
    void the_enhanced_client_creates_a_multi_attribute_gsi_and_an_lsi_from_bean_annotations() {
        // readme:enhanced-client
        DynamoDbEnhancedClient enhanced = DynamoDbEnhancedClient.builder().dynamoDbClient(dynamo.client()).build();
        DynamoDbTable<Shipment> shipments = enhanced.table("shipments", TableSchema.fromBean(Shipment.class));
        shipments.createTable();                            // LSIs and (multi-attribute) GSIs from the annotations
        // end:enhanced-client

        TableDescription table = dynamo.client().describeTable(b -> b.tableName("shipments")).table();
        assertThat(table.globalSecondaryIndexes()).singleElement().satisfies(index -> {
            assertThat(index.indexName()).isEqualTo("byStatusRegion");
            assertThat(index.keySchema()).containsExactly(key("status", HASH), key("region", HASH),
                    key("shippedAt", RANGE));
        });
        assertThat(table.localSecondaryIndexes()).singleElement().satisfies(index -> {
            assertThat(index.indexName()).isEqualTo("byShippedAt");
            assertThat(index.keySchema()).containsExactly(key("customerId", HASH), key("shippedAt", RANGE));
        });
    }

    @Test
    void an_expired_session_is_deleted_when_the_test_sweeps() {
        // readme:time-to-live
        MutableClock clock = MutableClock.at(Instant.parse("2030-01-01T09:00:00Z"));
        InMemoryDynamo dynamo = InMemoryDynamo.builder().clock(clock).build();
        SessionStore sessions = new SessionStore(dynamo.client(), clock);
        sessions.createTable();                              // UpdateTimeToLive on "expiresAt"
        String id = sessions.open("ada", Duration.ofMinutes(30));
        clock.advance(Duration.ofMinutes(31));
        int deleted = dynamo.expireItems();                  // 1
        // end:time-to-live

        assertThat(deleted).isEqualTo(1);
        assertThat(dynamo).table(SessionStore.TABLE).doesNotContainKey("id", id).isEmpty();
        dynamo.close();
    }

    // YAML datasets.

    @Test
    void a_dataset_seeds_the_engine_loads_into_dynamodb_local_and_exports_back(@TempDir Path dir) {
        DynamoDbClient dynamoDbLocalClient = DynamoDbLocal.emptyClient();
        DynamoDbClient client = dynamoDbLocalClient;

        // readme:datasets
        Dataset orders = Dataset.fromClasspath("datasets/orders.yml");          // validated: every problem, with file:line:col
        InMemoryDynamo dynamo = InMemoryDynamo.create().seed(orders);            // bulk-built indexes, one atomic step
        orders.loadInto(dynamoDbLocalClient);                                    // or any DynamoDbClient: creates, batches, retries
        Dataset.export(client, "orders").writeYaml(dir.resolve("orders.yml"));  // a real table (or a test's state) as a fixture
        // end:datasets

        assertThat(dynamo).table("orders").hasItemCount(40);
        Dataset exported = Dataset.read(dir.resolve("orders.yml"));
        // DynamoDB Local's time to live deletes the three orders that have expired (KSUID14, 23, 40) in its own time
        List<String> seededIds = orders.items("orders").stream().map(item -> item.get("order_id").s()).toList();
        List<String> exportedIds = exported.items("orders").stream().map(item -> item.get("order_id").s()).toList();
        assertThat(exportedIds).hasSizeBetween(37, 40).doesNotHaveDuplicates().contains("KSUID1", "KSUID12");
        assertThat(seededIds).hasSize(40).containsAll(exportedIds);
        assertThat(exported.table("orders")).hasValueSatisfying(table -> assertThat(table.createTableRequest()
                .globalSecondaryIndexes()).extracting(index -> index.indexName())
                .containsExactlyInAnyOrder("OrdersByStatusDateAmount", "OrdersByCustomerStatus"));
        dynamo.close();
    }
}
