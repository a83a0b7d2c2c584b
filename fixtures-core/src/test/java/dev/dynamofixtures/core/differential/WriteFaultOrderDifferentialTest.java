package dev.dynamofixtures.core.differential;

import static dev.dynamofixtures.core.differential.Generators.n;
import static dev.dynamofixtures.core.differential.Generators.s;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Condition;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * Which of two faults DynamoDB Local reports first where the write-parameter fuzzer, drawing faults together, found
 * the engine answering otherwise: the names and values maps' own faults (empty, a key without its '#' or ':', a value
 * that is not one) come after a PutItem's item and an UpdateItem's or DeleteItem's key, after a Scan's Limit, after a
 * Query's legacy and expression parameters mixed, and after every table's keys of a BatchGetItem; a PutItem's item
 * over 400 KB is refused for its size before its keys' faults, as a batch's or a transaction's put is.
 */
class WriteFaultOrderDifferentialTest {
    private static Differential diff;

    @BeforeAll
    static void tables() {
        diff = Differential.withUniverseTables();
    }

    @AfterAll
    static void close() {
        diff.close();
    }

    private static Map<String, String> names(String fault) {
        return switch (fault) {
            case "names empty" -> Map.of();
            case "a name without #" -> Map.of("a", "a");
            default -> null;
        };
    }

    private static Map<String, AttributeValue> values(String fault) {
        return switch (fault) {
            case "values empty" -> Map.of();
            case "a set of duplicates" -> Map.of(":v", AttributeValue.fromSs(List.of("x", "x")));
            case "an empty value" -> Map.of(":v", AttributeValue.builder().build());
            default -> Map.of(":v", s("x"));
        };
    }

    /** An item of the universe table with one fault: its key's or an index key's, a value's, or its size. */
    private static Map<String, AttributeValue> item(String fault) {
        Map<String, AttributeValue> item = new LinkedHashMap<>(key(fault));
        item.put("v", s("x"));
        switch (fault) {
            case "an index key's type" -> item.put("h1", n("1"));
            case "an empty index key" -> item.put("h1", s(""));
            case "a malformed number" -> item.put("num", n("1x"));
            case "a number set of duplicates" -> item.put("set", AttributeValue.fromNs(List.of("1", "1.0")));
            case "over 400 KB" -> item.put("big", s("x".repeat(409_600)));
            default -> { }
        }
        return item;
    }

    private static Map<String, AttributeValue> key(String fault) {
        Map<String, AttributeValue> key = new LinkedHashMap<>();
        key.put("pk", s(fault.equals("an empty key") ? "" : "a"));
        if (!fault.equals("a missing key")) {
            key.put("sk", fault.equals("a key's type") ? s("1") : n("1"));
        }
        return key;
    }


    @ParameterizedTest(name = "{0}, {1}")
    @CsvSource({
            "a key's type, names empty", "a missing key, a name without #", "an empty key, values empty",
            "an index key's type, a set of duplicates", "a malformed number, an empty value",
            "a number set of duplicates, names empty", "over 400 KB, a set of duplicates"})
    void a_put_item_reports_its_item_before_its_names_and_values(String itemFault, String mapFault) {
        diff.same(itemFault + ", " + mapFault, c -> c.putItem(b -> b.tableName(Universe.TABLE).item(item(itemFault))
                .conditionExpression("v = :v").expressionAttributeNames(names(mapFault))
                .expressionAttributeValues(values(mapFault))));
    }

