package dev.dynamofixtures.junit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dynamofixtures.junit.testcases.log.OperationLogTestCases;
import org.junit.jupiter.api.Test;
import org.junit.platform.testkit.engine.EngineExecutionResults;

/**
 * The operation log of a fixture: {@link DynamoFixtureContext#operations()} on a remote backend (DynamoDB Local,
 * in-process) records the calls of the injected clients as the code made them, and none of the extension's own.
 */
class OperationLogTest {
    @Test
    void the_log_on_dynamodb_local_records_each_kind_of_call_capacity_and_errors_and_starts_empty_in_each_test() {
        // when
        EngineExecutionResults results = EngineRuns.run(OperationLogTestCases.class);

        // then
        assertThat(EngineRuns.failures(results.allEvents())).isEmpty();
        assertThat(results.testEvents().succeeded().count()).isEqualTo(12);
    }
}
