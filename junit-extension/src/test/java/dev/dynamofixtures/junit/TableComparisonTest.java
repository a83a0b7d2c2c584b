package dev.dynamofixtures.junit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dynamofixtures.junit.ExpectedDataset.Mode;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Items compared by DynamoDB's rules, and differences named by their path. */
class TableComparisonTest {
    private static final List<String> KEY = List.of("id");

    @Test
    void equal_values_written_differently_match() {
        // given
        Map<String, AttributeValue> expected = Map.of("id", s("K1"), "n", n("200.0"), "ns", ns("1.5", "2"),
                "ss", ss("b", "a"), "b", b(1, 2), "l", l(n("1E1"), s("x")));
        Map<String, AttributeValue> actual = Map.of("id", s("K1"), "n", n("2E2"), "ns", ns("2", "1.50"),
                "ss", ss("a", "b"), "b", b(1, 2), "l", l(n("10"), s("x")));

        // when
        TableComparison.Result result = exact().compare(List.of(item(expected)), List.of(actual));

        // then
        assertThat(result.matches()).isTrue();
    }

    @Test
    void differences_inside_maps_and_lists_are_named_by_their_path() {
        // given
        Map<String, AttributeValue> expected = Map.of("id", s("K1"), "meta", m(Map.of("ids", l(s("a"), s("b")),
                "at", s("x"))));
        Map<String, AttributeValue> actual = Map.of("id", s("K1"), "meta", m(Map.of("ids", l(s("a"), n("2")))));

        // when
        String diff = message(exact().compare(List.of(item(expected)), List.of(actual)));

        // then
        assertThat(diff).contains("""
                    meta.ids[1]: expected S "b" but was N 2""").contains("""
                    meta.at:     expected S "x" but was (absent)""");
    }

    @Test
    void a_nested_regular_expression_matches_by_its_path_and_shows_its_pattern_when_it_does_not() {
        // given
        Map<String, AttributeValue> expected = Map.of("id", s("K1"), "events", l(m(Map.of("at", s("\\d+")))));
        TableComparison.Expected item = new TableComparison.Expected(expected, Set.of(List.of("events", 0, "at")));

        // when
        TableComparison.Result matching = exact().compare(List.of(item),
                List.of(Map.of("id", s("K1"), "events", l(m(Map.of("at", s("123")))))));
        TableComparison.Result notMatching = exact().compare(List.of(item),
                List.of(Map.of("id", s("K1"), "events", l(m(Map.of("at", n("123")))))));

        // then
        assertThat(matching.matches()).isTrue();
        assertThat(message(notMatching)).endsWith("events[0].at: expected S matching /\\d+/ but was N 123");
    }

    @Test
    void sets_of_other_members_show_both_sets() {
        // when
        String diff = message(exact().compare(List.of(item(Map.of("id", s("K1"), "tags", ss("a", "b")))),
                List.of(Map.of("id", s("K1"), "tags", ss("a", "c")))));

        // then
        assertThat(diff).endsWith("tags: expected SS [\"a\", \"b\"] but was SS [\"a\", \"c\"]");
    }

    @Test
    void ignored_paths_apply_in_every_table_or_in_the_named_one() {
        // given
        Map<String, AttributeValue> expected = Map.of("id", s("K1"));
        Map<String, AttributeValue> actual = Map.of("id", s("K1"), "updated_at", s("t"), "ref", s("r"),
                "meta", m(Map.of("v", n("1"))));

        // when
        TableComparison.Result result = new TableComparison("orders", KEY, Mode.EXACT,
                Set.of("updated_at", "orders.ref", "meta.v", "refunds.id")).compare(List.of(item(expected)),
                List.of(actual));

        // then
        assertThat(message(result)).endsWith("meta: expected (absent) but was M {v: N 1}")
                .doesNotContain("updated_at").doesNotContain("ref");
    }

    @Test
    void keys_written_differently_are_the_same_key_and_extra_items_come_in_key_order() {
        // given
        TableComparison numbers = new TableComparison("t", List.of("n"), Mode.EXACT, Set.of());

        // when
        TableComparison.Result result = numbers.compare(List.of(item(Map.of("n", n("1.0")))),
                List.of(Map.of("n", n("10")), Map.of("n", n("1")), Map.of("n", n("2"))));

        // then
        assertThat(message(result)).isEqualTo("""
                header
                table t: 2 extra
                  extra      { n: N 2 }
                  extra      { n: N 10 }""");
    }

    private static TableComparison exact() {
        return new TableComparison("orders", KEY, Mode.EXACT, Set.of());
    }

    private static TableComparison.Expected item(Map<String, AttributeValue> attributes) {
        return new TableComparison.Expected(attributes, Set.of());
    }

    private static String message(TableComparison.Result result) {
        return ExpectedDiff.message("header", List.of(result));
    }

    private static AttributeValue s(String value) {
        return AttributeValue.fromS(value);
    }

    private static AttributeValue n(String value) {
        return AttributeValue.fromN(value);
    }

    private static AttributeValue ns(String... values) {
        return AttributeValue.fromNs(List.of(values));
    }

    private static AttributeValue ss(String... values) {
        return AttributeValue.fromSs(List.of(values));
    }

    private static AttributeValue b(int... bytes) {
        byte[] data = new byte[bytes.length];
        for (int i = 0; i < bytes.length; i++) {
            data[i] = (byte) bytes[i];
        }
        return AttributeValue.fromB(SdkBytes.fromByteArray(data));
    }

    private static AttributeValue l(AttributeValue... values) {
        return AttributeValue.fromL(List.of(values));
    }

    private static AttributeValue m(Map<String, AttributeValue> values) {
        return AttributeValue.fromM(values);
    }
}
