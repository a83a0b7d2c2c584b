package dev.dynamofixtures.core.internal.storage;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dynamofixtures.core.internal.error.DynamoError;
import dev.dynamofixtures.core.internal.value.AttributeValues;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * {@link Item#sameContent}, which decides that a write changed nothing (no index write, no stream record), answers
 * as the SDK's map equality does on stored (canonical) items, whatever the attributes' order and whichever map
 * holds them: the compact {@link ItemMap} or a linked map (items of more than 16 attributes).
 */
class ItemContentProperties {

    @Provide
    Arbitrary<Map<String, AttributeValue>> items() {
        // a small domain, so that equal items are frequent
        Arbitrary<AttributeValue> leaves = Arbitraries.oneOf(
                Arbitraries.of("a", "b").map(AttributeValue::fromS),
                Arbitraries.of("1", "1.0", "2").map(AttributeValue::fromN),
                Arbitraries.of("a", "b").list().uniqueElements().ofMinSize(1).ofMaxSize(2).map(AttributeValue::fromSs),
                Arbitraries.of(true, false).map(AttributeValue::fromBool));
        Arbitrary<AttributeValue> values = Arbitraries.recursive(() -> leaves, inner -> Arbitraries.oneOf(
                inner.list().ofMaxSize(2).map(AttributeValue::fromL),
                Arbitraries.maps(Arbitraries.of("p", "q"), inner).ofMaxSize(2)
                        .map(m -> AttributeValue.fromM(new LinkedHashMap<>(m)))), 0, 2);
        return Arbitraries.maps(Arbitraries.of("x", "y", "z"), values).ofMinSize(1).ofMaxSize(3);
    }

    @Property(tries = 3000)
    void same_content_is_the_sdk_equality_of_canonical_items(@ForAll("items") Map<String, AttributeValue> first,
                                                             @ForAll("items") Map<String, AttributeValue> second,
                                                             @ForAll boolean reorder, @ForAll boolean linked) {
        Map<String, AttributeValue> a = canonical(first, false);
        Map<String, AttributeValue> b = canonical(second, reorder);
        Assume.that(a != null && b != null);
        Item left = Item.of(a);
        Item right = linked ? new Item(Collections.unmodifiableMap(new LinkedHashMap<>(b)), AttributeValues.itemSize(b))
                : Item.of(b);

        boolean expected = a.equals(b);
        assertThat(left.sameContent(right)).as("%s vs %s", a, b).isEqualTo(expected);
        assertThat(right.sameContent(left)).as("%s vs %s", b, a).isEqualTo(expected);
        assertThat(left.sameContent(left)).isTrue();
    }

    /** The item with every value canonical (null if one is invalid), its attributes reversed if asked. */
    private static Map<String, AttributeValue> canonical(Map<String, AttributeValue> item, boolean reversed) {
        List<String> names = new ArrayList<>(item.keySet());
        if (reversed) {
            Collections.reverse(names);
        }
        Map<String, AttributeValue> result = new LinkedHashMap<>();
        try {
            for (String name : names) {
                result.put(name, AttributeValues.normalize(item.get(name), 1));
            }
        } catch (DynamoError invalid) {
            return null;
        }
        return result;
    }
}
