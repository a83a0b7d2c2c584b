package dev.dynamofixtures.core.ops;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dynamofixtures.core.InMemoryDynamo;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;

/**
 * The read path's handling of the request's own values, which it reads without copying when they are canonical
 * already (issue 14): non-canonical values are still canonicalized, invalid ones still rejected in the order the
 * request lists them, and LastEvaluatedKey still names the table key, then the index key, each attribute once.
 */
class ReadPathRequestValuesTest {
    private static final String EMPTY_VALUE = "Supplied AttributeValue is empty";

    private InMemoryDynamo dynamo;
    private DynamoDbClient client;

    @BeforeEach
    void createTables() {
        dynamo = InMemoryDynamo.create();
        client = dynamo.client();
        client.createTable(b -> b.tableName("numbers").billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(definition("id", ScalarAttributeType.N), definition("at", ScalarAttributeType.N))
                .keySchema(key("id", KeyType.HASH), key("at", KeyType.RANGE)));
        client.createTable(b -> b.tableName("orders").billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(definition("customer", ScalarAttributeType.S),
                        definition("order", ScalarAttributeType.S), definition("store", ScalarAttributeType.S))
                .keySchema(key("customer", KeyType.HASH), key("order", KeyType.RANGE))
                .globalSecondaryIndexes(GlobalSecondaryIndex.builder().indexName("byStore")
                        .keySchema(key("store", KeyType.HASH), key("order", KeyType.RANGE))
                        .projection(Projection.builder().projectionType(ProjectionType.ALL).build()).build()));
    }

    @AfterEach
    void close() {
        dynamo.close();
    }

    @Test
    void get_item_finds_an_item_by_a_key_whose_numbers_are_not_canonical() {
        // given
        client.putItem(b -> b.tableName("numbers").item(Map.of("id", n("7.5"), "at", n("10"))));

        // when
        Map<String, AttributeValue> found = client.getItem(b -> b.tableName("numbers")
                .key(Map.of("id", n("007.50"), "at", n("1E1")))).item();

        // then
        assertThat(found).containsEntry("id", n("7.5")).containsEntry("at", n("10"));
    }

    @Test
    void get_item_rejects_the_first_invalid_key_value_in_the_keys_order() {
        // given: a non-canonical number first, so that the key is copied before the invalid values are met
        Map<String, AttributeValue> emptyFirst = new LinkedHashMap<>();
        emptyFirst.put("id", n("01"));
        emptyFirst.put("at", AttributeValue.builder().build());
        emptyFirst.put("other", n("not a number"));
        Map<String, AttributeValue> numberFirst = new LinkedHashMap<>();
        numberFirst.put("id", n("01"));
        numberFirst.put("other", n("not a number"));
        numberFirst.put("at", AttributeValue.builder().build());

        // then
        assertThatThrownBy(() -> client.getItem(b -> b.tableName("numbers").key(emptyFirst)))
                .isInstanceOf(DynamoDbException.class).hasMessageContaining(EMPTY_VALUE);
        assertThatThrownBy(() -> client.getItem(b -> b.tableName("numbers").key(numberFirst)))
                .isInstanceOf(DynamoDbException.class).message().doesNotContain(EMPTY_VALUE);
    }

    @Test
    void query_matches_placeholder_numbers_that_are_not_canonical() {
        // given
        client.putItem(b -> b.tableName("numbers").item(Map.of("id", n("1"), "at", n("10"))));
        client.putItem(b -> b.tableName("numbers").item(Map.of("id", n("1"), "at", n("20"))));

        // when
        QueryResponse response = client.query(b -> b.tableName("numbers")
                .keyConditionExpression("id = :id AND #at BETWEEN :low AND :high")
                .expressionAttributeNames(Map.of("#at", "at"))
                .expressionAttributeValues(Map.of(":id", n("1.000"), ":low", n("010.0"), ":high", n("0.15E2"))));

        // then
        assertThat(response.items()).containsExactly(Map.of("id", n("1"), "at", n("10")));
    }

    @Test
    void index_pages_name_the_table_key_then_the_index_key_each_attribute_once_and_continue_from_it() {
        // given
        for (int i = 0; i < 3; i++) {
            String order = "o" + i;
            String customer = "c" + (2 - i);
            client.putItem(b -> b.tableName("orders").item(Map.of("customer", s(customer), "order", s(order),
                    "store", s("s1"))));
        }

        // when: pages of one, each request built with a fresh copy of the previous page's key
        List<Map<String, AttributeValue>> seen = new ArrayList<>();
        List<List<String>> keyNames = new ArrayList<>();
        Map<String, AttributeValue> start = null;
        do {
            Map<String, AttributeValue> from = start == null ? null : new LinkedHashMap<>(start);
            QueryResponse page = client.query(b -> b.tableName("orders").indexName("byStore").limit(1)
                    .keyConditionExpression("#store = :s").expressionAttributeNames(Map.of("#store", "store"))
                    .expressionAttributeValues(Map.of(":s", s("s1")))
                    .exclusiveStartKey(from));
            seen.addAll(page.items());
            start = page.hasLastEvaluatedKey() && !page.lastEvaluatedKey().isEmpty() ? page.lastEvaluatedKey() : null;
            if (start != null) {
                keyNames.add(new ArrayList<>(start.keySet()));
            }
        } while (start != null);

        // then
        assertThat(seen).extracting(item -> item.get("order").s()).containsExactly("o0", "o1", "o2");
        assertThat(keyNames).isNotEmpty().allSatisfy(names ->
                assertThat(names).containsExactly("customer", "order", "store"));
    }

    @Test
    void scan_pages_of_the_table_continue_from_a_fresh_copy_of_the_last_key() {
        // given
        for (int i = 0; i < 5; i++) {
            String customer = "c" + i;
            client.putItem(b -> b.tableName("orders").item(Map.of("customer", s(customer), "order", s("o"),
                    "store", s("s1"))));
        }

        // when
        List<String> customers = new ArrayList<>();
        Map<String, AttributeValue> start = null;
        do {
            Map<String, AttributeValue> from = start == null ? null : new LinkedHashMap<>(start);
            ScanResponse page = client.scan(b -> b.tableName("orders").limit(2).exclusiveStartKey(from));
            page.items().forEach(item -> customers.add(item.get("customer").s()));
            start = page.hasLastEvaluatedKey() && !page.lastEvaluatedKey().isEmpty() ? page.lastEvaluatedKey() : null;
            if (start != null) {
                assertThat(start.keySet()).containsExactly("customer", "order");
            }
        } while (start != null);

        // then
        assertThat(customers).containsExactlyInAnyOrder("c0", "c1", "c2", "c3", "c4");
    }

    private static AttributeValue n(String number) {
        return AttributeValue.builder().n(number).build();
    }

    private static AttributeValue s(String string) {
        return AttributeValue.builder().s(string).build();
    }

    private static AttributeDefinition definition(String name, ScalarAttributeType type) {
        return AttributeDefinition.builder().attributeName(name).attributeType(type).build();
    }

    private static KeySchemaElement key(String name, KeyType type) {
        return KeySchemaElement.builder().attributeName(name).keyType(type).build();
    }
}
