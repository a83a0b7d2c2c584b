package dev.dynamofixtures.core.internal.schema;

import static dev.dynamofixtures.core.internal.schema.Rejections.assertRejected;
import static dev.dynamofixtures.core.internal.schema.Rejections.assertValidation;
import static dev.dynamofixtures.core.internal.schema.Requests.all;
import static dev.dynamofixtures.core.internal.schema.Requests.createIndex;
import static dev.dynamofixtures.core.internal.schema.Requests.defs;
import static dev.dynamofixtures.core.internal.schema.Requests.deleteIndex;
import static dev.dynamofixtures.core.internal.schema.Requests.gsi;
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
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.IndexStatus;
import software.amazon.awssdk.services.dynamodb.model.LimitExceededException;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputDescription;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;
import software.amazon.awssdk.services.dynamodb.model.TableClass;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.UpdateTableRequest;

/** UpdateTable (SPEC 3.7): GSI create and delete with multi-attribute keys, and table settings. */
class UpdateTableTest {
    private static final String INVALID = "One or more parameter values were invalid: ";
    private static final Instant NOW = Instant.parse("2026-03-01T10:15:30Z");

    private final DynamoDbClient client = InMemoryDynamo.builder().clock(Clock.fixed(NOW, ZoneOffset.UTC)).build()
            .client();

    private void given_table_with_sort_key_and_lsi() {
        client.createTable(table("upd", true).attributeDefinitions(defs("pk:S", "sk:S", "l:N"))
                .localSecondaryIndexes(lsi("byL", all(), "pk:HASH", "l:RANGE")).build());
    }

    private TableDescription describe() {
        return client.describeTable(b -> b.tableName("upd")).table();
    }

    @Test
    void a_created_gsi_is_creating_in_the_response_and_active_in_every_later_description() {
        given_table_with_sort_key_and_lsi();

        TableDescription response = client.updateTable(createIndex("upd", defs("t:S", "r:S", "n:N"), "byTR", all(),
                "t:HASH", "r:HASH", "n:RANGE", "sk:RANGE")).tableDescription();

        GlobalSecondaryIndexDescription creating = response.globalSecondaryIndexes().get(0);
        assertThat(creating.indexStatus()).isEqualTo(IndexStatus.CREATING);
        assertThat(creating.backfilling()).isFalse();
        assertThat(creating.itemCount()).isNull();
        assertThat(creating.indexSizeBytes()).isNull();
        assertThat(creating.keySchema()).isEqualTo(key("t:HASH", "r:HASH", "n:RANGE", "sk:RANGE"));
        GlobalSecondaryIndexDescription active = describe().globalSecondaryIndexes().get(0);
        assertThat(active.indexStatus()).isEqualTo(IndexStatus.ACTIVE);
        assertThat(active.backfilling()).isNull();
        assertThat(active.itemCount()).isZero();
        assertThat(active.indexSizeBytes()).isZero();
    }

    @Test
    void a_created_gsi_appends_only_its_new_attribute_definitions() {
        given_table_with_sort_key_and_lsi();

        client.updateTable(createIndex("upd", defs("t:S", "sk:S"), "byT", all(), "t:HASH", "sk:RANGE"));

        assertThat(describe().attributeDefinitions()).isEqualTo(defs("pk:S", "sk:S", "l:N", "t:S"));
    }

    @Test
    void a_created_gsi_may_use_table_attributes_defined_before() {
        given_table_with_sort_key_and_lsi();

        client.updateTable(createIndex("upd", defs("x:S"), "bySk", all(), "sk:HASH", "l:RANGE"));

        assertThat(describe().globalSecondaryIndexes()).extracting(GlobalSecondaryIndexDescription::indexName)
                .containsExactly("bySk");
    }

