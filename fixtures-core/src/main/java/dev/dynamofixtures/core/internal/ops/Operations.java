package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.error.DynamoError;
import dev.dynamofixtures.core.internal.value.AttributeValues;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import software.amazon.awssdk.awscore.AwsRequest;
import software.amazon.awssdk.core.SdkPojo;
import software.amazon.awssdk.services.dynamodb.model.*;

/**
 * The engine's operations, one method per DynamoDB operation, each delegating to its handler class.
 * Reads run on a snapshot (taken directly, not through {@link Engine#read}: one capturing lambda less per call);
 * writes run under the engine's write lock and publish atomically.
 *
 * <p>Every call that gets an answer or a DynamoDB error goes into the {@link CallLog} given at construction (none
 * for an unrecorded client): the request, the {@link Usage} the operation filled, the counts its response carries.
 */
public final class Operations {
    private final Engine engine;
    private final CallLog log;

    /** Operations whose calls are not recorded. */
    public Operations(Engine engine) {
        this(engine, null);
    }

    /** Operations whose calls go to {@code log} (null or a disabled log: not recorded). */
    public Operations(Engine engine, CallLog log) {
        this.engine = Objects.requireNonNull(engine, "engine");
        this.log = log == null || !log.isEnabled() ? null : log;
    }

    /**
     * Runs one call, recording it with the item counts {@code counts} reads from its response. A recorded call
     * allocates its {@link CallRecord} (which is the {@link Usage} the operation fills) and nothing else here.
     *
     * <p>{@code request} is typed by an interface, {@link SdkPojo}, here and in {@link #begin}, not the class
     * {@link AwsRequest} (DynamoDB's and DynamoDB Streams' requests): to check that each operation's request is one,
     * the bytecode verifier would load all 25 request classes named in this class the first time it is used, in a
     * fresh JVM before the first call, whichever operations a test calls (see docs/performance.md, "Start-up").
     */
    private <R> R call(SdkPojo request, Function<Usage, R> body, Counts<R> counts) {
        Usage usage = begin(request);
        R response;
        try {
            response = body.apply(usage);
        } catch (DynamoError e) {
            throw failed(usage, e);
        }
        if (counts != null && usage != Usage.NONE) {
            counts.fill(response, usage);
        }
        answered(usage);
        return response;
    }

    /*
     * The hottest reads (GetItem, Query, Scan) call begin / answered / failed themselves rather than going through
     * call(...) with a lambda: the same straight-line code whether the log records or not, so that recording adds
     * only its record's stores and the append. Through a lambda, C2's inlining and escape analysis of the call
     * differed between the two: a recorded GetItem allocated +128 bytes in 3 of 11 JMH forks; now +68 in each, its
     * record and its share of the ring (docs/operation-log.md).
     */

    /** The usage a call fills: a new record of the log's, or {@link Usage#NONE} when nothing is recorded. */
    private Usage begin(SdkPojo request) {
        CallLog target = log;
        return target == null ? Usage.NONE : target.newRecord((AwsRequest) request);
    }

    /** Records a call answered (nothing for {@link Usage#NONE}). */
    private void answered(Usage usage) {
        if (usage != Usage.NONE) {
            log.add((CallRecord) usage);
        }
    }

    /** Records a call failed with {@code error} (nothing for {@link Usage#NONE}), and returns the error to throw. */
    private DynamoError failed(Usage usage, DynamoError error) {
        if (usage != Usage.NONE) {
            CallRecord record = (CallRecord) usage;
            record.error = error;
            log.add(record);
        }
        return error;
    }

    /** Reads the items read and returned, and whether there are more pages, from a response. */
    @FunctionalInterface
    private interface Counts<R> {
        void fill(R response, Usage usage);
    }

