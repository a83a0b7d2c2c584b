package dev.dynamofixtures.core.differential;

import static dev.dynamofixtures.core.ops.TestTables.item;
import static dev.dynamofixtures.core.ops.TestTables.value;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dynamofixtures.core.ops.TestTables;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.Select;

/** Query on the multi-attribute GSI, the other indexes and the table: same results, order and errors as DynamoDB Local. */
class QueryDifferentialTest {
    private static final Map<String, AttributeValue> VALUES = new HashMap<>();

    static {
        VALUES.put(":a", value("A"));
        VALUES.put(":b", value(1));
        VALUES.put(":w", value("w"));
        VALUES.put(":x", value("x"));
        VALUES.put(":xy", value("xy"));
        VALUES.put(":e", value(""));
        VALUES.put(":nine", value(9));
        VALUES.put(":m5", value(-5));
        VALUES.put(":one", value(new byte[] {1}));
        VALUES.put(":two", value(new byte[] {2}));
        VALUES.put(":p", value("i01"));
        VALUES.put(":ls", value(10));
    }

    private Differential diff;

    @BeforeEach
    void seed() {
        diff = new Differential();
        diff.both(c -> c.createTable(Universe.table()));
        Object[][] rows = {
                {"i00", "x", 9, new byte[] {1}}, {"i01", "x", 10, new byte[] {1}}, {"i02", "x", 9, new byte[] {2}},
                {"i03", "x", 9, new byte[] {1}}, {"i04", "w", 100, new byte[] {1}}, {"i05", "xy", 1, new byte[] {1}},
                {"i07", "x", 9, new byte[] {1}}, {"i08", "x", -5, new byte[] {(byte) 0xFF}}, {"é", "é", 0, new byte[] {0, 0}},
                {"😀", "😀", -1.5, new byte[] {0}}};
        for (Object[] row : rows) {
            Map<String, AttributeValue> it = item("pk", row[0], "sk", 0, "h1", "A", "h2", 1, "r1", row[1], "r2", row[2],
                    "r3", row[3], "ls", row[2], "v", "v-" + row[0]);
            diff.both(c -> c.putItem(b -> b.tableName(Universe.TABLE).item(it)));
        }
        Map<String, AttributeValue> sparse = item("pk", "sparse", "sk", 0, "h1", "A", "h2", 1, "r1", "x", "r2", 9);
        diff.both(c -> c.putItem(b -> b.tableName(Universe.TABLE).item(sparse)));
    }

    @AfterEach
    void close() {
        diff.close();
    }

