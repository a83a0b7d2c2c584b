package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.storage.Database;
import software.amazon.awssdk.services.dynamodb.model.DescribeTimeToLiveRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTimeToLiveResponse;

/** DescribeTimeToLive. */
final class DescribeTimeToLiveOperation {
    private DescribeTimeToLiveOperation() {
    }

    static DescribeTimeToLiveResponse execute(Database db, DescribeTimeToLiveRequest request, EngineSettings settings) {
        throw new UnsupportedOperationException("DynamoDB operation DescribeTimeToLive is not implemented yet");
    }
}
