package dev.dynamofixtures.core.internal.storage;

import dev.dynamofixtures.core.internal.value.AttributeValues;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A stored item: canonical attribute values (see {@link AttributeValues}) in an unmodifiable map, and its
 * size in bytes as DynamoDB counts it. Immutable; shared between snapshots, forks and ALL-projected indexes.
 */
public record Item(Map<String, AttributeValue> attributes, long size) {
    public Item {
        Objects.requireNonNull(attributes, "attributes");
    }

    /** Wraps canonical attributes, computing the size; the map must not be modified afterwards. */
    public static Item of(Map<String, AttributeValue> attributes) {
        Map<String, AttributeValue> frozen = Collections.unmodifiableMap(new LinkedHashMap<>(attributes));
        return new Item(frozen, AttributeValues.itemSize(frozen));
    }

    /** Wraps a freshly built map of canonical attributes that no one else holds, without copying it. */
    public static Item ofOwned(Map<String, AttributeValue> attributes) {
        Map<String, AttributeValue> frozen = Collections.unmodifiableMap(attributes);
        return new Item(frozen, AttributeValues.itemSize(frozen));
    }

    public AttributeValue get(String attribute) {
        return attributes.get(attribute);
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
        return new Item(Collections.unmodifiableMap(projected), AttributeValues.itemSize(projected));
    }
}
