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

import dev.dynamofixtures.core.InMemoryDynamo;
import dev.dynamofixtures.core.MessageDialect;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ResourceInUseException;

/** CreateTable's validation rules (SPEC 3.1-3.5), each with the live service's text and DynamoDB Local's. */
class CreateTableValidationTest {
    private static final String INVALID = "One or more parameter values were invalid: ";

    /** rule, request, live text, Local text. */
    static Stream<Arguments> rules() {
        List<GlobalSecondaryIndex> twentyOne = new ArrayList<>();
        IntStream.range(0, 21).forEach(i -> twentyOne.add(gsi("gi" + (10 + i), all(), "h1:HASH")));
        List<LocalSecondaryIndex> six = new ArrayList<>();
        IntStream.range(0, 6).forEach(i -> six.add(lsi("li" + i, all(), "pk:HASH", "sk:RANGE")));
        return Stream.of(
                rule("table name of two characters", table("ab", false),
                        "1 validation error detected: Value 'ab' at 'tableName' failed to satisfy constraint: "
                                + "Member must have length greater than or equal to 3",
                        "Invalid table/index name.  Table/index names must be between 3 and 255 characters long, "
                                + "and may contain only the characters a-z, A-Z, 0-9, '_', '-', and '.'"),
                rule("missing key schema", table("tks", false).keySchema((List<software.amazon.awssdk.services
                                .dynamodb.model.KeySchemaElement>) null),
                        "1 validation error detected: Value null at 'keySchema' failed to satisfy constraint: "
                                + "Member must not be null",
                        "No defined key schema.  A key schema containing at least a hash key must be defined for "
                                + "all tables"),
                rule("empty key schema", table("tks", false).keySchema(List.of()),
                        "1 validation error detected: Value '[]' at 'keySchema' failed to satisfy constraint: "
                                + "Member must have length greater than or equal to 1",
                        "No defined key schema.  A key schema containing at least a hash key must be defined for "
                                + "all tables"),
                rule("range before hash", table("tks", true).keySchema(key("sk:RANGE", "pk:HASH")),
                        "Invalid KeySchema: The first KeySchemaElement is not a HASH key type",
                        "Invalid key order. Hash Key must be specified first in key schema, Range Key must be "
                                + "specifed second"),
                rule("range only", table("tks", false).keySchema(key("pk:RANGE")),
                        "Invalid KeySchema: The first KeySchemaElement is not a HASH key type",
                        "No Hash Key specified in schema.  All Dynamo DB tables must have exactly one hash key"),
                rule("two hash keys", table("tks", true).keySchema(key("pk:HASH", "sk:HASH")),
                        "Invalid KeySchema: The second KeySchemaElement is not a RANGE key type",
                        "Too many hash keys specified.  All Dynamo DB tables must have exactly one hash key"),
                rule("three key elements", table("tks", true).attributeDefinitions(defs("pk:S", "sk:S", "s2:S"))
                                .keySchema(key("pk:HASH", "sk:RANGE", "s2:RANGE")),
                        "1 validation error detected: Value '[KeySchemaElement(attributeName=pk, keyType=HASH), "
                                + "KeySchemaElement(attributeName=sk, keyType=RANGE), KeySchemaElement("
                                + "attributeName=s2, keyType=RANGE)]' at 'keySchema' failed to satisfy constraint: "
                                + "Member must have length less than or equal to 2",
                        "Key Schema too big.  Key Schema must at most consist of the hash and range key of a "
                                + "table"),
                rule("same attribute as hash and range", table("tks", false).keySchema(key("pk:HASH", "pk:RANGE")),
                        "Both the Hash Key and the Range Key element in the KeySchema have the same name",
                        "Two keys can not have the same name"),
                rule("key type FOO", table("tks", true).keySchema(key("pk:HASH", "sk:FOO")),
                        "1 validation error detected: Value 'FOO' at 'keySchema.2.member.keyType' failed to "
                                + "satisfy constraint: Member must satisfy enum value set: [HASH, RANGE]",
                        "1 validation error detected: Value 'FOO' at 'keySchema.2.member.keyType' failed to "
                                + "satisfy constraint: Member must satisfy enum value set: [HASH, RANGE]"),
                rule("missing attribute definitions", table("tad", false).attributeDefinitions((List<software
                                .amazon.awssdk.services.dynamodb.model.AttributeDefinition>) null),
                        "1 validation error detected: Value null at 'attributeDefinitions' failed to satisfy "
                                + "constraint: Member must not be null",
                        "No Attribute Schema Defined"),
                rule("empty attribute definitions", table("tad", false).attributeDefinitions(List.of()),
                        "Invalid KeySchema: Some index key attribute have no definition",
                        "No Attribute Schema Defined"),
                rule("hash key not defined", table("tad", false).attributeDefinitions(defs("other:S")),
                        INVALID + "Some index key attributes are not defined in AttributeDefinitions. Keys: [pk], "
                                + "AttributeDefinitions: [other]",
                        "Hash Key not specified in Attribute Definitions.  Type unknown."),
                rule("range key not defined", table("tad", true).attributeDefinitions(defs("pk:S")),
                        INVALID + "Some index key attributes are not defined in AttributeDefinitions. Keys: [pk, "
                                + "sk], AttributeDefinitions: [pk]",
                        "Range Key not specified in Attribute Definitions.  Type unknown."),
                rule("unused definition without indexes", table("tad", false).attributeDefinitions(defs("pk:S",
                                "unused:S")),
                        INVALID + "Number of attributes in KeySchema does not exactly match number of attributes "
                                + "defined in AttributeDefinitions",
                        "The number of attributes in key schema must match the number of attributes defined in "
                                + "attribute definitions."),
                rule("unused definition with a gsi", table("tad", true).attributeDefinitions(defs("pk:S", "sk:S",
                                "a:S", "c:S")).globalSecondaryIndexes(gsi("gix", all(), "a:HASH", "sk:RANGE")),
                        INVALID + "Some AttributeDefinitions are not used. AttributeDefinitions: [pk, sk, a, c], "
                                + "keys used: [pk, sk, a]",
                        "The number of attributes in key schema must match the number of attributes defined in "
                                + "attribute definitions."),
                rule("duplicate definition", table("tad", false).attributeDefinitions(defs("pk:S", "pk:N")),
                        "Attribute Name is duplicated: pk", "Cannot have two attributes with the same name"),
                rule("attribute type BOOL", table("tad", false).attributeDefinitions(defs("pk:BOOL")),
                        "1 validation error detected: Value 'BOOL' at 'attributeDefinitions.1.member.attributeType' "
                                + "failed to satisfy constraint: Member must satisfy enum value set: [B, N, S]",
                        "Member must satisfy enum value set: [B, N, S]"),
                rule("key attribute name of 256 bytes", table("tad", false)
                                .attributeDefinitions(defs("x".repeat(256) + ":S")).keySchema(key("x".repeat(256)
                                        + ":HASH")),
                        "1 validation error detected: Value '" + "x".repeat(256) + "' at 'attributeDefinitions.1."
                                + "member.attributeName' failed to satisfy constraint: Member must have length "
                                + "less than or equal to 255",
                        "Names of key attributes and attributes projected into an index must be between 1 and 255 "
                                + "characters, inclusive"),
                rule("provisioned without throughput", table("tbm", false).billingMode(BillingMode.PROVISIONED),
                        INVALID + "ReadCapacityUnits and WriteCapacityUnits must both be specified when BillingMode "
                                + "is PROVISIONED",
                        "No provisioned throughput specified for the table"),
                rule("read capacity 0", table("tbm", false).billingMode((String) null)
                                .provisionedThroughput(throughput(0, 1)),
                        "1 validation error detected: Value '0' at 'provisionedThroughput.readCapacityUnits' failed "
                                + "to satisfy constraint: Member must have value greater than or equal to 1",
                        "Table read and write throughput must be at least 1, and cannot be null"),
                rule("on-demand table with throughput (Local accepts)", table("tbm", false)
                                .provisionedThroughput(throughput(1, 1)),
                        INVALID + "Neither ReadCapacityUnits nor WriteCapacityUnits can be specified when "
                                + "BillingMode is PAY_PER_REQUEST",
                        INVALID + "Neither ReadCapacityUnits nor WriteCapacityUnits can be specified when "
                                + "BillingMode is PAY_PER_REQUEST"),
                rule("lsi on a hash-only table", table("lsi", false).attributeDefinitions(defs("pk:S", "x:S"))
                                .localSecondaryIndexes(lsi("l-a", all(), "pk:HASH", "x:RANGE")),
                        INVALID + "Table KeySchema does not have a range key, which is required when specifying a "
                                + "LocalSecondaryIndex",
                        "Local Secondary indices are not allowed on hash tables, only hash and range tables"),
                rule("lsi with another partition key", table("lsi", true).attributeDefinitions(defs("pk:S", "sk:S",
                                "a:S")).localSecondaryIndexes(lsi("l-a", all(), "a:HASH", "sk:RANGE")),
                        INVALID + "Index KeySchema does not have the same leading hash key as table KeySchema for "
                                + "index: l-a. index hash key: a, table hash key: pk",
                        "Local Secondary indices must have the same hash key as the main table"),
                rule("lsi without range key", table("lsi", true).localSecondaryIndexes(lsi("l-a", all(),
                                "pk:HASH")),
                        INVALID + "Index KeySchema does not have a range key for index: l-a",
                        "Local secondary indices must have a range key"),
                rule("six lsis", table("lsi", true).localSecondaryIndexes(six),
                        INVALID + "Number of LocalSecondaryIndexes exceeds per-table limit of 5",
                        "Cannot have more than 5 local secondary indexes per table"),
                rule("empty lsi list (Local accepts)", table("lsi", true).localSecondaryIndexes(
                                List.<LocalSecondaryIndex>of()),
                        INVALID + "List of LocalSecondaryIndexes is empty",
                        INVALID + "List of LocalSecondaryIndexes is empty"),
                rule("two lsis of one name", table("lsi", true).localSecondaryIndexes(lsi("dup", all(), "pk:HASH",
                                "sk:RANGE"), lsi("dup", all(), "pk:HASH", "sk:RANGE")),
                        INVALID + "Duplicate index name: dup", "Two local secondary indices have the same name"),
                rule("gsi named like an lsi", table("gls", true).attributeDefinitions(defs("pk:S", "sk:S", "h:S"))
                                .localSecondaryIndexes(lsi("dup", all(), "pk:HASH", "sk:RANGE"))
                                .globalSecondaryIndexes(gsi("dup", all(), "h:HASH")),
                        INVALID + "Duplicate index name: dup",
                        "Local Secondary Indices AND Global Secondary Indices must have different names"),
                rule("gsi with five hash attributes", multi("h1:HASH", "h2:HASH", "h3:HASH", "h4:HASH", "h5:HASH"),
                        INVALID + "The KeySchema exceeds the maximum allowed number of HASH key attributes",
                        "Too many partition keys. GSI can have at most 4 partition keys"),
                rule("gsi with five range attributes", multi("h1:HASH", "r1:RANGE", "r2:RANGE", "r3:RANGE",
                                "r4:RANGE", "r5:RANGE"),
                        INVALID + "The KeySchema exceeds the maximum allowed number of RANGE key attributes",
                        "Too many sort keys. GSI can have at most 4 sort keys"),
                rule("gsi with five hash and five range attributes", multi("h1:HASH", "h2:HASH", "h3:HASH",
                                "h4:HASH", "h5:HASH", "r1:RANGE", "r2:RANGE", "r3:RANGE", "r4:RANGE", "r5:RANGE"),
                        INVALID + "The KeySchema exceeds the maximum allowed number of HASH key attributes",
                        "Key Schema too big.  Key Schema must at most consist of the hash and range key of a "
                                + "table"),
                rule("gsi range first", multi("r1:RANGE", "h1:HASH"),
                        "Invalid KeySchema: The first KeySchemaElement is not a HASH key type",
                        "Invalid key order. Hash Key must be specified first in key schema, Range Key must be "
                                + "specifed second"),
                rule("gsi of range attributes only", multi("r1:RANGE"),
                        "Invalid KeySchema: The first KeySchemaElement is not a HASH key type",
                        "No Hash Key specified in schema.  All Dynamo DB tables must have exactly one hash key"),
                rule("gsi hash after range", multi("h1:HASH", "r1:RANGE", "h2:HASH"),
                        INVALID + "All HASH key attributes must precede RANGE key attributes in the KeySchema",
                        "Invalid key order. Hash Key must be specified first in key schema, Range Key must be "
                                + "specifed second"),
                rule("gsi attribute twice in hash", multi("h1:HASH", "h1:HASH"),
                        "The KeySchema contains multiple key attributes with the same name",
                        "Two keys can not have the same name"),
                rule("gsi attribute as hash and range", multi("h1:HASH", "r1:RANGE", "h1:RANGE"),
                        "The KeySchema contains multiple key attributes with the same name",
                        "Two keys can not have the same name"),
                rule("gsi attribute not defined", table("gnd", false).attributeDefinitions(defs("pk:S", "h1:S"))
                                .globalSecondaryIndexes(gsi("gix", all(), "h1:HASH", "h2:HASH")),
                        INVALID + "Some index key attributes are not defined in AttributeDefinitions. Keys: [h1, "
                                + "h2], AttributeDefinitions: [pk, h1]",
                        "Attribute h2 is not defined in AttributeDefinitions"),
                rule("twenty-one gsis", table("g21", false).attributeDefinitions(defs("pk:S", "h1:S"))
                                .globalSecondaryIndexes(twentyOne),
                        INVALID + "GlobalSecondaryIndex count exceeds the per-table limit of 20",
                        "GlobalSecondaryIndex count exceeds the per-table limit"),
                rule("empty gsi list", table("gel", false).globalSecondaryIndexes(List.<GlobalSecondaryIndex>of()),
                        INVALID + "List of GlobalSecondaryIndexes is empty", "GSI list is empty/invalid"),
                rule("two gsis of one name", table("gdn", false).attributeDefinitions(defs("pk:S", "h1:S"))
                                .globalSecondaryIndexes(gsi("gix", all(), "h1:HASH"), gsi("gix", all(), "h1:HASH")),
                        INVALID + "Duplicate index name: gix", "Two global secondary indices have the same name"),
                rule("gsi without throughput in a provisioned table", table("gpt", false).billingMode((String) null)
                                .provisionedThroughput(throughput(1, 1)).attributeDefinitions(defs("pk:S", "h1:S"))
                                .globalSecondaryIndexes(gsi("g-a", all(), "h1:HASH")),
                        INVALID + "ProvisionedThroughput is not specified for index: g-a",
                        "No provisioned throughput specified for the global secondary index"),
                rule("gsi with throughput in an on-demand table (Local accepts)", table("gpt", false)
                                .attributeDefinitions(defs("pk:S", "h1:S"))
                                .globalSecondaryIndexes(gsi("g-a", all(), "h1:HASH").toBuilder()
                                        .provisionedThroughput(throughput(1, 1)).build()),
                        INVALID + "ProvisionedThroughput should not be specified for index: g-a when BillingMode is "
                                + "PAY_PER_REQUEST",
                        INVALID + "ProvisionedThroughput should not be specified for index: g-a when BillingMode is "
                                + "PAY_PER_REQUEST"),
                rule("index name of one character", table("gnm", false).attributeDefinitions(defs("pk:S", "h1:S"))
                                .globalSecondaryIndexes(gsi("g", all(), "h1:HASH")),
                        "1 validation error detected: Value 'g' at 'globalSecondaryIndexes.1.member.indexName' "
                                + "failed to satisfy constraint: Member must have length greater than or equal to 3",
                        "Invalid table/index name.  Table/index names must be between 3 and 255 characters long, "
                                + "and may contain only the characters a-z, A-Z, 0-9, '_', '-', and '.'"),
                rule("missing projection", indexWith(null),
                        "1 validation error detected: Value null at 'globalSecondaryIndexes.1.member.projection' "
                                + "failed to satisfy constraint: Member must not be null",
                        "Indexes must have a projection specified"),
                rule("empty projection", indexWith(Projection.builder().build()),
                        INVALID + "Unknown ProjectionType: null", "Indexes must have a projection specified"),
                rule("projection type all in lower case", indexWith(Projection.builder().projectionType("all")
                                .build()),
                        "1 validation error detected: Value 'all' at 'globalSecondaryIndexes.1.member.projection."
                                + "projectionType' failed to satisfy constraint: Member must satisfy enum value set: "
                                + "[ALL, KEYS_ONLY, INCLUDE]",
                        "Projection type must be INCLUDE, ALL, or KEYS_ONLY"),
                rule("include without attributes", indexWith(Projection.builder().projectionType("INCLUDE")
                                .build()),
                        "ProjectionType is INCLUDE, but NonKeyAttributes is not specified",
                        "If Projection type INCLUDE is specified, some non-key attributes to include in the "
                                + "projection must be specified as well"),
                rule("keys-only with attributes", indexWith(Projection.builder().projectionType("KEYS_ONLY")
                                .nonKeyAttributes("a").build()),
                        "ProjectionType is KEYS_ONLY, but NonKeyAttributes is specified",
                        "No attributes should be specified to be projected unless projection type is INCLUDE"),
                rule("duplicate non-key attribute", indexWith(include("a", "a")),
                        "Duplicate element in NonKeyAttributes: a", "Cannot have two attributes with the same name"),
                rule("twenty-one non-key attributes (Local accepts)", indexWith(include(names(21, "n"))),
                        "1 validation error detected: Value '" + List.of(names(21, "n")) + "' at "
                                + "'globalSecondaryIndexes.1.member.projection.nonKeyAttributes' failed to satisfy "
                                + "constraint: Member must have length less than or equal to 20",
                        "1 validation error detected: Value '" + List.of(names(21, "n")) + "' at "
                                + "'globalSecondaryIndexes.1.member.projection.nonKeyAttributes' failed to satisfy "
                                + "constraint: Member must have length less than or equal to 20"),
                rule("101 projected attributes in all indexes", table("gpa", false)
                                .attributeDefinitions(defs("pk:S", "h1:S"))
                                .globalSecondaryIndexes(IntStream.range(0, 6).mapToObj(i -> gsi("gi" + (10 + i),
                                        include(names(i == 5 ? 1 : 20, "a" + i)), "h1:HASH")).toList()),
                        "Number of projected attributes in all indexes exceeds limit of 100",
                        "No more than 20 attributes per table can be projected into Local Secondary Indices"),
                rule("stream enabled without a view type", table("s01", false)
                                .streamSpecification(s -> s.streamEnabled(true)),
                        "Invalid StreamViewType: Stream ViewType must not be null or empty when enabling streams.",
                        "Invalid StreamViewType: Stream ViewType must not be null or empty when enabling streams."),
                rule("stream view type BOGUS (Local accepts)", table("s02", false)
                                .streamSpecification(s -> s.streamEnabled(true).streamViewType("BOGUS")),
                        "1 validation error detected: Value 'BOGUS' at 'streamSpecification.streamViewType' failed "
                                + "to satisfy constraint: Member must satisfy enum value set: [NEW_IMAGE, OLD_IMAGE, "
                                + "NEW_AND_OLD_IMAGES, KEYS_ONLY]",
                        "1 validation error detected: Value 'BOGUS' at 'streamSpecification.streamViewType' failed "
                                + "to satisfy constraint: Member must satisfy enum value set: [NEW_IMAGE, OLD_IMAGE, "
                                + "NEW_AND_OLD_IMAGES, KEYS_ONLY]"),
                rule("stream spec without StreamEnabled", table("s03", false)
                                .streamSpecification(s -> s.streamViewType("KEYS_ONLY")),
                        "1 validation error detected: Value null at 'streamSpecification.streamEnabled' failed to "
                                + "satisfy constraint: Member must not be null",
                        "Stream StreamEnabled was null"),
                rule("billing mode FOO (Local fails with HTTP 500)", table("k06", false).billingMode("FOO"),
                        "1 validation error detected: Value 'FOO' at 'billingMode' failed to satisfy constraint: "
                                + "Member must satisfy enum value set: [PROVISIONED, PAY_PER_REQUEST]",
                        "1 validation error detected: Value 'FOO' at 'billingMode' failed to satisfy constraint: "
                                + "Member must satisfy enum value set: [PROVISIONED, PAY_PER_REQUEST]"));
    }

