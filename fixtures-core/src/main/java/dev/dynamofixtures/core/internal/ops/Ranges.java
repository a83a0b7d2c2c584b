package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.storage.Item;
import java.util.Iterator;
import java.util.Map;
import org.pcollections.TreePMap;

/** Iteration over one key range of an index, forwards or backwards, optionally after a start key. */
final class Ranges {
    private Ranges() {
    }

    static Iterator<Map.Entry<byte[], Item>> iterate(TreePMap<byte[], Item> entries, KeyRange range,
                                                     byte[] exclusiveStart, boolean forward) {
        TreePMap<byte[], Item> view = entries;
        if (range.from() != null && range.to() != null) {
            view = view.subMap(range.from(), true, range.to(), false);
        } else if (range.from() != null) {
            view = view.tailMap(range.from(), true);
        } else if (range.to() != null) {
            view = view.headMap(range.to(), false);
        }
        if (exclusiveStart != null) {
            view = forward ? view.tailMap(exclusiveStart, false) : view.headMap(exclusiveStart, false);
        }
        return forward ? view.entrySet().iterator() : view.descendingMap().entrySet().iterator();
    }
}
