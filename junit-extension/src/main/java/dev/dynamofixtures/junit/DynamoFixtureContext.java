package dev.dynamofixtures.junit;

import dev.dynamofixtures.core.DynamoDatabase;
import dev.dynamofixtures.core.InMemoryDynamo;
import dev.dynamofixtures.core.MutableClock;
import dev.dynamofixtures.core.dataset.Dataset;
import dev.dynamofixtures.core.log.OperationLog;
import java.net.URI;
import java.time.Clock;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The database a {@link DynamoFixture} gives a test (its own fork) or a class (the seeded one): its clients, its
 * clock, its tables, and the log of the calls made through its clients. Inject it as a parameter or field.
 *
 * <h2>Operation log</h2>
 * {@link #operations()} records every call made through the clients the fixture injects (the {@code DynamoDbClient},
 * the {@code DynamoDbAsyncClient}, Enhanced Clients built on them) and through its {@link #endpoint()}, on every
 * backend. Each test's log starts empty, and what the extension does itself (loading seeds, resetting tables between
 * tests, checking an {@link ExpectedDataset}, dumping a failed test's tables) is not in it; neither are the calls of
 * {@link #unrecordedClient()}, nor of {@link #tables()} and {@link #dataset(String...)}.
 *
 * <pre>{@code
 * @Test
 * void the_dashboard_reads_one_partition(DynamoFixtureContext dynamo) {
 *     dashboard.pendingOrders("C1");
 *     assertThat(dynamo.operations().calls()).extracting(RecordedCall::operation).containsOnly("Query");
 * }
 * }</pre>
 *
 * <pre>{@code
 * @DynamoFixture(seed = "sessions.yml", clock = "2030-01-01T09:00:00Z")
 * class SessionsTest {
 *     @Test
 *     void sessions_expire_after_an_hour(DynamoFixtureContext dynamo) {
 *         dynamo.mutableClock().advance(Duration.ofHours(2));
 *         assertThat(dynamo.expireItems()).isEqualTo(3);
 *     }
 * }
 * }</pre>
 */
public interface DynamoFixtureContext extends DynamoDatabase {
    /** A client of this database; its calls are recorded in {@link #operations()}. */
    @Override
    DynamoDbClient client();

    /** A client of this database that records nothing: to look at the data without changing what the test measures. */
    @Override
    DynamoDbClient unrecordedClient();

    /**
     * The calls made through this database's clients and endpoint, oldest first; a test's log starts empty.
     *
     * <p>On a remote backend ({@code dynamodb-local}, {@code testcontainers}, {@code endpoint}) the calls are recorded
     * in the order they completed. Consumed capacity is recorded for every call that consumes any: requests that did
     * not ask for it are sent with {@code ReturnConsumedCapacity=INDEXES} and the code gets the response without it;
     * a request that asked for {@code TOTAL} gets the total form. Partition writes there are those of the table, and
     * of the secondary indexes of the items a request puts whole (PutItem, and the puts of BatchWriteItem and
     * TransactWriteItems); an UpdateItem's or DeleteItem's index partitions are known on the in-memory backend only.
     */
    @Override
    OperationLog operations();

    /** An asynchronous client of this database; its calls are recorded in {@link #operations()}. */
    DynamoDbAsyncClient asyncClient();

    /** This database's HTTP endpoint, for clients built from a URL; started the first time it is asked for. */
    URI endpoint();

    /** The clock this database reads: the fixture's fixed clock, or the system clock. */
    Clock clock();

    /**
     * The fixed clock this database reads, to move.
     *
     * @throws UnsupportedOperationException when the fixture sets no {@link DynamoFixture#clock()}, or its backend
     *                                       runs on real time (the message says which)
     */
    MutableClock mutableClock();

    /**
     * Deletes the items whose time to live has passed by this database's clock, now, and returns how many.
     *
     * @throws UnsupportedOperationException when the backend cannot expire items on demand
     */
    int expireItems();

    /** The names of this database's tables, in ListTables order. */
    List<String> tables();

    /** The current tables and items of this database, as a dataset; all tables when none are named. */
    Dataset dataset(String... tables);

    /**
     * The in-memory engine behind this database.
     *
     * @throws UnsupportedOperationException when the fixture runs on another backend than {@code in-memory}
     */
    InMemoryDynamo engine();

    /** The name of the backend this database runs on, such as {@code in-memory}. */
    @Override
    String backend();
}
