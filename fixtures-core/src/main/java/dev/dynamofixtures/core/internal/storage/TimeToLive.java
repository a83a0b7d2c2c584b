package dev.dynamofixtures.core.internal.storage;

import java.util.Objects;
import java.util.Optional;

/**
 * A table's time-to-live setting, as UpdateTimeToLive left it: disabled, or enabled on one attribute name.
 * Immutable; part of the {@link TableDefinition}, so snapshots and forks carry it.
 */
public record TimeToLive(Optional<String> attributeName) {
    /** Time to live is off: no item ever expires. */
    public static final TimeToLive DISABLED = new TimeToLive(Optional.empty());

    public TimeToLive {
        Objects.requireNonNull(attributeName, "attributeName");
    }

    /** Enabled on the named attribute. */
    public static TimeToLive enabledOn(String attributeName) {
        return new TimeToLive(Optional.of(attributeName));
    }

    public boolean enabled() {
        return attributeName.isPresent();
    }
}
