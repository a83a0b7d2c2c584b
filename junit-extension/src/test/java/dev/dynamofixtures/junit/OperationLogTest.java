package dev.dynamofixtures.junit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dynamofixtures.core.InMemoryDynamo;
import dev.dynamofixtures.core.log.RecordedCall;
import dev.dynamofixtures.junit.testcases.log.InMemoryOperationLogTestCases;
import dev.dynamofixtures.junit.testcases.log.OperationLogClientsTestCases;
import dev.dynamofixtures.junit.testcases.log.OperationLogExtensionCallsTestCases;
import dev.dynamofixtures.junit.testcases.log.OperationLogTestCases;
import dev.dynamofixtures.junit.testcases.log.PartiqlOperationLogTestCases;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.testkit.engine.EngineExecutionResults;

/**
 * The operation log of a fixture: {@link DynamoFixtureContext#operations()} on a remote backend (DynamoDB Local,
 * in-process) records the calls of the injected clients as the code made them, and none of the extension's own.
 */
class OperationLogTest {
    @Test
    void the_log_on_dynamodb_local_records_each_kind_of_call_capacity_and_errors_and_starts_empty_in_each_test() {
        // when
        EngineExecutionResults results = EngineRuns.run(OperationLogTestCases.class,
                PartiqlOperationLogTestCases.class);

        // then
        assertThat(EngineRuns.failures(results.allEvents())).isEmpty();
        assertThat(results.testEvents().succeeded().count()).isEqualTo(13 + 1);
    }

    @Test
    void the_log_records_the_same_on_an_endpoint_backend_whose_clients_speak_http() {
        // given: any DynamoDB at a URL; here the engine's own HTTP endpoint
        try (InMemoryDynamo server = InMemoryDynamo.create()) {
            String before = System.getProperty("dynamofixtures.endpoint");
            System.setProperty("dynamofixtures.endpoint", server.startServer().endpoint().toString());
            try {
                // when
                EngineExecutionResults results = EngineRuns.run(Map.of("dynamofixtures.backend", "endpoint"),
                        OperationLogTestCases.class, OperationLogClientsTestCases.class);

                // then
                assertThat(EngineRuns.failures(results.allEvents())).isEmpty();
                assertThat(results.testEvents().succeeded().count()).isEqualTo(13 + 3);
            } finally {
                if (before == null) {
                    System.clearProperty("dynamofixtures.endpoint");
                } else {
                    System.setProperty("dynamofixtures.endpoint", before);
                }
            }
        }
    }

    @Test
    void the_asynchronous_client_the_endpoint_and_an_enhanced_client_record_into_the_tests_log() {
        // when
        EngineExecutionResults results = EngineRuns.run(OperationLogClientsTestCases.class);

        // then
        assertThat(EngineRuns.failures(results.allEvents())).isEmpty();
        assertThat(results.testEvents().succeeded().count()).isEqualTo(3);
    }

    @Test
    void on_the_in_memory_backend_the_contexts_log_is_the_forks_and_starts_empty() {
        // when
        EngineExecutionResults results = EngineRuns.run(InMemoryOperationLogTestCases.class);

        // then
        assertThat(EngineRuns.failures(results.allEvents())).isEmpty();
        assertThat(results.testEvents().succeeded().count()).isEqualTo(1);
    }

    @Test
    void the_expected_dataset_check_and_the_failure_dump_after_a_test_are_not_in_its_log(@TempDir Path dumps) {
        // when
        EngineExecutionResults results = EngineRuns.run(Map.of("dynamofixtures.dumpDir", dumps.toString()),
                OperationLogExtensionCallsTestCases.class);

        // then: the expected dataset matched, the failed test's tables were dumped, and the logs hold the tests' puts
        assertThat(results.testEvents().succeeded().count()).isEqualTo(1);
        assertThat(results.testEvents().failed().count()).isEqualTo(1);
        assertThat(dumps.resolve(OperationLogExtensionCallsTestCases.class.getName())
                .resolve("fails_and_has_its_tables_dumped.yml")).isRegularFile();
        assertThat(OperationLogExtensionCallsTestCases.LOGS).hasSize(2).allSatisfy((test, log) ->
                assertThat(log.calls()).extracting(RecordedCall::operation).as(test).containsExactly("PutItem"));
    }
}
