package dev.dynamofixtures.core.differential;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dynamofixtures.core.enhanced.Shipment;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.enhanced.dynamodb.DynamoDbEnhancedClient;
import software.amazon.awssdk.enhanced.dynamodb.DynamoDbTable;
import software.amazon.awssdk.enhanced.dynamodb.Key;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.enhanced.dynamodb.model.Page;
import software.amazon.awssdk.enhanced.dynamodb.model.QueryConditional;
import software.amazon.awssdk.enhanced.dynamodb.model.QueryEnhancedRequest;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The Enhanced Client's queries of a multi-attribute GSI, created from a bean schema: the engine and DynamoDB
 * Local return the same pages (items and LastEvaluatedKey) for every composite-key conditional, both ways.
 */
class EnhancedDifferentialTest {
    private Differential diff;
    private DynamoDbTable<Shipment> ours;
    private DynamoDbTable<Shipment> local;

    @BeforeEach
    void tables() {
        diff = new Differential();
        ours = table(diff.engine());
        local = table(diff.local());
        for (int n = 0; n < 72; n++) { // unique (year, month, day): no ties, whose order DynamoDB leaves open
            Shipment s = Shipment.of("c" + n % 3, String.format("s%03d", n), n % 4 == 0 ? "NEW" : "SHIPPED",
                    n % 5 < 3 ? "EU" : "US", 2023 + n / 24, 1 + (n / 2) % 12, 1 + (n * 7) % 28);
            ours.putItem(s);
            local.putItem(s);
        }
    }

    @AfterEach
    void close() {
        diff.close();
    }

    private static DynamoDbTable<Shipment> table(DynamoDbClient client) {
        DynamoDbTable<Shipment> table = DynamoDbEnhancedClient.builder().dynamoDbClient(client).build()
                .table("shipments", TableSchema.fromBean(Shipment.class));
        table.createTable();
        return table;
    }

    private static Key key(Object... values) {
        Key.Builder key = Key.builder().addPartitionValue("SHIPPED").addPartitionValue("EU");
        for (Object value : values) {
            key.addSortValue(value);
        }
        return key.build();
    }

    private record PageView(List<String> ids, Map<String, AttributeValue> lastEvaluatedKey) {
    }

    private static List<PageView> pages(DynamoDbTable<Shipment> table, QueryConditional conditional, boolean forward,
                                        Integer limit) {
        return table.index(Shipment.BY_STATUS_REGION).query(QueryEnhancedRequest.builder().queryConditional(conditional)
                        .scanIndexForward(forward).limit(limit).build()).stream()
                .map((Function<Page<Shipment>, PageView>) p -> new PageView(
                        p.items().stream().map(Shipment::getShipmentId).toList(), p.lastEvaluatedKey()))
                .toList();
    }

    @Test
    void composite_key_conditionals_return_the_same_pages_as_dynamodb_local() {
        Map<String, QueryConditional> conditionals = Map.of(
                "whole partition", QueryConditional.keyEqualTo(key()),
                "year prefix", QueryConditional.keyEqualTo(key(2024)),
                "year and month prefix", QueryConditional.keyEqualTo(key(2024, 5)),
                "between months", QueryConditional.sortBetween(key(2024, 3), key(2024, 9)),
                "between years", QueryConditional.sortBetween(key(2023), key(2024)),
                "greater than a month", QueryConditional.sortGreaterThan(key(2025, 6)),
                "greater than or equal to a year", QueryConditional.sortGreaterThanOrEqualTo(key(2024)),
                "less than a day", QueryConditional.sortLessThan(key(2023, 4, 20)),
                "less than or equal to a month", QueryConditional.sortLessThanOrEqualTo(key(2025, 8)));
        conditionals.forEach((name, conditional) -> {
            for (boolean forward : new boolean[] {true, false}) {
                for (Integer limit : new Integer[] {null, 2}) {
                    List<PageView> expected = pages(local, conditional, forward, limit);
                    assertThat(pages(ours, conditional, forward, limit))
                            .as("%s, forward %s, limit %s", name, forward, limit).isEqualTo(expected);
                }
            }
        });
    }
}
