package dev.dynamofixtures.core.internal.storage;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.RandomDistribution;
import org.junit.jupiter.api.Test;

/** {@link KeySort} gives the permutation a stable sort by unsigned byte order gives, whatever the keys share. */
class KeySortTest {

    /**
     * Keys of {@link KeyTreeTest}'s kinds (long shared heads, prefixes that collide, short keys of zero bytes),
     * a fifth of them repeated, so that groups tie on one chunk after another and equal keys must keep their order.
     */
    @Provide
    Arbitrary<List<byte[]>> keyLists() {
        return Arbitraries.longs().withDistribution(RandomDistribution.uniform()).list().ofMaxSize(3_000)
                .withSizeDistribution(RandomDistribution.uniform()).map(seeds -> {
                    List<byte[]> keys = new ArrayList<>();
                    Random random = new Random(seeds.size());
                    for (long seed : seeds) {
                        boolean repeat = !keys.isEmpty() && random.nextInt(5) == 0;
                        keys.add(repeat ? keys.get(random.nextInt(keys.size())).clone() : KeyTreeTest.keyFrom(seed));
                    }
                    return keys;
                });
    }

    @Property(tries = 60)
    void the_order_is_that_of_a_stable_sort_by_unsigned_bytes(@ForAll("keyLists") List<byte[]> keys) {
        // given
        byte[][] array = keys.toArray(new byte[0][]);
        // when
        int[] order = KeySort.order(array, array.length);
        // then
        assertThat(order).containsExactly(stableOrder(array));
    }

    @Test
    void keys_sharing_long_heads_and_differing_only_in_their_last_bytes_or_lengths_are_ordered() {
        // given: many groups of a 40-byte head, tails of 0..12 bytes from a tiny alphabet, zero bytes included
        Random random = new Random(5);
        byte[][] keys = new byte[20_000][];
        for (int i = 0; i < keys.length; i++) {
            byte[] key = new byte[random.nextInt(3) * 11 + random.nextInt(13)];
            for (int b = 0; b < key.length; b++) {
                key[b] = b < 33 ? (byte) (b % 3) : (byte) random.nextInt(3);
            }
            keys[i] = key;
        }
        // when
        int[] order = KeySort.order(keys, keys.length);
        // then
        assertThat(order).containsExactly(stableOrder(keys));
    }

    @Test
    void hashed_table_keys_are_ordered_and_only_the_first_n_keys_are_sorted() {
        // given: 20 random bytes, then a sort key, as the table's keys are
        Random random = new Random(9);
        byte[][] keys = new byte[50_001][];
        for (int i = 0; i < keys.length; i++) {
            keys[i] = new byte[24];
            random.nextBytes(keys[i]);
        }
        // when
        int[] order = KeySort.order(keys, 50_000);
        // then
        assertThat(order).containsExactly(stableOrder(Arrays.copyOf(keys, 50_000)));
    }

    @Test
    void no_keys_and_one_key_are_sorted() {
        assertThat(KeySort.order(new byte[0][], 0)).isEmpty();
        assertThat(KeySort.order(new byte[][] {{1, 2}}, 1)).containsExactly(0);
    }

    private static int[] stableOrder(byte[][] keys) {
        Integer[] indexes = new Integer[keys.length];
        for (int i = 0; i < keys.length; i++) {
            indexes[i] = i;
        }
        Arrays.sort(indexes, Comparator.comparing((Integer i) -> keys[i], Arrays::compareUnsigned)); // stable
        return Arrays.stream(indexes).mapToInt(Integer::intValue).toArray();
    }
}
