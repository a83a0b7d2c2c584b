package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.error.DynamoError;
import java.util.List;

/**
 * The 4 MB limit on a write transaction's payload (the service's documented aggregate size). DynamoDB Local adds up
 * the actions' payloads in request order ({@link TransactWriteAction#payloadBytes()}) and fails at the first action
 * that takes the total over 4 MB, reporting the total so far; it checks after the expressions are parsed and before
 * any table is looked up. The service's text is not known; Local's is used in both dialects.
 */
final class TransactionPayload {
    static final long MAX_BYTES = 4L * 1024 * 1024;

    private TransactionPayload() {
    }

    /** Fails when the actions' payload exceeds 4 MB. */
    static void checkWrites(List<TransactWriteAction> actions) {
        long total = 0;
        for (TransactWriteAction action : actions) {
            total += action.payloadBytes();
            if (total > MAX_BYTES) {
                throw DynamoError.validation("Transaction payload size cannot exceed 4MB. Payload Size: " + total);
            }
        }
    }
}
