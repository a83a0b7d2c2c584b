package dev.dynamofixtures.core.internal.storage;

/** The entries of one index, in key order ({@link KeyCodec#ORDER}), and the total size of its entries. Immutable. */
public record IndexData(KeyTree<Item> entries, long sizeBytes) {
    public static final IndexData EMPTY = new IndexData(KeyTree.empty(), 0);

    IndexData put(byte[] key, Item entry, Item replaced) {
        return put(key, entry, replaced, null);
    }

    /**
     * {@link #put} as one of a sequence of writes under {@code edit} ({@link KeyTree.Edit}). The index holds
     * {@code key} itself from now on, also where it replaces an entry ({@link KeyTree#replaceRenewingKey}).
     */
    IndexData put(byte[] key, Item entry, Item replaced, KeyTree.Edit edit) {
        long size = sizeBytes + entry.size() - (replaced == null ? 0 : replaced.size());
        return new IndexData(entries.replaceRenewingKey(key, entry, edit).tree(), size);
    }

    /**
     * {@link #put} of an entry that replaces {@code replaced} under the same key bytes, {@code heldKey} being the very
     * array this index may hold for them (null: not known), {@code key} the array it holds from now on
     * ({@link KeyTree#plusHeldRenewingKey}).
     */
    IndexData putRenewingKey(byte[] heldKey, byte[] key, Item entry, Item replaced, KeyTree.Edit edit) {
        long size = sizeBytes + entry.size() - replaced.size();
        return new IndexData(entries.plusHeldRenewingKey(heldKey, key, entry, edit), size);
    }

    /**
     * This index with {@code entry} put under {@code key}, and the entry it replaced (null: none), in one descent;
     * the index holds {@code key} itself from now on ({@link KeyTree#replaceRenewingKey}). {@code edit} as for
     * {@link #put(byte[], Item, Item, KeyTree.Edit)}.
     */
    Replaced replace(byte[] key, Item entry, KeyTree.Edit edit) {
        KeyTree.Replacement<Item> replacement = entries.replaceRenewingKey(key, entry, edit);
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

    /** {@link #remove} of an entry under {@code heldKey}, the very array this index holds ({@link KeyTree#minusHeld}). */
    IndexData removeHeld(byte[] heldKey, Item removed) {
        return new IndexData(entries.minusHeld(heldKey), sizeBytes - removed.size());
    }

    public int itemCount() {
        return entries.size();
    }
}
