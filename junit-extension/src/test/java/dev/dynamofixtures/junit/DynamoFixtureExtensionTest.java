package dev.dynamofixtures.junit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dynamofixtures.core.InMemoryDynamo;

import dev.dynamofixtures.junit.testcases.ClockTestCases;
import dev.dynamofixtures.junit.testcases.ClosingTestCases;
import dev.dynamofixtures.junit.testcases.InjectionTestCases;
import dev.dynamofixtures.junit.testcases.MethodSeedTestCases;
import dev.dynamofixtures.junit.testcases.NestedTestCases;
import dev.dynamofixtures.junit.testcases.PerClassTestCases;
import dev.dynamofixtures.junit.testcases.SeedingTestCases;
import dev.dynamofixtures.junit.testcases.meta.MetaAnnotationTestCases;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.platform.testkit.engine.EngineExecutionResults;

/**
 * {@link DynamoFixture} seeds once per class and gives each test its own fork, injected everywhere a test asks. Each
 * case runs a fixture class ({@code testcases/*TestCases}) whose tests assert what they see; this class checks that
 * they all ran and passed.
 */
class DynamoFixtureExtensionTest {
    @Test
    void every_test_starts_from_the_seed_whatever_the_tests_before_it_wrote() {
        // when
        EngineExecutionResults results = EngineRuns.run(SeedingTestCases.class);

        // then
        assertAllPassed(results, 3);
    }

    @Test
    void every_type_is_injected_in_every_position_and_a_test_sees_one_database_through_all_of_them() {
        // when
        EngineExecutionResults results = EngineRuns.run(InjectionTestCases.class);

        // then
        assertAllPassed(results, 2);
    }

    @Test
    void constructors_get_the_tests_fork_also_when_junit_gives_them_the_tests_context() {
        // given: JUnit 5.12 and later can give instantiation callbacks the test's context instead of the class's
        Map<String, String> testScope = Map.of(
                "junit.jupiter.extensions.testinstantiation.extensioncontextscope.default", "test_method");

        // when
        EngineExecutionResults results = EngineRuns.run(testScope, InjectionTestCases.class, NestedTestCases.class);

        // then
        assertAllPassed(results, 2 + 5);
    }

    @Test
    void nested_classes_use_the_enclosing_fixture_unless_they_declare_their_own() {
        // when
        EngineExecutionResults results = EngineRuns.run(NestedTestCases.class);

        // then
        assertAllPassed(results, 5);
    }

    @Test
    void a_per_class_instance_holds_the_class_database_and_test_parameters_their_own_forks() {
        // when
        EngineExecutionResults results = EngineRuns.run(PerClassTestCases.class);

        // then
        assertAllPassed(results, 2);
    }

    @Test
    void a_meta_annotation_declares_the_fixture_and_subclasses_inherit_it() {
        // when
        EngineExecutionResults results = EngineRuns.run(MetaAnnotationTestCases.class,
                MetaAnnotationTestCases.Inherited.class);

        // then
        assertAllPassed(results, 2);
    }

    @Test
    void a_method_seed_adds_datasets_to_its_test_only() {
        // when
        EngineExecutionResults results = EngineRuns.run(MethodSeedTestCases.class);

        // then
        assertAllPassed(results, 4);
    }

    @Test
    void a_fixed_clock_computes_the_seed_times_and_each_test_moves_its_own() {
        // when
        EngineExecutionResults results = EngineRuns.run(ClockTestCases.class);

        // then
        assertAllPassed(results, 3);
    }

    @Test
    void the_class_database_and_every_fork_are_closed_when_their_class_and_tests_end() {
        // given
        ClosingTestCases.CLASS_ENGINES.clear();
        ClosingTestCases.TEST_ENGINES.clear();

        // when
        EngineExecutionResults results = EngineRuns.run(ClosingTestCases.class);

        // then
        assertAllPassed(results, 2);
        assertThat(ClosingTestCases.CLASS_ENGINES).hasSize(1);
        assertThat(ClosingTestCases.TEST_ENGINES).hasSize(2).doesNotHaveDuplicates()
                .doesNotContainAnyElementsOf(ClosingTestCases.CLASS_ENGINES);
        for (InMemoryDynamo engine : ClosingTestCases.CLASS_ENGINES) {
            assertThatThrownBy(() -> engine.client().listTables()).isInstanceOf(IllegalStateException.class);
        }
        for (InMemoryDynamo engine : ClosingTestCases.TEST_ENGINES) {
            assertThatThrownBy(() -> engine.client().listTables()).isInstanceOf(IllegalStateException.class);
        }
    }

    static void assertAllPassed(EngineExecutionResults results, int tests) {
        assertThat(EngineRuns.failures(results.allEvents())).isEmpty();
        assertThat(results.testEvents().succeeded().count()).isEqualTo(tests);
    }
}
