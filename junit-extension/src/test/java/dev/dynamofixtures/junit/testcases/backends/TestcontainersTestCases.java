package dev.dynamofixtures.junit.testcases.backends;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dynamofixtures.junit.DynamoFixture;
import dev.dynamofixtures.junit.testcases.Orders;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** A class on the testcontainers backend: skipped, with the reason, where no Docker engine runs. */
@DynamoFixture(seed = "/dev/dynamofixtures/junit/testcases/orders.yml", backend = "testcontainers")
public class TestcontainersTestCases {
    @Test
    void sees_the_seed(DynamoDbClient dynamo) {
        assertThat(Orders.count(dynamo)).isEqualTo(3);
    }
}
