package dev.dynamofixtures.core.internal.value;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dynamofixtures.core.internal.error.DynamoError;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

class AttributeValuesTest {

    private static void assertRejected(AttributeValue value, String message) {
        assertThatThrownBy(() -> AttributeValues.normalize(value, 1))
                .isInstanceOf(DynamoError.class).hasMessage(message);
    }

    @Test
    void a_value_with_no_member_is_rejected() {
        assertRejected(AttributeValue.builder().build(),
                "Supplied AttributeValue is empty, must contain exactly one of the supported datatypes");
    }

    @Test
    void a_value_with_two_members_is_rejected() {
        assertRejected(AttributeValue.builder().s("a").n("1").build(),
                "Supplied AttributeValue has more than one datatypes set, must contain exactly one of the supported datatypes");
    }

    @Test
    void a_member_set_and_cleared_again_leaves_a_value_with_no_member_whatever_the_sdk_names_its_type() {
        // the SDK's builder keeps naming a member it set once after it is cleared: the type is not the member
        AttributeValue cleared = AttributeValue.builder().s("a").s(null).build();
        assertThat(cleared.type()).isEqualTo(AttributeValue.Type.S);
        assertRejected(cleared, "Supplied AttributeValue is empty, must contain exactly one of the supported datatypes");
        assertRejected(AttributeValue.builder().m(Map.of("a", AttributeValue.fromS("x"))).m(null).build(),
                "Supplied AttributeValue is empty, must contain exactly one of the supported datatypes");
        assertRejected(AttributeValue.builder().l(AttributeValue.fromS("x")).l((List<AttributeValue>) null).build(),
                "Supplied AttributeValue is empty, must contain exactly one of the supported datatypes");
    }

    @Test
    void a_second_member_set_after_the_first_or_a_cleared_one_counts_whatever_the_sdk_names_its_type() {
        String twoMembers = "Supplied AttributeValue has more than one datatypes set, must contain exactly one of the "
                + "supported datatypes";
        for (AttributeValue value : List.of(
                AttributeValue.builder().n("1").s("a").build(),
                AttributeValue.builder().s("a").bool(true).build(),
                AttributeValue.builder().ss("a").m(Map.of()).build(),
                AttributeValue.fromS("a").toBuilder().nul(true).build(),
                AttributeValue.builder().s("a").s(null).n("1").s("b").build())) {
            assertRejected(value, twoMembers);
        }
        // a member cleared and another set: one member, whichever the builder names
        AttributeValue replaced = AttributeValue.builder().s("a").s(null).n("1").build();
        assertThat(AttributeValues.checkedType(replaced)).isEqualTo(AttributeType.N);
        assertThat(AttributeValues.normalize(AttributeValue.fromN("1.50"), 1).n()).isEqualTo("1.5");
    }

    @Test
    void null_must_be_true() {
        assertRejected(AttributeValue.builder().nul(false).build(),
                "One or more parameter values were invalid: Null attribute value types must have the value of true");
    }

    @Test
    void empty_sets_are_rejected_with_dynamodbs_texts() {
        assertRejected(AttributeValue.builder().ss(List.of()).build(),
                "One or more parameter values were invalid: An string set  may not be empty");
        assertRejected(AttributeValue.builder().ns(List.of()).build(),
                "One or more parameter values were invalid: An number set  may not be empty");
        assertRejected(AttributeValue.builder().bs(List.of()).build(),
                "One or more parameter values were invalid: Binary sets should not be empty");
    }

    @Test
    void duplicate_set_elements_are_rejected_numbers_compared_numerically() {
        assertThatThrownBy(() -> AttributeValues.normalize(AttributeValue.fromSs(List.of("a", "a")), 1))
                .isInstanceOfSatisfying(DynamoError.class, e -> assertThat(e.localMessage())
                        .isEqualTo("One or more parameter values were invalid: Input collection [a, a] contains duplicates"));
        assertRejected(AttributeValue.fromNs(List.of("1", "1.0")), "Input collection contains duplicates");
        SdkBytes one = SdkBytes.fromByteArray(new byte[] {1});
        assertRejected(AttributeValue.fromBs(List.of(one, one)),
                "One or more parameter values were invalid: Input collection of type BS contains duplicates.");
    }

