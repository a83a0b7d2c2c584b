package dev.dynamofixtures.core.internal.dataset;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.dynamofixtures.core.InMemoryDynamo;
import dev.dynamofixtures.core.dataset.Dataset;
import dev.dynamofixtures.core.dataset.DatasetTable;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;

/**
 * Exports round-trip: random items of every type in a table with a multi-attribute GSI, exported from the engine,
 * written as YAML and read back, load into another engine as the same items (compared as the engine returns them,
 * canonical); and items given as DynamoDB JSON do the same. Needs the YAML dataset reader (NativeFormat) and, for
 * the second property, the DynamoDB JSON reader (DynamoJsonFormat).
 */
class DatasetRoundTripProperties {
    private static final String TABLE = "things";
    private static final Set<String> KEY_ATTRIBUTES = Set.of("pk", "sk", "g1", "g2", "g3", "g4");
    private static final String TABLES_YAML = String.join("\n",
            "tables:",
            "  things:",
            "    key: { pk: S, sk: N }",
            "    indexes:",
            "      ByGroup:",
            "        partition: [ g1: S, g2: N ]",
            "        sort: [ g3: S, g4: B ]",
            "");

    @Provide
    Arbitrary<List<Map<String, AttributeValue>>> items() {
        Arbitrary<Map<String, AttributeValue>> item = Combinators.combine(
                DatasetValues.nonEmptyStrings(), DatasetValues.numbers(),
                DatasetValues.nonEmptyStrings().injectNull(0.3), DatasetValues.numbers().injectNull(0.3),
                DatasetValues.nonEmptyStrings().injectNull(0.3), DatasetValues.binaries(1).injectNull(0.3),
                DatasetValues.attributes(5)).as((pk, sk, g1, g2, g3, g4, others) -> {
                    Map<String, AttributeValue> attributes = new LinkedHashMap<>();
                    attributes.put("pk", AttributeValue.fromS(pk));
                    attributes.put("sk", AttributeValue.fromN(sk));
                    putIfPresent(attributes, "g1", g1 == null ? null : AttributeValue.fromS(g1));
                    putIfPresent(attributes, "g2", g2 == null ? null : AttributeValue.fromN(g2));
                    putIfPresent(attributes, "g3", g3 == null ? null : AttributeValue.fromS(g3));
                    putIfPresent(attributes, "g4", g4 == null ? null : AttributeValue.fromB(g4));
                    others.forEach((name, value) -> {
                        if (!KEY_ATTRIBUTES.contains(name)) {
                            attributes.put(name, value);
                        }
                    });
                    return attributes;
                });
        return item.list().ofMaxSize(8)
                .uniqueElements(i -> List.of(i.get("pk").s(), new BigDecimal(i.get("sk").n()).stripTrailingZeros()));
    }

    /** At least one item: a batch-write-item file holds one request or more. */
    @Provide
    Arbitrary<List<Map<String, AttributeValue>>> someItems() {
        return items().filter(items -> !items.isEmpty());
    }

    @Property(tries = 150)
    void items_exported_written_as_yaml_and_read_back_load_as_the_same_items(
            @ForAll("items") List<Map<String, AttributeValue>> items) {
        try (InMemoryDynamo source = InMemoryDynamo.create(); InMemoryDynamo copy = InMemoryDynamo.create()) {
            // given
            source.client().createTable(table());
            items.forEach(item -> source.client().putItem(b -> b.tableName(TABLE).item(item)));

            // when
            Dataset exported = Dataset.export(source.client(), TABLE);
            String yaml = exported.toYaml();
            Dataset read = Dataset.parse("export.yml", yaml);
            load(read, copy.client());

            // then
            assertThat(requests(read)).as(yaml).isEqualTo(requests(exported));
            assertThat(read.items(TABLE)).as(yaml).isEqualTo(exported.items(TABLE));
            assertThat(scan(copy.client(), null)).as(yaml).isEqualTo(scan(source.client(), null));
            assertThat(scan(copy.client(), "ByGroup")).as(yaml).isEqualTo(scan(source.client(), "ByGroup"));
        }
    }

