package dev.dynamofixtures.core.internal.dataset;

import java.time.Clock;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Loads a dataset through any DynamoDbClient. */
public final class ClientLoader {
    private ClientLoader() {
    }

    public static void load(DatasetContent content, DynamoDbClient client, Clock clock) {
        throw new UnsupportedOperationException("Dataset.loadInto is not implemented yet");
    }
}
