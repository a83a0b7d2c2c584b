package dev.dynamofixtures.core.internal.storage;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dynamofixtures.core.internal.value.AttributeType;
import dev.dynamofixtures.core.internal.value.DynamoNumbers;
import dev.dynamofixtures.core.internal.value.Utf8;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.CharRange;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

class KeyCodecTest {
    private static final KeyAttribute PK = new KeyAttribute("pk", AttributeType.S);
    private static final KeySchema NUMBER_SORT = KeySchema.of(PK, new KeyAttribute("sk", AttributeType.N));
    private static final KeySchema STRING_SORT = KeySchema.of(PK, new KeyAttribute("sk", AttributeType.S));
    private static final KeySchema BINARY_SORT = KeySchema.of(PK, new KeyAttribute("sk", AttributeType.B));

    private static byte[] key(KeySchema schema, AttributeValue sort) {
        return KeyCodec.primaryKey(schema, Map.of("pk", AttributeValue.fromS("p"), "sk", sort));
    }

    @Provide
    Arbitrary<BigDecimal> numbers() {
        Arbitrary<BigInteger> unscaled = Arbitraries.bigIntegers()
                .between(new BigInteger("-99999999999999999999999999999999999999"),
                        new BigInteger("99999999999999999999999999999999999999"));
        Arbitrary<Integer> scale = Arbitraries.integers().between(-80, 120);
        return Combinators.combine(unscaled, scale).as(BigDecimal::new)
                .filter(n -> n.signum() == 0 || (n.abs().compareTo(new BigDecimal("1E126")) < 0
                        && n.abs().compareTo(new BigDecimal("1E-130")) >= 0));
    }

    @Property(tries = 2000)
    void number_keys_order_as_the_numbers_do(@ForAll("numbers") BigDecimal a, @ForAll("numbers") BigDecimal b) {
        byte[] ka = key(NUMBER_SORT, AttributeValue.fromN(DynamoNumbers.canonical(a)));
        byte[] kb = key(NUMBER_SORT, AttributeValue.fromN(DynamoNumbers.canonical(b)));
        assertThat(Integer.signum(KeyCodec.ORDER.compare(ka, kb))).isEqualTo(Integer.signum(a.compareTo(b)));
    }

    @Property(tries = 2000)
    void string_keys_order_by_utf8_bytes(@ForAll String a, @ForAll String b) {
        byte[] ka = key(STRING_SORT, AttributeValue.fromS(a));
        byte[] kb = key(STRING_SORT, AttributeValue.fromS(b));
        assertThat(Integer.signum(KeyCodec.ORDER.compare(ka, kb))).isEqualTo(Integer.signum(Utf8.compare(a, b)));
    }

    @Property(tries = 2000)
    void a_string_is_encoded_as_its_utf8_bytes_with_nul_escaped_then_two_nuls(
            @ForAll @CharRange(from = '\u0000', to = '\u00ff') String latin1, @ForAll String any) {
        for (String s : List.of(latin1, any, latin1 + any)) {
            byte[] utf8 = s.getBytes(java.nio.charset.StandardCharsets.UTF_8);
            java.io.ByteArrayOutputStream expected = new java.io.ByteArrayOutputStream();
            for (byte b : utf8) {
                expected.write(b);
                if (b == 0) {
                    expected.write(0xFF);
                }
            }
            expected.write(0);
            expected.write(0);
            assertThat(KeyCodec.append(new byte[0], AttributeValue.fromS(s), AttributeType.S))
                    .as("encoding of %s", s).containsExactly(expected.toByteArray());
        }
    }

