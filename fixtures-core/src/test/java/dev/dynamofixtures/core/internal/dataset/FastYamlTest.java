package dev.dynamofixtures.core.internal.dataset;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** FastYaml reads its subset of YAML into exactly Jackson's tree, and leaves everything else to Jackson. */
class FastYamlTest {

    static Stream<Arguments> supported() {
        return Stream.of(
                example("empty text", ""),
                example("only blank lines and comments", "\n   \n# a comment\n  # another\n"),
                example("a block mapping", "a: 1\nb: two\nc: 3.5\n"),
                example("a block mapping without a final line break", "a: 1\nb: two"),
                example("nested block mappings", "a:\n  b:\n    c: 1\n  d: 2\ne: 3\n"),
                example("a block mapping indented at the root", "  a: 1\n  b: 2\n"),
                example("a block sequence", "- a\n- 1\n- true\n"),
                example("a sequence under a key, indented", "a:\n  - x\n  - y\nb: 1\n"),
                example("a sequence under a key, not indented", "a:\n- x\n- y\nb: 1\n"),
                example("compact mappings in a sequence", "- a: 1\n  b: 2\n- c: 3\n"),
                example("a compact mapping with nested values", "- a:\n    x: 1\n  b:\n  - 1\n  - 2\n"),
                example("items on the line after their dash", "-\n  a: 1\n-\n  - x\n-\n  plain\n"),
                example("sequences of sequences", "-\n  - a\n  - b\n-\n  - c\n"),
                example("empty values and items", "a:\nb: # comment\nc:\n- \n-\nd: {x: , y: }\n"),
                example("a flow mapping", "{ a: 1, b: [x, y], c: {d: e} }\n"),
                example("a flow sequence at the root", "[1, two, \"three\", 'four', [5], {six: 6}]\n"),
                example("empty flow collections", "a: {}\nb: []\nc: { }\nd: [ ]\n"),
                example("trailing commas in flow collections", "a: [x, y, ]\nb: {x: 1, }\n"),
                example("flow mapping keys without values", "{a, b: 1, c:d, 'e'}\n"),
                example("a JSON-like flow mapping", "{\"a\":1, \"b\":\"c\", \"d\":[true,false,null]}\n"),
                example("a flow collection over several lines",
                        "a: { x: 1,\n     y: [1,\n  2],  # comment\n\n     z: 3 }\nb: 1\n"),
                example("the items of a dataset", "items:\n  orders:\n"
                        + "    - { order_id: K1, customer_id: 1A2B3C, status: PENDING, order_date: 2025-11-04,"
                        + " amount: 200, tags: [a, b], address: {city: Paris, zip: \"75001\"} }\n"
                        + "    - { order_id: K2, amount: -1.5, paid: true, note: ~ }\n"),
                example("a table definition", "tables:\n  orders:\n    key: { order_id: S }\n    indexes:\n"
                        + "      ByStatus:\n        partition: [ customer_id: S ]\n        sort: [ status: S ]\n"
                        + "    ttl: expires_at\n"),
                example("a leading ---", "---\na: 1\n"),
                example("a leading --- with a comment", "# head\n--- # start\n  a: 1\n"),
                example("comments everywhere", "# top\na: 1 # one\n# between\nb: # two\n  - x # item\n  # end\n"),
                example("CRLF line breaks", "a: 1\r\nb:\r\n  - x\r\n  - {y: 2}\r\n"),
                example("plain scalars with spaces and indicators inside",
                        "a: hello world\nb: x:y\nc: a#b\nd: a - b\ne: 'it''s'\nf: [a b, c#d]\ng: x [y] {z}, w\n"
                                + "h: http://example.com/a?b=c\ni: -x\nj: ?x\nk: :x\nl: trailing   \n"),
                example("numbers as YAML 1.1 resolves them",
                        "- 0\n- -7\n- +3\n- 1.5\n- 3.\n- .5\n- -.5\n- 1e5\n- 1.5e-3\n- 007\n- 08\n- 0x1F\n- 0b101\n"
                                + "- 1_000\n- 1:30\n- 1:30.5\n- .inf\n- -.inf\n- .nan\n- 1e\n- 0.10\n- 00x1\n"),
                example("words as YAML 1.1 resolves them",
                        "- true\n- True\n- TRUE\n- tRUE\n- false\n- yes\n- no\n- on\n- off\n- y\n- n\n- null\n- Null\n"
                                + "- NULL\n- nULL\n- ~\n- ~x\n- <<\n- =\n- NaN\n"),
                example("dates, times and ids", "- 2025-11-04\n- 2025-11-04T10:00:00Z\n- 2025-11-04 10:00:00\n"
                        + "- 1A2B3C\n- 12:30\n- 555-1234\n- 1/2\n- 10%\n"),
                example("keys that look like other types", "1: a\ntrue: b\nnull: c\n~: d\n\"\": e\n'k y': f\n"),
                example("duplicate keys", "a: 1\na: 2\n"),
                example("double-quoted escapes",
                        "- \"a\\\"b\\\\c\\nd\\te\\u00e9\\x41\\U0001F600\\0\\ \\_\"\n- \"tab\tin\"\n"),
                example("tags", "a: !S 42\nb: !N \"0.10\"\nc: !SS [x, y]\nd: !ddb { \"id\": { \"S\": \"x\" } }\n"
                        + "e: !epoch now+30m\nf: [!S 1, !B aGk=, !S ]\ng: !T\n  h: 1\ni: !L\n  - x\nj: !S\nk: !M\n"
                        + "- !S x\n- !T\n  a: 1\n- !S\n"),
                example("a tagged scalar on the next line", "a: !S\n  foo\n"),
                example("single-pair mappings in flow sequences",
                        "a: [ customer_id: S ]\nb: [ status: S, order_date: S, amount, \"q\": 1, c:, d: ]\n"),
                example("a root scalar", "hello\n"),
                example("a root quoted scalar", "'hello'\n"),
                example("unicode, also outside the BMP", "a: héllo\n\"ключ\": 😀 x\nb: [😀, 'é', {c: 😀😀}]\n"),
                example("quoted keys in block and flow mappings", "\"a b\": 1\n'c': {\"d\": 2, 'e': 3}\n"),
                example("a key with spaces before its colon", "a : 1\n\"b\"  : 2\n"));
    }

