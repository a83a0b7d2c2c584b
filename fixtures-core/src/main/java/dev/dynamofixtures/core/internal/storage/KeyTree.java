package dev.dynamofixtures.core.internal.storage;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.AbstractMap;
import java.util.Arrays;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;

/**
 * An immutable sorted map from {@code byte[]} keys (unsigned lexicographic order, as {@link KeyCodec#ORDER})
 * to values: a persistent B+tree.
 *
 * <p><b>Structure.</b> Values live only in leaves; a leaf holds up to {@link #MAX} sorted keys and their values.
 * A branch holds up to {@link #MAX} children and one separator key fewer: child {@code i} holds exactly the keys
 * {@code k} with {@code keys[i-1] <= k < keys[i]}. Every node but the root is at least half full ({@link #MIN}),
 * so all leaves are at the same depth and the height is {@code O(log n)} with a large base: 10,000 entries fit in
 * three levels where a binary tree needs fourteen.
 *
 * <p><b>Why.</b> Looking a key up in a binary tree costs a cache miss per level, two in fact: the node and the key
 * array it points to. Here a node's keys sit in one array, and next to them {@code prefixes}: each key's first
 * eight bytes as a big-endian {@code long} (zero-padded). Binary search inside a node compares these longs, which
 * are contiguous in memory, and only dereferences a key when the prefixes are equal. That comparison is exact:
 * when two padded prefixes differ, the first differing byte is a real byte of at least one key and decides the
 * order the same way; when they are equal (a shared 8-byte head, or a short key against the same key followed by
 * zero bytes) the full unsigned comparison decides.
 *
 * <p><b>Skip.</b> Keys often share a long head: in a table with a sort key, every item of a partition starts with
 * the same 20+ bytes (a hash of the partition value, then the value itself). Eight-byte prefixes taken from the
 * start would then all tie, and every search step would compare full keys. So each node records {@code skip}: the
 * length of the longest common prefix of its keys when that is at least eight bytes (0 otherwise, where the first
 * eight bytes already tell keys apart as well as any), computed as the common prefix of its first and last key;
 * its prefixes are the eight bytes of each key <em>after</em> those shared bytes. Searching a node with a nonzero
 * skip first compares the key with the shared head (against {@code keys[0]}): a key that differs there, or ends
 * inside it, lies below or above every key of the node, so a leaf answers "not here, insertion point 0 or n" and
 * a branch picks its first or last child. A key that starts with the head is searched by its own prefix taken at
 * the node's skip (so a search key's prefix differs from node to node), and full comparisons on ties start after
 * the head. A write that changes a node's first or last key (an insertion or removal at either end, a split, a
 * merge, a borrow) recomputes the skip, and all the prefixes when it changed; otherwise the prefix array is copied
 * with one slot edited as before.
 *
 * <p><b>Ties.</b> Even after the skip, prefixes tie where a node holds several groups of keys: a leaf of a table's
 * primary index holds the items of several partitions, and the keys of each partition share their first 30-odd
 * bytes, so its prefixes are the partition hash's first eight bytes, the same for the whole partition, and a search
 * compared full keys at every step inside it (a cache miss each: the keys are objects of their own). So a node also
 * records a second window ({@link Ties}): the shortest length {@code tieSkip} that any two neighbouring keys with equal
 * prefixes share, and for each key in such a run its eight bytes from there. A search that lands in a run reads one key
 * of it: if the search key differs from it within the run's shared bytes, the key lies before or after the whole run;
 * otherwise the tie prefixes place it, and a full comparison confirms it (or, rarely, settles a tie of tie prefixes
 * too). A GetItem on issue 14's orders table reads 1.5 keys instead of 3.2, a 10-item Query 3.1 instead of 7.8, a
 * 25-item BatchWriteItem 116 instead of 264 (measured with nodes of 32). Writes keep the window where they can: an
 * insertion or replacement only compares the new key with its neighbours (the window is computed anew only when that
 * pair shares less, or the skip changed), a removal keeps it.
 *
 * <p><b>Persistence.</b> A node is never modified once a tree that holds it can be read by anyone but the write
 * sequence that made it (see "Edits"). A write copies the nodes on the path from
 * the root to the leaf (each copy an array clone with one slot replaced, inserted or removed) and shares
 * everything else, including the key and prefix arrays of nodes whose keys did not change; every earlier tree
 * stays valid. Inserting splits a node that overflows; removing refills a node that underflows from a sibling,
 * or merges the two; the root collapses when it is left with one child.
 *
 * <p><b>Edits.</b> A sequence of puts of which the caller keeps only the last tree (a 25-item BatchWriteItem, a
 * transaction, seeding a table that has items) would copy the root and the upper branches once per put, though
 * each copy is garbage at the next put. Such a sequence passes one {@link Edit}: a node it copies carries the token
 * ({@code owner}), and a later put of the sequence that reaches that node replaces the value or child in the node's
 * own array instead of copying it again. Only value and child replacements (and renewed keys, below) are done in
 * place; insertions, splits and removals copy as always. The tree the sequence started from holds no node of its
 * token, so it and every tree published before stay unchanged; the sequence's intermediate trees do not, which is
 * why it keeps only the last.
 *
 * <p><b>Renewed keys.</b> An overwrite can hand the tree a new array of the key's bytes to hold in place of the
 * equal one it held ({@link #replaceRenewingKey}, {@link #plusHeldRenewingKey}): the table makes that array right
 * beside the item it stores, so that the next read of the key on its way to the item (an overwrite's search and its
 * comparison of the old index key, a GetItem's match) finds the item's memory nearby, where the array the table was
 * loaded with lies wherever the load put it. The leaf holding it is copied with its keys array (the prefixes and
 * ties, which depend only on the bytes, stay shared); under an {@link Edit}, a leaf whose keys array the edit made
 * has the slot replaced in place.
 *
 * <p><b>Bulk.</b> {@link #fromSorted} builds a tree of sorted entries bottom-up in O(n), leaves and branches as
 * full as the bounds allow, for loading a whole table at once.
 *
 * <p>Keys are kept by reference: callers must not modify a key after handing it over. Thread-safe by
 * immutability.
 */
public final class KeyTree<V> {
    /**
     * The most entries in a leaf and the most children of a branch. 64 rather than 32: on issue 14's 10,000 orders
     * the branches above the leaves are then a quarter as many, and stay in the processor's caches between writes;
     * a put or a 25-item batch costs 2-7 % less, a 10-item Query 1-8 %, GetItem and an insert the same, an UpdateItem
     * that moves a GSI entry (copying two larger leaves) 2 % more (docs/performance.md, "Tenth pass"). 16 made every
     * operation 2-11 % slower; 128 measured as 64 within the noise, with twice 64's copying per insert.
     */
    static final int MAX = 64;
    /** The fewest entries (leaf) or children (branch) of any node but the root. */
    static final int MIN = MAX / 2;

    private static final KeyTree<?> EMPTY = new KeyTree<>(new Leaf(new byte[0][], new Object[0]), 0, 0);

    /** Reads eight bytes of an array as one big-endian long (an intrinsic, not a loop). */
    private static final VarHandle LONG_BIG_ENDIAN = MethodHandles.byteArrayViewVarHandle(long[].class,
            ByteOrder.BIG_ENDIAN);

    private final Node root;
    private final int size;
    /** The number of branch levels above the leaves (0 when the root is a leaf). */
    private final int height;

    private KeyTree(Node root, int size, int height) {
        this.root = root;
        this.size = size;
        this.height = height;
    }

    @SuppressWarnings("unchecked")
    public static <V> KeyTree<V> empty() {
        return (KeyTree<V>) EMPTY;
    }

    public int size() {
        return size;
    }

