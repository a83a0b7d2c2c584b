package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.storage.Database;
import software.amazon.awssdk.services.dynamodb.model.ListTablesRequest;
import software.amazon.awssdk.services.dynamodb.model.ListTablesResponse;

/** ListTables. */
final class ListTablesOperation {
    private ListTablesOperation() {
    }

    static ListTablesResponse execute(Database db, ListTablesRequest request, EngineSettings settings) {
        throw new UnsupportedOperationException("DynamoDB operation ListTables is not implemented yet");
    }
}
