package dev.dynamofixtures.core.internal.value;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.core.util.DefaultSdkAutoConstructList;
import software.amazon.awssdk.core.util.DefaultSdkAutoConstructMap;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The SDK's {@link AttributeValue}s for values the engine made itself (the canonical copy of a number, a set, a list
 * or a map), without the builder's defensive copy.
 *
 * <p>{@code AttributeValue.fromM(map)} makes a builder, which makes a set of the members set so far, copies the map
 * into a new {@code LinkedHashMap} wrapped unmodifiable, and then builds the value: for the engine's own copies,
 * already unmodifiable and never changed again, all of that is garbage. In a 25-item BatchWriteItem of the realistic
 * orders, those builders and copies were a seventh of what canonicalising allocated. The SDK's generated class also
 * has a private constructor taking every field, the builder's members unset being its shared empty
 * auto-construct list and map; the values made here go through it, found once by a {@link MethodHandle}.
 *
 * <p>Before trusting it, two probes must pass: a value made with a distinct object for every member returns each of
 * those very objects (the constructor keeps what it is given, in the right places), and a number made by it equals
 * the builder's, whose other members are the shared empty list and map used here. If the SDK's generated code ever
 * differs (another constructor, a copy in it) or the module system refuses access, the public factory methods are
 * used instead, and only the speed changes.
 *
 * <p>Callers hand over only what no one changes afterwards: unmodifiable lists and maps of their own.
 */
final class SdkValues {
    /**
     * How many values the builders make before the constructor is looked for. Finding and checking it costs a fresh
     * JVM about 4 ms (the method handle's adapters), where the builders' first value costs 0.05 ms: a test JVM that
     * writes a few non-canonical values never pays it, and a JVM writing many pays it once, early.
     */
    static final int BUILDER_FIRST = 4_096;
    private static final List<String> NO_STRINGS = DefaultSdkAutoConstructList.getInstance();
    private static final List<SdkBytes> NO_BYTES = DefaultSdkAutoConstructList.getInstance();
    private static final List<AttributeValue> NO_VALUES = DefaultSdkAutoConstructList.getInstance();
    private static final Map<String, AttributeValue> NO_MAP = DefaultSdkAutoConstructMap.getInstance();

    /** Values made by the builders so far: a racy count, only a heuristic for when to switch. */
    private static int builderMade;
    /** Whether values are made by the constructor from now on (set once it is found and trusted). */
    private static boolean direct;

    /** The constructor, found and checked when this class is first used: after {@link #BUILDER_FIRST} values. */
    private static final class Direct {
        static final MethodHandle CONSTRUCTOR = trustedConstructor();
    }

    private SdkValues() {
    }

    /** Whether the constructor is found and trusted (false only if the SDK's class changed shape). */
    static boolean trusted() {
        return Direct.CONSTRUCTOR != null;
    }

    /** For tests: the next value is made by the constructor when it is trusted, whatever the count. */
    static void skipBuilderPhase() {
        builderMade = BUILDER_FIRST;
    }

    /** A number value of canonical text. */
    static AttributeValue number(String n) {
        AttributeValue made = make(AttributeValue.Type.N, n, NO_STRINGS, NO_STRINGS, NO_BYTES, NO_MAP, NO_VALUES);
        return made != null ? made : AttributeValue.fromN(n);
    }

    /** A string set of an unmodifiable list. */
    static AttributeValue stringSet(List<String> ss) {
        AttributeValue made = make(AttributeValue.Type.SS, null, ss, NO_STRINGS, NO_BYTES, NO_MAP, NO_VALUES);
        return made != null ? made : AttributeValue.fromSs(ss);
    }

    /** A number set of an unmodifiable list. */
    static AttributeValue numberSet(List<String> ns) {
        AttributeValue made = make(AttributeValue.Type.NS, null, NO_STRINGS, ns, NO_BYTES, NO_MAP, NO_VALUES);
        return made != null ? made : AttributeValue.fromNs(ns);
    }

    /** A binary set of an unmodifiable list. */
    static AttributeValue binarySet(List<SdkBytes> bs) {
        AttributeValue made = make(AttributeValue.Type.BS, null, NO_STRINGS, NO_STRINGS, bs, NO_MAP, NO_VALUES);
        return made != null ? made : AttributeValue.fromBs(bs);
    }

    /** A map value of an unmodifiable map. */
    static AttributeValue map(Map<String, AttributeValue> m) {
        AttributeValue made = make(AttributeValue.Type.M, null, NO_STRINGS, NO_STRINGS, NO_BYTES, m, NO_VALUES);
        return made != null ? made : AttributeValue.fromM(m);
    }

