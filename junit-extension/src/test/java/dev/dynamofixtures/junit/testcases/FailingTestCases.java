package dev.dynamofixtures.junit.testcases;

import static org.assertj.core.api.Assertions.fail;

import dev.dynamofixtures.junit.DynamoFixture;
import java.util.Map;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Failing tests: the ones that used their fork leave its tables behind as YAML. */
@DynamoFixture(seed = "orders.yml")
public class FailingTestCases {
    @Test
    void fails_after_writing(DynamoDbClient dynamo) {
        Orders.put(dynamo, "C4", "O9", "BROKEN", 99);
        dynamo.deleteItem(b -> b.tableName("orders").key(Map.of(
                "customer_id", AttributeValue.fromS("C2"), "order_id", AttributeValue.fromS("O3"))));
        fail("the test's own failure");
    }

    @RepeatedTest(2)
    void fails_in_each_repetition(DynamoDbClient dynamo) {
        fail("a repetition's failure");
    }

    @Test
    void fails_without_using_the_database() {
        fail("no database involved");
    }

    @Test
    void passes(DynamoDbClient dynamo) {
        Orders.put(dynamo, "C4", "O10", "FINE", 1);
    }
}
