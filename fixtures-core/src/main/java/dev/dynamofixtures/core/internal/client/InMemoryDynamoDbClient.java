package dev.dynamofixtures.core.internal.client;

import dev.dynamofixtures.core.MessageDialect;
import dev.dynamofixtures.core.internal.error.DynamoError;
import dev.dynamofixtures.core.internal.ops.Engine;
import dev.dynamofixtures.core.internal.ops.Operations;
import java.util.Objects;
import java.util.function.Supplier;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbServiceClientConfiguration;
import software.amazon.awssdk.services.dynamodb.model.*;
import software.amazon.awssdk.services.dynamodb.waiters.DynamoDbWaiter;

/**
 * The SDK's {@link DynamoDbClient}, answered by the in-memory engine directly: no HTTP, no serialisation.
 * Requests and responses are the SDK's own model objects; engine errors become the SDK's exceptions.
 * Operations the engine does not implement throw {@link UnsupportedOperationException} naming the operation.
 */
public final class InMemoryDynamoDbClient implements DynamoDbClient {
    private final Engine engine;
    private final Operations operations;
    private final MessageDialect dialect;

    /** A client whose calls are not recorded. */
    public InMemoryDynamoDbClient(Engine engine, MessageDialect dialect) {
        this(engine, new Operations(engine), dialect);
    }

    /** A client answered by {@code operations} (which record the calls, or not) on {@code engine}. */
    public InMemoryDynamoDbClient(Engine engine, Operations operations, MessageDialect dialect) {
        this.engine = Objects.requireNonNull(engine, "engine");
        this.operations = Objects.requireNonNull(operations, "operations");
        this.dialect = Objects.requireNonNull(dialect, "dialect");
    }

    private <R> R call(Object request, Supplier<R> operation) {
        Objects.requireNonNull(request, "request");
        try {
            return operation.get();
        } catch (DynamoError e) {
            throw SdkErrors.toException(e, dialect);
        }
    }

    static UnsupportedOperationException unsupported(String operation) {
        return new UnsupportedOperationException("DynamoDB operation " + operation
                + " is not supported by the Dynamo Fixtures in-memory engine. "
                + "Run this test on the dynamodb-local backend if it needs " + operation + ".");
    }

    @Override
    public String serviceName() {
        return SERVICE_NAME;
    }

    @Override
    public DynamoDbServiceClientConfiguration serviceClientConfiguration() {
        return DynamoDbServiceClientConfiguration.builder().region(Region.US_EAST_1).build();
    }

    @Override
    public DynamoDbWaiter waiter() {
        return DynamoDbWaiter.builder().client(this).build();
    }

    @Override
    public void close() {
        // The engine's lifetime is the InMemoryDynamo's; closing a client releases nothing.
    }

    @Override
    public BatchExecuteStatementResponse batchExecuteStatement(BatchExecuteStatementRequest request) {
        return call(request, () -> operations.batchExecuteStatement(request, dialect == MessageDialect.LOCAL));
    }

    @Override
    public BatchGetItemResponse batchGetItem(BatchGetItemRequest request) {
        return call(request, () -> operations.batchGetItem(request));
    }

    @Override
    public BatchWriteItemResponse batchWriteItem(BatchWriteItemRequest request) {
        return call(request, () -> operations.batchWriteItem(request));
    }

    @Override
    public CreateBackupResponse createBackup(CreateBackupRequest request) {
        throw unsupported("CreateBackup");
    }

    @Override
    public CreateGlobalTableResponse createGlobalTable(CreateGlobalTableRequest request) {
        throw unsupported("CreateGlobalTable");
    }

    @Override
    public CreateTableResponse createTable(CreateTableRequest request) {
        return call(request, () -> operations.createTable(request));
    }

    @Override
    public DeleteBackupResponse deleteBackup(DeleteBackupRequest request) {
        throw unsupported("DeleteBackup");
    }

    @Override
    public DeleteItemResponse deleteItem(DeleteItemRequest request) {
        return call(request, () -> operations.deleteItem(request));
    }

    @Override
    public DeleteResourcePolicyResponse deleteResourcePolicy(DeleteResourcePolicyRequest request) {
        throw unsupported("DeleteResourcePolicy");
    }

