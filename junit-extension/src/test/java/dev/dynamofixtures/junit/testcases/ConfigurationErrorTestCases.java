package dev.dynamofixtures.junit.testcases;

import dev.dynamofixtures.junit.DynamoFixture;
import dev.dynamofixtures.junit.DynamoSeed;
import org.junit.jupiter.api.Test;

/** Fixtures configured wrongly, one class each. */
public final class ConfigurationErrorTestCases {
    private ConfigurationErrorTestCases() {
    }

    @DynamoFixture(seed = {"nowhere.yml", "/datasets/nowhere.yml", "file:no/such/file.yml"})
    public static class MissingSeeds {
        @Test
        void test() {
        }
    }

    @DynamoFixture(seed = "orders.yml", backend = "mongo")
    public static class UnknownBackend {
        @Test
        void test() {
        }
    }

    @DynamoFixture(seed = "orders.yml", clock = "tomorrow at nine")
    public static class BadClock {
        @Test
        void test() {
        }
    }

    public static class SeedWithoutFixture {
        @Test
        @DynamoSeed("orders.yml")
        void test() {
        }
    }
}