    static Stream<Arguments> unsupported() {
        return Stream.of(
                example("an anchor", "a: &x 1\n"),
                example("an alias", "a: *x\n"),
                example("a literal block scalar", "a: |\n  text\n"),
                example("a folded block scalar", "a: >\n  text\n"),
                example("a plain scalar over two lines", "a: one\n  two\n"),
                example("a quoted scalar over two lines", "a: \"one\n  two\"\n"),
                example("a complex key", "? a\n: 1\n"),
                example("a directive", "%YAML 1.1\n---\na: 1\n"),
                example("two documents", "a: 1\n---\nb: 2\n"),
                example("a document end marker", "a: 1\n...\n"),
                example("a document that is only ---", "---\n"),
                example("content on the --- line", "--- {a: 1}\n"),
                example("tabs in indentation", "a:\n\tb: 1\n"),
                example("a tab after a value", "a: 1\t\n"),
                example("a secondary tag", "a: !!str 1\n"),
                example("a non-specific tag", "a: ! 1\n"),
                example("a verbatim tag", "a: !<tag:x> 1\n"),
                example("a tagged key", "!T a: 1\n"),
                example("a flow collection as a key", "{a: 1}: 2\n"),
                example("a tagged key of a single-pair mapping", "[!T a: 1]\n"),
                example("a plain scalar at a line end in a flow collection", "[a\n, b]\n"),
                example("a compact nested sequence", "- - a\n"),
                example("an unknown escape", "a: \"\\q\"\n"),
                example("a byte order mark", "\uFEFFa: 1\n"),
                example("a lone carriage return", "a: 1\rb: 2\n"),
                example("a control character", "a: x\u0001y\n"),
                example("a next-line character", "a: x\u0085y\n"),
                example("a comment right after a token", "a: \"x\"# c\n"),
                example("a deeper line after a value", "a: 1\n  b: 2\n"),
                example("a shallower key that matches no level", "a:\n    b: 1\n  c: 2\n"),
                example("a key after a sequence at the same indentation", "a:\n  - x\n  b: 1\n"),
                example("a mapping value on the line of its key", "a: b: c\n"),
                example("a sequence on the line of its key", "a: - b\n"),
                example("a question mark in a flow plain scalar", "[a?b]\n"),
                example("an unclosed flow collection", "[a, b\n"),
                example("two commas in a flow sequence", "[a, , b]\n"),
                example("a very long key", "k".repeat(1100) + ": 1\n"));
    }