    @Override
    public DeleteTableResponse deleteTable(DeleteTableRequest request) {
        return call(request, () -> operations.deleteTable(request));
    }

    @Override
    public DescribeBackupResponse describeBackup(DescribeBackupRequest request) {
        throw unsupported("DescribeBackup");
    }

    @Override
    public DescribeContinuousBackupsResponse describeContinuousBackups(DescribeContinuousBackupsRequest request) {
        throw unsupported("DescribeContinuousBackups");
    }

    @Override
    public DescribeContributorInsightsResponse describeContributorInsights(DescribeContributorInsightsRequest request) {
        throw unsupported("DescribeContributorInsights");
    }

    @Override
    public DescribeEndpointsResponse describeEndpoints(DescribeEndpointsRequest request) {
        throw unsupported("DescribeEndpoints");
    }

    @Override
    public DescribeExportResponse describeExport(DescribeExportRequest request) {
        throw unsupported("DescribeExport");
    }

    @Override
    public DescribeGlobalTableResponse describeGlobalTable(DescribeGlobalTableRequest request) {
        throw unsupported("DescribeGlobalTable");
    }

    @Override
    public DescribeGlobalTableSettingsResponse describeGlobalTableSettings(DescribeGlobalTableSettingsRequest request) {
        throw unsupported("DescribeGlobalTableSettings");
    }

    @Override
    public DescribeImportResponse describeImport(DescribeImportRequest request) {
        throw unsupported("DescribeImport");
    }

    @Override
    public DescribeKinesisStreamingDestinationResponse describeKinesisStreamingDestination(DescribeKinesisStreamingDestinationRequest request) {
        throw unsupported("DescribeKinesisStreamingDestination");
    }

    @Override
    public DescribeLimitsResponse describeLimits(DescribeLimitsRequest request) {
        return call(request, () -> operations.describeLimits(request));
    }

    @Override
    public DescribeTableResponse describeTable(DescribeTableRequest request) {
        return call(request, () -> operations.describeTable(request));
    }

    @Override
    public DescribeTableReplicaAutoScalingResponse describeTableReplicaAutoScaling(DescribeTableReplicaAutoScalingRequest request) {
        throw unsupported("DescribeTableReplicaAutoScaling");
    }

    @Override
    public DescribeTimeToLiveResponse describeTimeToLive(DescribeTimeToLiveRequest request) {
        return call(request, () -> operations.describeTimeToLive(request));
    }

    @Override
    public DisableKinesisStreamingDestinationResponse disableKinesisStreamingDestination(DisableKinesisStreamingDestinationRequest request) {
        throw unsupported("DisableKinesisStreamingDestination");
    }

    @Override
    public EnableKinesisStreamingDestinationResponse enableKinesisStreamingDestination(EnableKinesisStreamingDestinationRequest request) {
        throw unsupported("EnableKinesisStreamingDestination");
    }

    @Override
    public ExecuteStatementResponse executeStatement(ExecuteStatementRequest request) {
        return call(request, () -> operations.executeStatement(request));
    }

    @Override
    public ExecuteTransactionResponse executeTransaction(ExecuteTransactionRequest request) {
        return call(request, () -> operations.executeTransaction(request));
    }

    @Override
    public ExportTableToPointInTimeResponse exportTableToPointInTime(ExportTableToPointInTimeRequest request) {
        throw unsupported("ExportTableToPointInTime");
    }

    @Override
    public GetItemResponse getItem(GetItemRequest request) {
        return call(request, () -> operations.getItem(request));
    }

    @Override
    public GetResourcePolicyResponse getResourcePolicy(GetResourcePolicyRequest request) {
        throw unsupported("GetResourcePolicy");
    }

    @Override
    public ImportTableResponse importTable(ImportTableRequest request) {
        throw unsupported("ImportTable");
    }

    @Override
    public ListBackupsResponse listBackups(ListBackupsRequest request) {
        throw unsupported("ListBackups");
    }

    @Override
    public ListContributorInsightsResponse listContributorInsights(ListContributorInsightsRequest request) {
        throw unsupported("ListContributorInsights");
    }

