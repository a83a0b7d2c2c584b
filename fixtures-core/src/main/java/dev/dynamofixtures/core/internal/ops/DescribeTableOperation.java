package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.storage.Database;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableResponse;

/** DescribeTable. */
final class DescribeTableOperation {
    private DescribeTableOperation() {
    }

    static DescribeTableResponse execute(Database db, DescribeTableRequest request, EngineSettings settings) {
        throw new UnsupportedOperationException("DynamoDB operation DescribeTable is not implemented yet");
    }
}
