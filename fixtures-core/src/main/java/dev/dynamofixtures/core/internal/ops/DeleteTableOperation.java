package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.storage.Database;
import software.amazon.awssdk.services.dynamodb.model.DeleteTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteTableResponse;

/** DeleteTable. */
final class DeleteTableOperation {
    private DeleteTableOperation() {
    }

    static Outcome<DeleteTableResponse> execute(Database db, DeleteTableRequest request, EngineSettings settings) {
        throw new UnsupportedOperationException("DynamoDB operation DeleteTable is not implemented yet");
    }
}