    private Differential.Pair query(String description, String index, String keyCondition, Consumer<QueryRequest.Builder> more) {
        QueryRequest.Builder request = QueryRequest.builder().tableName(Universe.TABLE).indexName(index)
                .keyConditionExpression(keyCondition);
        more.accept(request);
        QueryRequest draft = request.build();
        String expressions = keyCondition + " " + draft.filterExpression() + " " + draft.projectionExpression();
        Map<String, AttributeValue> used = new HashMap<>();
        VALUES.forEach((k, v) -> {
            if (expressions.matches("(?s).*" + k + "\\b.*")) {
                used.put(k, v);
            }
        });
        if (!used.isEmpty()) {
            request.expressionAttributeValues(used);
        }
        QueryRequest built = request.build();
        boolean descending = Boolean.FALSE.equals(built.scanIndexForward());
        return diff.sameIgnoringTies(description + ": " + keyCondition, c -> c.query(built),
                Universe.indexKey(index), Universe.TABLE_KEY, descending);
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "h1 = :a AND h2 = :b",
            "r1 = :x AND h2 = :b AND h1 = :a",
            "(h1 = :a) AND (h2 = :b AND r1 = :x)",
            ":a = h1 AND h2 = :b AND :x < r1",
            "h1 = :a AND h2 = :b AND r1 = :x",
            "h1 = :a AND h2 = :b AND r1 > :w",
            "h1 = :a AND h2 = :b AND r1 <= :x",
            "h1 = :a AND h2 = :b AND r1 < :x",
            "h1 = :a AND h2 = :b AND r1 >= :xy",
            "h1 = :a AND h2 = :b AND begins_with(r1, :x)",
            "h1 = :a AND h2 = :b AND r1 BETWEEN :w AND :x",
            "h1 = :a AND h2 = :b AND r1 = :x AND r2 = :nine",
            "h1 = :a AND h2 = :b AND r1 = :x AND r2 > :nine",
            "h1 = :a AND h2 = :b AND r1 = :x AND r2 BETWEEN :m5 AND :nine",
            "h1 = :a AND h2 = :b AND r1 = :x AND r2 = :nine AND r3 = :one",
            "h1 = :a AND h2 = :b AND r1 = :x AND r2 = :nine AND r3 >= :two",
            "h1 = :a AND h2 = :b AND r1 = :x AND r2 = :nine AND begins_with(r3, :one)",
    })
    void multi_attribute_key_conditions_select_and_order_alike(String keyCondition) {
        query("forward", "gmulti", keyCondition, b -> { });
        query("backward", "gmulti", keyCondition, b -> b.scanIndexForward(false));
        query("projected", "gmulti", keyCondition, b -> b.projectionExpression("pk, r1, r2, r3, h1, h2"));
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "h1 = :a",
            "h2 = :b",
            "r1 = :x",
            "h1 = :a AND h2 > :b",
            "h1 = :a AND begins_with(h1, :x) AND h2 = :b",
            "h1 = :a AND h2 = :b AND r2 = :nine",
            "h1 = :a AND h2 = :b AND r2 > :nine",
            "h1 = :a AND h2 = :b AND r3 = :one",
            "h1 = :a AND h2 = :b AND r1 = :x AND r3 = :one",
            "h1 = :a AND h2 = :b AND r2 = :nine AND r3 = :one",
            "h1 = :a AND h2 = :b AND r1 > :x AND r2 = :nine",
            "h1 = :a AND h2 = :b AND r1 > :x AND r2 > :nine",
            "h1 = :a AND h2 = :b AND begins_with(r1, :x) AND r2 = :nine",
            "h1 = :a AND h2 = :b AND r1 BETWEEN :w AND :x AND r2 = :nine",
            "h1 = :a AND h2 = :b AND r1 = :x AND r1 = :x",
            "h1 = :a AND h2 = :b AND r1 > :w AND r1 < :x",
            "h1 = :a OR h2 = :b",
            "h1 = :a AND h2 = :b AND NOT r1 = :x",
            "h1 = :a AND h2 = :b AND r1 <> :x",
            "h1 = :a AND h2 = :b AND pk = :p",
            "h1 = :a AND h2 = :x",
            "h1 = :a AND h2 = :b AND r1 = :nine",
            "h1 = :a AND h2 = :b AND r1 = :e",
            "h1 = :e AND h2 = :b",
            "h1 = :a AND h2 = :b AND r2 BETWEEN :nine AND :m5",
            "h1 = :a AND h2 = :b AND begins_with(r2, :nine)",
            "h1 = :a AND h2 = :b AND r1 = :x AND r2 = :nine AND r3 = :e",
            "h1 = :a AND h2 = :b AND r1 = :x AND r2 = :nine AND r3 = :one AND v = :x",
            "r2 <= :nine AND r3 > :one AND v < :x AND h1 < :a AND h2 = :b AND r1 >= :x",
            "r2 = :nine AND begins_with(r3, :one) AND v > :x AND h1 = :a AND h2 = :b",
            "h1 = :a AND h2 = :b AND r1 = :x AND v = :x",
            "h1 < :a AND r1 = :x AND r2 = :nine",
            "h1 < :a AND h2 > :b",
            "h1 = :a AND h2 = :b AND r1 > :x AND r3 = :one",
            "h1 = :a AND h2 = :b AND r2 > :nine AND r3 = :one",
            "h1 = :a AND h2 = :b AND r1 < :x AND r2 = :nine AND r3 = :one",
            "h1 = :a AND h2 = :b AND r1 > :x AND r2 > :nine AND r3 = :one",
    })
    void multi_attribute_key_condition_violations_fail_alike(String keyCondition) {
        query("violation", "gmulti", keyCondition, b -> { });
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "pk = :p", "pk = :p AND sk = :b", "pk = :p AND sk > :b", "sk = :b", "pk > :p", "pk = :p AND v = :x",
            "pk = :p AND sk BETWEEN :nine AND :m5", "pk = :p AND begins_with(sk, :b)", "pk = :p AND sk = :x",
            "pk = pk", "pk = :p AND pk = :p", ":p = :p", "pk.x = :p", "pk[0] = :p", "pk = :e",
    })
    void table_key_conditions_behave_alike(String keyCondition) {
        query("table", null, keyCondition, b -> { });
    }

    @ParameterizedTest
    @ValueSource(strings = {"pk = :p", "pk = :p AND ls > :nine", "pk = :p AND sk = :b", "ls = :ls"})
    void lsi_key_conditions_behave_alike(String keyCondition) {
        query("lsi", "lnum", keyCondition, b -> { });
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "h1[0] = :a AND h2 = :b", "h1 = :a AND h2 = :b AND r1.x = :x", "begins_with(h1.x, :a)",
            "h2.x = :b AND h1.y = :a", "h2.x = :b AND pk.x = :p", "r2.x = :nine AND h1.x = :a", "sk.x = :b AND pk.x = :p",
            "r1.x = :x AND sk.x = :b", "r1.x = :x AND ls.x = :ls", "r3.x = :one AND r2.x = :nine",
            "h1 = :a AND h2.x = :b OR h1.y = :a", "h1 = :a AND h2 = :b AND r1 BETWEEN r2.x AND :x",
    })
    void a_nested_path_into_any_key_of_the_table_or_its_indexes_is_named_alike(String keyCondition) {
        query("on the GSI", "gmulti", keyCondition, b -> { });
        query("on the table", null, keyCondition, b -> { });
        query("on the LSI", "lnum", keyCondition, b -> { });
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "v.x = :x", "pk = :p AND v.x = :x", "v[0] = :x AND pk = :p AND pk = :p", "pk = :p AND pk = :p AND v.x = :x",
            ":x = v.x AND pk = :p", "v.x BETWEEN :x AND :x", "begins_with(v.x, :x)", "v.x = :x OR pk = :p",
            "NOT v.x = :x", "pk = :p AND v.x IN (:x)", "v.x <> :x", "pk <> :p AND v.x = :x", "size(v.x) = :x",
            "size(pk) = :p AND v.x = :x", "v.x = :x AND size(pk) = :p", ":x = :x AND v.x = :x", "v.x = :x AND :x = :x",
            "begins_with(pk, sk) AND v.x = :x", "v.x = :x AND begins_with(pk, sk)",
    })
    void a_condition_on_a_nested_attribute_fails_at_its_place_among_the_structural_rules_alike(String keyCondition) {
        query("on the table", null, keyCondition, b -> { });
        query("on the GSI", "gmulti", keyCondition, b -> { });
    }

    @ParameterizedTest
    @ValueSource(strings = {"r2 = :nine OR h1 = :a", "r3 = :one OR r2 = :nine OR h2 = :b", "r1 = :x AND h2 = :b",
            "size(r3) > :b AND h1 = :a", "sk = :b OR r1 = :x", "pk = :p"})
    void a_filter_on_the_queried_keys_names_the_first_in_key_schema_order_alike(String filter) {
        query("GSI", "gmulti", "h1 = :a AND h2 = :b", b -> b.filterExpression(filter));
        query("table", null, "pk = :p", b -> b.filterExpression(filter.replace("r1", "sk").replace("h1", "pk")));
        query("LSI", "lnum", "pk = :p", b -> b.filterExpression(filter.replace("r2", "ls")));
    }

    @ParameterizedTest
    @ValueSource(strings = {"zz = :x OR aa = :x OR mm = :x OR b1 = :x", "r3 = :x OR h1 = :x",
            "v = :x OR n = :x OR l = :x OR m.k = :x OR ss = :x OR a = :x", "r1 = :x OR h2 = :x OR r3 = :x OR pk = :x"})
    void the_attributes_an_index_does_not_project_are_listed_alike(String attributes) {
        query("filter, LSI", "lnum", "pk = :p", b -> b.filterExpression(attributes));
        query("filter, GSI", "gkeys", "h1 = :a", b -> b.filterExpression(attributes));
        String projection = attributes.replace(" = :x OR", ",").replace(" = :x", "");
        query("projection, GSI", "gkeys", "h1 = :a", b -> b.projectionExpression(projection));
    }

    @Test
    void get_item_checks_the_names_map_before_the_projection_alike() {
        Map<String, AttributeValue> key = item("pk", "a", "sk", 1);
        diff.same("a key without #, a projection with a syntax error", c -> c.getItem(b -> b.tableName(Universe.TABLE)
                .key(key).projectionExpression("a,").expressionAttributeNames(Map.of("n", "m"))));
        diff.same("an empty name, a reserved word", c -> c.getItem(b -> b.tableName(Universe.TABLE)
                .key(key).projectionExpression("status").expressionAttributeNames(Map.of("#n", ""))));
        diff.same("a missing table first", c -> c.getItem(b -> b.tableName("missing")
                .key(key).projectionExpression("a,").expressionAttributeNames(Map.of("n", "m"))));
    }

    @Test
    void the_index_key_reported_first_follows_dynamodb_locals_order_of_the_indexes() {
        // given: more indexes than a 16-bucket hash map holds at its load factor, named and declared in no order
        List<String> gsis = List.of("zeta", "alpha", "orders_by_date", "mid", "GSI1", "GSI2", "byStatus", "qqq",
                "inverted", "sparse_idx", "a1b", "Z9z", "by-customer", "kkk");
        TestTables.Builder table = TestTables.table("indexed").hash("pk", ScalarAttributeType.S)
                .range("sk", ScalarAttributeType.S);
        for (int i = 0; i < gsis.size(); i++) {
            table.gsi(gsis.get(i), ProjectionType.KEYS_ONLY, "g" + i, ScalarAttributeType.S,
                    ">s" + i, ScalarAttributeType.S);
        }
        table.lsi("lsi_b", ProjectionType.KEYS_ONLY, "lb", ScalarAttributeType.S)
                .lsi("lsi_a", ProjectionType.KEYS_ONLY, "la", ScalarAttributeType.S);
        diff.both(c -> c.createTable(table.request()));
        List<String> keys = new java.util.ArrayList<>(List.of("la", "lb"));
        for (int i = 0; i < gsis.size(); i++) {
            keys.add("g" + i);
            keys.add("s" + i);
        }
        // when / then: every pair, both ways round
        for (String first : keys) {
            for (String second : keys) {
                if (!first.equals(second)) {
                    String keyCondition = first + ".x = :x AND " + second + "[1] = :x";
                    diff.same(keyCondition, c -> c.query(b -> b.tableName("indexed").keyConditionExpression(keyCondition)
                            .expressionAttributeValues(Map.of(":x", value("x")))));
                }
            }
        }
    }

    @Test
    void filters_projections_and_select_behave_alike() {
        String kc = "h1 = :a AND h2 = :b";
        query("filter", "gmulti", kc, b -> b.filterExpression("v = :x"));
        query("filter on an index key", "gmulti", kc, b -> b.filterExpression("r2 = :nine"));
        query("filter on the table key", "gmulti", kc, b -> b.filterExpression("pk = :p"));
        query("count", "gmulti", kc, b -> b.select(Select.COUNT));
        query("count with projection", "gmulti", kc, b -> b.select(Select.COUNT).projectionExpression("pk"));
        query("all attributes with projection", "gmulti", kc, b -> b.select(Select.ALL_ATTRIBUTES).projectionExpression("pk"));
        query("specific without projection", "gmulti", kc, b -> b.select(Select.SPECIFIC_ATTRIBUTES));
        query("all projected on a table", null, "pk = :p", b -> b.select(Select.ALL_PROJECTED_ATTRIBUTES));
        query("keys-only GSI: non-projected attribute", "gkeys", "h1 = :a", b -> b.projectionExpression("v"));
        query("keys-only GSI: all attributes", "gkeys", "h1 = :a", b -> b.select(Select.ALL_ATTRIBUTES));
        query("keys-only GSI: filter on non-projected", "gkeys", "h1 = :a", b -> b.filterExpression("v = :x"));
        query("keys-only GSI", "gkeys", "h1 = :a AND r2 > :nine", b -> { });
        query("consistent read on a GSI", "gkeys", "h1 = :a", b -> b.consistentRead(true));
        query("consistent read on an LSI", "lnum", "pk = :p", b -> b.consistentRead(true));
        query("LSI fetches non-projected", "lnum", "pk = :p", b -> b.projectionExpression("v, ls"));
        query("LSI all attributes", "lnum", "pk = :p", b -> b.select(Select.ALL_ATTRIBUTES));
        query("LSI filter on non-projected", "lnum", "pk = :p", b -> b.filterExpression("v = :x"));
        query("unknown index", "nope", "pk = :p", b -> { });
        query("limit zero", "gmulti", kc, b -> b.limit(0));
    }

    @Test
    void pages_and_start_keys_behave_alike() {
        String kc = "h1 = :a AND h2 = :b AND r1 = :x AND r2 BETWEEN :m5 AND :nine";
        QueryResponse first = diff.engine().query(b -> b.tableName(Universe.TABLE).indexName("gmulti")
                .keyConditionExpression(kc).expressionAttributeValues(Map.of(":a", VALUES.get(":a"), ":b", VALUES.get(":b"),
                        ":x", VALUES.get(":x"), ":m5", VALUES.get(":m5"), ":nine", VALUES.get(":nine"))).limit(1));
        query("limit 1", "gmulti", kc, b -> b.limit(1));
        query("limit 2, filtered", "gmulti", kc, b -> b.limit(2).filterExpression("v = :x"));
        query("start after the first", "gmulti", kc, b -> b.exclusiveStartKey(first.lastEvaluatedKey()));
        query("start key of another partition", "gmulti", kc,
                b -> b.exclusiveStartKey(withValue(first.lastEvaluatedKey(), "h1", value("B"))));
        query("start key outside the range", "gmulti", kc,
                b -> b.exclusiveStartKey(withValue(first.lastEvaluatedKey(), "r2", value(50))));
        query("start key missing an index attribute", "gmulti", kc,
                b -> b.exclusiveStartKey(item("pk", "i00", "sk", 0)));
        query("start key of the wrong type", "gmulti", kc,
                b -> b.exclusiveStartKey(withValue(first.lastEvaluatedKey(), "r2", value("9"))));
        query("table start key of the wrong size", null, "pk = :p", b -> b.exclusiveStartKey(item("pk", "i01")));
        query("limit equal to the rows", null, "pk = :p", b -> b.limit(1));
        diff.both(c -> c.createTable(Universe.numberTable()));
        diff.both(c -> c.putItem(b -> b.tableName(Universe.NUMBER_TABLE).item(item("pk", value(7)))));
        diff.same("hash-only table, limit 1", c -> c.query(b -> b.tableName(Universe.NUMBER_TABLE)
                .keyConditionExpression("pk = :n").expressionAttributeValues(Map.of(":n", value(7))).limit(1)));
        for (String bounded : new String[] {"pk = :p AND sk >= :z", "pk = :p AND sk <= :z", "pk = :p AND sk BETWEEN :z AND :z",
                "pk = :p AND sk = :z"}) {
            for (boolean forward : new boolean[] {true, false}) {
                diff.same(bounded + " forward " + forward, c -> c.query(b -> b.tableName(Universe.TABLE).keyConditionExpression(bounded)
                        .expressionAttributeValues(Map.of(":p", value("i01"), ":z", value(0))).limit(1).scanIndexForward(forward)));
            }
        }
    }

    private static Map<String, AttributeValue> withValue(Map<String, AttributeValue> key, String name, AttributeValue v) {
        Map<String, AttributeValue> copy = new HashMap<>(key);
        copy.put(name, v);
        return copy;
    }

    @Test
    void a_page_stops_after_the_item_crossing_one_megabyte_alike() {
        String pad = "x".repeat(100_000);
        for (int i = 0; i < 25; i++) {
            Map<String, AttributeValue> it = item("pk", "big", "sk", i, "pad", pad);
            diff.both(c -> c.putItem(b -> b.tableName(Universe.TABLE).item(it)));
        }
        diff.same("1 MB page", c -> c.query(b -> b.tableName(Universe.TABLE).keyConditionExpression("pk = :p")
                .expressionAttributeValues(Map.of(":p", value("big"))).projectionExpression("sk")));
    }

    @Test
    void key_condition_values_at_the_key_size_limits_are_accepted_alike_counting_utf8_bytes() {
        // the partition value: 2,048 bytes at most, counted in UTF-8 (two and four bytes a character here)
        for (String partition : List.of("\u00e9".repeat(1024), "\ud83d\ude00".repeat(512), "x".repeat(2048))) {
            diff.same("table partition of " + partition.length() + " chars", c -> c.query(b -> b.tableName(Universe.TABLE)
                    .keyConditionExpression("pk = :p").expressionAttributeValues(Map.of(":p", value(partition)))));
        }
    }

    @Test
    void gsi_sort_values_over_1024_utf8_bytes_fail_alike() {
        // the GSI's sort values: 1,024 bytes at most together; 342 three-byte characters are 1,026
        for (String sort : List.of("\u20ac".repeat(341), "\u20ac".repeat(342), "x".repeat(1000), "x".repeat(1025))) {
            diff.same("GSI sort of " + sort.length() + " chars", c -> c.query(b -> b.tableName(Universe.TABLE)
                    .indexName("gmulti").keyConditionExpression("h1 = :a AND h2 = :b AND r1 = :s")
                    .expressionAttributeValues(Map.of(":a", value("A"), ":b", value(1), ":s", value(sort)))));
        }
        diff.same("GSI sort values together over 1,024 bytes", c -> c.query(b -> b.tableName(Universe.TABLE)
                .indexName("gmulti").keyConditionExpression("h1 = :a AND h2 = :b AND r1 = :s AND r2 = :n")
                .expressionAttributeValues(Map.of(":a", value("A"), ":b", value(1), ":s", value("\u20ac".repeat(340)),
                        ":n", value(123456)))));
    }

    /**
     * The service rejects a Query whose partition value is over 2,048 bytes (its message is quoted in user reports of
     * Query calls); DynamoDB Local answers with an empty page.
     */
    @Test
    void a_partition_value_over_2048_utf8_bytes_is_rejected_as_the_service_does_where_dynamodb_local_finds_nothing() {
        for (String partition : List.of("x".repeat(2049), "\u00e9".repeat(1025), "\ud83d\ude00".repeat(513))) {
            Consumer<QueryRequest.Builder> query = b -> b.tableName(Universe.TABLE).keyConditionExpression("pk = :p")
                    .expressionAttributeValues(Map.of(":p", value(partition)));
            assertThat(diff.local().query(query).count()).as("DynamoDB Local, %s chars", partition.length()).isZero();
            assertThatThrownBy(() -> diff.engine().query(query)).as("%s chars", partition.length())
                    .isInstanceOfSatisfying(DynamoDbException.class, e -> assertThat(e.awsErrorDetails().errorMessage())
                            .isEqualTo("One or more parameter values were invalid: "
                                    + "Size of hashkey has exceeded the maximum size limit of2048 bytes"));
        }
    }

    @Test
    void unused_and_undefined_placeholders_fail_alike() {
        diff.same("unused value", c -> c.query(b -> b.tableName(Universe.TABLE).keyConditionExpression("pk = :p")
                .expressionAttributeValues(Map.of(":p", value("x"), ":q", value("y")))));
        diff.same("undefined value", c -> c.query(b -> b.tableName(Universe.TABLE).keyConditionExpression("pk = :p")));
        diff.same("no key condition", c -> c.query(b -> b.tableName(Universe.TABLE)));
        diff.same("names without expressions", c -> c.getItem(b -> b.tableName(Universe.TABLE)
                .key(item("pk", "a", "sk", 1)).expressionAttributeNames(Map.of("#a", "a"))));
    }
}