    /** Checks the written items against the format reference alone, read by Jackson (no dataset reader). */
    @Property(tries = 200)
    void items_written_as_yaml_are_the_same_items_by_the_rules_of_the_format_reference(
            @ForAll("items") List<Map<String, AttributeValue>> items) {
        try (InMemoryDynamo source = InMemoryDynamo.create()) {
            // given
            source.client().createTable(table());
            items.forEach(item -> source.client().putItem(b -> b.tableName(TABLE).item(item)));
            Dataset exported = Dataset.export(source.client(), TABLE);

            // when
            String yaml = exported.toYaml();
            Node.MapNode root = (Node.MapNode) JacksonNodes.yaml("export.yml", yaml);

            // then
            List<Map<String, AttributeValue>> read = new ArrayList<>();
            Node.MapNode byTable = (Node.MapNode) root.get("items");
            if (byTable != null) {
                for (Node item : ((Node.SeqNode) byTable.get(TABLE)).items()) {
                    read.add(valueOf(item).m());
                }
            }
            assertThat(read).as(yaml).isEqualTo(exported.items(TABLE));
        }
    }

    /** A value by the rules of docs/datasets.md: natural YAML, and the tags S, N, B, SS, NS and BS. */
    private static AttributeValue valueOf(Node node) {
        String tag = node.tag();
        if (node instanceof Node.Scalar scalar) {
            if (tag != null) {
                switch (tag) {
                    case "S": return AttributeValue.fromS(scalar.text());
                    case "N": return AttributeValue.fromN(scalar.text());
                    case "B": return AttributeValue.fromB(SdkBytes.fromByteArray(Base64.getDecoder().decode(scalar.text())));
                    default: throw new AssertionError("unexpected tag " + tag);
                }
            }
            switch (scalar.kind()) {
                case STRING: return AttributeValue.fromS(scalar.text());
                case NUMBER: return YamlScalars.isPlainDecimal(scalar.text()) ? AttributeValue.fromN(scalar.text())
                        : AttributeValue.fromS(scalar.text());
                case BOOLEAN: return AttributeValue.fromBool(Boolean.parseBoolean(scalar.text()));
                default: return AttributeValue.fromNul(true);
            }
        }
        if (node instanceof Node.SeqNode seq) {
            List<AttributeValue> values = new ArrayList<>();
            seq.items().forEach(item -> values.add(valueOf(item)));
            if (tag == null) {
                return AttributeValue.fromL(values);
            }
            List<String> texts = new ArrayList<>();
            seq.items().forEach(item -> texts.add(((Node.Scalar) item).text()));
            switch (tag) {
                case "SS": return AttributeValue.fromSs(texts);
                case "NS": return AttributeValue.fromNs(texts);
                case "BS": {
                    List<SdkBytes> bytes = new ArrayList<>();
                    texts.forEach(text -> bytes.add(SdkBytes.fromByteArray(Base64.getDecoder().decode(text))));
                    return AttributeValue.fromBs(bytes);
                }
                default: throw new AssertionError("unexpected tag " + tag);
            }
        }
        Map<String, AttributeValue> map = new LinkedHashMap<>();
        ((Node.MapNode) node).entries().forEach(entry -> map.put(entry.key(), valueOf(entry.value())));
        return AttributeValue.fromM(map);
    }

    @Property(tries = 50)
    void items_given_as_dynamodb_json_export_and_read_back_as_the_same_items(
            @ForAll("someItems") List<Map<String, AttributeValue>> items) throws IOException {
        Path folder = Files.createTempDirectory("dataset-round-trip");
        try (InMemoryDynamo direct = InMemoryDynamo.create(); InMemoryDynamo fromJson = InMemoryDynamo.create();
             InMemoryDynamo fromExport = InMemoryDynamo.create()) {
            // given
            direct.client().createTable(table());
            items.forEach(item -> direct.client().putItem(b -> b.tableName(TABLE).item(item)));
            Path tables = Files.writeString(folder.resolve("tables.yml"), TABLES_YAML);
            Path json = Files.writeString(folder.resolve("items.json"), batchWriteJson(items));

            // when
            load(Dataset.read(tables, json), fromJson.client());
            String yaml = Dataset.export(fromJson.client(), TABLE).toYaml();
            load(Dataset.parse("export.yml", yaml), fromExport.client());

            // then
            assertThat(scan(fromJson.client(), null)).isEqualTo(scan(direct.client(), null));
            assertThat(scan(fromExport.client(), null)).as(yaml).isEqualTo(scan(direct.client(), null));
        } finally {
            try (var files = Files.list(folder)) {
                for (Path file : files.toList()) {
                    Files.delete(file);
                }
            }
            Files.delete(folder);
        }
    }

