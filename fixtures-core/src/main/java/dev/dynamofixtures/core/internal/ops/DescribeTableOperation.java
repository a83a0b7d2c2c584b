package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.schema.TableSchemas;
import dev.dynamofixtures.core.internal.storage.Database;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableResponse;

/** DescribeTable: the table's declared schema and settings with real-time item counts and sizes. */
final class DescribeTableOperation {
    private DescribeTableOperation() {
    }

    static DescribeTableResponse execute(Database db, DescribeTableRequest request, EngineSettings settings) {
        return DescribeTableResponse.builder()
                .table(TableSchemas.describeTable(db, request.tableName()))
                .build();
    }
}
