package dev.dynamofixtures.core.internal.storage;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.NoSuchElementException;
import java.util.Random;
import java.util.TreeMap;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.RandomDistribution;
import net.jqwik.api.Tuple;
import net.jqwik.api.statistics.Statistics;
import org.junit.jupiter.api.Test;

/** The B+tree behaves as a TreeMap under unsigned byte order, keeps its shape, and never changes an old version. */
class KeyTreeTest {
    @Test
    void the_search_of_a_nodes_prefixes_finds_the_first_not_below_as_a_scan_does_for_every_range_and_value() {
        Random random = new Random(11);
        for (int round = 0; round < 400; round++) {
            int n = random.nextInt(70);
            long[] array = new long[n];
            for (int i = 0; i < n; i++) { // few distinct values, some negative (above every positive, unsigned)
                array[i] = random.nextInt(3) == 0 ? -1L - random.nextInt(4) : random.nextInt(2 * n + 1);
            }
            Long[] boxed = Arrays.stream(array).boxed().toArray(Long[]::new);
            Arrays.sort(boxed, Long::compareUnsigned);
            for (int i = 0; i < n; i++) {
                array[i] = boxed[i];
            }
            int from = n == 0 ? 0 : random.nextInt(n + 1);
            int to = from + random.nextInt(n - from + 1);
            List<Long> values = new ArrayList<>(List.of(0L, -1L, Long.MIN_VALUE, Long.MAX_VALUE));
            for (long v : array) {
                values.add(v);
                values.add(v + 1);
                values.add(v - 1);
            }
            for (long value : values) {
                int expected = from;
                while (expected < to && Long.compareUnsigned(array[expected], value) < 0) {
                    expected++;
                }
                assertThat(KeyTree.firstNotBelow(array, from, to, value))
                        .as("first not below %s in %s[%d, %d)", Long.toUnsignedString(value), Arrays.toString(array),
                                from, to)
                        .isEqualTo(expected);
            }
        }
    }


    // ---------------------------------------------------------------- model-based property

    /** What one step of a random history does. */
    enum Kind { PUT, REMOVE_PRESENT, REMOVE_ANY }

    /** A step: put {@code key}, remove {@code key}, or remove the present key chosen by {@code choice}. */
    record Op(Kind kind, byte[] key, int choice) {
        @Override
        public String toString() {
            return kind + " " + Arrays.toString(key) + (kind == Kind.REMOVE_PRESENT ? " #" + choice : "");
        }
    }

    /** A random range query: bounds (null for none), inclusiveness and direction. */
    record Range(byte[] low, boolean lowInclusive, byte[] high, boolean highInclusive, boolean ascending) {
    }

    /**
     * A third of the keys behind long shared heads ({@link #keyWithLongHead}), so nodes skip their heads; the
     * rest of 0–12 bytes whose 8-byte prefixes often collide: half behind one shared 8-byte head, differing only
     * after byte eight; an eighth of 0–7 bytes of only 00 and 01, so short keys meet the same key followed by zero
     * bytes ({@code 01} against {@code 01 00}); the rest of 0–7 or 8–12 bytes. Half of all bytes come from 00, 01,
     * 7F, 80 and FF. Each key is drawn from a seed, because jqwik's own byte arrays repeat themselves too often
     * for the tree to grow past two levels in a few thousand steps.
     */
    @Provide
    Arbitrary<byte[]> keys() {
        return Arbitraries.longs().withDistribution(RandomDistribution.uniform()).map(KeyTreeTest::keyFrom);
    }

    static byte[] keyFrom(long seed) {
        Random random = new Random(seed);
        if (random.nextInt(3) == 0) {
            return keyWithLongHead(random);
        }
        int kind = random.nextInt(8);
        if (kind == 0) {
            byte[] tiny = new byte[random.nextInt(8)];
            for (int i = 0; i < tiny.length; i++) {
                tiny[i] = (byte) random.nextInt(2);
            }
            return tiny;
        }
        boolean shared = kind >= 4;
        int length = shared ? 8 + random.nextInt(7) : kind == 1 ? random.nextInt(8) : 8 + random.nextInt(5);
        byte[] letters = {0x00, 0x01, 0x7F, (byte) 0x80, (byte) 0xFF};
        byte[] key = new byte[length];
        for (int i = 0; i < length; i++) {
            key[i] = random.nextBoolean() ? letters[random.nextInt(letters.length)] : (byte) random.nextInt(256);
        }
        if (shared) {
            System.arraycopy(SHARED_HEAD, 0, key, 0, SHARED_HEAD.length);
        }
        return key;
    }

    private static final byte[] SHARED_HEAD = {0, 0, 0, 0, 0, 0, 0, 1};

