package dev.dynamofixtures.core.dataset;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Items written alone in natural YAML (expected values in tests) read as the dataset reader reads items. */
class ParseItemsTest {

    @Test
    void parseItems_reads_a_sequence_of_items_with_the_datasets_natural_types_and_tags() {
        // when
        List<Map<String, AttributeValue>> items = Dataset.parseItems("""
                - { order_id: K1, amount: 200, paid: true, note: null, tags: !SS [gift, express] }
                - order_id: K2
                  amount: !N '50.5'
                  zip: !S 01234
                  raw: !B aGk=
                  lines: [ { sku: A, qty: 2 } ]
                  price: !ddb { "N": "9.99" }
                """);
        // then
        assertThat(items).containsExactly(
                Map.of("order_id", AttributeValue.fromS("K1"), "amount", AttributeValue.fromN("200"),
                        "paid", AttributeValue.fromBool(true), "note", AttributeValue.fromNul(true),
                        "tags", AttributeValue.fromSs(List.of("gift", "express"))),
                Map.of("order_id", AttributeValue.fromS("K2"), "amount", AttributeValue.fromN("50.5"),
                        "zip", AttributeValue.fromS("01234"),
                        "raw", AttributeValue.fromB(SdkBytes.fromUtf8String("hi")),
                        "lines", AttributeValue.fromL(List.of(AttributeValue.fromM(Map.of(
                                "sku", AttributeValue.fromS("A"), "qty", AttributeValue.fromN("2"))))),
                        "price", AttributeValue.fromN("9.99")));
    }

    @Test
    void parseItems_keeps_the_attributes_in_the_order_written() {
        assertThat(Dataset.parseItems("- { b: 1, a: 2, c: 3 }").get(0).keySet()).containsExactly("b", "a", "c");
    }

    @Test
    void parseItem_reads_one_mapping() {
        assertThat(Dataset.parseItem("{ order_id: K1, amount: 2E2 }"))
                .isEqualTo(Map.of("order_id", AttributeValue.fromS("K1"), "amount", AttributeValue.fromN("2E2")));
    }

    @Test
    void every_problem_is_reported_at_once_with_its_line_and_column() {
        // when
        DatasetException error = catchThrowableOfType(DatasetException.class, () -> Dataset.parseItems("""
                - { order_id: K1, tags: !SS [] }
                - { order_id: K2, amount: !N abc }
                """));
        // then
        assertThat(error).hasMessage(String.join(System.lineSeparator(),
                "Invalid dataset, 2 problems:",
                "  items:1:25: an empty set: DynamoDB has no empty sets; leave the attribute out, or write an empty "
                        + "list [] instead",
                "  items:2:27: 'abc' is not a number DynamoDB can store: The parameter cannot be converted to a "
                        + "numeric value: abc (numbers have at most 38 significant digits, magnitudes from 1E-130 to below 1E126)"));
    }

    @Test
    void parseItems_refuses_a_single_mapping_and_parseItem_a_sequence() {
        assertThatThrownBy(() -> Dataset.parseItems("{ order_id: K1 }")).hasMessage("Invalid dataset: items:1:1: "
                + "items are a YAML sequence, one item per entry: - { order_id: K1, amount: 200 } (for one item, use "
                + "the single-item form)");
        assertThatThrownBy(() -> Dataset.parseItem("- { order_id: K1 }")).hasMessage("Invalid dataset: item:1:1: "
                + "one item is a mapping of attribute names to values, such as { order_id: K1, amount: 200 }, not a "
                + "sequence (for several items, use the sequence form)");
    }

    @Test
    void malformed_or_empty_yaml_names_its_position() {
        assertThat(catchThrowableOfType(DatasetException.class, () -> Dataset.parseItems("- { order_id: [ }"))
                .problems().get(0).message()).startsWith("malformed YAML: ");
        assertThatThrownBy(() -> Dataset.parseItems("  \n")).hasMessage("Invalid dataset: items:1:1: the YAML is "
                + "empty: write items such as - { order_id: K1, amount: 200 }");
    }

    @Test
    void a_regular_expression_is_refused_since_a_snippet_holds_values() {
        assertThatThrownBy(() -> Dataset.parseItem("{ id: !regex 'K\\\\d+' }")).hasMessage("Invalid dataset: "
                + "item:1:7: !regex is for expected datasets (@ExpectedDataset); an item written in YAML holds "
                + "values: write the value itself");
    }
}
