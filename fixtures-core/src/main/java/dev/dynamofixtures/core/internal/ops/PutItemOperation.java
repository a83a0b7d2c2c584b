package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.storage.Database;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;

/** PutItem. */
final class PutItemOperation {
    private PutItemOperation() {
    }

    static Outcome<PutItemResponse> execute(Database db, PutItemRequest request, EngineSettings settings) {
        throw new UnsupportedOperationException("DynamoDB operation PutItem is not implemented yet");
    }
}
