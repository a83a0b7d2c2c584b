package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.storage.Database;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;

/** GetItem. */
final class GetItemOperation {
    private GetItemOperation() {
    }

    static GetItemResponse execute(Database db, GetItemRequest request, EngineSettings settings) {
        throw new UnsupportedOperationException("DynamoDB operation GetItem is not implemented yet");
    }
}