    private static CreateTableRequest table() {
        return CreateTableRequest.builder().tableName(TABLE)
                .attributeDefinitions(a -> a.attributeName("pk").attributeType("S"),
                        a -> a.attributeName("sk").attributeType("N"), a -> a.attributeName("g1").attributeType("S"),
                        a -> a.attributeName("g2").attributeType("N"), a -> a.attributeName("g3").attributeType("S"),
                        a -> a.attributeName("g4").attributeType("B"))
                .keySchema(key("pk", KeyType.HASH), key("sk", KeyType.RANGE))
                .globalSecondaryIndexes(g -> g.indexName("ByGroup")
                        .keySchema(key("g1", KeyType.HASH), key("g2", KeyType.HASH), key("g3", KeyType.RANGE),
                                key("g4", KeyType.RANGE))
                        .projection(p -> p.projectionType(ProjectionType.ALL)))
                .billingMode(BillingMode.PAY_PER_REQUEST).build();
    }

    /** Loads a dataset request by request, so that this property depends on no bulk loader. */
    private static void load(Dataset dataset, DynamoDbClient client) {
        for (DatasetTable table : dataset.tables()) {
            client.createTable(table.createTableRequest());
            for (Map<String, AttributeValue> item : dataset.items(table.name())) {
                client.putItem(b -> b.tableName(table.name()).item(item));
            }
        }
    }

    private static List<Object> requests(Dataset dataset) {
        List<Object> requests = new ArrayList<>();
        for (DatasetTable table : dataset.tables()) {
            requests.add(List.of(table.createTableRequest(), table.timeToLiveAttribute()));
        }
        return requests;
    }

    private static List<Map<String, AttributeValue>> scan(DynamoDbClient client, String index) {
        return client.scan(ScanRequest.builder().tableName(TABLE).indexName(index).build()).items();
    }

    private static String batchWriteJson(List<Map<String, AttributeValue>> items) throws IOException {
        ObjectNode root = JsonNodeFactory.instance.objectNode();
        ArrayNode requests = root.putArray(TABLE);
        for (Map<String, AttributeValue> item : items) {
            ObjectNode json = requests.addObject().putObject("PutRequest").putObject("Item");
            item.forEach((name, value) -> json.set(name, dynamoJson(value)));
        }
        return new ObjectMapper().writerWithDefaultPrettyPrinter().writeValueAsString(root);
    }

    private static ObjectNode dynamoJson(AttributeValue value) {
        ObjectNode json = JsonNodeFactory.instance.objectNode();
        switch (value.type()) {
            case S: json.put("S", value.s()); break;
            case N: json.put("N", value.n()); break;
            case B: json.put("B", base64(value.b())); break;
            case BOOL: json.put("BOOL", value.bool()); break;
            case NUL: json.put("NULL", true); break;
            case SS: value.ss().forEach(json.putArray("SS")::add); break;
            case NS: value.ns().forEach(json.putArray("NS")::add); break;
            case BS: {
                ArrayNode set = json.putArray("BS");
                value.bs().forEach(b -> set.add(base64(b)));
                break;
            }
            case L: {
                ArrayNode list = json.putArray("L");
                value.l().forEach(v -> list.add(dynamoJson(v)));
                break;
            }
            case M: {
                ObjectNode map = json.putObject("M");
                value.m().forEach((k, v) -> map.set(k, dynamoJson(v)));
                break;
            }
            default: throw new IllegalArgumentException(value.toString());
        }
        return json;
    }

    private static String base64(SdkBytes bytes) {
        return Base64.getEncoder().encodeToString(bytes.asByteArray());
    }

    private static KeySchemaElement key(String name, KeyType type) {
        return KeySchemaElement.builder().attributeName(name).keyType(type).build();
    }

    private static void putIfPresent(Map<String, AttributeValue> item, String name, AttributeValue value) {
        if (value != null) {
            item.put(name, value);
        }
    }
}
