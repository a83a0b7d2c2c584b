package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.schema.TableSchemas;
import dev.dynamofixtures.core.internal.storage.Database;
import software.amazon.awssdk.services.dynamodb.model.DeleteTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteTableResponse;

/**
 * DeleteTable: removes the table at once. The returned description says DELETING, as the service's does
 * (DynamoDB Local says ACTIVE); the table is already gone for every later call.
 */
final class DeleteTableOperation {
    private DeleteTableOperation() {
    }

    static Outcome<DeleteTableResponse> execute(Database db, DeleteTableRequest request, EngineSettings settings) {
        TableSchemas.Result result = TableSchemas.deleteTable(db, request.tableName());
        return new Outcome<>(result.next(),
                DeleteTableResponse.builder().tableDescription(result.description()).build());
    }
}
