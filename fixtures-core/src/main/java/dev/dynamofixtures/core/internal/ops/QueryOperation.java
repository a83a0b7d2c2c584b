package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.storage.Database;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/** Query. */
final class QueryOperation {
    private QueryOperation() {
    }

    static QueryResponse execute(Database db, QueryRequest request, EngineSettings settings) {
        throw new UnsupportedOperationException("DynamoDB operation Query is not implemented yet");
    }
}