    /**
     * The tree of these entries, built bottom-up in O(n): {@code keys} strictly ascending (unsigned), {@code
     * values[i]} the value of {@code keys[i]}. Leaves are filled as evenly as {@link #MAX} allows, then each level
     * of branches over the one below likewise, so every node but the root holds between {@link #MIN} and
     * {@link #MAX}. The arrays are copied into the nodes (the keys themselves are kept by reference).
     *
     * @throws IllegalArgumentException if the lengths differ or the keys are not strictly ascending
     */
    public static <V> KeyTree<V> fromSorted(byte[][] keys, V[] values) {
        int n = keys.length;
        if (values.length != n) {
            throw new IllegalArgumentException(n + " keys but " + values.length + " values");
        }
        for (int i = 1; i < n; i++) {
            if (Arrays.compareUnsigned(keys[i - 1], keys[i]) >= 0) {
                throw new IllegalArgumentException("keys not strictly ascending at " + i);
            }
        }
        if (n == 0) {
            return empty();
        }
        int count = groups(n);
        Node[] level = new Node[count];
        byte[][] lowest = new byte[count][]; // each node's smallest key: the separator before it in its parent
        for (int g = 0, from = 0; g < count; g++) {
            int to = from + groupSize(n, count, g);
            level[g] = new Leaf(Arrays.copyOfRange(keys, from, to),
                    Arrays.copyOfRange(values, from, to, Object[].class));
            lowest[g] = keys[from];
            from = to;
        }
        int height = 0;
        while (level.length > 1) {
            int width = level.length;
            int parents = groups(width);
            Node[] above = new Node[parents];
            byte[][] aboveLowest = new byte[parents][];
            for (int g = 0, from = 0; g < parents; g++) {
                int to = from + groupSize(width, parents, g);
                above[g] = new Branch(Arrays.copyOfRange(lowest, from + 1, to), Arrays.copyOfRange(level, from, to));
                aboveLowest[g] = lowest[from];
                from = to;
            }
            level = above;
            lowest = aboveLowest;
            height++;
        }
        return new KeyTree<>(level[0], n, height);
    }

    /** How many nodes {@code n} entries or children fill: the fewest of at most {@link #MAX} each. */
    private static int groups(int n) {
        return (n + MAX - 1) / MAX;
    }

    /**
     * The size of group {@code g} when {@code n} are split evenly into {@code count} groups: the first {@code n %
     * count} get one more. With {@code count = groups(n) >= 2} every group gets at least {@code (count - 1) * MAX /
     * count >= MIN}.
     */
    private static int groupSize(int n, int count, int g) {
        return n / count + (g < n % count ? 1 : 0);
    }

    public boolean isEmpty() {
        return size == 0;
    }

    /** How many nodes keep tie prefixes ({@link Ties}), to tell that a test searches through them (for tests). */
    int nodesWithTiePrefixes() {
        return nodesWithTiePrefixes(root);
    }

    private static int nodesWithTiePrefixes(Node node) {
        int count = node.tiePrefixes != null ? 1 : 0;
        if (node instanceof Branch branch) {
            for (Node child : branch.children) {
                count += nodesWithTiePrefixes(child);
            }
        }
        return count;
    }

    /** Branch levels above the leaves: 0 for a single leaf (for tests). */
    int height() {
        return height;
    }

    /** The value under {@code key}, or null when absent. */
    @SuppressWarnings("unchecked")
    public V get(byte[] key) {
        long prefix = prefix(key);
        Node node = root;
        while (node instanceof Branch branch) {
            node = branch.children[branch.childFor(key, prefix)];
        }
        int i = node.find(key, prefix);
        return i >= 0 ? (V) ((Leaf) node).values[i] : null;
    }

    /**
     * This tree with {@code key} mapped to {@code value} (inserted or replaced), copying only the root-to-leaf
     * path; this tree itself if it already maps the key to that very value.
     */
    public KeyTree<V> plus(byte[] key, V value) {
        return plus(new Insertion(key, value, null));
    }

    /**
     * {@link #plus} as one of several writes made under {@code edit} (null: none), a token the caller makes for a
     * sequence of writes (a batch) of which it keeps only the last tree: a node this sequence has already copied
     * is changed in place instead of copied again (see "Edits" in the class comment). The earlier trees of the
     * sequence must not be read afterwards.
     */
    public KeyTree<V> plus(byte[] key, V value, Edit edit) {
        return plus(new Insertion(key, value, edit));
    }

    /**
     * The token of a sequence of writes that keeps only its last tree ({@link #plus(byte[], Object, Edit)}): the
     * nodes it copied carry it, and writes made with the same token change them in place. A token is made for one
     * sequence and dropped with it; trees published with nodes carrying it are then immutable, as no write can
     * present that token again.
     */
    public static final class Edit {
    }

    /**
     * {@link #plus} of {@code key} where this tree may hold an equal key as the very array {@code held} (the one an
     * earlier put handed over, e.g. the index key a stored item remembers): the leaf finds the slot by reference
     * among its own keys, without reading any key's bytes (on a large index the keys are cache misses: the leaf's
     * search was half of a secondary-index rewrite), and holds {@code key} there from now on, with {@code value}
     * ("Renewed keys" above). {@code held} must be null or hold the same bytes as {@code key}; when the tree does not
     * hold it by reference, the key is searched by its bytes and put as {@link #replaceRenewingKey} puts it.
     * {@code edit} as for {@link #plus(byte[], Object, Edit)}.
     */
    public KeyTree<V> plusHeldRenewingKey(byte[] held, byte[] key, V value, Edit edit) {
        Insertion insertion = new Insertion(key, value, edit);
        insertion.held = held;
        insertion.renew = true;
        return plus(insertion);
    }

    /** A tree after a put, and the value the put replaced (null when it inserted). */
    public record Replacement<V>(KeyTree<V> tree, V previous) {
    }

    /**
     * {@link #plus}, also answering the value {@code key} was mapped to: one descent where a {@link #get} first and a
     * {@link #plus} then take two (on a large table each descent is a few cache misses).
     */
    public Replacement<V> replace(byte[] key, V value) {
        return replace(key, value, null);
    }

    /** {@link #replace} as one of several writes made under {@code edit}, as {@link #plus(byte[], Object, Edit)}. */
    public Replacement<V> replace(byte[] key, V value, Edit edit) {
        return replace(new Insertion(key, value, edit));
    }

    /**
     * {@link #replace}, the tree holding {@code key} itself from now on where it held an equal array ("Renewed keys"
     * above). {@code edit} as for {@link #plus(byte[], Object, Edit)}.
     */
    public Replacement<V> replaceRenewingKey(byte[] key, V value, Edit edit) {
        Insertion insertion = new Insertion(key, value, edit);
        insertion.renew = true;
        return replace(insertion);
    }

    @SuppressWarnings("unchecked")
    private Replacement<V> replace(Insertion insertion) {
        KeyTree<V> next = plus(insertion);
        return new Replacement<>(next, (V) insertion.replaced);
    }

    private KeyTree<V> plus(Insertion insertion) {
        Node top = insertion.into(root);
        if (top == root && !insertion.added) {
            return this; // nothing changed, or a value replaced in a node of this edit's own
        }
        int newSize = insertion.added ? size + 1 : size;
        if (top.width() <= MAX) {
            return new KeyTree<>(top, newSize, height);
        }
        // The root overflowed: split it under a new root, the only way the tree grows taller.
        int half = top.width() / 2;
        byte[] separator = top.separatorAt(half);
        Node newRoot = new Branch(new byte[][] {separator}, new Node[] {top.head(half), top.tail(half)});
        return new KeyTree<>(newRoot, newSize, height + 1);
    }

    /** This tree without {@code key}; this tree itself when the key is absent. */
    public KeyTree<V> minus(byte[] key) {
        return minus(key, false);
    }

