package dev.dynamofixtures.core.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import dev.dynamofixtures.core.InMemoryDynamo;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/** The AWS SDK's async client over Netty against the engine's endpoint: many calls in flight at once. */
class AsyncClientTest {

    @Test
    void the_netty_client_writes_and_reads_concurrently_and_gets_the_engines_errors() {
        try (InMemoryDynamo dynamo = InMemoryDynamo.create();
             DynamoDbAsyncClient client = SdkClients.async(dynamo.startServer().endpoint())) {
            // given
            client.createTable(b -> b.tableName("events").billingMode("PAY_PER_REQUEST")
                    .attributeDefinitions(a -> a.attributeName("id").attributeType(ScalarAttributeType.N))
                    .keySchema(k -> k.attributeName("id").keyType(KeyType.HASH))).join();

            // when
            List<CompletableFuture<PutItemResponse>> puts = IntStream.range(0, 100)
                    .mapToObj(i -> client.putItem(b -> b.tableName("events").item(Map.of(
                            "id", AttributeValue.fromN(Integer.toString(i)),
                            "payload", AttributeValue.fromB(SdkBytes.fromUtf8String("é" + i))))))
                    .toList();
            CompletableFuture.allOf(puts.toArray(CompletableFuture[]::new)).join();
            Throwable missing = catchThrowable(() -> client.getItem(b -> b.tableName("missing")
                    .key(Map.of("id", AttributeValue.fromN("1")))).join());

            // then
            assertThat(dynamo.client().scan(b -> b.tableName("events")).count()).isEqualTo(100);
            assertThat(client.getItem(b -> b.tableName("events").key(Map.of("id", AttributeValue.fromN("42"))))
                    .join().item().get("payload").b().asUtf8String()).isEqualTo("é42");
            assertThat(missing).isInstanceOf(CompletionException.class)
                    .hasCauseInstanceOf(ResourceNotFoundException.class);
        }
    }
}
