package dev.dynamofixtures.core.internal.dataset;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dynamofixtures.core.InMemoryDynamo;
import dev.dynamofixtures.core.dataset.DatasetTable;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.BillingModeSummary;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughput;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputDescription;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;
import software.amazon.awssdk.services.dynamodb.model.TableClass;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.dynamodb.services.local.embedded.DynamoDBEmbedded;
import software.amazon.dynamodb.services.local.shared.access.AmazonDynamoDBLocal;

/**
 * Exporting through the client gives the same tables and items from this library's engine and from DynamoDB
 * Local 3.3.1: the CreateTable request that recreates each table, its time to live, and every item, paged.
 */
class ExporterTest {
    private static AmazonDynamoDBLocal local;
    private InMemoryDynamo engine;

    @BeforeEach
    void start() {
        if (local == null) {
            local = DynamoDBEmbedded.create(true);
        }
        DynamoDbClient client = local.dynamoDbClient();
        for (String table : client.listTables().tableNames()) {
            client.deleteTable(b -> b.tableName(table));
        }
        engine = InMemoryDynamo.create();
    }

    @AfterAll
    static void stop() {
        if (local != null) {
            local.shutdownNow();
        }
    }

    @Test
    void exports_the_same_tables_and_items_from_the_engine_and_from_dynamodb_local() {
        // given
        for (DynamoDbClient client : List.of(engine.client(), local.dynamoDbClient())) {
            client.createTable(orders());
            client.updateTimeToLive(b -> b.tableName("orders")
                    .timeToLiveSpecification(t -> t.enabled(true).attributeName("expires_at")));
            client.createTable(onDemand("sessions"));
            for (Map<String, AttributeValue> item : items(40)) {
                client.putItem(b -> b.tableName("orders").item(item));
            }
        }

        // when
        DatasetContent fromEngine = Exporter.export(engine.client(), List.of("orders", "sessions"));
        DatasetContent fromLocal = Exporter.export(local.dynamoDbClient(), List.of("orders", "sessions"));

        // then
        assertThat(fromEngine.tables()).isEqualTo(fromLocal.tables());
        assertThat(sorted(fromEngine.itemsOf("orders"))).hasSize(40).isEqualTo(sorted(fromLocal.itemsOf("orders")));
        assertThat(fromEngine.itemsOf("sessions")).isEmpty();
    }

    @Test
    void recreates_keys_indexes_projections_billing_stream_and_time_to_live() {
        // given
        DynamoDbClient client = local.dynamoDbClient();
        client.createTable(orders());
        client.updateTimeToLive(b -> b.tableName("orders")
                .timeToLiveSpecification(t -> t.enabled(true).attributeName("expires_at")));

        // when
        DatasetTable table = Exporter.export(client, List.of("orders")).tables().get(0);

        // then
        assertThat(table.createTableRequest()).isEqualTo(orders());
        assertThat(table.timeToLiveAttribute()).contains("expires_at");
        assertThat(table.origin()).isEqualTo("<export of orders>");
    }

    @Test
    void an_on_demand_table_is_exported_without_capacity() {
        // given
        engine.client().createTable(onDemand("sessions"));

        // when
        DatasetTable table = Exporter.export(engine.client(), List.of("sessions")).tables().get(0);

        // then
        assertThat(table.createTableRequest()).isEqualTo(onDemand("sessions"));
        assertThat(table.timeToLiveAttribute()).isEmpty();
    }

    @Test
    void keeps_the_table_class_and_deletion_protection_when_they_are_not_the_defaults() {
        // given
        CreateTableRequest archive = onDemand("archive").toBuilder()
                .tableClass(TableClass.STANDARD_INFREQUENT_ACCESS).deletionProtectionEnabled(true).build();
        engine.client().createTable(archive);

        // when
        DatasetTable table = Exporter.export(engine.client(), List.of("archive")).tables().get(0);

        // then
        assertThat(table.createTableRequest()).isEqualTo(archive);
    }

    @Test
    void scans_every_page_of_a_table_larger_than_one_scan_response() {
        // given: 30 items of 60 KB, more than Scan's 1 MB page
        engine.client().createTable(onDemand("blobs"));
        String filler = "x".repeat(60_000);
        for (int i = 0; i < 30; i++) {
            String id = "item-" + i;
            engine.client().putItem(b -> b.tableName("blobs").item(Map.of("id", AttributeValue.fromS(id),
                    "data", AttributeValue.fromS(filler))));
        }

        // when
        DatasetContent content = Exporter.export(engine.client(), List.of("blobs"));

        // then
        assertThat(content.itemsOf("blobs")).hasSize(30);
    }

    @Test
    void exports_every_table_when_none_is_named() {
        // given
        for (String name : List.of("b_table", "a_table", "c_table")) {
            local.dynamoDbClient().createTable(onDemand(name));
        }

        // when
        DatasetContent content = Exporter.export(local.dynamoDbClient(), List.of());

        // then
        assertThat(content.tables()).extracting(DatasetTable::name).containsExactly("a_table", "b_table", "c_table");
    }

