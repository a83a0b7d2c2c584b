package dev.dynamofixtures.core.internal.schema;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;

/** Asserts that a call fails with DynamoDB's exception type, error code and exact message. */
final class Rejections {
    private Rejections() {
    }

    static void assertRejected(ThrowingCallable call, Class<? extends DynamoDbException> type, String message) {
        String code = type == DynamoDbException.class ? "ValidationException" : type.getSimpleName();
        assertThatThrownBy(call)
                .isExactlyInstanceOf(type)
                .satisfies(e -> {
                    DynamoDbException error = (DynamoDbException) e;
                    org.assertj.core.api.Assertions.assertThat(error.awsErrorDetails().errorCode()).isEqualTo(code);
                    org.assertj.core.api.Assertions.assertThat(error.awsErrorDetails().errorMessage())
                            .isEqualTo(message);
                    org.assertj.core.api.Assertions.assertThat(error.statusCode()).isEqualTo(400);
                });
    }

    static void assertValidation(ThrowingCallable call, String message) {
        assertRejected(call, DynamoDbException.class, message);
    }
}
