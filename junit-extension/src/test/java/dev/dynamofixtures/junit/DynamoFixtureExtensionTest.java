package dev.dynamofixtures.junit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dynamofixtures.junit.testcases.SeedingTestCases;
import org.junit.jupiter.api.Test;
import org.junit.platform.testkit.engine.EngineExecutionResults;

/** {@link DynamoFixture} seeds once per class and gives each test its own fork, injected everywhere a test asks. */
class DynamoFixtureExtensionTest {
    @Test
    void every_test_starts_from_the_seed_whatever_the_tests_before_it_wrote() {
        // when
        EngineExecutionResults results = EngineRuns.run(SeedingTestCases.class);

        // then
        assertThat(EngineRuns.failures(results.allEvents())).isEmpty();
        assertThat(results.testEvents().succeeded().count()).isEqualTo(3);
    }
}
