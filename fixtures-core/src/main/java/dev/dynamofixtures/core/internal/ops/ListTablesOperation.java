package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.schema.TableSchemas;
import dev.dynamofixtures.core.internal.storage.Database;
import software.amazon.awssdk.services.dynamodb.model.ListTablesRequest;
import software.amazon.awssdk.services.dynamodb.model.ListTablesResponse;

/** ListTables: table names in ascending order, a page at a time. */
final class ListTablesOperation {
    private ListTablesOperation() {
    }

    static ListTablesResponse execute(Database db, ListTablesRequest request, EngineSettings settings) {
        return TableSchemas.listTables(db, request);
    }
}
