package dev.dynamofixtures.core.internal.dataset;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Combinators;

/**
 * A long sequence of one-line items, read in two halves on two threads ({@link SequenceSplit}), gives exactly the
 * tree Jackson gives, wherever the sequence stands and whatever lies between and after its items; a sequence that
 * cannot be split is read as before.
 */
class FastYamlSplitProperties {
    private static final List<String> ITEMS = List.of(
            "{ order_id: K1, amount: 200, paid: true, tags: [gift, x], address: { city: Paris, zip: \"07000\" } }",
            "{ id: \"a: b\", t: !SS [red, green], n: null, e: , q: 'it''s' }",
            "plain words here", "\"quoted # not a comment\"", "007", "0x1F", "12:30", "2025-11-04T10:00:00Z",
            "yes", "~", "-5.5e3", "[1, [2, 3], {}]", "k: v", "!N 0.10", "{}", "[]", "café ☕ 😀", "x # comment");
    private static final List<String> BETWEEN = List.of("", "# a comment", "   ", "  # indented comment");

    @Property(tries = 300)
    void split_sequences_read_as_jackson_reads_them(@ForAll("documents") String yaml) {
        Node split = FastYaml.parse("s.yml", yaml, 0);

        assertThat(split).isEqualTo(JacksonNodes.yaml("s.yml", yaml));
        assertThat(split).isEqualTo(FastYaml.parse("s.yml", yaml, -1));
    }

    @Example
    void a_sequence_of_one_line_items_is_cut_at_its_middle_item_and_ends_where_its_mapping_goes_on() {
        String yaml = "items:\n  - a\n  # note\n  - b\n\n  - c\n  - d\nnext: 1\n";

        SequenceSplit split = SequenceSplit.find(yaml, 7, 2, yaml.length(), 2, false, 0);

        assertThat(split).isEqualTo(new SequenceSplit(7, 2, yaml.indexOf("  - c"), 6, yaml.indexOf("next"), 8));
        assertThat(FastYaml.parse("s.yml", yaml, 0)).isEqualTo(JacksonNodes.yaml("s.yml", yaml));
    }

    @Example
    void a_sequence_with_an_item_over_several_lines_is_not_split_and_reads_the_same() {
        String yaml = "items:\n  - a\n  - b: 1\n    c: 2\n  - d\n  - e\n";

        assertThat(SequenceSplit.find(yaml, 7, 2, yaml.length(), 2, false, 0)).isNull();
        assertThat(FastYaml.parse("s.yml", yaml, 0)).isEqualTo(JacksonNodes.yaml("s.yml", yaml));
    }

    @Example
    void a_split_half_that_yaml_would_refuse_leaves_the_document_to_jackson() {
        String yaml = "items:\n  - { a: 1 }\n  - { b: [ }\n  - { c: 3 }\n  - { d: 4 }\n";

        org.assertj.core.api.Assertions.assertThatThrownBy(() -> FastYaml.parse("s.yml", yaml, 0))
                .isInstanceOf(RuntimeException.class);
    }

    @Provide
    Arbitrary<String> documents() {
        Arbitrary<List<String>> items = Arbitraries.of(ITEMS).list().ofMinSize(0).ofMaxSize(40);
        Arbitrary<List<String>> gaps = Arbitraries.of(BETWEEN).list().ofMinSize(40).ofMaxSize(40);
        Arbitrary<Integer> shape = Arbitraries.integers().between(0, 4);
        Arbitrary<Boolean> crlf = Arbitraries.of(true, false);
        return Combinators.combine(items, gaps, shape, crlf).as(FastYamlSplitProperties::document);
    }

    private static String document(List<String> items, List<String> gaps, int shape, boolean crlf) {
        String indent = switch (shape) {
            case 0 -> "";
            case 1, 4 -> "  ";
            case 2 -> "    ";
            default -> "      ";
        };
        List<String> lines = new ArrayList<>();
        switch (shape) {
            case 1 -> lines.add("items:");
            case 2 -> { lines.add("items:"); lines.add("  orders:"); }
            case 3 -> { lines.add("a:"); lines.add("  b:"); lines.add("    c:"); }
            case 4 -> lines.add("list:");
            default -> { }
        }
        String dashIndent = shape == 4 ? "" : indent;
        for (int i = 0; i < items.size(); i++) {
            lines.add(dashIndent + "- " + items.get(i));
            String gap = gaps.get(i);
            if (!gap.isEmpty() || i % 3 == 0) {
                lines.add(gap);
            }
        }
        if (shape == 4) {
            lines.add("after: 1"); // an indentless sequence ends at its mapping's next key
        } else if (shape > 0) {
            lines.add("tail: end");
        }
        String text = String.join("\n", lines) + "\n";
        return crlf ? text.replace("\n", "\r\n") : text;
    }
}