    /**
     * {@link #minus} of a key given as the very array this tree holds for it: its leaf finds it by reference, as
     * {@link #plusHeldRenewingKey} does; a key not held by reference is removed as {@link #minus} removes it.
     */
    public KeyTree<V> minusHeld(byte[] key) {
        return minus(key, true);
    }

    private KeyTree<V> minus(byte[] key, boolean held) {
        Node top = remove(root, key, prefix(key), held);
        if (top == root) {
            return this;
        }
        if (size == 1) {
            return empty();
        }
        if (top instanceof Branch branch && branch.width() == 1) {
            // The root lost its last sibling pair to a merge: its only child becomes the root.
            return new KeyTree<>(branch.children[0], size - 1, height - 1);
        }
        return new KeyTree<>(top, size - 1, height);
    }

    /** All entries in ascending key order. */
    public Iterator<Map.Entry<byte[], V>> iterator() {
        return iterator(null, true, null, true, true);
    }

    /**
     * Entries with {@code low <(=) key <(=) high} in ascending or descending order; a null bound is unbounded.
     * Positioning costs {@code O(log n)}, each step {@code O(1)} amortised.
     */
    public Iterator<Map.Entry<byte[], V>> iterator(byte[] low, boolean lowInclusive, byte[] high,
            boolean highInclusive, boolean ascending) {
        return ascending
                ? new Cursor<>(this, low, lowInclusive, high, highInclusive, true)
                : new Cursor<>(this, high, highInclusive, low, lowInclusive, false);
    }

    /** All entries in ascending key order, for for-each loops. */
    public Iterable<Map.Entry<byte[], V>> entries() {
        return this::iterator;
    }

    /** All values in ascending key order. */
    public Iterable<V> values() {
        return () -> new Iterator<V>() {
            private final Iterator<Map.Entry<byte[], V>> entries = iterator();

            @Override
            public boolean hasNext() {
                return entries.hasNext();
            }

            @Override
            public V next() {
                return entries.next().getValue();
            }
        };
    }

    // ---------------------------------------------------------------- writes

    /** One insertion's arguments, whether it added an entry, and the value it replaced (null when it added one). */
    private static final class Insertion {
        private final byte[] key;
        private final long prefix;
        private final Object value;
        private final Edit edit;
        private boolean added;
        private Object replaced;
        /** The very array a leaf may hold for {@code key} ({@link #plusHeldRenewingKey}), looked up by reference. */
        private byte[] held;
        /** Whether a leaf that holds the key keeps {@code key} itself in its slot from now on ("Renewed keys"). */
        private boolean renew;

        Insertion(byte[] key, Object value, Edit edit) {
            this.key = key;
            this.prefix = prefix(key);
            this.value = value;
            this.edit = edit;
        }

        /** The node with the entry put; it may hold MAX + 1 entries, which its parent (or plus) splits. */
        Node into(Node node) {
            if (node instanceof Leaf leaf) {
                return intoLeaf(leaf);
            }
            Branch branch = (Branch) node;
            int i = branch.childFor(key, prefix);
            Node child = branch.children[i];
            Node newChild = into(child);
            if (newChild == child) {
                return branch;
            }
            if (newChild.width() <= MAX) {
                return branch.withChild(i, newChild, edit);
            }
            int half = newChild.width() / 2;
            return branch.withSplitChild(i, newChild.head(half), newChild.separatorAt(half), newChild.tail(half));
        }

        private Node intoLeaf(Leaf leaf) {
            int i = held != null ? leaf.slotOf(held) : -1;
            if (i < 0) {
                i = leaf.find(key, prefix);
            }
            if (i >= 0) {
                replaced = leaf.values[i];
                if (renew && leaf.keys[i] != key) {
                    return leaf.withKeyAndValue(i, key, value, edit);
                }
                return replaced == value ? leaf : leaf.withValue(i, value, edit);
            }
            added = true;
            return leaf.inserted(-i - 1, key, value);
        }
    }

    /** The node without the key (the same node when absent); it may hold MIN - 1 entries, which its parent fixes. */
    private static Node remove(Node node, byte[] key, long prefix, boolean held) {
        if (node instanceof Leaf leaf) {
            int i = held ? leaf.slotOf(key) : -1;
            if (i < 0) {
                i = leaf.find(key, prefix);
            }
            return i >= 0 ? leaf.removed(i) : leaf;
        }
        Branch branch = (Branch) node;
        int i = branch.childFor(key, prefix);
        Node child = branch.children[i];
        Node newChild = remove(child, key, prefix, held);
        if (newChild == child) {
            return branch;
        }
        return newChild.width() >= MIN ? branch.withChild(i, newChild, null) : refill(branch, i, newChild);
    }

    /**
     * The branch with its underfull child {@code i} combined with a neighbour: merged into one node when they fit,
     * otherwise split evenly again (which amounts to borrowing from the neighbour). Every branch has a neighbour to
     * offer: non-root branches have at least MIN >= 2 children, the root at least two.
     */
    private static Branch refill(Branch branch, int i, Node underfull) {
        int left = i > 0 ? i - 1 : i;
        Node leftNode = left == i ? underfull : branch.children[left];
        Node rightNode = left == i ? branch.children[i + 1] : underfull;
        Node merged = leftNode.concat(branch.keys[left], rightNode);
        if (merged.width() <= MAX) {
            return branch.withMergedChildren(left, merged);
        }
        int half = merged.width() / 2;
        return branch.withRebalancedChildren(left, merged.head(half), merged.separatorAt(half), merged.tail(half));
    }

    // ---------------------------------------------------------------- keys

    /** The first eight bytes of a key as a big-endian long, padded with zero bytes when the key is shorter. */
    static long prefix(byte[] key) {
        return prefixAt(key, 0);
    }

    /**
     * The eight bytes of a key from {@code offset} on as a big-endian long, padded with zero bytes past the key's
     * end; {@code offset <= key.length}.
     */
    static long prefixAt(byte[] key, int offset) {
        if (key.length - offset >= Long.BYTES) {
            return (long) LONG_BIG_ENDIAN.get(key, offset);
        }
        long prefix = 0;
        for (int i = offset; i < offset + Long.BYTES; i++) {
            prefix = (prefix << 8) | (i < key.length ? key[i] & 0xFF : 0);
        }
        return prefix;
    }

    /** Unsigned lexicographic comparison, deciding by the prefixes when they differ (see the class comment). */
    private static int compare(byte[] a, long aPrefix, byte[] b, long bPrefix) {
        int order = Long.compareUnsigned(aPrefix, bPrefix);
        return order != 0 ? order : Arrays.compareUnsigned(a, b);
    }

    /**
     * The skip of sorted, distinct keys: the length of their longest common prefix when that is at least eight
     * bytes, otherwise 0. The common prefix of sorted keys is that of the first and the last, since every key
     * between them shares it; a single key's is its whole length, and no keys have none.
     */
    static int skipOf(byte[][] keys) {
        int n = keys.length;
        if (n == 0) {
            return 0;
        }
        if (prefix(keys[0]) != prefix(keys[n - 1])) {
            return 0; // they differ within eight bytes (or one is shorter): the common case, without a mismatch call
        }
        int common;
        if (n == 1) {
            common = keys[0].length;
        } else {
            int mismatch = Arrays.mismatch(keys[0], keys[n - 1]);
            common = mismatch < 0 ? keys[0].length : mismatch;
        }
        return common >= Long.BYTES ? common : 0;
    }

    /** Each key's eight bytes from {@code skip} on (see {@link #prefixAt}). */
    private static long[] prefixesAt(byte[][] keys, int skip) {
        long[] prefixes = new long[keys.length];
        for (int i = 0; i < keys.length; i++) {
            prefixes[i] = prefixAt(keys[i], skip);
        }
        return prefixes;
    }

    // ---------------------------------------------------------------- nodes