    public BatchGetItemResponse batchGetItem(BatchGetItemRequest request) {
        return call(request,
                usage -> BatchGetItemOperation.execute(engine.snapshot(), request, engine.settings(), usage),
                (response, usage) -> {
                    int found = 0;
                    for (List<Map<String, AttributeValue>> items : response.responses().values()) {
                        found += items.size();
                    }
                    usage.items(found, found, false);
                });
    }

    public BatchWriteItemResponse batchWriteItem(BatchWriteItemRequest request) {
        return call(request,
                usage -> engine.write(db -> BatchWriteItemOperation.execute(db, request, engine.settings(), usage)),
                null);
    }

    public CreateTableResponse createTable(CreateTableRequest request) {
        return call(request,
                usage -> engine.write(db -> CreateTableOperation.execute(db, request, engine.settings())), null);
    }

    public DeleteItemResponse deleteItem(DeleteItemRequest request) {
        return call(request,
                usage -> engine.write(db -> DeleteItemOperation.execute(db, request, engine.settings(), usage)),
                null);
    }

    public DeleteTableResponse deleteTable(DeleteTableRequest request) {
        return call(request,
                usage -> engine.write(db -> DeleteTableOperation.execute(db, request, engine.settings())), null);
    }

    public DescribeLimitsResponse describeLimits(DescribeLimitsRequest request) {
        return call(request, usage -> DescribeLimitsOperation.execute(), null);
    }

    public DescribeTableResponse describeTable(DescribeTableRequest request) {
        return call(request,
                usage -> DescribeTableOperation.execute(engine.snapshot(), request, engine.settings()), null);
    }

    public DescribeTimeToLiveResponse describeTimeToLive(DescribeTimeToLiveRequest request) {
        return call(request,
                usage -> DescribeTimeToLiveOperation.execute(engine.snapshot(), request, engine.settings()), null);
    }

    public ExecuteStatementResponse executeStatement(ExecuteStatementRequest request) {
        return call(request, usage -> PartiQlOperations.execute(engine, request, usage),
                (response, usage) -> usage.items(response.items().size(), response.items().size(),
                        response.nextToken() != null));
    }

    /**
     * BatchExecuteStatement; {@code localMessages} chooses the words of the statements' errors, which are part of
     * the response rather than an exception the client adapter words.
     */
    public BatchExecuteStatementResponse batchExecuteStatement(BatchExecuteStatementRequest request,
                                                               boolean localMessages) {
        return call(request, usage -> PartiQlBatchOperation.execute(engine, request, usage, localMessages),
                null);
    }

    public ExecuteTransactionResponse executeTransaction(ExecuteTransactionRequest request) {
        return call(request,
                usage -> PartiQlTransactionOperation.execute(engine, request, usage), null);
    }

    public GetItemResponse getItem(GetItemRequest request) {
        Usage usage = begin(request);
        GetItemResponse response;
        try {
            response = GetItemOperation.execute(engine.snapshot(), request, engine.settings(), usage);
        } catch (DynamoError e) {
            throw failed(usage, e);
        }
        int found = AttributeValues.isSet(response.item()) ? 1 : 0;
        usage.items(found, found, false);
        answered(usage);
        return response;
    }

    public ListTablesResponse listTables(ListTablesRequest request) {
        return call(request,
                usage -> ListTablesOperation.execute(engine.snapshot(), request, engine.settings()), null);
    }

    public PutItemResponse putItem(PutItemRequest request) {
        return call(request,
                usage -> engine.write(db -> PutItemOperation.execute(db, request, engine.settings(), usage)), null);
    }

    public QueryResponse query(QueryRequest request) {
        Usage usage = begin(request);
        QueryResponse response;
        try {
            response = QueryOperation.execute(engine.snapshot(), request, engine.settings(), usage);
        } catch (DynamoError e) {
            throw failed(usage, e);
        }
        usage.items(response.scannedCount(), response.count(), response.hasLastEvaluatedKey()
                && !response.lastEvaluatedKey().isEmpty());
        answered(usage);
        return response;
    }

