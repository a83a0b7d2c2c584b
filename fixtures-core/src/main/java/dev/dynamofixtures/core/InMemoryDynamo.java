package dev.dynamofixtures.core;

import dev.dynamofixtures.core.internal.client.InMemoryDynamoDbAsyncClient;
import dev.dynamofixtures.core.internal.client.InMemoryDynamoDbClient;
import dev.dynamofixtures.core.internal.client.InMemoryDynamoDbStreamsClient;
import dev.dynamofixtures.core.internal.dataset.DatasetAccess;
import dev.dynamofixtures.core.internal.dataset.EngineSeeder;
import dev.dynamofixtures.core.internal.ops.CallLog;
import dev.dynamofixtures.core.internal.ops.Engine;
import dev.dynamofixtures.core.internal.ops.EngineSettings;
import dev.dynamofixtures.core.internal.ops.Operations;
import dev.dynamofixtures.core.internal.server.DynamoHttpServer;
import dev.dynamofixtures.core.log.OperationLog;
import java.time.Clock;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CopyOnWriteArrayList;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * An in-memory DynamoDB for tests: DynamoDB's semantics (multi-attribute GSI keys included) behind the AWS
 * SDK's own {@link DynamoDbClient}, answering in microseconds.
 *
 * <pre>{@code
 * try (InMemoryDynamo dynamo = InMemoryDynamo.create()) {
 *     DynamoDbClient client = dynamo.client();
 *     client.createTable(...);
 *     client.putItem(...);
 * }
 * }</pre>
 *
 * <h2>Isolation</h2>
 * The whole database is one immutable value. {@link #fork()} returns an independent copy in O(1) that
 * shares all structure with this one; writes to either are invisible to the other.
 *
 * <h2>Consistency</h2>
 * Every read sees one consistent snapshot; every write (including a whole transaction) becomes visible
 * atomically. Secondary indexes are updated within the write, so reads of them are instantly consistent
 * (the service's GSIs are eventually consistent).
 *
 * <h2>Thread safety</h2>
 * Safe for use from many threads at once: reads never lock, writes are serialised and none is lost.
 *
 * <h2>Time to live</h2>
 * {@code UpdateTimeToLive} and {@code DescribeTimeToLive} behave as in DynamoDB, but nothing is deleted in
 * the background: as in the service until its sweeper comes by, an expired item is still returned by every
 * read. {@link #expireItems()} deletes the expired items when the test says so; with a {@link MutableClock}
 * the test also decides what time it is.
 *
 * <h2>Over HTTP</h2>
 * {@link #startServer()} serves the same engine over DynamoDB's JSON protocol, for clients built from an
 * endpoint URL (the AWS CLI, other languages' SDKs, an SDK client with {@code endpointOverride}).
 *
 * <h2>Operation log</h2>
 * Every call made through {@link #client()}, {@link #asyncClient()} or the HTTP endpoint that the engine answers,
 * with a result or with a DynamoDB error, is recorded in {@link #operations()}: the request, and what the call
 * read, returned, consumed and wrote. Calls through {@link #unrecordedClient()}, {@link #seed seeding} and
 * {@link #expireItems()} are not recorded, nor are operations the engine does not support. Recording keeps
 * references and a few numbers per call; consumed capacity and partition writes are worked out only when the log
 * is read. The log keeps the most recent 10,000 calls by default ({@link Builder#operationLogCapacity(int)}), and
 * of those only the newest whose written items come to 2 MiB ({@link Builder#operationLogWrittenBytes(long)}): it
 * holds on to each call's request, items included, and, for writes, the partition-key values written. Calls to the Streams API ({@link #streamsClient()}, or the HTTP endpoint's) are recorded
 * too, under their own operation names; {@link #streams() deliveries} to a handler are not. A fork starts with an
 * empty log of its own.
 */
public final class InMemoryDynamo implements DynamoDatabase, AutoCloseable {
    private final Engine engine;
    private final MessageDialect dialect;
    private final LogSettings logSettings;
    private final Operations operations;
    private final CallLog log;
    private final InMemoryDynamoDbClient client;
    private final InMemoryDynamoDbClient unrecordedClient;
    private final DynamoDbAsyncClient asyncClient;
    private final DynamoDbStreamsClient streamsClient;
    private final StreamDelivery streamDelivery;
    private final List<DynamoServer> servers = new CopyOnWriteArrayList<>();

    /** The operation log's settings, which forks inherit. */
    private record LogSettings(int capacity, long writtenBytes, boolean record) {
    }

    private InMemoryDynamo(Engine engine, MessageDialect dialect, LogSettings logSettings) {
        this(engine, dialect, logSettings, null);
    }

    /** {@code parentDelivery}: the stream delivery of the engine this one is a fork of (null: none). */
    private InMemoryDynamo(Engine engine, MessageDialect dialect, LogSettings logSettings,
                           StreamDelivery parentDelivery) {
        this.engine = engine;
        this.dialect = dialect;
        this.logSettings = logSettings;
        this.operations = new Operations(engine);
        this.log = new CallLog(logSettings.capacity(), logSettings.writtenBytes(), dialect == MessageDialect.LOCAL,
                logSettings.record());
        Operations recorded = new Operations(engine, log);
        this.client = new InMemoryDynamoDbClient(engine, recorded, dialect);
        this.unrecordedClient = new InMemoryDynamoDbClient(engine, operations, dialect);
        this.asyncClient = new InMemoryDynamoDbAsyncClient(client);
        this.streamsClient = new InMemoryDynamoDbStreamsClient(recorded, dialect);
        this.streamDelivery = parentDelivery == null ? new StreamDelivery(operations)
                : parentDelivery.copyFor(operations);
    }

    /** A new, empty in-memory DynamoDB with the default settings. */
    public static InMemoryDynamo create() {
        return builder().build();
    }

    /** A builder for an in-memory DynamoDB with a chosen clock or message dialect. */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * A {@link DynamoDbClient} that calls this engine directly (no HTTP, no serialisation); its calls are recorded
     * in {@link #operations()}.
     */
    @Override
    public DynamoDbClient client() {
        return client;
    }

    /**
     * The SDK's {@link DynamoDbStreamsClient} for this engine's table streams: ListStreams, DescribeStream,
     * GetShardIterator and GetRecords over the records that writes to tables with a stream enabled produce. Each
     * stream has one shard. Streams calls are recorded in {@link #operations()} as {@link #client()}'s are.
     *
     * <pre>{@code
     * String arn = dynamo.client().describeTable(b -> b.tableName("orders")).table().latestStreamArn();
     * String shard = dynamo.streamsClient().describeStream(b -> b.streamArn(arn))
     *         .streamDescription().shards().get(0).shardId();
     * }</pre>
     */
    public DynamoDbStreamsClient streamsClient() {
        return streamsClient;
    }

    /**
     * Delivers tables' new stream records to a handler as a Lambda event source mapping would, for tests of stream
     * consumers (see {@link StreamDelivery}).
     *
     * <pre>{@code
     * dynamo.streams().deliverEvents("orders", event -> handler.handleRequest(event, context));
     * }</pre>
     */
    public StreamDelivery streams() {
        return streamDelivery;
    }

    /**
     * A client of this same engine whose calls are <em>not</em> recorded in {@link #operations()}: for assertions
     * and tools that look at the data without changing what the test measures.
     *
     * <pre>{@code
     * dynamo.unrecordedClient().scan(b -> b.tableName("orders")); // not in dynamo.operations()
     * }</pre>
     */
    @Override
    public DynamoDbClient unrecordedClient() {
        return unrecordedClient;
    }

    /**
     * The calls made to this engine through {@link #client()}, {@link #asyncClient()} and the HTTP endpoint,
     * oldest first (see the class comment's Operation log section).
     *
     * <pre>{@code
     * dynamo.operations().clear();
     * service.findOrders("C1");
     * RecordedCall query = dynamo.operations().calls().get(0);
     * assertEquals(Optional.of("customer_id = :value"), query.keyConditionShape());
     * }</pre>
     */
    @Override
    public OperationLog operations() {
        return log;
    }

    /** {@code in-memory}. */
    @Override
    public String backend() {
        return "in-memory";
    }

    /**
     * A {@link DynamoDbAsyncClient} on this engine: the same results and errors as {@link #client()}, as
     * futures. The engine does the work during the call, on the calling thread (it never blocks on I/O), so
     * calls take effect in the order they are made; each future is then completed on a small shared pool of
     * daemon threads ({@code dynamo-fixtures-async-N}), never on the caller's thread, as the SDK completes its
     * futures on its own executor. A failed call's future fails with a
     * {@link java.util.concurrent.CompletionException} whose cause is the SDK exception. Paginators
     * ({@code queryPaginator}, {@code scanPaginator} and their {@code items()}) work as on the service.
     *
     * <pre>{@code
     * DynamoDbAsyncClient async = dynamo.asyncClient();
     * async.putItem(b -> b.tableName("orders").item(item))
     *      .thenCompose(put -> async.getItem(b -> b.tableName("orders").key(key)))
     *      .join();
     * }</pre>
     */
    public DynamoDbAsyncClient asyncClient() {
        return asyncClient;
    }

    /**
     * Deletes every item whose time to live has passed, now, by this engine's clock, and returns how many were
     * deleted. An item is expired when its table has time to live enabled on an attribute and that attribute is
     * a Number of epoch seconds earlier than the clock's instant, but not more than five years earlier (the
     * service ignores such values). The items leave the table and all its indexes in one atomic step, as the
     * service's time-to-live sweeper would delete them, consuming no capacity.
     *
     * <pre>{@code
     * MutableClock clock = MutableClock.at(Instant.parse("2030-01-01T00:00:00Z"));
     * InMemoryDynamo dynamo = InMemoryDynamo.builder().clock(clock).build();
     * // ... a table with time to live on "expiresAt", an item with expiresAt = 2030-01-01T01:00:00Z ...
     * clock.advance(Duration.ofHours(2));
     * assertThat(dynamo.expireItems()).isEqualTo(1);
     * }</pre>
     *
     * @throws IllegalStateException if this engine is closed
     */
    public int expireItems() {
        return operations.expireItems();
    }

    /**
     * An independent copy of this database, made in O(1): it starts with the same tables and items and
     * then lives its own life, with an empty operation log of its own. Useful to seed once and give each test a
     * fresh copy.
     */
    public InMemoryDynamo fork() {
        return new InMemoryDynamo(engine.fork(), dialect, logSettings, streamDelivery);
    }

    /**
     * An independent copy like {@link #fork()} (an empty operation log included), whose creation timestamps and time to live read {@code clock}
     * instead of this engine's clock: each test's fork can then move its own time.
     *
     * <pre>{@code
     * InMemoryDynamo mine = seeded.fork(MutableClock.at(Instant.parse("2030-01-01T00:00:00Z")));
     * }</pre>
     */
    public InMemoryDynamo fork(Clock clock) {
        Objects.requireNonNull(clock, "clock");
        return new InMemoryDynamo(engine.fork(clock), dialect, logSettings, streamDelivery);
    }

    /**
     * Serves this engine over HTTP on a free loopback port, in DynamoDB's JSON protocol: the same results
     * and errors as {@link #client()}, and its calls are recorded in {@link #operations()} as that client's are.
     * The server stops when this engine is closed.
     *
     * <pre>{@code
     * DynamoServer server = dynamo.startServer();
     * DynamoDbClient http = DynamoDbClient.builder()
     *         .endpointOverride(server.endpoint())
     *         .region(Region.US_EAST_1)
     *         .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("key", "secret")))
     *         .build();
     * }</pre>
     *
     * @throws IllegalStateException if this engine is closed
     */
    public DynamoServer startServer() {
        return startServer(0);
    }

    /**
     * Serves this engine over HTTP on the given loopback port (0 for a free one); see {@link #startServer()}.
     *
     * @throws IllegalArgumentException if the port is not between 0 and 65535
     * @throws java.io.UncheckedIOException if the port cannot be bound, e.g. because it is in use
     * @throws IllegalStateException if this engine is closed
     */
    public DynamoServer startServer(int port) {
        if (engine.isClosed()) {
            throw new IllegalStateException("This InMemoryDynamo is closed; create a new one to serve it over HTTP.");
        }
        DynamoServer server = DynamoHttpServer.start(client, streamsClient, port);
        servers.add(server);
        return server;
    }

    /**
     * Loads a dataset into this engine in one step, the fast way: creates its tables (as CreateTable would, with
     * time to live where the dataset asks) and builds each table's primary index and every secondary index in bulk
     * from sorted entries, then publishes everything at once. Relative times ({@code !epoch now+30m}) are computed
     * by this engine's clock. A table that exists already takes the items if its keys and indexes are the dataset's
     * (an item replaces the one of the same key, as PutItem does). All or nothing: when a table already exists with
     * another definition, or anything else fails, nothing is loaded.
     *
     * <pre>{@code
     * InMemoryDynamo dynamo = InMemoryDynamo.create().seed(Dataset.fromClasspath("orders.yml"));
     * }</pre>
     *
     * @return this engine
     * @throws dev.dynamofixtures.core.dataset.DatasetException when the dataset cannot be loaded (nothing is)
     */
    public InMemoryDynamo seed(dev.dynamofixtures.core.dataset.Dataset dataset) {
        Objects.requireNonNull(dataset, "dataset");
        EngineSeeder.seed(engine, DatasetAccess.content(dataset));
        return this;
    }

    /** The message dialect this engine's errors use. */
    public MessageDialect messageDialect() {
        return dialect;
    }

    /**
     * Closes this engine: its HTTP servers stop and later calls through its clients fail. Forks made
     * earlier are unaffected.
     */
    @Override
    public void close() {
        for (DynamoServer server : servers) {
            server.close();
        }
        servers.clear();
        engine.close();
    }

    /** Settings for {@link InMemoryDynamo}; every setting has a sensible default. */
    public static final class Builder {
        private Clock clock = Clock.systemUTC();
        private MessageDialect dialect = MessageDialect.LIVE;
        private int logCapacity = CallLog.DEFAULT_CAPACITY;
        private long logWrittenBytes = CallLog.DEFAULT_WRITTEN_BYTES;
        private boolean recordOperations = true;

        private Builder() {
        }

        /**
         * How many of the most recent calls the operation log keeps (default
         * 10,000); older ones are dropped, and
         * {@link OperationLog#isComplete()} says so. Each kept call holds its request; {@link
         * #operationLogWrittenBytes(long)} also bounds how much of written items the kept calls hold.
         *
         * @throws IllegalArgumentException if {@code capacity} is less than 1
         */
        public Builder operationLogCapacity(int capacity) {
            if (capacity < 1) {
                throw new IllegalArgumentException("operationLogCapacity must be at least 1, not " + capacity);
            }
            this.logCapacity = capacity;
            return this;
        }

        /**
         * How many bytes of written items the operation log's kept calls may hold (default 2 MiB, by DynamoDB's
         * item sizes as the calls' write units count them): beyond that, older calls are dropped 64 at a time,
         * however few the log holds, and {@link OperationLog#isComplete()} says so. The newest 64 to 128 calls are
         * always kept. Each kept call holds its request, items included, so without this bound 10,000 batch
         * writes of 25 items would keep hundreds of megabytes alive, and the garbage collector's work on them would
         * slow every call down. Raise it to keep more writes; 0 keeps only the newest calls.
         *
         * @throws IllegalArgumentException if {@code bytes} is negative
         */
        public Builder operationLogWrittenBytes(long bytes) {
            if (bytes < 0) {
                throw new IllegalArgumentException("operationLogWrittenBytes must not be negative, not " + bytes);
            }
            this.logWrittenBytes = bytes;
            return this;
        }

        /**
         * Whether calls are recorded in the operation log (default true). Turn it off only for benchmarks and
         * huge loads: assertions on the operation log then see no calls. Forks inherit the setting.
         */
        public Builder recordOperations(boolean record) {
            this.recordOperations = record;
            return this;
        }

        /**
         * The clock for creation timestamps and time to live (default: the system clock in UTC); a
         * {@link MutableClock} makes both deterministic. Forks share the clock.
         */
        public Builder clock(Clock clock) {
            this.clock = Objects.requireNonNull(clock, "clock");
            return this;
        }

        /** Which wording error messages use where the service and DynamoDB Local differ (default LIVE). */
        public Builder messageDialect(MessageDialect dialect) {
            this.dialect = Objects.requireNonNull(dialect, "dialect");
            return this;
        }

        /** A new, empty in-memory DynamoDB with these settings. */
        public InMemoryDynamo build() {
            return new InMemoryDynamo(new Engine(EngineSettings.defaults(clock)), dialect,
                    new LogSettings(logCapacity, logWrittenBytes, recordOperations));
        }
    }
}