    /**
     * The first slot of {@code array[from, to)}, sorted unsigned, whose value is not below {@code value} ({@code to}
     * when none). Written without a data-dependent branch (the comparisons' outcomes move the range as numbers,
     * whichever way they go), because in a node's few cache lines of prefixes a mispredicted branch costs more than
     * the comparison. Package-private for its test.
     */
    static int firstNotBelow(long[] array, int from, int to, long value) {
        if (from == to) {
            return from;
        }
        int base = from;
        int length = to - from;
        // Quarters first: the three comparisons of a step read three independent slots, which the processor loads
        // side by side, so a node of 64 takes three steps of one load's latency each instead of six. The answer
        // stays in [base, base + length]: below base every value is below, and the range may reach further
        // right than it must (length - 3 quarters is at least a quarter), as the halving steps' does.
        while (length >= 4) {
            int quarter = length >>> 2;
            int below = (Long.compareUnsigned(array[base + quarter - 1], value) < 0 ? 1 : 0)
                    + (Long.compareUnsigned(array[base + 2 * quarter - 1], value) < 0 ? 1 : 0)
                    + (Long.compareUnsigned(array[base + 3 * quarter - 1], value) < 0 ? 1 : 0);
            base += below * quarter;
            length -= 3 * quarter;
        }
        while (length > 1) {
            int half = length >>> 1;
            base = Long.compareUnsigned(array[base + half - 1], value) < 0 ? base + half : base;
            length -= half;
        }
        return Long.compareUnsigned(array[base], value) < 0 ? base + 1 : base;
    }

    /**
     * How a node tells apart keys whose prefixes tie: {@code skip}, a length that every two neighbouring keys with
     * equal prefixes share (their first {@code skip} bytes are the same), and {@code prefixes}, the eight bytes from
     * there of each key that ties with a neighbour (0 for the others, which are never read). {@code prefixes} is null
     * when the node keeps none: {@link #NONE} when no two neighbouring prefixes are equal, {@link #UNUSABLE} when some
     * tied keys differ within their prefix's eight bytes (one ends there), so that a second window could not start
     * past the first.
     */
    private record Ties(int skip, long[] prefixes) {
        static final Ties NONE = new Ties(0, null);
        static final Ties UNUSABLE = new Ties(-1, null);

        /**
         * The ties of sorted keys with these prefixes (taken at {@code keySkip}), found by comparing every pair of
         * neighbours whose prefixes are equal: their smallest common length is the skip.
         */
        static Ties of(byte[][] keys, long[] prefixes, int keySkip) {
            int shared = Integer.MAX_VALUE;
            for (int i = 1; i < keys.length; i++) {
                if (prefixes[i - 1] == prefixes[i]) {
                    shared = Math.min(shared, Arrays.mismatch(keys[i - 1], keys[i]));
                }
            }
            if (shared == Integer.MAX_VALUE) {
                return NONE;
            }
            if (shared < keySkip + Long.BYTES) {
                return UNUSABLE;
            }
            long[] tied = new long[keys.length];
            for (int i = 0; i < keys.length; i++) {
                if (i > 0 && prefixes[i - 1] == prefixes[i] || i + 1 < keys.length && prefixes[i + 1] == prefixes[i]) {
                    tied[i] = prefixAt(keys[i], shared);
                }
            }
            return new Ties(shared, tied);
        }
    }

    /**
     * Sorted keys, the length {@code skip} of the head they all share, their prefixes taken after it, and how keys
     * with equal prefixes are told apart ({@link Ties}). Prefixes and ties are never modified after construction; a
     * leaf's values and a branch's children only by the {@link Edit} that owns the node, and a leaf's key slots only
     * by that edit, when the leaf's keys array is its own ({@link Leaf#ownsKeys}), each replaced by an array of the
     * same bytes ("Renewed keys").
     */
    private abstract static class Node {
        final byte[][] keys;
        /** Each key's eight bytes from {@link #skip} on: {@code prefixes[i] == prefixAt(keys[i], skip)}. */
        final long[] prefixes;
        /** The length of the keys' longest common prefix if at least eight bytes, else 0 ({@link #skipOf}). */
        final int skip;
        /** {@link Ties#skip}: the length that neighbouring keys with equal prefixes share. */
        final int tieSkip;
        /** {@link Ties#prefixes}: eight bytes from {@link #tieSkip} on of each key that ties, or null. */
        final long[] tiePrefixes;
        /**
         * The {@link Edit} whose copy this node is, or null: only writes under that edit change the node's
         * {@code values} or {@code children} in place (arrays the copy made for itself); every other write copies
         * it. Set once, right after construction, before the node is reachable from any tree.
         */
        Edit owner;

        /** A node of these keys with their skip, prefixes and ties computed. */
        Node(byte[][] keys) {
            this(keys, skipOf(keys));
        }

        private Node(byte[][] keys, int skip) {
            this(keys, prefixesAt(keys, skip), skip);
        }

        private Node(byte[][] keys, long[] prefixes, int skip) {
            this(keys, prefixes, skip, Ties.of(keys, prefixes, skip));
        }

        /** A node of these keys, whose skip, prefixes and ties the caller computed (or kept from a node). */
        Node(byte[][] keys, long[] prefixes, int skip, Ties ties) {
            this(keys, prefixes, skip, ties.skip(), ties.prefixes());
        }

        /** A node sharing another's keys, prefixes and ties (a value or child replaced). */
        Node(Node same) {
            this(same.keys, same.prefixes, same.skip, same.tieSkip, same.tiePrefixes);
        }

        /** A node of these keys, sharing another's prefixes and ties: the keys hold the same bytes as its. */
        Node(byte[][] keys, Node same) {
            this(keys, same.prefixes, same.skip, same.tieSkip, same.tiePrefixes);
        }

        private Node(byte[][] keys, long[] prefixes, int skip, int tieSkip, long[] tiePrefixes) {
            this.keys = keys;
            this.prefixes = prefixes;
            this.skip = skip;
            this.tieSkip = tieSkip;
            this.tiePrefixes = tiePrefixes;
        }

        /**
         * Binary search, as {@link Arrays#binarySearch}: the key's index, or -(insertion point) - 1.
         * {@code keyPrefix} is {@code prefix(key)}, the key's first eight bytes.
         */
        final int find(byte[] key, long keyPrefix) {
            int s = skip;
            long prefix = keyPrefix;
            if (s != 0) {
                int order = compareHead(key, keyPrefix);
                if (order != 0) {
                    return order < 0 ? -1 : -(keys.length + 1); // below or above every key
                }
                prefix = prefixAt(key, s);
            }
            int first = firstPrefixNotBelow(prefix);
            if (first == keys.length || prefixes[first] != prefix) {
                return -(first + 1); // no key shares the prefix: the prefixes alone place the key
            }
            if (tiePrefixes != null && first + 1 < keys.length && prefixes[first + 1] == prefix) {
                int end = first + 2;
                while (end < keys.length && prefixes[end] == prefix) {
                    end++;
                }
                return findInTies(first, end, key);
            }
            return findFrom(first, key, prefix);
        }

        /**
         * Binary search among the keys {@code [from, to)}, at least two, whose prefixes equal the key's. They share
         * their first {@link #tieSkip} bytes, and their {@link #tiePrefixes}, the eight bytes after, tell them apart
         * without reading them: the tie prefixes point to the one key that can equal the search key, and that key,
         * read once, answers both whether the search key shares the run's bytes (if not, it lies before or after
         * them all) and whether it is that key. Where {@link #findFrom} reads a key at every step of the search, this
         * reads one, and more only when tie prefixes tie too.
         */
        private int findInTies(int from, int to, byte[] key) {
            int t = tieSkip;
            if (key.length < t) { // shorter than what the run shares: it differs from them all, or is a prefix of all
                int order = Arrays.compareUnsigned(key, skip, key.length, keys[from], skip, t);
                return order < 0 ? -(from + 1) : -(to + 1);
            }
            long prefix = prefixAt(key, t);
            int c = firstNotBelow(tiePrefixes, from, to, prefix);
            byte[] near = keys[c < to ? c : to - 1];
            int differ = Arrays.mismatch(key, skip, t, near, skip, t);
            if (differ >= 0) { // not the run's shared bytes: below or above the whole run
                return Byte.compareUnsigned(key[skip + differ], near[skip + differ]) < 0 ? -(from + 1) : -(to + 1);
            }
            if (c == to || tiePrefixes[c] != prefix) {
                return -(c + 1);
            }
            int order = Arrays.compareUnsigned(near, t, near.length, key, t, key.length);
            if (order >= 0) {
                return order == 0 ? c : -(c + 1);
            }
            return search(tiePrefixes, t, c + 1, to - 1, key, prefix); // among later keys whose tie prefixes tie too
        }

