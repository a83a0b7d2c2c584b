package dev.dynamofixtures.core.internal.client;

import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.function.Supplier;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbServiceClientConfiguration;
import software.amazon.awssdk.services.dynamodb.model.*;
import software.amazon.awssdk.services.dynamodb.waiters.DynamoDbAsyncWaiter;

/**
 * The SDK's {@link DynamoDbAsyncClient}, answered by the in-memory engine through the same code as
 * {@link InMemoryDynamoDbClient}: the same responses, and the same SDK exceptions as the failure of the future.
 *
 * <p>Threading: the engine does the work on the calling thread, during the call (it never waits on I/O; a write
 * holds the engine's write lock for microseconds), so calls take effect in the order they are made. The
 * returned future is then completed on a {@link CompletionExecutor} thread, as the SDK completes its futures on
 * its own executor and never on the caller's thread or an event loop; its dependent stages always run on that
 * executor too, even when added after completion ({@link EngineFuture}), so the SDK's paginators fetch page
 * after page without nesting calls on one stack. A failed call's future fails with a
 * {@link CompletionException} whose cause is the SDK exception, as the SDK's do. A null request throws
 * {@link NullPointerException} at once; an operation the engine does not support throws
 * {@link UnsupportedOperationException} naming it, at once, rather than failing the future.
 */
public final class InMemoryDynamoDbAsyncClient implements DynamoDbAsyncClient {
    private final InMemoryDynamoDbClient client;
    private final Executor completion;

    public InMemoryDynamoDbAsyncClient(InMemoryDynamoDbClient client) {
        this(client, CompletionExecutor.shared());
    }

    InMemoryDynamoDbAsyncClient(InMemoryDynamoDbClient client, Executor completion) {
        this.client = Objects.requireNonNull(client, "client");
        this.completion = Objects.requireNonNull(completion, "completion");
    }

    private <R> CompletableFuture<R> complete(Object request, Supplier<R> call) {
        Objects.requireNonNull(request, "request");
        R response = null;
        RuntimeException failure = null;
        try {
            response = call.get();
        } catch (RuntimeException e) {
            failure = e;
        }
        CompletableFuture<R> future = new EngineFuture<>(completion);
        Runnable completeIt = completer(future, response, failure);
        try {
            completion.execute(completeIt);
        } catch (RejectedExecutionException e) {
            completeIt.run();
        }
        return future;
    }

