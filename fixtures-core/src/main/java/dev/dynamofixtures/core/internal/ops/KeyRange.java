package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.storage.KeyCodec;

/**
 * A contiguous range of an index's keys, {@code [from, to)}; a null bound is open. {@code partition} is
 * the range of the whole partition the range lies in (for telling a start key outside the partition from
 * one outside the sort-key condition).
 */
record KeyRange(byte[] from, byte[] to, byte[] partitionFrom, byte[] partitionTo) {

    static KeyRange all() {
        return new KeyRange(null, null, null, null);
    }

    boolean contains(byte[] key) {
        return (from == null || KeyCodec.ORDER.compare(key, from) >= 0)
                && (to == null || KeyCodec.ORDER.compare(key, to) < 0);
    }

    boolean partitionContains(byte[] key) {
        return (partitionFrom == null || KeyCodec.ORDER.compare(key, partitionFrom) >= 0)
                && (partitionTo == null || KeyCodec.ORDER.compare(key, partitionTo) < 0);
    }
}
