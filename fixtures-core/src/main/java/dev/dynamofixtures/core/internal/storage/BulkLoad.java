package dev.dynamofixtures.core.internal.storage;

import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;

/**
 * Builds an empty table's primary index and every secondary index at once from a batch of items: sorts the primary
 * keys ({@link KeySort}), keeps the last item of each key (as putting them in order would), stores each item as
 * {@link Table#put} stores it (remembering its index keys), collects each index's entries (its projection of the
 * item, for the items that carry the index's key attributes), sorts them, and builds every tree bottom-up
 * ({@link KeyTree#fromSorted}), each on its own thread for a large table. O(n log n) for the sorts (radix passes
 * in practice), O(n) for the trees, instead of a root-to-leaf path copied per item and index.
 */
final class BulkLoad {
    /** From this many items on, the trees are built in parallel. */
    private static final int PARALLEL = 8_192;

    private BulkLoad() {
    }

    /** A table's index data: the primary index and the secondary ones aligned with its definition's indexes. */
    record Indexes(IndexData primary, IndexData[] secondary) {
    }

    /**
     * The index data of {@code table} (empty) holding {@code items[0..n)}, where {@code keys[i]} is the primary key
     * of {@code items[i]} (each as given, or {@link Table#keyed} already); of items with equal keys the last is kept.
     *
     * <p>Items are read in their given order, in which they were validated and usually sit in memory too; only
     * references move in sorted order. Reading each item's attributes in key order instead (for a table, the order
     * of a hash) would miss the CPU's caches at every item.
     */
    static Indexes build(Table table, byte[][] keys, Item[] items, int n) {
        int[] order = KeySort.order(keys, n);
        boolean[] replaced = new boolean[n];
        int unique = markReplaced(keys, order, n, replaced);
        List<IndexDefinition> indexes = table.definition().indexes();
        int indexCount = indexes.size();
        Item[] stored = new Item[n];
        byte[][][] indexKeys = new byte[indexCount][unique][];
        Item[][] indexEntries = new Item[indexCount][unique];
        int[] indexSizes = new int[indexCount];
        long primaryBytes = 0;
        for (int i = 0; i < n; i++) {
            if (replaced[i]) {
                continue;
            }
            Item item = table.keyed(keys[i], items[i]);
            for (int x = 0; x < indexCount; x++) {
                byte[] indexKey = item.indexKey(x);
                if (indexKey != null) {
                    indexKeys[x][indexSizes[x]] = indexKey;
                    indexEntries[x][indexSizes[x]++] = item.projectedFor(indexes.get(x));
                }
            }
            stored[i] = item;
            primaryBytes += item.size();
        }
        // The trees are independent: for a large table, each is sorted and built on its own thread.
        IndexData[] built = new IndexData[1 + indexCount];
        long bytes = primaryBytes;
        IntStream trees = IntStream.rangeClosed(0, indexCount);
        (unique >= PARALLEL && indexCount > 0 ? trees.parallel() : trees).forEach(x -> built[x] = x == 0
                ? primary(keys, stored, order, replaced, unique, bytes)
                : sorted(indexKeys[x - 1], indexEntries[x - 1], indexSizes[x - 1]));
        IndexData primary = built[0];
        IndexData[] secondary = Arrays.copyOfRange(built, 1, built.length);
        return new Indexes(primary, secondary);
    }

    /** The primary index: the items that stay, in key order. */
    private static IndexData primary(byte[][] keys, Item[] stored, int[] order, boolean[] replaced, int unique,
                                     long bytes) {
        byte[][] sortedKeys = new byte[unique][];
        Item[] sortedItems = new Item[unique];
        for (int j = 0, u = 0; j < order.length; j++) {
            if (!replaced[order[j]]) {
                sortedKeys[u] = keys[order[j]];
                sortedItems[u++] = stored[order[j]];
            }
        }
        return new IndexData(KeyTree.fromSorted(sortedKeys, sortedItems), bytes);
    }

    /**
     * Marks every item that a later item of the same key replaces ({@code order} is sorted, equal keys in input
     * order, so the last of each run of equal keys stays); returns how many items stay.
     */
    private static int markReplaced(byte[][] keys, int[] order, int n, boolean[] replaced) {
        int unique = n;
        for (int j = 0; j + 1 < n; j++) {
            if (Arrays.equals(keys[order[j]], keys[order[j + 1]])) {
                replaced[order[j]] = true;
                unique--;
            }
        }
        return unique;
    }

    /**
     * One index's data from its first {@code n} entries, in any order (index keys are distinct: they end with the
     * primary key).
     */
    private static IndexData sorted(byte[][] keys, Item[] entries, int n) {
        long bytes = 0;
        for (int i = 0; i < n; i++) {
            bytes += entries[i].size();
        }
        int[] order = KeySort.order(keys, n);
        byte[][] sortedKeys = new byte[n][];
        Item[] sortedEntries = new Item[n];
        for (int j = 0; j < n; j++) {
            sortedKeys[j] = keys[order[j]];
            sortedEntries[j] = entries[order[j]];
        }
        return new IndexData(KeyTree.fromSorted(sortedKeys, sortedEntries), bytes);
    }
}
