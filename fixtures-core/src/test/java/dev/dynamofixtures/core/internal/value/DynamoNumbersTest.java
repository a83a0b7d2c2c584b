package dev.dynamofixtures.core.internal.value;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dynamofixtures.core.internal.error.DynamoError;
import java.math.BigDecimal;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class DynamoNumbersTest {

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({
            "1.50, 1.5", "01, 1", "-0, 0", "0.0, 0", "-0.00, 0", "0e5, 0", "1E2, 100", "1e+2, 100",
            "1e-5, 0.00001", "1.0E+3, 1000", "+5, 5", ".5, 0.5", "-.5, -0.5", "5., 5", "00.100, 0.1",
            "-1.500e2, -150", "1E-0, 1", "123456789012345678901234567890123456780000, 123456789012345678901234567890123456780000"
    })
    void normalize_returns_the_canonical_plain_decimal(String input, String expected) {
        assertThat(DynamoNumbers.normalize(input)).isEqualTo(expected);
    }

    /**
     * Text that is no number, and numbers whose exponent does not fit 32 bits: both the service and DynamoDB Local
     * parse numbers as Java's BigDecimal, whose exponent is an int.
     */
    @ParameterizedTest
    @ValueSource(strings = {"", "abc", "NaN", "Infinity", "0x10", "1e", " 7", "1 ", "1_0", "1,5", "\u0661", "--1", "1e1.5",
            "1e2147483648", "9.9e999999999999", "1e-2147483648", "1e-999999999999", "0e999999999999",
            "1e9223372036854775808"})
    void normalize_rejects_text_that_is_not_a_number(String input) {
        assertThatThrownBy(() -> DynamoNumbers.normalize(input))
                .isInstanceOfSatisfying(DynamoError.class, e -> {
                    assertThat(e.localMessage()).isEqualTo("A value provided cannot be converted into a number");
                    assertThat(e.liveMessage()).isEqualTo("The parameter cannot be converted to a numeric value: " + input);
                });
    }

    @ParameterizedTest
    @ValueSource(strings = {"1.23456789012345678901234567890123456789", "123456789012345678901234567890123456789"})
    void normalize_rejects_more_than_38_significant_digits(String input) {
        assertThatThrownBy(() -> DynamoNumbers.normalize(input))
                .isInstanceOfSatisfying(DynamoError.class, e -> {
                    assertThat(e.localMessage()).isEqualTo("DynamoDB only supports precision up to 38 digits");
                    assertThat(e.liveMessage()).isEqualTo("Attempting to store more than 38 significant digits in a Number");
                });
    }

    @ParameterizedTest
    @ValueSource(strings = {"1e126", "-1e126", "0e126", "-0e+126", "00e126", "10e125"})
    void normalize_rejects_magnitudes_of_1e126_and_more_as_overflow(String input) {
        assertThatThrownBy(() -> DynamoNumbers.normalize(input))
                .hasMessage("Number overflow. Attempting to store a number with magnitude larger than supported range");
    }

    @ParameterizedTest
    @ValueSource(strings = {"1e-131", "-1e-131", "0e-131", "0.0e-130"})
    void normalize_rejects_magnitudes_below_1e_minus_130_as_underflow(String input) {
        assertThatThrownBy(() -> DynamoNumbers.normalize(input))
                .hasMessage("Number underflow. Attempting to store a number with magnitude smaller than supported range");
    }

    @ParameterizedTest
    @ValueSource(strings = {"9.9999999999999999999999999999999999999E+125", "1e-130", "-1e-130", "0e125", "0e-130"})
    void normalize_accepts_the_extremes_of_the_range(String input) {
        assertThat(DynamoNumbers.normalize(input)).isNotEmpty();
    }

    /** The service works the number's magnitude out in 32 bits, where 10^2147483647 wraps round; Local does not. */
    @Test
    void the_largest_exponent_is_an_underflow_for_the_service_and_an_overflow_for_local() {
        assertThatThrownBy(() -> DynamoNumbers.normalize("1e2147483647"))
                .isInstanceOfSatisfying(DynamoError.class, e -> {
                    assertThat(e.liveMessage()).isEqualTo(
                            "Number underflow. Attempting to store a number with magnitude smaller than supported range");
                    assertThat(e.localMessage()).isEqualTo(
                            "Number overflow. Attempting to store a number with magnitude larger than supported range");
                });
    }

    @ParameterizedTest
    @ValueSource(strings = {"0", "7", "-7", "105", "0.5", "-0.5", "12.25", "99999999999999999999999999999999999999"})
    void canonical_texts_are_returned_unchanged(String input) {
        assertThat(DynamoNumbers.isShortCanonical(input)).isTrue();
        assertThat(DynamoNumbers.normalize(input)).isSameAs(input);
    }

    @ParameterizedTest
    @ValueSource(strings = {"-0", "00", "01", "1.50", ".5", "5.", "1e2", "+5", "-", "", "1.", "0.0",
            "999999999999999999999999999999999999999"})
    void non_canonical_texts_take_the_full_path(String input) {
        assertThat(DynamoNumbers.isShortCanonical(input)).isFalse();
    }

    @net.jqwik.api.Property
    void the_fast_path_agrees_with_the_full_normalisation(@net.jqwik.api.ForAll java.math.BigDecimal value) {
        net.jqwik.api.Assume.that(value.precision() <= 38 && (value.signum() == 0
                || (value.abs().compareTo(new BigDecimal("1E126")) < 0 && value.abs().compareTo(new BigDecimal("1E-130")) >= 0)));
        String plain = value.toPlainString();
        String canonical = DynamoNumbers.canonical(DynamoNumbers.parse(plain));
        assertThat(DynamoNumbers.normalize(plain)).isEqualTo(canonical);
    }

    @ParameterizedTest(name = "size({0}) = {1}")
    @CsvSource({
            "0, 1", "1, 2", "12, 2", "99, 2", "100, 2", "101, 3", "123, 3", "1234, 3", "1.1, 3", "0.11, 2",
            "1.01, 3", "0.001, 2", "1E+10, 2", "1.2E-10, 3", "123456789, 6", "-1, 3", "-123456789, 7",
            "12345678901234567890123456789012345678, 20"
    })
    void size_counts_base_100_digit_pairs_as_dynamodb_does(String number, int expected) {
        assertThat(DynamoNumbers.size(new BigDecimal(number))).isEqualTo(expected);
        assertThat(DynamoNumbers.sizeOfCanonical(DynamoNumbers.normalize(number))).isEqualTo(expected);
    }

    @net.jqwik.api.Property(tries = 3000)
    void the_size_from_canonical_text_equals_the_length_of_the_encoding(@net.jqwik.api.ForAll java.math.BigDecimal value) {
        net.jqwik.api.Assume.that(value.signum() == 0 || (value.stripTrailingZeros().precision() <= 38
                && value.abs().compareTo(new BigDecimal("1E126")) < 0 && value.abs().compareTo(new BigDecimal("1E-130")) >= 0));
        String canonical = DynamoNumbers.canonical(value);
        assertThat(DynamoNumbers.sizeOfCanonical(canonical)).as(canonical).isEqualTo(DynamoNumbers.localEncoding(value).length);
    }
}
