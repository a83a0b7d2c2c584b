package dev.dynamofixtures.core.differential;

import static dev.dynamofixtures.core.ops.TestTables.item;

import dev.dynamofixtures.core.ops.TestTables;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.Set;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * BatchWriteItem and BatchGetItem: the engine (LOCAL dialect) and DynamoDB Local give the same results and
 * errors, including which of several bad tables is reported. Known differences, pinned in the {@code ops}
 * tests instead: Local charges 2 units for a batch delete of a missing item and nothing for a key with no
 * item, accepts an empty AttributesToGet, and treats {@code 1} and {@code 1.0} as two keys in BatchGetItem.
 */
class BatchDifferentialTest {
    private Differential diff;

    @BeforeEach
    void tables() {
        diff = new Differential();
        diff.both(c -> c.createTable(TestTables.table("wrt").hash("pk", ScalarAttributeType.S)
                .range("sk", ScalarAttributeType.S).request()));
        diff.both(c -> c.createTable(TestTables.table("trg").hash("pk", ScalarAttributeType.S)
                .gsi("gix", ProjectionType.ALL, "g", ScalarAttributeType.S).request()));
        diff.both(c -> c.createTable(TestTables.table("num").hash("pk", ScalarAttributeType.N).request()));
    }

    @AfterEach
    void close() {
        diff.close();
    }

    private static WriteRequest put(Map<String, AttributeValue> item) {
        return WriteRequest.builder().putRequest(p -> p.item(item)).build();
    }

    private static WriteRequest delete(Map<String, AttributeValue> key) {
        return WriteRequest.builder().deleteRequest(d -> d.key(key)).build();
    }

    /** RequestItems in exactly the given order (it decides which bad table DynamoDB Local reports). */
    @SafeVarargs
    private static <V> Map<String, V> ordered(Object... tablesAndValues) {
        Map<String, V> items = new LinkedHashMap<>();
        for (int i = 0; i < tablesAndValues.length; i += 2) {
            @SuppressWarnings("unchecked")
            V value = (V) tablesAndValues[i + 1];
            items.put((String) tablesAndValues[i], value);
        }
        return items;
    }

    private void write(String description, Map<String, List<WriteRequest>> items) {
        diff.same(description, c -> c.batchWriteItem(b -> b.requestItems(items)));
    }

    private void readBack(String description) {
        diff.same(description + ": wrt", c -> c.scan(b -> b.tableName("wrt")));
        diff.same(description + ": trg", c -> c.scan(b -> b.tableName("trg")));
    }

    @Test
    void valid_batches_write_and_read_alike() {
        diff.both(c -> c.putItem(b -> b.tableName("trg").item(item("pk", "old", "g", "x"))));
        write("puts and deletes over two tables", ordered(
                "wrt", List.of(put(item("pk", "a", "sk", "1", "v", 1)), put(item("pk", "a", "sk", "2"))),
                "trg", List.of(delete(item("pk", "old")), put(item("pk", "n", "g", "y")), delete(item("pk", "missing")))));
        readBack("after");
        diff.same("batch get with projections", c -> c.batchGetItem(b -> b.requestItems(ordered(
                "wrt", KeysAndAttributes.builder().keys(item("pk", "a", "sk", "1"), item("pk", "a", "sk", "2"),
                        item("pk", "zz", "sk", "1")).projectionExpression("#v, sk").expressionAttributeNames(Map.of("#v", "v"))
                        .build(),
                "trg", KeysAndAttributes.builder().keys(item("pk", "old"), item("pk", "n")).projectionExpression("g, nope")
                        .consistentRead(true).build()))));
        diff.same("batch get with AttributesToGet", c -> c.batchGetItem(b -> b.requestItems(ordered(
                "trg", KeysAndAttributes.builder().keys(item("pk", "n")).attributesToGet("g", "nope").build(),
                "wrt", KeysAndAttributes.builder().keys(item("pk", "a", "sk", "1")).build()))));
        diff.same("AttributesToGet in one table and a projection in another", c -> c.batchGetItem(b -> b.requestItems(
                ordered("trg", KeysAndAttributes.builder().keys(item("pk", "n")).attributesToGet("g").build(),
                        "wrt", KeysAndAttributes.builder().keys(item("pk", "a", "sk", "1")).projectionExpression("v")
                                .build()))));
        diff.same("batch get of nothing found", c -> c.batchGetItem(b -> b.requestItems(Map.of(
                "trg", KeysAndAttributes.builder().keys(item("pk", "nothing")).build()))));
    }

