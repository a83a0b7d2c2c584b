package dev.dynamofixtures.core.internal.schema;

import static dev.dynamofixtures.core.internal.schema.Rejections.assertRejected;
import static dev.dynamofixtures.core.internal.schema.Rejections.assertValidation;
import static dev.dynamofixtures.core.internal.schema.Requests.all;
import static dev.dynamofixtures.core.internal.schema.Requests.defs;
import static dev.dynamofixtures.core.internal.schema.Requests.gsi;
import static dev.dynamofixtures.core.internal.schema.Requests.include;
import static dev.dynamofixtures.core.internal.schema.Requests.key;
import static dev.dynamofixtures.core.internal.schema.Requests.lsi;
import static dev.dynamofixtures.core.internal.schema.Requests.table;
import static dev.dynamofixtures.core.internal.schema.Requests.throughput;
import static org.assertj.core.api.Assertions.assertThat;

import dev.dynamofixtures.core.InMemoryDynamo;
import dev.dynamofixtures.core.MessageDialect;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.BillingModeSummary;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.IndexStatus;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputDescription;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.StreamSpecification;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;
import software.amazon.awssdk.services.dynamodb.model.TableClass;
import software.amazon.awssdk.services.dynamodb.model.TableClassSummary;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;

/** The exact shape of CreateTable's and DescribeTable's table description (SPEC 3.6), and DescribeTable's errors. */
class DescribeTableTest {
    private static final Instant NOW = Instant.parse("2026-03-01T10:15:30.123456Z");
    private static final Instant NOW_MILLIS = Instant.parse("2026-03-01T10:15:30.123Z");
    private static final String ARN = "arn:aws:dynamodb:ddblocal:000000000000:table/";

    private final DynamoDbClient client = InMemoryDynamo.builder().clock(Clock.fixed(NOW, ZoneOffset.UTC)).build()
            .client();

    @Test
    void an_on_demand_table_is_described_active_with_zero_throughput_and_a_billing_summary() {
        TableDescription created = client.createTable(table("orders", true).build()).tableDescription();

        TableDescription described = client.describeTable(b -> b.tableName("orders")).table();

        TableDescription expected = TableDescription.builder()
                .attributeDefinitions(defs("pk:S", "sk:S"))
                .tableName("orders")
                .keySchema(key("pk:HASH", "sk:RANGE"))
                .tableStatus(TableStatus.ACTIVE)
                .creationDateTime(NOW_MILLIS)
                .provisionedThroughput(ProvisionedThroughputDescription.builder().numberOfDecreasesToday(0L)
                        .readCapacityUnits(0L).writeCapacityUnits(0L).build())
                .tableSizeBytes(0L)
                .itemCount(0L)
                .tableArn(ARN + "orders")
                .billingModeSummary(BillingModeSummary.builder().billingMode(BillingMode.PAY_PER_REQUEST)
                        .lastUpdateToPayPerRequestDateTime(NOW_MILLIS).build())
                .tableId(created.tableId())
                .deletionProtectionEnabled(false)
                .build();
        assertThat(created).isEqualTo(expected);
        assertThat(described).isEqualTo(expected);
    }

    @Test
    void every_table_gets_its_own_uuid_as_table_id_kept_by_updates_and_forks() {
        InMemoryDynamo dynamo = InMemoryDynamo.create();
        DynamoDbClient db = dynamo.client();
        String first = db.createTable(table("first", true).build()).tableDescription().tableId();
        String second = db.createTable(table("second", true).build()).tableDescription().tableId();

        assertThat(first).matches("[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}");
        assertThat(second).isNotEqualTo(first);
        assertThat(db.describeTable(b -> b.tableName("first")).table().tableId()).isEqualTo(first);
        assertThat(db.updateTable(b -> b.tableName("first").deletionProtectionEnabled(true)).tableDescription()
                .tableId()).isEqualTo(first);
        assertThat(dynamo.fork().client().describeTable(b -> b.tableName("first")).table().tableId())
                .isEqualTo(first);

        db.updateTable(b -> b.tableName("second").deletionProtectionEnabled(false));
        db.deleteTable(b -> b.tableName("second"));
        assertThat(db.createTable(table("second", true).build()).tableDescription().tableId())
                .as("a table created again under the same name is a new table").isNotEqualTo(second);
    }

    @Test
    void on_a_fixed_clock_the_table_id_is_the_same_on_every_run() {
        String once = client.createTable(table("orders", true).build()).tableDescription().tableId();
        DynamoDbClient again = InMemoryDynamo.builder().clock(Clock.fixed(NOW, ZoneOffset.UTC)).build().client();

        assertThat(again.createTable(table("orders", true).build()).tableDescription().tableId()).isEqualTo(once);
        assertThat(again.createTable(table("others", true).build()).tableDescription().tableId()).isNotEqualTo(once);
    }

