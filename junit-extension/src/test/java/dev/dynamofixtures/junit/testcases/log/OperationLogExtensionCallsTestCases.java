package dev.dynamofixtures.junit.testcases.log;

import static org.assertj.core.api.Assertions.fail;

import dev.dynamofixtures.core.log.OperationLog;
import dev.dynamofixtures.junit.DynamoFixture;
import dev.dynamofixtures.junit.DynamoFixtureContext;
import dev.dynamofixtures.junit.ExpectedDataset;
import dev.dynamofixtures.junit.testcases.Orders;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Test;

/**
 * Tests whose logs are read after they ran, to show that the extension's checks after a test (its
 * {@link ExpectedDataset}, the dump of a failed test's tables) are not recorded. Each test keeps its log here.
 */
@DynamoFixture(seed = "/dev/dynamofixtures/junit/testcases/orders.yml", backend = "dynamodb-local")
public class OperationLogExtensionCallsTestCases {
    /** The log of each test, by method name. */
    public static final Map<String, OperationLog> LOGS = new ConcurrentHashMap<>();

    @Test
    @ExpectedDataset("/dev/dynamofixtures/junit/testcases/expected/orders-shipped.yml")
    void checked_against_an_expected_dataset(DynamoFixtureContext dynamo) {
        LOGS.put("checked_against_an_expected_dataset", dynamo.operations());
        Orders.put(dynamo.client(), "C1", "O1", "SHIPPED", 120);
    }

    @Test
    void fails_and_has_its_tables_dumped(DynamoFixtureContext dynamo) {
        LOGS.put("fails_and_has_its_tables_dumped", dynamo.operations());
        Orders.put(dynamo.client(), "C4", "O9", "BROKEN", 99);
        fail("the test's own failure");
    }
}
