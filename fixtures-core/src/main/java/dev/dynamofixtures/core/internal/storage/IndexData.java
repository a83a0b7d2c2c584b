package dev.dynamofixtures.core.internal.storage;

/** The entries of one index, in key order ({@link KeyCodec#ORDER}), and the total size of its entries. Immutable. */
public record IndexData(KeyTree<Item> entries, long sizeBytes) {
    public static final IndexData EMPTY = new IndexData(KeyTree.empty(), 0);

    IndexData put(byte[] key, Item entry, Item replaced) {
        long size = sizeBytes + entry.size() - (replaced == null ? 0 : replaced.size());
        return new IndexData(entries.plus(key, entry), size);
    }

    /** This index with {@code entry} put under {@code key}, and the entry it replaced (null: none), in one descent. */
    Replaced replace(byte[] key, Item entry) {
        KeyTree.Replacement<Item> replacement = entries.replace(key, entry);
        Item previous = replacement.previous();
        long size = sizeBytes + entry.size() - (previous == null ? 0 : previous.size());
        return new Replaced(new IndexData(replacement.tree(), size), previous);
    }

    /** An index after a put, and the entry the put replaced. */
    record Replaced(IndexData data, Item previous) {
    }

    IndexData remove(byte[] key, Item removed) {
        return new IndexData(entries.minus(key), sizeBytes - removed.size());
    }

    public int itemCount() {
        return entries.size();
    }
}
