package dev.dynamofixtures.core.differential;

import static dev.dynamofixtures.core.differential.Generators.b;
import static dev.dynamofixtures.core.differential.Generators.n;
import static dev.dynamofixtures.core.differential.Generators.s;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Condition;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;

/**
 * Query's and Scan's parameters where the read-parameter fuzzer found the engine answering otherwise than DynamoDB
 * Local: what a Query of a local secondary index is charged for the table items it fetches, the texts of parallel
 * Scan's segment constraints, a start key of the wrong size on an LSI, a start key on the bound a table's Query ends
 * at, two conditions on a hash-only index's other attributes, and which of several faults a Query or Scan reports
 * first.
 */
class ReadParametersDifferentialTest {
    private static Differential diff;

    @BeforeAll
    static void tables() {
        diff = Differential.withUniverseTables();
        for (int i = 0; i < 12; i++) {
            Map<String, AttributeValue> item = new HashMap<>();
            item.put("pk", s("a"));
            item.put("sk", n(Integer.toString(i)));
            item.put("ls", n(Integer.toString(i)));
            item.put("v", s(i == 3 ? "x".repeat(9_000) : "x")); // one item over two 4 KB blocks
            diff.both(c -> c.putItem(b -> b.tableName(Universe.TABLE).item(item)));
        }
        diff.both(c -> c.putItem(b -> b.tableName(Universe.NUMBER_TABLE).item(Map.of("pk", n("1")))));
    }

    @AfterAll
    static void close() {
        diff.close();
    }

    @ParameterizedTest(name = "projection {0}, select {1}, consistent {2}")
    @CsvSource(nullValues = "null", value = {
            "null, null, false", "null, ALL_ATTRIBUTES, false", "null, ALL_ATTRIBUTES, true", "'pk, ls, v', null, false",
            "v, null, true", "null, COUNT, false", "null, ALL_PROJECTED_ATTRIBUTES, true"})
    void a_query_of_an_lsi_is_charged_the_table_items_it_fetches_alike(String projection, String select,
                                                                      boolean consistent) {
        for (ReturnConsumedCapacity mode : List.of(ReturnConsumedCapacity.TOTAL, ReturnConsumedCapacity.INDEXES)) {
            diff.same(mode + "", c -> c.query(b -> b.tableName(Universe.TABLE).indexName("lnum")
                    .keyConditionExpression("pk = :a AND ls > :one").projectionExpression(projection).select(select)
                    .consistentRead(consistent).returnConsumedCapacity(mode)
                    .expressionAttributeValues(Map.of(":a", s("a"), ":one", n("1")))));
        }
    }

    @ParameterizedTest(name = "segment {0} of {1}")
    @CsvSource({"0, 1000001", "-1, 1000001", "-1, 0", "0, 0", "5, 0", "-2, 3", "3, 3", "1000000, 1000001", "-1, -1"})
    void segment_constraints_are_worded_alike(int segment, int totalSegments) {
        diff.same(segment + "/" + totalSegments, c -> c.scan(b -> b.tableName(Universe.TABLE).segment(segment)
                .totalSegments(totalSegments)));
    }

    @Test
    void a_start_key_of_the_wrong_size_on_an_lsi_is_worded_as_the_table_s() {
        diff.same("one attribute more", c -> c.query(b -> b.tableName(Universe.TABLE).indexName("lnum")
                .keyConditionExpression("pk = :a").expressionAttributeValues(Map.of(":a", s("a")))
                .exclusiveStartKey(Map.of("pk", s("a"), "sk", n("4"), "ls", n("4"), "v", s("x")))));
        diff.same("the table's sort key missing", c -> c.scan(b -> b.tableName(Universe.TABLE).indexName("lnum")
                .exclusiveStartKey(Map.of("pk", s("a"), "ls", n("4")))));
        diff.same("the GSI's, by contrast", c -> c.scan(b -> b.tableName(Universe.TABLE).indexName("gkeys")
                .exclusiveStartKey(Map.of("pk", s("a"), "sk", n("4")))));
    }

