package dev.dynamofixtures.core.internal.storage;

import dev.dynamofixtures.core.internal.value.AttributeValues;
import dev.dynamofixtures.core.internal.value.CanonicalOrder;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A stored item: canonical attribute values (see {@link AttributeValues}) in an unmodifiable map, and its
 * size in bytes as DynamoDB counts it. Immutable; shared between snapshots, forks and ALL-projected indexes.
 *
 * <p>An item in a table's primary index also remembers its keys in that table's secondary indexes (null
 * where it is not in one), for the index list they were encoded for. The next write of the same item
 * reads its old index keys from here instead of re-encoding them from attributes that are, on a large
 * table, usually no longer in the CPU's caches. Equality is by attributes and size only.
 */
public final class Item {
    private final Map<String, AttributeValue> attributes;
    private final long size;
    /** The index definitions {@link #indexKeys} are aligned with (compared by identity), or null. */
    private final List<IndexDefinition> keyedFor;
    private final byte[][] indexKeys;

    public Item(Map<String, AttributeValue> attributes, long size) {
        this(attributes, size, null, null);
    }

    private Item(Map<String, AttributeValue> attributes, long size, List<IndexDefinition> keyedFor,
                 byte[][] indexKeys) {
        this.attributes = Objects.requireNonNull(attributes, "attributes");
        this.size = size;
        this.keyedFor = keyedFor;
        this.indexKeys = indexKeys;
    }

    /** Wraps canonical attributes, computing the size; the map must not be modified afterwards. */
    public static Item of(Map<String, AttributeValue> attributes) {
        Map<String, AttributeValue> compact = ItemMap.compact(attributes);
        Map<String, AttributeValue> frozen = compact != null ? compact
                : Collections.unmodifiableMap(new LinkedHashMap<>(attributes));
        return new Item(frozen, AttributeValues.itemSize(frozen));
    }

    /**
     * Wraps canonical attributes that no one modifies afterwards (a fresh map, or a request's): copied into
     * an {@link ItemMap} when small, else kept as they are, unmodifiable.
     */
    public static Item ofOwned(Map<String, AttributeValue> attributes) {
        Map<String, AttributeValue> compact = ItemMap.compact(attributes);
        Map<String, AttributeValue> frozen = compact != null ? compact : Collections.unmodifiableMap(attributes);
        return new Item(frozen, AttributeValues.itemSize(frozen));
    }

    /**
     * {@link #ofOwned} for attributes whose size the caller has just computed with {@link AttributeValues#itemSize}
     * (a batch checks every item's size before it looks at any table): spares walking the item a second time.
     */
    public static Item ofOwned(Map<String, AttributeValue> attributes, long size) {
        Map<String, AttributeValue> compact = ItemMap.compact(attributes);
        return new Item(compact != null ? compact : Collections.unmodifiableMap(attributes), size);
    }

    public Map<String, AttributeValue> attributes() {
        return attributes;
    }

    public long size() {
        return size;
    }

    public AttributeValue get(String attribute) {
        return attributes.get(attribute);
    }

    /** The same item, remembering its keys in {@code indexes} (null where it is not in an index). */
    Item keyed(List<IndexDefinition> indexes, byte[][] keys) {
        return new Item(attributes, size, indexes, keys);
    }

    /** Whether {@link #indexKey} answers for this very list of index definitions. */
    boolean isKeyedFor(List<IndexDefinition> indexes) {
        return keyedFor == indexes;
    }

    /** The item's key in the {@code position}-th index of the list it is {@link #isKeyedFor keyed for}. */
    byte[] indexKey(int position) {
        return indexKeys[position];
    }

    /** The index entry of this item in an index: the item itself when it projects ALL, else the projection. */
    Item projectedFor(IndexDefinition index) {
        if (index.projection().isAll()) {
            return this;
        }
        Map<String, AttributeValue> projected = new LinkedHashMap<>();
        for (Map.Entry<String, AttributeValue> e : attributes.entrySet()) {
            if (index.projects(e.getKey())) {
                projected.put(e.getKey(), e.getValue());
            }
        }
        return Item.ofOwned(projected);
    }

    /**
     * Whether {@code other} has the same attributes with equal values (what decides that a write changed nothing,
     * for an index entry or a stream record): {@link #equals} without the SDK's field-by-field comparison of every
     * nested value, which made a rewrite of an item with a list of maps cost a third of a batch write.
     */
    public boolean sameContent(Item other) {
        if (other == this) {
            return true;
        }
        if (size != other.size) {
            return false;
        }
        return attributes instanceof ItemMap map ? map.sameCanonicalAttributes(other.attributes)
                : other.attributes instanceof ItemMap theirs ? theirs.sameCanonicalAttributes(attributes)
                : CanonicalOrder.mapsEqual(attributes, other.attributes);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Item that && size == that.size && attributes.equals(that.attributes);
    }

    @Override
    public int hashCode() {
        return attributes.hashCode() * 31 + Long.hashCode(size);
    }

    @Override
    public String toString() {
        return "Item[attributes=" + attributes + ", size=" + size + "]";
    }
}
