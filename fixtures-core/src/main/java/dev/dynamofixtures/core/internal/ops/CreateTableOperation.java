package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.storage.Database;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.CreateTableResponse;

/** CreateTable. */
final class CreateTableOperation {
    private CreateTableOperation() {
    }

    static Outcome<CreateTableResponse> execute(Database db, CreateTableRequest request, EngineSettings settings) {
        throw new UnsupportedOperationException("DynamoDB operation CreateTable is not implemented yet");
    }
}
