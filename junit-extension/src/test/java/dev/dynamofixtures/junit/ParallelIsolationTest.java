package dev.dynamofixtures.junit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dynamofixtures.junit.testcases.ParallelTestCases;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.platform.testkit.engine.EngineExecutionResults;

/**
 * With JUnit's parallel execution on (methods and classes concurrent), tests that all write the same keys still each
 * read only their own writes, run after run.
 */
class ParallelIsolationTest {
    static final Map<String, String> PARALLEL = Map.of(
            "junit.jupiter.execution.parallel.enabled", "true",
            "junit.jupiter.execution.parallel.mode.default", "concurrent",
            "junit.jupiter.execution.parallel.mode.classes.default", "concurrent",
            "junit.jupiter.execution.parallel.config.strategy", "fixed",
            "junit.jupiter.execution.parallel.config.fixed.parallelism", "4");

    @Test
    void concurrent_tests_writing_the_same_keys_each_see_only_their_own_writes_in_twenty_runs() {
        for (int run = 1; run <= 20; run++) {
            // when
            EngineExecutionResults results = EngineRuns.run(PARALLEL, ParallelTestCases.class,
                    ParallelTestCases.Twin.class);

            // then
            assertThat(EngineRuns.failures(results.allEvents())).as("failures in run " + run).isEmpty();
            assertThat(results.testEvents().succeeded().count()).as("tests passed in run " + run).isEqualTo(12);
        }
        assertThat(ParallelTestCases.MOST_AT_ONCE.get()).as("the most tests seen running at once").isGreaterThan(1);
    }
}
