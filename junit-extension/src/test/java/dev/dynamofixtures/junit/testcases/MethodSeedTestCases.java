package dev.dynamofixtures.junit.testcases;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dynamofixtures.junit.DynamoFixture;
import dev.dynamofixtures.junit.DynamoFixtureContext;
import dev.dynamofixtures.junit.DynamoSeed;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** {@link DynamoSeed} adds datasets to one test's fork: items for the class seed's tables, and tables of its own. */
@DynamoFixture(seed = "orders.yml")
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
public class MethodSeedTestCases {
    @Test
    @Order(1)
    @DynamoSeed("refunds.yml")
    void the_test_sees_its_extra_dataset(DynamoFixtureContext fixture, DynamoDbClient dynamo) {
        assertThat(fixture.tables()).containsExactlyInAnyOrder("orders", "refunds");
        assertThat(Orders.status(dynamo, "C9", "R1")).contains("REFUNDED");
        // an item with the key of a seed item replaces it
        assertThat(Orders.status(dynamo, "C1", "O1")).contains("CANCELLED");
        assertThat(Orders.count(dynamo)).isEqualTo(4);
        assertThat(dynamo.scan(b -> b.tableName("refunds")).count()).isEqualTo(1);
    }

    @Test
    @Order(2)
    void the_next_test_does_not(DynamoFixtureContext fixture, DynamoDbClient dynamo) {
        assertThat(fixture.tables()).containsExactly("orders");
        assertThat(Orders.status(dynamo, "C1", "O1")).contains("PENDING");
        assertThat(Orders.count(dynamo)).isEqualTo(3);
    }

    @RepeatedTest(2)
    @Order(3)
    @DynamoSeed("refunds.yml")
    void each_repetition_gets_the_extra_dataset_afresh(DynamoDbClient dynamo) {
        assertThat(Orders.count(dynamo)).isEqualTo(4);
        Orders.put(dynamo, "C9", "R2", "REFUNDED", 1);
    }
}
