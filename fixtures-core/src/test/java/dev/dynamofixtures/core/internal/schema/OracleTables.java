package dev.dynamofixtures.core.internal.schema;

import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.IndexStatus;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/** Waiting on DynamoDB Local, which builds a new GSI in the background (the engine's is ACTIVE at once). */
final class OracleTables {
    private OracleTables() {
    }

    /** Waits, up to five seconds, until every GSI of {@code table} is ACTIVE (about a second after a change). */
    static void awaitIndexesSettled(DynamoDbClient oracle, String table) {
        for (int attempt = 0; attempt < 50; attempt++) {
            TableDescription d = oracle.describeTable(b -> b.tableName(table)).table();
            if (d.globalSecondaryIndexes().stream().allMatch(g -> g.indexStatus() == IndexStatus.ACTIVE)) {
                return;
            }
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }
}
