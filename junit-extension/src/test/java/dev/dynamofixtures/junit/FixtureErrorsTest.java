package dev.dynamofixtures.junit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dynamofixtures.junit.testcases.BadSeedTestCases;
import dev.dynamofixtures.junit.testcases.ConfigurationErrorTestCases;
import dev.dynamofixtures.junit.testcases.NoTestsTestCases;
import dev.dynamofixtures.junit.testcases.ParameterTestCases;
import dev.dynamofixtures.junit.testcases.SeedingTestCases;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.Event;
import org.junit.platform.testkit.engine.Events;

/** The mistakes users make with a fixture each fail once, with one message that says what to change. */
class FixtureErrorsTest {
    @Test
    void a_seed_with_problems_fails_the_class_once_with_each_problems_position_and_runs_no_test() {
        // when
        EngineExecutionResults results = EngineRuns.run(BadSeedTestCases.class);

        // then
        assertThat(results.testEvents().started().count()).isZero();
        assertThat(messages(results.containerEvents())).singleElement().asString()
                .startsWith("@DynamoFixture on " + BadSeedTestCases.class.getName() + " cannot load its seed.")
                .contains("dev/dynamofixtures/junit/testcases/bad-seed.yml:7:7: ")
                .contains("order_id");
    }

    @Test
    void a_class_without_tests_costs_nothing_not_even_reading_its_seed() {
        // when
        EngineExecutionResults results = EngineRuns.run(NoTestsTestCases.class);

        // then
        assertThat(messages(results.allEvents())).isEmpty();
    }

    @Test
    void seeds_that_cannot_be_found_are_named_together_with_every_place_looked_in() {
        // when
        EngineExecutionResults results = EngineRuns.run(ConfigurationErrorTestCases.MissingSeeds.class);

        // then
        assertThat(messages(results.containerEvents())).singleElement().asString()
                .contains("@DynamoFixture on " + ConfigurationErrorTestCases.MissingSeeds.class.getName()
                        + " names datasets that cannot be found:")
                .contains("\"nowhere.yml\": no such classpath resource (looked for "
                        + "dev/dynamofixtures/junit/testcases/nowhere.yml, nowhere.yml)")
                .contains("\"/datasets/nowhere.yml\": no such classpath resource (looked for datasets/nowhere.yml)")
                .contains("\"file:no/such/file.yml\": no such file (looked for ");
    }

    @Test
    void an_unknown_backend_in_the_annotation_is_named_with_the_valid_ones() {
        // when
        EngineExecutionResults results = EngineRuns.run(ConfigurationErrorTestCases.UnknownBackend.class);

        // then
        assertThat(messages(results.containerEvents())).containsExactly("Unknown Dynamo Fixtures backend \"mongo\" "
                + "(from @DynamoFixture on " + ConfigurationErrorTestCases.UnknownBackend.class.getName()
                + "); the backends are: in-memory, dynamodb-local, testcontainers, endpoint");
    }

    @Test
    void the_backend_property_overrides_the_annotation_for_the_whole_run() {
        // when
        EngineExecutionResults results = EngineRuns.run(Map.of("dynamofixtures.backend", "dynamodb-locale"),
                SeedingTestCases.class);

        // then
        assertThat(messages(results.containerEvents())).containsExactly("Unknown Dynamo Fixtures backend "
                + "\"dynamodb-locale\" (from the configuration parameter or system property dynamofixtures.backend); "
                + "the backends are: in-memory, dynamodb-local, testcontainers, endpoint");
    }

    @Test
    void a_clock_that_is_not_an_instant_says_how_to_write_one() {
        // when
        EngineExecutionResults results = EngineRuns.run(ConfigurationErrorTestCases.BadClock.class);

        // then
        assertThat(messages(results.containerEvents())).containsExactly("@DynamoFixture on "
                + ConfigurationErrorTestCases.BadClock.class.getName() + " has clock = \"tomorrow at nine\", which is "
                + "not an ISO-8601 instant: write it as \"2030-01-01T09:00:00Z\"");
    }

    @Test
    void a_method_seed_without_a_fixture_asks_for_one() {
        // when
        EngineExecutionResults results = EngineRuns.run(ConfigurationErrorTestCases.SeedWithoutFixture.class);

        // then
        assertThat(messages(results.testEvents())).containsExactly(
                ConfigurationErrorTestCases.SeedWithoutFixture.class.getName() + " uses Dynamo Fixtures (@DynamoSeed or "
                        + "an injected database) but neither it nor an enclosing class is annotated with @DynamoFixture: "
                        + "add @DynamoFixture to the class");
    }

    @Test
    void parameters_it_cannot_supply_fail_their_test_and_other_extensions_parameters_are_left_to_them() {
        // when
        EngineExecutionResults results = EngineRuns.run(ParameterTestCases.class);

        // then
        assertThat(results.testEvents().succeeded().count()).isEqualTo(2);
        assertThat(messageOf(results, "asks_for_a_waiter")).isEqualTo("@DynamoFixture cannot supply parameter "
                + "[software.amazon.awssdk.services.dynamodb.waiters.DynamoDbWaiter waiter] of void "
                + ParameterTestCases.class.getName() + ".asks_for_a_waiter(software.amazon.awssdk.services.dynamodb"
                + ".waiters.DynamoDbWaiter): it supplies DynamoDbClient, DynamoDbAsyncClient, DynamoDbEnhancedClient, "
                + "URI (the HTTP endpoint), MutableClock, InMemoryDynamo and DynamoFixtureContext. Build a DynamoDbWaiter "
                + "from an injected DynamoDbClient or DynamoFixtureContext.");
        assertThat(messageOf(results, "asks_for_a_mutable_clock_without_a_fixed_clock"))
                .startsWith("@DynamoFixture cannot supply parameter [dev.dynamofixtures.core.MutableClock clock]")
                .endsWith(": This fixture reads the system clock, which cannot be moved: fix its time with "
                        + "@DynamoFixture(clock = \"2030-01-01T09:00:00Z\") to get a MutableClock");
    }

    @Test
    void a_method_seed_with_problems_fails_its_test_with_each_problems_position() {
        // when
        EngineExecutionResults results = EngineRuns.run(ParameterTestCases.class);

        // then
        assertThat(messageOf(results, "has_a_method_seed_with_problems"))
                .startsWith("@DynamoSeed on " + ParameterTestCases.class.getName()
                        + ".has_a_method_seed_with_problems() cannot be loaded. ")
                .contains("dev/dynamofixtures/junit/testcases/bad-extra.yml:4:7: ");
    }

    private static String messageOf(EngineExecutionResults results, String test) {
        List<String> messages = results.testEvents().failed().stream()
                .filter(e -> e.getTestDescriptor().getDisplayName().startsWith(test + "("))
                .map(FixtureErrorsTest::message).toList();
        assertThat(messages).as("failures of " + test).hasSize(1);
        return messages.get(0);
    }

    private static List<String> messages(Events events) {
        return events.failed().stream().map(FixtureErrorsTest::message).toList();
    }

    private static String message(Event event) {
        return event.getPayload(TestExecutionResult.class).flatMap(TestExecutionResult::getThrowable)
                .map(Throwable::getMessage).orElse("(no message)");
    }
}
