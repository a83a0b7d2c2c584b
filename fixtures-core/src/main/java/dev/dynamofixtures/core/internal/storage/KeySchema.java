package dev.dynamofixtures.core.internal.storage;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The key of a table or index: 1..4 partition (HASH) attributes and 0..4 sort (RANGE) attributes, in
 * declared order. Tables and LSIs are the one-plus-at-most-one special case.
 */
public final class KeySchema {
    private final List<KeyAttribute> hash;
    private final List<KeyAttribute> range;
    /** HASH then RANGE attributes, computed once: every write and Query walks it. */
    private final List<KeyAttribute> all;

    public KeySchema(List<KeyAttribute> hash, List<KeyAttribute> range) {
        this.hash = List.copyOf(hash);
        this.range = List.copyOf(range);
        if (this.hash.isEmpty()) {
            throw new IllegalArgumentException("a key schema has at least one HASH attribute");
        }
        List<KeyAttribute> both = new ArrayList<>(this.hash);
        both.addAll(this.range);
        this.all = List.copyOf(both);
    }

    public List<KeyAttribute> hash() {
        return hash;
    }

    public List<KeyAttribute> range() {
        return range;
    }

    public static KeySchema of(KeyAttribute partition) {
        return new KeySchema(List.of(partition), List.of());
    }

    public static KeySchema of(KeyAttribute partition, KeyAttribute sort) {
        return new KeySchema(List.of(partition), sort == null ? List.of() : List.of(sort));
    }

    /** More than one HASH or more than one RANGE attribute: DynamoDB's multi-attribute key rules apply. */
    public boolean isMultiAttribute() {
        return hash.size() > 1 || range.size() > 1;
    }

    public boolean hasRange() {
        return !range.isEmpty();
    }

    /** The single partition attribute of a table or LSI key. */
    public KeyAttribute partition() {
        return hash.get(0);
    }

    public Optional<KeyAttribute> sort() {
        return range.isEmpty() ? Optional.empty() : Optional.of(range.get(0));
    }

    /** All key attributes: HASH ones, then RANGE ones, in declared order. */
    public List<KeyAttribute> all() {
        return all;
    }

    public boolean contains(String attributeName) {
        return find(attributeName).isPresent();
    }

    public Optional<KeyAttribute> find(String attributeName) {
        for (KeyAttribute a : hash) {
            if (a.name().equals(attributeName)) {
                return Optional.of(a);
            }
        }
        for (KeyAttribute a : range) {
            if (a.name().equals(attributeName)) {
                return Optional.of(a);
            }
        }
        return Optional.empty();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof KeySchema that && hash.equals(that.hash) && range.equals(that.range);
    }

    @Override
    public int hashCode() {
        return 31 * hash.hashCode() + range.hashCode();
    }

    @Override
    public String toString() {
        return "KeySchema[hash=" + hash + ", range=" + range + "]";
    }
}
