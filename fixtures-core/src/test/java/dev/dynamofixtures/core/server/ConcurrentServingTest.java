package dev.dynamofixtures.core.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dynamofixtures.core.DynamoServer;
import dev.dynamofixtures.core.InMemoryDynamo;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/** Many clients of one endpoint at once, and several engines serving at once. */
@Timeout(120)
class ConcurrentServingTest {
    private static final int CLIENTS = 8;
    private static final int WRITES_PER_CLIENT = 50;

    @Test
    void many_clients_at_once_each_read_their_own_writes_and_none_is_lost() throws Exception {
        try (InMemoryDynamo dynamo = InMemoryDynamo.create()) {
            // given
            createTable(dynamo.client(), "events");
            DynamoServer server = dynamo.startServer();
            ExecutorService pool = Executors.newFixedThreadPool(CLIENTS);
            List<Future<Integer>> clients = new ArrayList<>();

            // when
            for (int c = 0; c < CLIENTS; c++) {
                int client = c;
                clients.add(pool.submit(() -> writeAndReadBack(server, client)));
            }
            int confirmed = 0;
            for (Future<Integer> client : clients) {
                confirmed += client.get(60, TimeUnit.SECONDS);
            }
            pool.shutdown();

            // then
            assertThat(confirmed).isEqualTo(CLIENTS * WRITES_PER_CLIENT);
            int stored = dynamo.client().scanPaginator(b -> b.tableName("events")).stream().mapToInt(p -> p.count()).sum();
            assertThat(stored).isEqualTo(CLIENTS * WRITES_PER_CLIENT);
        }
    }

    @Test
    void two_engines_serve_at_once_on_different_ports_each_with_its_own_tables() {
        try (InMemoryDynamo first = InMemoryDynamo.create(); InMemoryDynamo second = InMemoryDynamo.create()) {
            // given
            DynamoServer one = first.startServer();
            DynamoServer two = second.startServer();

            // when
            try (DynamoDbClient toOne = SdkClients.sync(one.endpoint()); DynamoDbClient toTwo = SdkClients.sync(two.endpoint())) {
                createTable(toOne, "first_table");
                createTable(toTwo, "second_table");

                // then
                assertThat(one.port()).isNotEqualTo(two.port());
                assertThat(toOne.listTables().tableNames()).containsExactly("first_table");
                assertThat(toTwo.listTables().tableNames()).containsExactly("second_table");
            }
        }
    }

    private static int writeAndReadBack(DynamoServer server, int client) {
        int confirmed = 0;
        try (DynamoDbClient http = SdkClients.sync(server.endpoint())) {
            for (int i = 0; i < WRITES_PER_CLIENT; i++) {
                Map<String, AttributeValue> key = Map.of("id", AttributeValue.fromS(client + "-" + i));
                http.putItem(b -> b.tableName("events").item(key));
                if (http.getItem(b -> b.tableName("events").key(key)).hasItem()) {
                    confirmed++;
                }
            }
        }
        return confirmed;
    }

    private static void createTable(DynamoDbClient client, String name) {
        client.createTable(b -> b.tableName(name).billingMode("PAY_PER_REQUEST")
                .attributeDefinitions(a -> a.attributeName("id").attributeType(ScalarAttributeType.S))
                .keySchema(k -> k.attributeName("id").keyType(KeyType.HASH)));
    }
}
