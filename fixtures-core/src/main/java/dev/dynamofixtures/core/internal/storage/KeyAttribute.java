package dev.dynamofixtures.core.internal.storage;

import dev.dynamofixtures.core.internal.value.AttributeType;
import java.util.Objects;

/** One attribute of a key schema: its name and declared type (S, N or B). */
public record KeyAttribute(String name, AttributeType type) {
    public KeyAttribute {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(type, "type");
        if (!type.isScalarKeyType()) {
            throw new IllegalArgumentException("key attributes are S, N or B, not " + type);
        }
    }
}