    @Test
    void a_deleted_gsi_is_deleting_in_the_response_and_its_own_attributes_are_pruned() {
        given_table_with_sort_key_and_lsi();
        client.updateTable(createIndex("upd", defs("a:S", "b:N"), "gsa", all(), "a:HASH", "b:RANGE"));
        client.updateTable(createIndex("upd", defs("a:S"), "gsb", all(), "a:HASH"));

        TableDescription response = client.updateTable(deleteIndex("upd", "gsa")).tableDescription();

        assertThat(response.globalSecondaryIndexes()).extracting(GlobalSecondaryIndexDescription::indexName,
                GlobalSecondaryIndexDescription::indexStatus)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("gsa", IndexStatus.DELETING),
                        org.assertj.core.groups.Tuple.tuple("gsb", IndexStatus.ACTIVE));
        assertThat(describe().globalSecondaryIndexes()).extracting(GlobalSecondaryIndexDescription::indexName)
                .containsExactly("gsb");
        assertThat(describe().attributeDefinitions()).extracting(AttributeDefinition::attributeName)
                .containsExactly("pk", "sk", "l", "a");
    }

    @Test
    void update_table_with_nothing_to_update_is_rejected_in_both_dialects() {
        given_table_with_sort_key_and_lsi();
        DynamoDbClient local = InMemoryDynamo.builder().messageDialect(MessageDialect.LOCAL).build().client();
        local.createTable(table("upd", false).build());

        assertValidation(() -> client.updateTable(b -> b.tableName("upd").attributeDefinitions(defs("zz:S"))),
                "At least one of ProvisionedThroughput, BillingMode, UpdateStreamEnabled, GlobalSecondaryIndexUpdates, "
                        + "SSESpecification, ReplicaUpdates, MultiAccountReplicaReady, ReplicaTransitRoleArn, "
                        + "MultiRegionConsistency, DeletionProtectionEnabled, OnDemandThroughput, WarmThroughput or "
                        + "TableClass is required");
        assertValidation(() -> local.updateTable(b -> b.tableName("upd")), "Nothing to update");
    }

    @Test
    void creating_a_gsi_without_attribute_definitions_is_rejected() {
        given_table_with_sort_key_and_lsi();

        assertValidation(() -> client.updateTable(createIndex("upd", List.of(), "gsi3", all(), "pk:HASH")),
                "AttributeDefinitions is not specified for index: gsi3");
    }

    @Test
    void creating_a_gsi_with_an_undefined_key_attribute_is_rejected() {
        given_table_with_sort_key_and_lsi();

        assertValidation(() -> client.updateTable(createIndex("upd", defs("a:S"), "gsa", all(), "a:HASH",
                        "b:RANGE")),
                INVALID + "Some index key attributes are not defined in AttributeDefinitions. Keys: [a, b], "
                        + "AttributeDefinitions: [pk, sk, l, a]");
    }

    @Test
    void creating_a_gsi_that_redefines_its_key_attribute_with_another_type_is_rejected() {
        given_table_with_sort_key_and_lsi();

        assertValidation(() -> client.updateTable(createIndex("upd", defs("sk:N"), "gsa", all(), "sk:HASH")),
                "invalid attribute, SchemaElement redefined should be of same type as previously defined");
    }

    @Test
    void a_contradicting_definition_of_an_attribute_the_new_gsi_does_not_use_is_ignored_as_the_service_does() {
        given_table_with_sort_key_and_lsi();

        client.updateTable(createIndex("upd", defs("a:S", "sk:N"), "gsa", all(), "a:HASH"));

        assertThat(describe().attributeDefinitions()).isEqualTo(defs("pk:S", "sk:S", "l:N", "a:S"));
    }

    @Test
    void creating_a_gsi_with_a_taken_name_is_rejected() {
        given_table_with_sort_key_and_lsi();
        client.updateTable(createIndex("upd", defs("a:S"), "gsa", all(), "a:HASH"));

        assertValidation(() -> client.updateTable(createIndex("upd", defs("b:S"), "gsa", all(), "b:HASH")),
                "Attempting to create an index which already exists");
        assertValidation(() -> client.updateTable(createIndex("upd", defs("b:S"), "byL", all(), "b:HASH")),
                "Attempting to create an index which already exists");
    }

    @Test
    void creating_a_gsi_applies_the_multi_attribute_key_rules() {
        given_table_with_sort_key_and_lsi();

        assertValidation(() -> client.updateTable(createIndex("upd", defs("a1:S", "a2:S", "a3:S", "a4:S", "a5:S"),
                        "gsa", all(), "a1:HASH", "a2:HASH", "a3:HASH", "a4:HASH", "a5:HASH")),
                INVALID + "The KeySchema exceeds the maximum allowed number of HASH key attributes");
        assertValidation(() -> client.updateTable(createIndex("upd", defs("a1:S", "a2:S"), "gsa", all(),
                        "a1:RANGE", "a2:HASH")),
                "Invalid KeySchema: The first KeySchemaElement is not a HASH key type");
        assertValidation(() -> client.updateTable(createIndex("upd", defs("a1:S", "a2:S", "a3:S"), "gsa", all(),
                        "a1:HASH", "a2:RANGE", "a3:HASH")),
                INVALID + "All HASH key attributes must precede RANGE key attributes in the KeySchema");
    }

    @Test
    void only_one_index_can_be_created_or_deleted_per_call() {
        given_table_with_sort_key_and_lsi();
        client.updateTable(createIndex("upd", defs("a:S"), "gsa", all(), "a:HASH"));
        UpdateTableRequest createAndDelete = createIndex("upd", defs("c:S"), "gsc", all(), "c:HASH").toBuilder()
                .globalSecondaryIndexUpdates(createIndex("upd", defs("c:S"), "gsc", all(), "c:HASH")
                        .globalSecondaryIndexUpdates().get(0), deleteIndex("upd", "gsa")
                        .globalSecondaryIndexUpdates().get(0))
                .build();

        assertRejected(() -> client.updateTable(createAndDelete), LimitExceededException.class,
                "Subscriber limit exceeded: Only 1 online index can be created or deleted simultaneously per table");
    }

    @Test
    void the_twenty_first_gsi_is_a_limit_exceeded_error() {
        List<GlobalSecondaryIndex> twenty = new ArrayList<>();
        IntStream.range(0, 20).forEach(i -> twenty.add(gsi("gi" + (10 + i), all(), "h:HASH")));
        client.createTable(table("upd", false).attributeDefinitions(defs("pk:S", "h:S"))
                .globalSecondaryIndexes(twenty).build());

        assertRejected(() -> client.updateTable(createIndex("upd", defs("h:S"), "gi99", all(), "h:HASH")),
                LimitExceededException.class, "Number of global secondary indexes exceeds per-table limit");
    }

    @Test
    void deleting_an_unknown_index_is_resource_not_found() {
        given_table_with_sort_key_and_lsi();
        DynamoDbClient local = InMemoryDynamo.builder().messageDialect(MessageDialect.LOCAL).build().client();
        local.createTable(table("upd", false).build());

        assertRejected(() -> client.updateTable(deleteIndex("upd", "nope")), ResourceNotFoundException.class,
                "Requested resource not found: Index nope for table upd");
        assertRejected(() -> local.updateTable(deleteIndex("upd", "nope")), ResourceNotFoundException.class,
                "Requested resource not found");
    }

    @Test
    void an_lsi_cannot_be_deleted_and_an_index_is_updated_once_per_call() {
        given_table_with_sort_key_and_lsi();
        client.updateTable(createIndex("upd", defs("a:S"), "gsa", all(), "a:HASH"));

        assertValidation(() -> client.updateTable(deleteIndex("upd", "byL")),
                "Cannot delete an index that is not a GlobalSecondaryIndex");
        assertValidation(() -> client.updateTable(b -> b.tableName("upd").globalSecondaryIndexUpdates(
                        u -> u.delete(d -> d.indexName("gsa")), u -> u.delete(d -> d.indexName("gsa")))),
                "Only one global secondary index update per index is allowed simultaneously.");
        assertValidation(() -> client.updateTable(b -> b.tableName("upd").globalSecondaryIndexUpdates(u -> { })),
                "Update global secondary index action is null");
    }

    @Test
    void update_table_of_a_missing_table_is_resource_not_found() {
        assertRejected(() -> client.updateTable(b -> b.tableName("nope").billingMode(BillingMode.PAY_PER_REQUEST)),
                ResourceNotFoundException.class, "Requested resource not found: Table: nope not found");
    }

    @Test
    void switching_to_provisioned_needs_throughput_and_is_reflected_in_the_description() {
        client.createTable(table("upd", false).build());

        assertValidation(() -> client.updateTable(b -> b.tableName("upd").billingMode(BillingMode.PROVISIONED)),
                INVALID + "ReadCapacityUnits and WriteCapacityUnits must both be specified when BillingMode is "
                        + "PROVISIONED");
        client.updateTable(b -> b.tableName("upd").billingMode(BillingMode.PROVISIONED)
                .provisionedThroughput(throughput(3, 4)));

        TableDescription described = describe();
        assertThat(described.billingModeSummary().billingMode()).isEqualTo(BillingMode.PROVISIONED);
        assertThat(described.provisionedThroughput().readCapacityUnits()).isEqualTo(3L);
        assertThat(described.provisionedThroughput().writeCapacityUnits()).isEqualTo(4L);
    }

    @Test
    void throughput_changes_are_recorded_and_an_unchanged_throughput_is_rejected() {
        client.createTable(table("upd", false).billingMode((String) null).provisionedThroughput(throughput(5, 5))
                .build());

        assertValidation(() -> client.updateTable(b -> b.tableName("upd").provisionedThroughput(throughput(5, 5))),
                "The provisioned throughput for the table will not change. The requested value equals the current "
                        + "value. Current ReadCapacityUnits provisioned for the table: 5. Requested ReadCapacityUnits: "
                        + "5. Current WriteCapacityUnits provisioned for the table: 5. Requested WriteCapacityUnits: 5. "
                        + "Refer to the Amazon DynamoDB Developer Guide for current limits and how to request higher "
                        + "limits.");
        client.updateTable(b -> b.tableName("upd").provisionedThroughput(throughput(10, 2)));

        assertThat(describe().provisionedThroughput()).isEqualTo(ProvisionedThroughputDescription.builder()
                .lastIncreaseDateTime(NOW).lastDecreaseDateTime(NOW).numberOfDecreasesToday(1L)
                .readCapacityUnits(10L).writeCapacityUnits(2L).build());
    }

    @Test
    void throughput_on_an_on_demand_table_is_rejected_as_the_service_does() {
        client.createTable(table("upd", false).build());

        assertValidation(() -> client.updateTable(b -> b.tableName("upd").provisionedThroughput(throughput(1, 1))),
                INVALID + "Neither ReadCapacityUnits nor WriteCapacityUnits can be specified when BillingMode is "
                        + "PAY_PER_REQUEST");
    }

    @Test
    void switching_to_on_demand_zeroes_the_throughput_of_the_table_and_its_gsis() {
        client.createTable(table("upd", false).billingMode((String) null).provisionedThroughput(throughput(5, 5))
                .attributeDefinitions(defs("pk:S", "h:S"))
                .globalSecondaryIndexes(gsi("byH", all(), "h:HASH").toBuilder()
                        .provisionedThroughput(throughput(2, 2)).build())
                .build());

        client.updateTable(b -> b.tableName("upd").billingMode(BillingMode.PAY_PER_REQUEST));

        TableDescription described = describe();
        assertThat(described.billingModeSummary().billingMode()).isEqualTo(BillingMode.PAY_PER_REQUEST);
        assertThat(described.billingModeSummary().lastUpdateToPayPerRequestDateTime()).isEqualTo(NOW);
        assertThat(described.provisionedThroughput().readCapacityUnits()).isZero();
        assertThat(described.globalSecondaryIndexes().get(0).provisionedThroughput().readCapacityUnits()).isZero();
    }

    @Test
    void a_gsi_of_a_provisioned_table_can_change_its_throughput() {
        client.createTable(table("upd", false).billingMode((String) null).provisionedThroughput(throughput(5, 5))
                .attributeDefinitions(defs("pk:S", "h:S"))
                .globalSecondaryIndexes(gsi("byH", all(), "h:HASH").toBuilder()
                        .provisionedThroughput(throughput(2, 2)).build())
                .build());

        client.updateTable(b -> b.tableName("upd").globalSecondaryIndexUpdates(u -> u.update(
                g -> g.indexName("byH").provisionedThroughput(throughput(4, 6)))));

        assertThat(describe().globalSecondaryIndexes().get(0).provisionedThroughput().writeCapacityUnits())
                .isEqualTo(6L);
    }

    @Test
    void streams_can_be_enabled_and_disabled_once_each() {
        client.createTable(table("upd", false).build());

        client.updateTable(b -> b.tableName("upd").streamSpecification(
                s -> s.streamEnabled(true).streamViewType(StreamViewType.KEYS_ONLY)));
        assertThat(describe().streamSpecification().streamViewType()).isEqualTo(StreamViewType.KEYS_ONLY);
        assertValidation(() -> client.updateTable(b -> b.tableName("upd").streamSpecification(
                s -> s.streamEnabled(true).streamViewType(StreamViewType.NEW_IMAGE))),
                "Table already has an enabled stream");

        client.updateTable(b -> b.tableName("upd").streamSpecification(s -> s.streamEnabled(false)));
        assertThat(describe().streamSpecification()).isNull();
        assertThat(describe().latestStreamArn()).as("the last stream stays readable").isNotNull();
        assertValidation(() -> client.updateTable(b -> b.tableName("upd").streamSpecification(
                s -> s.streamEnabled(false))), "Table has no stream to disable");
    }

    @Test
    void throughput_and_stream_cannot_change_together() {
        client.createTable(table("upd", false).billingMode((String) null).provisionedThroughput(throughput(5, 5))
                .build());

        assertValidation(() -> client.updateTable(b -> b.tableName("upd").provisionedThroughput(throughput(6, 6))
                        .streamSpecification(s -> s.streamEnabled(true).streamViewType(StreamViewType.KEYS_ONLY))),
                "Cannot change IOPS and Streams at the same time.");
    }

    @Test
    void deletion_protection_and_table_class_are_updated() {
        client.createTable(table("upd", false).build());

        client.updateTable(b -> b.tableName("upd").deletionProtectionEnabled(true));
        client.updateTable(b -> b.tableName("upd").tableClass(TableClass.STANDARD_INFREQUENT_ACCESS));

        assertThat(describe().deletionProtectionEnabled()).isTrue();
        assertThat(describe().tableClassSummary().tableClass()).isEqualTo(TableClass.STANDARD_INFREQUENT_ACCESS);
        assertThat(describe().tableClassSummary().lastUpdateDateTime()).isEqualTo(NOW);
    }
}