    @Test
    void invalid_batches_fail_alike_and_write_nothing() {
        List<WriteRequest> twentySix = new ArrayList<>();
        for (int i = 0; i < 26; i++) {
            twentySix.add(put(item("pk", "k" + i, "sk", "1")));
        }
        write("26 requests", ordered("wrt", twentySix));
        write("13 and 13 requests", ordered("wrt", twentySix.subList(0, 13), "trg", List.of(put(item("pk", "0")),
                put(item("pk", "1")), put(item("pk", "2")), put(item("pk", "3")), put(item("pk", "4")), put(item("pk", "5")),
                put(item("pk", "6")), put(item("pk", "7")), put(item("pk", "8")), put(item("pk", "9")), put(item("pk", "10")),
                put(item("pk", "11")), put(item("pk", "12")))));
        write("no tables", Map.of());
        write("an empty list", ordered("wrt", List.of(put(item("pk", "a", "sk", "1"))), "trg", List.of()));
        write("duplicates", ordered("wrt", List.of(put(item("pk", "a", "sk", "1")), delete(item("pk", "a", "sk", "1")))));
        write("duplicate numbers written differently", ordered("num", List.of(put(item("pk", 1)),
                put(item("pk", AttributeValue.fromN("1.0"))))));
        write("a bad key before duplicates", ordered("wrt", List.of(put(item("pk", 1, "sk", "1")),
                put(item("pk", "a", "sk", "1")), put(item("pk", "a", "sk", "1")))));
        write("duplicates before a bad key", ordered("wrt", List.of(put(item("pk", "a", "sk", "1")),
                put(item("pk", "a", "sk", "1")), put(item("pk", 1, "sk", "1")))));
        write("an empty set after duplicates", ordered("wrt", List.of(put(item("pk", "a", "sk", "1")),
                put(item("pk", "a", "sk", "1")), put(item("pk", "a", "sk", "2", "s", AttributeValue.fromSs(List.of()))))));
        write("a missing sort key", ordered("wrt", List.of(put(item("pk", "a")))));
        write("an extra key attribute", ordered("wrt", List.of(delete(item("pk", "a", "sk", "1", "x", "y")))));
        write("an index key of the wrong type", ordered("trg", List.of(put(item("pk", "k", "g", 1)))));
        write("an empty index key", ordered("trg", List.of(put(item("pk", "k", "g", "")))));
        write("a set as a key", ordered("trg", List.of(delete(item("pk", AttributeValue.fromSs(List.of("a")))))));
        write("an item over 400 KB", ordered("trg", List.of(put(item("pk", "k", "d", "x".repeat(409_600))))));
        write("neither put nor delete", ordered("trg", List.of(WriteRequest.builder().build())));
        write("a put without an item", ordered("trg", List.of(WriteRequest.builder().putRequest(p -> { }).build())));
        write("an empty item", ordered("trg", List.of(put(Map.of()))));
        write("an invalid table name", ordered("ab", List.of(put(item("pk", "k")))));
        readBack("nothing written");
    }

