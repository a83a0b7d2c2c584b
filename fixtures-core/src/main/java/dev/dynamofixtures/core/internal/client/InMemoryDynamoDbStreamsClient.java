package dev.dynamofixtures.core.internal.client;

import dev.dynamofixtures.core.MessageDialect;
import dev.dynamofixtures.core.internal.error.DynamoError;
import dev.dynamofixtures.core.internal.ops.Operations;
import java.util.Objects;
import java.util.function.Supplier;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.model.DescribeStreamRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeStreamResponse;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsRequest;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsResponse;
import software.amazon.awssdk.services.dynamodb.model.GetShardIteratorRequest;
import software.amazon.awssdk.services.dynamodb.model.GetShardIteratorResponse;
import software.amazon.awssdk.services.dynamodb.model.ListStreamsRequest;
import software.amazon.awssdk.services.dynamodb.model.ListStreamsResponse;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsServiceClientConfiguration;

/**
 * The SDK's {@link DynamoDbStreamsClient}, answered by the in-memory engine directly: the streams of its tables,
 * with the SDK's own model objects and exceptions.
 */
public final class InMemoryDynamoDbStreamsClient implements DynamoDbStreamsClient {
    private final Operations operations;
    private final MessageDialect dialect;

    public InMemoryDynamoDbStreamsClient(Operations operations, MessageDialect dialect) {
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

    @Override
    public String serviceName() {
        return SERVICE_NAME;
    }

    @Override
    public DynamoDbStreamsServiceClientConfiguration serviceClientConfiguration() {
        return DynamoDbStreamsServiceClientConfiguration.builder().region(Region.US_EAST_1).build();
    }

    @Override
    public void close() {
        // The engine's lifetime is the InMemoryDynamo's; closing a client releases nothing.
    }

    @Override
    public ListStreamsResponse listStreams(ListStreamsRequest request) {
        return call(request, () -> operations.listStreams(request));
    }

    @Override
    public DescribeStreamResponse describeStream(DescribeStreamRequest request) {
        return call(request, () -> operations.describeStream(request));
    }

    @Override
    public GetShardIteratorResponse getShardIterator(GetShardIteratorRequest request) {
        return call(request, () -> operations.getShardIterator(request));
    }

    @Override
    public GetRecordsResponse getRecords(GetRecordsRequest request) {
        return call(request, () -> operations.getRecords(request));
    }
}
