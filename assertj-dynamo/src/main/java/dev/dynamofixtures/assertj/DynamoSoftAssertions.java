package dev.dynamofixtures.assertj;

import org.assertj.core.api.AbstractSoftAssertions;

/** Soft DynamoDB assertions: call {@code assertAll()} to fail with every collected failure. */
public class DynamoSoftAssertions extends AbstractSoftAssertions implements DynamoSoftAssertionsProvider {
}
