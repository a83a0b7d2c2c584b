package dev.dynamofixtures.core.internal.expr;

import dev.dynamofixtures.core.internal.error.DynamoError;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A bounded, thread-safe cache from expression text to its parse outcome (the checked syntax tree, or the
 * error the text alone causes). The outcome of a text never depends on the request, so caching changes no
 * result: errors that depend on placeholders are found when the tree is bound, for every request.
 */
final class ParseCache<T> {
    private final int capacity;
    private final ConcurrentHashMap<String, Object> entries = new ConcurrentHashMap<>();

    ParseCache(int capacity) {
        this.capacity = capacity;
    }

    /** How the text is parsed and checked; throws the text's error. */
    interface Parser<T> {
        T parse(String text);
    }

    /** The tree for the text, parsed on first use; throws the text's error (prefixed) every time. */
    @SuppressWarnings("unchecked")
    T get(String text, String errorPrefix, Parser<T> parser) {
        Object outcome = entries.get(text);
        if (outcome == null) {
            try {
                outcome = parser.parse(text);
            } catch (DynamoError e) {
                outcome = e.prefixed(errorPrefix);
            }
            if (entries.size() >= capacity) {
                entries.clear();
            }
            entries.put(text, outcome);
        }
        if (outcome instanceof DynamoError error) {
            throw error;
        }
        return (T) outcome;
    }

    int size() {
        return entries.size();
    }
}
