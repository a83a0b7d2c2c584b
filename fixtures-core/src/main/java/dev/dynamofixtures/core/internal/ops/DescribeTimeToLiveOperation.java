package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.storage.Database;
import dev.dynamofixtures.core.internal.storage.TimeToLive;
import software.amazon.awssdk.services.dynamodb.model.DescribeTimeToLiveRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTimeToLiveResponse;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveDescription;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveStatus;

/** DescribeTimeToLive: {@code ENABLED} with the attribute name, or {@code DISABLED} without one. */
final class DescribeTimeToLiveOperation {
    private DescribeTimeToLiveOperation() {
    }

    static DescribeTimeToLiveResponse execute(Database db, DescribeTimeToLiveRequest request, EngineSettings settings) {
        TimeToLive timeToLive = Tables.require(db, request.tableName()).definition().timeToLive();
        TimeToLiveDescription.Builder description = TimeToLiveDescription.builder();
        timeToLive.attributeName().ifPresentOrElse(
                name -> description.timeToLiveStatus(TimeToLiveStatus.ENABLED).attributeName(name),
                () -> description.timeToLiveStatus(TimeToLiveStatus.DISABLED));
        return DescribeTimeToLiveResponse.builder().timeToLiveDescription(description.build()).build();
    }
}
