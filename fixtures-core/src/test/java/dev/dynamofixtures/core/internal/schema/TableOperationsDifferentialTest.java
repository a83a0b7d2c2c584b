package dev.dynamofixtures.core.internal.schema;

import static dev.dynamofixtures.core.internal.schema.Requests.all;
import static dev.dynamofixtures.core.internal.schema.Requests.createIndex;
import static dev.dynamofixtures.core.internal.schema.Requests.defs;
import static dev.dynamofixtures.core.internal.schema.Requests.deleteIndex;
import static dev.dynamofixtures.core.internal.schema.Requests.gsi;
import static dev.dynamofixtures.core.internal.schema.Requests.include;
import static dev.dynamofixtures.core.internal.schema.Requests.key;
import static dev.dynamofixtures.core.internal.schema.Requests.lsi;
import static dev.dynamofixtures.core.internal.schema.Requests.table;
import static dev.dynamofixtures.core.internal.schema.Requests.throughput;
import static org.assertj.core.api.Assertions.assertThat;

import dev.dynamofixtures.core.InMemoryDynamo;
import dev.dynamofixtures.core.MessageDialect;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Function;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.UpdateTableRequest;

/**
 * Runs the same table-operation requests against the engine (LOCAL message dialect) and against DynamoDB Local
 * 3.3.1 in-process, and asserts the same error type, code and message, or the same description.
 *
 * <p>Fields ignored when comparing descriptions, and why:
 * <ul>
 *   <li>CreationDateTime, BillingModeSummary.LastUpdateToPayPerRequestDateTime, LatestStreamLabel/Arn (compared
 *       for presence only): timestamps of two different processes.</li>
 *   <li>ProvisionedThroughput.LastIncreaseDateTime/LastDecreaseDateTime: Local reports epoch 0 for a table whose
 *       throughput never changed; the service omits them, and so does the engine.</li>
 *   <li>GlobalSecondaryIndexes[].ProvisionedThroughput of on-demand tables: Local omits it; the service reports
 *       0/0, and so does the engine.</li>
 *   <li>GlobalSecondaryIndexes[].ProvisionedThroughput.NumberOfDecreasesToday of provisioned tables: Local omits
 *       it; the service reports it (0 for a new index), and so does the engine.</li>
 *   <li>GlobalSecondaryIndexes[].OnDemandThroughput: Local adds -1/-1 only to GSIs created by UpdateTable.</li>
 *   <li>IndexSizeBytes: Local reports the table's size for every index (quirk); the engine reports the index's.</li>
 *   <li>TableClassSummary: Local never reports the table class.</li>
 *   <li>TableId: Local gives tables none; the service (and the engine) a UUID.</li>
 *   <li>Order of AttributeDefinitions and of index lists: Local's is a hash order after UpdateTable (and for
 *       index lists always); the engine keeps submitted order.</li>
 *   <li>TableStatus of the DeleteTable response: Local says ACTIVE, the service DELETING (the engine).</li>
 * </ul>
 * Requests where Local accepts what the service rejects (documented in SPEC Appendix A) are not compared here;
 * their engine behaviour is pinned in the other tests of this package.
 */
class TableOperationsDifferentialTest {
    @RegisterExtension
    static final LocalOracle LOCAL = new LocalOracle();
    private DynamoDbClient engine;

    @BeforeEach
    void newEngine() {
        engine = InMemoryDynamo.builder().messageDialect(MessageDialect.LOCAL).build().client();
    }

    @AfterEach
    void dropOracleTables() {
        for (String name : LOCAL.client().listTables().tableNames()) {
            OracleTables.awaitIndexesSettled(LOCAL.client(), name);
            LOCAL.client().updateTable(b -> b.tableName(name).deletionProtectionEnabled(false));
            LOCAL.client().deleteTable(b -> b.tableName(name));
        }
    }

    // --- DescribeLimits

