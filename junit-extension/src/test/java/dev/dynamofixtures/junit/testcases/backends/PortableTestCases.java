package dev.dynamofixtures.junit.testcases.backends;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dynamofixtures.junit.DynamoFixture;
import dev.dynamofixtures.junit.DynamoFixtureContext;
import dev.dynamofixtures.junit.DynamoSeed;
import dev.dynamofixtures.junit.testcases.Orders;
import java.net.URI;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What every backend offers, written once: the seed, isolation between tests, every portable injectable in
 * parameters, fields and the constructor, a {@code @BeforeAll} write every test starts from, and a test's extra
 * dataset. Run unchanged on in-memory and on dynamodb-local.
 */
@DynamoFixture(seed = "/dev/dynamofixtures/junit/testcases/orders.yml")
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
public class PortableTestCases {
    private final DynamoDbClient constructorClient;
    private DynamoDbAsyncClient asyncClient;
    private URI endpoint;
    private DynamoFixtureContext fixture;

    PortableTestCases(DynamoDbClient constructorClient) {
        this.constructorClient = constructorClient;
    }

    @BeforeAll
    static void beforeAll(DynamoDbClient client) {
        Orders.put(client, "C0", "FROM_BEFORE_ALL", "PENDING", 1);
    }

    @Test
    @Order(1)
    void sees_the_seed_and_writes_through_every_client(DynamoDbClient dynamo) {
        assertThat(Orders.count(dynamo)).isEqualTo(3 + 1);
        assertThat(Orders.status(dynamo, "C1", "O1")).contains("PENDING");

        Orders.put(constructorClient, "C5", "O5", "BY_CONSTRUCTOR_CLIENT", 5);
        asyncClient.deleteItem(b -> b.tableName("orders").key(key("C1", "O2"))).join();
        try (DynamoDbClient overHttp = overHttp(endpoint)) {
            Orders.put(overHttp, "C6", "O6", "OVER_HTTP", 6);
        }

        assertThat(Orders.status(dynamo, "C5", "O5")).contains("BY_CONSTRUCTOR_CLIENT");
        assertThat(Orders.status(fixture.client(), "C1", "O2")).isEmpty();
        assertThat(Orders.status(dynamo, "C6", "O6")).contains("OVER_HTTP");
        assertThat(fixture.tables()).containsExactly("orders");
    }

    @Test
    @Order(2)
    void the_next_test_starts_from_the_seed_and_the_before_all_write(DynamoDbClient dynamo) {
        assertThat(Orders.status(dynamo, "C5", "O5")).isEmpty();
        assertThat(Orders.status(dynamo, "C6", "O6")).isEmpty();
        assertThat(Orders.status(dynamo, "C1", "O2")).contains("SHIPPED");
        assertThat(Orders.status(dynamo, "C0", "FROM_BEFORE_ALL")).contains("PENDING");

        dynamo.deleteTable(b -> b.tableName("orders"));
        dynamo.createTable(b -> b.tableName("scratch").billingMode("PAY_PER_REQUEST")
                .keySchema(k -> k.attributeName("id").keyType("HASH"))
                .attributeDefinitions(a -> a.attributeName("id").attributeType("S")));
    }

    @Test
    @Order(3)
    @DynamoSeed("/dev/dynamofixtures/junit/testcases/refunds.yml")
    void a_test_with_an_extra_dataset_gets_it_on_the_seed(DynamoFixtureContext context, DynamoDbClient dynamo) {
        assertThat(context.tables()).containsExactlyInAnyOrder("orders", "refunds");
        assertThat(Orders.status(dynamo, "C9", "R1")).contains("REFUNDED");
        assertThat(Orders.status(dynamo, "C1", "O1")).contains("CANCELLED");
        assertThat(dynamo.scan(b -> b.tableName("refunds")).count()).isEqualTo(1);
    }

    @Test
    @Order(4)
    void the_next_test_has_neither_the_extra_dataset_nor_a_table_made_before(DynamoFixtureContext context,
            DynamoDbClient dynamo) {
        assertThat(context.tables()).containsExactly("orders");
        assertThat(Orders.status(dynamo, "C1", "O1")).contains("PENDING");
        assertThat(Orders.count(dynamo)).isEqualTo(3 + 1);
    }

    private static Map<String, AttributeValue> key(String customer, String order) {
        return Map.of("customer_id", AttributeValue.fromS(customer), "order_id", AttributeValue.fromS(order));
    }

    private static DynamoDbClient overHttp(URI endpoint) {
        return DynamoDbClient.builder().endpointOverride(endpoint).region(Region.US_EAST_1)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("key", "secret")))
                .build();
    }
}
