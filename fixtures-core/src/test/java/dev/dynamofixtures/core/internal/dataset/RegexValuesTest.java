package dev.dynamofixtures.core.internal.dataset;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.dynamofixtures.core.dataset.Dataset;
import dev.dynamofixtures.core.dataset.DatasetException;
import dev.dynamofixtures.core.dataset.DatasetProblem;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** {@code !regex} marks a value of an expected dataset as a regular expression, and is refused in seeds. */
class RegexValuesTest {
    private static final String ORDERS = """
            tables:
              orders:
                key: { order_id: S }
            items:
              orders:
            """;

    @Test
    void an_expected_dataset_records_where_its_regular_expressions_are() {
        // given
        String yaml = ORDERS + "    - { order_id: K1, created_at: !regex '\\d{4}-.*', "
                + "meta: { ids: [ x, !regex 'id-\\d+' ] } }\n";

        // when
        ItemEntry item = DatasetReader.readExpected(List.of(), List.of(Source.text("expected.yml", yaml)))
                .itemsOf("orders").get(0);

        // then
        assertThat(item.attributes().get("created_at")).isEqualTo(AttributeValue.fromS("\\d{4}-.*"));
        assertThat(item.patterns()).containsOnlyKeys(List.of("created_at"), List.of("meta", "ids", 1));
        assertThat(item.patterns().get(List.<Object>of("created_at"))).isEqualTo(new Position("expected.yml", 6, 35));
    }

    @Test
    void items_without_regular_expressions_have_no_patterns() {
        // when
        ItemEntry item = DatasetReader.readExpected(List.of(), List.of(Source.text("expected.yml",
                ORDERS + "    - { order_id: K1, amount: 200 }\n"))).itemsOf("orders").get(0);

        // then
        assertThat(item.patterns()).isEmpty();
        assertThat(item.attributes()).isEqualTo(Map.of("order_id", AttributeValue.fromS("K1"),
                "amount", AttributeValue.fromN("200")));
    }

    @Test
    void a_seed_with_a_regular_expression_is_refused_at_the_value() {
        // when
        DatasetException e = catchThrowableOfType(DatasetException.class, () -> Dataset.parse("seed.yml",
                ORDERS + "    - { order_id: K1, created_at: !regex '\\d+' }\n"));

        // then
        assertThat(e.problems()).singleElement().satisfies(problem -> {
            assertThat(problem).extracting(DatasetProblem::line, DatasetProblem::column).containsExactly(6, 35);
            assertThat(problem.message()).isEqualTo("!regex is for expected datasets (@ExpectedDataset), which say "
                    + "what a table should hold; a seed stores values: write the value itself");
        });
    }

    @Test
    void an_invalid_regular_expression_is_a_problem_at_the_value() {
        // when
        DatasetException e = catchThrowableOfType(DatasetException.class, () -> DatasetReader.readExpected(List.of(),
                List.of(Source.text("expected.yml", ORDERS + "    - { order_id: K1, note: !regex 'a(b' }\n"))));

        // then
        assertThat(e.problems()).singleElement().satisfies(problem -> {
            assertThat(problem).extracting(DatasetProblem::line, DatasetProblem::column).containsExactly(6, 29);
            assertThat(problem.message()).startsWith("!regex takes a Java regular expression, and 'a(b' is not one: "
                    + "Unclosed group");
        });
    }
}
