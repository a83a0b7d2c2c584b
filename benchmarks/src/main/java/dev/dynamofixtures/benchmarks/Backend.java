package dev.dynamofixtures.benchmarks;

import dev.dynamofixtures.core.InMemoryDynamo;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.dynamodb.services.local.embedded.DynamoDBEmbedded;
import software.amazon.dynamodb.services.local.shared.access.AmazonDynamoDBLocal;

/**
 * The two databases measured side by side: the in-memory engine and Amazon's DynamoDB Local, in-process; and, to
 * measure what the operation log costs users' calls, the engine with recording off ({@code in-memory-unrecorded}).
 */
public enum Backend {
    IN_MEMORY {
        @Override
        Running start() {
            InMemoryDynamo dynamo = InMemoryDynamo.create();
            return new Running(dynamo.client(), dynamo::close);
        }
    },
    IN_MEMORY_UNRECORDED {
        @Override
        Running start() {
            InMemoryDynamo dynamo = InMemoryDynamo.builder().recordOperations(false).build();
            return new Running(dynamo.client(), dynamo::close);
        }
    },
    DYNAMODB_LOCAL {
        @Override
        Running start() {
            AmazonDynamoDBLocal local = DynamoDBEmbedded.create(true);
            return new Running(local.dynamoDbClient(), local::shutdownNow);
        }
    };

    abstract Running start();

    /** A started backend: its client and how to stop it. */
    record Running(DynamoDbClient client, Runnable stop) implements AutoCloseable {
        @Override
        public void close() {
            client.close();
            stop.run();
        }
    }

    static Backend of(String name) {
        return valueOf(name.toUpperCase().replace('-', '_'));
    }
}
