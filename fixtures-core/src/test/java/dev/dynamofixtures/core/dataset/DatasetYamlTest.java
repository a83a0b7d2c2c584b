package dev.dynamofixtures.core.dataset;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;

/** The YAML dataset format of docs/datasets.md: tables, natural values, tags and relative times. */
class DatasetYamlTest {
    private static final String ORDERS = """
            tables:
              orders:
                key: { order_id: S }
                indexes:
                  OrdersByStatusDateAmount:
                    partition: [ customer_id: S ]
                    sort: [ status: S, order_date: S, amount: N ]
                ttl: expires_at
            items:
              orders:
                - { order_id: K1, customer_id: 1A2B3C, status: PENDING, order_date: 2025-11-04, amount: 200 }
                - { order_id: K2, customer_id: 1A2B3C, status: SHIPPED, order_date: 2025-11-05, amount: 12.50 }
            """;

    @Test
    void a_table_with_a_multi_attribute_gsi_becomes_its_create_table_request() {
        Dataset dataset = Dataset.parse("orders.yml", ORDERS);

        DatasetTable orders = dataset.table("orders").orElseThrow();
        CreateTableRequest request = orders.createTableRequest();
        assertThat(request.keySchema()).containsExactly(key("order_id", KeyType.HASH));
        assertThat(request.attributeDefinitions()).containsExactly(def("order_id", "S"), def("customer_id", "S"),
                def("status", "S"), def("order_date", "S"), def("amount", "N"));
        GlobalSecondaryIndex gsi = request.globalSecondaryIndexes().get(0);
        assertThat(gsi.indexName()).isEqualTo("OrdersByStatusDateAmount");
        assertThat(gsi.keySchema()).containsExactly(key("customer_id", KeyType.HASH), key("status", KeyType.RANGE),
                key("order_date", KeyType.RANGE), key("amount", KeyType.RANGE));
        assertThat(gsi.projection().projectionType()).isEqualTo(ProjectionType.ALL);
        assertThat(request.billingMode()).isEqualTo(BillingMode.PAY_PER_REQUEST);
        assertThat(orders.timeToLiveAttribute()).contains("expires_at");
        assertThat(orders.origin()).isEqualTo("orders.yml:2:3");
    }

    @Test
    void items_in_natural_yaml_keep_dates_as_strings_and_numbers_as_written() {
        List<Map<String, AttributeValue>> items = Dataset.parse("orders.yml", ORDERS).items("orders");

        assertThat(items).hasSize(2);
        assertThat(items.get(0)).containsEntry("order_date", AttributeValue.fromS("2025-11-04"))
                .containsEntry("amount", AttributeValue.fromN("200"))
                .containsEntry("customer_id", AttributeValue.fromS("1A2B3C"));
        assertThat(items.get(1)).containsEntry("amount", AttributeValue.fromN("12.50"));
    }

    @Test
    void natural_values_map_to_dynamodb_types() {
        Dataset dataset = Dataset.parse("values.yml", """
                tables:
                  things: { key: { id: S } }
                items:
                  things:
                    - id: a
                      text: hello
                      quoted: "42"
                      zip: 02134
                      hex: 0x1F
                      time: 12:30
                      stamp: 2025-11-04T10:00:00Z
                      yes_word: yes
                      flag: true
                      upper: TRUE
                      nothing: null
                      tilde: ~
                      empty:
                      negative: -3.5e2
                      list: [1, two, { three: 3 }]
                      map: { nested: { deeper: [] } }
                      empty_map: {}
                """);

        Map<String, AttributeValue> item = dataset.items("things").get(0);
        assertThat(item.get("text")).isEqualTo(AttributeValue.fromS("hello"));
        assertThat(item.get("quoted")).isEqualTo(AttributeValue.fromS("42"));
        assertThat(item.get("zip")).isEqualTo(AttributeValue.fromS("02134"));
        assertThat(item.get("hex")).isEqualTo(AttributeValue.fromS("0x1F"));
        assertThat(item.get("time")).isEqualTo(AttributeValue.fromS("12:30"));
        assertThat(item.get("stamp")).isEqualTo(AttributeValue.fromS("2025-11-04T10:00:00Z"));
        assertThat(item.get("yes_word")).isEqualTo(AttributeValue.fromS("yes"));
        assertThat(item.get("flag")).isEqualTo(AttributeValue.fromBool(true));
        assertThat(item.get("upper")).isEqualTo(AttributeValue.fromBool(true));
        assertThat(item.get("nothing")).isEqualTo(AttributeValue.fromNul(true));
        assertThat(item.get("tilde")).isEqualTo(AttributeValue.fromNul(true));
        assertThat(item.get("empty")).isEqualTo(AttributeValue.fromNul(true));
        assertThat(item.get("negative")).isEqualTo(AttributeValue.fromN("-3.5e2"));
        assertThat(item.get("list")).isEqualTo(AttributeValue.fromL(List.of(AttributeValue.fromN("1"),
                AttributeValue.fromS("two"), AttributeValue.fromM(Map.of("three", AttributeValue.fromN("3"))))));
        assertThat(item.get("map")).isEqualTo(AttributeValue.fromM(Map.of("nested",
                AttributeValue.fromM(Map.of("deeper", AttributeValue.fromL(List.of()))))));
        assertThat(item.get("empty_map")).isEqualTo(AttributeValue.fromM(Map.of()));
    }

