package dev.dynamofixtures.core.internal.value;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.BiConsumer;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A map value's entries made canonical, in the map's own order: the map of the value {@link AttributeValues#normalize}
 * returns when some entry had to change. A {@code LinkedHashMap} in its place was built (a node and a hash per
 * entry), then copied again by the SDK's builder. Its values are replaced by position while it is being made;
 * nothing changes it once it is in a value ({@link #frozen}).
 */
final class SlotMap extends AttributeSlots {
    private SlotMap(Object[] slots) {
        super(slots);
    }

    /** The entries of {@code source}, in its {@code forEach} order. */
    static SlotMap copyOf(Map<String, AttributeValue> source) {
        Object[] slots = new Object[2 * source.size()];
        source.forEach(new BiConsumer<>() {
            private int next;

            @Override
            public void accept(String name, AttributeValue value) {
                slots[next++] = name;
                slots[next++] = value;
            }
        });
        return new SlotMap(slots);
    }

    /**
     * The finished map, to be the value's: this one when it is small enough for lookups by scanning its names (as a
     * stored item's: {@link #MAX_SCANNED}), else an unmodifiable hash map of the same entries in the same
     * order, for O(1) lookups in a large map value.
     */
    Map<String, AttributeValue> frozen() {
        if (size() <= MAX_SCANNED) {
            return this;
        }
        Map<String, AttributeValue> map = new LinkedHashMap<>(2 * size());
        forEach(map::put);
        return Collections.unmodifiableMap(map);
    }

    /** Replaces the value of the {@code index}-th entry. */
    void set(int index, AttributeValue value) {
        slots[2 * index + 1] = value;
    }
}
