package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.storage.Database;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;

/** UpdateItem. */
final class UpdateItemOperation {
    private UpdateItemOperation() {
    }

    static Outcome<UpdateItemResponse> execute(Database db, UpdateItemRequest request, EngineSettings settings) {
        throw new UnsupportedOperationException("DynamoDB operation UpdateItem is not implemented yet");
    }
}
