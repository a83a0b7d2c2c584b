package dev.dynamofixtures.core.internal.storage;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * The key of a table or index: 1..4 partition (HASH) attributes and 0..4 sort (RANGE) attributes, in
 * declared order. Tables and LSIs are the one-plus-at-most-one special case.
 */
public record KeySchema(List<KeyAttribute> hash, List<KeyAttribute> range) {
    public KeySchema {
        hash = List.copyOf(hash);
        range = List.copyOf(range);
        if (hash.isEmpty()) {
            throw new IllegalArgumentException("a key schema has at least one HASH attribute");
        }
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
        if (range.isEmpty()) {
            return hash; // immutable already: the common single-key cases allocate little or nothing
        }
        if (hash.size() == 1 && range.size() == 1) {
            return List.of(hash.get(0), range.get(0));
        }
        List<KeyAttribute> all = new ArrayList<>(hash.size() + range.size());
        all.addAll(hash);
        all.addAll(range);
        return Collections.unmodifiableList(all);
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
}
