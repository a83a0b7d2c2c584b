package dev.dynamofixtures.junit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dynamofixtures.core.dataset.Dataset;
import dev.dynamofixtures.junit.testcases.FailingTestCases;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** A failed test's fork is written as a YAML dataset, and its path published as a report entry. */
class FailureDumpTest {
    private static final String CLASS_FOLDER = FailingTestCases.class.getName();

    @Test
    void a_failed_test_leaves_its_tables_as_a_dataset_that_reads_back(@TempDir Path dumps) {
        // when
        EngineExecutionResults results = run(dumps);

        // then
        Path dump = dumps.resolve(CLASS_FOLDER).resolve("fails_after_writing.yml");
        Dataset tables = Dataset.read(dump);
        assertThat(tables.tables()).extracting(t -> t.name()).containsExactly("orders");
        assertThat(tables.table("orders").orElseThrow().createTableRequest().globalSecondaryIndexes())
                .extracting(i -> i.indexName()).containsExactly("ByStatus");
        List<Map<String, AttributeValue>> orders = tables.items("orders");
        assertThat(orders).extracting(i -> i.get("order_id").s()).containsExactlyInAnyOrder("O1", "O2", "O9");
        assertThat(orders).filteredOn(i -> i.get("order_id").s().equals("O9")).singleElement()
                .satisfies(i -> assertThat(i.get("status").s()).isEqualTo("BROKEN"));
        assertThat(results.testEvents().failed().count()).isEqualTo(4);
    }

    @Test
    void the_dump_path_is_published_as_a_report_entry_of_the_failed_test(@TempDir Path dumps) {
        // when
        EngineExecutionResults results = run(dumps);

        // then
        assertThat(reportEntries(results)).containsExactlyInAnyOrder(
                dumps.resolve(CLASS_FOLDER).resolve("fails_after_writing.yml").toAbsolutePath().toString(),
                dumps.resolve(CLASS_FOLDER).resolve("fails_in_each_repetition[1].yml").toAbsolutePath().toString(),
                dumps.resolve(CLASS_FOLDER).resolve("fails_in_each_repetition[2].yml").toAbsolutePath().toString());
    }

    @Test
    void passing_tests_and_failing_tests_that_used_no_database_leave_nothing(@TempDir Path dumps) throws Exception {
        // when
        run(dumps);

        // then
        try (Stream<Path> files = Files.list(dumps.resolve(CLASS_FOLDER))) {
            assertThat(files.map(f -> f.getFileName().toString())).containsExactlyInAnyOrder("fails_after_writing.yml",
                    "fails_in_each_repetition[1].yml", "fails_in_each_repetition[2].yml");
        }
    }

    @Test
    void dumps_go_under_target_by_default() {
        // when
        EngineExecutionResults results = EngineRuns.run(FailingTestCases.class);

        // then
        Path expected = Path.of("target", "dynamo-fixtures", CLASS_FOLDER, "fails_after_writing.yml")
                .toAbsolutePath().normalize();
        assertThat(reportEntries(results)).contains(expected.toString());
        assertThat(expected).isRegularFile();
    }

    private static EngineExecutionResults run(Path dumps) {
        return EngineRuns.run(Map.of("dynamofixtures.dumpDir", dumps.toString()), FailingTestCases.class);
    }

    private static List<String> reportEntries(EngineExecutionResults results) {
        return results.allEvents().reportingEntryPublished().stream()
                .map(e -> e.getRequiredPayload(ReportEntry.class).getKeyValuePairs())
                .filter(pairs -> pairs.containsKey("dynamo-fixtures.dump"))
                .map(pairs -> pairs.get("dynamo-fixtures.dump"))
                .toList();
    }
}
