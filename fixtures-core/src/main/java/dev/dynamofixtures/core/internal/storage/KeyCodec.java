package dev.dynamofixtures.core.internal.storage;

import dev.dynamofixtures.core.internal.value.AttributeType;
import dev.dynamofixtures.core.internal.value.AttributeValues;
import dev.dynamofixtures.core.internal.value.DynamoNumbers;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Order-preserving byte encoding of keys: the one place that defines DynamoDB's key order.
 *
 * <p>Every index maps {@code [hash(partition) ++] enc(partition tuple) ++ enc(sort tuple) [++ enc(table key)]}
 * to an item, compared as unsigned bytes ({@link #ORDER}). The table and its LSIs start with DynamoDB
 * Local's 20-byte partition hash ({@code SHA-1("LocalDdb" ++ value bytes)}); GSIs start with the encoded
 * partition values themselves. Either way whole-index iteration is Local's Scan order (Local scans a table
 * by partition hash and a GSI by key value); within a partition, entries are in sort-key order, ties broken
 * by the table key. Each element encoding is self-delimiting and order-preserving for its type:
 * <ul>
 *   <li>S, B: the bytes (UTF-8 for S) with {@code 00} escaped as {@code 00 FF}, then {@code 00 00};</li>
 *   <li>N: a sign class, a base-10 exponent byte and one byte per digit, inverted for negatives, then a
 *       terminator that sorts shorter mantissas first (or last, for negatives).</li>
 * </ul>
 * Hence a multi-attribute key is just a longer tuple, a Query is one range of the map, and
 * LastEvaluatedKey / ExclusiveStartKey are positions in the same order.
 */
public final class KeyCodec {
    public static final int HASH_LENGTH = 20;
    public static final Comparator<byte[]> ORDER = Arrays::compareUnsigned;

    private static final byte[] SALT = "LocalDdb".getBytes(StandardCharsets.US_ASCII);
    private static final VarHandle LONG_VIEW =
            MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final ThreadLocal<Hasher> HASHERS = ThreadLocal.withInitial(Hasher::new);

    /**
     * A thread's SHA-1 digest, and the last string or number text it hashed as a key value with that hash. Items
     * written together often share their partition value (a customer's orders in one BatchWriteItem, the items of
     * one collection in a single-table design), and a hash costs ~0.15 µs; comparing with the last text costs a few
     * nanoseconds, and the text is in the caches when it repeats. One entry only, so that it is always in the
     * caches too (a table of remembered hashes was itself a cache miss on a large table's reads).
     */
    private static final class Hasher {
        final MessageDigest digest;
        String lastText;
        AttributeType lastType;
        byte[] lastHash;
        /** The thread's buffer for encoding a key, reused: only the finished key is a new array ({@link Buffer#scratch}). */
        final Buffer scratch = new Buffer(Buffer.SCRATCH_CAPACITY);
        /** {@link #indexKey}'s values of an index's key attributes (at most four partition and four sort). */
        final AttributeValue[] keyValues = new AttributeValue[8];

        Hasher() {
            try {
                digest = MessageDigest.getInstance("SHA-1");
            } catch (NoSuchAlgorithmException e) {
                throw new IllegalStateException("SHA-1 is required of every Java platform", e);
            }
        }
    }

    private KeyCodec() {
    }

    // ---------------------------------------------------------------- whole keys

    /** The primary-index key of an item (or a Key argument) that holds every table key attribute. */
    public static byte[] primaryKey(KeySchema key, Map<String, AttributeValue> item) {
        Buffer out = Buffer.scratch();
        out.write(partitionHash(key.hash(), item));
        for (KeyAttribute a : key.hash()) {
            encode(item.get(a.name()), a.type(), out);
        }
        for (KeyAttribute a : key.range()) {
            encode(item.get(a.name()), a.type(), out);
        }
        return out.toArray();
    }

    /**
     * The secondary-index key of an item, or null when the item is not in the index: some index key
     * attribute is missing (a sparse index) or has another type than declared.
     */
    public static byte[] indexKey(IndexDefinition index, Map<String, AttributeValue> item, byte[] primaryKey) {
        KeySchema schema = index.keySchema();
        List<KeyAttribute> attributes = schema.all(); // HASH ones, then RANGE ones
        int n = attributes.size();
        AttributeValue[] values = HASHERS.get().keyValues; // each attribute looked up once, for its type and its bytes
        if (values.length < n) { // more than the service allows: no key schema gets here
            values = new AttributeValue[n];
        }
        for (int i = 0; i < n; i++) {
            KeyAttribute a = attributes.get(i);
            AttributeValue value = item.get(a.name());
            if (!hasType(value, a.type())) {
                Arrays.fill(values, 0, i, null);
                return null;
            }
            values[i] = value;
        }
        Buffer out = Buffer.scratch();
        if (isHashed(index.kind())) {
            out.write(partitionHash(schema.hash(), item));
        }
        for (int i = 0; i < n; i++) {
            encode(values[i], attributes.get(i).type(), out);
        }
        Arrays.fill(values, 0, n, null); // the thread keeps no item's values alive
        out.write(primaryKey, HASH_LENGTH, primaryKey.length - HASH_LENGTH);
        return out.toArray();
    }

    private static boolean hasType(AttributeValue value, AttributeType type) {
        return value != null && AttributeType.of(value) == type;
    }

    /** Whether keys of this kind of index start with the partition hash (the table and LSIs) or not (GSIs). */
    public static boolean isHashed(IndexKind kind) {
        return kind != IndexKind.GLOBAL;
    }

    /**
     * The prefix shared by every entry of one partition: the partition hash (unless the index is a GSI) and
     * the encoded partition tuple, then the encoded values of a left prefix of the sort attributes.
     */
    public static byte[] prefix(KeySchema schema, IndexKind kind, List<AttributeValue> partitionValues,
                                List<AttributeValue> sortPrefixValues) {
        Buffer out = Buffer.scratch();
        if (isHashed(kind)) {
            out.write(partitionHash(partitionValues, schema.hash()));
        }
        for (int i = 0; i < partitionValues.size(); i++) {
            encode(partitionValues.get(i), schema.hash().get(i).type(), out);
        }
        for (int i = 0; i < sortPrefixValues.size(); i++) {
            encode(sortPrefixValues.get(i), schema.range().get(i).type(), out);
        }
        return out.toArray();
    }

    /**
     * A partition's {@link #prefix} followed by the encoded values of a left prefix of the sort attributes:
     * the same bytes as {@code prefix(schema, kind, partitionValues, sortPrefixValues)}, without hashing and
     * encoding the partition again.
     */
    public static byte[] withSortPrefix(byte[] partitionPrefix, KeySchema schema, List<AttributeValue> sortPrefixValues) {
        Buffer out = Buffer.scratch();
        out.write(partitionPrefix);
        for (int i = 0; i < sortPrefixValues.size(); i++) {
            encode(sortPrefixValues.get(i), schema.range().get(i).type(), out);
        }
        return out.toArray();
    }

    /** {@code prefix} followed by the encoding of one more value (of the given type). */
    public static byte[] append(byte[] prefix, AttributeValue value, AttributeType type) {
        Buffer out = Buffer.scratch();
        out.write(prefix);
        encode(value, type, out);
        return out.toArray();
    }

    /**
     * {@code successor(append(prefix, value, type))} without the intermediate array: the exclusive upper bound
     * of a Query's {@code <=} and {@code BETWEEN} (one byte array fewer per Query).
     */
    public static byte[] appendSuccessor(byte[] prefix, AttributeValue value, AttributeType type) {
        Buffer out = Buffer.scratch();
        out.write(prefix);
        encode(value, type, out);
        return out.successor();
    }

    /**
     * {@code prefix} followed by the encoding of a value without its terminator: every key whose next
     * element begins with that S or B value starts with these bytes ({@code begins_with}).
     */
    public static byte[] appendUnterminated(byte[] prefix, AttributeValue value, AttributeType type) {
        Buffer out = Buffer.scratch();
        out.write(prefix);
        byte[] raw = type == AttributeType.S
                ? value.s().getBytes(StandardCharsets.UTF_8)
                : value.b().asByteArrayUnsafe();
        escape(raw, out);
        return out.toArray();
    }

    /** The smallest key greater than every key that starts with {@code prefix}, or null if there is none. */
    public static byte[] successor(byte[] prefix) {
        int end = prefix.length;
        while (end > 0 && prefix[end - 1] == (byte) 0xFF) {
            end--;
        }
        if (end == 0) {
            return null;
        }
        byte[] next = Arrays.copyOf(prefix, end);
        next[end - 1]++;
        return next;
    }

    /** The table-key part of a primary-index key (without the partition hash), used as tie-breaker. */
    public static byte[] withoutHash(byte[] primaryKey) {
        return Arrays.copyOfRange(primaryKey, HASH_LENGTH, primaryKey.length);
    }

    /**
     * The smallest key whose first four bytes, read as an unsigned number, are at least {@code position}
     * (< 2^32): the boundaries of parallel-scan segments. For the table and LSIs those bytes are the
     * partition hash, so segments are even; for GSIs they are the first bytes of the key values.
     */
    public static byte[] hashBoundary(long position) {
        return new byte[] {(byte) (position >>> 24), (byte) (position >>> 16), (byte) (position >>> 8), (byte) position};
    }

    /**
     * A hash of a key's bytes for telling keys apart in a small table, read eight bytes at a time (the last eight
     * overlapping the one before when the length is not a multiple of eight): a 45-byte primary key takes six steps
     * where {@link Arrays#hashCode(byte[])} takes 45 dependent multiplications (3 % of a 25-item BatchWriteItem).
     * Equal keys hash alike; the caller still compares the bytes of keys whose hashes are equal.
     */
    public static int hash(byte[] key) {
        int n = key.length;
        if (n < Long.BYTES) {
            return Arrays.hashCode(key);
        }
        long h = n;
        for (int i = 0; i + Long.BYTES < n; i += Long.BYTES) {
            h = mix(h, (long) LONG_VIEW.get(key, i));
        }
        h = mix(h, (long) LONG_VIEW.get(key, n - Long.BYTES));
        h ^= h >>> 33; // MurmurHash3's finaliser: every bit of h moves the low 32 bits returned
        h *= 0xFF51AFD7ED558CCDL;
        h ^= h >>> 33;
        return (int) h;
    }

    /** One step of {@link #hash}: xxHash64's round, so that every byte of a window moves every bit of the state. */
    private static long mix(long h, long window) {
        return Long.rotateLeft(h ^ window * 0xC2B2AE3D27D4EB4FL, 31) * 0x9E3779B97F4A7C15L;
    }

    // ---------------------------------------------------------------- partition hash (DynamoDB Local's)

    private static byte[] partitionHash(List<KeyAttribute> attributes, Map<String, AttributeValue> item) {
        if (attributes.size() == 1) {
            return hashOf(item.get(attributes.get(0).name()));
        }
        MessageDigest digest = HASHERS.get().digest;
        byte[][] parts = new byte[attributes.size()][];
        for (int i = 0; i < parts.length; i++) {
            parts[i] = hashOf(item.get(attributes.get(i).name()));
        }
        digest.update(SALT);
        for (byte[] part : parts) {
            digest.update(part);
        }
        return digest.digest();
    }

    private static byte[] partitionHash(List<AttributeValue> values, List<KeyAttribute> attributes) {
        if (values.size() == 1) {
            return hashOf(values.get(0));
        }
        byte[][] parts = new byte[values.size()][];
        for (int i = 0; i < parts.length; i++) {
            parts[i] = hashOf(values.get(i));
        }
        MessageDigest digest = HASHERS.get().digest;
        digest.update(SALT);
        for (byte[] part : parts) {
            digest.update(part);
        }
        return digest.digest();
    }

    /** The hash of one key value; the returned array may be shared (the last one's): callers only read it. */
    private static byte[] hashOf(AttributeValue value) {
        AttributeType type = AttributeType.of(value);
        String text = type == AttributeType.S ? value.s() : type == AttributeType.N ? value.n() : null;
        Hasher hasher = HASHERS.get();
        if (text != null && type == hasher.lastType && text.equals(hasher.lastText)) {
            return hasher.lastHash;
        }
        byte[] hash = digestOf(value, type, hasher.digest);
        if (text != null) {
            hasher.lastText = text;
            hasher.lastType = type;
            hasher.lastHash = hash;
        }
        return hash;
    }

    private static byte[] digestOf(AttributeValue value, AttributeType type, MessageDigest digest) {
        byte[] bytes;
        switch (type) {
            case S:
                bytes = value.s().getBytes(StandardCharsets.UTF_8);
                break;
            case N:
                bytes = DynamoNumbers.localEncoding(DynamoNumbers.value(value.n()));
                break;
            case B:
                bytes = value.b().asByteArrayUnsafe();
                break;
            default:
                throw new IllegalArgumentException("not a key value: " + value);
        }
        digest.update(SALT);
        return digest.digest(bytes);
    }

    // ---------------------------------------------------------------- element encodings

    static void encode(AttributeValue value, AttributeType type, Buffer out) {
        switch (type) {
            case S:
                encodeString(value.s(), out);
                out.write(0);
                out.write(0);
                break;
            case B:
                escape(value.b().asByteArrayUnsafe(), out);
                out.write(0);
                out.write(0);
                break;
            case N:
                encodeNumber(value.n(), out);
                break;
            default:
                throw new IllegalArgumentException("not a key type: " + type);
        }
    }

    /**
     * A string's UTF-8 bytes, escaped: copied in one step when it is ASCII without a NUL (the common case: its
     * chars are then its UTF-8 bytes, and nothing needs escaping), else encoded first.
     */
    private static void encodeString(String s, Buffer out) {
        int n = s.length();
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (c >= 0x80 || c == 0) {
                escape(s.getBytes(StandardCharsets.UTF_8), out);
                return;
            }
        }
        out.writeAscii(s, n);
    }

    private static void escape(byte[] raw, Buffer out) {
        if (!containsZero(raw)) {
            out.write(raw); // the common case: nothing to escape, one copy
            return;
        }
        for (byte b : raw) {
            out.write(b);
            if (b == 0) {
                out.write(0xFF);
            }
        }
    }

    private static boolean containsZero(byte[] raw) {
        for (byte b : raw) {
            if (b == 0) {
                return true;
            }
        }
        return false;
    }

    private static final int NEGATIVE = 0x01;
    private static final int ZERO = 0x02;
    private static final int POSITIVE = 0x03;

    /**
     * {@code value = 0.d1 d2 ... dk x 10^e} with {@code d1 != 0}, {@code -129 <= e <= 126}: positive numbers
     * are {@code 03, e+129, d1+1, ..., dk+1, 00}; negative ones invert every byte after the class byte
     * (so larger magnitudes sort first and the terminator {@code FF} sorts longer mantissas first). Read from
     * the number's canonical text, without parsing it.
     */
    private static void encodeNumber(String canonical, Buffer out) {
        boolean negative = canonical.charAt(0) == '-';
        int start = negative ? 1 : 0;
        int n = canonical.length();
        if (n - start == 1 && canonical.charAt(start) == '0') {
            out.write(ZERO);
            return;
        }
        // value = 0.d1 d2 ... dk x 10^exponent: skip the decimal point and leading zeros of the fraction
        int point = canonical.indexOf('.');
        int integerEnd = point < 0 ? n : point;
        int first;
        int exponent;
        if (canonical.charAt(start) != '0') {
            first = start;
            exponent = integerEnd - start;
        } else {
            first = point + 1;
            while (canonical.charAt(first) == '0') {
                first++;
            }
            exponent = -(first - point - 1);
        }
        int last = n - 1;
        if (point < 0) {
            while (canonical.charAt(last) == '0') {
                last--; // trailing zeros of an integer belong to the exponent, not the mantissa
            }
        }
        int mask = negative ? 0xFF : 0x00;
        out.write(negative ? NEGATIVE : POSITIVE);
        out.write((exponent + 129) ^ mask);
        for (int i = first; i <= last; i++) {
            char c = canonical.charAt(i);
            if (c != '.') {
                out.write((c - '0' + 1) ^ mask);
            }
        }
        out.write(mask);
    }

    /** Whether a value has a type a key of {@code type} can hold and the same type. */
    public static boolean matches(AttributeValue value, AttributeType type) {
        return value != null && AttributeType.of(value) == type;
    }

    /** The raw size of a key value, as the key size limits count it. */
    public static int keySize(AttributeValue value) {
        return AttributeValues.keyValueSize(value);
    }

    /** A growable byte array. */
    static final class Buffer {
        /** A scratch buffer's size, and the most it keeps after a larger key made it grow. */
        static final int SCRATCH_CAPACITY = 256;
        private static final int SCRATCH_KEPT = 4096;

        private byte[] bytes;
        private int size;

        /**
         * The calling thread's buffer, emptied: a key is encoded in it and copied out once by {@link #toArray} or
         * {@link #successor}, where a buffer of its own was a second array as large as the key, zeroed, per key
         * encoded (every written item encodes its primary key and one per index). Each encoding method takes it
         * at its start and copies the result out before it returns, and none calls another, so no two uses
         * overlap.
         */
        static Buffer scratch() {
            Buffer buffer = HASHERS.get().scratch;
            buffer.size = 0;
            if (buffer.bytes.length > SCRATCH_KEPT) {
                buffer.bytes = new byte[SCRATCH_CAPACITY];
            }
            return buffer;
        }

        Buffer(int capacity) {
            bytes = new byte[capacity];
        }

        void write(int b) {
            if (size == bytes.length) {
                bytes = Arrays.copyOf(bytes, size * 2);
            }
            bytes[size++] = (byte) b;
        }

        /** Makes room for at least {@code extra} more bytes. */
        void reserve(int extra) {
            if (size + extra > bytes.length) {
                bytes = Arrays.copyOf(bytes, Math.max(size * 2, size + extra));
            }
        }

        void write(byte[] b) {
            write(b, 0, b.length);
        }

        /**
         * Writes the {@code n} chars of a string that are all below 0x80 as one byte each: String's copy of its
         * chars' low bytes, a plain array copy for the usual Latin-1 strings, where writing them one by one checked
         * the room left at every byte (5 % of a batch's work with its data cached).
         */
        @SuppressWarnings("deprecation") // getBytes(int, int, byte[], int) is exact for chars below 0x80
        void writeAscii(String s, int n) {
            reserve(n);
            s.getBytes(0, n, bytes, size);
            size += n;
        }

        void write(byte[] b, int offset, int length) {
            if (size + length > bytes.length) {
                bytes = Arrays.copyOf(bytes, Math.max(size * 2, size + length));
            }
            System.arraycopy(b, offset, bytes, size, length);
            size += length;
        }

        byte[] toArray() {
            return Arrays.copyOf(bytes, size);
        }

        /** {@link KeyCodec#successor} of the bytes written, copied once. */
        byte[] successor() {
            int end = size;
            while (end > 0 && bytes[end - 1] == (byte) 0xFF) {
                end--;
            }
            if (end == 0) {
                return null;
            }
            byte[] next = Arrays.copyOf(bytes, end);
            next[end - 1]++;
            return next;
        }
    }
}
