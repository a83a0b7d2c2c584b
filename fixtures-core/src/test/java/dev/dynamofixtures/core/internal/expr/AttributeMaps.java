package dev.dynamofixtures.core.internal.expr;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dynamofixtures.core.internal.error.DynamoError;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Short ways to write attribute values, maps and expected errors in expression tests. */
final class AttributeMaps {
    private AttributeMaps() {
    }

    static AttributeValue s(String value) {
        return AttributeValue.fromS(value);
    }

    static AttributeValue n(String value) {
        return AttributeValue.fromN(value);
    }

    static AttributeValue b(int... bytes) {
        byte[] raw = new byte[bytes.length];
        for (int i = 0; i < bytes.length; i++) {
            raw[i] = (byte) bytes[i];
        }
        return AttributeValue.fromB(SdkBytes.fromByteArray(raw));
    }

    static AttributeValue bool(boolean value) {
        return AttributeValue.fromBool(value);
    }

    static AttributeValue nul() {
        return AttributeValue.fromNul(true);
    }

    static AttributeValue ss(String... values) {
        return AttributeValue.fromSs(Arrays.asList(values));
    }

    static AttributeValue ns(String... values) {
        return AttributeValue.fromNs(Arrays.asList(values));
    }

    static AttributeValue l(AttributeValue... values) {
        return AttributeValue.fromL(Arrays.asList(values));
    }

    static AttributeValue m(Object... keysAndValues) {
        return AttributeValue.fromM(map(keysAndValues));
    }

    /** An ordered map from alternating keys and values. */
    @SuppressWarnings("unchecked")
    static <V> Map<String, V> map(Object... keysAndValues) {
        Map<String, V> map = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            map.put((String) keysAndValues[i], (V) keysAndValues[i + 1]);
        }
        return map;
    }

    static ExpressionAttributes values(Object... keysAndValues) {
        return ExpressionAttributes.of(null, map(keysAndValues));
    }

    static ExpressionAttributes names(Object... keysAndValues) {
        return ExpressionAttributes.of(map(keysAndValues), null);
    }

    /** Asserts that the call throws a DynamoDB ValidationException with this text in both dialects. */
    static void assertValidationError(ThrowingCallable call, String message) {
        assertValidationError(call, message, message);
    }

    /** Asserts that the call throws a DynamoDB ValidationException with these live and Local texts. */
    static void assertValidationError(ThrowingCallable call, String live, String local) {
        assertThatThrownBy(call)
                .isInstanceOfSatisfying(DynamoError.class, error -> {
                    org.assertj.core.api.Assertions.assertThat(error.type().code()).isEqualTo("ValidationException");
                    org.assertj.core.api.Assertions.assertThat(error.liveMessage()).isEqualTo(live);
                    org.assertj.core.api.Assertions.assertThat(error.localMessage()).isEqualTo(local);
                });
    }
}
