package dev.dynamofixtures.junit.testcases;

import dev.dynamofixtures.junit.DynamoFixture;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** A seed with a {@code !regex} value, which only expected datasets may hold: the class fails. */
@DynamoFixture(seed = "regex-seed.yml")
public class RegexSeedTestCases {
    @Test
    void never_runs(DynamoDbClient dynamo) {
    }
}