    @ParameterizedTest(name = "{0}, {1}")
    @CsvSource({"a key's type, names empty", "a missing key, a name without #", "an empty key, values empty",
            "a key's type, a set of duplicates", "a missing key, an empty value"})
    void an_update_or_delete_reports_its_key_before_its_names_and_values(String keyFault, String mapFault) {
        diff.same("update: " + keyFault + ", " + mapFault, c -> c.updateItem(b -> b.tableName(Universe.TABLE)
                .key(key(keyFault)).updateExpression("SET v = :v").expressionAttributeNames(names(mapFault))
                .expressionAttributeValues(values(mapFault))));
        diff.same("delete: " + keyFault + ", " + mapFault, c -> c.deleteItem(b -> b.tableName(Universe.TABLE)
                .key(key(keyFault)).conditionExpression("v = :v").expressionAttributeNames(names(mapFault))
                .expressionAttributeValues(values(mapFault))));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"names empty", "a name without #", "values empty", "a set of duplicates"})
    void the_maps_come_before_the_expressions_own_faults_and_after_reads_parameters(String mapFault) {
        diff.same("a condition's syntax", c -> c.putItem(b -> b.tableName(Universe.TABLE).item(item("none"))
                .conditionExpression("v = ").expressionAttributeNames(names(mapFault))
                .expressionAttributeValues(values(mapFault))));
        diff.same("an update's syntax", c -> c.updateItem(b -> b.tableName(Universe.TABLE).key(key("none"))
                .updateExpression("SET v = ").expressionAttributeNames(names(mapFault))
                .expressionAttributeValues(values(mapFault))));
        diff.same("a Scan's Limit", c -> c.scan(b -> b.tableName(Universe.TABLE).limit(0).filterExpression("v = :v")
                .expressionAttributeNames(names(mapFault)).expressionAttributeValues(values(mapFault))));
        Map<String, Condition> onV = Map.of("v", Condition.builder().comparisonOperator("EQ")
                .attributeValueList(s("x")).build());
        diff.same("a Query's QueryFilter beside its key condition", c -> c.query(b -> b.tableName(Universe.TABLE)
                .queryFilter(onV).keyConditionExpression("pk = :v").expressionAttributeNames(names(mapFault))
                .expressionAttributeValues(values(mapFault))));
        diff.same("a Query's start key, by contrast", c -> c.query(b -> b.tableName(Universe.TABLE)
                .exclusiveStartKey(key("a missing key")).keyConditionExpression("pk = :v")
                .expressionAttributeNames(names(mapFault)).expressionAttributeValues(values(mapFault))));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"names empty", "a name without #"})
    void a_batch_get_checks_every_table_s_keys_before_any_names(String mapFault) {
        for (boolean badKeyFirst : List.of(true, false)) {
            Map<String, KeysAndAttributes> tables = new LinkedHashMap<>();
            tables.put(Universe.TABLE, KeysAndAttributes.builder().keys(key(badKeyFirst ? "a key's type" : "none"))
                    .projectionExpression(badKeyFirst ? null : "v")
                    .expressionAttributeNames(badKeyFirst ? null : names(mapFault)).build());
            tables.put(Universe.NUMBER_TABLE, KeysAndAttributes.builder()
                    .keys(Map.of("pk", badKeyFirst ? n("1") : s("1"))).projectionExpression(badKeyFirst ? "v" : null)
                    .expressionAttributeNames(badKeyFirst ? names(mapFault) : null).build());
            diff.same("the bad key's table first: " + badKeyFirst, c -> c.batchGetItem(b -> b.requestItems(tables)));
        }
        Map<String, KeysAndAttributes> pathFirst = new LinkedHashMap<>();
        pathFirst.put(Universe.TABLE, KeysAndAttributes.builder().keys(key("none")).projectionExpression("pk.x")
                .build());
        pathFirst.put(Universe.NUMBER_TABLE, KeysAndAttributes.builder().keys(Map.of("pk", s("1"))).build());
        diff.same("a path into a key, then a bad key", c -> c.batchGetItem(b -> b.requestItems(pathFirst)));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"a key's type", "a missing key", "an empty key", "an index key's type",
            "an empty index key"})
    void an_item_over_400_kb_is_refused_for_its_size_before_its_keys_faults_by_every_put(String keyFault) {
        Map<String, AttributeValue> item = item(keyFault);
        item.put("big", s("x".repeat(409_600)));
        diff.same("PutItem", c -> c.putItem(b -> b.tableName(Universe.TABLE).item(item)));
        diff.same("BatchWriteItem", c -> c.batchWriteItem(b -> b.requestItems(Map.of(Universe.TABLE,
                List.of(WriteRequest.builder().putRequest(PutRequest.builder().item(item).build()).build())))));
        diff.same("TransactWriteItems", c -> c.transactWriteItems(b -> b.transactItems(TransactWriteItem.builder()
                .put(Put.builder().tableName(Universe.TABLE).item(item).build()).build())));
    }
}
