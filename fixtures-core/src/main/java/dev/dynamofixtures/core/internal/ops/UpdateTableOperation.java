package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.storage.Database;
import software.amazon.awssdk.services.dynamodb.model.UpdateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateTableResponse;

/** UpdateTable. */
final class UpdateTableOperation {
    private UpdateTableOperation() {
    }

    static Outcome<UpdateTableResponse> execute(Database db, UpdateTableRequest request, EngineSettings settings) {
        throw new UnsupportedOperationException("DynamoDB operation UpdateTable is not implemented yet");
    }
}
