package dev.dynamofixtures.core.ops;

import static dev.dynamofixtures.core.ops.TestTables.item;
import static dev.dynamofixtures.core.ops.TestTables.table;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType.N;
import static software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType.S;

import dev.dynamofixtures.core.InMemoryDynamo;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;

class ScanTest {
    private InMemoryDynamo dynamo;
    private DynamoDbClient client;

    @BeforeEach
    void create() {
        dynamo = InMemoryDynamo.create();
        client = dynamo.client();
        table("scn").hash("pk", S).create(client);
        table("pairs").hash("pk", N).range("sk", N).create(client);
    }

    @AfterEach
    void close() {
        dynamo.close();
    }

    private void assertValidation(Runnable call, String message) {
        assertThatThrownBy(call::run).isInstanceOfSatisfying(DynamoDbException.class, e ->
                assertThat(e.awsErrorDetails().errorMessage()).isEqualTo(message));
    }

    /**
     * A Scan of an index filters what the index holds: an attribute it does not project is absent from its entries
     * (a public conformance suite captured the service answering so; DynamoDB Local reads the table's item). An
     * LSI read that returns the table's items filters those.
     */
    @Test
    void an_index_scan_filters_its_entries_on_which_unprojected_attributes_are_absent() {
        table("idx").hash("pk", S).range("sk", S)
                .gsi("byG", software.amazon.awssdk.services.dynamodb.model.ProjectionType.KEYS_ONLY, "g", S)
                .lsi("byL", software.amazon.awssdk.services.dynamodb.model.ProjectionType.KEYS_ONLY, "l", S)
                .create(client);
        client.putItem(b -> b.tableName("idx").item(item("pk", "p", "sk", "1", "g", "y", "l", "k1", "np", "np1")));
        client.putItem(b -> b.tableName("idx").item(item("pk", "p", "sk", "2", "g", "y", "l", "k2", "np", "np2")));
        Map<String, AttributeValue> np1 = Map.of(":v", AttributeValue.fromS("np1"));

        assertThat(client.scan(b -> b.tableName("idx").indexName("byG").filterExpression("np = :v")
                .expressionAttributeValues(np1)).count()).isZero();
        assertThat(client.scan(b -> b.tableName("idx").indexName("byG").filterExpression("NOT np = :v")
                .expressionAttributeValues(np1)).count()).isEqualTo(2);
        assertThat(client.scan(b -> b.tableName("idx").indexName("byL").filterExpression("np = :v")
                .expressionAttributeValues(np1)).count()).isZero();
        assertThat(client.scan(b -> b.tableName("idx").indexName("byL").filterExpression("np = :v")
                .expressionAttributeValues(np1).select("ALL_ATTRIBUTES")).items())
                .extracting(i -> i.get("sk").s()).containsExactly("1");
        assertThat(client.executeStatement(b -> b.statement("SELECT sk FROM \"idx\".\"byG\" WHERE np = 'np1'"))
                .items()).isEmpty();
    }

    @Test
    void scan_returns_items_in_dynamodb_locals_partition_hash_order() {
        for (String pk : List.of("a", "aa", "b", "c", "z", "1")) {
            client.putItem(b -> b.tableName("scn").item(item("pk", pk)));
        }
        List<String> order = client.scan(b -> b.tableName("scn")).items().stream().map(i -> i.get("pk").s()).toList();
        assertThat(order).containsExactly("1", "z", "b", "c", "aa", "a");
    }

    @Test
    void items_of_one_partition_come_back_together_in_sort_key_order() {
        for (int p = 0; p < 5; p++) {
            for (int s = 3; s >= 0; s--) {
                int pk = p;
                int sk = s;
                client.putItem(b -> b.tableName("pairs").item(item("pk", pk, "sk", sk)));
            }
        }
        List<Map<String, AttributeValue>> items = client.scan(b -> b.tableName("pairs")).items();
        for (int i = 0; i < items.size(); i += 4) {
            List<String> sorts = items.subList(i, i + 4).stream().map(it -> it.get("sk").n()).toList();
            assertThat(sorts).containsExactly("0", "1", "2", "3");
            assertThat(items.subList(i, i + 4).stream().map(it -> it.get("pk").n()).distinct()).hasSize(1);
        }
    }

    @Test
    void parallel_scan_segments_partition_the_table() {
        for (int i = 0; i < 200; i++) {
            int n = i;
            client.putItem(b -> b.tableName("pairs").item(item("pk", n, "sk", 0)));
        }
        Set<String> seen = new HashSet<>();
        int total = 0;
        for (int segment = 0; segment < 7; segment++) {
            int s = segment;
            ScanResponse response = client.scan(b -> b.tableName("pairs").segment(s).totalSegments(7));
            for (Map<String, AttributeValue> it : response.items()) {
                seen.add(it.get("pk").n());
            }
            total += response.count();
            assertThat(response.count()).isBetween(5, 60);
        }
        assertThat(total).isEqualTo(200);
        assertThat(seen).hasSize(200);
    }

    @Test
    void paging_through_a_scan_visits_every_item_once() {
        for (int i = 0; i < 50; i++) {
            int n = i;
            client.putItem(b -> b.tableName("pairs").item(item("pk", n % 7, "sk", n)));
        }
        List<String> seen = new ArrayList<>();
        Map<String, AttributeValue> start = null;
        do {
            Map<String, AttributeValue> from = start;
            ScanResponse page = client.scan(b -> {
                b.tableName("pairs").limit(6);
                if (from != null) {
                    b.exclusiveStartKey(from);
                }
            });
            page.items().forEach(i -> seen.add(i.get("sk").n()));
            start = page.hasLastEvaluatedKey() ? page.lastEvaluatedKey() : null;
        } while (start != null);
        assertThat(seen).hasSize(50).doesNotHaveDuplicates();
    }

    @Test
    void a_scan_filter_may_name_key_attributes() {
        client.putItem(b -> b.tableName("pairs").item(item("pk", 1, "sk", 2)));
        client.putItem(b -> b.tableName("pairs").item(item("pk", 2, "sk", 2)));
        ScanResponse response = client.scan(b -> b.tableName("pairs").filterExpression("pk = :one")
                .expressionAttributeValues(Map.of(":one", AttributeValue.fromN("1"))));
        assertThat(response.count()).isEqualTo(1);
        assertThat(response.scannedCount()).isEqualTo(2);
    }

    @Test
    void segment_parameters_are_validated() {
        assertValidation(() -> client.scan(b -> b.tableName("pairs").segment(0)),
                "The TotalSegments parameter is required but was not present in the request when Segment parameter is present");
        assertValidation(() -> client.scan(b -> b.tableName("pairs").totalSegments(2)),
                "The Segment parameter is required but was not present in the request when parameter TotalSegments is present");
        assertValidation(() -> client.scan(b -> b.tableName("pairs").segment(2).totalSegments(2)),
                "The Segment parameter is zero-based and must be less than parameter TotalSegments: Segment: 2 is not less than TotalSegments: 2");
        assertValidation(() -> client.scan(b -> b.tableName("pairs").segment(0).totalSegments(1_000_001)),
                "1 validation error detected: Value '1000001' at 'totalSegments' failed to satisfy constraint: "
                        + "Member must have value less than or equal to 1000000");
    }

    @Test
    void limit_must_be_positive() {
        assertValidation(() -> client.scan(b -> b.tableName("pairs").limit(0)),
                "1 validation error detected: Value '0' at 'limit' failed to satisfy constraint: "
                        + "Member must have value greater than or equal to 1");
    }
}
