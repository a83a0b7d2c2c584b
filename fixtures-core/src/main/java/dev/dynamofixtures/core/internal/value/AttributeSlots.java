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
 * Attribute names and their values in one array, side by side ({@code name0, value0, name1, value1, ...}), in their
 * order: a read-only map that {@code forEach} walks without making an entry per attribute, and that looks a name up
 * by scanning the names (by reference first: names are often the same literal), as fast as hashing for the few
 * entries such a map is made for. The stored item's map
 * ({@code storage.ItemMap}) is one, and so is the copy {@link AttributeValues#normalize} makes of a map value
 * ({@link SlotMap}).
 */
public abstract class AttributeSlots extends AbstractMap<String, AttributeValue> {
    /** The most entries kept in one array: larger maps keep a hash map, for O(1) lookups. */
    public static final int MAX_SCANNED = 16;

    /** Names at even positions, each followed by its value. */
    protected final Object[] slots;

    protected AttributeSlots(Object[] slots) {
        this.slots = slots;
    }

    @Override
    public int size() {
        return slots.length >> 1;
    }

    @Override
    public boolean isEmpty() {
        return slots.length == 0;
    }

    /** The slot of the name {@code key}, or -1. */
    private int indexOf(Object key) {
        Object[] s = slots;
        for (int i = 0; i < s.length; i += 2) {
            if (s[i] == key) {
                return i; // the same String object: attribute names are often shared literals
            }
        }
        if (key instanceof String name) {
            int hash = name.hashCode();
            for (int i = 0; i < s.length; i += 2) {
                String candidate = (String) s[i];
                if (candidate.hashCode() == hash && candidate.equals(name)) {
                    return i;
                }
            }
        }
        return -1;
    }

    @Override
    public AttributeValue get(Object key) {
        int i = indexOf(key);
        return i < 0 ? null : (AttributeValue) slots[i + 1];
    }

    @Override
    public boolean containsKey(Object key) {
        return indexOf(key) >= 0;
    }

    @Override
    public void forEach(BiConsumer<? super String, ? super AttributeValue> action) {
        Object[] s = slots;
        for (int i = 0; i < s.length; i += 2) {
            action.accept((String) s[i], (AttributeValue) s[i + 1]);
        }
    }

    @Override
    public Set<Map.Entry<String, AttributeValue>> entrySet() {
        return new AbstractSet<>() {
            @Override
            public int size() {
                return AttributeSlots.this.size();
            }

            @Override
            public Iterator<Map.Entry<String, AttributeValue>> iterator() {
                return new Iterator<>() {
                    private int next;

                    @Override
                    public boolean hasNext() {
                        return next < slots.length;
                    }

                    @Override
                    public Map.Entry<String, AttributeValue> next() {
                        if (next >= slots.length) {
                            throw new NoSuchElementException();
                        }
                        Map.Entry<String, AttributeValue> entry =
                                new SimpleImmutableEntry<>((String) slots[next], (AttributeValue) slots[next + 1]);
                        next += 2;
                        return entry;
                    }
                };
            }
        };
    }
}
