package dev.dynamofixtures.junit.testcases.backends;

import dev.dynamofixtures.core.MutableClock;
import dev.dynamofixtures.junit.DynamoFixture;
import dev.dynamofixtures.junit.DynamoFixtureContext;
import org.junit.jupiter.api.Test;

/** What only the in-memory backend offers, asked of dynamodb-local. */
@DynamoFixture(seed = "/dev/dynamofixtures/junit/testcases/orders.yml", backend = "dynamodb-local",
        clock = "2030-01-01T09:00:00Z")
public class UnsupportedOnRemoteTestCases {
    @Test
    void asks_for_a_mutable_clock(MutableClock clock) {
    }

    @Test
    void expires_items(DynamoFixtureContext fixture) {
        fixture.expireItems();
    }

    @Test
    void asks_for_the_engine(DynamoFixtureContext fixture) {
        fixture.engine();
    }
}