    @Test
    void describe_limits_reports_the_same_quotas_as_dynamodb_local() {
        assertThat(engine.describeLimits(b -> { }).toBuilder().sdkHttpResponse(null).build())
                .isEqualTo(LOCAL.client().describeLimits(b -> { }).toBuilder().sdkHttpResponse(null).build());
        assertThat(engine.describeLimits(b -> { }).accountMaxReadCapacityUnits()).isEqualTo(80_000L);
    }

    // --- CreateTable / DescribeTable

    @Test
    void create_and_describe_of_an_on_demand_hash_table_match() {
        compareDescriptions(c -> c.createTable(table("plain", false).build()).tableDescription());
        compareDescriptions(c -> c.describeTable(b -> b.tableName("plain")).table());
    }

    @Test
    void create_and_describe_of_a_provisioned_table_with_lsi_and_multi_attribute_gsi_match() {
        CreateTableRequest request = CreateTableRequest.builder().tableName("prov")
                .attributeDefinitions(defs("pk:S", "sk:N", "l:S", "h1:S", "h2:N", "r1:B"))
                .keySchema(key("pk:HASH", "sk:RANGE"))
                .provisionedThroughput(throughput(5, 7))
                .localSecondaryIndexes(lsi("byL", include("x", "y"), "pk:HASH", "l:RANGE"))
                .globalSecondaryIndexes(gsi("byH", all(), "h1:HASH", "h2:HASH", "r1:RANGE", "sk:RANGE").toBuilder()
                        .provisionedThroughput(throughput(2, 3)).build())
                .build();
        compareDescriptions(c -> c.createTable(request).tableDescription());
        compareDescriptions(c -> c.describeTable(b -> b.tableName("prov")).table());
    }

    @Test
    void create_of_a_four_plus_four_gsi_with_mixed_types_and_a_stream_matches() {
        CreateTableRequest request = table("g44", true)
                .attributeDefinitions(defs("pk:S", "sk:S", "h1:S", "h2:N", "h3:B", "h4:S", "r1:N", "r2:S", "r3:B",
                        "r4:N"))
                .globalSecondaryIndexes(gsi("gix", Requests.include("a"), "h1:HASH", "h2:HASH", "h3:HASH", "h4:HASH",
                        "r1:RANGE", "r2:RANGE", "r3:RANGE", "r4:RANGE"), gsi("same", all(), "sk:HASH", "pk:RANGE"))
                .streamSpecification(s -> s.streamEnabled(true).streamViewType(StreamViewType.NEW_AND_OLD_IMAGES))
                .deletionProtectionEnabled(true)
                .build();
        compareDescriptions(c -> c.createTable(request).tableDescription());
        compareDescriptions(c -> c.describeTable(b -> b.tableName("g44")).table());
    }

