package dev.dynamofixtures.core.internal.expr;

import java.util.Objects;

/** One step of a document path: a map key (or top-level attribute name) or a list index. */
public sealed interface PathElement permits PathElement.MapKey, PathElement.ListIndex {

    /** A map key or, as the first element of a path, a top-level attribute name. */
    record MapKey(String name) implements PathElement {
        /** Requires a name. */
        public MapKey {
            Objects.requireNonNull(name, "name");
        }

        @Override
        public String toString() {
            return name;
        }
    }

    /** A list index, {@code [3]}. */
    record ListIndex(int index) implements PathElement {
        /** Requires a non-negative index. */
        public ListIndex {
            if (index < 0) {
                throw new IllegalArgumentException("negative list index " + index);
            }
        }

        @Override
        public String toString() {
            return "[" + index + "]";
        }
    }
}
