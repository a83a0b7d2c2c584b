package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.storage.Database;
import java.util.Objects;

/** What a write operation computed: the database to publish and the response to return. */
public record Outcome<R>(Database next, R response) {
    public Outcome {
        Objects.requireNonNull(next, "next");
        Objects.requireNonNull(response, "response");
    }
}
