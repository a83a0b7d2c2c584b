package dev.dynamofixtures.core.internal.dataset;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dynamofixtures.core.dataset.Dataset;
import dev.dynamofixtures.core.dataset.DatasetTable;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughput;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;
import software.amazon.awssdk.services.dynamodb.model.TableClass;

/** The YAML a dataset is written as: exact text for tables of every feature and items of every type. */
class YamlWriterTest {
    private static final Instant NOW = Instant.parse("2030-01-01T00:00:00Z");
    private static final Position AT = Position.of("test");

    @Test
    void writes_a_table_with_every_feature_and_leaves_out_defaults() throws IOException {
        // given
        DatasetContent content = new DatasetContent(List.of(orders(), devices()), Map.of());

        // when
        String yaml = write(content);

        // then
        assertThat(yaml).isEqualTo(String.join("\n",
                "tables:",
                "  orders:",
                "    key: { order_id: S, created: N }",
                "    indexes:",
                "      ByCustomerStatus:",
                "        partition: [ customer_id: S, region: S ]",
                "        sort: [ status: S, order_date: S, amount: N ]",
                "        projection: [ note, total ]",
                "        throughput: { read: 2, write: 1 }",
                "      ByStatus:",
                "        partition: [ status: S ]",
                "        projection: KEYS_ONLY",
                "    localIndexes:",
                "      ByDate:",
                "        sort: [ order_date: S ]",
                "        projection: KEYS_ONLY",
                "    ttl: expires_at",
                "    stream: NEW_AND_OLD_IMAGES",
                "    billing: { read: 5, write: 5 }",
                "    tableClass: STANDARD_INFREQUENT_ACCESS",
                "    deletionProtection: true",
                "  \"true\":",
                "    key: { \"id:x\": B }",
                ""));
    }

    @Test
    void writes_items_of_every_type_one_per_line_in_natural_yaml() throws IOException {
        // given
        Map<String, AttributeValue> item = everyType();
        DatasetContent content = new DatasetContent(List.of(simple("orders")),
                Map.of("orders", List.of(ItemEntry.fixed(AT, item))));

        // when
        String yaml = write(content);

        // then
        assertThat(yaml).endsWith(String.join("\n",
                "items:",
                "  orders:",
                "    - { order_id: K1, created: 1700000000, status: PENDING, amount: 200.50, order_date: 2025-11-04, "
                        + "paid: true, refunded: false, coupon: null, tags: !SS [blue, \"true\", a b], "
                        + "sizes: !NS [1, 2.5, -1E+3, \"+5\"], blobs: !BS [aGk=, w5fDl8OX], raw: !B aGVsbG8=, "
                        + "empty_raw: !B \"\", lines: [1, \"2\", [], {}], address: { city: Paris, zip: \"07000\" }, "
                        + "note: \"\" }",
                ""));
    }

    @Test
    void quotes_strings_and_names_that_would_read_back_as_something_else() throws IOException {
        // given
        Map<String, AttributeValue> item = trickyStrings();
        DatasetContent content = new DatasetContent(List.of(simple("orders")),
                Map.of("orders", List.of(ItemEntry.fixed(AT, item))));

        // when
        String yaml = write(content);

        // then
        assertThat(yaml).endsWith("    - { order_id: \"12:30\", a: \"a: b\", b: \"x #y\", c: \" lead\", d: \"trail \", "
                + "e: say \"hi\" it's a\\b, f: \"line\\nbreak\\ttab\\u0007bell\", g: \ud83d\ude00 caf\u00e9, "
                + "h: \"- dash\", i: \"0x1F\", j: \"1e3\", k: \"~\", l: \"NULL\", m: \".inf\", \"n\": http://x.io/a#top, s: \"http://x.io/a?b=c\", "
                + "o: \"a,b\", p: \"[x]\", q: \"Yes\", r: 2025-11-04T10:00:00Z, \"my key: x\": v, \"null\": v }\n");
    }

    @Test
    void writes_numbers_that_are_not_plain_decimals_with_the_N_tag() throws IOException {
        // given
        Map<String, AttributeValue> item = oddNumbers();
        DatasetContent content = new DatasetContent(List.of(simple("orders")),
                Map.of("orders", List.of(ItemEntry.fixed(AT, item))));

        // when
        String yaml = write(content);

        // then
        assertThat(yaml).endsWith("    - { order_id: K2, half: !N \".5\", plus: !N \"+7\", "
                + "big: 12345678901234567890123456789012345678, tiny: -1.5e-130 }\n");
    }

