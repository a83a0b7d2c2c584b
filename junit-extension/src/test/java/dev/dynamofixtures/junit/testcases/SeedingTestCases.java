package dev.dynamofixtures.junit.testcases;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dynamofixtures.junit.DynamoFixture;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Every test starts from the seed, whatever the tests before it wrote or deleted. */
@DynamoFixture(seed = "orders.yml")
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
public class SeedingTestCases {
    @Test
    @Order(1)
    void sees_the_seed_and_writes_an_order(DynamoDbClient dynamo) {
        assertThat(Orders.count(dynamo)).isEqualTo(3);
        assertThat(Orders.status(dynamo, "C1", "O1")).contains("PENDING");

        Orders.put(dynamo, "C3", "O4", "PENDING", 10);

        assertThat(Orders.count(dynamo)).isEqualTo(4);
    }

    @Test
    @Order(2)
    void does_not_see_the_order_written_before_and_deletes_every_order(DynamoDbClient dynamo) {
        assertThat(Orders.status(dynamo, "C3", "O4")).isEmpty();
        assertThat(Orders.count(dynamo)).isEqualTo(3);

        dynamo.deleteTable(b -> b.tableName("orders"));
    }

    @Test
    @Order(3)
    void still_has_the_table_deleted_before(DynamoDbClient dynamo) {
        assertThat(dynamo.listTables().tableNames()).containsExactly("orders");
        assertThat(Orders.count(dynamo)).isEqualTo(3);
    }
}
