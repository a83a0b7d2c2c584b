package dev.dynamofixtures.core.internal.storage;

import java.util.List;

/**
 * Builds an empty table's primary index and every secondary index at once from a batch of items: sorts the primary
 * keys ({@link KeySort}), keeps the last item of each key (as putting them in order would), stores each item as
 * {@link Table#put} stores it (remembering its index keys), collects each index's entries (its projection of the
 * item, for the items that carry the index's key attributes), sorts them, and builds every tree bottom-up
 * ({@link KeyTree#fromSorted}). O(n log n) for the sorts, O(n) for the trees, instead of n path copies per index.
 */
final class BulkLoad {
    private BulkLoad() {
    }

    /** A table's index data: the primary index and the secondary ones aligned with its definition's indexes. */
    record Indexes(IndexData primary, IndexData[] secondary) {
    }

    /**
     * The index data of {@code definition}'s table holding {@code items[0..n)}, where {@code keys[i]} is the
     * primary key of {@code items[i]}; of items with equal keys the last is kept.
     */
    static Indexes build(TableDefinition definition, byte[][] keys, Item[] items, int n) {
        int[] order = KeySort.order(keys, n);
        int unique = dropReplaced(keys, order, n);
        List<IndexDefinition> indexes = definition.indexes();
        int indexCount = indexes.size();
        byte[][] primaryKeys = new byte[unique][];
        Item[] stored = new Item[unique];
        byte[][][] indexKeys = new byte[indexCount][unique][];
        Item[][] indexEntries = new Item[indexCount][unique];
        int[] indexSizes = new int[indexCount];
        long primaryBytes = 0;
        for (int j = 0; j < unique; j++) {
            byte[] key = keys[order[j]];
            Item item = items[order[j]];
            if (indexCount > 0) {
                byte[][] itemIndexKeys = new byte[indexCount][];
                for (int i = 0; i < indexCount; i++) {
                    itemIndexKeys[i] = KeyCodec.indexKey(indexes.get(i), item.attributes(), key);
                }
                item = item.keyed(indexes, itemIndexKeys);
                for (int i = 0; i < indexCount; i++) {
                    if (itemIndexKeys[i] != null) {
                        indexKeys[i][indexSizes[i]] = itemIndexKeys[i];
                        indexEntries[i][indexSizes[i]++] = item.projectedFor(indexes.get(i));
                    }
                }
            }
            primaryKeys[j] = key;
            stored[j] = item;
            primaryBytes += item.size();
        }
        IndexData primary = new IndexData(KeyTree.fromSorted(primaryKeys, stored), primaryBytes);
        IndexData[] secondary = new IndexData[indexCount];
        for (int i = 0; i < indexCount; i++) {
            secondary[i] = sorted(indexKeys[i], indexEntries[i], indexSizes[i]);
        }
        return new Indexes(primary, secondary);
    }

    /**
     * Moves the last of each run of equal keys in {@code order} (sorted, equal keys in input order) to the run's
     * place, closing the gaps; returns how many distinct keys remain at the front of {@code order}.
     */
    private static int dropReplaced(byte[][] keys, int[] order, int n) {
        int unique = 0;
        for (int j = 0; j < n; j++) {
            if (j + 1 < n && java.util.Arrays.equals(keys[order[j]], keys[order[j + 1]])) {
                continue; // a later item of the same key replaces this one
            }
            order[unique++] = order[j];
        }
        return unique;
    }

    /** One index's data from its first {@code n} entries, in any order (index keys are distinct: they end with the primary key). */
    private static IndexData sorted(byte[][] keys, Item[] entries, int n) {
        int[] order = KeySort.order(keys, n);
        byte[][] sortedKeys = new byte[n][];
        Item[] sortedEntries = new Item[n];
        long bytes = 0;
        for (int j = 0; j < n; j++) {
            sortedKeys[j] = keys[order[j]];
            sortedEntries[j] = entries[order[j]];
            bytes += sortedEntries[j].size();
        }
        return new IndexData(KeyTree.fromSorted(sortedKeys, sortedEntries), bytes);
    }
}
