package dev.dynamofixtures.core.internal.value;

import dev.dynamofixtures.core.internal.error.DynamoError;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.core.util.SdkAutoConstructList;
import software.amazon.awssdk.core.util.SdkAutoConstructMap;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * DynamoDB's rules for single values: what is a valid value, its canonical form, equality, order, size.
 *
 * <p>Invariant relied on across the engine: every value that has passed {@link #normalize} (stored items,
 * validated expression values, computed values) is canonical: numbers in canonical text, sets sorted in
 * the order DynamoDB Local returns them in, without duplicates. Two canonical values are equal in DynamoDB's sense exactly when
 * {@link #equal} says so.
 */
public final class AttributeValues {
    /** Top-level attribute values are at depth 1; values deeper than this are rejected. */
    public static final int MAX_DEPTH = 32;
    public static final int MAX_ATTRIBUTE_NAME_BYTES = 65535;

    public static final Comparator<String> STRING_ORDER = Utf8::compare;
    public static final Comparator<SdkBytes> BINARY_ORDER =
            (a, b) -> Arrays.compareUnsigned(a.asByteArrayUnsafe(), b.asByteArrayUnsafe());
    /**
     * The order set elements are returned in. The service leaves it unspecified; DynamoDB Local sorts string
     * sets by UTF-16 units and binary sets by signed bytes, and so do we, so both backends return the same.
     */
    static final Comparator<String> STRING_SET_ORDER = String::compareTo;
    static final Comparator<SdkBytes> BINARY_SET_ORDER = (a, b) -> Arrays.compare(a.asByteArrayUnsafe(), b.asByteArrayUnsafe());
    public static final Comparator<String> NUMBER_ORDER =
            (a, b) -> DynamoNumbers.value(a).compareTo(DynamoNumbers.value(b));

    private AttributeValues() {
    }

    // ---------------------------------------------------------------- validation and canonical form

    /**
     * Validates a value as DynamoDB does and returns its canonical form (the same instance when it already
     * is canonical). {@code depth} is 1 for a top-level attribute value.
     */
    public static AttributeValue normalize(AttributeValue value, int depth) {
        return normalize(value, depth, null);
    }

    /**
     * A running total of sizes ({@link ValueSizes}), kept by {@link #normalize(AttributeValue, int, Measure)} while
     * it walks a value, so that a written item is walked once for both its canonical form and its size (the second
     * walk had an eighth of the samples of a 25-item BatchWriteItem of nested items).
     */
    public static final class Measure {
        long bytes;
        /**
         * The map normalisers of this walk, one per depth (a walk is depth first, so each depth has one map at a
         * time): a normaliser per map value was a sixth of what canonicalising the realistic orders allocated.
         */
        private MapNormalizer[] normalizers;

        /** This walk's normaliser for a map value at {@code depth}. */
        private MapNormalizer normalizer(int depth) {
            if (normalizers == null || depth >= normalizers.length) {
                normalizers = Arrays.copyOf(normalizers == null ? new MapNormalizer[0] : normalizers,
                        Math.max(depth + 1, 4));
            }
            MapNormalizer normalizer = normalizers[depth];
            if (normalizer == null) {
                normalizer = new MapNormalizer(this);
                normalizers[depth] = normalizer;
            }
            return normalizer;
        }

        /** Sets the total back to 0 for the next walk; the normalisers are kept. */
        public void restart() {
            bytes = 0;
        }

        /** The sizes added so far. */
        public long bytes() {
            return bytes;
        }

        /** Adds an attribute name's UTF-8 length (an item's or a map's). */
        public void addName(String name) {
            bytes += Utf8.length(name);
        }
    }

    /**
     * {@link #normalize(AttributeValue, int)}, also adding the canonical value's {@link ValueSizes#size size} to
     * {@code measure} when it is not null.
     */
    public static AttributeValue normalize(AttributeValue value, int depth, Measure measure) {
        if (value == null) {
            throw emptyValue();
        }
        // The commonest values first, without the general path's second look at the type (for the size): an S,
        // canonical as it is, and an N, canonical once normalised.
        AttributeValue.Type sdkType = value.type();
        if (sdkType == AttributeValue.Type.S && depth <= MAX_DEPTH) {
            String s = value.s();
            if (s != null) {
                if (measure != null) {
                    measure.bytes += Utf8.length(s);
                }
                return value;
            }
        } else if (sdkType == AttributeValue.Type.N && depth <= MAX_DEPTH) {
            String n = value.n();
            if (n != null) {
                String canonical = DynamoNumbers.normalize(n);
                if (measure != null) {
                    measure.bytes += DynamoNumbers.sizeOfCanonical(canonical);
                }
                return canonical.equals(n) ? value : SdkValues.number(canonical);
            }
        }
        AttributeType type = checkedType(value);
        if (depth > MAX_DEPTH) {
            throw DynamoError.validation("Nesting Levels have exceeded supported limits: "
                    + "Attributes in the item have nested levels beyond supported limit");
        }
        switch (type) {
            case S:
            case B:
            case BOOL:
                return measured(value, measure);
            case NULL:
                if (!value.nul()) {
                    throw DynamoError.validation("One or more parameter values were invalid: "
                            + "Null attribute value types must have the value of true");
                }
                return measured(value, measure);
            case N: {
                String canonical = DynamoNumbers.normalize(value.n());
                return measured(canonical.equals(value.n()) ? value : SdkValues.number(canonical), measure);
            }
            case SS:
                return measured(normalizeStringSet(value), measure);
            case NS:
                return measured(normalizeNumberSet(value), measure);
            case BS:
                return measured(normalizeBinarySet(value), measure);
            case L:
                return normalizeList(value, depth, measure);
            case M:
                return normalizeMap(value, depth, measure);
            default:
                throw new AssertionError(type);
        }
    }

    /**
     * Whether a valid value, at {@code depth} (1: a top-level attribute's), or a map or list value within it, lies
     * deeper than an item may nest ({@link #MAX_DEPTH}): what an update that puts a deep value under a deep path
     * must be refused for, as a PutItem of the item it makes would be.
     */
    public static boolean nestsTooDeep(AttributeValue value, int depth) {
        if (depth > MAX_DEPTH) {
            return true;
        }
        AttributeType type = AttributeType.of(value);
        if (type == AttributeType.M) {
            for (AttributeValue member : value.m().values()) {
                if (nestsTooDeep(member, depth + 1)) {
                    return true;
                }
            }
        } else if (type == AttributeType.L) {
            for (AttributeValue element : value.l()) {
                if (nestsTooDeep(element, depth + 1)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** A canonical scalar or set, its size ({@link ValueSizes#size}) added to {@code measure} (when not null). */
    private static AttributeValue measured(AttributeValue value, Measure measure) {
        if (measure != null) {
            measure.bytes += ValueSizes.size(value);
        }
        return value;
    }

    /** The type of a value, or DynamoDB's error when it holds no member or more than one. */
    public static AttributeType checkedType(AttributeValue value) {
        AttributeType known = soleMember(value);
        if (known != null) {
            return known;
        }
        int members = 0;
        AttributeType type = null;
        if (value.s() != null) { members++; type = AttributeType.S; }
        if (value.n() != null) { members++; type = AttributeType.N; }
        if (value.b() != null) { members++; type = AttributeType.B; }
        if (value.bool() != null) { members++; type = AttributeType.BOOL; }
        if (value.nul() != null) { members++; type = AttributeType.NULL; }
        if (value.hasM()) { members++; type = AttributeType.M; }
        if (value.hasL()) { members++; type = AttributeType.L; }
        if (value.hasSs()) { members++; type = AttributeType.SS; }
        if (value.hasNs()) { members++; type = AttributeType.NS; }
        if (value.hasBs()) { members++; type = AttributeType.BS; }
        if (members == 0) {
            throw emptyValue();
        }
        if (members > 1) {
            throw DynamoError.validation("Supplied AttributeValue has more than one datatypes set, "
                    + "must contain exactly one of the supported datatypes");
        }
        return type;
    }

    /** The classes of the SDK builders' copies of a map and of a list member (unmodifiable views of their copies). */
    private static final Class<?> SDK_MAP_COPY = Collections.unmodifiableMap(new LinkedHashMap<>()).getClass();
    private static final Class<?> SDK_LIST_COPY = Collections.unmodifiableList(new ArrayList<>()).getClass();

    /**
     * Whether an SDK object's map member was set, as its {@code hasM()}, {@code hasKey()} and the like answer (not
     * null, not the SDK's empty "auto construct" default); the class of the builders' own copies is recognised by
     * one comparison first, where those methods test the member against an interface (together with the same for
     * lists, 4 % of a 25-item BatchWriteItem and 2-3 % of a PutItem in {@code TwoBuilds}).
     */
    public static boolean isSet(Map<?, ?> member) {
        return member != null && (member.getClass() == SDK_MAP_COPY || !(member instanceof SdkAutoConstructMap));
    }

    /** {@link #isSet(Map)} of a list member ({@code hasL()}, {@code hasSs()} and the like). */
    public static boolean isSet(List<?> member) {
        return member != null && (member.getClass() == SDK_LIST_COPY || !(member instanceof SdkAutoConstructList));
    }

    /**
     * The value's one member when the SDK's {@link AttributeValue#type()} names it and that member is set, else null
     * (the members are then counted one by one). The SDK's builder names a member only while it is the only one set:
     * setting a second makes the type null. The converse does not hold (clearing the named member keeps its name),
     * hence the check that it is set.
     */
    private static AttributeType soleMember(AttributeValue value) {
        AttributeValue.Type type = value.type();
        if (type == null) {
            return null;
        }
        switch (type) {
            case S: return value.s() != null ? AttributeType.S : null;
            case N: return value.n() != null ? AttributeType.N : null;
            case M: return isSet(value.m()) ? AttributeType.M : null;
            case L: return isSet(value.l()) ? AttributeType.L : null;
            case SS: return isSet(value.ss()) ? AttributeType.SS : null;
            case B: return value.b() != null ? AttributeType.B : null;
            case BOOL: return value.bool() != null ? AttributeType.BOOL : null;
            case NUL: return value.nul() != null ? AttributeType.NULL : null;
            case NS: return value.hasNs() ? AttributeType.NS : null;
            case BS: return value.hasBs() ? AttributeType.BS : null;
            default: return null;
        }
    }

    private static DynamoError emptyValue() {
        return DynamoError.validation(
                "Supplied AttributeValue is empty, must contain exactly one of the supported datatypes");
    }

    private static AttributeValue normalizeStringSet(AttributeValue value) {
        List<String> elements = value.ss();
        if (elements.isEmpty()) {
            throw DynamoError.validation("One or more parameter values were invalid: An string set  may not be empty");
        }
        // One pass by index checks the elements and whether they are strictly ascending: then they are
        // distinct (String order is consistent with equals) and already canonical. Otherwise the sorted copy
        // that is returned anyway finds duplicates as neighbours. Neither needs the HashSet the duplicate
        // check used to build (with the iterators, 11 % of what canonicalising a batch of nested items allocated).
        boolean strictlyAscending = true;
        for (int i = 0; i < elements.size(); i++) {
            String element = elements.get(i);
            if (element == null) {
                throw DynamoError.validation("One or more parameter values were invalid: An string set  may not be empty");
            }
            if (i > 0 && strictlyAscending && STRING_SET_ORDER.compare(elements.get(i - 1), element) >= 0) {
                strictlyAscending = false;
            }
        }
        if (strictlyAscending) {
            return value;
        }
        List<String> sorted = new ArrayList<>(elements);
        sorted.sort(STRING_SET_ORDER);
        for (int i = 1; i < sorted.size(); i++) {
            if (sorted.get(i - 1).equals(sorted.get(i))) {
                String listed = elements.toString();
                throw DynamoError.validation(
                        "One or more parameter values were invalid: Input collection " + listed + " contains duplicates.",
                        "One or more parameter values were invalid: Input collection " + listed + " contains duplicates");
            }
        }
        return SdkValues.stringSet(Collections.unmodifiableList(sorted));
    }

    private static AttributeValue normalizeNumberSet(AttributeValue value) {
        List<String> elements = value.ns();
        if (elements.isEmpty()) {
            throw DynamoError.validation("One or more parameter values were invalid: An number set  may not be empty");
        }
        List<String> canonical = new ArrayList<>(elements.size());
        boolean changed = false;
        for (String element : elements) {
            String c = DynamoNumbers.normalize(element);
            changed |= !c.equals(element);
            canonical.add(c);
        }
        if (new HashSet<>(canonical).size() != canonical.size()) {
            throw DynamoError.validation("Input collection contains duplicates");
        }
        if (!changed && isSorted(canonical, NUMBER_ORDER)) {
            return value;
        }
        canonical.sort(NUMBER_ORDER);
        return SdkValues.numberSet(Collections.unmodifiableList(canonical));
    }

    private static AttributeValue normalizeBinarySet(AttributeValue value) {
        List<SdkBytes> elements = value.bs();
        if (elements.isEmpty()) {
            throw DynamoError.validation("One or more parameter values were invalid: Binary sets should not be empty");
        }
        Set<SdkBytes> distinct = new HashSet<>(elements);
        if (distinct.size() != elements.size()) {
            throw DynamoError.validation(
                    "One or more parameter values were invalid: Input collection of type BS contains duplicates.");
        }
        if (isSorted(elements, BINARY_SET_ORDER)) {
            return value;
        }
        List<SdkBytes> sorted = new ArrayList<>(elements);
        sorted.sort(BINARY_SET_ORDER);
        return SdkValues.binarySet(Collections.unmodifiableList(sorted));
    }

    private static AttributeValue normalizeList(AttributeValue value, int depth, Measure measure) {
        List<AttributeValue> elements = value.l();
        if (measure != null) {
            measure.bytes += ValueSizes.documentOverhead(elements.size()); // the elements add their own
        }
        List<AttributeValue> out = null;
        for (int i = 0; i < elements.size(); i++) {
            AttributeValue element = elements.get(i);
            AttributeValue normalized = normalize(element, depth + 1, measure);
            if (normalized != element && out == null) {
                out = new ArrayList<>(elements.size());
                out.addAll(elements.subList(0, i));
            }
            if (out != null) {
                out.add(normalized);
            }
        }
        return out == null ? value : SdkValues.list(Collections.unmodifiableList(out));
    }

    private static AttributeValue normalizeMap(AttributeValue value, int depth, Measure measure) {
        Map<String, AttributeValue> entries = value.m();
        MapNormalizer normalizer = measure == null ? new MapNormalizer(null) : measure.normalizer(depth);
        normalizer.start(entries, depth + 1);
        if (measure != null) {
            measure.bytes += ValueSizes.documentOverhead(entries.size()); // the entries add names and values
        }
        entries.forEach(normalizer);
        SlotMap out = normalizer.out;
        normalizer.out = null;
        return out == null ? value : SdkValues.map(out.frozen());
    }

    /**
     * Normalises a map's values in the map's own order with {@code forEach}: iterating the SDK's unmodifiable
     * map through its entry set wraps every entry in a new object, one per nested attribute.
     */
    private static final class MapNormalizer implements BiConsumer<String, AttributeValue> {
        private final Measure measure;
        private Map<String, AttributeValue> source;
        private int depth;
        /** A copy, made at the first value that is not canonical. */
        SlotMap out;
        /** The position of the entry being normalised. */
        private int index;

        MapNormalizer(Measure measure) {
            this.measure = measure;
        }

        /** Makes this normaliser the one of {@code source}'s entries, at {@code depth}. */
        void start(Map<String, AttributeValue> source, int depth) {
            this.source = source;
            this.depth = depth;
            this.out = null;
            this.index = 0;
        }

        @Override
        public void accept(String name, AttributeValue element) {
            checkNameNotEmpty(name);
            if (measure != null) {
                measure.addName(name);
            }
            AttributeValue normalized = normalize(element, depth, measure);
            if (normalized != element) {
                if (out == null) {
                    out = SlotMap.copyOf(source);
                }
                out.set(index, normalized);
            }
            index++;
        }
    }

    /** Checks a top-level attribute name: non-empty and under 64 KB of UTF-8. */
    public static void checkAttributeName(String name) {
        checkNameNotEmpty(name);
        if (name.length() > MAX_ATTRIBUTE_NAME_BYTES / 3 && Utf8.length(name) > MAX_ATTRIBUTE_NAME_BYTES) {
            throw DynamoError.validation("Attribute name is too large, must be less than 65536 bytes");
        }
    }

    /**
     * Refuses an empty attribute name: an item's, a map value's, or a key's or start key's (whose other checks are the
     * key schema's).
     */
    public static void checkNameNotEmpty(String name) {
        if (name == null || name.isEmpty()) {
            throw DynamoError.validation("Empty attribute name");
        }
    }

    private static <T> boolean isSorted(List<T> list, Comparator<? super T> order) {
        Iterator<T> it = list.iterator();
        if (!it.hasNext()) {
            return true;
        }
        T previous = it.next();
        while (it.hasNext()) {
            T next = it.next();
            if (order.compare(previous, next) > 0) {
                return false;
            }
            previous = next;
        }
        return true;
    }

    // ---------------------------------------------------------------- equality and order

    /**
     * DynamoDB's {@code =} on two valid values, canonical or not: same type and same value (numbers
     * numerically, sets as sets). Inside the engine, where values are canonical, use {@link CanonicalOrder}.
     */
    public static boolean equal(AttributeValue a, AttributeValue b) {
        return a == b || CanonicalOrder.equal(normalize(a, 1), normalize(b, 1));
    }

    /** Whether a value can be ordered ({@code < <= > >= BETWEEN}): S, N or B. */
    public static boolean isOrdered(AttributeType type) {
        return type == AttributeType.S || type == AttributeType.N || type == AttributeType.B;
    }

    /**
     * DynamoDB's order on two valid values of the same ordered type (S by UTF-8 bytes, N numerically, B
     * unsigned), canonical or not. Callers check the types first.
     */
    public static int compare(AttributeValue a, AttributeValue b) {
        AttributeType type = AttributeType.of(a);
        if (!isOrdered(type)) {
            throw new IllegalArgumentException("values of type " + type + " have no order");
        }
        return CanonicalOrder.compare(normalize(a, 1), normalize(b, 1));
    }

    /** A value's size in bytes as DynamoDB counts it; see {@link ValueSizes}. */
    public static long size(AttributeValue value) {
        return ValueSizes.size(value);
    }

    /** An item's size: the sum over its attributes of name bytes plus value size. */
    public static long itemSize(Map<String, AttributeValue> item) {
        return ValueSizes.itemSize(item);
    }

    /** The raw size of a key value: UTF-8 bytes for S, bytes for B, DynamoDB's number size for N. */
    public static int keyValueSize(AttributeValue value) {
        return (int) ValueSizes.size(value);
    }

    /**
     * An upper bound of {@link #keyValueSize}, found without reading a string's characters: three bytes per UTF-16
     * unit (no unit takes more in UTF-8; a surrogate pair's four bytes are two units), the exact size otherwise. Key
     * size limits are checked exactly only when the bound exceeds them, so the usual short key is not scanned.
     */
    public static long keyValueSizeBound(AttributeValue value) {
        String s = value.s();
        return s != null ? 3L * s.length() : keyValueSize(value);
    }

    /** Shows a value the way DynamoDB's messages do: {@code {N:9}}, {@code {S:abc}}. */
    public static String describe(AttributeValue value) {
        switch (AttributeType.of(value)) {
            case S: return "{S:" + value.s() + "}";
            case N: return "{N:" + value.n() + "}";
            case B: return "{B:" + value.b().asByteBuffer() + "}";
            default: return value.toString();
        }
    }
}
