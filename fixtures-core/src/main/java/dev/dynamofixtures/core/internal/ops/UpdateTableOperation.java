package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.schema.TableSchemas;
import dev.dynamofixtures.core.internal.storage.Database;
import software.amazon.awssdk.services.dynamodb.model.UpdateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateTableResponse;

/**
 * UpdateTable: GSI create/delete/update, billing mode, throughput, streams, deletion protection, table class.
 * A new GSI is backfilled within the call and usable at once; only this response shows it CREATING (as the
 * service does right after the call); every later DescribeTable shows it ACTIVE.
 */
final class UpdateTableOperation {
    private UpdateTableOperation() {
    }

    static Outcome<UpdateTableResponse> execute(Database db, UpdateTableRequest request, EngineSettings settings) {
        TableSchemas.Result result = TableSchemas.updateTable(db, request, settings.clock().instant());
        return new Outcome<>(result.next(),
                UpdateTableResponse.builder().tableDescription(result.description()).build());
    }
}
