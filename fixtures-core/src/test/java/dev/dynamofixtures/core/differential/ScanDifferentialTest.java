package dev.dynamofixtures.core.differential;

import static dev.dynamofixtures.core.ops.TestTables.item;
import static dev.dynamofixtures.core.ops.TestTables.value;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.Select;

/**
 * Scan: the engine returns DynamoDB Local's own order (its partition-hash order), for S, N and B
 * partition keys, multi-attribute GSI partitions and pages; parallel segments together return what Local
 * returns (Local puts every item in segment 0, a documented quirk we do not copy).
 */
class ScanDifferentialTest {
    private Differential diff;

    @BeforeEach
    void seed() {
        diff = new Differential();
        diff.both(c -> c.createTable(Universe.table()));
        diff.both(c -> c.createTable(Universe.numberTable()));
        diff.both(c -> c.createTable(Universe.binaryTable()));
        String[] strings = {"a", "aa", "b", "c", "z", "1", "é", "😀", "A", "zz", "0", "-", "Ω", "mañana"};
        String[] numbers = {"0", "1", "-1", "1.5", "-1.5", "10", "100", "1e10", "-1e-10", "12345678901234567890", "0.001", "7"};
        for (int i = 0; i < strings.length; i++) {
            for (int s = 0; s < 3; s++) {
                Map<String, AttributeValue> it = item("pk", strings[i], "sk", AttributeValue.fromN(numbers[(i + s) % numbers.length]),
                        "h1", s == 2 ? "B" : "A", "h2", i % 3, "r1", strings[(i * 7 + s) % strings.length],
                        "r2", AttributeValue.fromN(numbers[(i * 5 + s) % numbers.length]),
                        "r3", new byte[] {(byte) (i * 37 + s), (byte) s},
                        "ls", AttributeValue.fromN(numbers[(i + 2 * s) % numbers.length]), "v", "v" + i + s);
                diff.both(c -> c.putItem(b -> b.tableName(Universe.TABLE).item(it)));
            }
        }
        for (String n : numbers) {
            diff.both(c -> c.putItem(b -> b.tableName(Universe.NUMBER_TABLE).item(item("pk", AttributeValue.fromN(n)))));
        }
        for (int i = 0; i < 20; i++) {
            byte[] key = {(byte) (i * 13), (byte) (255 - i), 0};
            Map<String, AttributeValue> it = item("pk", key, "sk", "s" + (i % 3));
            diff.both(c -> c.putItem(b -> b.tableName(Universe.BINARY_TABLE).item(it)));
        }
    }

    @AfterEach
    void close() {
        diff.close();
    }

    @Test
    void a_table_scan_returns_dynamodb_locals_order() {
        diff.same("table", c -> c.scan(b -> b.tableName(Universe.TABLE)));
        diff.same("number partition keys", c -> c.scan(b -> b.tableName(Universe.NUMBER_TABLE)));
        diff.same("binary partition keys", c -> c.scan(b -> b.tableName(Universe.BINARY_TABLE)));
    }

    @Test
    void an_index_scan_returns_dynamodb_locals_order() {
        for (String index : List.of("gmulti", "gkeys", "gbin", "lnum")) {
            diff.sameIgnoringTies(index, c -> c.scan(b -> b.tableName(Universe.TABLE).indexName(index)),
                    Universe.indexKey(index), Universe.TABLE_KEY, false);
        }
    }

    @Test
    void pages_of_a_scan_match_page_by_page() {
        Map<String, AttributeValue> start = null;
        do {
            Map<String, AttributeValue> from = start;
            Differential.Pair pair = diff.same("page after " + from, c -> c.scan(b -> {
                b.tableName(Universe.TABLE).limit(5).filterExpression("h1 = :a")
                        .expressionAttributeValues(Map.of(":a", value("A")));
                if (from != null) {
                    b.exclusiveStartKey(from);
                }
            }));
            start = ((Normalized.Page) pair.engine().response()).lastEvaluatedKey();
        } while (start != null);
    }

    @Test
    void filters_projections_and_counts_match() {
        diff.same("filter on a key", c -> c.scan(b -> b.tableName(Universe.TABLE).filterExpression("pk = :p")
                .expressionAttributeValues(Map.of(":p", value("é")))));
        diff.same("projection", c -> c.scan(b -> b.tableName(Universe.TABLE).projectionExpression("pk, r1, nope")));
        diff.same("count", c -> c.scan(b -> b.tableName(Universe.TABLE).select(Select.COUNT)));
        diff.same("keys-only GSI, non-projected", c -> c.scan(b -> b.tableName(Universe.TABLE).indexName("gkeys")
                .projectionExpression("v")));
        diff.same("consistent read on a GSI", c -> c.scan(b -> b.tableName(Universe.TABLE).indexName("gmulti")
                .consistentRead(true)));
        diff.same("segment without total", c -> c.scan(b -> b.tableName(Universe.TABLE).segment(1)));
        diff.same("total without segment", c -> c.scan(b -> b.tableName(Universe.TABLE).totalSegments(2)));
    }

    @Test
    void parallel_segments_together_return_what_dynamodb_local_returns() {
        List<Map<String, AttributeValue>> ours = new ArrayList<>();
        for (int segment = 0; segment < 4; segment++) {
            int s = segment;
            ours.addAll(scanAll(diff.engine(), s));
        }
        List<Map<String, AttributeValue>> local = new ArrayList<>();
        for (int segment = 0; segment < 4; segment++) {
            local.addAll(scanAll(diff.local(), segment));
        }
        assertThat(ours).containsExactlyInAnyOrderElementsOf(local);
    }

    private static List<Map<String, AttributeValue>> scanAll(DynamoDbClient client, int segment) {
        List<Map<String, AttributeValue>> items = new ArrayList<>();
        Map<String, AttributeValue> start = null;
        do {
            Map<String, AttributeValue> from = start;
            ScanResponse page = client.scan(b -> {
                b.tableName(Universe.TABLE).segment(segment).totalSegments(4).limit(7);
                if (from != null) {
                    b.exclusiveStartKey(from);
                }
            });
            items.addAll(page.items());
            start = page.hasLastEvaluatedKey() ? page.lastEvaluatedKey() : null;
        } while (start != null);
        return items;
    }
}
