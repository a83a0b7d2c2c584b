package dev.dynamofixtures.core.ops;

import static dev.dynamofixtures.core.ops.TestTables.item;
import static dev.dynamofixtures.core.ops.TestTables.table;
import static dev.dynamofixtures.core.ops.TestTables.value;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType.B;
import static software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType.N;
import static software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType.S;

import dev.dynamofixtures.core.InMemoryDynamo;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.Select;

/**
 * Query on the table, an LSI and multi-attribute GSIs: the index is {@code gmq}, HASH (h1 S, h2 N),
 * RANGE (r1 S, r2 N, r3 B), as in SPEC.md's 05_query_multi experiment.
 */
class QueryTest {
    private InMemoryDynamo dynamo;
    private DynamoDbClient client;

    @BeforeEach
    void seed() {
        dynamo = InMemoryDynamo.create();
        client = dynamo.client();
        table("mqt").hash("pk", S).range("sk", N)
                .gsi("gmq", ProjectionType.ALL, "h1", S, "h2", N, ">r1", S, ">r2", N, ">r3", B)
                .gsi("gko", ProjectionType.KEYS_ONLY, "h1", S)
                .lsi("lsx", ProjectionType.KEYS_ONLY, "ls", N)
                .create(client);
        put("i00", "x", 9, new byte[] {1});
        put("i01", "x", 10, new byte[] {1});
        put("i02", "x", 9, new byte[] {2});
        put("i03", "x", 9, new byte[] {1});
        put("i04", "w", 100, new byte[] {1});
        put("i05", "xy", 1, new byte[] {1});
        put("i07", "x", 9, new byte[] {1});
        put("i08", "x", -5, new byte[] {(byte) 0xFF});
        client.putItem(b -> b.tableName("mqt").item(item("pk", "sparse", "sk", 0, "h1", "A", "h2", 1, "r1", "x", "r2", 9)));
    }

    private void put(String pk, String r1, int r2, byte[] r3) {
        client.putItem(b -> b.tableName("mqt").item(item("pk", pk, "sk", 0, "h1", "A", "h2", 1,
                "r1", r1, "r2", r2, "r3", r3, "ls", r2, "extra", "o-" + pk)));
    }

    @AfterEach
    void close() {
        dynamo.close();
    }

    private QueryResponse query(String keyCondition, Object... values) {
        return query(keyCondition, b -> { }, values);
    }

    private QueryResponse query(String keyCondition, Consumer<QueryRequest.Builder> more, Object... values) {
        Map<String, AttributeValue> map = new HashMap<>();
        for (int i = 0; i < values.length; i += 2) {
            map.put((String) values[i], value(values[i + 1]));
        }
        QueryRequest.Builder request = QueryRequest.builder().tableName("mqt").indexName("gmq")
                .keyConditionExpression(keyCondition);
        if (!map.isEmpty()) {
            request.expressionAttributeValues(map);
        }
        more.accept(request);
        return client.query(request.build());
    }

    private static List<String> pks(QueryResponse response) {
        return response.items().stream().map(i -> i.get("pk").s()).toList();
    }

    private void assertValidation(Runnable call, String message) {
        assertThatThrownBy(call::run).isInstanceOfSatisfying(DynamoDbException.class, e -> {
            assertThat(e.awsErrorDetails().errorCode()).isEqualTo("ValidationException");
            assertThat(e.awsErrorDetails().errorMessage()).isEqualTo(message);
        });
    }

    @Test
    void a_multi_attribute_partition_returns_items_in_sort_tuple_order_ties_by_table_key() {
        assertThat(pks(query("h1 = :a AND h2 = :b", ":a", "A", ":b", 1)))
                .containsExactly("i04", "i08", "i00", "i03", "i07", "i02", "i01", "i05");
    }

    @Test
    void scan_index_forward_false_reverses_the_whole_order() {
        assertThat(pks(query("h1 = :a AND h2 = :b", b -> b.scanIndexForward(false), ":a", "A", ":b", 1)))
                .containsExactly("i05", "i01", "i02", "i07", "i03", "i00", "i08", "i04");
    }

