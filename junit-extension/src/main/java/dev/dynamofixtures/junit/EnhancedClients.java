package dev.dynamofixtures.junit;

import software.amazon.awssdk.enhanced.dynamodb.DynamoDbEnhancedClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The one class that links to the SDK's optional Enhanced Client: loaded only when a test asks for a
 * {@code DynamoDbEnhancedClient}, so the extension works without {@code dynamodb-enhanced} on the classpath.
 */
final class EnhancedClients {
    /** The Enhanced Client's class name, to recognise it without loading it. */
    static final String CLASS_NAME = "software.amazon.awssdk.enhanced.dynamodb.DynamoDbEnhancedClient";

    private EnhancedClients() {
    }

    /** An Enhanced Client on {@code client}. */
    static Object create(DynamoDbClient client) {
        return DynamoDbEnhancedClient.builder().dynamoDbClient(client).build();
    }
}
