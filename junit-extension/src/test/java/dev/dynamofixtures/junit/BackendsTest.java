package dev.dynamofixtures.junit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dynamofixtures.core.InMemoryDynamo;
import dev.dynamofixtures.junit.internal.backend.DynamoDbLocalServer;
import dev.dynamofixtures.junit.testcases.ClockTestCases;
import dev.dynamofixtures.junit.testcases.MethodSeedTestCases;
import dev.dynamofixtures.junit.testcases.ParallelTestCases;
import dev.dynamofixtures.junit.testcases.SeedingTestCases;
import dev.dynamofixtures.junit.testcases.backends.PortableTestCases;
import dev.dynamofixtures.junit.testcases.backends.TablePrefixTestCases;
import dev.dynamofixtures.junit.testcases.backends.TestcontainersTestCases;
import dev.dynamofixtures.junit.testcases.backends.UnsupportedOnRemoteTestCases;
import java.net.URI;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.Event;
import org.junit.platform.testkit.engine.EventType;
import org.testcontainers.DockerClientFactory;

/**
 * The same test classes on every backend: chosen by the annotation or, for the whole run, by
 * {@code dynamofixtures.backend}; remote backends isolate tests by resetting tables, map table names, skip a class
 * whose backend cannot run here, and refuse the in-memory backend's extras with a message naming it.
 */
class BackendsTest {
    private static final Class<?>[] PORTABLE = {PortableTestCases.class, SeedingTestCases.class,
        MethodSeedTestCases.class};

    @Test
    void the_portable_test_classes_pass_on_the_in_memory_backend() {
        // when
        EngineExecutionResults results = EngineRuns.run(PORTABLE);

        // then
        assertThat(EngineRuns.failures(results.allEvents())).isEmpty();
        assertThat(results.testEvents().succeeded().count()).isEqualTo(4 + 3 + 4);
    }

    @Test
    void the_same_test_classes_pass_unchanged_on_dynamodb_local_chosen_for_the_run() {
        // when
        EngineExecutionResults results = EngineRuns.run(Map.of("dynamofixtures.backend", "dynamodb-local"), PORTABLE);

        // then
        assertThat(EngineRuns.failures(results.allEvents())).isEmpty();
        assertThat(results.testEvents().succeeded().count()).isEqualTo(4 + 3 + 4);
        assertThat(DynamoDbLocalServer.tableNames()).as("every class's tables are deleted when it finishes")
                .noneMatch(name -> name.endsWith("orders") || name.endsWith("refunds"));
    }

    @Test
    void with_parallel_execution_on_tests_of_a_class_take_turns_on_its_tables_and_stay_isolated() {
        for (int run = 1; run <= 3; run++) {
            // when
            Map<String, String> configuration = new HashMap<>(ParallelIsolationTest.PARALLEL);
            configuration.put("dynamofixtures.backend", "dynamodb-local");
            EngineExecutionResults results = EngineRuns.run(configuration, ParallelTestCases.class,
                    ParallelTestCases.Twin.class);

            // then
            assertThat(EngineRuns.failures(results.allEvents())).as("failures in run " + run).isEmpty();
            assertThat(results.testEvents().succeeded().count()).as("tests passed in run " + run).isEqualTo(12);
        }
    }

    @Test
    void the_system_property_chooses_the_backend_for_the_whole_run() {
        // when
        EngineExecutionResults results = withSystemProperty("dynamofixtures.backend", "dynamodb-local",
                () -> EngineRuns.run(ClockTestCases.class, SeedingTestCases.class));

        // then: neither class names a backend, yet both ran on dynamodb-local, where the clock cannot be moved
        assertThat(succeeded(results)).contains("relative_times_in_the_seed_are_computed_from_the_fixture_clock"
                + "(DynamoDbClient)", "sees_the_seed_and_writes_an_order(DynamoDbClient)");
        assertThat(messageOf(results, "moving_the_clock_expires_items")).contains("the dynamodb-local backend runs on "
                + "real time, which cannot be moved");
    }

    @Test
    void the_same_test_classes_pass_on_an_endpoint_under_a_prefix_and_leave_no_table_behind() {
        // given: any DynamoDB at a URL; here the engine's own HTTP endpoint, holding a table of someone else's
        try (InMemoryDynamo server = InMemoryDynamo.create()) {
            server.client().createTable(b -> b.tableName("orders").billingMode("PAY_PER_REQUEST")
                    .keySchema(k -> k.attributeName("id").keyType("HASH"))
                    .attributeDefinitions(a -> a.attributeName("id").attributeType("S")));
            URI endpoint = server.startServer().endpoint();

            // when
            EngineExecutionResults results = withSystemProperty("dynamofixtures.endpoint", endpoint.toString(),
                    () -> EngineRuns.run(Map.of("dynamofixtures.backend", "endpoint"), PORTABLE));

            // then
            assertThat(EngineRuns.failures(results.allEvents())).isEmpty();
            assertThat(results.testEvents().succeeded().count()).isEqualTo(4 + 3 + 4);
            assertThat(server.client().listTables().tableNames()).containsExactly("orders");
        }
    }

