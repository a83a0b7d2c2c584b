package dev.dynamofixtures.junit.testcases;

import dev.dynamofixtures.junit.DynamoFixture;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** A seed with a problem: the class fails once, before any test runs. */
@DynamoFixture(seed = "bad-seed.yml")
public class BadSeedTestCases {
    @Test
    void first(DynamoDbClient dynamo) {
    }

    @Test
    void second() {
    }

    @Nested
    class Inner {
        @Test
        void third() {
        }
    }
}
