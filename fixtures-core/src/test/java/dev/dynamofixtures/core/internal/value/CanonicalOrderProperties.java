package dev.dynamofixtures.core.internal.value;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The allocation-free order of canonical values agrees with DynamoDB's: numbers numerically, strings by UTF-8 bytes. */
class CanonicalOrderProperties {

    @Provide
    Arbitrary<String> numbers() {
        Arbitrary<BigDecimal> mantissas = Arbitraries.bigDecimals().between(new BigDecimal("-1e12"),
                new BigDecimal("1e12")).ofScale(6);
        Arbitrary<Integer> shifts = Arbitraries.integers().between(-40, 40);
        return Combinators.combine(mantissas, shifts)
                .as((mantissa, shift) -> DynamoNumbers.canonical(mantissa.scaleByPowerOfTen(shift)))
                .edgeCases(config -> config.add("0").add("-0.5").add("10").add("9.99"));
    }

    @Property(tries = 2000)
    void canonical_numbers_compare_as_their_values(@ForAll("numbers") String a, @ForAll("numbers") String b) {
        // when
        int order = CanonicalOrder.compareNumbers(a, b);
        // then
        assertThat(Integer.signum(order)).as("%s vs %s", a, b)
                .isEqualTo(Integer.signum(new BigDecimal(a).compareTo(new BigDecimal(b))));
    }

    @Property(tries = 500)
    void canonical_equality_agrees_with_dynamodb_equality(@ForAll("numbers") String a, @ForAll("numbers") String b) {
        // given
        AttributeValue x = AttributeValue.fromL(List.of(AttributeValue.fromN(a), AttributeValue.fromNs(List.of(a))));
        AttributeValue y = AttributeValue.fromL(List.of(AttributeValue.fromN(b), AttributeValue.fromNs(List.of(b))));
        // when / then
        assertThat(CanonicalOrder.equal(x, y)).isEqualTo(new BigDecimal(a).compareTo(new BigDecimal(b)) == 0);
    }

    @Property(tries = 500)
    void canonical_strings_and_binaries_compare_as_dynamodb_orders_them(@ForAll String a, @ForAll String b) {
        // given
        AttributeValue x = AttributeValue.fromS(a);
        AttributeValue y = AttributeValue.fromS(b);
        // when / then
        assertThat(Integer.signum(CanonicalOrder.compare(x, y))).isEqualTo(Integer.signum(java.util.Arrays.compareUnsigned(
                a.getBytes(java.nio.charset.StandardCharsets.UTF_8), b.getBytes(java.nio.charset.StandardCharsets.UTF_8))));
    }
}
