package dev.dynamofixtures.core.internal.dataset;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * One item of a dataset and where it was written. Most items are fixed values; an item with time written
 * relative to the clock ({@code !epoch now+30m}) has a {@code template} that computes its attributes for an
 * instant, and {@code attributes} holds them as computed when the dataset was read. An item of an expected dataset
 * may hold regular expressions ({@code !regex}): {@code patterns} gives, for the path of each (attribute names and
 * list indexes from the item down), where it was written; the value at that path is an S holding the expression.
 */
public record ItemEntry(Position position, Map<String, AttributeValue> attributes,
                        Function<Instant, Map<String, AttributeValue>> template, Map<List<Object>, Position> patterns) {
    public ItemEntry {
        Objects.requireNonNull(position, "position");
        attributes = java.util.Collections.unmodifiableMap(attributes);
        patterns = Map.copyOf(patterns);
    }

    public ItemEntry(Position position, Map<String, AttributeValue> attributes,
                     Function<Instant, Map<String, AttributeValue>> template) {
        this(position, attributes, template, Map.of());
    }

    public static ItemEntry fixed(Position position, Map<String, AttributeValue> attributes) {
        return new ItemEntry(position, attributes, null);
    }

    /** True when the item's values depend on the clock. */
    public boolean isTimed() {
        return template != null;
    }

    /** The item's attributes at {@code now}. */
    public Map<String, AttributeValue> at(Instant now) {
        return template == null ? attributes : template.apply(now);
    }
}