    @Test
    void a_provisioned_table_has_its_capacities_and_no_billing_summary() {
        client.createTable(table("prov", false).billingMode((String) null).provisionedThroughput(throughput(5, 7))
                .build());

        TableDescription described = client.describeTable(b -> b.tableName("prov")).table();

        assertThat(described.provisionedThroughput()).isEqualTo(ProvisionedThroughputDescription.builder()
                .numberOfDecreasesToday(0L).readCapacityUnits(5L).writeCapacityUnits(7L).build());
        assertThat(described.billingModeSummary()).isNull();
    }

    @Test
    void indexes_are_described_in_submitted_order_with_flat_multi_attribute_key_schemas_and_counters() {
        client.createTable(table("idx", true)
                .attributeDefinitions(defs("pk:S", "sk:S", "l:N", "h1:S", "h2:N", "r1:B", "r2:S"))
                .localSecondaryIndexes(lsi("byL", include("x"), "pk:HASH", "l:RANGE"))
                .globalSecondaryIndexes(gsi("zeta", all(), "h1:HASH", "h2:HASH", "r1:RANGE", "r2:RANGE"),
                        gsi("alpha", Requests.include("y", "z"), "r2:HASH"))
                .build());

        TableDescription described = client.describeTable(b -> b.tableName("idx")).table();

        assertThat(described.localSecondaryIndexes()).containsExactly(LocalSecondaryIndexDescription.builder()
                .indexName("byL").keySchema(key("pk:HASH", "l:RANGE")).projection(include("x"))
                .indexSizeBytes(0L).itemCount(0L).indexArn(ARN + "idx/index/byL").build());
        assertThat(described.globalSecondaryIndexes()).extracting(GlobalSecondaryIndexDescription::indexName)
                .containsExactly("zeta", "alpha");
        assertThat(described.globalSecondaryIndexes().get(0)).isEqualTo(GlobalSecondaryIndexDescription.builder()
                .indexName("zeta")
                .keySchema(key("h1:HASH", "h2:HASH", "r1:RANGE", "r2:RANGE"))
                .projection(all())
                .indexStatus(IndexStatus.ACTIVE)
                .provisionedThroughput(ProvisionedThroughputDescription.builder().numberOfDecreasesToday(0L)
                        .readCapacityUnits(0L).writeCapacityUnits(0L).build())
                .indexSizeBytes(0L)
                .itemCount(0L)
                .indexArn(ARN + "idx/index/zeta")
                .build());
    }

    @Test
    void a_gsi_of_a_provisioned_table_reports_its_own_capacities() {
        CreateTableRequest request = table("pgt", false).billingMode((String) null)
                .provisionedThroughput(throughput(5, 5)).attributeDefinitions(defs("pk:S", "h:S"))
                .globalSecondaryIndexes(gsi("byH", all(), "h:HASH").toBuilder()
                        .provisionedThroughput(throughput(2, 3)).build())
                .build();
        client.createTable(request);

        GlobalSecondaryIndexDescription gsi = client.describeTable(b -> b.tableName("pgt")).table()
                .globalSecondaryIndexes().get(0);

        assertThat(gsi.provisionedThroughput()).isEqualTo(ProvisionedThroughputDescription.builder()
                .numberOfDecreasesToday(0L).readCapacityUnits(2L).writeCapacityUnits(3L).build());
    }

    @Test
    void streams_deletion_protection_and_table_class_are_echoed() {
        client.createTable(table("str", false)
                .streamSpecification(s -> s.streamEnabled(true).streamViewType(StreamViewType.NEW_AND_OLD_IMAGES))
                .deletionProtectionEnabled(true)
                .tableClass(TableClass.STANDARD_INFREQUENT_ACCESS)
                .tags(t -> t.key("team").value("core"))
                .build());

        TableDescription described = client.describeTable(b -> b.tableName("str")).table();

        assertThat(described.streamSpecification()).isEqualTo(StreamSpecification.builder().streamEnabled(true)
                .streamViewType(StreamViewType.NEW_AND_OLD_IMAGES).build());
        assertThat(described.latestStreamLabel()).isEqualTo("2026-03-01T10:15:30.123");
        assertThat(described.latestStreamArn()).isEqualTo(ARN + "str/stream/2026-03-01T10:15:30.123");
        assertThat(described.deletionProtectionEnabled()).isTrue();
        assertThat(described.tableClassSummary()).isEqualTo(TableClassSummary.builder()
                .tableClass(TableClass.STANDARD_INFREQUENT_ACCESS).build());
    }

