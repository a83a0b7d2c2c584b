package dev.dynamofixtures.core.internal.value;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.function.BiConsumer;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A map value's entries being made canonical, in the map's own order, names and values side by side in one array:
 * what {@link AttributeValues#normalize} hands to {@link AttributeValue#fromM}, whose builder copies it entry by
 * entry with {@code forEach}. A {@code LinkedHashMap} in its place was built (a node and a hash per entry) only to
 * be copied. Its values are replaced by position; nothing else changes it.
 */
final class SlotMap extends AbstractMap<String, AttributeValue> {
    private final Object[] slots;
    private int size;

    private SlotMap(int capacity) {
        slots = new Object[2 * capacity];
    }

    /** The entries of {@code source}, in its {@code forEach} order. */
    static SlotMap copyOf(Map<String, AttributeValue> source) {
        SlotMap copy = new SlotMap(source.size());
        source.forEach(copy::append);
        return copy;
    }

    private void append(String name, AttributeValue value) {
        slots[2 * size] = name;
        slots[2 * size + 1] = value;
        size++;
    }

    /** Replaces the value of the {@code index}-th entry. */
    void set(int index, AttributeValue value) {
        slots[2 * index + 1] = value;
    }

    @Override
    public int size() {
        return size;
    }

    @Override
    public void forEach(BiConsumer<? super String, ? super AttributeValue> action) {
        for (int i = 0; i < size; i++) {
            action.accept((String) slots[2 * i], (AttributeValue) slots[2 * i + 1]);
        }
    }

    @Override
    public Set<Map.Entry<String, AttributeValue>> entrySet() {
        return new AbstractSet<>() {
            @Override
            public int size() {
                return size;
            }

            @Override
            public Iterator<Map.Entry<String, AttributeValue>> iterator() {
                return new Iterator<>() {
                    private int next;

                    @Override
                    public boolean hasNext() {
                        return next < size;
                    }

                    @Override
                    public Map.Entry<String, AttributeValue> next() {
                        if (next >= size) {
                            throw new NoSuchElementException();
                        }
                        int i = next++;
                        return new SimpleImmutableEntry<>((String) slots[2 * i], (AttributeValue) slots[2 * i + 1]);
                    }
                };
            }
        };
    }
}