    @Test
    void writes_timed_items_as_computed_at_the_given_instant() throws IOException {
        // given
        ItemEntry timed = new ItemEntry(AT, Map.of("order_id", s("K1")), now -> {
            Map<String, AttributeValue> item = new LinkedHashMap<>();
            item.put("order_id", s("K1"));
            item.put("expires_at", n(Long.toString(now.getEpochSecond() + 60)));
            return item;
        });
        DatasetContent content = new DatasetContent(List.of(simple("orders")), Map.of("orders", List.of(timed)));

        // when
        String yaml = write(content);

        // then
        assertThat(yaml).endsWith("    - { order_id: K1, expires_at: " + (NOW.getEpochSecond() + 60) + " }\n");
    }

    @Test
    void writes_tables_in_content_order_and_leaves_out_tables_without_items() throws IOException {
        // given
        DatasetContent content = new DatasetContent(List.of(simple("b_table"), simple("a_table"), simple("empty")),
                Map.of("a_table", List.of(ItemEntry.fixed(AT, Map.of("order_id", s("A")))),
                        "b_table", List.of(ItemEntry.fixed(AT, Map.of("order_id", s("B"))))));

        // when
        String yaml = write(content);

        // then
        assertThat(yaml).isEqualTo(String.join("\n",
                "tables:",
                "  b_table:",
                "    key: { order_id: S }",
                "  a_table:",
                "    key: { order_id: S }",
                "  empty:",
                "    key: { order_id: S }",
                "items:",
                "  b_table:",
                "    - { order_id: B }",
                "  a_table:",
                "    - { order_id: A }",
                ""));
    }

    @Test
    void what_is_written_reads_back_as_equal_tables_and_items() throws IOException {
        // given
        DatasetContent content = new DatasetContent(List.of(orders(), simple("things")),
                Map.of("things", List.of(ItemEntry.fixed(AT, everyType()), ItemEntry.fixed(AT, trickyStrings()),
                        ItemEntry.fixed(AT, oddNumbers()))));

        // when
        Dataset read = Dataset.parse("written.yml", write(content));

        // then
        assertThat(read.tables()).extracting(DatasetTable::createTableRequest)
                .containsExactly(orders().createTableRequest(), simple("things").createTableRequest());
        assertThat(read.table("orders").orElseThrow().timeToLiveAttribute()).contains("expires_at");
        assertThat(read.items("things")).containsExactly(everyType(), trickyStrings(), oddNumbers());
    }

    @Test
    void writes_an_empty_dataset_as_an_empty_tables_mapping() throws IOException {
        // when
        String yaml = write(DatasetContent.EMPTY);

        // then
        assertThat(yaml).isEqualTo("tables: {}\n");
        assertThat(Dataset.parse("empty.yml", yaml).tables()).isEmpty();
    }

    private static Map<String, AttributeValue> everyType() {
        Map<String, AttributeValue> item = new LinkedHashMap<>();
        item.put("order_id", s("K1"));
        item.put("created", n("1700000000"));
        item.put("status", s("PENDING"));
        item.put("amount", n("200.50"));
        item.put("order_date", s("2025-11-04"));
        item.put("paid", AttributeValue.fromBool(true));
        item.put("refunded", AttributeValue.fromBool(false));
        item.put("coupon", AttributeValue.fromNul(true));
        item.put("tags", AttributeValue.fromSs(List.of("blue", "true", "a b")));
        item.put("sizes", AttributeValue.fromNs(List.of("1", "2.5", "-1E+3", "+5")));
        item.put("blobs", AttributeValue.fromBs(List.of(bytes("hi"), bytes("\u00d7\u00d7\u00d7"))));
        item.put("raw", AttributeValue.fromB(bytes("hello")));
        item.put("empty_raw", AttributeValue.fromB(SdkBytes.fromByteArray(new byte[0])));
        item.put("lines", AttributeValue.fromL(List.of(n("1"), s("2"), AttributeValue.fromL(List.of()),
                AttributeValue.fromM(Map.of()))));
        item.put("address", AttributeValue.fromM(map("city", s("Paris"), "zip", s("07000"))));
        item.put("note", s(""));
        return item;
    }

    private static Map<String, AttributeValue> trickyStrings() {
        Map<String, AttributeValue> item = new LinkedHashMap<>();
        item.put("order_id", s("12:30"));
        item.put("a", s("a: b"));
        item.put("b", s("x #y"));
        item.put("c", s(" lead"));
        item.put("d", s("trail "));
        item.put("e", s("say \"hi\" it's a\\b"));
        item.put("f", s("line\nbreak\ttab\u0007bell"));
        item.put("g", s("\ud83d\ude00 caf\u00e9"));
        item.put("h", s("- dash"));
        item.put("i", s("0x1F"));
        item.put("j", s("1e3"));
        item.put("k", s("~"));
        item.put("l", s("NULL"));
        item.put("m", s(".inf"));
        item.put("n", s("http://x.io/a#top"));
        item.put("s", s("http://x.io/a?b=c"));
        item.put("o", s("a,b"));
        item.put("p", s("[x]"));
        item.put("q", s("Yes"));
        item.put("r", s("2025-11-04T10:00:00Z"));
        item.put("my key: x", s("v"));
        item.put("null", s("v"));
        return item;
    }

