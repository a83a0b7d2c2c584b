package dev.dynamofixtures.junit.internal;

import dev.dynamofixtures.core.InMemoryDynamo;
import dev.dynamofixtures.core.MutableClock;
import dev.dynamofixtures.core.dataset.Dataset;
import dev.dynamofixtures.core.internal.server.DynamoHttpServer;
import dev.dynamofixtures.core.log.OperationLog;
import dev.dynamofixtures.junit.internal.backend.BackendSetupException;
import dev.dynamofixtures.junit.internal.backend.RemoteBackend;
import dev.dynamofixtures.junit.internal.log.CallRecorder;
import dev.dynamofixtures.junit.internal.log.RecordingClients;
import dev.dynamofixtures.junit.internal.log.RemoteOperationLog;
import java.net.URI;
import java.time.Clock;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * A test class's database on a remote backend, and the tests' "forks" of it. A server cannot fork, so every fork is
 * the same tables, reset (deleted, recreated, the seed reloaded) when it is made; forks are handed out one at a time
 * (a test waits for the previous one to close), so tests of one class stay isolated under parallel execution too.
 *
 * <p>The seed is loaded once when the class opens; the first test reuses that load when nothing touched it. What
 * class-level code ({@code @BeforeAll}, a {@code PER_CLASS} instance) wrote before the first test is kept: the
 * tables are exported then, and every test starts from that export, as forks of the class's database do in memory.
 *
 * <p>Each database records the calls of its clients in a log of its own ({@link CallRecorder}): the class's database in
 * the class's log, each fork in a log that starts empty; the extension's own calls (resets, seeds, exports) go through
 * the backend's client, which records nothing. The HTTP endpoint, one per class, records into the log of the fork
 * open at the time of the call, or the class's when none is.
 *
 * <p>A remote backend runs on real time and holds no in-memory engine: {@link #mutableClock()},
 * {@link #expireItems()} and {@link #engine()} throw, naming the {@code in-memory} backend that has them.
 */
final class RemoteDatabase implements FixtureDatabase {
    private static final long FORK_WAIT_MINUTES = 10;

    private final RemoteBackend remote;
    private final Clock seedClock;
    private final Semaphore oneTestAtATime = new Semaphore(1);
    private final Recorded recorded;
    private final CallRecorder endpointRecorder;
    private volatile Fork current;
    private DynamoHttpServer front;
    private Dataset base;
    private boolean fresh;
    private boolean touchedBeforeFirstTest;
    private boolean forked;

    private RemoteDatabase(RemoteBackend remote, Dataset seed, Clock seedClock) {
        this.remote = remote;
        this.base = seed;
        this.seedClock = seedClock;
        this.recorded = new Recorded(new RemoteOperationLog(remote.name(), remote.client()));
        this.endpointRecorder = new CallRecorder(() -> {
            Fork fork = current;
            return fork == null ? recorded.log : fork.recorded.log;
        });
    }

    /** The class's database on {@code remote}, with {@code seed} loaded (relative times by {@code seedClock}). */
    static RemoteDatabase open(RemoteBackend remote, Dataset seed, Clock seedClock) {
        RemoteDatabase database = new RemoteDatabase(remote, seed, seedClock);
        remote.reset(seed, seedClock);
        database.fresh = true;
        return database;
    }

    /** Waits for the previous test's fork to close, then resets the tables to what every test starts from. */
    @Override
    public FixtureDatabase fork() {
        acquire();
        try {
            synchronized (this) {
                if (!forked && touchedBeforeFirstTest) {
                    base = Dataset.export(remote.client());
                } else if (!fresh) {
                    remote.reset(base, seedClock);
                }
                forked = true;
                fresh = false;
            }
        } catch (RuntimeException e) {
            oneTestAtATime.release();
            throw e;
        }
        Fork fork = new Fork();
        current = fork;
        return fork;
    }

    @Override
    public void seed(Dataset dataset) {
        dataset.loadInto(touch().client(), seedClock);
    }

    @Override
    public DynamoDbClient client() {
        touch();
        return recorded.client;
    }

    @Override
    public DynamoDbClient unrecordedClient() {
        return touch().client();
    }

    @Override
    public OperationLog operations() {
        return recorded.log;
    }

    @Override
    public DynamoDbAsyncClient asyncClient() {
        touch();
        return recorded.asyncClient();
    }

    @Override
    public URI endpoint() {
        touch();
        return endpointFront();
    }

    /** The class's HTTP endpoint, started on first use, in front of a client recording into the current log. */
    private synchronized URI endpointFront() {
        if (front == null) {
            front = DynamoHttpServer.start(RecordingClients.wrap(remote.client(), endpointRecorder), 0);
        }
        return front.endpoint();
    }

    @Override
    public Clock clock() {
        return Clock.systemUTC();
    }

    @Override
    public MutableClock mutableClock() {
        throw new UnsupportedOperationException("the " + remote.name() + " backend runs on real time, which cannot be "
                + "moved: a MutableClock is available on the in-memory backend only (the default; "
                + "@DynamoFixture(backend = \"in-memory\"))");
    }

    @Override
    public int expireItems() {
        throw new UnsupportedOperationException("the " + remote.name() + " backend cannot expire items on demand "
                + "(DynamoDB deletes expired items in the background, in its own time): expireItems() is available on "
                + "the in-memory backend only (the default; @DynamoFixture(backend = \"in-memory\"))");
    }

    @Override
    public InMemoryDynamo engine() {
        throw new UnsupportedOperationException("this fixture runs on the " + remote.name() + " backend, which has no "
                + "in-memory engine: engine() and InMemoryDynamo are available on the in-memory backend only (the "
                + "default; @DynamoFixture(backend = \"in-memory\"))");
    }

    /** Stops the endpoint, deletes the class's tables and closes its clients. */
    @Override
    public void close() {
        DynamoHttpServer server;
        synchronized (this) {
            server = front;
            front = null;
        }
        try {
            if (server != null) {
                server.close();
            }
        } finally {
            remote.close();
        }
    }

    /** The remote backend, noting that class-level code may change its tables. */
    private synchronized RemoteBackend touch() {
        fresh = false;
        if (!forked) {
            touchedBeforeFirstTest = true;
        }
        return remote;
    }

    private void acquire() {
        try {
            if (!oneTestAtATime.tryAcquire(FORK_WAIT_MINUTES, TimeUnit.MINUTES)) {
                throw new BackendSetupException("A test of this class waited " + FORK_WAIT_MINUTES + " minutes for the "
                        + remote.name() + " backend's tables, which another test of the class still holds; tests of "
                        + "one class run one at a time on a remote backend");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new BackendSetupException("Interrupted while waiting for the " + remote.name() + " backend's tables",
                    e);
        }
    }

    /** One test's view of the class's tables: they are its own until it closes. */
    private final class Fork implements FixtureDatabase {
        private final AtomicBoolean closed = new AtomicBoolean();
        private final Recorded recorded = new Recorded(new RemoteOperationLog(remote.name(), remote.client()));

        @Override
        public FixtureDatabase fork() {
            throw new UnsupportedOperationException("the " + remote.name() + " backend cannot fork a test's database: "
                    + "forks are available on the in-memory backend only");
        }

        @Override
        public void seed(Dataset dataset) {
            dataset.loadInto(remote.client(), seedClock);
        }

        @Override
        public DynamoDbClient client() {
            return recorded.client;
        }

        @Override
        public DynamoDbClient unrecordedClient() {
            return remote.client();
        }

        @Override
        public OperationLog operations() {
            return recorded.log;
        }

        @Override
        public DynamoDbAsyncClient asyncClient() {
            return recorded.asyncClient();
        }

        @Override
        public URI endpoint() {
            return endpointFront();
        }

        @Override
        public Clock clock() {
            return RemoteDatabase.this.clock();
        }

        @Override
        public MutableClock mutableClock() {
            return RemoteDatabase.this.mutableClock();
        }

        @Override
        public int expireItems() {
            return RemoteDatabase.this.expireItems();
        }

        @Override
        public InMemoryDynamo engine() {
            return RemoteDatabase.this.engine();
        }

        /** Hands the tables over to the next test; they are reset when it forks. */
        @Override
        public void close() {
            if (closed.compareAndSet(false, true)) {
                if (current == this) {
                    current = null;
                }
                oneTestAtATime.release();
            }
        }
    }

    /** A log, and the clients whose calls it records (the asynchronous one built on first use). */
    private final class Recorded {
        private final RemoteOperationLog log;
        private final CallRecorder recorder;
        private final DynamoDbClient client;
        private DynamoDbAsyncClient asyncClient;

        Recorded(RemoteOperationLog log) {
            this.log = log;
            this.recorder = new CallRecorder(() -> log);
            this.client = RecordingClients.wrap(remote.client(), recorder);
        }

        synchronized DynamoDbAsyncClient asyncClient() {
            if (asyncClient == null) {
                asyncClient = RecordingClients.wrap(remote.asyncClient(), recorder);
            }
            return asyncClient;
        }
    }
}