        /**
         * The order of {@code key} against the shared head (skip >= 8): negative when the key is below every key
         * of the node (a smaller byte, or it ends within the head), positive when above, zero when it starts with
         * the head, which is read from {@code keys[0]} (a search that gets here compares with that key anyway when
         * the heads agree, so caching the head in the node would only make every node larger).
         */
        private int compareHead(byte[] key, long keyPrefix) {
            int s = skip;
            long head = prefix(keys[0]);
            if (keyPrefix != head) {
                return Long.compareUnsigned(keyPrefix, head);
            }
            if (key.length < s) {
                return Arrays.compareUnsigned(key, 0, key.length, keys[0], 0, s); // never 0: the lengths differ
            }
            return s == Long.BYTES ? 0 : Arrays.compareUnsigned(key, Long.BYTES, s, keys[0], Long.BYTES, s);
        }

        /** The first slot whose prefix is not below {@code prefix} (unsigned), as {@link #firstNotBelow}. */
        private int firstPrefixNotBelow(long prefix) {
            return firstNotBelow(prefixes, 0, prefixes.length, prefix);
        }

        /**
         * Binary search by prefix then full key among the slots from {@code from} on; the key starts with the
         * shared head, so full comparisons start after it.
         */
        private int findFrom(int from, byte[] key, long prefix) {
            return search(prefixes, skip, from, keys.length - 1, key, prefix);
        }

        /**
         * Binary search among the slots {@code [low, high]} by {@code windows} (each key's eight bytes from
         * {@code offset}, {@code prefix} the search key's), then by the full keys from {@code offset} on, which the
         * search key shares with all of them up to there.
         */
        private int search(long[] windows, int offset, int low, int high, byte[] key, long prefix) {
            while (low <= high) {
                int mid = (low + high) >>> 1;
                byte[] other = keys[mid];
                int order = Long.compareUnsigned(windows[mid], prefix);
                if (order == 0 && other != key) { // the same array, as Arrays.compareUnsigned(a, b) would notice
                    order = Arrays.compareUnsigned(other, offset, other.length, key, offset, key.length);
                }
                if (order < 0) {
                    low = mid + 1;
                } else if (order > 0) {
                    high = mid - 1;
                } else {
                    return mid;
                }
            }
            return -(low + 1);
        }

        /** Prefixes for {@code newKeys} with skip {@code newSkip}: this node's, edited, when the skip is unchanged. */
        final long[] insertedPrefixes(byte[][] newKeys, int newSkip, int i, byte[] key) {
            return newSkip == skip ? Arrays2.inserted(prefixes, i, prefixAt(key, skip)) : prefixesAt(newKeys, newSkip);
        }

        final long[] removedPrefixes(byte[][] newKeys, int newSkip, int i) {
            return newSkip == skip ? Arrays2.removed(prefixes, i) : prefixesAt(newKeys, newSkip);
        }

        final long[] replacedPrefixes(byte[][] newKeys, int newSkip, int i, byte[] key) {
            if (newSkip != skip) {
                return prefixesAt(newKeys, newSkip);
            }
            long[] newPrefixes = prefixes.clone();
            newPrefixes[i] = prefixAt(key, skip);
            return newPrefixes;
        }

        final long[] rangePrefixes(byte[][] newKeys, int newSkip, int from, int to) {
            return newSkip == skip ? Arrays.copyOfRange(prefixes, from, to) : prefixesAt(newKeys, newSkip);
        }

        /**
         * The skip of keys that become {@code newKeys} by inserting at, removing at or replacing slot {@code i} of
         * this node's: only the first and last keys decide it, so a change in between keeps this node's.
         */
        final int skipAfterChangeAt(byte[][] newKeys, int i) {
            return i == 0 || i >= keys.length - 1 ? skipOf(newKeys) : skip;
        }

        /**
         * The ties of {@code newKeys}, this node's keys with {@code key} inserted at slot {@code i} (prefixes
         * {@code newPrefixes} at skip {@code newSkip}): this node's, with the slot added, unless the skip changed.
         */
        final Ties insertedTies(byte[][] newKeys, long[] newPrefixes, int newSkip, int i) {
            if (newSkip != skip) {
                return Ties.of(newKeys, newPrefixes, newSkip);
            }
            long[] grown = tiePrefixes == null ? null : Arrays2.inserted(tiePrefixes, i, 0L);
            return tiesWithSlot(newKeys, newPrefixes, i, grown);
        }

        /** The ties after the key in slot {@code i} was replaced, as {@link #insertedTies}. */
        final Ties replacedTies(byte[][] newKeys, long[] newPrefixes, int newSkip, int i) {
            if (newSkip != skip) {
                return Ties.of(newKeys, newPrefixes, newSkip);
            }
            long[] edited = null;
            if (tiePrefixes != null) {
                edited = tiePrefixes.clone();
                edited[i] = 0;
            }
            return tiesWithSlot(newKeys, newPrefixes, i, edited);
        }

        /**
         * The ties after a removal: neighbours that tie after it tied with the removed key too (prefixes are sorted),
         * so this node's skip still holds and its tie prefixes lose a slot.
         */
        final Ties removedTies(byte[][] newKeys, long[] newPrefixes, int newSkip, int i) {
            if (newSkip != skip) {
                return Ties.of(newKeys, newPrefixes, newSkip);
            }
            return tiePrefixes == null ? ties() : new Ties(tieSkip, Arrays2.removed(tiePrefixes, i));
        }

        /** The ties of the keys {@code [from, to)}, which keep this node's when its skip holds for them. */
        final Ties rangeTies(byte[][] newKeys, long[] newPrefixes, int newSkip, int from, int to) {
            if (newSkip != skip) {
                return Ties.of(newKeys, newPrefixes, newSkip);
            }
            return tiePrefixes == null ? ties() : new Ties(tieSkip, Arrays.copyOfRange(tiePrefixes, from, to));
        }

        private Ties ties() {
            return tiePrefixes == null ? (tieSkip < 0 ? Ties.UNUSABLE : Ties.NONE) : new Ties(tieSkip, tiePrefixes);
        }

        /**
         * The ties of {@code newKeys} where only slot {@code i} holds a new key (inserted or replaced, the skip
         * unchanged) and {@code edited} is this node's tie prefixes resized to match (null when this node has none):
         * only the new key's pairs with its neighbours are new. When the new key ties with a neighbour, their common
         * length keeps this node's tie skip if it is at least as long; a shorter one means computing them anew.
         */
        private Ties tiesWithSlot(byte[][] newKeys, long[] newPrefixes, int i, long[] edited) {
            long prefix = newPrefixes[i];
            boolean left = i > 0 && newPrefixes[i - 1] == prefix;
            boolean right = i + 1 < newKeys.length && newPrefixes[i + 1] == prefix;
            if (!left && !right) {
                return edited == null ? ties() : new Ties(tieSkip, edited);
            }
            if (edited == null && tieSkip < 0) {
                return Ties.UNUSABLE;
            }
            int shared = Math.min(left ? Arrays.mismatch(newKeys[i - 1], newKeys[i]) : Integer.MAX_VALUE,
                    right ? Arrays.mismatch(newKeys[i], newKeys[i + 1]) : Integer.MAX_VALUE);
            int t;
            long[] tied;
            if (edited == null) { // no ties before: the new key's are the only ones
                if (shared < skip + Long.BYTES) {
                    return Ties.UNUSABLE;
                }
                t = shared;
                tied = new long[newKeys.length];
            } else if (shared >= tieSkip) {
                t = tieSkip;
                tied = edited;
            } else {
                return Ties.of(newKeys, newPrefixes, skip);
            }
            tied[i] = prefixAt(newKeys[i], t);
            if (left) {
                tied[i - 1] = prefixAt(newKeys[i - 1], t);
            }
            if (right) {
                tied[i + 1] = prefixAt(newKeys[i + 1], t);
            }
            return new Ties(t, tied);
        }

