package dev.dynamofixtures.junit.testcases;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dynamofixtures.junit.DynamoFixture;
import dev.dynamofixtures.junit.DynamoFixtureContext;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Tests that all write the same keys and assert what they read back: run concurrently, each must still see only its
 * own writes. Records how many ran at once, to show they did overlap. Injected through the constructor, a field and
 * parameters, so the forks made for concurrent instances must each reach the right test.
 */
@DynamoFixture(seed = "orders.yml")
public class ParallelTestCases {
    /** The most tests (of this class and its twin) seen running at once. */
    public static final AtomicInteger MOST_AT_ONCE = new AtomicInteger();
    private static final AtomicInteger RUNNING = new AtomicInteger();

    private final DynamoDbClient constructorClient;
    private DynamoDbAsyncClient fieldClient;

    ParallelTestCases(DynamoDbClient constructorClient) {
        this.constructorClient = constructorClient;
    }

    @Test
    void first(DynamoDbClient dynamo, DynamoFixtureContext fixture) {
        writeAndReadBack("first", dynamo, fixture);
    }

    @Test
    void second(DynamoDbClient dynamo, DynamoFixtureContext fixture) {
        writeAndReadBack("second", dynamo, fixture);
    }

    @Test
    void third(DynamoDbClient dynamo, DynamoFixtureContext fixture) {
        writeAndReadBack("third", dynamo, fixture);
    }

    @Test
    void fourth(DynamoDbClient dynamo, DynamoFixtureContext fixture) {
        writeAndReadBack("fourth", dynamo, fixture);
    }

    @Test
    void fifth(DynamoDbClient dynamo, DynamoFixtureContext fixture) {
        writeAndReadBack("fifth", dynamo, fixture);
    }

    @Test
    void sixth(DynamoDbClient dynamo, DynamoFixtureContext fixture) {
        writeAndReadBack("sixth", dynamo, fixture);
    }

    void writeAndReadBack(String test, DynamoDbClient dynamo, DynamoFixtureContext fixture) {
        MOST_AT_ONCE.accumulateAndGet(RUNNING.incrementAndGet(), Math::max);
        try {
            for (int i = 0; i < 40; i++) {
                // the same key in every test
                Orders.put(i % 2 == 0 ? dynamo : constructorClient, "C1", "O1", test + i, i);
                Thread.yield();
                assertThat(Orders.status(constructorClient, "C1", "O1")).contains(test + i);
                assertThat(fieldClient.getItem(b -> b.tableName("orders").key(Map.of("customer_id",
                        AttributeValue.fromS("C1"), "order_id", AttributeValue.fromS("O1")))).join().item()
                        .get("status").s()).isEqualTo(test + i);
                Orders.put(fixture.client(), "C-" + test, "O" + i, "NEW", i);
                assertThat(Orders.count(dynamo)).isEqualTo(3 + i + 1);
            }
        } finally {
            RUNNING.decrementAndGet();
        }
    }

    /** A second class with the same tests, so that classes run concurrently too. */
    @DynamoFixture(seed = "orders.yml")
    public static class Twin extends ParallelTestCases {
        Twin(DynamoDbClient constructorClient) {
            super(constructorClient);
        }
    }
}