    /**
     * Keys behind long shared heads, as the items of one partition share a hash and partition value: one of three
     * 20-byte heads (two differing only in their last byte, so nodes straddling them share 19 bytes) followed by a
     * tail of 0–8 bytes, mostly from a small alphabet, so that nodes share heads of many lengths, keys end inside or right
     * at another node's head, and prefixes taken after the head still tie. Sometimes the key is cut short inside its
     * head: a proper prefix of every key behind that head.
     */
    private static byte[] keyWithLongHead(Random random) {
        byte[] head = LONG_HEADS[random.nextInt(LONG_HEADS.length)];
        if (random.nextInt(20) == 0) {
            return Arrays.copyOf(head, random.nextInt(head.length + 1));
        }
        byte[] key = Arrays.copyOf(head, head.length + random.nextInt(9));
        byte[] letters = {0x00, 0x01, 0x02, 0x7F, (byte) 0x80, (byte) 0xFF};
        for (int i = head.length; i < key.length; i++) {
            key[i] = random.nextBoolean() ? (byte) random.nextInt(256) : letters[random.nextInt(letters.length)];
        }
        return key;
    }

    private static final byte[][] LONG_HEADS = {
        {7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 1},
        {7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 2},
        {0, 0, 0, 0, 0, 0, 0, 1, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9},
    };

    /**
     * A growth phase (mostly puts) then a shrinking phase (mostly removals), up to 4,200 steps in all: two levels at
     * fan-out 64 ({@link KeyTree#MAX}), and the root collapsing again. Trees three levels deep, whose branches below
     * the root split, borrow and merge, take some 3,000 distinct keys, too many for a history checked and replayed
     * at every step: {@link #random_puts_and_removals_three_levels_deep_agree_with_a_tree_map_and_keep_the_shape}.
     */
    @Provide
    Arbitrary<List<Op>> histories() {
        Arbitrary<Op> put = keys().map(key -> new Op(Kind.PUT, key, 0));
        Arbitrary<Op> removePresent = Arbitraries.integers().greaterOrEqual(0)
                .map(i -> new Op(Kind.REMOVE_PRESENT, null, i));
        Arbitrary<Op> removeAny = keys().map(key -> new Op(Kind.REMOVE_ANY, key, 0));
        Arbitrary<Op> growing = Arbitraries.frequencyOf(
                Tuple.of(18, put), Tuple.of(1, removePresent), Tuple.of(1, removeAny));
        Arbitrary<Op> shrinking = Arbitraries.frequencyOf(
                Tuple.of(2, put), Tuple.of(7, removePresent), Tuple.of(1, removeAny));
        Arbitrary<List<Op>> growth = growing.list().ofMinSize(1_800).ofMaxSize(2_600)
                .withSizeDistribution(RandomDistribution.uniform());
        Arbitrary<List<Op>> shrinkage = shrinking.list().ofMaxSize(1_600)
                .withSizeDistribution(RandomDistribution.uniform());
        return Combinators.combine(growth, shrinkage).as((a, b) -> {
            List<Op> all = new ArrayList<>(a);
            all.addAll(b);
            return all;
        });
    }

    @Provide
    Arbitrary<List<Range>> ranges() {
        Arbitrary<byte[]> bound = keys().injectNull(0.2);
        Arbitrary<Boolean> flag = Arbitraries.of(true, false);
        return Combinators.combine(bound, flag, bound, flag, flag).as(Range::new).list().ofSize(40);
    }

    @Property(tries = 30)
    void random_histories_agree_with_a_tree_map_and_keep_the_b_tree_shape(@ForAll("histories") List<Op> history,
            @ForAll("ranges") List<Range> ranges) {
        // given
        KeyTree<String> tree = KeyTree.empty();
        TreeMap<byte[], String> model = new TreeMap<>(Arrays::compareUnsigned);
        List<KeyTree<String>> versions = new ArrayList<>();
        versions.add(tree);
        int step = 0;
        int tallest = 0;
        // when
        for (Op op : history) {
            byte[] key = keyOf(op, model);
            if (op.kind() == Kind.PUT) {
                String value = "v" + step;
                tree = tree.plus(key, value);
                model.put(key, value);
                assertThat(tree.get(key)).isEqualTo(value);
            } else {
                KeyTree<String> before = tree;
                boolean present = model.remove(key) != null;
                tree = tree.minus(key);
                assertThat(tree.get(key)).isNull();
                if (!present) {
                    assertThat(tree).isSameAs(before);
                }
            }
            // then, after every step
            tree.checkInvariants();
            assertThat(tree.size()).isEqualTo(model.size());
            assertThat(tree.isEmpty()).isEqualTo(model.isEmpty());
            versions.add(tree);
            tallest = Math.max(tallest, tree.height());
            step++;
        }
        Statistics.label("greatest height").collect(tallest);
        Statistics.label("final height").collect(tree.height());
        // then, at the end
        for (byte[] key : model.keySet()) {
            assertThat(tree.get(key)).isEqualTo(model.get(key));
        }
        assertThat(render(tree.iterator())).isEqualTo(render(model));
        assertThat(render(tree.iterator(null, true, null, true, false))).isEqualTo(render(model.descendingMap()));
        for (Range range : ranges) {
            assertThat(render(iterate(tree, range))).as("%s", range).isEqualTo(render(slice(model, range)));
        }
        assertVersionsReplayTheHistory(versions, history);
    }

