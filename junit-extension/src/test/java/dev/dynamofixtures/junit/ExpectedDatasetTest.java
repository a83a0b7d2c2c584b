package dev.dynamofixtures.junit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dynamofixtures.junit.testcases.ExpectedDatasetFailureTestCases;
import dev.dynamofixtures.junit.testcases.ExpectedDatasetTestCases;
import dev.dynamofixtures.junit.testcases.RegexSeedTestCases;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.Event;
import org.opentest4j.AssertionFailedError;

/** {@link ExpectedDataset} compares the tables after a test with a dataset, and fails with a readable diff. */
class ExpectedDatasetTest {
    private static final String FAILURES = ExpectedDatasetFailureTestCases.class.getName();

    private static EngineExecutionResults failing;

    @BeforeAll
    static void run_the_failing_cases(@TempDir Path dumps) {
        failing = EngineRuns.run(Map.of("dynamofixtures.dumpDir", dumps.toString()),
                ExpectedDatasetFailureTestCases.class);
    }

    @Test
    void tables_that_hold_what_the_datasets_say_pass_exact_contains_ignored_regex_numbers_sets_and_class_level() {
        // when
        EngineExecutionResults results = EngineRuns.run(ExpectedDatasetTestCases.class);

        // then
        assertThat(EngineRuns.failures(results.allEvents())).isEmpty();
        assertThat(results.testEvents().succeeded().count()).isEqualTo(9);
    }

    @Test
    void missing_extra_and_different_items_are_listed_with_each_cells_types_aligned() {
        assertThat(failure("missing_extra_and_different(DynamoDbClient)")).isEqualTo("""
                The tables do not hold what @ExpectedDataset(expected/orders-coded.yml) expects (EXACT):
                table orders: 1 missing, 1 extra, 1 different
                  missing    { customer_id: S "C2", order_id: S "O3", status: S "PENDING", amount: N 250.0 }
                  extra      { customer_id: S "C4", order_id: S "O9", amount: N 5, status: S "NEW" }
                  different  { customer_id: S "C1", order_id: S "O1" }
                    status: expected S "SHIPPED" but was S "CANCELLED"
                    code:   expected N 200       but was S "200"
                    note:   expected (absent)    but was S "x\"""");
    }

    @Test
    void a_value_that_does_not_match_its_regular_expression_shows_the_pattern() {
        assertThat(failure("a_value_the_regular_expression_does_not_match(DynamoDbClient)")).isEqualTo("""
                The tables do not hold what @ExpectedDataset(expected/order-created.yml) expects (CONTAINS):
                table orders: 1 different
                  different  { customer_id: S "C1", order_id: S "O1" }
                    created_at: expected S matching /\\d{4}-\\d{2}-\\d{2}T.*/ but was S "yesterday\"""");
    }

    @Test
    void contains_mode_reports_missing_items_and_attributes_but_not_extra_ones() {
        assertThat(failure("an_item_missing_in_contains_mode(DynamoDbClient)")).isEqualTo("""
                The tables do not hold what @ExpectedDataset(expected/orders-contains.yml) expects (CONTAINS):
                table orders: 1 missing, 1 different
                  missing    { customer_id: S "C4", order_id: S "O9", status: S "NEW" }
                  different  { customer_id: S "C1", order_id: S "O1" }
                    status: expected S "PENDING" but was (absent)""");
    }

    @Test
    void a_mismatch_fails_with_an_assertion_error_and_leaves_the_tables_as_a_dump() {
        // given
        Event failed = failed("missing_extra_and_different(DynamoDbClient)");

        // then
        assertThat(failed.getRequiredPayload(TestExecutionResult.class).getThrowable())
                .containsInstanceOf(AssertionFailedError.class);
        assertThat(failing.allEvents().reportingEntryPublished().stream()
                .map(e -> e.getRequiredPayload(ReportEntry.class).getKeyValuePairs().get("dynamo-fixtures.dump")))
                .anySatisfy(path -> assertThat(path).endsWith(FAILURES + "/missing_extra_and_different.yml"));
    }

    @Test
    void a_table_that_does_not_exist_is_named() {
        assertThat(failure("a_table_that_does_not_exist()")).isEqualTo("""
                The tables do not hold what @ExpectedDataset(expected/refunds.yml) expects (EXACT):
                table refunds: does not exist""");
    }

    @Test
    void a_test_that_fails_by_itself_keeps_its_own_failure() {
        assertThat(failure("a_test_that_fails_itself_is_not_compared(DynamoDbClient)"))
                .isEqualTo("the test's own failure");
    }

    @Test
    void an_expected_dataset_with_a_problem_names_its_position() {
        assertThat(failure("an_expected_dataset_with_a_problem()")).isEqualTo("@ExpectedDataset on " + FAILURES
                + ".an_expected_dataset_with_a_problem() cannot be loaded. Invalid dataset: "
                + "dev/dynamofixtures/junit/testcases/expected/unknown-table.yml:2:3: items for table order, which no "
                + "file of the dataset defines (did you mean orders?); define it under `tables:` (or import its "
                + "template), or fix the name");
    }

    @Test
    void key_attributes_can_be_neither_regular_expressions_nor_ignored() {
        assertThat(failure("a_regular_expression_for_a_key()")).isEqualTo("@ExpectedDataset on " + FAILURES
                + ".a_regular_expression_for_a_key(): dev/dynamofixtures/junit/testcases/expected/order-key-regex.yml"
                + ":3:36: order_id is a key attribute of table orders, and items are matched by their key: write the "
                + "key itself, not a !regex");
        assertThat(failure("an_ignored_key()")).isEqualTo("@ExpectedDataset on " + FAILURES + ".an_ignored_key() "
                + "ignores order_id, a key attribute of table orders: items are matched by their key, so it cannot "
                + "be ignored");
    }

    @Test
    void every_failing_case_fails() {
        assertThat(failures().keySet()).hasSize(8);
        assertThat(failing.testEvents().succeeded().count()).isZero();
    }

    @Test
    void a_seed_with_a_regular_expression_fails_its_class_at_the_value() {
        // when
        EngineExecutionResults results = EngineRuns.run(RegexSeedTestCases.class);

        // then
        assertThat(results.testEvents().started().count()).isZero();
        assertThat(EngineRuns.failures(results.containerEvents())).contains(
                "dev/dynamofixtures/junit/testcases/regex-seed.yml:6:52: !regex is for expected datasets "
                        + "(@ExpectedDataset), which say what a table should hold; a seed stores values: write the "
                        + "value itself");
    }

    private static String failure(String displayName) {
        return failures().get(displayName);
    }

    private static Event failed(String displayName) {
        return failing.testEvents().failed().stream()
                .filter(e -> e.getTestDescriptor().getDisplayName().equals(displayName)).findFirst().orElseThrow();
    }

    /** The failure message of each failed test, by display name. */
    private static Map<String, String> failures() {
        Map<String, String> messages = new LinkedHashMap<>();
        for (Event event : failing.testEvents().failed().list()) {
            messages.put(event.getTestDescriptor().getDisplayName(), event.getPayload(TestExecutionResult.class)
                    .flatMap(TestExecutionResult::getThrowable).map(Throwable::getMessage).orElse(null));
        }
        return messages;
    }
}
