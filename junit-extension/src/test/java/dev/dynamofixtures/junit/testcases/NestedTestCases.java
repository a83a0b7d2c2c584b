package dev.dynamofixtures.junit.testcases;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dynamofixtures.junit.DynamoFixture;
import dev.dynamofixtures.junit.DynamoFixtureContext;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * {@code @Nested} classes use the enclosing class's seeded database (a fork per test) unless they declare a fixture
 * of their own; the enclosing instance's fields hold the nested test's fork.
 */
@DynamoFixture(seed = "orders.yml")
public class NestedTestCases {
    DynamoDbClient outerField;

    @BeforeAll
    static void writeToTheClassDatabase(DynamoDbClient classDatabase) {
        Orders.put(classDatabase, "C0", "SHARED", "PENDING", 1);
    }

    @Test
    void the_outer_test_sees_the_seed_and_the_class_write(DynamoDbClient dynamo) {
        assertThat(Orders.count(dynamo)).isEqualTo(4);
        Orders.put(dynamo, "C7", "OUTER", "PENDING", 7);
    }

    @Nested
    @TestMethodOrder(MethodOrderer.OrderAnnotation.class)
    class Inheriting {
        private final DynamoDbClient constructorClient;
        DynamoFixtureContext innerField;

        Inheriting(DynamoDbClient constructorClient) {
            this.constructorClient = constructorClient;
        }

        @Test
        @Order(1)
        void sees_the_enclosing_seed_through_every_injected_object(DynamoDbClient dynamo) {
            assertThat(Orders.count(dynamo)).isEqualTo(4);
            assertThat(Orders.status(dynamo, "C7", "OUTER")).isEmpty();

            Orders.put(constructorClient, "C8", "NESTED", "PENDING", 8);

            assertThat(Orders.status(dynamo, "C8", "NESTED")).contains("PENDING");
            assertThat(Orders.status(outerField, "C8", "NESTED")).contains("PENDING");
            assertThat(Orders.status(innerField.client(), "C8", "NESTED")).contains("PENDING");
        }

        @Test
        @Order(2)
        void does_not_see_the_write_of_the_nested_test_before(DynamoDbClient dynamo) {
            assertThat(Orders.status(dynamo, "C8", "NESTED")).isEmpty();
            assertThat(Orders.count(constructorClient)).isEqualTo(4);
        }

        @Nested
        class TwoLevelsDown {
            @Test
            void still_uses_the_outermost_fixture(DynamoFixtureContext fixture) {
                assertThat(fixture.tables()).containsExactly("orders");
                assertThat(Orders.count(fixture.client())).isEqualTo(4);
            }
        }
    }

    @Nested
    @DynamoFixture(seed = "/datasets/customers.yml")
    class WithAFixtureOfItsOwn {
        @Test
        void sees_only_its_own_seed(DynamoFixtureContext fixture, DynamoDbClient dynamo) {
            assertThat(fixture.tables()).containsExactly("customers");
            assertThat(dynamo.scan(b -> b.tableName("customers")).count()).isEqualTo(2);
            // the enclosing instance's fields hold this test's database too
            assertThat(outerField.listTables().tableNames()).containsExactly("customers");
        }
    }
}