    @Test
    void ascii_strings_with_and_without_nul_and_others_encode_alike_wherever_they_stand_in_a_key() {
        KeySchema schema = KeySchema.of(PK, new KeyAttribute("sk", AttributeType.S));
        for (String sort : List.of("plain-ascii-0123", "a\u0000b", "\u0000", "caf\u00e9", "\ud83d\ude00x", "")) {
            byte[] key = KeyCodec.primaryKey(schema, Map.of("pk", AttributeValue.fromS("p\u0000q"),
                    "sk", AttributeValue.fromS(sort)));
            byte[] prefix = KeyCodec.prefix(schema, IndexKind.PRIMARY, List.of(AttributeValue.fromS("p\u0000q")),
                    List.of());
            assertThat(Arrays.copyOfRange(prefix, KeyCodec.HASH_LENGTH, prefix.length))
                    .containsExactly('p', 0, 0xFF, 'q', 0, 0);
            assertThat(key).as("key with sort %s", sort)
                    .containsExactly(KeyCodec.append(prefix, AttributeValue.fromS(sort), AttributeType.S));
        }
    }

    @Property(tries = 2000)
    void binary_keys_order_unsigned_with_prefixes_first(@ForAll byte[] a, @ForAll byte[] b) {
        byte[] ka = key(BINARY_SORT, AttributeValue.fromB(SdkBytes.fromByteArray(a)));
        byte[] kb = key(BINARY_SORT, AttributeValue.fromB(SdkBytes.fromByteArray(b)));
        assertThat(Integer.signum(KeyCodec.ORDER.compare(ka, kb))).isEqualTo(Integer.signum(Arrays.compareUnsigned(a, b)));
    }

    @Property(tries = 500)
    void a_sort_prefix_appended_to_a_partition_prefix_is_the_whole_prefix(
            @ForAll String partition, @ForAll String s1, @ForAll("numbers") BigDecimal n1) {
        KeySchema schema = new KeySchema(List.of(PK), List.of(new KeyAttribute("r1", AttributeType.S),
                new KeyAttribute("r2", AttributeType.N)));
        List<AttributeValue> partitionValues = List.of(AttributeValue.fromS(partition));
        List<AttributeValue> sortValues = List.of(AttributeValue.fromS(s1), AttributeValue.fromN(DynamoNumbers.canonical(n1)));
        for (IndexKind kind : List.of(IndexKind.PRIMARY, IndexKind.GLOBAL)) {
            byte[] partitionPrefix = KeyCodec.prefix(schema, kind, partitionValues, List.of());
            for (int k = 0; k <= sortValues.size(); k++) {
                assertThat(KeyCodec.withSortPrefix(partitionPrefix, schema, sortValues.subList(0, k)))
                        .isEqualTo(KeyCodec.prefix(schema, kind, partitionValues, sortValues.subList(0, k)));
            }
        }
    }

    @Property(tries = 1000)
    void a_multi_attribute_sort_key_orders_attribute_by_attribute(
            @ForAll String s1, @ForAll("numbers") BigDecimal n1, @ForAll byte[] b1,
            @ForAll String s2, @ForAll("numbers") BigDecimal n2, @ForAll byte[] b2) {
        KeySchema schema = new KeySchema(List.of(PK), List.of(new KeyAttribute("r1", AttributeType.S),
                new KeyAttribute("r2", AttributeType.N), new KeyAttribute("r3", AttributeType.B)));
        byte[] k1 = KeyCodec.prefix(schema, IndexKind.PRIMARY, List.of(AttributeValue.fromS("p")), List.of(AttributeValue.fromS(s1),
                AttributeValue.fromN(DynamoNumbers.canonical(n1)), AttributeValue.fromB(SdkBytes.fromByteArray(b1))));
        byte[] k2 = KeyCodec.prefix(schema, IndexKind.PRIMARY, List.of(AttributeValue.fromS("p")), List.of(AttributeValue.fromS(s2),
                AttributeValue.fromN(DynamoNumbers.canonical(n2)), AttributeValue.fromB(SdkBytes.fromByteArray(b2))));
        int expected = Utf8.compare(s1, s2);
        if (expected == 0) {
            expected = n1.compareTo(n2);
        }
        if (expected == 0) {
            expected = Arrays.compareUnsigned(b1, b2);
        }
        assertThat(Integer.signum(KeyCodec.ORDER.compare(k1, k2))).isEqualTo(Integer.signum(expected));
    }

