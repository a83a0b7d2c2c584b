package dev.dynamofixtures.junit;

import dev.dynamofixtures.core.InMemoryDynamo;
import dev.dynamofixtures.core.MutableClock;
import dev.dynamofixtures.core.dataset.Dataset;
import dev.dynamofixtures.core.log.OperationLog;
import dev.dynamofixtures.junit.internal.FixtureDatabase;
import java.net.URI;
import java.time.Clock;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.extension.ExtensionContext;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * One fixture database as the extension keeps it in an {@link ExtensionContext.Store} (a class's seeded database or
 * a test's fork), and the {@link DynamoFixtureContext} tests get for it. JUnit closes it with its store; it
 * implements both {@link AutoCloseable} and the older {@code CloseableResource}, so JUnit 5.10 through 6 close it,
 * once.
 */
@SuppressWarnings("deprecation") // CloseableResource: the only interface JUnit 5.10 to 5.12 close store values by
final class Fixture implements DynamoFixtureContext, AutoCloseable, ExtensionContext.Store.CloseableResource {
    private final FixtureDatabase database;
    private final String backend;
    private final AtomicBoolean closed = new AtomicBoolean();

    Fixture(FixtureDatabase database, String backend) {
        this.database = database;
        this.backend = backend;
    }

    /** The backend's database behind this fixture. */
    FixtureDatabase database() {
        return database;
    }

    /** A fixture on a fork of this one's database. */
    Fixture fork() {
        return new Fixture(database.fork(), backend);
    }

    @Override
    public DynamoDbClient client() {
        return database.client();
    }

    @Override
    public DynamoDbClient unrecordedClient() {
        return database.unrecordedClient();
    }

    @Override
    public OperationLog operations() {
        return database.operations();
    }

    @Override
    public DynamoDbAsyncClient asyncClient() {
        return database.asyncClient();
    }

    @Override
    public URI endpoint() {
        return database.endpoint();
    }

    @Override
    public Clock clock() {
        return database.clock();
    }

    @Override
    public MutableClock mutableClock() {
        return database.mutableClock();
    }

    @Override
    public int expireItems() {
        return database.expireItems();
    }

    @Override
    public List<String> tables() {
        return database.unrecordedClient().listTablesPaginator().tableNames().stream().toList();
    }

    @Override
    public Dataset dataset(String... tables) {
        Objects.requireNonNull(tables, "tables");
        return Dataset.export(database.unrecordedClient(), tables);
    }

    @Override
    public InMemoryDynamo engine() {
        return database.engine();
    }

    @Override
    public String backend() {
        return backend;
    }

    @Override
    public void close() {
        if (closed.compareAndSet(false, true)) {
            database.close();
        }
    }

    @Override
    public String toString() {
        return "DynamoFixtureContext[" + backend + "]";
    }
}