        /** Entries of a leaf, children of a branch: what MIN and MAX bound. */
        abstract int width();

        /** A node of the first {@code n} entries or children. */
        abstract Node head(int n);

        /** A node of the entries or children from {@code n} on. */
        abstract Node tail(int n);

        /** The key that separates {@code head(n)} from {@code tail(n)} in a parent. */
        abstract byte[] separatorAt(int n);

        /** This node followed by its right neighbour, which the parent separates by {@code separator}. */
        abstract Node concat(byte[] separator, Node right);
    }

    private static final class Leaf extends Node {
        final Object[] values;
        /**
         * Whether {@code keys} is an array this leaf's {@link #owner} made for it ({@link #withKeyAndValue}), whose
         * slots that edit may replace in place; set with the owner, before the leaf is reachable from any tree.
         */
        boolean ownsKeys;

        Leaf(byte[][] keys, Object[] values) {
            super(keys);
            this.values = values;
        }

        Leaf(byte[][] keys, long[] prefixes, int skip, Ties ties, Object[] values) {
            super(keys, prefixes, skip, ties);
            this.values = values;
        }

        /** The same keys as {@code same}, with these values. */
        Leaf(Leaf same, Object[] values) {
            super(same);
            this.values = values;
        }

        @Override
        int width() {
            return keys.length;
        }

        /** The slot holding this very array (compared by reference, no key read), or -1. */
        int slotOf(byte[] key) {
            byte[][] k = keys;
            for (int i = 0; i < k.length; i++) {
                if (k[i] == key) {
                    return i;
                }
            }
            return -1;
        }

        /**
         * Same keys (shared, not copied), one value replaced: in place when this leaf is {@code edit}'s own copy,
         * otherwise in a copy that {@code edit} (when not null) owns.
         */
        Leaf withValue(int i, Object value, Edit edit) {
            if (edit != null && owner == edit) {
                values[i] = value;
                return this;
            }
            Object[] newValues = values.clone();
            newValues[i] = value;
            Leaf copy = new Leaf(this, newValues);
            copy.owner = edit;
            return copy;
        }

        /**
         * The same entries with slot {@code i} holding {@code key}, an array of the same bytes as the key there, and
         * {@code value}: in place when this leaf is {@code edit}'s own copy with keys of its own, otherwise in a copy
         * of the keys array (and of the values, unless the edit owns them) that {@code edit} (when not null) owns.
         * The prefixes and ties are the same bytes', shared.
         */
        Leaf withKeyAndValue(int i, byte[] key, Object value, Edit edit) {
            boolean owned = edit != null && owner == edit;
            if (owned && ownsKeys) {
                keys[i] = key;
                values[i] = value;
                return this;
            }
            byte[][] newKeys = keys.clone();
            newKeys[i] = key;
            Object[] newValues = owned ? values : values.clone();
            newValues[i] = value;
            Leaf copy = new Leaf(newKeys, this, newValues);
            copy.owner = edit;
            copy.ownsKeys = edit != null;
            return copy;
        }

        /** These keys, of the same bytes as {@code same}'s, with its prefixes and ties, and these values. */
        Leaf(byte[][] keys, Leaf same, Object[] values) {
            super(keys, same);
            this.values = values;
        }

        Leaf inserted(int i, byte[] key, Object value) {
            byte[][] newKeys = Arrays2.inserted(keys, i, key);
            // Inserting at either end (i == keys.length included) may shorten the shared head.
            int newSkip = i == 0 || i == keys.length ? skipOf(newKeys) : skip;
            long[] newPrefixes = insertedPrefixes(newKeys, newSkip, i, key);
            return new Leaf(newKeys, newPrefixes, newSkip, insertedTies(newKeys, newPrefixes, newSkip, i),
                    Arrays2.inserted(values, i, value));
        }

        Leaf removed(int i) {
            byte[][] newKeys = Arrays2.removed(keys, i);
            int newSkip = skipAfterChangeAt(newKeys, i);
            long[] newPrefixes = removedPrefixes(newKeys, newSkip, i);
            return new Leaf(newKeys, newPrefixes, newSkip, removedTies(newKeys, newPrefixes, newSkip, i),
                    Arrays2.removed(values, i));
        }

        @Override
        Leaf head(int n) {
            byte[][] newKeys = Arrays.copyOf(keys, n);
            int newSkip = skipOf(newKeys);
            long[] newPrefixes = rangePrefixes(newKeys, newSkip, 0, n);
            return new Leaf(newKeys, newPrefixes, newSkip, rangeTies(newKeys, newPrefixes, newSkip, 0, n),
                    Arrays.copyOf(values, n));
        }

        @Override
        Leaf tail(int n) {
            int end = keys.length;
            byte[][] newKeys = Arrays.copyOfRange(keys, n, end);
            int newSkip = skipOf(newKeys);
            long[] newPrefixes = rangePrefixes(newKeys, newSkip, n, end);
            return new Leaf(newKeys, newPrefixes, newSkip, rangeTies(newKeys, newPrefixes, newSkip, n, end),
                    Arrays.copyOfRange(values, n, end));
        }

        @Override
        byte[] separatorAt(int n) {
            return keys[n];
        }

        /** Leaves need no separator: the right leaf's keys follow on. */
        @Override
        Leaf concat(byte[] separator, Node right) {
            Leaf other = (Leaf) right;
            byte[][] newKeys = Arrays2.concat(keys, other.keys);
            int newSkip = skipOf(newKeys);
            long[] newPrefixes = newSkip == skip && newSkip == other.skip
                    ? Arrays2.concat(prefixes, other.prefixes)
                    : prefixesAt(newKeys, newSkip);
            return new Leaf(newKeys, newPrefixes, newSkip, Ties.of(newKeys, newPrefixes, newSkip),
                    Arrays2.concat(values, other.values));
        }
    }

    /** {@code children.length == keys.length + 1}; child {@code i} holds the keys in {@code [keys[i-1], keys[i])}. */
    private static final class Branch extends Node {
        final Node[] children;

        Branch(byte[][] keys, Node[] children) {
            super(keys);
            this.children = children;
        }

        Branch(byte[][] keys, long[] prefixes, int skip, Ties ties, Node[] children) {
            super(keys, prefixes, skip, ties);
            this.children = children;
        }

        /** The same separators as {@code same}, with these children. */
        Branch(Branch same, Node[] children) {
            super(same);
            this.children = children;
        }

        @Override
        int width() {
            return children.length;
        }

        /** The child whose range holds {@code key}: keys equal to a separator belong to its right. */
        int childFor(byte[] key, long prefix) {
            int i = find(key, prefix);
            return i >= 0 ? i + 1 : -i - 1;
        }

        /** Same separators (shared, not copied), one child replaced: in place or in a copy, as in {@link Leaf}. */
        Branch withChild(int i, Node child, Edit edit) {
            if (edit != null && owner == edit) {
                children[i] = child;
                return this;
            }
            Node[] newChildren = children.clone();
            newChildren[i] = child;
            Branch copy = new Branch(this, newChildren);
            copy.owner = edit;
            return copy;
        }

