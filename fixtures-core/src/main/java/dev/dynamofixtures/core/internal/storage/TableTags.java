package dev.dynamofixtures.core.internal.storage;

import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * A table's tags as an immutable value: keys to values, in the order the keys were first added (a key tagged
 * again keeps its place and takes the new value). Part of the {@link TableDefinition}, so tags are published with
 * the write that changed them, travel with forks and snapshots, and disappear with the table.
 */
public final class TableTags {
    /** No tags: how every table starts unless CreateTable gives some. */
    public static final TableTags NONE = new TableTags(Map.of());

    private final Map<String, String> tags;

    private TableTags(Map<String, String> tags) {
        this.tags = tags;
    }

    /** The tags in order; unmodifiable. */
    public Map<String, String> asMap() {
        return tags;
    }

    public int size() {
        return tags.size();
    }

    /** These tags with {@code added} set (existing keys take the new values). */
    public TableTags with(Map<String, String> added) {
        if (added.isEmpty()) {
            return this;
        }
        Map<String, String> next = new LinkedHashMap<>(tags);
        next.putAll(added);
        return new TableTags(Collections.unmodifiableMap(next));
    }

    /** These tags without {@code keys} (keys that are not present are ignored). */
    public TableTags without(Collection<String> keys) {
        Map<String, String> next = new LinkedHashMap<>(tags);
        next.keySet().removeAll(keys);
        return next.size() == tags.size() ? this : new TableTags(Collections.unmodifiableMap(next));
    }

    /** How many tags there would be after {@code added} is set. */
    public int sizeWith(Map<String, String> added) {
        int n = tags.size();
        for (String key : added.keySet()) {
            if (!tags.containsKey(key)) {
                n++;
            }
        }
        return n;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof TableTags that && tags.equals(that.tags);
    }

    @Override
    public int hashCode() {
        return Objects.hash(tags);
    }

    @Override
    public String toString() {
        return "TableTags" + tags;
    }
}
