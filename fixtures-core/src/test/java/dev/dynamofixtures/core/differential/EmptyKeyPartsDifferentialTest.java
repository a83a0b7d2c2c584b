package dev.dynamofixtures.core.differential;

import static dev.dynamofixtures.core.differential.Generators.n;
import static dev.dynamofixtures.core.differential.Generators.s;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DeleteRequest;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * Keys and start keys with an empty attribute name, empty start keys and empty keys in a BatchGetItem, and empty
 * keys of the names and values maps, answered as DynamoDB Local answers them (a probe of empty parameters found each;
 * docs/design.md, "What the oracle taught us"): a key's empty attribute name is refused as an item's ({@code Empty
 * attribute name}), after that entry's value and before the key is matched against the schema, in every operation
 * that takes a key (a transaction's too, as a ValidationException, not a cancellation) and in ExclusiveStartKey; an
 * empty ExclusiveStartKey is invalid whatever the target; a BatchGetItem key that is empty is refused before any table
 * is looked up; the maps' empty key message ends with a semicolon.
 */
class EmptyKeyPartsDifferentialTest {
    private static final String T = Universe.TABLE;
    private static Differential diff;

    @BeforeAll
    static void start() {
        diff = Differential.withUniverseTables();
        diff.both(c -> c.putItem(b -> b.tableName(T).item(Map.of("pk", s("a"), "sk", n("1"), "v", s("x")))));
    }

    @AfterAll
    static void stop() {
        diff.close();
    }

    @ParameterizedTest
    @MethodSource("requests")
    void empty_key_parts_are_answered_as_dynamodb_local_answers_them(Function<DynamoDbClient, ?> call) {
        diff.same("", call);
    }

    private static Map<String, AttributeValue> key(Object... pairs) {
        Map<String, AttributeValue> key = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            key.put((String) pairs[i], (AttributeValue) pairs[i + 1]);
        }
        return key;
    }

    static Stream<Arguments> requests() {
        Map<String, Map<String, AttributeValue>> keys = new LinkedHashMap<>();
        keys.put("an empty name beside the key", key("pk", s("a"), "sk", n("1"), "", s("z")));
        keys.put("an empty name for the partition key", key("", s("a"), "sk", n("1")));
        keys.put("an empty name alone", key("", s("a")));
        keys.put("an empty name, then a sort key of the wrong type", key("", s("a"), "sk", s("1")));
        keys.put("an empty name, then a malformed number", key("", s("a"), "sk", n("x1")));
        keys.put("a malformed number, then an empty name", key("sk", n("x1"), "", s("a")));
        keys.put("an empty name whose value has no type", key("", AttributeValue.builder().build()));
        keys.put("an empty name whose value is a set with duplicates", key("", AttributeValue.fromNs(List.of("1", "1")),
                "pk", s("a")));
        Stream.Builder<Arguments> requests = Stream.builder();
        keys.forEach((what, k) -> {
            requests.add(call("GetItem, " + what, c -> c.getItem(b -> b.tableName(T).key(k))));
            requests.add(call("DeleteItem, " + what, c -> c.deleteItem(b -> b.tableName(T).key(k))));
            requests.add(call("UpdateItem, " + what, c -> c.updateItem(b -> b.tableName(T).key(k)
                    .updateExpression("SET v = :v").expressionAttributeValues(Map.of(":v", s("y"))))));
            requests.add(call("BatchGetItem, " + what, c -> c.batchGetItem(b -> b.requestItems(Map.of(T,
                    KeysAndAttributes.builder().keys(k).build())))));
            requests.add(call("BatchWriteItem delete, " + what, c -> c.batchWriteItem(b -> b.requestItems(Map.of(T,
                    List.of(WriteRequest.builder().deleteRequest(DeleteRequest.builder().key(k).build()).build()))))));
            requests.add(call("TransactGetItems, " + what, c -> c.transactGetItems(b -> b.transactItems(
                    TransactGetItem.builder().get(g -> g.tableName(T).key(k)).build()))));
            requests.add(call("TransactWriteItems update, " + what, c -> c.transactWriteItems(b -> b.transactItems(
                    TransactWriteItem.builder().update(u -> u.tableName(T).key(k).updateExpression("SET v = :v")
                            .expressionAttributeValues(Map.of(":v", s("y")))).build()))));
            requests.add(call("TransactWriteItems condition check, " + what, c -> c.transactWriteItems(b ->
                    b.transactItems(TransactWriteItem.builder().conditionCheck(u -> u.tableName(T).key(k)
                            .conditionExpression("attribute_exists(pk)")).build()))));
            requests.add(call("Scan start key, " + what, c -> c.scan(b -> b.tableName(T).exclusiveStartKey(k))));
            requests.add(call("Query start key, " + what, c -> c.query(b -> b.tableName(T).exclusiveStartKey(k)
                    .keyConditionExpression("pk = :p").expressionAttributeValues(Map.of(":p", s("a"))))));
            requests.add(call("GSI Query start key, " + what, c -> c.query(b -> b.tableName(T).indexName("gmulti")
                    .exclusiveStartKey(k).keyConditionExpression("h1 = :h AND h2 = :n")
                    .expressionAttributeValues(Map.of(":h", s("a"), ":n", n("1"))))));
        });
        Map<String, AttributeValue> emptyName = key("pk", s("a"), "sk", n("1"), "", s(""));
        requests.add(call("GetItem of a missing table, a key with an empty name", c -> c.getItem(b -> b.tableName("nope")
                .key(emptyName))));
        requests.add(call("GetItem, a key with an empty name and a malformed projection", c -> c.getItem(b ->
                b.tableName(T).key(emptyName).projectionExpression("v,"))));
        requests.add(call("GetItem, a key with an empty name and an unused name", c -> c.getItem(b -> b.tableName(T)
                .key(emptyName).expressionAttributeNames(Map.of("#a", "a")).projectionExpression("v"))));
        requests.add(call("UpdateItem, a key with an empty name and a malformed update", c -> c.updateItem(b ->
                b.tableName(T).key(emptyName).updateExpression("SET v = "))));
        requests.add(call("UpdateItem, a key with an empty name and an empty values map", c -> c.updateItem(b ->
                b.tableName(T).key(emptyName).updateExpression("SET v = :v").expressionAttributeValues(Map.of()))));
        requests.add(call("Scan, an empty start key", c -> c.scan(b -> b.tableName(T).exclusiveStartKey(Map.of()))));
        requests.add(call("Scan, an empty start key and a segment", c -> c.scan(b -> b.tableName(T)
                .exclusiveStartKey(Map.of()).segment(0).totalSegments(2))));
        requests.add(call("Scan, an empty start key and a malformed filter", c -> c.scan(b -> b.tableName(T)
                .exclusiveStartKey(Map.of()).filterExpression("v = "))));
        requests.add(call("Scan, an empty start key and Limit 0", c -> c.scan(b -> b.tableName(T)
                .exclusiveStartKey(Map.of()).limit(0))));
        requests.add(call("Scan of a GSI, an empty start key", c -> c.scan(b -> b.tableName(T).indexName("gmulti")
                .exclusiveStartKey(Map.of()))));
        requests.add(call("Query, an empty start key", c -> c.query(b -> b.tableName(T).exclusiveStartKey(Map.of())
                .keyConditionExpression("pk = :p").expressionAttributeValues(Map.of(":p", s("a"))))));
        requests.add(call("Query of an LSI, an empty start key", c -> c.query(b -> b.tableName(T).indexName("lnum")
                .exclusiveStartKey(Map.of()).keyConditionExpression("pk = :p")
                .expressionAttributeValues(Map.of(":p", s("a"))))));
        requests.add(call("Query, an empty start key and no key condition", c -> c.query(b -> b.tableName(T)
                .exclusiveStartKey(Map.of()))));
        Map<String, AttributeValue> whole = key("pk", s("a"), "sk", n("1"));
        requests.add(call("BatchGetItem, an empty key", c -> c.batchGetItem(b -> b.requestItems(Map.of(T,
                KeysAndAttributes.builder().keys(Map.of()).build())))));
        requests.add(call("BatchGetItem, an empty key after a key", c -> c.batchGetItem(b -> b.requestItems(Map.of(T,
                KeysAndAttributes.builder().keys(whole, Map.of()).build())))));
        requests.add(call("BatchGetItem, an empty key of a missing table", c -> c.batchGetItem(b -> b.requestItems(
                Map.of("nope", KeysAndAttributes.builder().keys(Map.of()).build())))));
        requests.add(call("BatchGetItem, an empty key after a duplicate", c -> c.batchGetItem(b -> b.requestItems(
                Map.of(T, KeysAndAttributes.builder().keys(whole, whole, Map.of()).build())))));
        requests.add(call("BatchGetItem, an empty key and a malformed projection", c -> c.batchGetItem(b ->
                b.requestItems(Map.of(T, KeysAndAttributes.builder().keys(Map.of()).projectionExpression("v,")
                        .build())))));
        requests.add(call("GetItem, an empty key in the names map", c -> c.getItem(b -> b.tableName(T).key(whole)
                .projectionExpression("v").expressionAttributeNames(Map.of("", "v")))));
        requests.add(call("Query, an empty key in the values map", c -> c.query(b -> b.tableName(T)
                .keyConditionExpression("pk = :p").expressionAttributeValues(Map.of(":p", s("a"), "", s("b"))))));
        return requests.build();
    }

    private static Arguments call(String name, Function<DynamoDbClient, ?> call) {
        return Arguments.of(Named.of(name, call));
    }
}
