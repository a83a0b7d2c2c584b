package dev.dynamofixtures.core.internal.server;

import java.util.Objects;
import software.amazon.awssdk.core.SdkPojo;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;

/**
 * An error as it goes on the wire: HTTP status, the {@code __type} the JSON 1.0 protocol names it by, the
 * {@code Message}, and the error's modelled members (if any). One place holds the protocol's error types
 * and texts; those not produced by the engine copy DynamoDB Local 3.3.1 unless noted.
 *
 * @param status    the HTTP status
 * @param type      the wire {@code __type}, e.g. {@code com.amazonaws.dynamodb.v20120810#ResourceNotFoundException}
 * @param message   the {@code Message} member
 * @param details   the error's modelled members ({@code Item}, {@code CancellationReasons}), or null
 * @param requestId the request id to answer with
 */
record WireError(int status, String type, String message, SdkPojo details, String requestId) {
    static final String DYNAMODB = "com.amazonaws.dynamodb.v20120810#";
    static final String CORAL_SERVICE = "com.amazon.coral.service#";
    static final String CORAL_VALIDATE = "com.amazon.coral.validate#";
    static final long MAX_REQUEST_BYTES = 16L * 1024 * 1024;

    WireError {
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(requestId, "requestId");
    }

    /** The wire form of an exception the engine's SDK adapter threw: its code, status, message and members. */
    static WireError of(DynamoDbException exception, String requestId) {
        String code = exception.awsErrorDetails().errorCode();
        String message = exception.awsErrorDetails().errorMessage();
        String id = exception.requestId() != null ? exception.requestId() : requestId;
        return new WireError(exception.statusCode(), wireType(code), message, exception, id);
    }

    /** The {@code __type} DynamoDB writes for an error code: validation errors come from the Coral framework. */
    static String wireType(String code) {
        return ("ValidationException".equals(code) ? CORAL_VALIDATE : DYNAMODB) + code;
    }

    /** No Authorization header: DynamoDB Local's answer, word for word. */
    static WireError missingAuthenticationToken(String requestId) {
        return new WireError(400, DYNAMODB + "MissingAuthenticationToken",
                "Request must contain either a valid (registered) AWS access key ID or X.509 certificate.", null,
                requestId);
    }

    /** An operation name that DynamoDB does not have: DynamoDB Local's answer, word for word. */
    static WireError unknownOperation(String requestId) {
        return unknownOperation("An unknown operation was requested.", requestId);
    }

    /** A request the endpoint cannot route to an operation, explained. */
    static WireError unknownOperation(String message, String requestId) {
        return new WireError(400, DYNAMODB + "UnknownOperationException", message, null, requestId);
    }

    /** An X-Amz-Target naming another service than DynamoDB_20120810: DynamoDB Local's answer, word for word. */
    static WireError invalidAction(String requestId) {
        return new WireError(400, DYNAMODB + "InvalidAction",
                "The action or operation requested is invalid. Verify that the action is typed correctly.", null,
                requestId);
    }

    /** A body that is not the operation's JSON (the service's SerializationException; Local answers 500). */
    static WireError serialization(String message, String requestId) {
        return new WireError(400, CORAL_SERVICE + "SerializationException", message, null, requestId);
    }

    /** A body over the service's 16 MB request limit: HTTP 413 as both the service and Local answer. */
    static WireError requestTooLarge(long bytes, String requestId) {
        String size = bytes < 0 ? "more than " + MAX_REQUEST_BYTES : Long.toString(bytes);
        return new WireError(413, CORAL_VALIDATE + "ValidationException", "The request body is " + size
                + " bytes; DynamoDB accepts at most " + MAX_REQUEST_BYTES + " bytes (16 MB) per request", null,
                requestId);
    }

    /** An unexpected failure inside the endpoint or engine. */
    static WireError internal(String requestId) {
        return new WireError(500, DYNAMODB + "InternalServerError", "Internal server error", null, requestId);
    }

    /** The error body as the service writes it. */
    byte[] body() {
        return SdkJsonEncoder.encodeError(type, message, details);
    }
}