    /** A list value of an unmodifiable list. */
    static AttributeValue list(List<AttributeValue> l) {
        AttributeValue made = make(AttributeValue.Type.L, null, NO_STRINGS, NO_STRINGS, NO_BYTES, NO_MAP, l);
        return made != null ? made : AttributeValue.fromL(l);
    }

    /**
     * The value of this type and members made by the constructor (no S, B, BOOL or NULL: the engine never copies
     * those), or null while the builders make them: for the first {@link #BUILDER_FIRST} values, or for good when
     * the constructor is not trusted.
     */
    private static AttributeValue make(AttributeValue.Type type, String n, List<String> ss, List<String> ns,
                                       List<SdkBytes> bs, Map<String, AttributeValue> m, List<AttributeValue> l) {
        if (!direct) {
            if (++builderMade < BUILDER_FIRST) {
                return null;
            }
            direct = Direct.CONSTRUCTOR != null;
            if (!direct) {
                builderMade = Integer.MIN_VALUE; // untrusted: the check is not repeated before 2^31 more values
                return null;
            }
        }
        return construct(Direct.CONSTRUCTOR, type, n, ss, ns, bs, m, l);
    }

    /**
     * {@code constructor} called with exactly its type ({@code invokeExact}): the probes and the values made share
     * one call site shape, so a fresh JVM spins no adapter for either.
     */
    private static AttributeValue construct(MethodHandle constructor, AttributeValue.Type type, String n,
                                            List<String> ss, List<String> ns, List<SdkBytes> bs,
                                            Map<String, AttributeValue> m, List<AttributeValue> l) {
        try {
            return (AttributeValue) constructor.invokeExact(type, (String) null, n, (SdkBytes) null, ss, ns, bs, m, l,
                    (Boolean) null, (Boolean) null);
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new IllegalStateException("the SDK's AttributeValue constructor threw " + e, e);
        }
    }

    private static MethodHandle trustedConstructor() {
        try {
            MethodHandle constructor = MethodHandles.privateLookupIn(AttributeValue.class, MethodHandles.lookup())
                    .findConstructor(AttributeValue.class, MethodType.methodType(void.class, AttributeValue.Type.class,
                            String.class, String.class, SdkBytes.class, List.class, List.class, List.class, Map.class,
                            List.class, Boolean.class, Boolean.class));
            return keepsItsMembers(constructor) && agreesWithBuilder(constructor) ? constructor : null;
        } catch (RuntimeException | Error | ReflectiveOperationException e) {
            return null; // an SDK without that constructor, or access refused: use the builders
        }
    }

    /** Whether each member passed to the constructor is the one its value returns, untouched (not copied). */
    private static boolean keepsItsMembers(MethodHandle constructor) {
        String n = new String("1");
        List<String> ss = new ArrayList<>();
        List<String> ns = new ArrayList<>();
        List<SdkBytes> bs = new ArrayList<>();
        Map<String, AttributeValue> m = new HashMap<>();
        List<AttributeValue> l = new ArrayList<>();
        AttributeValue made = construct(constructor, AttributeValue.Type.M, n, ss, ns, bs, m, l);
        return made.type() == AttributeValue.Type.M && made.s() == null && made.n() == n && made.b() == null
                && made.ss() == ss && made.ns() == ns && made.bs() == bs && made.m() == m && made.l() == l
                && made.bool() == null && made.nul() == null;
    }

    /**
     * Whether a number made by the constructor is the builder's: the builder leaves every other member as the
     * shared empty list or map passed here for them, and the two values are equal, with the same hash code, both
     * ways. (One kind is enough here, and it is a kind the caller's own requests have made: a probe of every kind
     * cost a fresh JVM several milliseconds of loading the builder's copiers for kinds it may never use.
     * {@code SdkValuesTest} compares every kind on the SDK the engine is built with.)
     */
    private static boolean agreesWithBuilder(MethodHandle constructor) {
        AttributeValue built = AttributeValue.fromN("1");
        AttributeValue made = construct(constructor, AttributeValue.Type.N, "1", NO_STRINGS, NO_STRINGS, NO_BYTES,
                NO_MAP, NO_VALUES);
        return built.type() == AttributeValue.Type.N && built.s() == null && built.b() == null
                && built.bool() == null && built.nul() == null
                && built.ss() == NO_STRINGS && built.ns() == NO_STRINGS && built.bs() == NO_BYTES
                && built.m() == NO_MAP && built.l() == NO_VALUES
                && made.equals(built) && built.equals(made) && made.hashCode() == built.hashCode();
    }
}
