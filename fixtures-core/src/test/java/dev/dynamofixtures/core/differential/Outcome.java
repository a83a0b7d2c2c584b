package dev.dynamofixtures.core.differential;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * What one backend answered to one call: a (normalised) response, or a DynamoDB error with its modelled
 * members ({@code details}): the item of a ConditionalCheckFailedException, the cancellation reasons of a
 * TransactionCanceledException.
 */
record Outcome(Object response, String errorClass, String errorCode, String errorMessage, Integer status,
               Object details) {

    /** One cancellation reason, compared field by field. */
    record Reason(String code, String message, Map<String, AttributeValue> item) {
    }

    static Outcome of(Object response) {
        return new Outcome(response, null, null, null, null, null);
    }

    static Outcome of(DynamoDbException error) {
        String code = error.awsErrorDetails() == null ? null : error.awsErrorDetails().errorCode();
        String message = error.awsErrorDetails() == null ? error.getMessage() : error.awsErrorDetails().errorMessage();
        Object details = null;
        if (error instanceof ConditionalCheckFailedException failed && failed.hasItem()) {
            details = failed.item();
        }
        if (error instanceof TransactionCanceledException cancelled && cancelled.hasCancellationReasons()) {
            details = cancelled.cancellationReasons().stream()
                    .map(r -> new Reason(r.code(), r.message(), r.hasItem() ? r.item() : null)).toList();
        }
        return new Outcome(null, error.getClass().getSimpleName(), code, message, error.statusCode(), details);
    }

    boolean isError() {
        return errorCode != null || errorClass != null;
    }

    /** The same outcome without its message (for errors whose texts are known to differ). */
    Outcome withoutMessage() {
        return new Outcome(response, errorClass, errorCode, null, status, details);
    }

    @Override
    public String toString() {
        if (isError()) {
            return errorClass + "[" + errorCode + ", " + status + "]: " + errorMessage
                    + (details == null ? "" : " " + details);
        }
        return Objects.toString(response);
    }

    static List<Reason> reasons(Outcome outcome) {
        @SuppressWarnings("unchecked")
        List<Reason> reasons = (List<Reason>) outcome.details();
        return reasons;
    }
}
