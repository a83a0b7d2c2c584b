package dev.dynamofixtures.junit.testcases;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dynamofixtures.junit.DynamoFixture;
import dev.dynamofixtures.junit.DynamoFixtureContext;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Under {@code PER_CLASS} the instance belongs to the class: its constructor parameters and fields are the class's
 * database (later tests start from what they write), while test parameters are each test's own fork.
 */
@DynamoFixture(seed = "orders.yml")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
public class PerClassTestCases {
    private final DynamoDbClient constructorClient;
    private DynamoFixtureContext field;

    PerClassTestCases(DynamoDbClient constructorClient) {
        this.constructorClient = constructorClient;
    }

    @BeforeAll
    void nonStaticBeforeAll(DynamoFixtureContext classFixture) {
        assertThat(classFixture).isSameAs(field);
        Orders.put(classFixture.client(), "C0", "FROM_BEFORE_ALL", "PENDING", 1);
    }

    @Test
    @Order(1)
    void fields_and_constructor_parameters_are_the_class_database(DynamoDbClient testFork) {
        assertThat(Orders.status(constructorClient, "C0", "FROM_BEFORE_ALL")).contains("PENDING");
        assertThat(Orders.status(testFork, "C0", "FROM_BEFORE_ALL")).contains("PENDING");

        Orders.put(field.client(), "C1", "THROUGH_THE_FIELD", "PENDING", 2);
        Orders.put(testFork, "C1", "THROUGH_THE_PARAMETER", "PENDING", 3);

        assertThat(Orders.status(constructorClient, "C1", "THROUGH_THE_FIELD")).contains("PENDING");
        assertThat(Orders.status(testFork, "C1", "THROUGH_THE_FIELD")).isEmpty();
    }

    @Test
    @Order(2)
    void a_later_test_starts_from_the_class_database_but_not_from_another_tests_fork(DynamoDbClient testFork) {
        assertThat(Orders.status(testFork, "C1", "THROUGH_THE_FIELD")).contains("PENDING");
        assertThat(Orders.status(testFork, "C1", "THROUGH_THE_PARAMETER")).isEmpty();
        assertThat(Orders.count(testFork)).isEqualTo(3 + 2);
    }
}