    @Test
    void the_in_memory_backends_extras_fail_on_dynamodb_local_naming_the_backend_that_has_them() {
        // when
        EngineExecutionResults results = EngineRuns.run(UnsupportedOnRemoteTestCases.class);

        // then
        assertThat(messageOf(results, "asks_for_a_mutable_clock"))
                .startsWith("@DynamoFixture cannot supply parameter [dev.dynamofixtures.core.MutableClock clock]")
                .endsWith(": the dynamodb-local backend runs on real time, which cannot be moved: a MutableClock is "
                        + "available on the in-memory backend only (the default; "
                        + "@DynamoFixture(backend = \"in-memory\"))");
        assertThat(messageOf(results, "expires_items")).isEqualTo("the dynamodb-local backend cannot expire items on "
                + "demand (DynamoDB deletes expired items in the background, in its own time): expireItems() is "
                + "available on the in-memory backend only (the default; @DynamoFixture(backend = \"in-memory\"))");
        assertThat(messageOf(results, "asks_for_the_engine")).isEqualTo("this fixture runs on the dynamodb-local "
                + "backend, which has no in-memory engine: engine() and InMemoryDynamo are available on the in-memory "
                + "backend only (the default; @DynamoFixture(backend = \"in-memory\"))");
    }

    @Test
    void a_fixed_clock_on_dynamodb_local_dates_the_seed_but_moving_it_fails() {
        // when
        EngineExecutionResults results = EngineRuns.run(Map.of("dynamofixtures.backend", "dynamodb-local"),
                ClockTestCases.class);

        // then
        assertThat(succeeded(results)).contains("relative_times_in_the_seed_are_computed_from_the_fixture_clock(DynamoDbClient)");
        assertThat(messageOf(results, "moving_the_clock_expires_items")).contains("the dynamodb-local backend runs on "
                + "real time, which cannot be moved: a MutableClock is available on the in-memory backend only");
    }

    @Test
    void the_table_prefix_is_on_the_servers_names_and_test_code_sees_its_own() {
        // when
        EngineExecutionResults results = EngineRuns.run(TablePrefixTestCases.Chosen.class,
                TablePrefixTestCases.Unique.class);

        // then
        assertThat(EngineRuns.failures(results.allEvents())).isEmpty();
        assertThat(results.testEvents().succeeded().count()).isEqualTo(2);
        assertThat(DynamoDbLocalServer.tableNames()).doesNotContain("wiring_orders");
    }

    @Test
    void a_class_on_testcontainers_is_skipped_with_the_reason_where_no_docker_runs() {
        // when
        EngineExecutionResults results = EngineRuns.run(TestcontainersTestCases.class);

        // then
        if (DockerClientFactory.instance().isDockerAvailable()) {
            assertThat(EngineRuns.failures(results.allEvents())).isEmpty();
            assertThat(results.testEvents().succeeded().count()).isEqualTo(1);
        } else {
            assertThat(results.testEvents().started().count()).isZero();
            assertThat(results.containerEvents().skipped().map(e -> e.getPayload(String.class).orElse("")).toList())
                    .singleElement().asString()
                    .startsWith("The testcontainers backend needs a Docker engine")
                    .endsWith("-Ddynamofixtures.backend=dynamodb-local");
        }
    }

    private static <T> T withSystemProperty(String name, String value, Supplier<T> action) {
        String before = System.getProperty(name);
        System.setProperty(name, value);
        try {
            return action.get();
        } finally {
            if (before == null) {
                System.clearProperty(name);
            } else {
                System.setProperty(name, before);
            }
        }
    }

    private static List<String> succeeded(EngineExecutionResults results) {
        return results.testEvents().succeeded().stream().map(e -> e.getTestDescriptor().getDisplayName()).toList();
    }

    private static String messageOf(EngineExecutionResults results, String test) {
        List<String> messages = results.testEvents().failed().stream()
                .filter(e -> e.getTestDescriptor().getDisplayName().startsWith(test + "("))
                .map(BackendsTest::message).toList();
        assertThat(messages).as("failures of " + test).hasSize(1);
        return messages.get(0);
    }

    private static String message(Event event) {
        assertThat(event.getType()).isEqualTo(EventType.FINISHED);
        return event.getPayload(TestExecutionResult.class).flatMap(TestExecutionResult::getThrowable)
                .map(Throwable::getMessage).orElse("");
    }
}