    @Test
    void the_order_of_conditions_and_swapped_operands_do_not_matter() {
        assertThat(pks(query("r1 = :x AND h2 = :b AND h1 = :a", ":a", "A", ":b", 1, ":x", "x")))
                .containsExactly("i08", "i00", "i03", "i07", "i02", "i01");
        assertThat(pks(query(":a = h1 AND h2 = :b AND :x < r1", ":a", "A", ":b", 1, ":x", "x")))
                .containsExactly("i05");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "h1 = :a AND h2 = :b AND r1 > :w | i08 i00 i03 i07 i02 i01 i05",
            "h1 = :a AND h2 = :b AND r1 <= :x | i04 i08 i00 i03 i07 i02 i01",
            "h1 = :a AND h2 = :b AND r1 < :x | i04",
            "h1 = :a AND h2 = :b AND r1 >= :xy | i05",
            "h1 = :a AND h2 = :b AND begins_with(r1, :x) | i08 i00 i03 i07 i02 i01 i05",
            "h1 = :a AND h2 = :b AND r1 BETWEEN :w AND :x | i04 i08 i00 i03 i07 i02 i01",
            "h1 = :a AND h2 = :b AND r1 = :x AND r2 > :nine | i01",
            "h1 = :a AND h2 = :b AND r1 = :x AND r2 BETWEEN :minus5 AND :nine | i08 i00 i03 i07 i02",
            "h1 = :a AND h2 = :b AND r1 = :x AND r2 = :nine AND r3 >= :two | i02",
            "h1 = :a AND h2 = :b AND r1 = :x AND r2 = :nine AND begins_with(r3, :one) | i00 i03 i07",
    })
    void each_range_operator_applies_to_the_last_given_sort_attribute(String keyCondition, String expected) {
        Map<String, Object> all = Map.of(":a", "A", ":b", 1, ":w", "w", ":x", "x", ":xy", "xy", ":nine", 9,
                ":minus5", -5, ":two", new byte[] {2}, ":one", new byte[] {1});
        List<Object> used = new ArrayList<>();
        all.forEach((k, v) -> {
            if (keyCondition.matches(".*" + k + "\\b.*")) {
                used.add(k);
                used.add(v);
            }
        });
        assertThat(pks(query(keyCondition, used.toArray()))).containsExactly(expected.split(" "));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "h1 = :a | HASH key attributes h2 must have equality conditions specified in the query",
            "r1 = :x | HASH key attributes h1, h2 must have equality conditions specified in the query",
            "h1 = :a AND h2 > :b | HASH key attributes h2 must have equality conditions specified in the query",
            "h1 = :a AND h2 = :b AND r2 = :b | RANGE key attributes r1 must have equality conditions specified in the query because a condition is present on key attribute r2",
            "h1 = :a AND h2 = :b AND r1 = :x AND r3 = :one | RANGE key attributes r2 must have equality conditions specified in the query because a condition is present on key attribute r3",
            "h1 = :a AND h2 = :b AND r3 = :one | RANGE key attributes r1, r2 must have equality conditions specified in the query because a condition is present on key attribute r3",
            "h1 = :a AND h2 = :b AND r1 > :x AND r2 = :b | RANGE key attributes r1 must have equality conditions specified in the query because a condition is present on key attribute r2",
            "h1 = :a AND h2 = :b AND pk = :x | Query condition missed key schema element",
            "h1 = :a AND h2 = :x | One or more parameter values were invalid: Condition parameter type does not match schema type",
    })
    void multi_attribute_key_conditions_are_rejected_with_dynamodbs_texts(String keyCondition, String message) {
        Map<String, Object> all = Map.of(":a", "A", ":b", 1, ":x", "x", ":one", new byte[] {1});
        List<Object> used = new ArrayList<>();
        all.forEach((k, v) -> {
            if (keyCondition.matches(".*" + k + "\\b.*")) {
                used.add(k);
                used.add(v);
            }
        });
        assertValidation(() -> query(keyCondition, used.toArray()), message);
    }

    @Test
    void the_table_key_rules_use_the_classic_texts_naming_the_missing_key() {
        assertValidation(() -> client.query(b -> b.tableName("mqt").keyConditionExpression("sk = :s")
                        .expressionAttributeValues(Map.of(":s", value(1)))),
                "Query condition missed key schema element: pk");
        assertValidation(() -> client.query(b -> b.tableName("mqt").keyConditionExpression("pk > :p")
                        .expressionAttributeValues(Map.of(":p", value("a")))),
                "Query key condition not supported");
        assertValidation(() -> client.query(b -> b.tableName("mqt").indexName("lsx")
                        .keyConditionExpression("pk = :p AND sk >= :l")
                        .expressionAttributeValues(Map.of(":p", value("a"), ":l", value(1)))),
                "Query condition missed key schema element: ls");
    }

    @Test
    void limit_counts_items_read_before_the_filter_and_reports_the_last_key() {
        QueryResponse page = query("h1 = :a AND h2 = :b", b -> b.limit(4).filterExpression("ls = :nine"),
                ":a", "A", ":b", 1, ":nine", 9);
        assertThat(page.scannedCount()).isEqualTo(4);
        assertThat(page.count()).isEqualTo(2);
        assertThat(page.lastEvaluatedKey()).containsOnlyKeys("pk", "sk", "h1", "h2", "r1", "r2", "r3")
                .containsEntry("pk", value("i03"));
    }

    @Test
    void a_limit_equal_to_the_remaining_items_still_reports_a_last_key() {
        QueryResponse page = query("h1 = :a AND h2 = :b", b -> b.limit(8), ":a", "A", ":b", 1);
        assertThat(page.count()).isEqualTo(8);
        assertThat(page.hasLastEvaluatedKey()).isTrue();
        QueryResponse next = query("h1 = :a AND h2 = :b",
                b -> b.limit(8).exclusiveStartKey(page.lastEvaluatedKey()), ":a", "A", ":b", 1);
        assertThat(next.count()).isZero();
        assertThat(next.hasLastEvaluatedKey()).isFalse();
    }

    @Test
    void paging_with_small_limits_returns_every_item_once_in_order_in_both_directions() {
        for (boolean forward : new boolean[] {true, false}) {
            List<String> all = new ArrayList<>();
            Map<String, AttributeValue> start = null;
            do {
                Map<String, AttributeValue> from = start;
                QueryResponse page = query("h1 = :a AND h2 = :b", b -> {
                    b.limit(3).scanIndexForward(forward);
                    if (from != null) {
                        b.exclusiveStartKey(from);
                    }
                }, ":a", "A", ":b", 1);
                all.addAll(pks(page));
                start = page.hasLastEvaluatedKey() ? page.lastEvaluatedKey() : null;
            } while (start != null);
            assertThat(all).containsExactlyElementsOf(pks(query("h1 = :a AND h2 = :b",
                    b -> b.scanIndexForward(forward), ":a", "A", ":b", 1)));
        }
    }

    @Test
    void a_start_key_outside_the_key_condition_is_rejected() {
        Map<String, AttributeValue> otherPartition = item("pk", "i00", "sk", 0, "h1", "B", "h2", 1, "r1", "x", "r2", 9,
                "r3", new byte[] {1});
        assertValidation(() -> query("h1 = :a AND h2 = :b", b -> b.exclusiveStartKey(otherPartition), ":a", "A", ":b", 1),
                "The provided starting key is outside query boundaries based on provided conditions");
        Map<String, AttributeValue> outsideRange = item("pk", "i04", "sk", 0, "h1", "A", "h2", 1, "r1", "w", "r2", 100,
                "r3", new byte[] {1});
        assertValidation(() -> query("h1 = :a AND h2 = :b AND r1 = :x", b -> b.exclusiveStartKey(outsideRange),
                        ":a", "A", ":b", 1, ":x", "x"),
                "The provided starting key does not match the range key predicate");
        assertValidation(() -> query("h1 = :a AND h2 = :b", b -> b.exclusiveStartKey(item("pk", "i00", "sk", 0)),
                        ":a", "A", ":b", 1),
                "The provided starting key is invalid");
    }

    @Test
    void a_filter_on_a_key_attribute_of_the_queried_index_is_rejected_but_table_keys_are_allowed() {
        assertValidation(() -> query("h1 = :a AND h2 = :b", b -> b.filterExpression("r2 = :b"), ":a", "A", ":b", 1),
                "Filter Expression can only contain non-primary key attributes: Primary key attribute: r2");
        assertThat(query("h1 = :a AND h2 = :b", b -> b.filterExpression("pk = :p"), ":a", "A", ":b", 1, ":p", "i05")
                .count()).isEqualTo(1);
    }

    @Test
    void select_count_returns_counts_without_items() {
        QueryResponse response = query("h1 = :a AND h2 = :b", b -> b.select(Select.COUNT), ":a", "A", ":b", 1);
        assertThat(response.count()).isEqualTo(8);
        assertThat(response.hasItems()).isFalse();
    }

    @Test
    void a_keys_only_gsi_rejects_non_projected_attributes_all_attributes_and_consistent_reads() {
        QueryRequest.Builder base = QueryRequest.builder().tableName("mqt").indexName("gko")
                .keyConditionExpression("h1 = :a").expressionAttributeValues(Map.of(":a", value("A")));
        assertValidation(() -> client.query(base.copy().projectionExpression("extra").build()),
                "One or more parameter values were invalid: Global secondary index gko does not project [extra]");
        assertValidation(() -> client.query(base.copy().select(Select.ALL_ATTRIBUTES).build()),
                "One or more parameter values were invalid: Select type ALL_ATTRIBUTES is not supported for global "
                        + "secondary index gko because its projection type is not ALL");
        assertValidation(() -> client.query(base.copy().consistentRead(true).build()),
                "Consistent reads are not supported on global secondary indexes");
        assertThat(client.query(base.build()).items().get(0)).containsOnlyKeys("pk", "sk", "h1");
    }

    @Test
    void an_lsi_fetches_non_projected_attributes_from_the_table() {
        QueryResponse response = client.query(b -> b.tableName("mqt").indexName("lsx")
                .keyConditionExpression("pk = :p").expressionAttributeValues(Map.of(":p", value("i01")))
                .projectionExpression("extra, ls"));
        assertThat(response.items()).singleElement().satisfies(i -> assertThat(i)
                .containsEntry("extra", value("o-i01")).containsEntry("ls", value(10)));
    }

    @Test
    void all_projected_attributes_needs_an_index() {
        assertValidation(() -> client.query(b -> b.tableName("mqt").keyConditionExpression("pk = :p")
                        .expressionAttributeValues(Map.of(":p", value("a"))).select(Select.ALL_PROJECTED_ATTRIBUTES)),
                "ALL_PROJECTED_ATTRIBUTES can be used only when Querying using an IndexName");
    }

    @Test
    void an_unknown_index_is_named_in_the_error() {
        assertValidation(() -> client.query(b -> b.tableName("mqt").indexName("nope").keyConditionExpression("pk = :p")
                        .expressionAttributeValues(Map.of(":p", value("a")))),
                "The table does not have the specified index: nope");
    }

    @Test
    void a_page_stops_after_the_item_that_crosses_one_megabyte() {
        table("big").hash("pk", S).range("sk", N).create(client);
        String pad = "x".repeat(100_000);
        for (int i = 0; i < 25; i++) {
            int n = i;
            client.putItem(b -> b.tableName("big").item(item("pk", "p", "sk", n, "pad", pad)));
        }
        QueryResponse page = client.query(b -> b.tableName("big").keyConditionExpression("pk = :p")
                .expressionAttributeValues(Map.of(":p", value("p"))).select(Select.COUNT));
        assertThat(page.scannedCount()).isEqualTo(11);
        assertThat(page.lastEvaluatedKey()).containsEntry("sk", value(10));
    }
}
