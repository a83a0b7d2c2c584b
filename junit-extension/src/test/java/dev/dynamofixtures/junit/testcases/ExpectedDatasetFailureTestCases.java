package dev.dynamofixtures.junit.testcases;

import static dev.dynamofixtures.junit.testcases.ExpectedDatasetTestCases.n;
import static dev.dynamofixtures.junit.testcases.ExpectedDatasetTestCases.put;
import static dev.dynamofixtures.junit.testcases.ExpectedDatasetTestCases.s;
import static org.assertj.core.api.Assertions.fail;

import dev.dynamofixtures.junit.DynamoFixture;
import dev.dynamofixtures.junit.ExpectedDataset;
import dev.dynamofixtures.junit.ExpectedDataset.Mode;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Tests whose tables do not hold what their {@link ExpectedDataset} says, or that name a wrong one: each fails. */
@DynamoFixture(seed = "orders.yml")
public class ExpectedDatasetFailureTestCases {
    @Test
    @ExpectedDataset("expected/orders-coded.yml")
    void missing_extra_and_different(DynamoDbClient dynamo) {
        put(dynamo, Map.of("customer_id", s("C1"), "order_id", s("O1"), "status", s("CANCELLED"), "amount", n("120"),
                "code", s("200"), "note", s("x")));
        dynamo.deleteItem(b -> b.tableName("orders").key(Map.of("customer_id", s("C2"), "order_id", s("O3"))));
        Orders.put(dynamo, "C4", "O9", "NEW", 5);
    }

    @Test
    @ExpectedDataset(value = "expected/order-created.yml", mode = Mode.CONTAINS)
    void a_value_the_regular_expression_does_not_match(DynamoDbClient dynamo) {
        put(dynamo, Map.of("customer_id", s("C1"), "order_id", s("O1"), "created_at", s("yesterday")));
    }

    @Test
    @ExpectedDataset(value = "expected/orders-contains.yml", mode = Mode.CONTAINS)
    void an_item_missing_in_contains_mode(DynamoDbClient dynamo) {
        put(dynamo, Map.of("customer_id", s("C1"), "order_id", s("O1"), "amount", n("1")));
    }

    @Test
    @ExpectedDataset("expected/orders-seed.yml")
    void a_test_that_fails_itself_is_not_compared(DynamoDbClient dynamo) {
        Orders.put(dynamo, "C4", "O9", "NEW", 5);
        fail("the test's own failure");
    }

    @Test
    @ExpectedDataset("expected/refunds.yml")
    void a_table_that_does_not_exist() {
    }

    @Test
    @ExpectedDataset("expected/unknown-table.yml")
    void an_expected_dataset_with_a_problem() {
    }

    @Test
    @ExpectedDataset("expected/order-key-regex.yml")
    void a_regular_expression_for_a_key() {
    }

    @Test
    @ExpectedDataset(value = "expected/orders-seed.yml", ignore = "order_id")
    void an_ignored_key() {
    }
}