    @Test
    void tags_say_what_yaml_cannot() {
        Dataset dataset = Dataset.parse("tags.yml", """
                tables:
                  things: { key: { id: S } }
                items:
                  things:
                    - id: a
                      colors: !SS [red, green]
                      sizes: !NS [1, 2.5, "3"]
                      blobs: !BS [aGk=, aGVsbG8=]
                      blob: !B aGVsbG8=
                      exact: !N 0.10
                      big: !N "12345678901234567890123456789012345678"
                      word: !S 42
                      truth: !S true
                """);

        Map<String, AttributeValue> item = dataset.items("things").get(0);
        assertThat(item.get("colors")).isEqualTo(AttributeValue.fromSs(List.of("red", "green")));
        assertThat(item.get("sizes")).isEqualTo(AttributeValue.fromNs(List.of("1", "2.5", "3")));
        assertThat(item.get("blobs")).isEqualTo(AttributeValue.fromBs(List.of(SdkBytes.fromUtf8String("hi"),
                SdkBytes.fromUtf8String("hello"))));
        assertThat(item.get("blob")).isEqualTo(AttributeValue.fromB(SdkBytes.fromUtf8String("hello")));
        assertThat(item.get("exact")).isEqualTo(AttributeValue.fromN("0.10"));
        assertThat(item.get("big")).isEqualTo(AttributeValue.fromN("12345678901234567890123456789012345678"));
        assertThat(item.get("word")).isEqualTo(AttributeValue.fromS("42"));
        assertThat(item.get("truth")).isEqualTo(AttributeValue.fromS("true"));
    }

    @Test
    void relative_times_are_computed_by_the_loading_clock() {
        Dataset dataset = Dataset.parse("sessions.yml", """
                tables:
                  sessions: { key: { id: S }, ttl: expires_at }
                items:
                  sessions:
                    - { id: s1, expires_at: !epoch now+30m, created: !iso now-1d, day: !date now-1d, ms: !epochMillis now }
                    - { id: s2, fixed: !epoch 2030-01-01T00:00:00Z, plus: !iso now+1h30m }
                """);
        Clock clock = Clock.fixed(Instant.parse("2030-01-01T09:00:00Z"), ZoneOffset.UTC);

        List<Map<String, AttributeValue>> items = dataset.items("sessions", clock);

        assertThat(items.get(0).get("expires_at")).isEqualTo(AttributeValue.fromN(
                Long.toString(Instant.parse("2030-01-01T09:30:00Z").getEpochSecond())));
        assertThat(items.get(0).get("created")).isEqualTo(AttributeValue.fromS("2029-12-31T09:00:00Z"));
        assertThat(items.get(0).get("day")).isEqualTo(AttributeValue.fromS("2029-12-31"));
        assertThat(items.get(0).get("ms")).isEqualTo(AttributeValue.fromN(
                Long.toString(Instant.parse("2030-01-01T09:00:00Z").toEpochMilli())));
        assertThat(items.get(1).get("fixed")).isEqualTo(AttributeValue.fromN("1893456000"));
        assertThat(items.get(1).get("plus")).isEqualTo(AttributeValue.fromS("2030-01-01T10:30:00Z"));
    }