        /** Child {@code i} replaced by two, split at {@code separator}. */
        Branch withSplitChild(int i, Node left, byte[] separator, Node right) {
            Node[] newChildren = Arrays2.inserted(children, i + 1, right);
            newChildren[i] = left;
            byte[][] newKeys = Arrays2.inserted(keys, i, separator);
            int newSkip = i == 0 || i == keys.length ? skipOf(newKeys) : skip;
            long[] newPrefixes = insertedPrefixes(newKeys, newSkip, i, separator);
            return new Branch(newKeys, newPrefixes, newSkip, insertedTies(newKeys, newPrefixes, newSkip, i),
                    newChildren);
        }

        /** Children {@code i} and {@code i + 1} replaced by one, the separator between them dropped. */
        Branch withMergedChildren(int i, Node merged) {
            Node[] newChildren = Arrays2.removed(children, i + 1);
            newChildren[i] = merged;
            byte[][] newKeys = Arrays2.removed(keys, i);
            int newSkip = skipAfterChangeAt(newKeys, i);
            long[] newPrefixes = removedPrefixes(newKeys, newSkip, i);
            return new Branch(newKeys, newPrefixes, newSkip, removedTies(newKeys, newPrefixes, newSkip, i),
                    newChildren);
        }

        /** Children {@code i} and {@code i + 1} replaced by two others, with a new separator between them. */
        Branch withRebalancedChildren(int i, Node left, byte[] separator, Node right) {
            Node[] newChildren = children.clone();
            newChildren[i] = left;
            newChildren[i + 1] = right;
            byte[][] newKeys = keys.clone();
            newKeys[i] = separator;
            int newSkip = skipAfterChangeAt(newKeys, i);
            long[] newPrefixes = replacedPrefixes(newKeys, newSkip, i, separator);
            return new Branch(newKeys, newPrefixes, newSkip, replacedTies(newKeys, newPrefixes, newSkip, i),
                    newChildren);
        }

        @Override
        Branch head(int n) {
            byte[][] newKeys = Arrays.copyOf(keys, n - 1);
            int newSkip = skipOf(newKeys);
            long[] newPrefixes = rangePrefixes(newKeys, newSkip, 0, n - 1);
            return new Branch(newKeys, newPrefixes, newSkip, rangeTies(newKeys, newPrefixes, newSkip, 0, n - 1),
                    Arrays.copyOf(children, n));
        }

        @Override
        Branch tail(int n) {
            byte[][] newKeys = Arrays.copyOfRange(keys, n, keys.length);
            int newSkip = skipOf(newKeys);
            long[] newPrefixes = rangePrefixes(newKeys, newSkip, n, keys.length);
            return new Branch(newKeys, newPrefixes, newSkip,
                    rangeTies(newKeys, newPrefixes, newSkip, n, keys.length),
                    Arrays.copyOfRange(children, n, children.length));
        }

        /** The separator between child n - 1 and child n, which moves up to the parent. */
        @Override
        byte[] separatorAt(int n) {
            return keys[n - 1];
        }

        /** The parent's separator comes down between the two children's separators. */
        @Override
        Branch concat(byte[] separator, Node right) {
            Branch other = (Branch) right;
            byte[][] newKeys = Arrays2.concat(Arrays2.inserted(keys, keys.length, separator), other.keys);
            int newSkip = skipOf(newKeys);
            long[] newPrefixes = newSkip == skip && newSkip == other.skip
                    ? Arrays2.concat(Arrays2.inserted(prefixes, prefixes.length, prefixAt(separator, newSkip)),
                            other.prefixes)
                    : prefixesAt(newKeys, newSkip);
            return new Branch(newKeys, newPrefixes, newSkip, Ties.of(newKeys, newPrefixes, newSkip),
                    Arrays2.concat(children, other.children));
        }
    }

    /** Copies of arrays with one slot inserted or removed, or two arrays joined. */
    private static final class Arrays2 {
        private Arrays2() {
        }

        static <T> T[] inserted(T[] array, int i, T element) {
            T[] copy = Arrays.copyOf(array, array.length + 1);
            System.arraycopy(array, i, copy, i + 1, array.length - i);
            copy[i] = element;
            return copy;
        }

        static long[] inserted(long[] array, int i, long element) {
            long[] copy = Arrays.copyOf(array, array.length + 1);
            System.arraycopy(array, i, copy, i + 1, array.length - i);
            copy[i] = element;
            return copy;
        }

        static <T> T[] removed(T[] array, int i) {
            T[] copy = Arrays.copyOf(array, array.length - 1);
            System.arraycopy(array, i + 1, copy, i, array.length - i - 1);
            return copy;
        }

        static long[] removed(long[] array, int i) {
            long[] copy = Arrays.copyOf(array, array.length - 1);
            System.arraycopy(array, i + 1, copy, i, array.length - i - 1);
            return copy;
        }

        static <T> T[] concat(T[] a, T[] b) {
            T[] copy = Arrays.copyOf(a, a.length + b.length);
            System.arraycopy(b, 0, copy, a.length, b.length);
            return copy;
        }

        static long[] concat(long[] a, long[] b) {
            long[] copy = Arrays.copyOf(a, a.length + b.length);
            System.arraycopy(b, 0, copy, a.length, b.length);
            return copy;
        }
    }

    // ---------------------------------------------------------------- iteration

    /**
     * A position in the tree: the branches from the root down and the child taken in each, then a leaf and an
     * entry in it. Stepping within a leaf is an index change; stepping off its end climbs to the nearest branch
     * with a further child and descends that child's near edge, which is O(1) amortised.
     */
    private static final class Cursor<V> implements Iterator<Map.Entry<byte[], V>> {
        /** How many entries {@link #touchAhead} fetches: a Query page is often about ten. */
        private static final int AHEAD = 16;
        /**
         * Where {@link #touchAhead} leaves its sum, so that the compiler keeps the loads; never read. A field of the
         * cursor, not a static one: a shared field written by every read would bounce its cache line between the
         * cores of concurrent readers.
         */
        @SuppressWarnings("unused")
        private int touched;

        private final Branch[] path;
        private final int[] slots;
        private final boolean ascending;
        private final byte[] end;
        private final long endPrefix;
        private final boolean endInclusive;
        /** The leaf of the next entry, or null when the iteration is over. */
        private Leaf leaf;
        private int slot;

        /** Starts at {@code start} and stops at {@code end}, in the given direction; a null bound is unbounded. */
        Cursor(KeyTree<V> tree, byte[] start, boolean startInclusive, byte[] end, boolean endInclusive,
                boolean ascending) {
            this.path = new Branch[tree.height];
            this.slots = new int[tree.height];
            this.ascending = ascending;
            this.end = end;
            this.endPrefix = end == null ? 0 : prefix(end);
            this.endInclusive = endInclusive;
            long startPrefix = start == null ? 0 : prefix(start);
            Node node = tree.root;
            for (int depth = 0; depth < path.length; depth++) {
                Branch branch = (Branch) node;
                int i = start != null ? branch.childFor(start, startPrefix) : ascending ? 0 : branch.width() - 1;
                path[depth] = branch;
                slots[depth] = i;
                node = branch.children[i];
            }
            leaf = (Leaf) node;
            slot = start == null ? (ascending ? 0 : leaf.width() - 1) : firstSlot(start, startPrefix, startInclusive);
            settle();
            touchAhead();
        }

