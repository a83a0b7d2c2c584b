package dev.dynamofixtures.core;

/**
 * Which wording error messages use where the live DynamoDB service and DynamoDB Local differ.
 *
 * <p>The error <em>type</em>, code and HTTP status are always the service's; only the message text changes.
 * {@link #LIVE} is the default: tests that assert on messages should pass against real DynamoDB.
 */
public enum MessageDialect {
    /** The texts the live DynamoDB service sends, where known; DynamoDB Local's otherwise. */
    LIVE,
    /** The texts Amazon's DynamoDB Local 3.3.1 sends, for suites that compare with it message for message. */
    LOCAL
}
