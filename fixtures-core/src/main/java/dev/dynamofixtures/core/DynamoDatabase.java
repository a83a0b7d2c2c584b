package dev.dynamofixtures.core;

import dev.dynamofixtures.core.log.OperationLog;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * A database a test runs against, whatever its backend: the in-memory engine ({@link InMemoryDynamo}), or the
 * database a JUnit fixture gives a test on DynamoDB Local or an endpoint. What assertions need to look at a
 * database's tables and at how code used it.
 */
public interface DynamoDatabase {
    /** A client of this database; its calls are recorded in {@link #operations()}. */
    DynamoDbClient client();

    /**
     * A client of this database whose calls are <em>not</em> recorded in {@link #operations()}: what assertions
     * and tools use to look at the data without changing what the test measures.
     */
    DynamoDbClient unrecordedClient();

    /** Every call made to this database through its clients (and its HTTP endpoint), oldest first. */
    OperationLog operations();

    /** The name of the backend this database runs on, such as {@code in-memory} or {@code dynamodb-local}. */
    String backend();
}