    @ParameterizedTest(name = "{0}, forward {1}, from {2}")
    @CsvSource({
            "'pk = :a AND sk BETWEEN :one AND :ten', true, 10", "'pk = :a AND sk BETWEEN :one AND :ten', false, 1",
            "'pk = :a AND sk BETWEEN :one AND :ten', true, 1", "'pk = :a AND sk BETWEEN :one AND :ten', false, 10",
            "'pk = :a AND sk <= :ten', true, 10", "'pk = :a AND sk <= :ten', false, 10",
            "'pk = :a AND sk >= :one', false, 1", "'pk = :a AND sk >= :one', true, 1",
            "'pk = :a AND sk = :one', true, 1", "'pk = :a AND sk = :one', false, 1", "'pk = :a AND sk < :ten', true, 9"})
    void a_table_query_starting_on_the_bound_it_ends_at_is_refused_alike(String keyCondition, boolean forward,
                                                                         String from) {
        Map<String, AttributeValue> values = new HashMap<>(Map.of(":a", s("a")));
        if (keyCondition.contains(":one")) {
            values.put(":one", n("1"));
        }
        if (keyCondition.contains(":ten")) {
            values.put(":ten", n("10"));
        }
        diff.same("table", c -> c.query(b -> b.tableName(Universe.TABLE).keyConditionExpression(keyCondition)
                .scanIndexForward(forward).expressionAttributeValues(values)
                .exclusiveStartKey(Map.of("pk", s("a"), "sk", n(from)))));
        String onLsi = keyCondition.replace("sk", "ls");
        diff.same("an LSI's keys may tie there", c -> c.query(b -> b.tableName(Universe.TABLE).indexName("lnum")
                .keyConditionExpression(onLsi).scanIndexForward(forward).expressionAttributeValues(values)
                .exclusiveStartKey(Map.of("pk", s("a"), "sk", n(from), "ls", n(from)))));
    }

    @Test
    void a_query_without_a_key_condition_reports_its_other_parameters_errors_first_alike() {
        Map<String, AttributeValue> a = Map.of(":a", s("a"));
        diff.same("values without expressions", c -> c.query(b -> b.tableName(Universe.TABLE)
                .expressionAttributeValues(a)));
        diff.same("names without expressions", c -> c.query(b -> b.tableName(Universe.TABLE)
                .expressionAttributeNames(Map.of("#a", "a"))));
        diff.same("an undefined value in the filter", c -> c.query(b -> b.tableName(Universe.TABLE)
                .filterExpression("v = :zz")));
        diff.same("a filter's syntax error", c -> c.query(b -> b.tableName(Universe.TABLE).filterExpression("v = ")));
        diff.same("a projection's syntax error", c -> c.query(b -> b.tableName(Universe.TABLE)
                .projectionExpression("v,")));
        diff.same("AttributesToGet with a projection", c -> c.query(b -> b.tableName(Universe.TABLE)
                .attributesToGet("v").projectionExpression("v")));
        diff.same("an unused name", c -> c.query(b -> b.tableName(Universe.TABLE).filterExpression("v = :a")
                .expressionAttributeValues(a).expressionAttributeNames(Map.of("#u", "u"))));
        diff.same("a path into a key", c -> c.query(b -> b.tableName(Universe.TABLE).projectionExpression("h1.x")));
        diff.same("but before a filter on a key", c -> c.query(b -> b.tableName(Universe.TABLE)
                .filterExpression("pk = :a").expressionAttributeValues(a)));
        diff.same("and before ConsistentRead on a GSI", c -> c.query(b -> b.tableName(Universe.TABLE)
                .indexName("gmulti").consistentRead(true)));
        diff.same("after Limit", c -> c.query(b -> b.tableName(Universe.TABLE).limit(0)));
    }

    @Test
    void all_projected_attributes_with_a_projection_is_refused_before_its_target_alike() {
        diff.same("a table's Query", c -> c.query(b -> b.tableName(Universe.TABLE).keyConditionExpression("pk = :a")
                .expressionAttributeValues(Map.of(":a", s("a"))).select("ALL_PROJECTED_ATTRIBUTES")
                .projectionExpression("v")));
        diff.same("a table's Scan, AttributesToGet", c -> c.scan(b -> b.tableName(Universe.TABLE)
                .select("ALL_PROJECTED_ATTRIBUTES").attributesToGet("v")));
    }

