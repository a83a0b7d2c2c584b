package dev.dynamofixtures.core.internal.storage;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.Size;
import net.jqwik.api.constraints.StringLength;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

class ItemMapTest {

    private static Map<String, AttributeValue> linked(List<String> names) {
        Map<String, AttributeValue> map = new LinkedHashMap<>();
        for (int i = 0; i < names.size(); i++) {
            map.put(names.get(i), AttributeValue.fromN(Integer.toString(i)));
        }
        return map;
    }

    @Property(tries = 300)
    void a_compact_item_map_answers_as_the_linked_map_it_was_made_from(
            @ForAll @Size(max = ItemMap.MAX_ATTRIBUTES) List<@StringLength(max = 3) String> names,
            @ForAll @StringLength(max = 3) String probe) {
        Map<String, AttributeValue> expected = linked(names);
        Map<String, AttributeValue> actual = ItemMap.compact(expected);
        assertThat(actual).isNotNull();
        assertThat(actual.size()).isEqualTo(expected.size());
        assertThat(actual.isEmpty()).isEqualTo(expected.isEmpty());
        assertThat(new ArrayList<>(actual.entrySet())).isEqualTo(new ArrayList<>(expected.entrySet()));
        List<String> visited = new ArrayList<>();
        actual.forEach((name, value) -> visited.add(name + "=" + value.n()));
        List<String> expectedVisits = new ArrayList<>();
        expected.forEach((name, value) -> expectedVisits.add(name + "=" + value.n()));
        assertThat(visited).isEqualTo(expectedVisits);
        // a probe built at run time is never the same String object as a stored name
        String freshProbe = new String(probe.toCharArray());
        assertThat(actual.get(freshProbe)).isEqualTo(expected.get(freshProbe));
        assertThat(actual.containsKey(freshProbe)).isEqualTo(expected.containsKey(freshProbe));
        assertThat(actual).isEqualTo(expected);
        assertThat(expected).isEqualTo(actual);
        assertThat(actual.hashCode()).isEqualTo(expected.hashCode());
    }

    @Test
    void an_item_with_more_than_the_compact_limit_of_attributes_is_not_made_compact() {
        List<String> names = new ArrayList<>();
        for (int i = 0; i <= ItemMap.MAX_ATTRIBUTES; i++) {
            names.add("a" + i);
        }
        assertThat(ItemMap.compact(linked(names))).isNull();
        assertThat(ItemMap.compact(linked(names.subList(0, ItemMap.MAX_ATTRIBUTES)))).isNotNull();
    }

    @Test
    void an_item_map_cannot_be_modified() {
        Map<String, AttributeValue> map = ItemMap.compact(linked(List.of("a", "b")));
        assertThatThrownBy(() -> map.put("c", AttributeValue.fromS("x"))).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> map.remove("a")).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(map::clear).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> map.entrySet().iterator().remove()).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> map.keySet().remove("a")).isInstanceOf(UnsupportedOperationException.class);
        assertThat(map).containsOnlyKeys("a", "b");
    }

    @Test
    void a_stored_item_keeps_its_attributes_in_the_order_they_were_given() {
        Map<String, AttributeValue> given = linked(List.of("zeta", "alpha", "mu"));
        assertThat(Item.ofOwned(given).attributes().keySet()).containsExactly("zeta", "alpha", "mu");
        assertThat(Item.of(given).attributes().keySet()).containsExactly("zeta", "alpha", "mu");
    }
}