    @Test
    void sets_are_returned_sorted_and_numbers_canonical() {
        assertThat(AttributeValues.normalize(AttributeValue.fromNs(List.of("10", "2", "-1", "1.50", "01")), 1).ns())
                .containsExactly("-1", "1", "1.5", "2", "10");
        assertThat(AttributeValues.normalize(AttributeValue.fromSs(List.of("\uD83D\uDE00", "\uFFFF", "é", "z", "\uE000")), 1).ss())
                .as("string sets in UTF-16 order, as DynamoDB Local returns them")
                .containsExactly("z", "é", "\uD83D\uDE00", "\uE000", "\uFFFF");
        assertThat(AttributeValues.normalize(AttributeValue.fromBs(List.of(bytes(0x7F), bytes(0x00), bytes(0xFF), bytes(0x80))), 1).bs())
                .as("binary sets in signed byte order, as DynamoDB Local returns them")
                .containsExactly(bytes(0x80), bytes(0xFF), bytes(0x00), bytes(0x7F));
    }

    private static SdkBytes bytes(int b) {
        return SdkBytes.fromByteArray(new byte[] {(byte) b});
    }

    @Test
    void nested_values_are_validated_and_normalised() {
        AttributeValue nested = AttributeValue.fromM(Map.of("l", AttributeValue.fromL(List.of(AttributeValue.fromN("1.0")))));
        assertThat(AttributeValues.normalize(nested, 1).m().get("l").l().get(0).n()).isEqualTo("1");
        assertRejected(AttributeValue.fromL(List.of(AttributeValue.builder().build())),
                "Supplied AttributeValue is empty, must contain exactly one of the supported datatypes");
    }

    @Test
    void a_map_with_values_to_canonicalise_keeps_its_order_and_its_canonical_values() {
        Map<String, AttributeValue> entries = new java.util.LinkedHashMap<>();
        entries.put("z", AttributeValue.fromS("first"));
        entries.put("price", AttributeValue.fromN("12.50"));
        entries.put("a", AttributeValue.fromN("3"));
        entries.put("tags", AttributeValue.fromSs(List.of("b", "a")));
        entries.put("m", AttributeValue.fromS("last"));
        AttributeValue map = AttributeValue.fromM(entries);

        AttributeValue normalized = AttributeValues.normalize(map, 1);

        assertThat(normalized.m().keySet()).containsExactly("z", "price", "a", "tags", "m");
        assertThat(normalized.m().get("price").n()).isEqualTo("12.5");
        assertThat(normalized.m().get("tags").ss()).containsExactly("a", "b");
        assertThat(normalized.m().get("z")).isSameAs(map.m().get("z"));
        assertThat(normalized.m().get("a")).isSameAs(map.m().get("a"));
        assertThat(map.m().get("price").n()).isEqualTo("12.50"); // the request's value is left as it was
        assertThat(AttributeValues.normalize(normalized, 1)).isSameAs(normalized);
    }

    @Test
    void a_member_is_set_exactly_when_the_sdk_says_it_has_it() {
        AttributeValue empty = AttributeValue.builder().build();
        AttributeValue map = AttributeValue.fromM(new java.util.HashMap<>(Map.of("a", AttributeValue.fromS("x"))));
        AttributeValue emptyMap = AttributeValue.fromM(Map.of());
        AttributeValue list = AttributeValue.fromL(List.of(AttributeValue.fromS("x")));
        AttributeValue strings = AttributeValue.fromSs(List.of("x", "y"));
        AttributeValue cleared = map.toBuilder().m(null).build();
        for (AttributeValue value : List.of(empty, map, emptyMap, list, strings, cleared)) {
            assertThat(AttributeValues.isSet(value.m())).as("M of %s", value).isEqualTo(value.hasM());
            assertThat(AttributeValues.isSet(value.l())).as("L of %s", value).isEqualTo(value.hasL());
            assertThat(AttributeValues.isSet(value.ss())).as("SS of %s", value).isEqualTo(value.hasSs());
        }
        software.amazon.awssdk.services.dynamodb.model.GetItemRequest noKey =
                software.amazon.awssdk.services.dynamodb.model.GetItemRequest.builder().tableName("t").build();
        software.amazon.awssdk.services.dynamodb.model.GetItemRequest withKey = noKey.toBuilder()
                .key(Map.of("pk", AttributeValue.fromS("p"))).build();
        assertThat(AttributeValues.isSet(noKey.key())).isFalse().isEqualTo(noKey.hasKey());
        assertThat(AttributeValues.isSet(withKey.key())).isTrue().isEqualTo(withKey.hasKey());
        assertThat(AttributeValues.isSet(new java.util.HashMap<>())).isTrue(); // a map of the caller's own: set
        assertThat(AttributeValues.isSet((Map<?, ?>) null)).isFalse();
        assertThat(AttributeValues.isSet((List<?>) null)).isFalse();
    }

