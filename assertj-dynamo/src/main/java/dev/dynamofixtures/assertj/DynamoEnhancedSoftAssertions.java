package dev.dynamofixtures.assertj;

/**
 * Soft DynamoDB assertions that also take the Enhanced Client's pages: call {@code assertAll()} to fail with every
 * collected failure.
 */
public class DynamoEnhancedSoftAssertions extends DynamoSoftAssertions implements DynamoEnhancedSoftAssertionsProvider {
}
