package dev.dynamofixtures.junit.internal.backend;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dynamofixtures.core.InMemoryDynamo;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletionException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;

/** The table-name proxy over asynchronous clients: futures, paginators (publishers) and waiters map names too. */
@SuppressWarnings("unchecked") // the SDK's varargs of Consumer<Builder> and of items
class TableNamingAsyncProxyTest {
    private final TableNames naming = TableNames.prefix("async_");
    private InMemoryDynamo dynamo;
    private DynamoDbAsyncClient client;

    @BeforeEach
    void startEngine() {
        dynamo = InMemoryDynamo.create();
        client = TableNamingClients.wrap(dynamo.asyncClient(), naming);
    }

    @AfterEach
    void stopEngine() {
        dynamo.close();
    }

    @Test
    void futures_paginators_and_waiters_use_the_test_names() {
        // given
        client.createTable(b -> b.tableName("orders").billingMode("PAY_PER_REQUEST")
                .attributeDefinitions(a -> a.attributeName("id").attributeType("S"))
                .keySchema(k -> k.attributeName("id").keyType("HASH"))).join();
        client.waiter().waitUntilTableExists(b -> b.tableName("orders")).join();
        for (String id : List.of("a", "b", "c")) {
            client.putItem(b -> b.tableName("orders").item(Map.of("id", AttributeValue.fromS(id)))).join();
        }

        // when
        List<String> scanned = new ArrayList<>();
        client.scanPaginator(b -> b.tableName("orders").limit(1)).items()
                .subscribe(item -> scanned.add(item.get("id").s())).join();

        // then
        assertThat(scanned).containsExactlyInAnyOrder("a", "b", "c");
        assertThat(client.listTables().join().tableNames()).containsExactly("orders");
        DynamoDbClient server = dynamo.client();
        assertThat(server.listTables().tableNames()).containsExactly("async_orders");
    }

    @Test
    void a_failed_future_names_the_test_table() {
        assertThatThrownBy(() -> client.describeTable(b -> b.tableName("missing")).join())
                .isInstanceOf(CompletionException.class)
                .cause().isInstanceOf(ResourceNotFoundException.class)
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("async_"));
    }

    @Test
    void the_proxy_is_equal_only_to_itself_and_says_what_it_wraps() {
        assertThat(client).isEqualTo(client).isNotEqualTo(dynamo.asyncClient());
        assertThat(client.toString()).endsWith(" with table names TableNames[async_<name>]");
        assertThat(TableNamingClients.wrap(dynamo.asyncClient(), TableNames.identity())).isSameAs(dynamo.asyncClient());
    }
}
