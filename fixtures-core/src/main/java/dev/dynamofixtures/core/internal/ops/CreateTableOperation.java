package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.schema.TableSchemas;
import dev.dynamofixtures.core.internal.storage.Database;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.CreateTableResponse;

/** CreateTable: validates the schema, then adds the table, ACTIVE at once (as DynamoDB Local does). */
final class CreateTableOperation {
    private CreateTableOperation() {
    }

    static Outcome<CreateTableResponse> execute(Database db, CreateTableRequest request, EngineSettings settings) {
        TableSchemas.Result result = TableSchemas.createTable(db, request, settings.clock().instant(),
                settings::tableArn);
        return new Outcome<>(result.next(),
                CreateTableResponse.builder().tableDescription(result.description()).build());
    }
}