    @Test
    void values_nested_deeper_than_32_levels_are_rejected() {
        AttributeValue value = AttributeValue.fromS("deep");
        for (int i = 0; i < 31; i++) {
            value = AttributeValue.fromM(Map.of("m", value));
        }
        assertThat(AttributeValues.normalize(value, 1)).isSameAs(value);
        AttributeValue tooDeep = AttributeValue.fromM(Map.of("m", value));
        assertRejected(tooDeep, "Nesting Levels have exceeded supported limits: "
                + "Attributes in the item have nested levels beyond supported limit");
    }

    @Test
    void strings_numbers_and_booleans_in_lists_are_measured_to_32_levels_and_rejected_past_them() {
        for (AttributeValue innermost : List.of(AttributeValue.fromS("deep"), AttributeValue.fromN("12.50"),
                AttributeValue.fromBool(true))) {
            AttributeValue value = innermost;
            for (int i = 0; i < 31; i++) {
                value = AttributeValue.fromL(List.of(value));
            }
            AttributeValues.Measure measure = new AttributeValues.Measure();
            assertThat(AttributeValues.normalize(value, 1, measure)).as("32 levels of %s", innermost).isNotNull();
            assertThat(measure.bytes()).isEqualTo(AttributeValues.size(AttributeValues.normalize(value, 1)));
            AttributeValue tooDeep = AttributeValue.fromM(Map.of("m", value));
            assertRejected(tooDeep, "Nesting Levels have exceeded supported limits: "
                    + "Attributes in the item have nested levels beyond supported limit");
        }
    }

    @Test
    void equality_compares_numbers_numerically_and_sets_as_sets() {
        assertThat(AttributeValues.equal(AttributeValue.fromN("1"), AttributeValue.fromN("1.0"))).isTrue();
        assertThat(AttributeValues.equal(AttributeValue.fromNs(List.of("1", "2")), AttributeValue.fromNs(List.of("2", "1")))).isTrue();
        assertThat(AttributeValues.equal(AttributeValue.fromS("1"), AttributeValue.fromN("1"))).isFalse();
        assertThat(AttributeValues.equal(
                AttributeValue.fromM(Map.of("a", AttributeValue.fromN("1"))),
                AttributeValue.fromM(Map.of("a", AttributeValue.fromN("1.00"))))).isTrue();
    }

    @Test
    void sizes_follow_dynamodbs_accounting_of_names_values_lists_and_maps() {
        assertThat(AttributeValues.size(AttributeValue.fromS("é😀"))).isEqualTo(6);
        assertThat(AttributeValues.size(AttributeValue.fromBool(true))).isEqualTo(1);
        assertThat(AttributeValues.size(AttributeValue.fromL(List.of(AttributeValue.fromS("ab"), AttributeValue.fromN("1")))))
                .isEqualTo(3 + (2 + 1) + (2 + 1));
        assertThat(AttributeValues.size(AttributeValue.fromM(Map.of("k", AttributeValue.fromS("v"))))).isEqualTo(3 + 1 + 1 + 1);
        assertThat(AttributeValues.itemSize(Map.of("pk", AttributeValue.fromS("a"), "d", AttributeValue.fromS("xyz"))))
                .isEqualTo(2 + 1 + 1 + 3);
    }
}