    private static Arguments example(String name, String yaml) {
        return Arguments.of(name, yaml);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("supported")
    void reads_its_subset_into_exactly_the_tree_jackson_gives(String name, String yaml) {
        // given
        Node expected = JacksonNodes.yaml("t.yml", yaml);
        // when
        Node actual = FastYaml.parse("t.yml", yaml);
        // then
        assertThat(actual).isEqualTo(expected);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("unsupported")
    void leaves_the_rest_of_yaml_to_jackson(String name, String yaml) {
        // when
        Throwable thrown = catchThrowable(() -> FastYaml.parse("t.yml", yaml));
        // then
        assertThat(thrown).isInstanceOf(FastYaml.Unsupported.class);
        assertThat(thrown.getStackTrace()).isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("unsupported")
    void yaml_nodes_reads_what_fast_yaml_leaves_as_jackson_does(String name, String yaml) {
        // given
        Object expected = readOrError(() -> JacksonNodes.yaml("t.yml", yaml));
        // when
        Object actual = readOrError(() -> YamlNodes.parse("t.yml", yaml));
        // then
        assertThat(actual).isEqualTo(expected);
    }

    @Test
    void gives_positions_of_nodes_and_keys_as_jackson_reports_them() {
        // given
        String yaml = "items:\n  - { id: K1, tags: [a, !S 1] }\n  - id: K2\n    note:\n";
        // when
        Node.MapNode root = (Node.MapNode) FastYaml.parse("t.yml", yaml);
        // then
        Node.SeqNode items = (Node.SeqNode) root.get("items");
        assertThat(items.position()).isEqualTo(new Position("t.yml", 2, 3));
        Node.MapNode first = (Node.MapNode) items.items().get(0);
        assertThat(first.position()).isEqualTo(new Position("t.yml", 2, 5));
        assertThat(first.entry("tags").keyPosition()).isEqualTo(new Position("t.yml", 2, 15));
        Node.SeqNode tags = (Node.SeqNode) first.get("tags");
        assertThat(tags.items().get(1)).isEqualTo(
                new Node.Scalar(new Position("t.yml", 2, 25), "S", Node.ScalarKind.STRING, "1"));
        Node.MapNode second = (Node.MapNode) items.items().get(1);
        assertThat(second.position()).isEqualTo(new Position("t.yml", 3, 5));
        assertThat(second.get("note")).isEqualTo(
                new Node.Scalar(new Position("t.yml", 4, 10), null, Node.ScalarKind.NULL, ""));
    }

    @Test
    void resolves_plain_scalars_to_the_kinds_jackson_gives() {
        // given
        String yaml = "[42, 0.10, 007, 0x1F, 1_000, .5, 1:30, 2025-11-04, true, True, yes, null, ~, PENDING]";
        // when
        List<Node> items = ((Node.SeqNode) FastYaml.parse("t.yml", yaml)).items();
        // then
        assertThat(items).extracting(node -> ((Node.Scalar) node).kind()).containsExactly(
                Node.ScalarKind.NUMBER, Node.ScalarKind.NUMBER, Node.ScalarKind.NUMBER, Node.ScalarKind.NUMBER,
                Node.ScalarKind.NUMBER, Node.ScalarKind.NUMBER, Node.ScalarKind.STRING, Node.ScalarKind.STRING,
                Node.ScalarKind.BOOLEAN, Node.ScalarKind.BOOLEAN, Node.ScalarKind.STRING, Node.ScalarKind.NULL,
                Node.ScalarKind.NULL, Node.ScalarKind.STRING);
    }

    @Test
    void reads_an_empty_document_as_an_empty_mapping_at_the_first_line() {
        // when
        Node node = FastYaml.parse("t.yml", "# nothing here\n");
        // then
        assertThat(node).isEqualTo(new Node.MapNode(new Position("t.yml", 1, 1), null, List.of()));
    }

    @Test
    void leaves_malformed_yaml_to_jackson_which_reports_where_it_is() {
        // given
        String yaml = "a: 1\nb: [x, y\nc: 2\n";
        // when / then
        assertThatThrownBy(() -> FastYaml.parse("t.yml", yaml)).isInstanceOf(FastYaml.Unsupported.class);
        assertThatThrownBy(() -> YamlNodes.parse("t.yml", yaml)).isInstanceOf(SourceException.class)
                .hasMessageStartingWith("malformed YAML");
    }

    private static Object readOrError(java.util.function.Supplier<Node> read) {
        try {
            return read.get();
        } catch (SourceException e) {
            return e.position() + " " + e.getMessage();
        }
    }
}
