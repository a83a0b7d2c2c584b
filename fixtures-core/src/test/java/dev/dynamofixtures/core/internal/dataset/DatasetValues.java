package dev.dynamofixtures.core.internal.dataset;

import java.math.BigDecimal;
import java.math.BigInteger;
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
 * Random DynamoDB values for the dataset round-trip properties: strings that YAML would read as something else
 * (numbers, booleans, nulls, dates, times), that need quoting or escaping (indicators, {@code ": "}, {@code " #"},
 * quotes, backslashes, edge spaces, control characters, astral Unicode), numbers of every shape up to 38 digits,
 * binaries, sets, and lists and maps nested a few levels.
 */
final class DatasetValues {
    static final List<String> TRICKY = List.of(
            "true", "False", "NULL", "null", "~", "yes", "No", "on", "OFF", "y", "N", "tRuE",
            "1", "007", "0x1F", "0o17", "0b101", "1e3", "1E+40", "-0", "+1", ".5", "1.", "1_000", "1:30", "12:30:00",
            ".inf", "-.Inf", ".NaN", "2025-11-04", "2025-11-04T10:00:00Z", "2001-12-14 21:59:43.10 -5",
            "<<", "=", "- x", "-", "?", "? x", ":", ": x", "a: b", "a:", "a:b", "a #b", "a#b", "#x", "&a", "*a", "!x",
            "!!str", "|", "> x", "'q'", "\"q\"", "it's", "say \"hi\"", "%x", "@x", "`x", "a,b", "[a]", "{a}", "a]",
            " lead", "trail ", "  ", " ", "\t", "a\tb", "line\nbreak", "cr\rlf", "\u0000", "\u0007bell", "\u007f",
            "\u0085", "\u2028", "\ufeff", "\u00a0", "é", "中文", "\ud83d\ude00", "a\ud83d\ude00b", "\\", "a\\nb",
            "\\u0041", "---", "...", "null ", "http://x.io/a?b=c#top", "a, b", "{ k: v }", "[1, 2]");
    private static final List<String> TOKENS = List.of("a", "Z", "0", "9", " ", ":", "#", ",", "[", "]", "{", "}",
            "-", "?", "'", "\"", "\\", "!", "&", "*", "|", ">", "%", "@", "`", ".", "e", "\t", "\n", "\u0001",
            "é", "\ud83d\ude00", "\u2029", "true", "null", "1", "x");

    private DatasetValues() {
    }

    /** Any string, empty included: the tricky ones, random runs of tricky characters, and plain words. */
    static Arbitrary<String> strings() {
        return Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(4, Arbitraries.of(TRICKY)),
                net.jqwik.api.Tuple.of(4, Arbitraries.of(TOKENS).list().ofMaxSize(8).map(t -> String.join("", t))),
                net.jqwik.api.Tuple.of(1, Arbitraries.strings().alpha().numeric().ofMaxLength(10)));
    }

    static Arbitrary<String> nonEmptyStrings() {
        return strings().filter(s -> !s.isEmpty());
    }

    /** Number texts DynamoDB accepts, in many shapes: up to 38 digits, exponents, trailing zeros, signs. */
    static Arbitrary<String> numbers() {
        Arbitrary<BigInteger> unscaled = Arbitraries.strings().withCharRange('0', '9').ofMinLength(1).ofMaxLength(38)
                .map(BigInteger::new);
        Arbitrary<Integer> scale = Arbitraries.integers().between(-80, 100);
        Arbitrary<Boolean> negative = Arbitraries.of(true, false);
        Arbitrary<Integer> shape = Arbitraries.integers().between(0, 3);
        return Combinators.combine(unscaled, scale, negative, shape).as((digits, s, minus, form) -> {
            BigDecimal value = new BigDecimal(minus ? digits.negate() : digits, s);
            switch (form) {
                case 0: return value.toPlainString();
                case 1: return value.toString();
                case 2: return value.toEngineeringString();
                default: return value.stripTrailingZeros().toString().toLowerCase(java.util.Locale.ROOT);
            }
        }).filter(DatasetValues::inRange).edgeCases(c -> c.add("0").add("-0").add("0.10")
                .add("12345678901234567890123456789012345678").add("1E-130").add("9.9999999999999999999999999999999999999E+125"));
    }

    private static boolean inRange(String text) {
        BigDecimal value = new BigDecimal(text).stripTrailingZeros();
        if (value.signum() == 0) {
            return true;
        }
        BigDecimal magnitude = value.abs();
        return value.precision() <= 38 && magnitude.compareTo(new BigDecimal("1E126")) < 0
                && magnitude.compareTo(new BigDecimal("1E-130")) >= 0;
    }

    static Arbitrary<SdkBytes> binaries(int minSize) {
        return Arbitraries.bytes().array(byte[].class).ofMinSize(minSize).ofMaxSize(12).map(SdkBytes::fromByteArray);
    }

    /** Any value, lists and maps nested up to {@code depth} levels. */
    static Arbitrary<AttributeValue> values(int depth) {
        List<Arbitrary<AttributeValue>> choices = new ArrayList<>(List.of(
                strings().map(AttributeValue::fromS),
                numbers().map(AttributeValue::fromN),
                binaries(0).map(AttributeValue::fromB),
                Arbitraries.of(true, false).map(AttributeValue::fromBool),
                Arbitraries.just(AttributeValue.fromNul(true)),
                nonEmptyStrings().set().ofMinSize(1).ofMaxSize(4).map(s -> AttributeValue.fromSs(new ArrayList<>(s))),
                numbers().list().ofMinSize(1).ofMaxSize(4).uniqueElements(n -> new BigDecimal(n).stripTrailingZeros())
                        .map(AttributeValue::fromNs),
                binaries(1).list().ofMinSize(1).ofMaxSize(3).uniqueElements(b -> b.asByteBuffer())
                        .map(AttributeValue::fromBs)));
        if (depth > 0) {
            Arbitrary<AttributeValue> inner = Arbitraries.lazy(() -> values(depth - 1));
            choices.add(inner.list().ofMaxSize(3).map(AttributeValue::fromL));
            choices.add(Arbitraries.maps(nonEmptyStrings(), inner).ofMaxSize(3).map(AttributeValue::fromM));
        }
        return Arbitraries.oneOf(choices);
    }

    /** An attribute map of up to {@code size} attributes with tricky names. */
    static Arbitrary<Map<String, AttributeValue>> attributes(int size) {
        return Arbitraries.maps(nonEmptyStrings(), values(2)).ofMaxSize(size).map(LinkedHashMap::new);
    }
}