    static Stream<Arguments> invalidCreateTableRequests() {
        List<GlobalSecondaryIndex> twentyOne = new ArrayList<>();
        IntStream.range(0, 21).forEach(i -> twentyOne.add(gsi("gi" + (10 + i), all(), "h1:HASH")));
        return Stream.of(
                bad("two-character name", table("ab", false)),
                bad("invalid characters in name", table("a b", false)),
                bad("missing key schema", table("tks", false).keySchema((List<software.amazon.awssdk.services
                        .dynamodb.model.KeySchemaElement>) null)),
                bad("empty key schema", table("tks", false).keySchema(List.of())),
                bad("range before hash", table("tks", true).keySchema(key("sk:RANGE", "pk:HASH"))),
                bad("two hash keys", table("tks", true).keySchema(key("pk:HASH", "sk:HASH"))),
                bad("three key elements", table("tks", true).attributeDefinitions(defs("pk:S", "sk:S", "s2:S"))
                        .keySchema(key("pk:HASH", "sk:RANGE", "s2:RANGE"))),
                bad("same key twice", table("tks", false).keySchema(key("pk:HASH", "pk:RANGE"))),
                bad("range only", table("tks", false).keySchema(key("pk:RANGE"))),
                bad("hash key not defined", table("tad", false).attributeDefinitions(defs("x:S"))),
                bad("range key not defined", table("tad", true).attributeDefinitions(defs("pk:S"))),
                bad("unused definition", table("tad", false).attributeDefinitions(defs("pk:S", "unused:S"))),
                bad("BOOL attribute type", table("tad", false).attributeDefinitions(defs("pk:BOOL"))),
                bad("duplicate definition", table("tad", false).attributeDefinitions(defs("pk:S", "pk:N"))),
                bad("missing definitions", table("tad", false).attributeDefinitions((List<software.amazon.awssdk
                        .services.dynamodb.model.AttributeDefinition>) null)),
                bad("256-byte key name", table("tad", false).attributeDefinitions(defs("x".repeat(256) + ":S"))
                        .keySchema(key("x".repeat(256) + ":HASH"))),
                bad("provisioned without throughput", table("tbm", false).billingMode(BillingMode.PROVISIONED)),
                bad("zero read capacity", table("tbm", false).billingMode((String) null)
                        .provisionedThroughput(throughput(0, 1))),
                bad("lsi on hash-only table", table("lsi", false).attributeDefinitions(defs("pk:S", "x:S"))
                        .localSecondaryIndexes(lsi("lix", all(), "pk:HASH", "x:RANGE"))),
                bad("lsi with another hash key", table("lsi", true).attributeDefinitions(defs("pk:S", "sk:S", "x:S"))
                        .localSecondaryIndexes(lsi("lix", all(), "x:HASH", "sk:RANGE"))),
                bad("lsi without range", table("lsi", true).localSecondaryIndexes(lsi("lix", all(), "pk:HASH"))),
                bad("lsi with two range keys", table("lsi", true).attributeDefinitions(defs("pk:S", "sk:S", "x:S",
                        "y:S")).localSecondaryIndexes(lsi("lix", all(), "pk:HASH", "x:RANGE", "y:RANGE"))),
                bad("lsi with include and no attributes", table("lsi", true).localSecondaryIndexes(
                        lsi("lix", Projection.builder().projectionType("INCLUDE").build(), "pk:HASH", "sk:RANGE"))),
                bad("lsi keys-only with attributes", table("lsi", true).localSecondaryIndexes(
                        lsi("lix", Projection.builder().projectionType("KEYS_ONLY").nonKeyAttributes("a").build(),
                                "pk:HASH", "sk:RANGE"))),
                bad("lsi without projection", table("lsi", true).localSecondaryIndexes(
                        lsi("lix", null, "pk:HASH", "sk:RANGE"))),
                bad("two lsis of one name", table("lsi", true).localSecondaryIndexes(
                        lsi("lix", all(), "pk:HASH", "sk:RANGE"), lsi("lix", all(), "pk:HASH", "sk:RANGE"))),
                bad("duplicate non-key attribute", table("lsi", true).localSecondaryIndexes(
                        lsi("lix", include("a", "a"), "pk:HASH", "sk:RANGE"))),
                bad("short index name", table("lsi", true).localSecondaryIndexes(lsi("l", all(), "pk:HASH",
                        "sk:RANGE"))),
                bad("gsi with five hash attributes", table("g50", false)
                        .attributeDefinitions(defs("pk:S", "h1:S", "h2:S", "h3:S", "h4:S", "h5:S"))
                        .globalSecondaryIndexes(gsi("gix", all(), "h1:HASH", "h2:HASH", "h3:HASH", "h4:HASH",
                                "h5:HASH"))),
                bad("gsi with five range attributes", table("g15", false)
                        .attributeDefinitions(defs("pk:S", "h1:S", "r1:S", "r2:S", "r3:S", "r4:S", "r5:S"))
                        .globalSecondaryIndexes(gsi("gix", all(), "h1:HASH", "r1:RANGE", "r2:RANGE", "r3:RANGE",
                                "r4:RANGE", "r5:RANGE"))),
                bad("gsi with ten key elements", table("g55", false)
                        .attributeDefinitions(defs("pk:S", "a:S", "b:S", "c:S", "d:S", "e:S", "f:S", "g:S", "h:S",
                                "i:S", "j:S"))
                        .globalSecondaryIndexes(gsi("gix", all(), "a:HASH", "b:HASH", "c:HASH", "d:HASH", "e:HASH",
                                "f:RANGE", "g:RANGE", "h:RANGE", "i:RANGE", "j:RANGE"))),
                bad("gsi range first", table("grf", false).attributeDefinitions(defs("pk:S", "h1:S", "r1:S"))
                        .globalSecondaryIndexes(gsi("gix", all(), "r1:RANGE", "h1:HASH"))),
                bad("gsi interleaved", table("gil", false).attributeDefinitions(defs("pk:S", "h1:S", "h2:S", "r1:S"))
                        .globalSecondaryIndexes(gsi("gix", all(), "h1:HASH", "r1:RANGE", "h2:HASH"))),
                bad("gsi same attribute as hash and range", table("gsa", false)
                        .attributeDefinitions(defs("pk:S", "h1:S"))
                        .globalSecondaryIndexes(gsi("gix", all(), "h1:HASH", "h1:RANGE"))),
                bad("gsi attribute not defined", table("gnd", false).attributeDefinitions(defs("pk:S", "h1:S"))
                        .globalSecondaryIndexes(gsi("gix", all(), "h1:HASH", "h2:HASH"))),
                bad("unused definition with a gsi", table("gun", false)
                        .attributeDefinitions(defs("pk:S", "h1:S", "zz:S"))
                        .globalSecondaryIndexes(gsi("gix", all(), "h1:HASH"))),
                bad("projection type foo", table("gpx", false).attributeDefinitions(defs("pk:S", "h1:S"))
                        .globalSecondaryIndexes(gsi("gix", Projection.builder().projectionType("FOO").build(),
                                "h1:HASH"))),
                bad("two gsis of one name", table("gdn", false).attributeDefinitions(defs("pk:S", "h1:S"))
                        .globalSecondaryIndexes(gsi("gix", all(), "h1:HASH"), gsi("gix", all(), "h1:HASH"))),
                bad("gsi named like an lsi", table("gls", true).attributeDefinitions(defs("pk:S", "sk:S", "h1:S"))
                        .localSecondaryIndexes(lsi("idx", all(), "pk:HASH", "sk:RANGE"))
                        .globalSecondaryIndexes(gsi("idx", all(), "h1:HASH"))),
                bad("twenty-one gsis", table("g21", false).attributeDefinitions(defs("pk:S", "h1:S"))
                        .globalSecondaryIndexes(twentyOne)),
                bad("empty gsi list", table("gel", false).globalSecondaryIndexes(List.of())),
                bad("gsi without throughput on a provisioned table", table("gpt", false)
                        .billingMode((String) null).provisionedThroughput(throughput(1, 1))
                        .attributeDefinitions(defs("pk:S", "h1:S"))
                        .globalSecondaryIndexes(gsi("gix", all(), "h1:HASH"))),
                bad("stream enabled without view type", table("s01", false)
                        .streamSpecification(s -> s.streamEnabled(true))),
                bad("stream disabled with view type", table("s02", false)
                        .streamSpecification(s -> s.streamEnabled(false).streamViewType("KEYS_ONLY"))));
    }