    @Test
    void a_disabled_stream_specification_is_not_echoed() {
        client.createTable(table("nostr", false).streamSpecification(s -> s.streamEnabled(false)).build());

        TableDescription described = client.describeTable(b -> b.tableName("nostr")).table();

        assertThat(described.streamSpecification()).isNull();
        assertThat(described.latestStreamArn()).isNull();
    }

    @Test
    void describe_table_of_a_missing_table_is_resource_not_found_in_both_dialects() {
        DynamoDbClient local = InMemoryDynamo.builder().messageDialect(MessageDialect.LOCAL).build().client();

        assertRejected(() -> client.describeTable(b -> b.tableName("nope")), ResourceNotFoundException.class,
                "Requested resource not found: Table: nope not found");
        assertRejected(() -> local.describeTable(b -> b.tableName("nope")), ResourceNotFoundException.class,
                "Cannot do operations on a non-existent table");
    }

    @Test
    void describe_table_validates_the_name_before_looking_the_table_up() {
        assertValidation(() -> client.describeTable(b -> b.tableName("ab")),
                "1 validation error detected: Value 'ab' at 'tableName' failed to satisfy constraint: Member must "
                        + "have length greater than or equal to 3");
        assertValidation(() -> client.describeTable(DescribeTableRequest.builder().build()),
                "1 validation error detected: Value null at 'tableName' failed to satisfy constraint: Member must "
                        + "not be null");
    }

    /**
     * A table's description is built once per table value and kept (issue 14): every change must still show, and an
     * unchanged table must be described the same. Counters, the stream, deletion protection, throughput, a new GSI
     * and its counters all change it.
     */
    @Test
    void descriptions_follow_every_write_and_table_update_of_the_table_they_describe() {
        client.createTable(table("live", true)
                .attributeDefinitions(defs("pk:S", "sk:S", "g:S"))
                .globalSecondaryIndexes(gsi("byG", all(), "g:HASH"))
                .build());
        TableDescription empty = client.describeTable(b -> b.tableName("live")).table();
        assertThat(client.describeTable(b -> b.tableName("live")).table()).isEqualTo(empty);

        client.putItem(b -> b.tableName("live").item(java.util.Map.of(
                "pk", software.amazon.awssdk.services.dynamodb.model.AttributeValue.fromS("a"),
                "sk", software.amazon.awssdk.services.dynamodb.model.AttributeValue.fromS("1"),
                "g", software.amazon.awssdk.services.dynamodb.model.AttributeValue.fromS("x"))));
        TableDescription one = client.describeTable(b -> b.tableName("live")).table();
        assertThat(one.itemCount()).isEqualTo(1L);
        assertThat(one.tableSizeBytes()).isEqualTo(8L);
        assertThat(one.globalSecondaryIndexes().get(0).itemCount()).isEqualTo(1L);
        assertThat(one.globalSecondaryIndexes().get(0).indexSizeBytes()).isEqualTo(8L);

        client.updateTable(b -> b.tableName("live").streamSpecification(StreamSpecification.builder()
                .streamEnabled(true).streamViewType(StreamViewType.NEW_IMAGE).build()).deletionProtectionEnabled(true));
        TableDescription updated = client.describeTable(b -> b.tableName("live")).table();
        assertThat(updated.streamSpecification().streamViewType()).isEqualTo(StreamViewType.NEW_IMAGE);
        assertThat(updated.latestStreamArn()).isNotNull();
        assertThat(updated.deletionProtectionEnabled()).isTrue();
        assertThat(updated.itemCount()).isEqualTo(1L);

        client.updateTable(Requests.createIndex("live", defs("pk:S", "sk:S", "g:S"), "bySk", all(), "sk:HASH"));
        TableDescription indexed = client.describeTable(b -> b.tableName("live")).table();
        assertThat(indexed.globalSecondaryIndexes()).extracting(GlobalSecondaryIndexDescription::indexName)
                .containsExactly("byG", "bySk");
        assertThat(indexed.globalSecondaryIndexes().get(1).itemCount()).isEqualTo(1L);
        assertThat(indexed.globalSecondaryIndexes().get(1).indexStatus()).isEqualTo(IndexStatus.ACTIVE);

        client.deleteItem(b -> b.tableName("live").key(java.util.Map.of(
                "pk", software.amazon.awssdk.services.dynamodb.model.AttributeValue.fromS("a"),
                "sk", software.amazon.awssdk.services.dynamodb.model.AttributeValue.fromS("1"))));
        TableDescription emptied = client.describeTable(b -> b.tableName("live")).table();
        assertThat(emptied.itemCount()).isZero();
        assertThat(emptied.tableSizeBytes()).isZero();
        assertThat(emptied.globalSecondaryIndexes()).allSatisfy(g -> assertThat(g.itemCount()).isZero());
        assertThat(emptied.streamSpecification()).isEqualTo(updated.streamSpecification());
    }
}
