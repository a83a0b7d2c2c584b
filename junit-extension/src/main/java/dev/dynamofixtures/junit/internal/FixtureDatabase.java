package dev.dynamofixtures.junit.internal;

import dev.dynamofixtures.core.InMemoryDynamo;
import dev.dynamofixtures.core.MutableClock;
import dev.dynamofixtures.core.dataset.Dataset;
import dev.dynamofixtures.core.log.OperationLog;
import java.net.URI;
import java.time.Clock;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * One database of a fixture: the seeded one of a test class, or a test's fork of it. Its clients stay usable until
 * it is closed; a fork is closed before the database it was forked from.
 *
 * <p>Features a backend cannot offer throw {@link UnsupportedOperationException} with a message that names the
 * backend that has them, never silently doing something else.
 */
public interface FixtureDatabase extends AutoCloseable {
    /**
     * A database for one test, starting from this one's current tables and items; writes to either are invisible to
     * the other. The in-memory backend forks in O(1); a backend that cannot fork recreates the tables and loads the
     * seed again (and says so in its documentation).
     */
    FixtureDatabase fork();

    /**
     * Loads a dataset into this database: tables it does not have are created; items replace those of the same key.
     *
     * @throws dev.dynamofixtures.core.dataset.DatasetException when the dataset cannot be loaded
     */
    void seed(Dataset dataset);

    /** A client of this database; its calls are recorded in {@link #operations()}. */
    DynamoDbClient client();

    /** A client of this database whose calls are not recorded: what the extension itself uses. */
    DynamoDbClient unrecordedClient();

    /** The calls made through this database's clients and endpoint; a fork's starts empty. */
    OperationLog operations();

    /** An asynchronous client of this database; its calls are recorded in {@link #operations()}. */
    DynamoDbAsyncClient asyncClient();

    /** The database's HTTP endpoint, started on the first call when the backend serves none yet. */
    URI endpoint();

    /** The clock the database reads. */
    Clock clock();

    /** The fixed clock the database reads, to move; throws when there is none (the message says how to get one). */
    MutableClock mutableClock();

    /** Deletes the items whose time to live has passed, now, and returns how many. */
    int expireItems();

    /** The in-memory engine behind this database; throws on other backends. */
    InMemoryDynamo engine();

    /** Releases this database (a fork's engine, a test's tables). */
    @Override
    void close();
}
