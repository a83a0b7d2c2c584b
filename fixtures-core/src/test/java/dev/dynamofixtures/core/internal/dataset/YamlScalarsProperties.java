package dev.dynamofixtures.core.internal.dataset;

import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Every scalar the writer spells reads back, through the reference YAML reader (Jackson's), as what was written:
 * strings as strings of the same text, in flow and block position, names as keys, numbers as numbers or
 * {@code !N}-tagged text.
 */
class YamlScalarsProperties {

    @Provide
    Arbitrary<String> strings() {
        return DatasetValues.strings();
    }

    @Provide
    Arbitrary<String> names() {
        return DatasetValues.nonEmptyStrings();
    }

    @Provide
    Arbitrary<String> numbers() {
        return DatasetValues.numbers();
    }

    @Property(tries = 3000)
    void a_string_reads_back_as_the_same_string_in_a_flow_mapping(@ForAll("strings") String text) {
        // when
        Node.MapNode map = firstOf(JacksonNodes.yaml("t", "- { k: " + YamlScalars.string(text) + ", z: 1 }"));
        Node.Scalar value = (Node.Scalar) map.get("k");

        // then
        assertThat(value.kind()).as("kind of %s", YamlScalars.string(text)).isEqualTo(Node.ScalarKind.STRING);
        assertThat(value.tag()).isNull();
        assertThat(value.text()).isEqualTo(text);
    }

    @Property(tries = 2000)
    void a_string_reads_back_as_the_same_string_in_a_flow_sequence(@ForAll("strings") String text) {
        // when
        Node.SeqNode list = (Node.SeqNode) ((Node.MapNode) JacksonNodes.yaml("t",
                "k: !SS [" + YamlScalars.string(text) + ", z]")).get("k");
        Node.Scalar value = (Node.Scalar) list.items().get(0);

        // then
        assertThat(list.items()).hasSize(2);
        assertThat(value.kind()).isEqualTo(Node.ScalarKind.STRING);
        assertThat(value.text()).isEqualTo(text);
    }

    @Property(tries = 2000)
    void a_name_reads_back_as_the_same_key_in_flow_and_block_mappings(@ForAll("names") String name) {
        // when
        Node.MapNode flow = firstOf(JacksonNodes.yaml("t", "- { " + YamlScalars.name(name) + ": 1, z: 2 }"));
        Node.MapNode block = (Node.MapNode) ((Node.MapNode) JacksonNodes.yaml("t",
                "tables:\n  " + YamlScalars.name(name) + ":\n    key: x\n")).get("tables");

        // then
        assertThat(flow.entries().get(0).key()).isEqualTo(name);
        assertThat(block.entries()).hasSize(1);
        assertThat(block.entries().get(0).key()).isEqualTo(name);
    }

    @Property(tries = 2000)
    void a_number_reads_back_as_a_number_of_the_same_text_or_as_N_tagged_text(@ForAll("numbers") String number) {
        // when
        Node.Scalar value = (Node.Scalar) ((Node.MapNode) JacksonNodes.yaml("t",
                "{ k: " + YamlScalars.number(number) + " }")).get("k");

        // then
        assertThat(value.text()).isEqualTo(number);
        if (YamlScalars.isPlainDecimal(number)) {
            assertThat(value.kind()).isEqualTo(Node.ScalarKind.NUMBER);
            assertThat(value.tag()).isNull();
        } else {
            assertThat(value.tag()).isEqualTo("N");
        }
    }

    private static Node.MapNode firstOf(Node sequence) {
        return (Node.MapNode) ((Node.SeqNode) sequence).items().get(0);
    }
}