    private static Arguments rule(String rule, CreateTableRequest.Builder request, String live, String local) {
        return Arguments.of(rule, request.build(), live, local);
    }

    /** A table with one GSI keyed by the given elements over attributes h1..h5, r1..r5. */
    private static CreateTableRequest.Builder multi(String... keySpecs) {
        return table("gmk", false)
                .attributeDefinitions(defs("pk:S", "h1:S", "h2:S", "h3:S", "h4:S", "h5:S", "r1:N", "r2:N", "r3:N",
                        "r4:N", "r5:N"))
                .globalSecondaryIndexes(gsi("gix", all(), keySpecs));
    }

    private static CreateTableRequest.Builder indexWith(Projection projection) {
        return table("gpr", false).attributeDefinitions(defs("pk:S", "h1:S"))
                .globalSecondaryIndexes(gsi("gix", projection, "h1:HASH"));
    }

    private static String[] names(int count, String prefix) {
        return IntStream.range(0, count).mapToObj(i -> prefix + "x" + i).toArray(String[]::new);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rules")
    void create_table_rejects_with_the_live_text(String rule, CreateTableRequest request, String live, String local) {
        DynamoDbClient client = InMemoryDynamo.create().client();

        assertValidation(() -> client.createTable(request), live);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rules")
    void create_table_rejects_with_the_local_text_in_the_local_dialect(String rule, CreateTableRequest request,
                                                                       String live, String local) {
        DynamoDbClient client = InMemoryDynamo.builder().messageDialect(MessageDialect.LOCAL).build().client();

        assertValidation(() -> client.createTable(request), local);
    }

    @Test
    void create_table_rejects_an_existing_table_with_resource_in_use() {
        InMemoryDynamo live = InMemoryDynamo.create();
        InMemoryDynamo local = InMemoryDynamo.builder().messageDialect(MessageDialect.LOCAL).build();
        live.client().createTable(table("orders", false).build());
        local.client().createTable(table("orders", false).build());

        assertRejected(() -> live.client().createTable(table("orders", false).build()),
                ResourceInUseException.class, "Table already exists: orders");
        assertRejected(() -> local.client().createTable(table("orders", false).build()),
                ResourceInUseException.class, "Cannot create preexisting table");
    }

    @Test
    void create_table_validates_the_request_before_looking_for_an_existing_table() {
        DynamoDbClient client = InMemoryDynamo.create().client();
        client.createTable(table("orders", false).build());

        assertValidation(() -> client.createTable(table("orders", false).keySchema(key("pk:RANGE")).build()),
                "Invalid KeySchema: The first KeySchemaElement is not a HASH key type");
    }

    @Test
    void create_table_checks_the_table_name_before_everything_else() {
        DynamoDbClient client = InMemoryDynamo.create().client();

        assertValidation(() -> client.createTable(CreateTableRequest.builder().tableName("ab").build()),
                "1 validation error detected: Value 'ab' at 'tableName' failed to satisfy constraint: Member must "
                        + "have length greater than or equal to 3");
    }

    @Test
    void create_table_reports_index_rules_before_unused_attribute_definitions() {
        DynamoDbClient client = InMemoryDynamo.create().client();

        assertValidation(() -> client.createTable(multi("h1:HASH", "h2:HASH", "h3:HASH", "h4:HASH", "h5:HASH")
                        .attributeDefinitions(defs("pk:S", "h1:S", "h2:S", "h3:S", "h4:S", "h5:S", "zz:S")).build()),
                INVALID + "The KeySchema exceeds the maximum allowed number of HASH key attributes");
    }

    @Test
    void create_table_accepts_every_shape_of_multi_attribute_gsi_key() {
        DynamoDbClient client = InMemoryDynamo.create().client();

        client.createTable(table("shapes", true)
                .attributeDefinitions(defs("pk:S", "sk:S", "h1:S", "h2:N", "h3:B", "h4:S", "r1:N", "r2:B", "r3:S",
                        "r4:N"))
                .globalSecondaryIndexes(
                        gsi("one", all(), "h1:HASH"),
                        gsi("two", all(), "h1:HASH", "r1:RANGE"),
                        gsi("four-four", all(), "h1:HASH", "h2:HASH", "h3:HASH", "h4:HASH", "r1:RANGE", "r2:RANGE",
                                "r3:RANGE", "r4:RANGE"),
                        gsi("table-key", all(), "pk:HASH", "sk:RANGE"),
                        gsi("same-keys", all(), "pk:HASH", "sk:RANGE"),
                        gsi("mixed-roles", all(), "sk:HASH", "h1:HASH", "pk:RANGE"),
                        gsi("hash-only", Requests.include("x", "sk"), "h2:HASH", "h3:HASH"))
                .build());
    }
}
