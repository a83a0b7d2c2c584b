package dev.dynamofixtures.core.internal.value;

import java.util.Map;
import java.util.function.BiConsumer;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A map value's entries being made canonical, in the map's own order: what {@link AttributeValues#normalize} hands
 * to {@link AttributeValue#fromM}, whose builder copies it entry by entry with {@code forEach}. A
 * {@code LinkedHashMap} in its place was built (a node and a hash per entry) only to be copied. Its values are
 * replaced by position; nothing else changes it.
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

    /** Replaces the value of the {@code index}-th entry. */
    void set(int index, AttributeValue value) {
        slots[2 * index + 1] = value;
    }
}
