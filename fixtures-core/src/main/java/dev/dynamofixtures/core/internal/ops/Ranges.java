package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.storage.Item;
import dev.dynamofixtures.core.internal.storage.KeyCodec;
import dev.dynamofixtures.core.internal.storage.KeyTree;
import java.util.Iterator;
import java.util.Map;

/** Iteration over one key range of an index, forwards or backwards, optionally after a start key. */
final class Ranges {
    private Ranges() {
    }

    /**
     * The entries of {@code range} ({@code [from, to)}) strictly after {@code exclusiveStart} in the reading
     * direction (when given), in that direction.
     */
    static Iterator<Map.Entry<byte[], Item>> iterate(KeyTree<Item> entries, KeyRange range,
                                                     byte[] exclusiveStart, boolean forward) {
        byte[] low = range.from();
        boolean lowInclusive = true;
        byte[] high = range.to();
        boolean highInclusive = false;
        if (exclusiveStart != null) {
            if (forward && (low == null || KeyCodec.ORDER.compare(exclusiveStart, low) >= 0)) {
                low = exclusiveStart;
                lowInclusive = false;
            } else if (!forward && (high == null || KeyCodec.ORDER.compare(exclusiveStart, high) <= 0)) {
                high = exclusiveStart;
            }
        }
        return entries.iterator(low, lowInclusive, high, highInclusive, forward);
    }
}
