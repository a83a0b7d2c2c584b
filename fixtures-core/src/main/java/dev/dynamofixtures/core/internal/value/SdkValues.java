package dev.dynamofixtures.core.internal.value;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.List;
import java.util.Map;
import java.util.Objects;
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
 * <p>Before trusting it, a probe value of each kind is made both ways and must agree: the same {@code type()}, the
 * very probe instance returned by its member, the same instances from every other member, equal and with the same
 * hash code. If the SDK's generated code ever differs (another constructor, a copy in it) or the module system
 * refuses access, the public factory methods are used instead, and only the speed changes.
 *
 * <p>Callers hand over only what no one changes afterwards: unmodifiable lists and maps of their own.
 */
final class SdkValues {
    private static final MethodHandle CONSTRUCTOR = trustedConstructor();
    private static final List<String> NO_STRINGS = DefaultSdkAutoConstructList.getInstance();
    private static final List<SdkBytes> NO_BYTES = DefaultSdkAutoConstructList.getInstance();
    private static final List<AttributeValue> NO_VALUES = DefaultSdkAutoConstructList.getInstance();
    private static final Map<String, AttributeValue> NO_MAP = DefaultSdkAutoConstructMap.getInstance();

    private SdkValues() {
    }

    /** Whether values are made without the builder (false only if the SDK's class changed shape). */
    static boolean trusted() {
        return CONSTRUCTOR != null;
    }

    /** A number value of canonical text. */
    static AttributeValue number(String n) {
        return CONSTRUCTOR == null ? AttributeValue.fromN(n)
                : make(AttributeValue.Type.N, n, NO_STRINGS, NO_STRINGS, NO_BYTES, NO_MAP, NO_VALUES);
    }

    /** A string set of an unmodifiable list. */
    static AttributeValue stringSet(List<String> ss) {
        return CONSTRUCTOR == null ? AttributeValue.fromSs(ss)
                : make(AttributeValue.Type.SS, null, ss, NO_STRINGS, NO_BYTES, NO_MAP, NO_VALUES);
    }

    /** A number set of an unmodifiable list. */
    static AttributeValue numberSet(List<String> ns) {
        return CONSTRUCTOR == null ? AttributeValue.fromNs(ns)
                : make(AttributeValue.Type.NS, null, NO_STRINGS, ns, NO_BYTES, NO_MAP, NO_VALUES);
    }

    /** A binary set of an unmodifiable list. */
    static AttributeValue binarySet(List<SdkBytes> bs) {
        return CONSTRUCTOR == null ? AttributeValue.fromBs(bs)
                : make(AttributeValue.Type.BS, null, NO_STRINGS, NO_STRINGS, bs, NO_MAP, NO_VALUES);
    }

    /** A map value of an unmodifiable map. */
    static AttributeValue map(Map<String, AttributeValue> m) {
        return CONSTRUCTOR == null ? AttributeValue.fromM(m)
                : make(AttributeValue.Type.M, null, NO_STRINGS, NO_STRINGS, NO_BYTES, m, NO_VALUES);
    }

    /** A list value of an unmodifiable list. */
    static AttributeValue list(List<AttributeValue> l) {
        return CONSTRUCTOR == null ? AttributeValue.fromL(l)
                : make(AttributeValue.Type.L, null, NO_STRINGS, NO_STRINGS, NO_BYTES, NO_MAP, l);
    }

    /** The value of this type and members (no S, B, BOOL or NULL: the engine never copies those). */
    private static AttributeValue make(AttributeValue.Type type, String n, List<String> ss, List<String> ns,
                                       List<SdkBytes> bs, Map<String, AttributeValue> m, List<AttributeValue> l) {
        try {
            return (AttributeValue) CONSTRUCTOR.invokeExact(type, (String) null, n, (SdkBytes) null, ss, ns, bs, m, l,
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
            List<String> strings = List.of("a", "b");
            List<SdkBytes> bytes = List.of(SdkBytes.fromUtf8String("a"));
            List<AttributeValue> values = List.of(AttributeValue.fromS("a"));
            Map<String, AttributeValue> map = Map.of("a", AttributeValue.fromS("a"));
            List<String> none = DefaultSdkAutoConstructList.getInstance();
            List<SdkBytes> noBytes = DefaultSdkAutoConstructList.getInstance();
            List<AttributeValue> noValues = DefaultSdkAutoConstructList.getInstance();
            Map<String, AttributeValue> noMap = DefaultSdkAutoConstructMap.getInstance();
            boolean agree =
                    agrees(constructor, AttributeValue.fromN("1"), AttributeValue.Type.N, null, "1", none, none,
                            noBytes, noMap, noValues)
                    && agrees(constructor, AttributeValue.fromSs(strings), AttributeValue.Type.SS, null, null, strings,
                            none, noBytes, noMap, noValues)
                    && agrees(constructor, AttributeValue.fromNs(strings), AttributeValue.Type.NS, null, null, none,
                            strings, noBytes, noMap, noValues)
                    && agrees(constructor, AttributeValue.fromBs(bytes), AttributeValue.Type.BS, null, null, none,
                            none, bytes, noMap, noValues)
                    && agrees(constructor, AttributeValue.fromM(map), AttributeValue.Type.M, null, null, none, none,
                            noBytes, map, noValues)
                    && agrees(constructor, AttributeValue.fromL(values), AttributeValue.Type.L, null, null, none, none,
                            noBytes, noMap, values);
            return agree ? constructor : null;
        } catch (Throwable e) { // an SDK without that constructor, or access refused: use the builders
            return null;
        }
    }

    /**
     * Whether the value the constructor makes of these members is the one the SDK's builder made ({@code built}):
     * same type, same member instances (so the member passed is kept, not copied), equal, same hash code.
     */
    private static boolean agrees(MethodHandle constructor, AttributeValue built, AttributeValue.Type type,
                                  String s, String n, List<String> ss, List<String> ns, List<SdkBytes> bs,
                                  Map<String, AttributeValue> m, List<AttributeValue> l) throws Throwable {
        AttributeValue made = (AttributeValue) constructor.invoke(type, s, n, null, ss, ns, bs, m, l, null, null);
        return made.type() == built.type() && made.type() == type
                && made.s() == built.s() && Objects.equals(made.n(), built.n())
                && made.b() == built.b() && made.bool() == built.bool() && made.nul() == built.nul()
                && made.ss() == ss && made.ns() == ns && made.bs() == bs && made.m() == m && made.l() == l
                && made.hasSs() == built.hasSs() && made.hasNs() == built.hasNs() && made.hasBs() == built.hasBs()
                && made.hasM() == built.hasM() && made.hasL() == built.hasL()
                && sameEmptyMembers(made, built, type)
                && made.equals(built) && built.equals(made) && made.hashCode() == built.hashCode();
    }

    /** Every member other than the one set is the builder's own empty instance, as the builder leaves them. */
    private static boolean sameEmptyMembers(AttributeValue made, AttributeValue built, AttributeValue.Type type) {
        return (type == AttributeValue.Type.SS || made.ss() == built.ss())
                && (type == AttributeValue.Type.NS || made.ns() == built.ns())
                && (type == AttributeValue.Type.BS || made.bs() == built.bs())
                && (type == AttributeValue.Type.M || made.m() == built.m())
                && (type == AttributeValue.Type.L || made.l() == built.l());
    }
}
