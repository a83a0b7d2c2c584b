package dev.dynamofixtures.core.internal.error;

/**
 * DynamoDB's error types: the wire {@code __type} suffix (also the SDK's error code) and the HTTP status.
 */
public enum ErrorType {
    VALIDATION("ValidationException", 400),
    RESOURCE_NOT_FOUND("ResourceNotFoundException", 400),
    RESOURCE_IN_USE("ResourceInUseException", 400),
    CONDITIONAL_CHECK_FAILED("ConditionalCheckFailedException", 400),
    TRANSACTION_CANCELED("TransactionCanceledException", 400),
    TRANSACTION_CONFLICT("TransactionConflictException", 400),
    TRANSACTION_IN_PROGRESS("TransactionInProgressException", 400),
    IDEMPOTENT_PARAMETER_MISMATCH("IdempotentParameterMismatchException", 400),
    LIMIT_EXCEEDED("LimitExceededException", 400),
    DUPLICATE_ITEM("DuplicateItemException", 400),
    SERIALIZATION("SerializationException", 400),
    UNKNOWN_OPERATION("UnknownOperationException", 400),
    MISSING_AUTHENTICATION_TOKEN("MissingAuthenticationTokenException", 400),
    INTERNAL_SERVER_ERROR("InternalServerError", 500),
    /** DynamoDB Streams: a shard iterator older than 15 minutes. */
    EXPIRED_ITERATOR("ExpiredIteratorException", 400);

    private final String code;
    private final int httpStatus;

    ErrorType(String code, int httpStatus) {
        this.code = code;
        this.httpStatus = httpStatus;
    }

    /** The error code, e.g. {@code ValidationException}: the SDK's {@code awsErrorDetails().errorCode()}. */
    public String code() {
        return code;
    }

    public int httpStatus() {
        return httpStatus;
    }

    /** The {@code __type} member the JSON 1.0 protocol puts in error bodies. */
    public String wireType() {
        return "com.amazonaws.dynamodb.v20120810#" + code;
    }
}