    @Test
    void the_documented_composite_order_holds() {
        KeySchema schema = new KeySchema(List.of(PK), List.of(new KeyAttribute("r1", AttributeType.S),
                new KeyAttribute("r2", AttributeType.N), new KeyAttribute("r3", AttributeType.B)));
        String[][] tuples = {{"xy", "1", "01"}, {"x", "9", "02"}, {"w", "100", "01"}, {"x", "10", "01"},
                {"x", "-5", "FF"}, {"x", "9", "01"}};
        List<byte[]> keys = new ArrayList<>();
        for (String[] t : tuples) {
            keys.add(KeyCodec.prefix(schema, IndexKind.PRIMARY, List.of(AttributeValue.fromS("p")), List.of(AttributeValue.fromS(t[0]),
                    AttributeValue.fromN(t[1]), AttributeValue.fromB(SdkBytes.fromByteArray(new byte[] {(byte) Integer.parseInt(t[2], 16)})))));
        }
        List<byte[]> sorted = new ArrayList<>(keys);
        sorted.sort(KeyCodec.ORDER);
        assertThat(sorted).containsExactly(keys.get(2), keys.get(4), keys.get(5), keys.get(1), keys.get(3), keys.get(0));
    }

    @Test
    void scan_order_is_dynamodb_locals_partition_hash_order() {
        KeySchema schema = KeySchema.of(PK);
        List<String> values = new ArrayList<>(List.of("a", "aa", "b", "c", "z", "1"));
        values.sort((x, y) -> KeyCodec.ORDER.compare(
                KeyCodec.primaryKey(schema, Map.of("pk", AttributeValue.fromS(x))),
                KeyCodec.primaryKey(schema, Map.of("pk", AttributeValue.fromS(y)))));
        assertThat(values).containsExactly("1", "z", "b", "c", "aa", "a");
    }

    @Test
    void a_partition_hash_is_that_of_its_value_whatever_was_hashed_just_before() {
        KeySchema strings = KeySchema.of(PK);
        KeySchema numbers = KeySchema.of(new KeyAttribute("pk", AttributeType.N));
        KeySchema binaries = KeySchema.of(new KeyAttribute("pk", AttributeType.B));
        List<Map<String, AttributeValue>> keys = List.of(Map.of("pk", AttributeValue.fromS("1")),
                Map.of("pk", AttributeValue.fromN("1")), Map.of("pk", AttributeValue.fromN("2")),
                Map.of("pk", AttributeValue.fromS("2")), Map.of("pk", AttributeValue.fromB(SdkBytes.fromUtf8String("1"))));
        List<KeySchema> schemas = List.of(strings, numbers, numbers, strings, binaries);
        // the hash of each value when nothing (another thread's first call) was hashed before it
        List<byte[]> alone = new ArrayList<>();
        for (int i = 0; i < keys.size(); i++) {
            int k = i;
            alone.add(onAnotherThread(() -> KeyCodec.primaryKey(schemas.get(k), keys.get(k))));
        }
        java.util.Random random = new java.util.Random(3);
        for (int step = 0; step < 200; step++) { // runs of the same value and changes of value and of type
            int k = random.nextInt(keys.size());
            assertThat(KeyCodec.primaryKey(schemas.get(k), keys.get(k))).as("key %d at step %d", k, step)
                    .containsExactly(alone.get(k));
        }
        assertThat(Arrays.copyOf(alone.get(0), KeyCodec.HASH_LENGTH)) // S "1" and N "1" hash apart
                .isNotEqualTo(Arrays.copyOf(alone.get(1), KeyCodec.HASH_LENGTH));
    }