    @Test
    void a_scan_checks_all_attributes_of_a_gsi_before_its_segments_and_its_projection_after_alike() {
        diff.same("no segment", c -> c.scan(b -> b.tableName(Universe.TABLE).indexName("gbin")
                .select("ALL_ATTRIBUTES").totalSegments(2)));
        diff.same("segment out of range", c -> c.scan(b -> b.tableName(Universe.TABLE).indexName("gbin")
                .select("ALL_ATTRIBUTES").segment(5).totalSegments(2)));
        diff.same("an unprojected attribute", c -> c.scan(b -> b.tableName(Universe.TABLE).indexName("gbin")
                .projectionExpression("v").segment(-1).totalSegments(2)));
    }

    @Test
    void a_query_checks_its_filter_against_the_index_s_projection_before_select_and_attributes_to_get_alike() {
        Map<String, AttributeValue> values = Map.of(":a", s("a"), ":x", s("x"));
        Map<String, AttributeValue> onGbin = Map.of(":b", b(new byte[] {2}), ":x", s("x"));
        for (String select : List.of("ALL_ATTRIBUTES", "ALL_PROJECTED_ATTRIBUTES", "COUNT")) {
            diff.same(select + " with a projection", c -> c.query(b -> b.tableName(Universe.TABLE).indexName("lnum")
                    .keyConditionExpression("pk = :a").filterExpression("v = :x").select(select)
                    .projectionExpression("v").expressionAttributeValues(values)));
        }
        diff.same("SPECIFIC_ATTRIBUTES without one", c -> c.query(b -> b.tableName(Universe.TABLE).indexName("lnum")
                .keyConditionExpression("pk = :a").filterExpression("v = :x").select("SPECIFIC_ATTRIBUTES")
                .expressionAttributeValues(values)));
        diff.same("a GSI's", c -> c.query(b -> b.tableName(Universe.TABLE).indexName("gbin")
                .keyConditionExpression("r3 = :b").filterExpression("h1 = :x").select("ALL_ATTRIBUTES")
                .projectionExpression("v").expressionAttributeValues(onGbin)));
        Map<String, Condition> onA = Map.of("pk", condition(s("a")));
        Map<String, Condition> onV = Map.of("v", condition(s("x")));
        diff.same("a QueryFilter, with AttributesToGet", c -> c.query(b -> b.tableName(Universe.TABLE)
                .indexName("lnum").keyConditions(onA).queryFilter(onV).select("ALL_ATTRIBUTES").attributesToGet("v")));
        diff.same("AttributesToGet naming one twice", c -> c.query(b -> b.tableName(Universe.TABLE).indexName("gbin")
                .keyConditions(Map.of("r3", condition(b(new byte[] {2})))).queryFilter(Map.of("h1", condition(s("x"))))
                .select("SPECIFIC_ATTRIBUTES").attributesToGet("v", "v")));
        diff.same("but after a start key's shape", c -> c.query(b -> b.tableName(Universe.TABLE).indexName("lnum")
                .keyConditionExpression("pk = :a").filterExpression("v = :x").select("ALL_ATTRIBUTES")
                .projectionExpression("v").exclusiveStartKey(Map.of("pk", s("a"))).expressionAttributeValues(values)));
        diff.same("and after a filter on a key", c -> c.query(b -> b.tableName(Universe.TABLE).indexName("lnum")
                .keyConditionExpression("pk = :a").filterExpression("v = :x AND ls = :one")
                .expressionAttributeValues(Map.of(":a", s("a"), ":x", s("x"), ":one", n("1")))));
    }