    /** Table names chosen by their buckets in DynamoDB Local's HashMap (see LocalTableOrder). */
    @Test
    void of_several_bad_tables_the_one_dynamodb_local_visits_first_is_reported_alike() {
        List<WriteRequest> badKey = List.of(put(item("pk", 1, "sk", "1")));
        List<WriteRequest> any = List.of(put(item("pk", "b")));
        for (String other : List.of("aaa", "xyz", "aae", "nope", "abc", "zz0", "zzzzzzzzzzzz")) {
            write(other + " then wrt", ordered(other, any, "wrt", badKey));
            write("wrt then " + other, ordered("wrt", badKey, other, any));
        }
        write("four tables", ordered("aae", any, "nope", any, "abc", any, "wrt", badKey));
        write("seven tables", ordered("aae", any, "nope", any, "abc", any, "zz0", any, "abd", any, "abe", any, "wrt", badKey));
        write("three tables", ordered("aae", any, "trx", any, "wrt", badKey));
        diff.same("batch get: aaa then wrt", c -> c.batchGetItem(b -> b.requestItems(ordered(
                "xyz", KeysAndAttributes.builder().keys(item("pk", "b")).build(),
                "wrt", KeysAndAttributes.builder().keys(item("pk", 1, "sk", "1")).build()))));
        diff.same("batch get: abc then wrt", c -> c.batchGetItem(b -> b.requestItems(ordered(
                "abc", KeysAndAttributes.builder().keys(item("pk", "b")).build(),
                "wrt", KeysAndAttributes.builder().keys(item("pk", 1, "sk", "1")).build()))));
    }

    @Test
    void invalid_batch_gets_fail_alike() {
        List<Map<String, AttributeValue>> hundredOne = new ArrayList<>();
        for (int i = 0; i < 101; i++) {
            hundredOne.add(item("pk", "k" + i));
        }
        get("101 keys in one table", ordered("trg", KeysAndAttributes.builder().keys(hundredOne).build()));
        get("101 keys in two tables", ordered("trg", KeysAndAttributes.builder().keys(hundredOne.subList(0, 100)).build(),
                "wrt", KeysAndAttributes.builder().keys(item("pk", "a", "sk", "1")).build()));
        get("no tables", Map.of());
        get("no keys", ordered("trg", KeysAndAttributes.builder().keys(List.of()).build()));
        get("duplicates before a bad key", ordered("wrt", KeysAndAttributes.builder().keys(item("pk", "a", "sk", 1),
                item("pk", "a", "sk", "1"), item("pk", "a", "sk", "1")).build()));
        get("a key missing its sort key before a projection error", ordered("wrt", KeysAndAttributes.builder()
                .keys(item("pk", "a")).projectionExpression("a,,").build()));
        get("a projection error", ordered("wrt", KeysAndAttributes.builder().keys(item("pk", "a", "sk", "1"))
                .projectionExpression("a,,").build()));
        get("a projection and AttributesToGet", ordered("wrt", KeysAndAttributes.builder()
                .keys(item("pk", "a", "sk", "1")).projectionExpression("pk").attributesToGet("pk").build()));
        get("names without a projection", ordered("wrt", KeysAndAttributes.builder()
                .keys(item("pk", "a", "sk", "1")).expressionAttributeNames(Map.of("#a", "b")).build()));
        get("an unused name", ordered("wrt", KeysAndAttributes.builder().keys(item("pk", "a", "sk", "1"))
                .projectionExpression("#a").expressionAttributeNames(Map.of("#a", "x", "#b", "y")).build()));
        get("AttributesToGet twice the same", ordered("wrt", KeysAndAttributes.builder()
                .keys(item("pk", "a", "sk", "1")).attributesToGet("a", "a").build()));
        get("an empty set in a key, before an unknown table", ordered("aaa", KeysAndAttributes.builder()
                .keys(item("pk", "b")).build(), "wrt", KeysAndAttributes.builder()
                .keys(item("pk", "a", "sk", AttributeValue.fromSs(List.of()))).build()));
        get("an invalid table name", ordered("ab", KeysAndAttributes.builder().keys(item("pk", "b")).build()));
    }

    private void get(String description, Map<String, KeysAndAttributes> items) {
        diff.same(description, c -> c.batchGetItem(b -> b.requestItems(items)));
    }

