package dev.dynamofixtures.core.internal.error;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;

/**
 * A DynamoDB error raised inside the engine: its type and its message as the live service words it and as
 * DynamoDB Local words it. Client adapters turn it into the SDK's exception or a wire error, choosing the
 * text by the engine's {@link dev.dynamofixtures.core.MessageDialect}. Where the service answers another error
 * altogether (another type, or another fault found first), the error carries that one too ({@link #withLiveAnswer}).
 *
 * <p>Invariant: an operation that throws this has published nothing.
 */
public final class DynamoError extends RuntimeException {
    private final ErrorType type;
    private final String liveMessage;
    private final String localMessage;
    private final Map<String, AttributeValue> item;
    private final List<CancellationReason> cancellationReasons;
    private final List<CancellationReason> localCancellationReasons;
    /** The whole error the service answers instead, where it is another error (null: this one, in its words). */
    private final DynamoError liveError;

    private DynamoError(ErrorType type, String liveMessage, String localMessage,
                        Map<String, AttributeValue> item, List<CancellationReason> cancellationReasons,
                        List<CancellationReason> localCancellationReasons, DynamoError liveError) {
        super(liveMessage, null, false, false);
        this.type = Objects.requireNonNull(type, "type");
        this.liveMessage = Objects.requireNonNull(liveMessage, "liveMessage");
        this.localMessage = Objects.requireNonNull(localMessage, "localMessage");
        this.item = item;
        this.cancellationReasons = cancellationReasons;
        this.localCancellationReasons = localCancellationReasons;
        this.liveError = liveError;
    }

    private DynamoError(ErrorType type, String liveMessage, String localMessage,
                        Map<String, AttributeValue> item, List<CancellationReason> cancellationReasons,
                        List<CancellationReason> localCancellationReasons) {
        this(type, liveMessage, localMessage, item, cancellationReasons, localCancellationReasons, null);
    }

    private DynamoError(ErrorType type, String liveMessage, String localMessage,
                        Map<String, AttributeValue> item, List<CancellationReason> cancellationReasons) {
        this(type, liveMessage, localMessage, item, cancellationReasons, cancellationReasons);
    }

    public static DynamoError of(ErrorType type, String message) {
        return new DynamoError(type, message, message, null, null);
    }

    public static DynamoError of(ErrorType type, String liveMessage, String localMessage) {
        return new DynamoError(type, liveMessage, localMessage, null, null);
    }

    /** A {@code ValidationException} worded the same by the service and DynamoDB Local. */
    public static DynamoError validation(String message) {
        return of(ErrorType.VALIDATION, message);
    }

    /** A {@code ValidationException} that the service and DynamoDB Local word differently. */
    public static DynamoError validation(String liveMessage, String localMessage) {
        return of(ErrorType.VALIDATION, liveMessage, localMessage);
    }

    /** {@code ConditionalCheckFailedException}, carrying the current item when the request asked for ALL_OLD. */
    public static DynamoError conditionalCheckFailed(Map<String, AttributeValue> item) {
        String message = "The conditional request failed";
        return new DynamoError(ErrorType.CONDITIONAL_CHECK_FAILED, message, message, item, null);
    }

    public static DynamoError transactionCanceled(String liveMessage, String localMessage,
                                                  List<CancellationReason> reasons) {
        return new DynamoError(ErrorType.TRANSACTION_CANCELED, liveMessage, localMessage, null, List.copyOf(reasons));
    }

    /**
     * {@code TransactionCanceledException} worded and reasoned differently by the service and by DynamoDB Local
     * ({@code localReasons} null: Local's answer carries none).
     */
    public static DynamoError transactionCanceled(String liveMessage, String localMessage,
                                                  List<CancellationReason> liveReasons,
                                                  List<CancellationReason> localReasons) {
        return new DynamoError(ErrorType.TRANSACTION_CANCELED, liveMessage, localMessage, null,
                List.copyOf(liveReasons), localReasons == null ? null : List.copyOf(localReasons));
    }

    /**
     * {@code TransactionCanceledException} whose cancellation reasons are worded differently by the service and
     * by DynamoDB Local (one reason per action in both lists, in request order).
     */
    public static DynamoError transactionCanceled(String message, List<CancellationReason> liveReasons,
                                                  List<CancellationReason> localReasons) {
        return new DynamoError(ErrorType.TRANSACTION_CANCELED, message, message, null, List.copyOf(liveReasons),
                List.copyOf(localReasons));
    }

    /**
     * DynamoDB Local's error {@code local}, where the service answers another error altogether, {@code live} (of
     * another type, or another fault found first): the adapters answer {@code live} in the {@code LIVE} dialect. Code
     * that catches engine errors sees {@code local}, the error the engine raised before it followed the service
     * there, so callers that re-word errors (ExecuteTransaction, whose statements run as a TransactWriteItems) keep
     * their answers.
     */
    public static DynamoError withLiveAnswer(DynamoError local, DynamoError live) {
        return new DynamoError(local.type, local.liveMessage, local.localMessage, local.item,
                local.cancellationReasons, local.localCancellationReasons, live.inDialect(false));
    }

    /** The error as one dialect answers it: this one, or the other error the service answers instead. */
    public DynamoError inDialect(boolean local) {
        return !local && liveError != null ? liveError : this;
    }

    /** The same error with both texts prefixed, e.g. {@code "Invalid FilterExpression: "}. */
    public DynamoError prefixed(String prefix) {
        return new DynamoError(type, prefix + liveMessage, prefix + localMessage, item, cancellationReasons,
                localCancellationReasons, liveError == null ? null : liveError.prefixed(prefix));
    }

    /** The same error with both texts suffixed, e.g. {@code " for key :v"}. */
    public DynamoError suffixed(String suffix) {
        return new DynamoError(type, liveMessage + suffix, localMessage + suffix, item, cancellationReasons,
                localCancellationReasons, liveError == null ? null : liveError.suffixed(suffix));
    }

    public ErrorType type() {
        return type;
    }

    public String liveMessage() {
        return liveMessage;
    }

    public String localMessage() {
        return localMessage;
    }

    public String message(boolean local) {
        return local ? localMessage : inDialect(false).liveMessage;
    }

    public Optional<Map<String, AttributeValue>> item() {
        return Optional.ofNullable(item);
    }

    public Optional<List<CancellationReason>> cancellationReasons() {
        return Optional.ofNullable(cancellationReasons);
    }

    /** The cancellation reasons in one dialect's wording. */
    public Optional<List<CancellationReason>> cancellationReasons(boolean local) {
        return Optional.ofNullable(local ? localCancellationReasons : inDialect(false).cancellationReasons);
    }

    @Override
    public String toString() {
        return type.code() + ": " + liveMessage;
    }
}
