package dev.dynamofixtures.core.internal.client;

import dev.dynamofixtures.core.MessageDialect;
import dev.dynamofixtures.core.internal.error.DynamoError;
import java.security.SecureRandom;
import software.amazon.awssdk.awscore.exception.AwsErrorDetails;
import software.amazon.awssdk.http.SdkHttpResponse;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.DuplicateItemException;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.IdempotentParameterMismatchException;
import software.amazon.awssdk.services.dynamodb.model.InternalServerErrorException;
import software.amazon.awssdk.services.dynamodb.model.LimitExceededException;
import software.amazon.awssdk.services.dynamodb.model.ResourceInUseException;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;
import software.amazon.awssdk.services.dynamodb.model.TransactionConflictException;
import software.amazon.awssdk.services.dynamodb.model.TransactionInProgressException;

/**
 * Turns engine errors into the exceptions the SDK raises for the same error from the service: the same
 * exception class, error code, HTTP status and message, with a request id.
 */
public final class SdkErrors {
    private static final char[] ID_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".toCharArray();
    private static final SecureRandom RANDOM = new SecureRandom();

    private SdkErrors() {
    }

    /** A request id in the service's form: 52 upper-case letters and digits. */
    public static String newRequestId() {
        char[] id = new char[52];
        for (int i = 0; i < id.length; i++) {
            id[i] = ID_CHARS[RANDOM.nextInt(ID_CHARS.length)];
        }
        return new String(id);
    }

    public static DynamoDbException toException(DynamoError raised, MessageDialect dialect) {
        DynamoError error = raised.inDialect(dialect == MessageDialect.LOCAL);
        String message = error.message(dialect == MessageDialect.LOCAL);
        String requestId = newRequestId();
        int status = error.type().httpStatus();
        AwsErrorDetails details = AwsErrorDetails.builder()
                .errorCode(error.type().code())
                .errorMessage(message)
                .serviceName("DynamoDb")
                .sdkHttpResponse(SdkHttpResponse.builder().statusCode(status).build())
                .build();
        DynamoDbException.Builder builder;
        switch (error.type()) {
            case RESOURCE_NOT_FOUND:
                builder = ResourceNotFoundException.builder();
                break;
            case RESOURCE_IN_USE:
                builder = ResourceInUseException.builder();
                break;
            case CONDITIONAL_CHECK_FAILED: {
                ConditionalCheckFailedException.Builder b = ConditionalCheckFailedException.builder();
                error.item().ifPresent(b::item);
                builder = b;
                break;
            }
            case TRANSACTION_CANCELED: {
                TransactionCanceledException.Builder b = TransactionCanceledException.builder();
                error.cancellationReasons(dialect == MessageDialect.LOCAL).ifPresent(b::cancellationReasons);
                builder = b;
                break;
            }
            case TRANSACTION_CONFLICT:
                builder = TransactionConflictException.builder();
                break;
            case TRANSACTION_IN_PROGRESS:
                builder = TransactionInProgressException.builder();
                break;
            case IDEMPOTENT_PARAMETER_MISMATCH:
                builder = IdempotentParameterMismatchException.builder();
                break;
            case EXPIRED_ITERATOR:
                builder = software.amazon.awssdk.services.dynamodb.model.ExpiredIteratorException.builder();
                break;
            case LIMIT_EXCEEDED:
                builder = LimitExceededException.builder();
                break;
            case DUPLICATE_ITEM:
                builder = DuplicateItemException.builder();
                break;
            case INTERNAL_SERVER_ERROR:
                builder = InternalServerErrorException.builder();
                break;
            default:
                builder = DynamoDbException.builder();
                break;
        }
        builder.message(message).statusCode(status).requestId(requestId).awsErrorDetails(details);
        return (DynamoDbException) builder.build();
    }
}