    @Test
    void capacity_matches_where_dynamodb_local_counts_as_the_service_does() {
        diff.both(c -> c.putItem(b -> b.tableName("trg").item(item("pk", "e1", "g", "x"))));
        write("puts over two tables with an index", ordered(
                "trg", List.of(put(item("pk", "n1", "g", "x")), put(item("pk", "e1", "g", "x")),
                        put(item("pk", "b1", "d", "x".repeat(3000)))),
                "wrt", List.of(put(item("pk", "a", "sk", "1")))));
        diff.same("the same with INDEXES", c -> c.batchWriteItem(b -> b.requestItems(ordered(
                "trg", List.of(put(item("pk", "n1"))), "wrt", List.of(put(item("pk", "a", "sk", "2")))))
                .returnConsumedCapacity(ReturnConsumedCapacity.INDEXES)));
        diff.same("reads rounded item by item", c -> c.batchGetItem(b -> b.requestItems(ordered(
                "trg", KeysAndAttributes.builder().keys(item("pk", "e1"), item("pk", "b1"), item("pk", "n1"))
                        .projectionExpression("pk").build(),
                "wrt", KeysAndAttributes.builder().keys(item("pk", "a", "sk", "2")).build()))
                .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)));
    }

    /**
     * A BatchGetItem whose items come to more than 16 MB returns what fits and the other keys unprocessed, with their
     * table's parameters, and charges only what it read; a table reached after the limit is unprocessed whole; a
     * projection does not make room for more (DynamoDB Local counts whole items too). Which keys are left is the service's choice (Local's follow a hash order), so the two
     * are compared by count, capacity and parameters, and the engine's by what a retry of its unprocessed keys returns.
     */
    @Test
    void batch_get_past_16_mb_returns_the_rest_unprocessed_with_its_table_parameters() {
        String big = "x".repeat(390_000);
        List<Map<String, AttributeValue>> keys = new ArrayList<>();
        for (int i = 0; i < 60; i++) {
            Map<String, AttributeValue> it = item("pk", "big", "sk", String.format("%02d", i), "v", big);
            diff.both(c -> c.putItem(b -> b.tableName("wrt").item(it)));
            keys.add(item("pk", "big", "sk", String.format("%02d", i)));
        }
        diff.both(c -> c.putItem(b -> b.tableName("num").item(item("pk", 1))));
        for (String projection : java.util.Arrays.asList(null, "pk, sk")) {
            Map<String, KeysAndAttributes> request = Map.of(
                    "wrt", KeysAndAttributes.builder().keys(keys).consistentRead(true).projectionExpression(projection)
                            .build(),
                    "num", KeysAndAttributes.builder().keys(item("pk", 1)).build());
            List<String> answers = new ArrayList<>();
            for (DynamoDbClient client : List.of(diff.engine(), diff.local())) {
                BatchGetItemResponse response = client.batchGetItem(b -> b.requestItems(request)
                        .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL));
                KeysAndAttributes left = response.unprocessedKeys().get("wrt");
                answers.add("read " + response.responses().get("wrt").size() + " and " + response.responses().get("num").size()
                        + ", unprocessed " + response.unprocessedKeys().keySet() + " " + left.keys().size()
                        + " consistent " + left.consistentRead() + " projection " + left.projectionExpression()
                        + ", capacity " + response.consumedCapacity().stream()
                                .map(c -> c.tableName() + "=" + c.capacityUnits()).sorted().toList());
            }
            assertThat(answers.get(0)).as("projection %s", projection).isEqualTo(answers.get(1))
                    .startsWith("read 43 and 0, unprocessed [wrt, num] 17 consistent true");

            BatchGetItemResponse first = diff.engine().batchGetItem(b -> b.requestItems(request));
            BatchGetItemResponse retry = diff.engine().batchGetItem(b -> b.requestItems(first.unprocessedKeys()));
            Set<String> read = new HashSet<>();
            first.responses().get("wrt").forEach(i -> read.add(i.get("sk").s()));
            retry.responses().get("wrt").forEach(i -> assertThat(read.add(i.get("sk").s())).isTrue());
            assertThat(retry.responses().get("num")).hasSize(1);
            assertThat(read).hasSize(60);
            assertThat(retry.unprocessedKeys()).isEmpty();
        }
    }
}
