package dev.dynamofixtures.junit.testcases.log;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dynamofixtures.core.log.RecordedCall;
import dev.dynamofixtures.junit.DynamoFixture;
import dev.dynamofixtures.junit.DynamoFixtureContext;
import dev.dynamofixtures.junit.DynamoSeed;
import dev.dynamofixtures.junit.testcases.Orders;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** On the in-memory backend, a test's log is its fork's: empty at the start, the class's calls not in it. */
@DynamoFixture(seed = "/dev/dynamofixtures/junit/testcases/orders.yml")
public class InMemoryOperationLogTestCases {
    @BeforeAll
    static void beforeAll(DynamoDbClient client, DynamoFixtureContext classDatabase) {
        Orders.put(client, "C0", "O0", "PENDING", 10);
        assertThat(classDatabase.operations().calls()).extracting(RecordedCall::operation).containsExactly("PutItem");
    }

    @Test
    @DynamoSeed("/dev/dynamofixtures/junit/testcases/refunds.yml")
    void the_contexts_log_is_the_forks_and_starts_empty(DynamoFixtureContext dynamo, DynamoDbClient client) {
        // then: seeded, forked and given an extra dataset, with nothing in the log
        assertThat(dynamo.operations()).isSameAs(dynamo.engine().operations());
        assertThat(dynamo.operations().calls()).isEmpty();
        assertThat(dynamo.operations().backend()).isEqualTo("in-memory");

        // when
        dynamo.tables();
        dynamo.unrecordedClient().scan(b -> b.tableName("orders"));
        Orders.put(client, "C5", "O5", "NEW", 5);

        // then
        assertThat(dynamo.operations().calls()).extracting(RecordedCall::operation).containsExactly("PutItem");
        assertThat(dynamo.backend()).isEqualTo("in-memory");
    }
}
