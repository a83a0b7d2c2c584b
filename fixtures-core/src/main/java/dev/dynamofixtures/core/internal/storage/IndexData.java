package dev.dynamofixtures.core.internal.storage;

import org.pcollections.TreePMap;

/** The entries of one index, in key order, and the total size of its entries. Immutable. */
public record IndexData(TreePMap<byte[], Item> entries, long sizeBytes) {
    public static final IndexData EMPTY = new IndexData(TreePMap.empty(KeyCodec.ORDER), 0);

    IndexData put(byte[] key, Item entry, Item replaced) {
        long size = sizeBytes + entry.size() - (replaced == null ? 0 : replaced.size());
        return new IndexData(entries.plus(key, entry), size);
    }

    IndexData remove(byte[] key, Item removed) {
        return new IndexData(entries.minus(key), sizeBytes - removed.size());
    }

    public int itemCount() {
        return entries.size();
    }
}