    /** Replays the history on a fresh model and checks every kept version against it, step by step. */
    private static void assertVersionsReplayTheHistory(List<KeyTree<String>> versions, List<Op> history) {
        TreeMap<byte[], String> model = new TreeMap<>(Arrays::compareUnsigned);
        assertThat(render(versions.get(0).iterator())).isEqualTo(render(model));
        for (int step = 0; step < history.size(); step++) {
            Op op = history.get(step);
            byte[] key = keyOf(op, model);
            if (op.kind() == Kind.PUT) {
                model.put(key, "v" + step);
            } else {
                model.remove(key);
            }
            KeyTree<String> version = versions.get(step + 1);
            assertThat(version.size()).isEqualTo(model.size());
            assertThat(render(version.iterator())).as("version %d", step + 1).isEqualTo(render(model));
        }
    }

    private static byte[] keyOf(Op op, TreeMap<byte[], String> model) {
        if (op.kind() != Kind.REMOVE_PRESENT) {
            return op.key();
        }
        if (model.isEmpty()) {
            return new byte[] {42};
        }
        // The choice-th present key, walked to from the nearer end (TreeMap has no positional access).
        int index = op.choice() % model.size();
        boolean fromStart = index < model.size() / 2;
        Iterator<byte[]> keys = fromStart ? model.keySet().iterator() : model.descendingKeySet().iterator();
        int steps = fromStart ? index : model.size() - 1 - index;
        byte[] key = keys.next();
        for (int i = 0; i < steps; i++) {
            key = keys.next();
        }
        return key;
    }

    private static Iterator<Map.Entry<byte[], String>> iterate(KeyTree<String> tree, Range r) {
        return tree.iterator(r.low(), r.lowInclusive(), r.high(), r.highInclusive(), r.ascending());
    }

    private static NavigableMap<byte[], String> slice(TreeMap<byte[], String> model, Range r) {
        if (r.low() != null && r.high() != null) {
            int order = Arrays.compareUnsigned(r.low(), r.high());
            if (order > 0 || (order == 0 && !(r.lowInclusive() && r.highInclusive()))) {
                return new TreeMap<>(Arrays::compareUnsigned);
            }
        }
        NavigableMap<byte[], String> slice = model;
        if (r.low() != null) {
            slice = slice.tailMap(r.low(), r.lowInclusive());
        }
        if (r.high() != null) {
            slice = slice.headMap(r.high(), r.highInclusive());
        }
        return r.ascending() ? slice : slice.descendingMap();
    }

    // ---------------------------------------------------------------- prefixes

    @Test
    void keys_sharing_their_first_eight_bytes_or_differing_only_by_trailing_zero_bytes_are_told_apart() {
        // given: every pair here has equal padded prefixes
        byte[][] keys = {
            {}, {0}, {0, 0}, {0, 0, 0, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0, 0, 0, 0},
            {1}, {1, 0}, {1, 0, 0, 0, 0, 0, 0, 0}, {1, 0, 0, 0, 0, 0, 0, 0, 0},
            {1, 2, 3, 4, 5, 6, 7, 8}, {1, 2, 3, 4, 5, 6, 7, 8, 0}, {1, 2, 3, 4, 5, 6, 7, 8, 1},
            {1, 2, 3, 4, 5, 6, 7, 8, (byte) 0xFF}, {(byte) 0xFF}, {(byte) 0xFF, (byte) 0xFF},
        };
        KeyTree<Integer> tree = KeyTree.empty();
        // when
        for (int i = keys.length - 1; i >= 0; i--) {
            tree = tree.plus(keys[i], i);
        }
        // then
        tree.checkInvariants();
        for (int i = 0; i < keys.length; i++) {
            assertThat(tree.get(keys[i])).isEqualTo(i);
        }
        assertThat(tree.values()).containsExactly(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14);
        assertThat(tree.get(new byte[] {0, 0, 0})).isNull();
        assertThat(tree.get(new byte[] {1, 2, 3, 4, 5, 6, 7, 8, 0, 0})).isNull();
    }

    @Test
    void keys_of_one_partition_sharing_a_long_head_build_three_levels_and_are_all_found_and_removed() {
        // given: a 20-byte head shared by every key, then 4 bytes that differ (as one partition's sort keys)
        byte[] head = {9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0};
        List<byte[]> keys = new ArrayList<>();
        for (int i = 0; i < 3_000; i++) {
            byte[] key = Arrays.copyOf(head, head.length + 4);
            key[20] = (byte) (i >>> 24);
            key[21] = (byte) (i >>> 16);
            key[22] = (byte) (i >>> 8);
            key[23] = (byte) i;
            keys.add(key);
        }
        List<byte[]> shuffled = new ArrayList<>(keys);
        java.util.Collections.shuffle(shuffled, new Random(11));
        KeyTree<Integer> tree = KeyTree.empty();
        // when
        for (byte[] key : shuffled) {
            tree = tree.plus(key, keys.indexOf(key));
        }
        // then
        tree.checkInvariants();
        assertThat(tree.height()).isEqualTo(2);
        for (int i = 0; i < keys.size(); i++) {
            assertThat(tree.get(keys.get(i))).isEqualTo(i);
        }
        assertThat(tree.get(head)).isNull(); // a proper prefix of every key
        assertThat(tree.get(Arrays.copyOf(head, 7))).isNull();
        assertThat(tree.get(Arrays.copyOf(head, 30))).isNull();
        assertThat(values(tree.iterator(head, true, null, true, true))).hasSize(3_000).startsWith(0, 1, 2);
        assertThat(values(tree.iterator(head, true, keys.get(2_000), false, false))).hasSize(2_000)
                .startsWith(1_999, 1_998);
        for (int i = 0; i < shuffled.size(); i++) {
            tree = tree.minus(shuffled.get(i));
            if (i % 37 == 0) {
                tree.checkInvariants();
            }
        }
        assertThat(tree.isEmpty()).isTrue();
    }