    private static Map<String, AttributeValue> oddNumbers() {
        Map<String, AttributeValue> item = new LinkedHashMap<>();
        item.put("order_id", s("K2"));
        item.put("half", n(".5"));
        item.put("plus", n("+7"));
        item.put("big", n("12345678901234567890123456789012345678"));
        item.put("tiny", n("-1.5e-130"));
        return item;
    }

    private static String write(DatasetContent content) throws IOException {
        StringWriter out = new StringWriter();
        YamlWriter.write(content, out, NOW);
        return out.toString();
    }

    private static DatasetTable orders() {
        ProvisionedThroughput five = ProvisionedThroughput.builder().readCapacityUnits(5L).writeCapacityUnits(5L).build();
        CreateTableRequest request = CreateTableRequest.builder().tableName("orders")
                .keySchema(key("order_id", KeyType.HASH), key("created", KeyType.RANGE))
                .attributeDefinitions(attribute("order_id", "S"), attribute("created", "N"),
                        attribute("customer_id", "S"), attribute("region", "S"), attribute("status", "S"),
                        attribute("order_date", "S"), attribute("amount", "N"))
                .globalSecondaryIndexes(
                        GlobalSecondaryIndex.builder().indexName("ByCustomerStatus")
                                .keySchema(key("customer_id", KeyType.HASH), key("region", KeyType.HASH),
                                        key("status", KeyType.RANGE), key("order_date", KeyType.RANGE),
                                        key("amount", KeyType.RANGE))
                                .projection(Projection.builder().projectionType(ProjectionType.INCLUDE)
                                        .nonKeyAttributes("note", "total").build())
                                .provisionedThroughput(b -> b.readCapacityUnits(2L).writeCapacityUnits(1L)).build(),
                        GlobalSecondaryIndex.builder().indexName("ByStatus").keySchema(key("status", KeyType.HASH))
                                .projection(p -> p.projectionType(ProjectionType.KEYS_ONLY))
                                .provisionedThroughput(five).build())
                .localSecondaryIndexes(LocalSecondaryIndex.builder().indexName("ByDate")
                        .keySchema(key("order_id", KeyType.HASH), key("order_date", KeyType.RANGE))
                        .projection(p -> p.projectionType(ProjectionType.KEYS_ONLY)).build())
                .streamSpecification(s -> s.streamEnabled(true).streamViewType(StreamViewType.NEW_AND_OLD_IMAGES))
                .billingMode(BillingMode.PROVISIONED).provisionedThroughput(five)
                .tableClass(TableClass.STANDARD_INFREQUENT_ACCESS).deletionProtectionEnabled(true)
                .build();
        return new DatasetTable("orders", request, Optional.of("expires_at"), "test");
    }

    private static DatasetTable devices() {
        CreateTableRequest request = CreateTableRequest.builder().tableName("true")
                .keySchema(key("id:x", KeyType.HASH)).attributeDefinitions(attribute("id:x", "B"))
                .billingMode(BillingMode.PAY_PER_REQUEST).tableClass(TableClass.STANDARD)
                .deletionProtectionEnabled(false).build();
        return new DatasetTable("true", request, Optional.empty(), "test");
    }

    private static DatasetTable simple(String name) {
        CreateTableRequest request = CreateTableRequest.builder().tableName(name)
                .keySchema(key("order_id", KeyType.HASH)).attributeDefinitions(attribute("order_id", "S"))
                .billingMode(BillingMode.PAY_PER_REQUEST).build();
        return new DatasetTable(name, request, Optional.empty(), "test");
    }

    private static KeySchemaElement key(String name, KeyType type) {
        return KeySchemaElement.builder().attributeName(name).keyType(type).build();
    }

    private static AttributeDefinition attribute(String name, String type) {
        return AttributeDefinition.builder().attributeName(name).attributeType(type).build();
    }

    private static AttributeValue s(String text) {
        return AttributeValue.fromS(text);
    }

    private static AttributeValue n(String text) {
        return AttributeValue.fromN(text);
    }

    private static SdkBytes bytes(String text) {
        return SdkBytes.fromString(text, StandardCharsets.UTF_8);
    }

    private static Map<String, AttributeValue> map(String k1, AttributeValue v1, String k2, AttributeValue v2) {
        Map<String, AttributeValue> map = new LinkedHashMap<>();
        map.put(k1, v1);
        map.put(k2, v2);
        return map;
    }
}
