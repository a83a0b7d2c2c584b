package dev.dynamofixtures.core.internal.storage;

import java.util.Arrays;

/**
 * Sorts keys in {@link KeyCodec#ORDER} (unsigned lexicographic) for bulk loads, giving the permutation rather than
 * moving the keys, and stably: equal keys keep their input order, so a caller can let the last of them win.
 *
 * <p>A comparison sort would compare whole keys, each a pointer chase to a key array that is seldom in the CPU's
 * caches. This is a most-significant-chunk-first radix sort instead: every key's eight bytes from an offset (a
 * big-endian {@code long}, zero-padded past the key's end, as {@link KeyTree#prefixAt}) sit in one array beside
 * the permutation, and a least-significant-digit radix sort over their bytes orders a group of keys by that chunk
 * in eight linear passes over two primitive arrays (passes whose byte is the same for every key are skipped).
 * Keys whose chunks tie share those eight bytes (or end inside them): the ones that end within the chunk come
 * first, shorter before longer (each is a prefix of the next), and the rest are sorted by their next chunk, and
 * so on. Small groups are insertion-sorted by chunk and then whole key. The table's keys start with a 20-byte
 * hash, so one chunk nearly always decides; a GSI's keys share their partition values within a partition, and
 * only those groups go on to later chunks.
 */
final class KeySort {
    /** Groups smaller than this are insertion-sorted: a radix pass costs a 256-bucket histogram whatever the size. */
    private static final int INSERTION_LIMIT = 64;
    private static final int RADIX = 256;

    private final byte[][] keys;
    /** The permutation being sorted: {@code order[j]} is an index into {@link #keys}. */
    private final int[] order;
    /** {@code chunks[j]} is the eight bytes of {@code keys[order[j]]} from the offset its group is sorted at. */
    private final long[] chunks;
    private final int[] orderScratch;
    private final long[] chunkScratch;
    private final int[] counts = new int[Long.BYTES * RADIX];

    private KeySort(byte[][] keys, int n) {
        this.keys = keys;
        this.order = new int[n];
        this.chunks = new long[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
            chunks[i] = KeyTree.prefixAt(keys[i], 0);
        }
        this.orderScratch = new int[n];
        this.chunkScratch = new long[n];
    }

    /** The indexes of {@code keys[0..n)} in ascending key order; equal keys in ascending index order. */
    static int[] order(byte[][] keys, int n) {
        KeySort sort = new KeySort(keys, n);
        sort.sort(0, n, 0);
        return sort.order;
    }

    /** Sorts {@code [lo, hi)}, whose keys share their first {@code offset} bytes and are longer than that. */
    private void sort(int lo, int hi, int offset) {
        if (hi - lo < INSERTION_LIMIT) {
            insertionSort(lo, hi, offset);
            return;
        }
        radixSort(lo, hi);
        int start = lo;
        while (start < hi) {
            int end = start + 1;
            while (end < hi && chunks[end] == chunks[start]) {
                end++;
            }
            if (end - start > 1) {
                sortTies(start, end, offset);
            }
            start = end;
        }
    }

    /**
     * Sorts a run of keys with equal chunks at {@code offset}: those ending within the chunk first, by length (a
     * counting sort over the nine possible lengths, stable), then the longer ones by their following bytes.
     */
    private void sortTies(int lo, int hi, int offset) {
        int chunkEnd = offset + Long.BYTES;
        int longerSlot = Long.BYTES + 1;
        int[] starts = new int[longerSlot + 1]; // slot: length - offset for keys ending in the chunk, else longerSlot
        for (int j = lo; j < hi; j++) {
            starts[slot(keys[order[j]], offset, longerSlot)]++;
        }
        int longer = starts[longerSlot];
        if (longer != hi - lo) {
            for (int s = 0, position = lo; s <= longerSlot; s++) {
                int count = starts[s];
                starts[s] = position;
                position += count;
            }
            for (int j = lo; j < hi; j++) {
                orderScratch[starts[slot(keys[order[j]], offset, longerSlot)]++] = order[j];
            }
            System.arraycopy(orderScratch, lo, order, lo, hi - lo);
        }
        if (longer > 1) {
            for (int j = hi - longer; j < hi; j++) {
                chunks[j] = KeyTree.prefixAt(keys[order[j]], chunkEnd);
            }
            sort(hi - longer, hi, chunkEnd);
        }
    }

    /** {@code key.length - offset} for a key ending within the chunk at {@code offset}, else {@code longerSlot}. */
    private static int slot(byte[] key, int offset, int longerSlot) {
        return Math.min(key.length - offset, longerSlot);
    }

    /** Stable least-significant-byte-first radix sort of {@code [lo, hi)} by chunk, unsigned. */
    private void radixSort(int lo, int hi) {
        int n = hi - lo;
        Arrays.fill(counts, 0);
        for (int j = lo; j < hi; j++) {
            long chunk = chunks[j];
            for (int digit = 0; digit < Long.BYTES; digit++) {
                counts[digit * RADIX + (int) ((chunk >>> (digit * 8)) & 0xFF)]++;
            }
        }
        long[] fromChunks = chunks;
        int[] fromOrder = order;
        long[] toChunks = chunkScratch;
        int[] toOrder = orderScratch;
        for (int digit = 0; digit < Long.BYTES; digit++) {
            int base = digit * RADIX;
            int shift = digit * 8;
            if (counts[base + (int) ((fromChunks[lo] >>> shift) & 0xFF)] == n) {
                continue; // every key has the same byte here
            }
            int position = lo;
            for (int b = 0; b < RADIX; b++) {
                int count = counts[base + b];
                counts[base + b] = position;
                position += count;
            }
            for (int j = lo; j < hi; j++) {
                long chunk = fromChunks[j];
                int to = counts[base + (int) ((chunk >>> shift) & 0xFF)]++;
                toChunks[to] = chunk;
                toOrder[to] = fromOrder[j];
            }
            long[] chunksSwap = fromChunks;
            fromChunks = toChunks;
            toChunks = chunksSwap;
            int[] orderSwap = fromOrder;
            fromOrder = toOrder;
            toOrder = orderSwap;
        }
        if (fromChunks != chunks) {
            System.arraycopy(fromChunks, lo, chunks, lo, n);
            System.arraycopy(fromOrder, lo, order, lo, n);
        }
    }

    /** Stable insertion sort of {@code [lo, hi)} by chunk, then by the keys' bytes from {@code offset}. */
    private void insertionSort(int lo, int hi, int offset) {
        for (int i = lo + 1; i < hi; i++) {
            long chunk = chunks[i];
            int index = order[i];
            int j = i - 1;
            while (j >= lo && compare(chunks[j], order[j], chunk, index, offset) > 0) {
                chunks[j + 1] = chunks[j];
                order[j + 1] = order[j];
                j--;
            }
            chunks[j + 1] = chunk;
            order[j + 1] = index;
        }
    }

    private int compare(long aChunk, int a, long bChunk, int b, int offset) {
        int byChunk = Long.compareUnsigned(aChunk, bChunk);
        if (byChunk != 0) {
            return byChunk;
        }
        byte[] aKey = keys[a];
        byte[] bKey = keys[b];
        return Arrays.compareUnsigned(aKey, offset, aKey.length, bKey, offset, bKey.length);
    }
}
