package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.storage.Database;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveResponse;

/** UpdateTimeToLive. */
final class UpdateTimeToLiveOperation {
    private UpdateTimeToLiveOperation() {
    }

    static Outcome<UpdateTimeToLiveResponse> execute(Database db, UpdateTimeToLiveRequest request, EngineSettings settings) {
        throw new UnsupportedOperationException("DynamoDB operation UpdateTimeToLive is not implemented yet");
    }
}