    @Test
    void keys_of_many_partitions_sharing_leaves_are_told_apart_by_their_tie_prefixes_and_absent_keys_placed() {
        // given: 60 partitions of 40 sort keys, as a table's primary keys: a 20-byte hash-like head per partition,
        // whose first eight bytes tie inside a leaf, then "order-00.." (ties again until its last digits)
        Random random = new Random(14);
        TreeMap<byte[], Integer> model = new TreeMap<>(Arrays::compareUnsigned);
        List<byte[]> heads = new ArrayList<>();
        for (int p = 0; p < 60; p++) {
            byte[] head = new byte[20];
            random.nextBytes(head);
            heads.add(head);
            for (int i = 0; i < 40; i++) {
                model.put(concat(head, ("order-" + String.format("%05d", i * 3)).getBytes()), model.size());
            }
        }
        List<byte[]> shuffled = new ArrayList<>(model.keySet());
        java.util.Collections.shuffle(shuffled, random);
        KeyTree<Integer> tree = KeyTree.empty();
        // when
        for (byte[] key : shuffled) {
            tree = tree.plus(key, model.get(key));
        }
        // then
        tree.checkInvariants();
        assertThat(tree.nodesWithTiePrefixes()).as("nodes searched through tie prefixes").isPositive();
        assertAgreesWithModel(tree, model, heads);
        for (int i = 0; i < shuffled.size(); i += 2) { // removing half keeps the ties exact
            tree = tree.minus(shuffled.get(i));
            model.remove(shuffled.get(i));
        }
        tree.checkInvariants();
        assertThat(tree.nodesWithTiePrefixes()).isPositive();
        assertAgreesWithModel(tree, model, heads);
    }

