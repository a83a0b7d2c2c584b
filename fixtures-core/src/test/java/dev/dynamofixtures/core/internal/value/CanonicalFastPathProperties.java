package dev.dynamofixtures.core.internal.value;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dynamofixtures.core.internal.error.DynamoError;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The fast paths of canonicalisation (numbers already canonical or with trailing fraction zeros, strictly
 * ascending string sets, maps walked with forEach) give exactly what the full normalisation gives: the same
 * canonical value or the same error, and the very same instance when nothing changes.
 */
class CanonicalFastPathProperties {

    @Provide
    Arbitrary<String> numberTexts() {
        Arbitrary<String> sign = Arbitraries.of("", "-", "+");
        Arbitrary<String> integer = Arbitraries.strings().withChars("0123456789").ofMinLength(0).ofMaxLength(42);
        Arbitrary<String> fraction = Arbitraries.strings().withChars("0123456789").ofMinLength(0).ofMaxLength(42);
        Arbitrary<String> point = Arbitraries.of("", ".", ".");
        Arbitrary<String> exponent = Arbitraries.oneOf(Arbitraries.just(""),
                Combinators.combine(Arbitraries.of("e", "E"), Arbitraries.of("", "-", "+"),
                        Arbitraries.integers().between(0, 200)).as((e, s, n) -> e + s + n));
        Arbitrary<String> trailingZeros = Arbitraries.strings().withChars("0").ofMaxLength(5);
        return Combinators.combine(sign, integer, point, fraction, trailingZeros, exponent)
                .as((s, i, p, f, z, e) -> s + i + p + (p.isEmpty() ? "" : f + z) + e)
                .edgeCases(config -> config.add("12.50").add("3.00").add("0.0").add("-0.0").add(".0").add("0.")
                        .add("100.000").add("1.0e0").add("1.50e10").add("00.50").add("-0.10"));
    }

    @Property(tries = 5000)
    void numbers_canonicalise_as_a_full_parse_does(@ForAll("numberTexts") String text) {
        // when
        Object fast = outcome(() -> DynamoNumbers.normalize(text));
        Object full = outcome(() -> DynamoNumbers.canonical(DynamoNumbers.parse(text)));
        // then
        assertThat(fast).as(text).isEqualTo(full);
    }

    @Provide
    Arbitrary<AttributeValue> values() {
        Arbitrary<AttributeValue> leaves = Arbitraries.oneOf(
                numberTexts().map(AttributeValue::fromN),
                Arbitraries.strings().alpha().ofMaxLength(4).map(AttributeValue::fromS),
                Arbitraries.strings().alpha().ofMaxLength(2).list().ofMaxSize(4).map(AttributeValue::fromSs),
                Arbitraries.of("1", "1.0", "2", "-3.50", "10", "x").list().ofMaxSize(3).map(AttributeValue::fromNs),
                Arbitraries.just(AttributeValue.fromBool(true)));
        return Arbitraries.recursive(() -> leaves, inner -> Arbitraries.oneOf(
                inner.list().ofMaxSize(4).map(AttributeValue::fromL),
                Arbitraries.maps(Arbitraries.strings().alpha().ofMaxLength(3), inner).ofMaxSize(4)
                        .map(m -> AttributeValue.fromM(new LinkedHashMap<>(m)))), 0, 3);
    }

    @Property(tries = 3000)
    void nested_values_canonicalise_as_the_full_normalisation_does(@ForAll("values") AttributeValue value) {
        // when
        Object fast = outcome(() -> AttributeValues.normalize(value, 1));
        Object full = outcome(() -> fullNormalize(value));
        // then
        assertThat(fast).as("%s", value).isEqualTo(full);
        if (fast instanceof AttributeValue && fast.equals(value)) {
            assertThat(fast).as("unchanged, so the same instance").isSameAs(value);
        }
    }

    @Provide
    Arbitrary<AttributeValue> sizedValues() {
        // names and strings beyond ASCII: two-, three- and four-byte UTF-8, and unpaired surrogates (one byte each)
        Arbitrary<String> text = Arbitraries.strings().withChars("aZ0 \u00e9\u00df\u20ac\u4e2d\ud83d\ude00\ud800")
                .ofMaxLength(6);
        Arbitrary<AttributeValue> leaves = Arbitraries.oneOf(
                numberTexts().map(AttributeValue::fromN),
                text.map(AttributeValue::fromS),
                text.list().ofMaxSize(4).map(AttributeValue::fromSs),
                Arbitraries.of("1", "1.0", "2", "-3.50", "10", "x").list().ofMaxSize(3).map(AttributeValue::fromNs),
                Arbitraries.bytes().array(byte[].class).ofMaxSize(5)
                        .map(b -> AttributeValue.fromB(software.amazon.awssdk.core.SdkBytes.fromByteArray(b))),
                Arbitraries.bytes().array(byte[].class).ofMinSize(1).ofMaxSize(3).list().ofMaxSize(3)
                        .map(bs -> AttributeValue.fromBs(bs.stream()
                                .map(software.amazon.awssdk.core.SdkBytes::fromByteArray).toList())),
                Arbitraries.of(AttributeValue.fromBool(false), AttributeValue.fromNul(true),
                        AttributeValue.fromNul(false)));
        return Arbitraries.recursive(() -> leaves, inner -> Arbitraries.oneOf(
                inner.list().ofMaxSize(4).map(AttributeValue::fromL),
                Arbitraries.maps(text, inner).ofMaxSize(4).map(m -> AttributeValue.fromM(new LinkedHashMap<>(m)))),
                0, 3);
    }

