package dev.dynamofixtures.core.differential;

import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;

/** What one backend answered to one call: a (normalised) response, or a DynamoDB error. */
record Outcome(Object response, String errorClass, String errorCode, String errorMessage, Integer status) {

    static Outcome of(Object response) {
        return new Outcome(response, null, null, null, null);
    }

    static Outcome of(DynamoDbException error) {
        String code = error.awsErrorDetails() == null ? null : error.awsErrorDetails().errorCode();
        String message = error.awsErrorDetails() == null ? error.getMessage() : error.awsErrorDetails().errorMessage();
        return new Outcome(null, error.getClass().getSimpleName(), code, message, error.statusCode());
    }

    boolean isError() {
        return errorCode != null || errorClass != null;
    }

    /** The same outcome without its message (for errors whose texts are known to differ). */
    Outcome withoutMessage() {
        return new Outcome(response, errorClass, errorCode, null, status);
    }

    @Override
    public String toString() {
        if (isError()) {
            return errorClass + "[" + errorCode + ", " + status + "]: " + errorMessage;
        }
        return Objects.toString(response);
    }
}
