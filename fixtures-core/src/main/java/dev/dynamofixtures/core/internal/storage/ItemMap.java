package dev.dynamofixtures.core.internal.storage;

import dev.dynamofixtures.core.internal.value.AttributeSlots;
import dev.dynamofixtures.core.internal.value.CanonicalOrder;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The attributes of a stored item, immutable, in the order they were given: names and values side by side in
 * one array ({@code name0, value0, name1, value1, ...}).
 *
 * <p>Why not a {@code LinkedHashMap}: on a large table the items a read returns are rarely in the CPU's caches,
 * and the SDK copies every returned item entry by entry. A linked map spreads an item over a table array and
 * one node per attribute, each a separate cache miss; here the whole item is one array next to its header. A
 * lookup scans the names, which for the few attributes of a typical item is as fast as hashing, so only items
 * of at most {@link #MAX_ATTRIBUTES} attributes are stored this way ({@link #compact}); larger ones keep a hash map.
 *
 * <p>Equality and hash code are those of {@link Map}. Every mutator throws {@link UnsupportedOperationException}.
 * The array, its size and its iteration are {@link AttributeSlots}'.
 */
public final class ItemMap extends AttributeSlots {
    /** The most attributes stored in one array; a larger item keeps a hash map, for O(1) lookups. */
    public static final int MAX_ATTRIBUTES = MAX_SCANNED;

    private ItemMap(Object[] slots) {
        super(slots);
    }

    /**
     * The attributes of {@code attributes} in its iteration order, as an {@code ItemMap}; null when there are
     * more than {@link #MAX_ATTRIBUTES}.
     */
    static ItemMap compact(Map<String, AttributeValue> attributes) {
        if (attributes instanceof ItemMap itemMap) {
            return itemMap;
        }
        int size = attributes.size();
        if (size > MAX_ATTRIBUTES) {
            return null;
        }
        Builder builder = new Builder(size);
        attributes.forEach(builder::add); // forEach: an unmodifiable map's entrySet() would wrap every entry
        return builder.build();
    }

    /** Builds an item map of a known number of attributes, in the order they are added. */
    public static final class Builder {
        private final Object[] slots;
        private int next;

        /** A builder for {@code size} attributes, at most {@link #MAX_ATTRIBUTES}. */
        public Builder(int size) {
            if (size > MAX_ATTRIBUTES) {
                throw new IllegalArgumentException(size + " attributes: an ItemMap holds at most " + MAX_ATTRIBUTES);
            }
            slots = new Object[2 * size];
        }

        public void add(String name, AttributeValue value) {
            slots[next++] = name;
            slots[next++] = value;
        }

        /** The map; every announced attribute must have been added (distinct names, as a map's keys are). */
        public ItemMap build() {
            if (next != slots.length) {
                throw new IllegalStateException("added " + next / 2 + " of " + slots.length / 2 + " attributes");
            }
            return new ItemMap(slots);
        }
    }

    /**
     * Whether {@code other} holds the same attributes with equal values, both maps holding canonical values (as
     * stored items do): DynamoDB's equality by {@link CanonicalOrder#equal}, which for canonical values is the
     * SDK's {@code equals} without its field-by-field comparison of every member of every nested value. Another
     * item map's attribute at the same position is matched without a lookup (items rewritten from the same code
     * have their attributes in the same order).
     */
    boolean sameCanonicalAttributes(Map<String, AttributeValue> other) {
        Object[] s = slots;
        if (other == this) {
            return true;
        }
        if (other.size() != s.length >> 1) {
            return false;
        }
        Object[] theirs = other instanceof ItemMap map ? map.slots : null;
        for (int i = 0; i < s.length; i += 2) {
            AttributeValue value;
            if (theirs != null && (theirs[i] == s[i] || theirs[i].equals(s[i]))) {
                value = (AttributeValue) theirs[i + 1];
            } else {
                value = other.get(s[i]);
            }
            if (value == null || !CanonicalOrder.equal((AttributeValue) s[i + 1], value)) {
                return false;
            }
        }
        return true;
    }
}
