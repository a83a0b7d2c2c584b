package dev.dynamofixtures.junit.testcases;

import dev.dynamofixtures.junit.DynamoFixture;
import dev.dynamofixtures.junit.ExpectedDataset;
import dev.dynamofixtures.junit.ExpectedDataset.Mode;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Tests whose tables hold what their {@link ExpectedDataset} says: every one passes. */
@DynamoFixture(seed = "orders.yml")
public class ExpectedDatasetTestCases {
    @Test
    @ExpectedDataset("expected/orders-shipped.yml")
    void exactly_these_items(DynamoDbClient dynamo) {
        Orders.put(dynamo, "C1", "O1", "SHIPPED", 120);
    }

    @Test
    @ExpectedDataset(value = "expected/orders-contains.yml", mode = Mode.CONTAINS)
    void at_least_these_items_with_at_least_these_attributes(DynamoDbClient dynamo) {
        Orders.put(dynamo, "C4", "O9", "NEW", 5);
        Orders.put(dynamo, "C5", "O10", "NEW", 6);
    }

    @Test
    @ExpectedDataset(value = "expected/orders-seed.yml", ignore = {"updated_at", "orders.ref"})
    void ignored_attributes_are_not_compared(DynamoDbClient dynamo) {
        put(dynamo, Map.of("customer_id", s("C1"), "order_id", s("O1"), "status", s("PENDING"),
                "amount", n("120"), "updated_at", s(Instant.now().toString()), "ref", s(UUID.randomUUID().toString())));
    }

    @Test
    @ExpectedDataset("expected/orders-regex.yml")
    void generated_values_match_regular_expressions(DynamoDbClient dynamo) {
        put(dynamo, Map.of("customer_id", s("C1"), "order_id", s("O1"), "status", s("PENDING"), "amount", n("120"),
                "created_at", s(Instant.now().toString()),
                "meta", AttributeValue.fromM(Map.of("ids", AttributeValue.fromL(List.of(s("fixed"), s("id-42")))))));
    }

    @Test
    @ExpectedDataset(value = "expected/orders-typed.yml", mode = Mode.CONTAINS)
    void numbers_compare_by_value_and_sets_in_any_order(DynamoDbClient dynamo) {
        put(dynamo, Map.of("customer_id", s("C1"), "order_id", s("O1"), "status", s("PENDING"), "amount", n("2E2"),
                "tags", AttributeValue.fromSs(List.of("c", "a", "b")),
                "scores", AttributeValue.fromNs(List.of("1.50", "2"))));
    }

    @Test
    @ExpectedDataset("expected/orders-seed.yml")
    void a_test_that_never_uses_the_database_is_compared_with_the_seed() {
    }

    @Test
    @ExpectedDataset("expected/refunds.yml")
    void a_table_the_test_creates_is_defined_by_the_dataset(DynamoDbClient dynamo) {
        dynamo.createTable(b -> b.tableName("refunds").billingMode("PAY_PER_REQUEST")
                .attributeDefinitions(d -> d.attributeName("refund_id").attributeType("S"))
                .keySchema(k -> k.attributeName("refund_id").keyType("HASH")));
        dynamo.putItem(b -> b.tableName("refunds").item(Map.of("refund_id", s("RF1"), "amount", n("40"))));
    }

    @Nested
    @ExpectedDataset("expected/orders-seed.yml")
    class OnTheClass {
        @Test
        void applies_to_each_test(DynamoDbClient dynamo) {
            Orders.put(dynamo, "C1", "O2", "SHIPPED", 80);
        }

        @Test
        @ExpectedDataset("expected/orders-shipped.yml")
        void unless_the_method_says_otherwise(DynamoDbClient dynamo) {
            Orders.put(dynamo, "C1", "O1", "SHIPPED", 120);
        }
    }

    static void put(DynamoDbClient dynamo, Map<String, AttributeValue> item) {
        dynamo.putItem(b -> b.tableName("orders").item(item));
    }

    static AttributeValue s(String value) {
        return AttributeValue.fromS(value);
    }

    static AttributeValue n(String value) {
        return AttributeValue.fromN(value);
    }
}
