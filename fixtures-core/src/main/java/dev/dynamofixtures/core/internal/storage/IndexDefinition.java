package dev.dynamofixtures.core.internal.storage;

import java.util.LinkedHashSet;
import java.util.Objects;
import java.util.Set;

/**
 * A secondary index as storage sees it: name, kind, key schema, projection. {@code keyAttributeNames}
 * holds every attribute an entry always carries: the table's key plus this index's key.
 */
public record IndexDefinition(String name, IndexKind kind, KeySchema keySchema, IndexProjection projection,
                              Set<String> keyAttributeNames) {
    public IndexDefinition {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(keySchema, "keySchema");
        Objects.requireNonNull(projection, "projection");
        keyAttributeNames = Set.copyOf(keyAttributeNames);
    }

    public static IndexDefinition of(String name, IndexKind kind, KeySchema keySchema, IndexProjection projection,
                                     KeySchema tableKey) {
        Set<String> names = new LinkedHashSet<>();
        tableKey.all().forEach(a -> names.add(a.name()));
        keySchema.all().forEach(a -> names.add(a.name()));
        return new IndexDefinition(name, kind, keySchema, projection, names);
    }

    /** Whether the index entry holds this top-level attribute. */
    public boolean projects(String attribute) {
        return projection.projects(attribute, keyAttributeNames);
    }
}
