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
 * An in-memory fixture database: an {@link InMemoryDynamo}, and the {@link MutableClock} it reads when the fixture
 * fixes one. A fork gets a clock of its own, starting where this one stands, so a test moving its time moves no
 * other test's. The HTTP endpoint is started on first request and stops when the engine is closed.
 */
final class InMemoryDatabase implements FixtureDatabase {
    private final InMemoryDynamo dynamo;
    private final MutableClock clock;
    private URI endpoint;

    /** {@code clock} is null when the engine reads the system clock. */
    InMemoryDatabase(InMemoryDynamo dynamo, MutableClock clock) {
        this.dynamo = dynamo;
        this.clock = clock;
    }

    @Override
    public FixtureDatabase fork() {
        if (clock == null) {
            return new InMemoryDatabase(dynamo.fork(), null);
        }
        MutableClock own = MutableClock.at(clock.instant());
        return new InMemoryDatabase(dynamo.fork(own), own);
    }

    @Override
    public void seed(Dataset dataset) {
        dynamo.seed(dataset);
    }

    @Override
    public DynamoDbClient client() {
        return dynamo.client();
    }

    @Override
    public DynamoDbClient unrecordedClient() {
        return dynamo.unrecordedClient();
    }

    @Override
    public OperationLog operations() {
        return dynamo.operations();
    }

    @Override
    public DynamoDbAsyncClient asyncClient() {
        return dynamo.asyncClient();
    }

    @Override
    public synchronized URI endpoint() {
        if (endpoint == null) {
            endpoint = dynamo.startServer().endpoint();
        }
        return endpoint;
    }

    @Override
    public Clock clock() {
        return clock == null ? Clock.systemUTC() : clock;
    }

    @Override
    public MutableClock mutableClock() {
        if (clock == null) {
            throw new UnsupportedOperationException("This fixture reads the system clock, which cannot be moved: fix "
                    + "its time with @DynamoFixture(clock = \"2030-01-01T09:00:00Z\") to get a MutableClock");
        }
        return clock;
    }

    @Override
    public int expireItems() {
        return dynamo.expireItems();
    }

    @Override
    public InMemoryDynamo engine() {
        return dynamo;
    }

    @Override
    public void close() {
        dynamo.close();
    }
}
