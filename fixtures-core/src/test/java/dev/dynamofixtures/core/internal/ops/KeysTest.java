package dev.dynamofixtures.core.internal.ops;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dynamofixtures.core.internal.error.DynamoError;
import dev.dynamofixtures.core.internal.storage.KeyAttribute;
import dev.dynamofixtures.core.internal.storage.KeySchema;
import dev.dynamofixtures.core.internal.value.AttributeType;
import java.util.LinkedHashMap;
import java.util.Map;
import org.assertj.core.api.AbstractStringAssert;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

class KeysTest {
    private static final KeySchema SCHEMA = KeySchema.of(new KeyAttribute("pk", AttributeType.S),
            new KeyAttribute("sk", AttributeType.N));

    private static Map<String, AttributeValue> key(Object... namesAndValues) {
        Map<String, AttributeValue> key = new LinkedHashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            key.put((String) namesAndValues[i], (AttributeValue) namesAndValues[i + 1]);
        }
        return key;
    }

    private static AbstractStringAssert<?> rejection(Map<String, AttributeValue> key) {
        Throwable thrown = org.assertj.core.api.Assertions.catchThrowable(() -> Keys.validateKey(SCHEMA, key));
        assertThat(thrown).isInstanceOf(DynamoError.class);
        return assertThat(((DynamoError) thrown).liveMessage());
    }

    @Test
    void a_key_of_canonical_values_is_used_as_given() {
        Map<String, AttributeValue> key = key("sk", AttributeValue.fromN("1.5"), "pk", AttributeValue.fromS("a"));
        assertThat(Keys.validateKey(SCHEMA, key)).isSameAs(key);
    }

    @Test
    void a_key_with_a_number_not_in_canonical_form_is_validated_as_a_canonical_copy_leaving_the_request_alone() {
        Map<String, AttributeValue> key = key("pk", AttributeValue.fromS("a"), "sk", AttributeValue.fromN("01.50"));
        assertThat(Keys.validateKey(SCHEMA, key))
                .isEqualTo(Map.of("pk", AttributeValue.fromS("a"), "sk", AttributeValue.fromN("1.5")));
        assertThat(key.get("sk").n()).isEqualTo("01.50");
    }

    @Test
    void an_invalid_value_of_an_extra_attribute_is_reported_before_the_count_of_attributes() {
        rejection(key("pk", AttributeValue.fromS("a"), "sk", AttributeValue.fromN("1"), "x", AttributeValue.fromN("one")))
                .isEqualTo(numberError(AttributeValue.fromN("one")));
        rejection(key("pk", AttributeValue.fromS("a"), "sk", AttributeValue.fromN("1"), "x", AttributeValue.fromS("b")))
                .isEqualTo("The provided key element does not match the schema");
    }

    @Test
    void of_two_invalid_values_the_first_in_the_keys_order_is_reported() {
        AttributeValue empty = AttributeValue.builder().build();
        rejection(key("sk", AttributeValue.fromN("one"), "pk", empty)).isEqualTo(numberError(AttributeValue.fromN("one")));
        rejection(key("pk", empty, "sk", AttributeValue.fromN("one")))
                .isEqualTo("Supplied AttributeValue is empty, must contain exactly one of the supported datatypes");
    }

    @Test
    void a_key_of_the_right_size_naming_another_attribute_or_of_another_type_does_not_match_the_schema() {
        rejection(key("pk", AttributeValue.fromS("a"), "x", AttributeValue.fromN("1")))
                .isEqualTo("The provided key element does not match the schema");
        rejection(key("pk", AttributeValue.fromS("a"), "sk", AttributeValue.fromS("1")))
                .isEqualTo("The provided key element does not match the schema");
        rejection(key("pk", AttributeValue.fromS("a"), "sk", AttributeValue.fromSs(java.util.List.of("1"))))
                .isEqualTo("The provided key element does not match the schema");
        rejection(key("pk", AttributeValue.fromS(""), "sk", AttributeValue.fromN("1")))
                .startsWith("One or more parameter values are not valid. The AttributeValue for a key attribute cannot "
                        + "contain an empty string value. Key: pk");
    }

    /** What normalising the value alone says (the walk of the key must say the same, first). */
    private static String numberError(AttributeValue value) {
        try {
            dev.dynamofixtures.core.internal.value.AttributeValues.normalize(value, 1);
        } catch (DynamoError e) {
            return e.liveMessage();
        }
        throw new AssertionError(value + " is a valid number");
    }
}
