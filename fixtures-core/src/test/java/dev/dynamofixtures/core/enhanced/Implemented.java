package dev.dynamofixtures.core.enhanced;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * Skips a test while the engine still lacks an operation it needs (the operation throws
 * {@link UnsupportedOperationException}); the test runs by itself once the operation lands.
 */
final class Implemented {
    private static final String MISSING = "probe-missing-table";
    private static final Map<String, AttributeValue> KEY = Map.of("k", AttributeValue.fromS("k"));

    private Implemented() {
    }

    static void assumeOperations(DynamoDbClient client, String... operations) {
        for (String operation : operations) {
            try {
                probe(client, operation);
            } catch (UnsupportedOperationException e) {
                assumeTrue(false, operation + " is not implemented yet: " + e.getMessage());
            } catch (DynamoDbException e) {
                // implemented: it answered with DynamoDB's error for the missing table
            }
        }
    }

    private static void probe(DynamoDbClient client, String operation) {
        switch (operation) {
            case "UpdateItem" -> client.updateItem(b -> b.tableName(MISSING).key(KEY));
            case "BatchWriteItem" -> client.batchWriteItem(b -> b.requestItems(Map.of(MISSING,
                    List.of(WriteRequest.builder().putRequest(p -> p.item(KEY)).build()))));
            case "BatchGetItem" -> client.batchGetItem(b -> b.requestItems(Map.of(MISSING,
                    KeysAndAttributes.builder().keys(KEY).build())));
            case "TransactWriteItems" -> client.transactWriteItems(b -> b.transactItems(
                    t -> t.put(p -> p.tableName(MISSING).item(KEY))));
            case "TransactGetItems" -> client.transactGetItems(b -> b.transactItems(
                    t -> t.get(g -> g.tableName(MISSING).key(KEY))));
            default -> throw new IllegalArgumentException("no probe for " + operation);
        }
    }
}