    @Test
    void a_table_can_have_a_sort_key_local_indexes_a_stream_and_provisioned_billing() {
        Dataset dataset = Dataset.parse("full.yml", """
                tables:
                  files:
                    key: { drive: S, path: S }
                    indexes:
                      ByParent:
                        partition: { drive: S, parent: S }
                        sort: { name: S }
                        projection: [ size, modified ]
                        throughput: { read: 2, write: 3 }
                      Keys:
                        partition: { owner: S }
                        projection: KEYS_ONLY
                    localIndexes:
                      BySize: { sort: [ size: N ], projection: KEYS_ONLY }
                    stream: NEW_AND_OLD_IMAGES
                    billing: { read: 5, write: 7 }
                    tableClass: STANDARD_INFREQUENT_ACCESS
                    deletionProtection: true
                    # types declared after use are fine
                  owners:
                    key: { owner: S }
                """);

        CreateTableRequest request = dataset.table("files").orElseThrow().createTableRequest();
        assertThat(request.keySchema()).containsExactly(key("drive", KeyType.HASH), key("path", KeyType.RANGE));
        GlobalSecondaryIndex byParent = request.globalSecondaryIndexes().get(0);
        assertThat(byParent.keySchema()).containsExactly(key("drive", KeyType.HASH), key("parent", KeyType.HASH),
                key("name", KeyType.RANGE));
        assertThat(byParent.projection().projectionType()).isEqualTo(ProjectionType.INCLUDE);
        assertThat(byParent.projection().nonKeyAttributes()).containsExactly("size", "modified");
        assertThat(byParent.provisionedThroughput().readCapacityUnits()).isEqualTo(2);
        assertThat(request.globalSecondaryIndexes().get(1).provisionedThroughput().writeCapacityUnits()).isEqualTo(7);
        assertThat(request.localSecondaryIndexes().get(0).keySchema()).containsExactly(key("drive", KeyType.HASH),
                key("size", KeyType.RANGE));
        assertThat(request.streamSpecification().streamViewType()).isEqualTo(StreamViewType.NEW_AND_OLD_IMAGES);
        assertThat(request.billingMode()).isEqualTo(BillingMode.PROVISIONED);
        assertThat(request.provisionedThroughput().readCapacityUnits()).isEqualTo(5);
        assertThat(request.tableClassAsString()).isEqualTo("STANDARD_INFREQUENT_ACCESS");
        assertThat(request.deletionProtectionEnabled()).isTrue();
        assertThat(request.attributeDefinitions()).extracting(AttributeDefinition::attributeName)
                .containsExactly("drive", "path", "parent", "name", "owner", "size");
    }

    @Test
    void several_files_are_read_together_and_a_file_may_add_items_to_a_table_another_defines() throws Exception {
        java.nio.file.Path dir = java.nio.file.Files.createTempDirectory("datasets");
        java.nio.file.Path schema = java.nio.file.Files.writeString(dir.resolve("schema.yml"),
                "tables:\n  orders: { key: { order_id: S } }\n");
        java.nio.file.Path data = java.nio.file.Files.writeString(dir.resolve("data.yml"),
                "items:\n  orders:\n    - { order_id: K1 }\n    - { order_id: K2 }\n");

        Dataset dataset = Dataset.read(schema, data);

        assertThat(dataset.items("orders")).hasSize(2);
        assertThat(dataset.toString()).isEqualTo("Dataset[orders (2 items)]");
    }

    @Test
    void imports_bring_other_datasets_relative_to_the_importing_file() throws Exception {
        java.nio.file.Path dir = java.nio.file.Files.createTempDirectory("datasets");
        java.nio.file.Files.createDirectories(dir.resolve("more"));
        java.nio.file.Files.writeString(dir.resolve("more/customers.yml"),
                "tables:\n  customers: { key: { id: S } }\nitems:\n  customers:\n    - { id: C1 }\n");
        java.nio.file.Path main = java.nio.file.Files.writeString(dir.resolve("main.yml"),
                "import:\n  - dataset: more/customers.yml\nitems:\n  customers:\n    - { id: C2 }\n");

        Dataset dataset = Dataset.read(main);

        assertThat(dataset.items("customers")).extracting(i -> i.get("id").s()).containsExactly("C1", "C2");
    }

    @Test
    void renaming_tables_renames_their_items_too() {
        Dataset dataset = Dataset.parse("orders.yml", ORDERS).withTablePrefix("run42-");

        assertThat(dataset.tables()).extracting(DatasetTable::name).containsExactly("run42-orders");
        assertThat(dataset.table("run42-orders").orElseThrow().createTableRequest().tableName())
                .isEqualTo("run42-orders");
        assertThat(dataset.items("run42-orders")).hasSize(2);
    }

    @Test
    void merging_adds_items_of_both_and_rejects_a_key_in_both() {
        Dataset orders = Dataset.parse("orders.yml", ORDERS);
        Dataset more = Dataset.parse("more.yml", ORDERS.replace("K1", "K3").replace("K2", "K4"));

        assertThat(orders.merge(more).items("orders")).hasSize(4);
        assertThatThrownBy(() -> orders.merge(orders)).isInstanceOf(DatasetException.class)
                .hasMessageContaining("same primary key (order_id=K1)");
    }

    private static KeySchemaElement key(String name, KeyType type) {
        return KeySchemaElement.builder().attributeName(name).keyType(type).build();
    }

    private static AttributeDefinition def(String name, String type) {
        return AttributeDefinition.builder().attributeName(name).attributeType(type).build();
    }
}
