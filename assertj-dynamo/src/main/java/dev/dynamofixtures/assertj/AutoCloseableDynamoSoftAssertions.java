package dev.dynamofixtures.assertj;

/** Soft DynamoDB assertions for try-with-resources: closing them fails with every collected failure. */
public class AutoCloseableDynamoSoftAssertions extends DynamoSoftAssertions implements AutoCloseable {

    /** Fails with every collected failure, if any. */
    @Override
    public void close() {
        assertAll();
    }
}