    @Test
    void a_scan_naming_specific_attributes_checks_them_against_the_index_before_its_segments_alike() {
        diff.same("a projection", c -> c.scan(b -> b.tableName(Universe.TABLE).indexName("gbin")
                .select("SPECIFIC_ATTRIBUTES").projectionExpression("pk, h1").segment(-1).totalSegments(1)));
        diff.same("AttributesToGet", c -> c.scan(b -> b.tableName(Universe.TABLE).indexName("gbin")
                .select("SPECIFIC_ATTRIBUTES").attributesToGet("pk", "h1").segment(1).totalSegments(1)));
        diff.same("AttributesToGet naming one twice", c -> c.scan(b -> b.tableName(Universe.TABLE)
                .select("SPECIFIC_ATTRIBUTES").attributesToGet("v", "v").segment(-1).totalSegments(1)));
        diff.same("and before a path into a key", c -> c.scan(b -> b.tableName(Universe.TABLE).indexName("gbin")
                .select("SPECIFIC_ATTRIBUTES").projectionExpression("pk.x, h1")));
        diff.same("a filter's path into a key", c -> c.scan(b -> b.tableName(Universe.TABLE).indexName("gbin")
                .select("SPECIFIC_ATTRIBUTES").projectionExpression("h1").filterExpression("pk.x = :x")
                .expressionAttributeValues(Map.of(":x", s("x")))));
        diff.same("without Select, after the segments", c -> c.scan(b -> b.tableName(Universe.TABLE)
                .indexName("gbin").attributesToGet("pk", "h1").segment(-1).totalSegments(1)));
        diff.same("AttributesToGet naming one twice, without Select", c -> c.scan(b -> b.tableName(Universe.TABLE)
                .attributesToGet("v", "v").segment(-1).totalSegments(1)));
        diff.same("and after a path into a key", c -> c.scan(b -> b.tableName(Universe.TABLE).indexName("gbin")
                .projectionExpression("pk.x, h1")));
    }

    @Test
    void values_beside_a_projection_alone_are_refused_after_legacy_parameters_are_found_mixed_alike() {
        Map<String, AttributeValue> values = Map.of(":v", s("x"));
        Map<String, Condition> onA = Map.of("pk", condition(s("a")));
        diff.same("a Scan with AttributesToGet", c -> c.scan(b -> b.tableName(Universe.TABLE).attributesToGet("pk")
                .projectionExpression("sk").expressionAttributeValues(values)));
        diff.same("a Scan with a ScanFilter", c -> c.scan(b -> b.tableName(Universe.TABLE)
                .scanFilter(Map.of("v", condition(s("x")))).projectionExpression("sk")
                .expressionAttributeValues(values)));
        diff.same("a Scan with ConditionalOperator", c -> c.scan(b -> b.tableName(Universe.TABLE)
                .conditionalOperator("AND").projectionExpression("sk").expressionAttributeValues(values)));
        diff.same("a Query with AttributesToGet", c -> c.query(b -> b.tableName(Universe.TABLE).keyConditions(onA)
                .attributesToGet("pk").projectionExpression("sk").expressionAttributeValues(values)));
        diff.same("a Query with a QueryFilter", c -> c.query(b -> b.tableName(Universe.TABLE).keyConditions(onA)
                .queryFilter(Map.of("v", condition(s("x")))).projectionExpression("sk")
                .expressionAttributeValues(values)));
        diff.same("but before a Scan's Limit", c -> c.scan(b -> b.tableName(Universe.TABLE).projectionExpression("sk")
                .expressionAttributeValues(values).limit(0)));
        diff.same("and without any expression, before the mixing", c -> c.scan(b -> b.tableName(Universe.TABLE)
                .attributesToGet("pk").expressionAttributeValues(values)));
    }

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({
            "gmulti, 'h1 = :a AND h2 = :one AND r1 = :one AND v = :x'",
            "gmulti, 'v = :x AND h1 = :a AND h2 = :one AND r1 = :x AND r2 > :x'",
            "gmulti, 'h1 = :a AND h2 = :one AND r1 = :e AND v = :x'",
            "gmulti, 'h1 = :e AND h2 = :one AND v = :x'",
            "gmulti, 'h1 = :a AND h2 = :one AND r1 = :big AND v = :x'",
            ", 'pk = :e AND v = :x'", "lnum, 'pk = :e AND v = :x'", "gkeys, 'h1 = :e AND v = :x'"})
    void a_key_condition_outside_the_key_is_reported_after_the_key_values_types_emptiness_and_sizes_alike(
            String index, String keyCondition) {
        Map<String, AttributeValue> all = Map.of(":a", s("A"), ":one", n("1"), ":x", s("x"), ":e", s(""),
                ":big", s("x".repeat(1_100)));
        Map<String, AttributeValue> values = new HashMap<>();
        all.forEach((name, value) -> {
            if (keyCondition.matches("(?s).*" + name + "\\b.*")) {
                values.put(name, value);
            }
        });
        diff.same(keyCondition, c -> c.query(b -> b.tableName(Universe.TABLE).indexName(index)
                .keyConditionExpression(keyCondition).expressionAttributeValues(values)));
    }

