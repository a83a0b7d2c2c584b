package dev.dynamofixtures.core.internal.ops;

import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.*;

/**
 * The engine's operations, one method per DynamoDB operation, each delegating to its handler class.
 * Reads run on a snapshot; writes run under the engine's write lock and publish atomically.
 */
public final class Operations {
    private final Engine engine;

    public Operations(Engine engine) {
        this.engine = Objects.requireNonNull(engine, "engine");
    }

    public BatchGetItemResponse batchGetItem(BatchGetItemRequest request) {
        return engine.read(db -> BatchGetItemOperation.execute(db, request, engine.settings()));
    }

    public BatchWriteItemResponse batchWriteItem(BatchWriteItemRequest request) {
        return engine.write(db -> BatchWriteItemOperation.execute(db, request, engine.settings()));
    }

    public CreateTableResponse createTable(CreateTableRequest request) {
        return engine.write(db -> CreateTableOperation.execute(db, request, engine.settings()));
    }

    public DeleteItemResponse deleteItem(DeleteItemRequest request) {
        return engine.write(db -> DeleteItemOperation.execute(db, request, engine.settings()));
    }

    public DeleteTableResponse deleteTable(DeleteTableRequest request) {
        return engine.write(db -> DeleteTableOperation.execute(db, request, engine.settings()));
    }

    public DescribeLimitsResponse describeLimits(DescribeLimitsRequest request) {
        return DescribeLimitsOperation.execute();
    }

    public DescribeTableResponse describeTable(DescribeTableRequest request) {
        return engine.read(db -> DescribeTableOperation.execute(db, request, engine.settings()));
    }

    public DescribeTimeToLiveResponse describeTimeToLive(DescribeTimeToLiveRequest request) {
        return engine.read(db -> DescribeTimeToLiveOperation.execute(db, request, engine.settings()));
    }

    public GetItemResponse getItem(GetItemRequest request) {
        return engine.read(db -> GetItemOperation.execute(db, request, engine.settings()));
    }

    public ListTablesResponse listTables(ListTablesRequest request) {
        return engine.read(db -> ListTablesOperation.execute(db, request, engine.settings()));
    }

    public PutItemResponse putItem(PutItemRequest request) {
        return engine.write(db -> PutItemOperation.execute(db, request, engine.settings()));
    }

    public QueryResponse query(QueryRequest request) {
        return engine.read(db -> QueryOperation.execute(db, request, engine.settings()));
    }

    public ScanResponse scan(ScanRequest request) {
        return engine.read(db -> ScanOperation.execute(db, request, engine.settings()));
    }

    public TransactGetItemsResponse transactGetItems(TransactGetItemsRequest request) {
        return engine.read(db -> TransactGetItemsOperation.execute(db, request, engine.settings()));
    }

    public TransactWriteItemsResponse transactWriteItems(TransactWriteItemsRequest request) {
        return engine.write(db -> TransactWriteItemsOperation.execute(db, request, engine.settings()));
    }

    public UpdateItemResponse updateItem(UpdateItemRequest request) {
        return engine.write(db -> UpdateItemOperation.execute(db, request, engine.settings()));
    }

    public UpdateTableResponse updateTable(UpdateTableRequest request) {
        return engine.write(db -> UpdateTableOperation.execute(db, request, engine.settings()));
    }

    public UpdateTimeToLiveResponse updateTimeToLive(UpdateTimeToLiveRequest request) {
        return engine.write(db -> UpdateTimeToLiveOperation.execute(db, request, engine.settings()));
    }

    /** Deletes the items whose time to live has passed by the engine's clock; returns how many. */
    public int expireItems() {
        return engine.write(db -> TimeToLiveExpiry.expire(db, engine.settings().clock().instant()));
    }
}
