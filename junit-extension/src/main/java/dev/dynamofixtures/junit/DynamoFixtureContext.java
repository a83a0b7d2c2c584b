package dev.dynamofixtures.junit;

import dev.dynamofixtures.core.InMemoryDynamo;
import dev.dynamofixtures.core.MutableClock;
import dev.dynamofixtures.core.dataset.Dataset;
import java.net.URI;
import java.time.Clock;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The database a {@link DynamoFixture} gives a test (its own fork) or a class (the seeded one): its clients, its
 * clock, its tables. Inject it as a parameter or field.
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
public interface DynamoFixtureContext {
    /** A client of this database. */
    DynamoDbClient client();

    /** An asynchronous client of this database. */
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
    String backend();
}