    private static <R> Runnable completer(CompletableFuture<R> future, R response, RuntimeException failure) {
        if (failure != null) {
            return () -> future.completeExceptionally(new CompletionException(failure));
        }
        return () -> future.complete(response);
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
    public DynamoDbAsyncWaiter waiter() {
        return DynamoDbAsyncWaiter.builder().client(this).build();
    }

    @Override
    public void close() {
        // The engine's lifetime is the InMemoryDynamo's; closing a client releases nothing.
    }

    @Override
    public CompletableFuture<BatchExecuteStatementResponse> batchExecuteStatement(BatchExecuteStatementRequest request) {
        return complete(request, () -> client.batchExecuteStatement(request));
    }

    @Override
    public CompletableFuture<BatchGetItemResponse> batchGetItem(BatchGetItemRequest request) {
        return complete(request, () -> client.batchGetItem(request));
    }

    @Override
    public CompletableFuture<BatchWriteItemResponse> batchWriteItem(BatchWriteItemRequest request) {
        return complete(request, () -> client.batchWriteItem(request));
    }

    @Override
    public CompletableFuture<CreateBackupResponse> createBackup(CreateBackupRequest request) {
        throw InMemoryDynamoDbClient.unsupported("CreateBackup");
    }

    @Override
    public CompletableFuture<CreateGlobalTableResponse> createGlobalTable(CreateGlobalTableRequest request) {
        throw InMemoryDynamoDbClient.unsupported("CreateGlobalTable");
    }

    @Override
    public CompletableFuture<CreateTableResponse> createTable(CreateTableRequest request) {
        return complete(request, () -> client.createTable(request));
    }

    @Override
    public CompletableFuture<DeleteBackupResponse> deleteBackup(DeleteBackupRequest request) {
        throw InMemoryDynamoDbClient.unsupported("DeleteBackup");
    }

    @Override
    public CompletableFuture<DeleteItemResponse> deleteItem(DeleteItemRequest request) {
        return complete(request, () -> client.deleteItem(request));
    }

    @Override
    public CompletableFuture<DeleteResourcePolicyResponse> deleteResourcePolicy(DeleteResourcePolicyRequest request) {
        throw InMemoryDynamoDbClient.unsupported("DeleteResourcePolicy");
    }

    @Override
    public CompletableFuture<DeleteTableResponse> deleteTable(DeleteTableRequest request) {
        return complete(request, () -> client.deleteTable(request));
    }

    @Override
    public CompletableFuture<DescribeBackupResponse> describeBackup(DescribeBackupRequest request) {
        throw InMemoryDynamoDbClient.unsupported("DescribeBackup");
    }

    @Override
    public CompletableFuture<DescribeContinuousBackupsResponse> describeContinuousBackups(DescribeContinuousBackupsRequest request) {
        throw InMemoryDynamoDbClient.unsupported("DescribeContinuousBackups");
    }

    @Override
    public CompletableFuture<DescribeContributorInsightsResponse> describeContributorInsights(DescribeContributorInsightsRequest request) {
        throw InMemoryDynamoDbClient.unsupported("DescribeContributorInsights");
    }

    @Override
    public CompletableFuture<DescribeEndpointsResponse> describeEndpoints(DescribeEndpointsRequest request) {
        throw InMemoryDynamoDbClient.unsupported("DescribeEndpoints");
    }

    @Override
    public CompletableFuture<DescribeExportResponse> describeExport(DescribeExportRequest request) {
        throw InMemoryDynamoDbClient.unsupported("DescribeExport");
    }

    @Override
    public CompletableFuture<DescribeGlobalTableResponse> describeGlobalTable(DescribeGlobalTableRequest request) {
        throw InMemoryDynamoDbClient.unsupported("DescribeGlobalTable");
    }

    @Override
    public CompletableFuture<DescribeGlobalTableSettingsResponse> describeGlobalTableSettings(DescribeGlobalTableSettingsRequest request) {
        throw InMemoryDynamoDbClient.unsupported("DescribeGlobalTableSettings");
    }

    @Override
    public CompletableFuture<DescribeImportResponse> describeImport(DescribeImportRequest request) {
        throw InMemoryDynamoDbClient.unsupported("DescribeImport");
    }

    @Override
    public CompletableFuture<DescribeKinesisStreamingDestinationResponse> describeKinesisStreamingDestination(DescribeKinesisStreamingDestinationRequest request) {
        throw InMemoryDynamoDbClient.unsupported("DescribeKinesisStreamingDestination");
    }

    @Override
    public CompletableFuture<DescribeLimitsResponse> describeLimits(DescribeLimitsRequest request) {
        return complete(request, () -> client.describeLimits(request));
    }

    @Override
    public CompletableFuture<DescribeTableResponse> describeTable(DescribeTableRequest request) {
        return complete(request, () -> client.describeTable(request));
    }

    @Override
    public CompletableFuture<DescribeTableReplicaAutoScalingResponse> describeTableReplicaAutoScaling(DescribeTableReplicaAutoScalingRequest request) {
        throw InMemoryDynamoDbClient.unsupported("DescribeTableReplicaAutoScaling");
    }

    @Override
    public CompletableFuture<DescribeTimeToLiveResponse> describeTimeToLive(DescribeTimeToLiveRequest request) {
        return complete(request, () -> client.describeTimeToLive(request));
    }

    @Override
    public CompletableFuture<DisableKinesisStreamingDestinationResponse> disableKinesisStreamingDestination(DisableKinesisStreamingDestinationRequest request) {
        throw InMemoryDynamoDbClient.unsupported("DisableKinesisStreamingDestination");
    }

    @Override
    public CompletableFuture<EnableKinesisStreamingDestinationResponse> enableKinesisStreamingDestination(EnableKinesisStreamingDestinationRequest request) {
        throw InMemoryDynamoDbClient.unsupported("EnableKinesisStreamingDestination");
    }

    @Override
    public CompletableFuture<ExecuteStatementResponse> executeStatement(ExecuteStatementRequest request) {
        return complete(request, () -> client.executeStatement(request));
    }

    @Override
    public CompletableFuture<ExecuteTransactionResponse> executeTransaction(ExecuteTransactionRequest request) {
        return complete(request, () -> client.executeTransaction(request));
    }

    @Override
    public CompletableFuture<ExportTableToPointInTimeResponse> exportTableToPointInTime(ExportTableToPointInTimeRequest request) {
        throw InMemoryDynamoDbClient.unsupported("ExportTableToPointInTime");
    }

    @Override
    public CompletableFuture<GetItemResponse> getItem(GetItemRequest request) {
        return complete(request, () -> client.getItem(request));
    }

    @Override
    public CompletableFuture<GetResourcePolicyResponse> getResourcePolicy(GetResourcePolicyRequest request) {
        throw InMemoryDynamoDbClient.unsupported("GetResourcePolicy");
    }

    @Override
    public CompletableFuture<ImportTableResponse> importTable(ImportTableRequest request) {
        throw InMemoryDynamoDbClient.unsupported("ImportTable");
    }

    @Override
    public CompletableFuture<ListBackupsResponse> listBackups(ListBackupsRequest request) {
        throw InMemoryDynamoDbClient.unsupported("ListBackups");
    }

    @Override
    public CompletableFuture<ListContributorInsightsResponse> listContributorInsights(ListContributorInsightsRequest request) {
        throw InMemoryDynamoDbClient.unsupported("ListContributorInsights");
    }

    @Override
    public CompletableFuture<ListExportsResponse> listExports(ListExportsRequest request) {
        throw InMemoryDynamoDbClient.unsupported("ListExports");
    }

    @Override
    public CompletableFuture<ListGlobalTablesResponse> listGlobalTables(ListGlobalTablesRequest request) {
        throw InMemoryDynamoDbClient.unsupported("ListGlobalTables");
    }

    @Override
    public CompletableFuture<ListImportsResponse> listImports(ListImportsRequest request) {
        throw InMemoryDynamoDbClient.unsupported("ListImports");
    }

    @Override
    public CompletableFuture<ListTablesResponse> listTables(ListTablesRequest request) {
        return complete(request, () -> client.listTables(request));
    }

    @Override
    public CompletableFuture<ListTagsOfResourceResponse> listTagsOfResource(ListTagsOfResourceRequest request) {
        return complete(request, () -> client.listTagsOfResource(request));
    }

    @Override
    public CompletableFuture<PutItemResponse> putItem(PutItemRequest request) {
        return complete(request, () -> client.putItem(request));
    }

    @Override
    public CompletableFuture<PutResourcePolicyResponse> putResourcePolicy(PutResourcePolicyRequest request) {
        throw InMemoryDynamoDbClient.unsupported("PutResourcePolicy");
    }

    @Override
    public CompletableFuture<QueryResponse> query(QueryRequest request) {
        return complete(request, () -> client.query(request));
    }

    @Override
    public CompletableFuture<RestoreTableFromBackupResponse> restoreTableFromBackup(RestoreTableFromBackupRequest request) {
        throw InMemoryDynamoDbClient.unsupported("RestoreTableFromBackup");
    }

    @Override
    public CompletableFuture<RestoreTableToPointInTimeResponse> restoreTableToPointInTime(RestoreTableToPointInTimeRequest request) {
        throw InMemoryDynamoDbClient.unsupported("RestoreTableToPointInTime");
    }

    @Override
    public CompletableFuture<ScanResponse> scan(ScanRequest request) {
        return complete(request, () -> client.scan(request));
    }

    @Override
    public CompletableFuture<SearchVectorsResponse> searchVectors(SearchVectorsRequest request) {
        throw InMemoryDynamoDbClient.unsupported("SearchVectors");
    }

    @Override
    public CompletableFuture<TagResourceResponse> tagResource(TagResourceRequest request) {
        return complete(request, () -> client.tagResource(request));
    }

    @Override
    public CompletableFuture<TransactGetItemsResponse> transactGetItems(TransactGetItemsRequest request) {
        return complete(request, () -> client.transactGetItems(request));
    }

    @Override
    public CompletableFuture<TransactWriteItemsResponse> transactWriteItems(TransactWriteItemsRequest request) {
        return complete(request, () -> client.transactWriteItems(request));
    }

    @Override
    public CompletableFuture<UntagResourceResponse> untagResource(UntagResourceRequest request) {
        return complete(request, () -> client.untagResource(request));
    }

    @Override
    public CompletableFuture<UpdateContinuousBackupsResponse> updateContinuousBackups(UpdateContinuousBackupsRequest request) {
        throw InMemoryDynamoDbClient.unsupported("UpdateContinuousBackups");
    }

    @Override
    public CompletableFuture<UpdateContributorInsightsResponse> updateContributorInsights(UpdateContributorInsightsRequest request) {
        throw InMemoryDynamoDbClient.unsupported("UpdateContributorInsights");
    }

    @Override
    public CompletableFuture<UpdateGlobalTableResponse> updateGlobalTable(UpdateGlobalTableRequest request) {
        throw InMemoryDynamoDbClient.unsupported("UpdateGlobalTable");
    }

    @Override
    public CompletableFuture<UpdateGlobalTableSettingsResponse> updateGlobalTableSettings(UpdateGlobalTableSettingsRequest request) {
        throw InMemoryDynamoDbClient.unsupported("UpdateGlobalTableSettings");
    }

    @Override
    public CompletableFuture<UpdateItemResponse> updateItem(UpdateItemRequest request) {
        return complete(request, () -> client.updateItem(request));
    }

    @Override
    public CompletableFuture<UpdateKinesisStreamingDestinationResponse> updateKinesisStreamingDestination(UpdateKinesisStreamingDestinationRequest request) {
        throw InMemoryDynamoDbClient.unsupported("UpdateKinesisStreamingDestination");
    }

    @Override
    public CompletableFuture<UpdateTableResponse> updateTable(UpdateTableRequest request) {
        return complete(request, () -> client.updateTable(request));
    }

    @Override
    public CompletableFuture<UpdateTableReplicaAutoScalingResponse> updateTableReplicaAutoScaling(UpdateTableReplicaAutoScalingRequest request) {
        throw InMemoryDynamoDbClient.unsupported("UpdateTableReplicaAutoScaling");
    }

    @Override
    public CompletableFuture<UpdateTimeToLiveResponse> updateTimeToLive(UpdateTimeToLiveRequest request) {
        return complete(request, () -> client.updateTimeToLive(request));
    }
}