    @Test
    void keys_encoded_one_after_another_on_a_thread_are_each_their_own_whatever_their_lengths() {
        KeySchema schema = STRING_SORT;
        List<Map<String, AttributeValue>> keys = new ArrayList<>();
        for (int length : new int[] {1, 40, 300, 1024}) { // shorter and longer than the thread's scratch buffer
            keys.add(Map.of("pk", AttributeValue.fromS("p".repeat(Math.max(1, length / 2))),
                    "sk", AttributeValue.fromS("s".repeat(length))));
        }
        keys.add(Map.of("pk", AttributeValue.fromS("p".repeat(2048)), "sk", AttributeValue.fromS("\u00e9".repeat(1024)))); // 4 KB+
        List<byte[]> alone = new ArrayList<>();
        for (Map<String, AttributeValue> key : keys) {
            alone.add(onAnotherThread(() -> KeyCodec.primaryKey(schema, key)));
        }
        List<byte[]> made = new ArrayList<>();
        List<Integer> which = new ArrayList<>();
        java.util.Random random = new java.util.Random(5);
        for (int step = 0; step < 200; step++) {
            int k = random.nextInt(keys.size());
            byte[] key = KeyCodec.primaryKey(schema, keys.get(k));
            assertThat(key).as("key %d at step %d", k, step).containsExactly(alone.get(k));
            made.add(key);
            which.add(k);
        }
        for (int i = 0; i < made.size(); i++) { // no later encoding wrote into a key handed out before
            assertThat(made.get(i)).as("key made at step %d", i).containsExactly(alone.get(which.get(i)));
        }
        byte[] prefix = KeyCodec.prefix(schema, IndexKind.PRIMARY, List.of(AttributeValue.fromS("p")), List.of());
        assertThat(KeyCodec.append(prefix, AttributeValue.fromS("s"), AttributeType.S))
                .containsExactly(KeyCodec.primaryKey(schema, Map.of("pk", AttributeValue.fromS("p"),
                        "sk", AttributeValue.fromS("s"))));
    }

    private static byte[] onAnotherThread(java.util.concurrent.Callable<byte[]> call) {
        java.util.concurrent.ExecutorService executor = java.util.concurrent.Executors.newSingleThreadExecutor();
        try {
            return executor.submit(call).get();
        } catch (Exception e) {
            throw new AssertionError(e);
        } finally {
            executor.shutdown();
        }
    }

    @Property
    void equal_keys_hash_alike_whatever_their_length(@ForAll byte[] key) {
        assertThat(KeyCodec.hash(key.clone())).isEqualTo(KeyCodec.hash(key));
    }

    @Test
    void keys_that_differ_in_any_one_byte_or_in_length_hash_apart_almost_always() {
        java.util.Random random = new java.util.Random(7);
        java.util.Set<Integer> hashes = new java.util.HashSet<>();
        int keys = 0;
        for (int length = 0; length <= 64; length++) {
            byte[] key = new byte[length];
            random.nextBytes(key);
            hashes.add(KeyCodec.hash(key));
            keys++;
            for (int i = 0; i < length; i++) { // the same key with one byte changed, at every position
                byte[] other = key.clone();
                other[i] ^= (byte) (1 + random.nextInt(255));
                hashes.add(KeyCodec.hash(other));
                keys++;
            }
        }
        for (int length = 1; length <= 64; length++) { // keys of zeros: only their lengths differ
            hashes.add(KeyCodec.hash(new byte[length]));
            keys++;
        }
        assertThat(hashes).as("distinct hashes of %d distinct keys", keys).hasSizeGreaterThanOrEqualTo(keys - 1);
    }

    @Test
    void successor_is_the_least_key_after_every_key_with_the_prefix() {
        assertThat(KeyCodec.successor(new byte[] {1, 2})).containsExactly(1, 3);
        assertThat(KeyCodec.successor(new byte[] {1, (byte) 0xFF})).containsExactly(2);
        assertThat(KeyCodec.successor(new byte[] {(byte) 0xFF})).isNull();
    }
}