    /** Every key is found; absent keys in, before, after and around each partition's run are not, and bound ranges. */
    private static void assertAgreesWithModel(KeyTree<Integer> tree, TreeMap<byte[], Integer> model,
                                              List<byte[]> heads) {
        model.forEach((key, value) -> assertThat(tree.get(key)).isEqualTo(value));
        for (byte[] head : heads) {
            byte[] shorter = Arrays.copyOf(head, 15); // ends inside the bytes the run shares
            byte[] bumped = head.clone();
            bumped[12]++; // differs from the run inside its shared bytes
            List<byte[]> absent = List.of(head, shorter, bumped, concat(head, "order-".getBytes()),
                    concat(head, "order-00001".getBytes()), concat(head, "order-000030".getBytes()),
                    concat(head, "order-99999".getBytes()), concat(head, "p".getBytes()),
                    concat(head, new byte[] {0}));
            for (byte[] key : absent) {
                assertThat(tree.get(key)).as(Arrays.toString(key)).isEqualTo(model.get(key));
                assertThat(values(tree.iterator(key, true, null, true, true)))
                        .containsExactlyElementsOf(model.tailMap(key, true).values());
                assertThat(values(tree.iterator(null, true, key, false, false)))
                        .containsExactlyElementsOf(model.headMap(key, false).descendingMap().values());
            }
        }
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] joined = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, joined, a.length, b.length);
        return joined;
    }

    @Test
    void a_prefix_is_the_first_eight_bytes_big_endian_padded_with_zeros() {
        assertThat(KeyTree.prefix(new byte[] {})).isZero();
        assertThat(KeyTree.prefix(new byte[] {1})).isEqualTo(0x0100_0000_0000_0000L);
        assertThat(KeyTree.prefix(new byte[] {(byte) 0xFF, 2})).isEqualTo(0xFF02_0000_0000_0000L);
        assertThat(KeyTree.prefix(new byte[] {1, 2, 3, 4, 5, 6, 7, 8, 9})).isEqualTo(0x0102_0304_0506_0708L);
    }

    // ---------------------------------------------------------------- edge cases

    @Test
    void an_empty_tree_has_nothing_to_iterate_in_either_direction() {
        KeyTree<String> empty = KeyTree.empty();

        assertThat(empty.size()).isZero();
        assertThat(empty.isEmpty()).isTrue();
        assertThat(empty.get(new byte[] {1})).isNull();
        assertThat(empty.iterator().hasNext()).isFalse();
        assertThat(empty.iterator(null, true, null, true, false).hasNext()).isFalse();
        assertThat(empty.iterator(new byte[] {1}, true, new byte[] {2}, true, true).hasNext()).isFalse();
        assertThat(empty.values()).isEmpty();
        assertThatThrownBy(() -> empty.iterator().next()).isInstanceOf(NoSuchElementException.class);
        empty.checkInvariants();
    }

    @Test
    void a_range_whose_low_bound_is_above_its_high_bound_is_empty() {
        KeyTree<Integer> tree = numbers(1_000);

        assertThat(tree.iterator(key(600), true, key(400), true, true).hasNext()).isFalse();
        assertThat(tree.iterator(key(600), true, key(400), true, false).hasNext()).isFalse();
    }

    @Test
    void equal_bounds_give_the_one_entry_when_both_are_inclusive_and_nothing_otherwise() {
        KeyTree<Integer> tree = numbers(1_000);

        for (boolean ascending : new boolean[] {true, false}) {
            assertThat(values(tree.iterator(key(500), true, key(500), true, ascending))).containsExactly(500);
            assertThat(values(tree.iterator(key(500), false, key(500), true, ascending))).isEmpty();
            assertThat(values(tree.iterator(key(500), true, key(500), false, ascending))).isEmpty();
            assertThat(values(tree.iterator(key(500), false, key(500), false, ascending))).isEmpty();
        }
    }

    @Test
    void ranges_cross_leaf_boundaries_in_both_directions_and_honour_exclusive_bounds() {
        KeyTree<Integer> tree = numbers(1_000);

        assertThat(values(tree.iterator(key(100), false, key(140), false, true)))
                .containsExactlyElementsOf(range(101, 139));
        assertThat(values(tree.iterator(key(100), true, key(140), true, false)))
                .containsExactlyElementsOf(range(140, 100));
        assertThat(values(tree.iterator(null, true, key(3), false, false))).containsExactly(2, 1, 0);
        assertThat(values(tree.iterator(key(996), false, null, true, true))).containsExactly(997, 998, 999);
    }

    @Test
    void minus_of_an_absent_key_returns_the_same_tree() {
        KeyTree<Integer> tree = numbers(1_000);

        assertThat(tree.minus(key(1_000))).isSameAs(tree);
        assertThat(tree.minus(new byte[0])).isSameAs(tree);
        assertThat(KeyTree.<Integer>empty().minus(key(1))).isSameAs(KeyTree.empty());
    }

    @Test
    void plus_of_the_value_already_there_returns_the_same_tree_and_of_another_replaces_it() {
        KeyTree<Integer> tree = numbers(1_000);
        Integer present = tree.get(key(7));

        assertThat(tree.plus(key(7), present)).isSameAs(tree);
        KeyTree<Integer> replaced = tree.plus(key(7), -7);
        assertThat(replaced.get(key(7))).isEqualTo(-7);
        assertThat(replaced.size()).isEqualTo(1_000);
        assertThat(tree.get(key(7))).isEqualTo(7);
    }

    @Test
    void held_puts_find_the_array_the_tree_holds_or_the_bytes_and_leave_the_new_array_in_its_place() {
        List<byte[]> keys = new ArrayList<>();
        KeyTree<Integer> tree = numbersHeldIn(keys, 1_000);

        for (int i = 0; i < 1_000; i += 37) {
            byte[] renewed = key(i);
            KeyTree<Integer> held = tree.plusHeldRenewingKey(keys.get(i), renewed, -i, null);
            KeyTree<Integer> equal = tree.plusHeldRenewingKey(key(i), key(i), -i, null); // not held: found by its bytes
            KeyTree<Integer> unknown = tree.plusHeldRenewingKey(null, key(i), -i, null);
            assertThat(held.get(key(i))).isEqualTo(-i);
            assertThat(held.size()).isEqualTo(1_000);
            assertThat(entries(held)).containsExactlyElementsOf(entries(tree.plus(key(i), -i)));
            assertThat(entries(equal)).containsExactlyElementsOf(entries(held));
            assertThat(entries(unknown)).containsExactlyElementsOf(entries(held));
            assertThat(heldArray(held, i)).isSameAs(renewed);
            assertThat(heldArray(tree, i)).isSameAs(keys.get(i)); // the tree it started from keeps its own
            held.checkInvariants();
        }
        for (int i = 3; i < 1_000; i += 41) {
            KeyTree<Integer> held = tree.minusHeld(keys.get(i));
            assertThat(entries(held)).containsExactlyElementsOf(entries(tree.minus(key(i))));
            assertThat(entries(tree.minusHeld(key(i)))).containsExactlyElementsOf(entries(held));
            held.checkInvariants();
        }
        assertThat(tree.minusHeld(key(5_000))).isSameAs(tree);
        byte[] added = key(5_000);
        KeyTree<Integer> inserted = tree.plusHeldRenewingKey(null, added, 5_000, null);
        assertThat(inserted.size()).isEqualTo(1_001);
        assertThat(inserted.get(key(5_000))).isEqualTo(5_000);
        assertThat(heldArray(inserted, 5_000)).isSameAs(added);
        // the array it holds and the value it has: nothing to change
        assertThat(tree.plusHeldRenewingKey(keys.get(7), keys.get(7), 7, null)).isSameAs(tree);
        assertThat(tree.get(key(7))).isEqualTo(7);
    }

    @Test
    void a_renewing_replace_holds_the_given_array_where_an_equal_one_was_and_the_tree_before_it_keeps_its_own() {
        List<byte[]> keys = new ArrayList<>();
        KeyTree<Integer> tree = numbersHeldIn(keys, 1_000);

        byte[] renewed = key(7);
        KeyTree.Replacement<Integer> replaced = tree.replaceRenewingKey(renewed, 7, null);
        byte[] added = key(5_000);
        KeyTree.Replacement<Integer> inserted = tree.replaceRenewingKey(added, 5_000, null);

        // the same value under a new array of the same bytes: a new tree, holding the new array
        assertThat(replaced.previous()).isEqualTo(7);
        assertThat(replaced.tree()).isNotSameAs(tree);
        assertThat(entries(replaced.tree())).containsExactlyElementsOf(entries(tree));
        assertThat(heldArray(replaced.tree(), 7)).isSameAs(renewed);
        assertThat(heldArray(tree, 7)).isSameAs(keys.get(7));
        assertThat(inserted.previous()).isNull();
        assertThat(heldArray(inserted.tree(), 5_000)).isSameAs(added);
        replaced.tree().checkInvariants();
        // the array already held and the value already there: the same tree
        assertThat(tree.replaceRenewingKey(keys.get(7), 7, null).tree()).isSameAs(tree);
    }

    @Test
    void key_renewals_under_one_edit_hold_each_newest_array_and_leave_every_tree_published_before_as_it_was() {
        Random random = new Random(17);
        KeyTree<Integer> base = numbers(3_000);
        List<Map.Entry<List<Byte>, Integer>> baseEntries = entries(base);
        List<byte[]> baseArrays = arrays(base);
        for (int sequence = 0; sequence < 20; sequence++) {
            KeyTree.Edit edit = new KeyTree.Edit();
            KeyTree<Integer> edited = base;
            KeyTree<Integer> plain = base;
            Map<Integer, byte[]> newest = new java.util.HashMap<>();
            for (int step = 0; step < 300; step++) {
                int k = random.nextInt(3_300); // mostly keys the tree holds; now and then a new one (a split)
                int value = random.nextInt();
                byte[] renewed = key(k);
                switch (step % 3) {
                    case 0 -> { // a plain replace first: the edit's copy shares the keys of the leaf it copied
                        edited = edited.replace(key(k), value, edit).tree();
                        newest.putIfAbsent(k, null);
                    }
                    case 1 -> {
                        edited = edited.replaceRenewingKey(renewed, value, edit).tree();
                        newest.put(k, renewed);
                    }
                    default -> {
                        edited = edited.plusHeldRenewingKey(newest.get(k), renewed, value, edit);
                        newest.put(k, renewed);
                    }
                }
                plain = plain.plus(key(k), value);
            }
            assertThat(entries(edited)).containsExactlyElementsOf(entries(plain));
            edited.checkInvariants();
            for (Map.Entry<Integer, byte[]> renewal : newest.entrySet()) {
                if (renewal.getValue() != null) {
                    assertThat(heldArray(edited, renewal.getKey())).isSameAs(renewal.getValue());
                }
            }
            // a second edit from the first's last tree renews keys in copies of its own, leaving that tree as it was
            List<Map.Entry<List<Byte>, Integer>> before = entries(edited);
            List<byte[]> arraysBefore = arrays(edited);
            KeyTree<Integer> next = edited;
            KeyTree.Edit second = new KeyTree.Edit();
            for (int step = 0; step < 100; step++) {
                int k = random.nextInt(3_000);
                next = next.replaceRenewingKey(key(k), -step, second).tree();
            }
            assertThat(entries(edited)).containsExactlyElementsOf(before);
            assertSameArrays(arrays(edited), arraysBefore);
        }
        assertThat(entries(base)).containsExactlyElementsOf(baseEntries);
        assertSameArrays(arrays(base), baseArrays);
    }

    /** {@link #numbers}, each key array it was put with added to {@code keys}. */
    private static KeyTree<Integer> numbersHeldIn(List<byte[]> keys, int count) {
        KeyTree<Integer> tree = KeyTree.empty();
        for (int i = 0; i < count; i++) {
            keys.add(key(i));
            tree = tree.plus(keys.get(i), i);
        }
        return tree;
    }

    /** The very array {@code tree} holds for {@code key(i)}. */
    private static byte[] heldArray(KeyTree<Integer> tree, int i) {
        byte[] bytes = key(i);
        for (Map.Entry<byte[], Integer> e : tree.entries()) {
            if (Arrays.equals(e.getKey(), bytes)) {
                return e.getKey();
            }
        }
        throw new AssertionError("no key " + i);
    }

    /** The key arrays {@code tree} holds, in order. */
    private static List<byte[]> arrays(KeyTree<Integer> tree) {
        List<byte[]> out = new ArrayList<>();
        tree.entries().forEach(e -> out.add(e.getKey()));
        return out;
    }

    /** The very same arrays, in the same order (AssertJ's list assertions would compare their bytes). */
    private static void assertSameArrays(List<byte[]> actual, List<byte[]> expected) {
        assertThat(actual).hasSameSizeAs(expected);
        for (int i = 0; i < expected.size(); i++) {
            assertThat(actual.get(i)).as("key array %d", i).isSameAs(expected.get(i));
        }
    }

    @Test
    void puts_under_one_edit_end_where_plain_puts_end_and_leave_every_tree_published_before_unchanged() {
        Random random = new Random(11);
        KeyTree<Integer> base = numbers(3_000);
        List<Map.Entry<List<Byte>, Integer>> baseEntries = entries(base);
        for (int sequence = 0; sequence < 20; sequence++) {
            KeyTree.Edit edit = new KeyTree.Edit();
            KeyTree<Integer> edited = base;
            KeyTree<Integer> plain = base;
            for (int step = 0; step < 200; step++) {
                int k = random.nextInt(6_000); // half replace a value, half insert (splitting leaves and branches)
                int value = random.nextInt();
                if (step % 50 == 49) { // a removal between the edit's puts copies as usual
                    edited = edited.minus(key(k));
                    plain = plain.minus(key(k));
                } else if (step % 2 == 0) {
                    edited = edited.plus(key(k), value, edit);
                    plain = plain.plus(key(k), value);
                } else {
                    KeyTree.Replacement<Integer> e = edited.replace(key(k), value, edit);
                    KeyTree.Replacement<Integer> p = plain.replace(key(k), value);
                    assertThat(e.previous()).isEqualTo(p.previous());
                    edited = e.tree();
                    plain = p.tree();
                }
                assertThat(edited.size()).isEqualTo(plain.size());
            }
            assertThat(entries(edited)).containsExactlyElementsOf(entries(plain));
            edited.checkInvariants();
            // a new edit from a tree holding the first edit's nodes copies them, leaving that tree as it was
            List<Map.Entry<List<Byte>, Integer>> before = entries(edited);
            KeyTree<Integer> next = edited;
            KeyTree.Edit second = new KeyTree.Edit();
            for (int step = 0; step < 100; step++) {
                next = next.plus(key(random.nextInt(6_000)), -step, second);
            }
            assertThat(entries(edited)).containsExactlyElementsOf(before);
        }
        assertThat(entries(base)).containsExactlyElementsOf(baseEntries);
    }

    /** A tree's entries as (key bytes as a list, value) pairs, in order: comparable with equals. */
    private static List<Map.Entry<List<Byte>, Integer>> entries(KeyTree<Integer> tree) {
        List<Map.Entry<List<Byte>, Integer>> out = new ArrayList<>();
        for (Map.Entry<byte[], Integer> e : tree.entries()) {
            List<Byte> bytes = new ArrayList<>();
            for (byte b : e.getKey()) {
                bytes.add(b);
            }
            out.add(Map.entry(bytes, e.getValue()));
        }
        return out;
    }

    @Test
    void replace_answers_the_value_it_replaced_or_null_and_leaves_the_tree_plus_would() {
        KeyTree<Integer> tree = numbers(1_000);

        KeyTree.Replacement<Integer> replaced = tree.replace(key(7), -7);
        KeyTree.Replacement<Integer> inserted = tree.replace(key(5_000), 5_000);

        assertThat(replaced.previous()).isEqualTo(7);
        assertThat(replaced.tree().get(key(7))).isEqualTo(-7);
        assertThat(replaced.tree().size()).isEqualTo(1_000);
        assertThat(inserted.previous()).isNull();
        assertThat(inserted.tree().get(key(5_000))).isEqualTo(5_000);
        assertThat(inserted.tree().size()).isEqualTo(1_001);
        assertThat(tree.replace(key(7), tree.get(key(7))).tree()).isSameAs(tree);
        assertThat(tree.get(key(7))).isEqualTo(7);
    }

    /**
     * The property above at the depth where branches below the root split, borrow and merge: 9,000 random steps
     * growing a tree of the property's keys to three levels and more, 9,000 shrinking it to one, the shape checked
     * every 100 steps and the contents at every thousandth step, whose tree must still read as it did at the end.
     */
    @Test
    void random_puts_and_removals_three_levels_deep_agree_with_a_tree_map_and_keep_the_shape() {
        // given
        Random random = new Random(64);
        KeyTree<String> tree = KeyTree.empty();
        TreeMap<byte[], String> model = new TreeMap<>(Arrays::compareUnsigned);
        List<KeyTree<String>> kept = new ArrayList<>();
        List<List<String>> keptContents = new ArrayList<>();
        int tallest = 0;
        // when
        for (int step = 0; step < 18_000; step++) {
            boolean growing = step < 9_000;
            boolean put = model.isEmpty() || random.nextInt(10) < (growing ? 9 : 2);
            if (put) {
                byte[] key = keyFrom(random.nextLong());
                tree = tree.plus(key, "v" + step);
                model.put(key, "v" + step);
            } else {
                byte[] key = model.keySet().stream().skip(random.nextInt(model.size())).findFirst().orElseThrow();
                tree = tree.minus(key);
                model.remove(key);
            }
            tallest = Math.max(tallest, tree.height());
            if (step % 100 == 0) {
                tree.checkInvariants();
                assertThat(tree.size()).isEqualTo(model.size());
            }
            if (step % 1_000 == 0) {
                assertThat(render(tree.iterator())).as("step %d", step).isEqualTo(render(model));
                kept.add(tree);
                keptContents.add(render(model));
            }
        }
        // then
        tree.checkInvariants();
        assertThat(tallest).as("the tree grew three levels deep").isGreaterThanOrEqualTo(2);
        assertThat(tree.height()).as("and shrank again").isLessThan(tallest);
        assertThat(render(tree.iterator())).isEqualTo(render(model));
        assertThat(render(tree.iterator(null, true, null, true, false))).isEqualTo(render(model.descendingMap()));
        for (int i = 0; i < kept.size(); i++) {
            assertThat(render(kept.get(i).iterator())).as("the tree of step %d", i * 1_000)
                    .isEqualTo(keptContents.get(i));
        }
    }

    @Test
    void removing_every_key_in_random_order_shrinks_the_tree_to_empty_and_keeps_its_shape() {
        KeyTree<Integer> tree = numbers(5_000);
        List<Integer> order = new ArrayList<>(range(0, 4_999));
        java.util.Collections.shuffle(order, new Random(7));

        for (int i = 0; i < order.size(); i++) {
            tree = tree.minus(key(order.get(i)));
            if (i % 97 == 0) {
                tree.checkInvariants();
            }
        }

        assertThat(tree.isEmpty()).isTrue();
        assertThat(tree).isSameAs(KeyTree.empty());
        tree.checkInvariants();
    }

    @Test
    void a_hundred_thousand_ascending_inserts_and_removals_keep_the_tree_balanced() {
        KeyTree<Integer> tree = KeyTree.empty();
        for (int i = 0; i < 100_000; i++) {
            tree = tree.plus(key(i), i);
        }
        tree.checkInvariants();
        assertThat(tree.size()).isEqualTo(100_000);
        assertThat(values(tree.iterator())).containsExactlyElementsOf(range(0, 99_999));

        for (int i = 0; i < 100_000; i++) {
            tree = tree.minus(key(i));
        }
        assertThat(tree.isEmpty()).isTrue();
    }

    @Test
    void a_hundred_thousand_descending_inserts_and_removals_keep_the_tree_balanced() {
        KeyTree<Integer> tree = KeyTree.empty();
        for (int i = 99_999; i >= 0; i--) {
            tree = tree.plus(key(i), i);
        }
        tree.checkInvariants();
        assertThat(tree.size()).isEqualTo(100_000);
        assertThat(values(tree.iterator(null, true, null, true, false))).containsExactlyElementsOf(range(99_999, 0));

        for (int i = 99_999; i >= 50_000; i--) {
            tree = tree.minus(key(i));
        }
        tree.checkInvariants();
        assertThat(tree.size()).isEqualTo(50_000);
    }

    @Test
    void writes_on_a_new_tree_leave_the_old_one_intact() {
        KeyTree<Integer> old = numbers(2_000);
        KeyTree<Integer> changed = old.plus(key(1_000), -1);
        for (int i = 0; i < 2_000; i += 2) {
            changed = changed.minus(key(i)).plus(key(i + 1), -1).plus(key(5_000 + i), i);
        }

        old.checkInvariants();
        changed.checkInvariants();
        assertThat(old.size()).isEqualTo(2_000);
        assertThat(values(old.iterator())).containsExactlyElementsOf(range(0, 1_999));
        assertThat(changed.size()).isEqualTo(2_000);
    }

    @Test
    void the_iterators_entries_and_values_views_agree() {
        KeyTree<Integer> tree = numbers(300);
        List<Integer> fromEntries = new ArrayList<>();
        for (Map.Entry<byte[], Integer> entry : tree.entries()) {
            assertThat(entry.getKey()).isEqualTo(key(entry.getValue()));
            fromEntries.add(entry.getValue());
        }

        assertThat(fromEntries).containsExactlyElementsOf(range(0, 299));
        assertThat(tree.values()).containsExactlyElementsOf(range(0, 299));
    }

    // ---------------------------------------------------------------- helpers

    /** Four-byte big-endian keys, so numeric order is key order. */
    private static byte[] key(int i) {
        return new byte[] {(byte) (i >>> 24), (byte) (i >>> 16), (byte) (i >>> 8), (byte) i};
    }

    private static KeyTree<Integer> numbers(int count) {
        KeyTree<Integer> tree = KeyTree.empty();
        for (int i = 0; i < count; i++) {
            tree = tree.plus(key(i), i);
        }
        return tree;
    }

    private static List<Integer> range(int from, int to) {
        List<Integer> list = new ArrayList<>();
        for (int i = from; from <= to ? i <= to : i >= to; i += from <= to ? 1 : -1) {
            list.add(i);
        }
        return list;
    }

    private static <V> List<V> values(Iterator<Map.Entry<byte[], V>> it) {
        List<V> list = new ArrayList<>();
        it.forEachRemaining(e -> list.add(e.getValue()));
        return list;
    }

    private static List<String> render(Iterator<Map.Entry<byte[], String>> it) {
        List<String> list = new ArrayList<>();
        it.forEachRemaining(e -> list.add(Arrays.toString(e.getKey()) + "=" + e.getValue()));
        return list;
    }

    private static List<String> render(NavigableMap<byte[], String> map) {
        return render(map.entrySet().iterator());
    }
}