    @Test
    void legacy_key_conditions_report_operators_that_select_no_range_before_a_condition_outside_the_key_alike() {
        Condition notNull = Condition.builder().comparisonOperator("NOT_NULL").build();
        diff.same("a NOT_NULL on a sort attribute", c -> c.query(b -> b.tableName(Universe.TABLE).indexName("gmulti")
                .keyConditions(Map.of("h1", condition(s("A")), "h2", condition(n("1")), "r1", notNull,
                        "v", condition(s("x"))))));
        diff.same("a NOT_NULL outside the key", c -> c.query(b -> b.tableName(Universe.TABLE).indexName("gmulti")
                .keyConditions(Map.of("h1", condition(s("A")), "h2", condition(n("1")), "r1", condition(s("x")),
                        "v", notNull))));
        diff.same("a value of the wrong type first", c -> c.query(b -> b.tableName(Universe.TABLE).indexName("gmulti")
                .keyConditions(Map.of("h1", condition(s("A")), "h2", condition(n("1")), "r1", condition(n("1")),
                        "r2", notNull))));
    }

    /** "a" and "q", "b" and "r" share buckets of a 16-bucket HashSet, whose order DynamoDB Local's list keeps. */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"a, q", "q, a", "q, b, a, r", "r, a, b, q", "aa, q, a",
            "x1, x2, x3, x4, x5, x6, x7, x8, x9, y1, y2, y3, y4"})
    void attributes_a_gsi_does_not_project_are_listed_in_dynamodb_local_s_order(String names) {
        diff.same("a projection", c -> c.scan(b -> b.tableName(Universe.TABLE).indexName("gbin")
                .projectionExpression(names)));
        diff.same("AttributesToGet, listed the other way round", c -> c.scan(b -> b.tableName(Universe.TABLE)
                .indexName("gbin").attributesToGet(names.split(", "))));
        diff.same("a Query's AttributesToGet", c -> c.query(b -> b.tableName(Universe.TABLE).indexName("gkeys")
                .keyConditions(Map.of("h1", condition(s("A")))).attributesToGet(names.split(", "))));
    }

    private static Condition condition(AttributeValue value) {
        return Condition.builder().comparisonOperator("EQ").attributeValueList(value).build();
    }

    @Test
    void a_hash_only_table_query_may_start_on_its_one_key() {
        diff.same("the partition's key", c -> c.query(b -> b.tableName(Universe.NUMBER_TABLE)
                .keyConditionExpression("pk = :a").expressionAttributeValues(Map.of(":a", n("1")))
                .exclusiveStartKey(Map.of("pk", n("1")))));
    }

    @Test
    void two_conditions_on_a_hash_only_index_are_not_supported_before_its_key_is_missed() {
        diff.same("neither on the index's key", c -> c.query(b -> b.tableName(Universe.TABLE).indexName("gbin")
                .keyConditionExpression("pk = :a AND sk = :one")
                .expressionAttributeValues(Map.of(":a", s("a"), ":one", n("1")))));
        diff.same("one on it", c -> c.query(b -> b.tableName(Universe.TABLE).indexName("gbin")
                .keyConditionExpression("r3 = :b AND sk = :one")
                .expressionAttributeValues(Map.of(":b", AttributeValue.fromB(
                        software.amazon.awssdk.core.SdkBytes.fromByteArray(new byte[] {1})), ":one", n("1")))));
    }
}
