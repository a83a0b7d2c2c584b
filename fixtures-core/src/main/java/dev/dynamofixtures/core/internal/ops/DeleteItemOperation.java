package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.storage.Database;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemResponse;

/** DeleteItem. */
final class DeleteItemOperation {
    private DeleteItemOperation() {
    }

    static Outcome<DeleteItemResponse> execute(Database db, DeleteItemRequest request, EngineSettings settings) {
        throw new UnsupportedOperationException("DynamoDB operation DeleteItem is not implemented yet");
    }
}