    private static Arguments bad(String rule, CreateTableRequest.Builder request) {
        return Arguments.of(rule, request.build());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("invalidCreateTableRequests")
    void invalid_create_table_requests_fail_alike(String rule, CreateTableRequest request) {
        compareErrors(c -> c.createTable(request));
    }

    @Test
    void creating_an_existing_table_fails_alike_after_all_validation() {
        both(c -> c.createTable(table("dup", false).build()));
        compareErrors(c -> c.createTable(table("dup", false).build()));
        compareErrors(c -> c.createTable(table("dup", false).keySchema(key("pk:RANGE")).build()));
    }

    // --- ListTables / DescribeTable / DeleteTable

    @Test
    void list_tables_pages_and_errors_match() {
        for (String name : List.of("tbc", "tba", "tbb")) {
            both(c -> c.createTable(table(name, false).build()));
        }
        compare(c -> c.listTables());
        compare(c -> c.listTables(b -> b.limit(2)));
        compare(c -> c.listTables(b -> b.limit(2).exclusiveStartTableName("tbb")));
        compare(c -> c.listTables(b -> b.limit(3)));
        compare(c -> c.listTables(b -> b.exclusiveStartTableName("zzz")));
        compareErrors(c -> c.listTables(b -> b.limit(0)));
        compareErrors(c -> c.listTables(b -> b.limit(101)));
        compareErrors(c -> c.listTables(b -> b.exclusiveStartTableName("ab")));
    }

    @Test
    void describe_and_delete_of_missing_or_protected_tables_fail_alike() {
        compareErrors(c -> c.describeTable(b -> b.tableName("nope")));
        compareErrors(c -> c.describeTable(b -> b.tableName("ab")));
        compareErrors(c -> c.deleteTable(b -> b.tableName("nope")));
        both(c -> c.createTable(table("prot", false).deletionProtectionEnabled(true).build()));
        compareErrors(c -> c.deleteTable(b -> b.tableName("prot")));
        compare(c -> c.updateTable(b -> b.tableName("prot").deletionProtectionEnabled(false)).tableDescription());
        compareDescriptions(c -> c.deleteTable(b -> b.tableName("prot")).tableDescription()
                .toBuilder().tableStatus((String) null).build());
        compareErrors(c -> c.describeTable(b -> b.tableName("prot")));
    }

    // --- UpdateTable

    @Test
    void adding_and_removing_a_multi_attribute_gsi_matches() {
        both(c -> c.createTable(table("upd", true).build()));
        compareDescriptions(c -> c.updateTable(createIndex("upd", defs("t:S", "r:S", "n:N"), "byTR", Requests
                .include("x"), "t:HASH", "r:HASH", "n:RANGE", "sk:RANGE")).tableDescription());
        OracleTables.awaitIndexesSettled(LOCAL.client(), "upd");
        compareDescriptions(c -> c.describeTable(b -> b.tableName("upd")).table());
        compareDescriptions(c -> c.updateTable(deleteIndex("upd", "byTR")).tableDescription());
        OracleTables.awaitIndexesSettled(LOCAL.client(), "upd");
        compareDescriptions(c -> c.describeTable(b -> b.tableName("upd")).table());
    }

    @Test
    void invalid_index_updates_fail_alike() {
        both(c -> c.createTable(table("upd", true).attributeDefinitions(defs("pk:S", "sk:S", "l:N"))
                .localSecondaryIndexes(lsi("lsi", all(), "pk:HASH", "l:RANGE")).build()));
        both(c -> c.updateTable(createIndex("upd", defs("a:S"), "gsa", all(), "a:HASH")));
        OracleTables.awaitIndexesSettled(LOCAL.client(), "upd");
        compareErrors(c -> c.updateTable(createIndex("upd", List.of(), "gsb", all(), "pk:HASH")));
        compareErrors(c -> c.updateTable(UpdateTableRequest.builder().tableName("upd")
                .globalSecondaryIndexUpdates(u -> u.create(g -> g.indexName("gsb").keySchema(key("pk:HASH"))
                        .projection(all()))).build()));
        compareErrors(c -> c.updateTable(createIndex("upd", defs("sk:N"), "gsb", all(), "sk:HASH")));
        compareErrors(c -> c.updateTable(createIndex("upd", defs("b:S"), "gsa", all(), "b:HASH")));
        compareErrors(c -> c.updateTable(createIndex("upd", defs("b:S"), "lsi", all(), "b:HASH")));
        compareErrors(c -> c.updateTable(createIndex("upd", defs("a1:S", "a2:S", "a3:S", "a4:S", "a5:S"), "gsb",
                all(), "a1:HASH", "a2:HASH", "a3:HASH", "a4:HASH", "a5:HASH")));
        compareErrors(c -> c.updateTable(createIndex("upd", defs("a1:S", "a2:S"), "gsb", all(), "a1:RANGE",
                "a2:HASH")));
        compareErrors(c -> c.updateTable(createIndex("upd", defs("a1:S"), "gsb", all(), "a1:HASH", "a2:RANGE")));
        compareErrors(c -> c.updateTable(createIndex("upd", defs("a1:S"), "gs!", all(), "a1:HASH")));
        compareErrors(c -> c.updateTable(createIndex("upd", defs("a1:X"), "gsb", all(), "a1:HASH")));
        compareErrors(c -> c.updateTable(createIndex("upd", defs("a1:S"), "gsb", null, "a1:HASH")));
        compareErrors(c -> c.updateTable(createIndex("upd", defs("c:S"), "gsc", all(), "c:HASH").toBuilder()
                .globalSecondaryIndexUpdates(createIndex("upd", defs("c:S"), "gsc", all(), "c:HASH")
                        .globalSecondaryIndexUpdates().get(0), deleteIndex("upd", "gsa")
                        .globalSecondaryIndexUpdates().get(0)).build()));
        compareErrors(c -> c.updateTable(deleteIndex("upd", "nope")));
        compareErrors(c -> c.updateTable(deleteIndex("upd", "lsi")));
        compareErrors(c -> c.updateTable(b -> b.tableName("upd").globalSecondaryIndexUpdates(
                u -> u.delete(d -> d.indexName("gsa")), u -> u.delete(d -> d.indexName("gsa")))));
        compareErrors(c -> c.updateTable(b -> b.tableName("upd").globalSecondaryIndexUpdates(u -> { })));
        compareErrors(c -> c.updateTable(b -> b.tableName("nope").billingMode(BillingMode.PAY_PER_REQUEST)));
    }

    @Test
    void billing_throughput_and_stream_updates_match() {
        both(c -> c.createTable(table("bil", false).billingMode((String) null)
                .provisionedThroughput(throughput(5, 5)).build()));
        compareErrors(c -> c.updateTable(b -> b.tableName("bil").provisionedThroughput(throughput(5, 5))));
        compareDescriptions(c -> c.updateTable(b -> b.tableName("bil").provisionedThroughput(throughput(6, 5)))
                .tableDescription());
        compareErrors(c -> c.updateTable(b -> b.tableName("bil").provisionedThroughput(throughput(7, 5))
                .streamSpecification(s -> s.streamEnabled(true).streamViewType(StreamViewType.KEYS_ONLY))));
        compareErrors(c -> c.updateTable(b -> b.tableName("bil").provisionedThroughput(throughput(0, 5))));
        compareDescriptions(c -> c.updateTable(b -> b.tableName("bil").billingMode(BillingMode.PAY_PER_REQUEST))
                .tableDescription());
        compareErrors(c -> c.updateTable(b -> b.tableName("bil").billingMode(BillingMode.PROVISIONED)));
        compareDescriptions(c -> c.updateTable(b -> b.tableName("bil").billingMode(BillingMode.PROVISIONED)
                .provisionedThroughput(throughput(3, 4))).tableDescription());
        compareErrors(c -> c.updateTable(b -> b.tableName("bil").streamSpecification(s -> s.streamEnabled(false))));
        compareDescriptions(c -> c.updateTable(b -> b.tableName("bil").streamSpecification(
                s -> s.streamEnabled(true).streamViewType(StreamViewType.NEW_IMAGE))).tableDescription());
        compareErrors(c -> c.updateTable(b -> b.tableName("bil").streamSpecification(
                s -> s.streamEnabled(true).streamViewType(StreamViewType.KEYS_ONLY))));
        compareDescriptions(c -> c.updateTable(b -> b.tableName("bil").streamSpecification(
                s -> s.streamEnabled(false))).tableDescription());
        compareErrors(c -> c.updateTable(b -> b.tableName("bil")));
        compareErrors(c -> c.updateTable(b -> b.tableName("bil").attributeDefinitions(defs("zz:S"))));
    }

    // --- machinery

    /** What one client answered: a value or an error. */
    private record Answer(Object value, DynamoDbException error) {
    }

    private static Answer ask(DynamoDbClient client, Function<DynamoDbClient, Object> call) {
        try {
            return new Answer(call.apply(client), null);
        } catch (DynamoDbException e) {
            return new Answer(null, e);
        }
    }

    private void both(Function<DynamoDbClient, Object> call) {
        call.apply(LOCAL.client());
        call.apply(engine);
    }

    private void compareErrors(Function<DynamoDbClient, Object> call) {
        Answer expected = ask(LOCAL.client(), call);
        Answer actual = ask(engine, call);
        assertThat(expected.error()).as("DynamoDB Local rejects the request").isNotNull();
        assertThat(actual.error()).as("the engine rejects the request (Local: %s)", expected.error().getMessage())
                .isNotNull();
        assertThat(actual.error().getClass()).isEqualTo(expected.error().getClass());
        assertThat(actual.error().awsErrorDetails().errorCode())
                .isEqualTo(expected.error().awsErrorDetails().errorCode());
        assertThat(actual.error().awsErrorDetails().errorMessage())
                .isEqualTo(expected.error().awsErrorDetails().errorMessage());
    }

    private void compare(Function<DynamoDbClient, Object> call) {
        Answer expected = ask(LOCAL.client(), call);
        Answer actual = ask(engine, call);
        assertThat(expected.error()).as("DynamoDB Local accepts the request").isNull();
        assertThat(actual.error()).as("the engine accepts the request").isNull();
        assertThat(normalized(actual.value())).isEqualTo(normalized(expected.value()));
    }

    private void compareDescriptions(Function<DynamoDbClient, TableDescription> call) {
        compare(call::apply);
    }

    private static Object normalized(Object value) {
        return value instanceof TableDescription ? normalized((TableDescription) value) : value;
    }

    private static TableDescription normalized(TableDescription d) {
        boolean onDemand = d.billingModeSummary() != null
                && d.billingModeSummary().billingMode() == BillingMode.PAY_PER_REQUEST;
        TableDescription.Builder b = d.toBuilder()
                .creationDateTime(null)
                .tableId(null)
                .tableClassSummary((software.amazon.awssdk.services.dynamodb.model.TableClassSummary) null)
                .latestStreamLabel(d.latestStreamLabel() == null ? null : "<label>")
                .latestStreamArn(d.latestStreamArn() == null ? null : "<arn>");
        b.attributeDefinitions(d.attributeDefinitions().stream()
                .sorted(Comparator.comparing(a -> a.attributeName())).toList());
        if (d.billingModeSummary() != null) {
            b.billingModeSummary(d.billingModeSummary().toBuilder().lastUpdateToPayPerRequestDateTime(null).build());
        }
        if (d.provisionedThroughput() != null) {
            b.provisionedThroughput(d.provisionedThroughput().toBuilder().lastIncreaseDateTime(null)
                    .lastDecreaseDateTime(null).build());
        }
        if (d.hasLocalSecondaryIndexes()) {
            b.localSecondaryIndexes(d.localSecondaryIndexes().stream()
                    .map(i -> i.toBuilder().indexSizeBytes(null).build())
                    .sorted(Comparator.comparing(LocalSecondaryIndexDescription::indexName)).toList());
        }
        if (d.hasGlobalSecondaryIndexes()) {
            b.globalSecondaryIndexes(d.globalSecondaryIndexes().stream()
                    .map(i -> normalized(i, onDemand))
                    .sorted(Comparator.comparing(GlobalSecondaryIndexDescription::indexName)).toList());
        }
        return b.build();
    }

    private static GlobalSecondaryIndexDescription normalized(GlobalSecondaryIndexDescription i, boolean onDemand) {
        GlobalSecondaryIndexDescription.Builder b = i.toBuilder().indexSizeBytes(null)
                .onDemandThroughput((software.amazon.awssdk.services.dynamodb.model.OnDemandThroughput) null);
        if (onDemand) {
            b.provisionedThroughput((software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputDescription)
                    null);
        } else if (i.provisionedThroughput() != null) {
            b.provisionedThroughput(i.provisionedThroughput().toBuilder().numberOfDecreasesToday(null).build());
        }
        return b.build();
    }
}
