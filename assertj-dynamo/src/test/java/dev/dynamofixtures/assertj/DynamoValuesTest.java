package dev.dynamofixtures.assertj;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

class DynamoValuesTest {

    @Test
    void numbers_are_equal_by_value_whatever_their_spelling() {
        // given
        AttributeValue plain = AttributeValue.fromN("200");
        // then
        assertThat(DynamoValues.equal(plain, AttributeValue.fromN("200.0"))).isTrue();
        assertThat(DynamoValues.equal(plain, AttributeValue.fromN("2E2"))).isTrue();
        assertThat(DynamoValues.equal(plain, AttributeValue.fromN("201"))).isFalse();
    }

    @Test
    void a_number_never_equals_the_string_of_its_digits() {
        assertThat(DynamoValues.equal(AttributeValue.fromN("200"), AttributeValue.fromS("200"))).isFalse();
    }

    @Test
    void sets_are_equal_in_any_order_and_number_sets_by_value() {
        assertThat(DynamoValues.equal(AttributeValue.fromSs(List.of("a", "b")), AttributeValue.fromSs(List.of("b", "a"))))
                .isTrue();
        assertThat(DynamoValues.equal(AttributeValue.fromNs(List.of("1", "2.0")), AttributeValue.fromNs(List.of("2", "1E0"))))
                .isTrue();
        assertThat(DynamoValues.equal(AttributeValue.fromSs(List.of("a")), AttributeValue.fromSs(List.of("a", "b"))))
                .isFalse();
    }

    @Test
    void binaries_are_equal_by_content() {
        AttributeValue a = AttributeValue.fromB(SdkBytes.fromByteArray(new byte[] {1, 2}));
        AttributeValue b = AttributeValue.fromB(SdkBytes.fromByteArray(new byte[] {1, 2}));
        assertThat(DynamoValues.equal(a, b)).isTrue();
        assertThat(DynamoValues.equal(a, AttributeValue.fromB(SdkBytes.fromByteArray(new byte[] {1, 3})))).isFalse();
    }

    @Test
    void maps_and_lists_are_compared_deeply_by_dynamodb_rules() {
        // given
        AttributeValue a = AttributeValue.fromM(Map.of("l", AttributeValue.fromL(List.of(AttributeValue.fromN("1.50")))));
        AttributeValue b = AttributeValue.fromM(Map.of("l", AttributeValue.fromL(List.of(AttributeValue.fromN("1.5")))));
        AttributeValue c = AttributeValue.fromM(Map.of("l", AttributeValue.fromL(List.of(AttributeValue.fromS("1.5")))));
        // then
        assertThat(DynamoValues.equal(a, b)).isTrue();
        assertThat(DynamoValues.equal(a, c)).isFalse();
    }

    @Test
    void strings_are_ordered_by_utf8_bytes_where_string_compareTo_disagrees() {
        // given: U+FF61 is one UTF-16 unit above the surrogates of U+1F600, but its UTF-8 bytes (EF ...) sort first
        AttributeValue halfwidth = AttributeValue.fromS("\uFF61");
        AttributeValue emoji = AttributeValue.fromS("\uD83D\uDE00");
        // then
        assertThat("\uFF61".compareTo("\uD83D\uDE00")).isPositive();
        assertThat(DynamoValues.compare(halfwidth, emoji)).isNegative();
    }

    @Test
    void numbers_are_ordered_numerically_and_binaries_as_unsigned_bytes() {
        assertThat(DynamoValues.compare(AttributeValue.fromN("9"), AttributeValue.fromN("10"))).isNegative();
        assertThat(DynamoValues.compare(AttributeValue.fromN("-1"), AttributeValue.fromN("-0.5"))).isNegative();
        AttributeValue low = AttributeValue.fromB(SdkBytes.fromByteArray(new byte[] {0x7f}));
        AttributeValue high = AttributeValue.fromB(SdkBytes.fromByteArray(new byte[] {(byte) 0x80}));
        assertThat(DynamoValues.compare(low, high)).isNegative();
    }

    @Test
    void values_of_different_types_cannot_be_ordered() {
        assertThatThrownBy(() -> DynamoValues.compare(AttributeValue.fromN("1"), AttributeValue.fromS("1")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("DynamoDB orders only S, N and B values of the same type, not N 1 and S \"1\"");
    }

    @Test
    void plain_java_values_become_attribute_values_and_back() {
        // given
        AttributeValue map = DynamoValues.fromJava(Map.of("tags", Set.of("x"), "n", 5, "ok", true));
        // then
        assertThat(map.m().get("tags")).isEqualTo(AttributeValue.fromSs(List.of("x")));
        assertThat(map.m().get("n")).isEqualTo(AttributeValue.fromN("5"));
        assertThat(DynamoValues.fromJava(null)).isEqualTo(AttributeValue.fromNul(true));
        assertThat(DynamoValues.toJava(AttributeValue.fromN("2E2"))).isEqualTo(new BigDecimal("2E2"));
        assertThat(DynamoValues.toJava(map)).isEqualTo(Map.of("tags", Set.of("x"), "n", new BigDecimal("5"), "ok", true));
    }

    @Test
    void values_are_rendered_with_their_type_letter() {
        assertThat(DynamoValues.render(AttributeValue.fromN("200"))).isEqualTo("N 200");
        assertThat(DynamoValues.render(AttributeValue.fromS("200"))).isEqualTo("S \"200\"");
    }
}
