package dev.dynamofixtures.core.internal.value;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

class SdkValuesTest {
    @Test
    void values_are_made_without_the_builder_in_the_sdk_version_the_engine_is_built_with() {
        assertThat(SdkValues.trusted())
                .as("the SDK's AttributeValue constructor was found and agrees with its builder; if this fails after "
                        + "an SDK upgrade, the engine still works (through the builders) but copies every value it makes")
                .isTrue();
    }

    @Test
    void after_the_first_values_made_by_the_builders_values_keep_the_member_given() {
        for (int i = 0; i <= SdkValues.BUILDER_FIRST; i++) {
            SdkValues.number("1." + i);
        }
        List<String> strings = List.of("a", "b");
        assertThat(SdkValues.stringSet(strings).ss()).isSameAs(strings);
    }

    @Test
    void each_kind_of_value_is_the_one_the_builder_makes_holding_the_very_member_given() {
        SdkValues.skipBuilderPhase();
        List<String> strings = Collections.unmodifiableList(List.of("a", "b"));
        List<SdkBytes> bytes = List.of(SdkBytes.fromUtf8String("x"));
        List<AttributeValue> elements = List.of(AttributeValue.fromS("e"), AttributeValue.fromN("1"));
        Map<String, AttributeValue> entries = Map.of("k", AttributeValue.fromBool(true));

        assertSameAsBuilt(SdkValues.number("12.5"), AttributeValue.fromN("12.5"), AttributeValue::n, "12.5");
        assertSameAsBuilt(SdkValues.stringSet(strings), AttributeValue.fromSs(strings), AttributeValue::ss, strings);
        assertSameAsBuilt(SdkValues.numberSet(strings), AttributeValue.fromNs(strings), AttributeValue::ns, strings);
        assertSameAsBuilt(SdkValues.binarySet(bytes), AttributeValue.fromBs(bytes), AttributeValue::bs, bytes);
        assertSameAsBuilt(SdkValues.list(elements), AttributeValue.fromL(elements), AttributeValue::l, elements);
        assertSameAsBuilt(SdkValues.map(entries), AttributeValue.fromM(entries), AttributeValue::m, entries);
    }

    private static void assertSameAsBuilt(AttributeValue made, AttributeValue built,
                                          Function<AttributeValue, Object> member, Object given) {
        assertThat(made).isEqualTo(built).hasSameHashCodeAs(built).hasToString(built.toString());
        assertThat(built).isEqualTo(made);
        assertThat(made.type()).isEqualTo(built.type());
        assertThat(member.apply(made)).isSameAs(given);
        assertThat(List.of(made.hasSs(), made.hasNs(), made.hasBs(), made.hasL(), made.hasM()))
                .isEqualTo(List.of(built.hasSs(), built.hasNs(), built.hasBs(), built.hasL(), built.hasM()));
        assertThat(made.toBuilder().build()).isEqualTo(built);
        assertThat(AttributeValues.checkedType(made)).isEqualTo(AttributeValues.checkedType(built));
    }

    @Test
    void a_canonicalised_map_value_answers_lookups_and_refuses_changes() {
        Map<String, AttributeValue> entries = new LinkedHashMap<>();
        entries.put("sku", AttributeValue.fromS("SKU-1"));
        entries.put("price", AttributeValue.fromN("12.50"));
        Map<String, AttributeValue> m = AttributeValues.normalize(AttributeValue.fromM(entries), 1).m();

        assertThat(m).containsExactly(Map.entry("sku", AttributeValue.fromS("SKU-1")),
                Map.entry("price", AttributeValue.fromN("12.5")));
        assertThat(m.get(new String("price"))).isEqualTo(AttributeValue.fromN("12.5")); // an equal name, not the same
        assertThat(m.containsKey("sku")).isTrue();
        assertThat(m.get("qty")).isNull();
        assertThat(m.containsKey("qty")).isFalse();
        assertThat(m).isEqualTo(Map.of("sku", AttributeValue.fromS("SKU-1"), "price", AttributeValue.fromN("12.5")));
        assertThatThrownBy(() -> m.put("qty", AttributeValue.fromN("1"))).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> m.remove("sku")).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(m::clear).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> m.keySet().remove("sku")).isInstanceOf(UnsupportedOperationException.class);
        assertThat(m).hasSize(2);
    }

    @Test
    void a_large_canonicalised_map_value_keeps_its_order_in_a_hash_map() {
        Map<String, AttributeValue> entries = new LinkedHashMap<>();
        for (int i = 40; i > 0; i--) {
            entries.put("k" + i, AttributeValue.fromN(i + ".0"));
        }
        Map<String, AttributeValue> m = AttributeValues.normalize(AttributeValue.fromM(entries), 1).m();

        assertThat(m).isNotInstanceOf(AttributeSlots.class).hasSize(40);
        assertThat(m.keySet()).containsExactlyElementsOf(entries.keySet());
        assertThat(m.get("k7")).isEqualTo(AttributeValue.fromN("7"));
        assertThatThrownBy(() -> m.put("k0", AttributeValue.fromN("0"))).isInstanceOf(UnsupportedOperationException.class);
    }
}
