package dev.dynamofixtures.core.internal.dataset;

import java.util.List;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Exports tables of any DynamoDB as dataset content. */
public final class Exporter {
    private Exporter() {
    }

    public static DatasetContent export(DynamoDbClient client, List<String> tables) {
        throw new UnsupportedOperationException("Dataset.export is not implemented yet");
    }
}