    public ScanResponse scan(ScanRequest request) {
        Usage usage = begin(request);
        ScanResponse response;
        try {
            response = ScanOperation.execute(engine.snapshot(), request, engine.settings(), usage);
        } catch (DynamoError e) {
            throw failed(usage, e);
        }
        usage.items(response.scannedCount(), response.count(), response.hasLastEvaluatedKey()
                && !response.lastEvaluatedKey().isEmpty());
        answered(usage);
        return response;
    }

    public TagResourceResponse tagResource(TagResourceRequest request) {
        return call(request,
                usage -> engine.write(db -> TagOperations.tag(db, request, engine.settings())), null);
    }

    public UntagResourceResponse untagResource(UntagResourceRequest request) {
        return call(request,
                usage -> engine.write(db -> TagOperations.untag(db, request, engine.settings())), null);
    }

    public ListTagsOfResourceResponse listTagsOfResource(ListTagsOfResourceRequest request) {
        return call(request,
                usage -> engine.read(db -> TagOperations.list(db, request, engine.settings())), null);
    }

    public TransactGetItemsResponse transactGetItems(TransactGetItemsRequest request) {
        return call(request,
                usage -> TransactGetItemsOperation.execute(engine.snapshot(), request, engine.settings(), usage),
                (response, usage) -> {
                    int found = 0;
                    for (ItemResponse item : response.responses()) {
                        if (item != null && item.hasItem() && !item.item().isEmpty()) {
                            found++;
                        }
                    }
                    usage.items(found, found, false);
                });
    }

    public TransactWriteItemsResponse transactWriteItems(TransactWriteItemsRequest request) {
        return call(request,
                usage -> engine.write(db -> TransactWriteItemsOperation.execute(db, request, engine.settings(), usage)),
                null);
    }

    public UpdateItemResponse updateItem(UpdateItemRequest request) {
        return call(request,
                usage -> engine.write(db -> UpdateItemOperation.execute(db, request, engine.settings(), usage)), null);
    }

    public UpdateTableResponse updateTable(UpdateTableRequest request) {
        return call(request,
                usage -> engine.write(db -> UpdateTableOperation.execute(db, request, engine.settings())), null);
    }

    public UpdateTimeToLiveResponse updateTimeToLive(UpdateTimeToLiveRequest request) {
        return call(request,
                usage -> engine.write(db -> UpdateTimeToLiveOperation.execute(db, request, engine.settings())), null);
    }

    // --- DynamoDB Streams: recorded like DynamoDB's operations (under their own names), consuming no capacity

    public ListStreamsResponse listStreams(ListStreamsRequest request) {
        return call(request, usage -> engine.read(db -> StreamOperations.listStreams(db, request)), null);
    }

    public DescribeStreamResponse describeStream(DescribeStreamRequest request) {
        return call(request, usage -> engine.read(db -> StreamOperations.describeStream(db, request)), null);
    }

    public GetShardIteratorResponse getShardIterator(GetShardIteratorRequest request) {
        return call(request, usage -> engine.read(db -> StreamOperations.getShardIterator(db, request,
                engine.settings().clock().instant())), null);
    }

    public GetRecordsResponse getRecords(GetRecordsRequest request) {
        return call(request, usage -> engine.read(db -> StreamOperations.getRecords(db, request, engine.settings())),
                null);
    }

    /** Up to {@code max} records of a table's latest stream from sequence number {@code from} on. Not recorded. */
    public StreamOperations.Batch latestStreamRecords(String tableName, long from, int max) {
        return engine.read(db -> StreamOperations.latestRecords(db, tableName, from, max, engine.settings().region()));
    }

    /** Deletes the items whose time to live has passed by the engine's clock; returns how many. Not recorded. */
    public int expireItems() {
        return engine.write(db -> TimeToLiveExpiry.expire(db, engine.settings().clock()));
    }
}
