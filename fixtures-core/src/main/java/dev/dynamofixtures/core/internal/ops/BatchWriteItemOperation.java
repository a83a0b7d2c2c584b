package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.storage.Database;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;

/** BatchWriteItem. */
final class BatchWriteItemOperation {
    private BatchWriteItemOperation() {
    }

    static Outcome<BatchWriteItemResponse> execute(Database db, BatchWriteItemRequest request, EngineSettings settings) {
        throw new UnsupportedOperationException("DynamoDB operation BatchWriteItem is not implemented yet");
    }
}
