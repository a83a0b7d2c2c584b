package dev.dynamofixtures.core.differential;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Value pools for the randomized differential suite. Small pools make partitions, sort-key collisions,
 * sparse index entries and boundary values frequent: non-ASCII and supplementary-plane strings, negative
 * and fractional numbers, binaries with 00 and FF bytes.
 */
final class Generators {
    static final List<String> PKS = List.of("a", "b", "é", "😀", "A", "zz");
    static final List<String> SKS = List.of("-1.5", "0", "1", "2.25", "10", "-100", "1e3");
    static final List<String> H1S = List.of("A", "B", "é");
    static final List<String> H2S = List.of("-1", "0", "2.5");
    static final List<String> R1S = List.of("x", "xy", "w", "é", "😀", "X");
    static final List<String> R2S = List.of("-5", "0", "9", "10", "9.5");
    static final List<byte[]> R3S = List.of(new byte[] {0}, new byte[] {0, 0}, new byte[] {0x7F},
            new byte[] {(byte) 0x80}, new byte[] {(byte) 0xFF}, new byte[] {1, 2});
    static final List<String> LSS = List.of("1", "2", "-3");

    private Generators() {
    }

    static AttributeValue s(String s) {
        return AttributeValue.fromS(s);
    }

    static AttributeValue n(String n) {
        return AttributeValue.fromN(n);
    }

    static AttributeValue b(byte[] b) {
        return AttributeValue.fromB(SdkBytes.fromByteArray(b));
    }

    static Arbitrary<AttributeValue> pk() {
        return Arbitraries.of(PKS).map(Generators::s);
    }

    static Arbitrary<AttributeValue> sk() {
        return Arbitraries.of(SKS).map(Generators::n);
    }

    static Arbitrary<AttributeValue> h1() {
        return Arbitraries.of(H1S).map(Generators::s);
    }

    static Arbitrary<AttributeValue> h2() {
        return Arbitraries.of(H2S).map(Generators::n);
    }

    static Arbitrary<AttributeValue> r1() {
        return Arbitraries.of(R1S).map(Generators::s);
    }

    static Arbitrary<AttributeValue> r2() {
        return Arbitraries.of(R2S).map(Generators::n);
    }

    static Arbitrary<AttributeValue> r3() {
        return Arbitraries.of(R3S).map(Generators::b);
    }

    static Arbitrary<AttributeValue> ls() {
        return Arbitraries.of(LSS).map(Generators::n);
    }

    /** A value of any type for the non-key attribute {@code v}. */
    static Arbitrary<AttributeValue> anyValue() {
        return Arbitraries.oneOf(
                Arbitraries.of("x", "", "xyz", "é", "😀").map(Generators::s),
                Arbitraries.of("1", "-2.5", "0", "100").map(Generators::n),
                Arbitraries.of(R3S).map(Generators::b),
                Arbitraries.of(true, false).map(AttributeValue::fromBool),
                Arbitraries.just(AttributeValue.fromNul(true)),
                Arbitraries.just(AttributeValue.fromSs(List.of("x", "y"))),
                Arbitraries.just(AttributeValue.fromNs(List.of("1", "2"))),
                Arbitraries.just(AttributeValue.fromL(List.of(s("x"), n("1")))),
                Arbitraries.just(AttributeValue.fromM(Map.of("k", s("x")))));
    }

    /** An item of the universe table: the key always, each other attribute present three times in four. */
    static Arbitrary<Map<String, AttributeValue>> item() {
        Arbitrary<AttributeValue> missing = Arbitraries.just(null);
        return Combinators.combine(pk(), sk(),
                        Arbitraries.frequencyOf(net.jqwik.api.Tuple.of(3, h1()), net.jqwik.api.Tuple.of(1, missing)),
                        Arbitraries.frequencyOf(net.jqwik.api.Tuple.of(3, h2()), net.jqwik.api.Tuple.of(1, missing)),
                        Arbitraries.frequencyOf(net.jqwik.api.Tuple.of(3, r1()), net.jqwik.api.Tuple.of(1, missing)),
                        Arbitraries.frequencyOf(net.jqwik.api.Tuple.of(3, r2()), net.jqwik.api.Tuple.of(1, missing)),
                        Arbitraries.frequencyOf(net.jqwik.api.Tuple.of(3, r3()), net.jqwik.api.Tuple.of(1, missing)),
                        Arbitraries.frequencyOf(net.jqwik.api.Tuple.of(3, ls()), net.jqwik.api.Tuple.of(1, missing)))
                .flatAs((pk, sk, h1, h2, r1, r2, r3, ls) -> anyValue().injectNull(0.25).map(v -> {
                    Map<String, AttributeValue> item = new LinkedHashMap<>();
                    item.put("pk", pk);
                    item.put("sk", sk);
                    putIfPresent(item, "h1", h1);
                    putIfPresent(item, "h2", h2);
                    putIfPresent(item, "r1", r1);
                    putIfPresent(item, "r2", r2);
                    putIfPresent(item, "r3", r3);
                    putIfPresent(item, "ls", ls);
                    putIfPresent(item, "v", v);
                    return item;
                }));
    }

    private static void putIfPresent(Map<String, AttributeValue> item, String name, AttributeValue value) {
        if (value != null) {
            item.put(name, value);
        }
    }

    /** A value for a key attribute of the given declared type, or (one time in eight) of a wrong type. */
    static Arbitrary<AttributeValue> keyValue(String attribute) {
        Arbitrary<AttributeValue> right;
        switch (attribute) {
            case "pk": right = pk(); break;
            case "sk": right = sk(); break;
            case "h1": right = h1(); break;
            case "h2": right = h2(); break;
            case "r1": right = r1(); break;
            case "r2": right = r2(); break;
            case "r3": right = r3(); break;
            case "ls": right = ls(); break;
            default: right = Arbitraries.of("x", "y").map(Generators::s);
        }
        Arbitrary<AttributeValue> wrong = Arbitraries.of(s("9"), n("9"), b(new byte[] {9}));
        return Arbitraries.frequencyOf(net.jqwik.api.Tuple.of(7, right), net.jqwik.api.Tuple.of(1, wrong));
    }

    static <T> List<T> list(List<T> a) {
        return new ArrayList<>(a);
    }
}
