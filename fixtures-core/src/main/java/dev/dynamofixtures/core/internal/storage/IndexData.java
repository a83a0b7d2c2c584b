package dev.dynamofixtures.core.internal.storage;

/** The entries of one index, in key order ({@link KeyCodec#ORDER}), and the total size of its entries. Immutable. */
public record IndexData(KeyTree<Item> entries, long sizeBytes) {
    public static final IndexData EMPTY = new IndexData(KeyTree.empty(), 0);

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
