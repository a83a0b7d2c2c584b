package dev.dynamofixtures.core.internal.storage;

import java.util.List;
import java.util.Objects;
import java.util.Set;

/** Which attributes a secondary index holds besides the keys: ALL, KEYS_ONLY, or INCLUDE a list. */
public record IndexProjection(Type type, List<String> nonKeyAttributes) {
    public enum Type { ALL, KEYS_ONLY, INCLUDE }

    public static final IndexProjection ALL = new IndexProjection(Type.ALL, List.of());
    public static final IndexProjection KEYS_ONLY = new IndexProjection(Type.KEYS_ONLY, List.of());

    public IndexProjection {
        Objects.requireNonNull(type, "type");
        nonKeyAttributes = List.copyOf(nonKeyAttributes);
    }

    public static IndexProjection include(List<String> attributes) {
        return new IndexProjection(Type.INCLUDE, attributes);
    }

    public boolean isAll() {
        return type == Type.ALL;
    }

    /** Whether a top-level attribute is in an index entry, given the names of all key attributes. */
    public boolean projects(String attribute, Set<String> keyAttributeNames) {
        return type == Type.ALL || keyAttributeNames.contains(attribute)
                || (type == Type.INCLUDE && nonKeyAttributes.contains(attribute));
    }
}
