package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.storage.Database;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsResponse;

/** TransactWriteItems. */
final class TransactWriteItemsOperation {
    private TransactWriteItemsOperation() {
    }

    static Outcome<TransactWriteItemsResponse> execute(Database db, TransactWriteItemsRequest request, EngineSettings settings) {
        throw new UnsupportedOperationException("DynamoDB operation TransactWriteItems is not implemented yet");
    }
}
