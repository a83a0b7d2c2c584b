package dev.dynamofixtures.core.internal.storage;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.TreeSet;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.RandomDistribution;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * {@link KeyTree#fromSorted}: a tree built bottom-up holds the same entries as one built by {@code plus}, keeps every
 * structural invariant at every size around the node boundaries, and takes later writes like any other tree.
 */
class KeyTreeBulkTest {
    private static final int MAX = KeyTree.MAX;
    private static final int MIN = KeyTree.MIN;

    @Test
    void a_bulk_built_tree_equals_one_built_by_plus_at_every_size_around_node_boundaries() {
        for (int size : boundarySizes()) {
            // given
            byte[][] keys = new byte[size][];
            Integer[] values = new Integer[size];
            KeyTree<Integer> byPlus = KeyTree.empty();
            for (int i = 0; i < size; i++) {
                keys[i] = key(i);
                values[i] = i;
                byPlus = byPlus.plus(key(i), i);
            }
            // when
            KeyTree<Integer> bulk = KeyTree.fromSorted(keys, values);
            // then
            bulk.checkInvariants();
            assertThat(bulk.size()).as("size %d", size).isEqualTo(size);
            assertThat(render(bulk.iterator())).as("size %d", size).isEqualTo(render(byPlus.iterator()));
            assertThat(bulk.height()).as("height at size %d", size).isLessThanOrEqualTo(byPlus.height());
            for (int i = 0; i < size; i += 7) {
                assertThat(bulk.get(key(i))).isEqualTo(i);
            }
            assertThat(bulk.get(key(size))).isNull();
        }
    }

    @Test
    void writes_on_a_bulk_built_tree_keep_its_shape_and_agree_with_a_tree_map() {
        for (int size : boundarySizes()) {
            // given
            KeyTree<Integer> tree = bulkNumbers(size);
            TreeMap<byte[], Integer> model = new TreeMap<>(Arrays::compareUnsigned);
            for (int i = 0; i < size; i++) {
                model.put(key(i), i);
            }
            KeyTree<Integer> original = tree;
            // when: every third key removed, new keys between and after the old ones, some values replaced
            for (int i = 0; i < size; i += 3) {
                tree = tree.minus(key(i));
                model.remove(key(i));
            }
            for (int i = 0; i < size; i += 2) {
                tree = tree.plus(key(size + i), -i).plus(key(i), -i);
                model.put(key(size + i), -i);
                model.put(key(i), -i);
            }
            // then
            tree.checkInvariants();
            assertThat(render(tree.iterator())).as("size %d", size).isEqualTo(render(model.entrySet().iterator()));
            assertThat(render(original.iterator())).isEqualTo(render(bulkNumbers(size).iterator()));
        }
    }

    @Test
    void removing_every_key_of_a_bulk_built_tree_shrinks_it_to_empty() {
        // given
        int size = MAX * MAX * 2 + 1;
        KeyTree<Integer> tree = bulkNumbers(size);
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < size; i++) {
            order.add(i);
        }
        java.util.Collections.shuffle(order, new Random(3));
        // when
        for (int i = 0; i < size; i++) {
            tree = tree.minus(key(order.get(i)));
            if (i % 211 == 0) {
                tree.checkInvariants();
            }
        }
        // then
        assertThat(tree).isSameAs(KeyTree.empty());
    }

    @Test
    void a_tree_of_more_than_max_cubed_entries_is_built_with_four_levels() {
        // given
        int size = MAX * MAX * MAX + 1;
        // when
        KeyTree<Integer> tree = bulkNumbers(size);
        // then
        tree.checkInvariants();
        assertThat(tree.height()).isEqualTo(3);
        assertThat(tree.get(key(size - 1))).isEqualTo(size - 1);
        assertThat(values(tree.iterator(key(MAX * MAX - 1), true, key(MAX * MAX + 1), true, false)))
                .containsExactly(MAX * MAX + 1, MAX * MAX, MAX * MAX - 1);
    }

    @Test
    void keys_that_are_not_strictly_ascending_or_values_of_another_length_are_rejected() {
        byte[][] descending = {key(2), key(1)};
        byte[][] repeated = {key(1), key(1)};

        assertThatThrownBy(() -> KeyTree.fromSorted(descending, new Integer[] {1, 2}))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("strictly ascending at 1");
        assertThatThrownBy(() -> KeyTree.fromSorted(repeated, new Integer[] {1, 2}))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("strictly ascending");
        assertThatThrownBy(() -> KeyTree.fromSorted(descending, new Integer[] {1}))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("2 keys but 1 values");
    }

    // ---------------------------------------------------------------- property

    /** Seeds of random keys (as {@link KeyTreeTest}'s: long shared heads, colliding prefixes, short keys). */
    @Provide
    Arbitrary<List<Long>> keySeeds() {
        return Arbitraries.longs().withDistribution(RandomDistribution.uniform()).list().ofMaxSize(3_500)
                .withSizeDistribution(RandomDistribution.uniform());
    }

    @Property(tries = 40)
    void bulk_built_trees_of_random_keys_equal_trees_built_by_plus_and_take_later_writes(
            @ForAll("keySeeds") List<Long> seeds, @ForAll @IntRange(min = 0, max = 2_000) int writes,
            @ForAll long writeSeed) {
        // given: the distinct keys, sorted
        TreeSet<byte[]> distinct = new TreeSet<>(Arrays::compareUnsigned);
        seeds.forEach(seed -> distinct.add(KeyTreeTest.keyFrom(seed)));
        byte[][] keys = distinct.toArray(new byte[0][]);
        String[] values = new String[keys.length];
        KeyTree<String> byPlus = KeyTree.empty();
        TreeMap<byte[], String> model = new TreeMap<>(Arrays::compareUnsigned);
        for (int i = 0; i < keys.length; i++) {
            values[i] = "v" + i;
            byPlus = byPlus.plus(keys[i], values[i]);
            model.put(keys[i], values[i]);
        }
        // when
        KeyTree<String> tree = KeyTree.fromSorted(keys, values);
        // then
        tree.checkInvariants();
        assertThat(render(tree.iterator())).isEqualTo(render(byPlus.iterator()));
        for (byte[] key : keys) {
            assertThat(tree.get(key)).isEqualTo(model.get(key));
        }
        // and when: random puts and removals follow
        Random random = new Random(writeSeed);
        for (int step = 0; step < writes; step++) {
            byte[] key = random.nextBoolean() || keys.length == 0 ? KeyTreeTest.keyFrom(random.nextLong())
                    : keys[random.nextInt(keys.length)];
            if (random.nextInt(3) == 0) {
                tree = tree.minus(key);
                model.remove(key);
            } else {
                tree = tree.plus(key, "w" + step);
                model.put(key, "w" + step);
            }
        }
        // then
        tree.checkInvariants();
        assertThat(render(tree.iterator())).isEqualTo(render(model.entrySet().iterator()));
        assertThat(render(tree.iterator(null, true, null, true, false)))
                .isEqualTo(render(model.descendingMap().entrySet().iterator()));
    }

    // ---------------------------------------------------------------- helpers

    /** Every size up to 3 * MAX, then sizes just around multiples of MIN and MAX, MAX squared and beyond. */
    private static List<Integer> boundarySizes() {
        TreeSet<Integer> sizes = new TreeSet<>();
        for (int size = 0; size <= 3 * MAX; size++) {
            sizes.add(size);
        }
        for (int m = 1; m <= 40; m++) {
            for (int base : new int[] {m * MIN, m * MAX, m * MAX * MAX / 8}) {
                sizes.add(base - 1);
                sizes.add(base);
                sizes.add(base + 1);
            }
        }
        for (int size : new int[] {MAX * MAX, MAX * (MAX + 1), 2 * MAX * MAX, MAX * MAX * MIN / 4, 5_000}) {
            sizes.add(size - 1);
            sizes.add(size);
            sizes.add(size + 1);
        }
        return new ArrayList<>(sizes);
    }

    /** Four-byte big-endian keys, so numeric order is key order. */
    private static byte[] key(int i) {
        return new byte[] {(byte) (i >>> 24), (byte) (i >>> 16), (byte) (i >>> 8), (byte) i};
    }

    private static KeyTree<Integer> bulkNumbers(int count) {
        byte[][] keys = new byte[count][];
        Integer[] values = new Integer[count];
        for (int i = 0; i < count; i++) {
            keys[i] = key(i);
            values[i] = i;
        }
        return KeyTree.fromSorted(keys, values);
    }

    private static <V> List<V> values(Iterator<Map.Entry<byte[], V>> it) {
        List<V> list = new ArrayList<>();
        it.forEachRemaining(e -> list.add(e.getValue()));
        return list;
    }

    private static <V> List<String> render(Iterator<Map.Entry<byte[], V>> it) {
        List<String> list = new ArrayList<>();
        it.forEachRemaining(e -> list.add(Arrays.toString(e.getKey()) + "=" + e.getValue()));
        return list;
    }
}
