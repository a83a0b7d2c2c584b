package dev.dynamofixtures.core.internal.ops;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dynamofixtures.core.InMemoryDynamo;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ItemResponse;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItem;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsResponse;

/**
 * Returned items reach the SDK's responses without a copy, yet the responses behave as if the SDK had
 * copied them: equal, in order, and unmodifiable.
 */
class ResponseFieldsTest {
    private final InMemoryDynamo dynamo = InMemoryDynamo.create();
    private final DynamoDbClient client = dynamo.client();

    @AfterEach
    void close() {
        dynamo.close();
    }

    @Test
    void every_response_field_of_the_pinned_sdk_is_written_without_a_copy() {
        assertThat(ResponseFields.allTrusted())
                .as("the SDK's response builders changed shape; responses are copied again (slower, still correct)")
                .isTrue();
    }

    @Test
    void values_set_without_a_copy_are_the_very_ones_given_and_survive_to_builder() {
        List<Map<String, AttributeValue>> items = List.of(Map.of("pk", AttributeValue.fromS("a")));
        QueryResponse.Builder query = QueryResponse.builder();
        ResponseFields.items(query, items);
        ScanResponse.Builder scan = ScanResponse.builder();
        ResponseFields.items(scan, items);
        GetItemResponse.Builder get = GetItemResponse.builder();
        ResponseFields.item(get, items.get(0));

        assertThat(query.build().items()).isSameAs(items);
        assertThat(query.build().hasItems()).isTrue();
        assertThat(scan.build().items()).isSameAs(items);
        assertThat(get.build().item()).isSameAs(items.get(0));
        ItemResponse.Builder transact = ItemResponse.builder();
        ResponseFields.item(transact, items.get(0));
        assertThat(transact.build().item()).isSameAs(items.get(0));
        Map<String, List<Map<String, AttributeValue>>> found = Map.of("things", items);
        BatchGetItemResponse.Builder batch = BatchGetItemResponse.builder();
        ResponseFields.responses(batch, found);
        assertThat(batch.build().responses()).isSameAs(found);
        assertThat(query.build().toBuilder().build()).isEqualTo(query.build());
    }

    @Test
    void returned_items_are_unmodifiable_with_and_without_a_projection() {
        client.createTable(t -> t.tableName("things")
                .attributeDefinitions(a -> a.attributeName("pk").attributeType("S"))
                .keySchema(k -> k.attributeName("pk").keyType("HASH"))
                .billingMode("PAY_PER_REQUEST"));
        Map<String, AttributeValue> stored = Map.of("pk", AttributeValue.fromS("a"), "n", AttributeValue.fromN("1"));
        client.putItem(p -> p.tableName("things").item(stored));

        QueryResponse whole = client.query(q -> q.tableName("things").keyConditionExpression("pk = :a")
                .expressionAttributeValues(Map.of(":a", AttributeValue.fromS("a"))));
        QueryResponse projected = client.query(q -> q.tableName("things").keyConditionExpression("pk = :a")
                .projectionExpression("n").expressionAttributeValues(Map.of(":a", AttributeValue.fromS("a"))));
        ScanResponse scanned = client.scan(s -> s.tableName("things").projectionExpression("n"));
        GetItemResponse got = client.getItem(g -> g.tableName("things").key(Map.of("pk", AttributeValue.fromS("a"))));
        GetItemResponse gotProjected = client.getItem(g -> g.tableName("things")
                .key(Map.of("pk", AttributeValue.fromS("a"))).projectionExpression("n"));

        assertThat(whole.items()).containsExactly(stored);
        assertThat(projected.items()).containsExactly(Map.of("n", AttributeValue.fromN("1")));
        assertThat(got.item()).isEqualTo(stored);
        assertThat(gotProjected.item()).isEqualTo(Map.of("n", AttributeValue.fromN("1")));
        BatchGetItemResponse batch = client.batchGetItem(b -> b.requestItems(Map.of("things",
                KeysAndAttributes.builder().keys(Map.of("pk", AttributeValue.fromS("a"))).projectionExpression("n").build())));
        TransactGetItemsResponse transact = client.transactGetItems(t -> t.transactItems(TransactGetItem.builder()
                .get(g -> g.tableName("things").key(Map.of("pk", AttributeValue.fromS("a")))).build()));
        assertThat(batch.responses()).isEqualTo(Map.of("things", List.of(Map.of("n", AttributeValue.fromN("1")))));
        assertThat(transact.responses().get(0).item()).isEqualTo(stored);

        assertThatThrownBy(() -> whole.items().clear()).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> batch.responses().clear()).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> batch.responses().get("things").clear()).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> batch.responses().get("things").get(0).clear())
                .isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> transact.responses().get(0).item().clear())
                .isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> whole.items().get(0).clear()).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> projected.items().get(0).clear()).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> scanned.items().get(0).clear()).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> got.item().clear()).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> gotProjected.item().clear()).isInstanceOf(UnsupportedOperationException.class);
    }
}