        /**
         * Reads one word of each of the next {@link #AHEAD} keys and values in the leaf, so that the processor fetches
         * their cache lines all at once instead of one entry after the other as the iteration reaches them.
         *
         * <p>On a large table the entries a read returns are rarely in the caches (the code under test ran between
         * two calls). Each entry's key and value are objects of their own, and walking the leaf, the cursor waits for
         * one entry's memory before it asks for the next: ten entries, twenty waits in a row. These loads depend on
         * nothing but the leaf's arrays, so the processor issues them together and the waits overlap. Costs a few
         * nanoseconds when the entries are cached; the entries touched past a read's end are never waited for.
         */
        private void touchAhead() {
            Leaf at = leaf;
            if (at == null) {
                return;
            }
            byte[][] keys = at.keys;
            Object[] values = at.values;
            int sum = 0;
            if (ascending) {
                for (int i = slot, last = Math.min(keys.length, slot + AHEAD); i < last; i++) {
                    sum += keys[i].length + (values[i].getClass() == Leaf.class ? 1 : 0);
                }
            } else {
                for (int i = slot, last = Math.max(-1, slot - AHEAD); i > last; i--) {
                    sum += keys[i].length + (values[i].getClass() == Leaf.class ? 1 : 0);
                }
            }
            touched = sum; // a use of the loads, so that the compiler keeps them
        }

        /** The slot in {@code leaf} of the first entry at or past {@code start}; it may be just off either end. */
        private int firstSlot(byte[] start, long startPrefix, boolean inclusive) {
            int i = leaf.find(start, startPrefix);
            if (i >= 0) {
                return inclusive ? i : ascending ? i + 1 : i - 1;
            }
            int insertionPoint = -i - 1;
            return ascending ? insertionPoint : insertionPoint - 1;
        }

        /** Moves off a leaf's end to the neighbouring leaf, then ends the iteration if past the end bound. */
        private void settle() {
            if (slot < 0 || slot >= leaf.width()) {
                neighbourLeaf();
            }
            if (leaf != null && end != null && pastEnd()) {
                leaf = null;
            }
        }

        private boolean pastEnd() {
            byte[] key = leaf.keys[slot];
            int order = compare(key, prefix(key), end, endPrefix); // leaf prefixes start after its skip
            if (!ascending) {
                order = -order;
            }
            return order > 0 || (order == 0 && !endInclusive);
        }

        /** The next leaf in the iteration's direction, at its near end; null leaf when there is none. */
        private void neighbourLeaf() {
            int depth = path.length - 1;
            while (depth >= 0 && !(ascending ? slots[depth] < path[depth].width() - 1 : slots[depth] > 0)) {
                depth--;
            }
            if (depth < 0) {
                leaf = null;
                return;
            }
            slots[depth] += ascending ? 1 : -1;
            Node node = path[depth].children[slots[depth]];
            for (depth++; depth < path.length; depth++) {
                Branch branch = (Branch) node;
                path[depth] = branch;
                slots[depth] = ascending ? 0 : branch.width() - 1;
                node = branch.children[slots[depth]];
            }
            leaf = (Leaf) node;
            slot = ascending ? 0 : leaf.width() - 1;
            touchAhead();
        }

        @Override
        public boolean hasNext() {
            return leaf != null;
        }

        @Override
        @SuppressWarnings("unchecked")
        public Map.Entry<byte[], V> next() {
            if (leaf == null) {
                throw new NoSuchElementException();
            }
            Map.Entry<byte[], V> entry = new AbstractMap.SimpleImmutableEntry<>(leaf.keys[slot], (V) leaf.values[slot]);
            slot += ascending ? 1 : -1;
            settle();
            return entry;
        }
    }

    // ---------------------------------------------------------------- invariants (for tests)

    /** Throws IllegalStateException unless every structural invariant holds; O(n). */
    void checkInvariants() {
        int[] leafDepth = {-1};
        int counted = check(root, null, null, 0, leafDepth, true);
        require(counted == size, "cached size " + size + " but " + counted + " entries");
        require(leafDepth[0] == height, "cached height " + height + " but leaves at depth " + leafDepth[0]);
        require(!(root instanceof Branch) || root.width() >= 2, "root branch with fewer than two children");
    }

    /** Checks a subtree whose keys must lie in {@code [low, high)} (null: unbounded); returns its entry count. */
    private static int check(Node node, byte[] low, byte[] high, int depth, int[] leafDepth, boolean isRoot) {
        require(node.width() <= MAX, "node wider than MAX: " + node.width());
        require(isRoot || node.width() >= MIN, "non-root node narrower than MIN: " + node.width());
        for (int i = 0; i < node.keys.length; i++) {
            byte[] key = node.keys[i];
            require(node.prefixes[i] == prefixAt(key, node.skip), "prefix inconsistent with its key");
            require(i == 0 || Arrays.compareUnsigned(node.keys[i - 1], key) < 0, "keys not strictly ascending");
            require(low == null || Arrays.compareUnsigned(low, key) <= 0, "key below its subtree's bound");
            require(high == null || Arrays.compareUnsigned(key, high) < 0, "key at or above its subtree's bound");
        }
        // The skip is exactly the longest common prefix of all the keys, found here without the first-and-last
        // shortcut of skipOf.
        int common = node.keys.length == 0 ? 0 : node.keys[0].length;
        for (byte[] key : node.keys) {
            int mismatch = Arrays.mismatch(node.keys[0], key);
            common = mismatch < 0 ? common : Math.min(common, mismatch);
        }
        int expectedSkip = common >= Long.BYTES ? common : 0;
        require(node.skip == expectedSkip, "skip " + node.skip + " but the keys share " + common + " bytes");
        checkTies(node);
        if (node instanceof Leaf leaf) {
            require(leaf.values.length == leaf.keys.length, "leaf with " + leaf.values.length + " values");
            require(leafDepth[0] < 0 || leafDepth[0] == depth, "leaves at different depths");
            leafDepth[0] = depth;
            return leaf.width();
        }
        Branch branch = (Branch) node;
        require(branch.keys.length == branch.children.length - 1, "branch separators and children mismatch");
        int count = 0;
        for (int i = 0; i < branch.children.length; i++) {
            byte[] childLow = i == 0 ? low : branch.keys[i - 1];
            byte[] childHigh = i == branch.keys.length ? high : branch.keys[i];
            count += check(branch.children[i], childLow, childHigh, depth + 1, leafDepth, false);
        }
        return count;
    }

    /**
     * A node's ties ({@link Ties}): with tie prefixes, every two neighbours with equal prefixes share the tie skip,
     * which starts past the prefixes' eight bytes, and each key with such a neighbour has its tie prefix; with none,
     * {@link Ties#NONE} only when no two neighbours have equal prefixes.
     */
    private static void checkTies(Node node) {
        byte[][] keys = node.keys;
        boolean anyTie = false;
        for (int i = 1; i < keys.length; i++) {
            if (node.prefixes[i - 1] != node.prefixes[i]) {
                continue;
            }
            anyTie = true;
            if (node.tiePrefixes == null) {
                continue;
            }
            int shared = Arrays.mismatch(keys[i - 1], keys[i]);
            require(shared >= node.tieSkip, "neighbours with equal prefixes share " + shared + " bytes, fewer than "
                    + "the tie skip " + node.tieSkip);
            require(node.tiePrefixes[i - 1] == prefixAt(keys[i - 1], node.tieSkip)
                    && node.tiePrefixes[i] == prefixAt(keys[i], node.tieSkip), "tie prefix inconsistent with its key");
        }
        if (node.tiePrefixes != null) {
            require(node.tiePrefixes.length == keys.length, "tie prefixes and keys mismatch");
            require(node.tieSkip >= node.skip + Long.BYTES, "tie skip " + node.tieSkip + " within the prefixes");
        } else {
            require(node.tieSkip == 0 || node.tieSkip == -1, "tie skip " + node.tieSkip + " without tie prefixes");
            require(node.tieSkip != 0 || !anyTie, "equal prefixes in a node that records none");
        }
    }

    private static void require(boolean condition, String message) {
        if (!condition) {
            throw new IllegalStateException(message);
        }
    }
}