    @Override
    public ListExportsResponse listExports(ListExportsRequest request) {
        throw unsupported("ListExports");
    }

    @Override
    public ListGlobalTablesResponse listGlobalTables(ListGlobalTablesRequest request) {
        throw unsupported("ListGlobalTables");
    }

    @Override
    public ListImportsResponse listImports(ListImportsRequest request) {
        throw unsupported("ListImports");
    }

    @Override
    public ListTablesResponse listTables(ListTablesRequest request) {
        return call(request, () -> operations.listTables(request));
    }

    @Override
    public ListTagsOfResourceResponse listTagsOfResource(ListTagsOfResourceRequest request) {
        return call(request, () -> operations.listTagsOfResource(request));
    }

    @Override
    public PutItemResponse putItem(PutItemRequest request) {
        return call(request, () -> operations.putItem(request));
    }

    @Override
    public PutResourcePolicyResponse putResourcePolicy(PutResourcePolicyRequest request) {
        throw unsupported("PutResourcePolicy");
    }

    @Override
    public QueryResponse query(QueryRequest request) {
        return call(request, () -> operations.query(request));
    }

    @Override
    public RestoreTableFromBackupResponse restoreTableFromBackup(RestoreTableFromBackupRequest request) {
        throw unsupported("RestoreTableFromBackup");
    }

    @Override
    public RestoreTableToPointInTimeResponse restoreTableToPointInTime(RestoreTableToPointInTimeRequest request) {
        throw unsupported("RestoreTableToPointInTime");
    }

    @Override
    public ScanResponse scan(ScanRequest request) {
        return call(request, () -> operations.scan(request));
    }

    @Override
    public SearchVectorsResponse searchVectors(SearchVectorsRequest request) {
        throw unsupported("SearchVectors");
    }

    @Override
    public TagResourceResponse tagResource(TagResourceRequest request) {
        return call(request, () -> operations.tagResource(request));
    }

    @Override
    public TransactGetItemsResponse transactGetItems(TransactGetItemsRequest request) {
        return call(request, () -> operations.transactGetItems(request));
    }

    @Override
    public TransactWriteItemsResponse transactWriteItems(TransactWriteItemsRequest request) {
        return call(request, () -> operations.transactWriteItems(request));
    }

    @Override
    public UntagResourceResponse untagResource(UntagResourceRequest request) {
        return call(request, () -> operations.untagResource(request));
    }

    @Override
    public UpdateContinuousBackupsResponse updateContinuousBackups(UpdateContinuousBackupsRequest request) {
        throw unsupported("UpdateContinuousBackups");
    }

    @Override
    public UpdateContributorInsightsResponse updateContributorInsights(UpdateContributorInsightsRequest request) {
        throw unsupported("UpdateContributorInsights");
    }

    @Override
    public UpdateGlobalTableResponse updateGlobalTable(UpdateGlobalTableRequest request) {
        throw unsupported("UpdateGlobalTable");
    }

    @Override
    public UpdateGlobalTableSettingsResponse updateGlobalTableSettings(UpdateGlobalTableSettingsRequest request) {
        throw unsupported("UpdateGlobalTableSettings");
    }

    @Override
    public UpdateItemResponse updateItem(UpdateItemRequest request) {
        return call(request, () -> operations.updateItem(request));
    }

    @Override
    public UpdateKinesisStreamingDestinationResponse updateKinesisStreamingDestination(UpdateKinesisStreamingDestinationRequest request) {
        throw unsupported("UpdateKinesisStreamingDestination");
    }

    @Override
    public UpdateTableResponse updateTable(UpdateTableRequest request) {
        return call(request, () -> operations.updateTable(request));
    }

    @Override
    public UpdateTableReplicaAutoScalingResponse updateTableReplicaAutoScaling(UpdateTableReplicaAutoScalingRequest request) {
        throw unsupported("UpdateTableReplicaAutoScaling");
    }

    @Override
    public UpdateTimeToLiveResponse updateTimeToLive(UpdateTimeToLiveRequest request) {
        return call(request, () -> operations.updateTimeToLive(request));
    }
}