    @Property(tries = 3000)
    void normalising_while_measuring_gives_the_same_value_and_the_size_a_separate_walk_counts(
            @ForAll("sizedValues") AttributeValue value) {
        // given
        AttributeValues.Measure measure = new AttributeValues.Measure();
        // when
        Object measured = outcome(() -> AttributeValues.normalize(value, 1, measure));
        Object plain = outcome(() -> AttributeValues.normalize(value, 1));
        // then
        assertThat(measured).as("%s", value).isEqualTo(plain);
        if (measured instanceof AttributeValue canonical) {
            assertThat(measure.bytes()).as("%s", value).isEqualTo(ValueSizes.size(canonical));
        }
    }

    @Property(tries = 1000)
    void an_item_made_canonical_while_measured_has_the_size_a_separate_walk_counts(
            @ForAll("sizedValues") AttributeValue first, @ForAll("sizedValues") AttributeValue second) {
        // given: attribute names of one, two, three and four UTF-8 bytes a character
        Map<String, AttributeValue> item = new LinkedHashMap<>();
        item.put("id\u00e9", first);
        item.put("\u20ac\ud83d\ude00", second);
        AttributeValues.Measure measure = new AttributeValues.Measure();
        // when
        Object measured = outcome(() -> dev.dynamofixtures.core.internal.ops.Items.canonicalAttributes(item, measure));
        Object plain = outcome(() -> dev.dynamofixtures.core.internal.ops.Items.canonicalAttributes(item));
        // then
        assertThat(measured).as("%s", item).isEqualTo(plain);
        if (!(measured instanceof String)) {
            @SuppressWarnings("unchecked")
            Map<String, AttributeValue> canonical = (Map<String, AttributeValue>) measured;
            assertThat(measure.bytes()).as("%s", item).isEqualTo(ValueSizes.itemSize(canonical));
        }
    }

    /** The value, or the error's messages (the service's and DynamoDB Local's), of a normalisation. */
    private static Object outcome(Supplier<Object> normalisation) {
        try {
            return normalisation.get();
        } catch (DynamoError error) {
            return "error: " + error.liveMessage() + " | " + error.localMessage();
        }
    }

    /** Canonicalisation without any fast path: every number parsed, every set checked with a HashSet and sorted. */
    private static AttributeValue fullNormalize(AttributeValue value) {
        switch (AttributeValues.checkedType(value)) {
            case N:
                return AttributeValue.fromN(DynamoNumbers.canonical(DynamoNumbers.parse(value.n())));
            case SS: {
                List<String> elements = value.ss();
                if (elements.isEmpty()) {
                    throw DynamoError.validation("One or more parameter values were invalid: An string set  may not be empty");
                }
                if (new HashSet<>(elements).size() != elements.size()) {
                    String listed = elements.toString();
                    throw DynamoError.validation("One or more parameter values were invalid: Input collection "
                            + listed + " contains duplicates.",
                            "One or more parameter values were invalid: Input collection " + listed + " contains duplicates");
                }
                List<String> sorted = new ArrayList<>(elements);
                sorted.sort(AttributeValues.STRING_SET_ORDER);
                return AttributeValue.fromSs(sorted);
            }
            case NS: {
                if (value.ns().isEmpty()) {
                    throw DynamoError.validation("One or more parameter values were invalid: An number set  may not be empty");
                }
                List<String> canonical = new ArrayList<>();
                for (String element : value.ns()) {
                    canonical.add(DynamoNumbers.canonical(DynamoNumbers.parse(element)));
                }
                if (new HashSet<>(canonical).size() != canonical.size()) {
                    throw DynamoError.validation("Input collection contains duplicates");
                }
                canonical.sort(AttributeValues.NUMBER_ORDER);
                return AttributeValue.fromNs(canonical);
            }
            case L: {
                List<AttributeValue> out = new ArrayList<>();
                for (AttributeValue element : value.l()) {
                    out.add(fullNormalize(element));
                }
                return AttributeValue.fromL(out);
            }
            case M: {
                Map<String, AttributeValue> out = new LinkedHashMap<>();
                for (Map.Entry<String, AttributeValue> entry : value.m().entrySet()) {
                    if (entry.getKey().isEmpty()) {
                        throw DynamoError.validation("Empty attribute name");
                    }
                    out.put(entry.getKey(), fullNormalize(entry.getValue()));
                }
                return AttributeValue.fromM(out);
            }
            default:
                return value;
        }
    }
}
