package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.storage.Database;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsResponse;

/** TransactGetItems. */
final class TransactGetItemsOperation {
    private TransactGetItemsOperation() {
    }

    static TransactGetItemsResponse execute(Database db, TransactGetItemsRequest request, EngineSettings settings) {
        throw new UnsupportedOperationException("DynamoDB operation TransactGetItems is not implemented yet");
    }
}
