package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.storage.Database;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;

/** Scan. */
final class ScanOperation {
    private ScanOperation() {
    }

    static ScanResponse execute(Database db, ScanRequest request, EngineSettings settings) {
        throw new UnsupportedOperationException("DynamoDB operation Scan is not implemented yet");
    }
}
