package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.storage.Database;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;

/** BatchGetItem. */
final class BatchGetItemOperation {
    private BatchGetItemOperation() {
    }

    static BatchGetItemResponse execute(Database db, BatchGetItemRequest request, EngineSettings settings) {
        throw new UnsupportedOperationException("DynamoDB operation BatchGetItem is not implemented yet");
    }
}