    @Test
    void a_table_without_a_billing_mode_summary_is_provisioned_when_it_has_capacity() {
        // given: DynamoDB Local describes provisioned tables without a BillingModeSummary
        TableDescription provisioned = description(null, 3L);
        TableDescription onDemand = description(null, 0L);
        TableDescription summarised = description(BillingMode.PAY_PER_REQUEST, 0L);

        // when / then
        assertThat(Exporter.createTableRequest(provisioned).billingMode()).isEqualTo(BillingMode.PROVISIONED);
        assertThat(Exporter.createTableRequest(provisioned).provisionedThroughput())
                .isEqualTo(ProvisionedThroughput.builder().readCapacityUnits(3L).writeCapacityUnits(3L).build());
        assertThat(Exporter.createTableRequest(onDemand).billingMode()).isEqualTo(BillingMode.PAY_PER_REQUEST);
        assertThat(Exporter.createTableRequest(onDemand).provisionedThroughput()).isNull();
        assertThat(Exporter.createTableRequest(summarised).billingMode()).isEqualTo(BillingMode.PAY_PER_REQUEST);
    }

    private static TableDescription description(BillingMode mode, long capacity) {
        return TableDescription.builder().tableName("t")
                .keySchema(key("id", KeyType.HASH)).attributeDefinitions(attribute("id", "S"))
                .billingModeSummary(mode == null ? null : BillingModeSummary.builder().billingMode(mode).build())
                .provisionedThroughput(ProvisionedThroughputDescription.builder().readCapacityUnits(capacity)
                        .writeCapacityUnits(capacity).numberOfDecreasesToday(0L).build())
                .build();
    }

    /** A provisioned table with a multi-attribute GSI, a keys-only GSI of its own capacity, an LSI and a stream. */
    static CreateTableRequest orders() {
        ProvisionedThroughput five = ProvisionedThroughput.builder().readCapacityUnits(5L).writeCapacityUnits(5L).build();
        return CreateTableRequest.builder().tableName("orders")
                .keySchema(key("order_id", KeyType.HASH), key("created", KeyType.RANGE))
                .attributeDefinitions(attribute("order_id", "S"), attribute("created", "N"),
                        attribute("customer_id", "S"), attribute("region", "S"), attribute("status", "S"),
                        attribute("amount", "N"), attribute("order_date", "S"))
                .billingMode(BillingMode.PROVISIONED).provisionedThroughput(five)
                .globalSecondaryIndexes(
                        GlobalSecondaryIndex.builder().indexName("ByCustomerStatus")
                                .keySchema(key("customer_id", KeyType.HASH), key("region", KeyType.HASH),
                                        key("status", KeyType.RANGE), key("amount", KeyType.RANGE))
                                .projection(Projection.builder().projectionType(ProjectionType.INCLUDE)
                                        .nonKeyAttributes("note").build())
                                .provisionedThroughput(b -> b.readCapacityUnits(2L).writeCapacityUnits(1L)).build(),
                        GlobalSecondaryIndex.builder().indexName("ByStatus").keySchema(key("status", KeyType.HASH))
                                .projection(p -> p.projectionType(ProjectionType.KEYS_ONLY))
                                .provisionedThroughput(five).build())
                .localSecondaryIndexes(LocalSecondaryIndex.builder().indexName("ByDate")
                        .keySchema(key("order_id", KeyType.HASH), key("order_date", KeyType.RANGE))
                        .projection(p -> p.projectionType(ProjectionType.ALL)).build())
                .streamSpecification(s -> s.streamEnabled(true).streamViewType(StreamViewType.NEW_AND_OLD_IMAGES))
                .build();
    }

    static CreateTableRequest onDemand(String name) {
        return CreateTableRequest.builder().tableName(name)
                .keySchema(key("id", KeyType.HASH)).attributeDefinitions(attribute("id", "S"))
                .billingMode(BillingMode.PAY_PER_REQUEST).build();
    }

    private static List<Map<String, AttributeValue>> items(int count) {
        List<Map<String, AttributeValue>> items = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            Map<String, AttributeValue> item = new HashMap<>();
            item.put("order_id", AttributeValue.fromS("K" + (i % 7)));
            item.put("created", AttributeValue.fromN(Integer.toString(1_700_000_000 + i)));
            item.put("customer_id", AttributeValue.fromS("C" + (i % 3)));
            item.put("region", AttributeValue.fromS(i % 2 == 0 ? "eu" : "us"));
            item.put("status", AttributeValue.fromS(i % 4 == 0 ? "PENDING" : "SHIPPED"));
            item.put("amount", AttributeValue.fromN(i + ".50"));
            item.put("order_date", AttributeValue.fromS("2025-11-" + (10 + i % 20)));
            item.put("tags", AttributeValue.fromSs(List.of("b", "a")));
            item.put("expires_at", AttributeValue.fromN("1900000000"));
            items.add(item);
        }
        return items;
    }

    private static List<Map<String, AttributeValue>> sorted(List<ItemEntry> entries) {
        List<Map<String, AttributeValue>> items = new ArrayList<>();
        entries.forEach(e -> items.add(e.attributes()));
        items.sort(Comparator.comparing((Map<String, AttributeValue> item) -> item.get("order_id").s())
                .thenComparing(item -> Long.parseLong(item.get("created").n())));
        return items;
    }

    private static KeySchemaElement key(String name, KeyType type) {
        return KeySchemaElement.builder().attributeName(name).keyType(type).build();
    }

    private static AttributeDefinition attribute(String name, String type) {
        return AttributeDefinition.builder().attributeName(name).attributeType(type).build();
    }
}
