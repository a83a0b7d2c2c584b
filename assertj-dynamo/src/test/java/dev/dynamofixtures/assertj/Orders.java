package dev.dynamofixtures.assertj;

import static dev.dynamofixtures.assertj.DynamoAssertions.item;

import dev.dynamofixtures.core.InMemoryDynamo;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/** A small orders table in the in-JVM engine, so the assertions are tested on real responses. */
final class Orders implements AutoCloseable {

    static final Map<String, AttributeValue> O1 =
            item("customer", "C1", "order_id", "O1", "status", "NEW", "order_date", "2024-01-01", "amount", 200);
    static final Map<String, AttributeValue> O2 =
            item("customer", "C1", "order_id", "O2", "status", "NEW", "order_date", "2024-01-02", "amount", 50);
    static final Map<String, AttributeValue> O3 =
            item("customer", "C1", "order_id", "O3", "status", "SHIPPED", "order_date", "2024-01-01", "amount", 75);
    static final Map<String, AttributeValue> O4 =
            item("customer", "C2", "order_id", "O4", "status", "NEW", "order_date", "2024-01-03", "amount", 10);

    private final InMemoryDynamo dynamo = InMemoryDynamo.create();

    Orders() {
        client().createTable(table -> table.tableName("orders")
                .billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(
                        AttributeDefinition.builder().attributeName("customer").attributeType(ScalarAttributeType.S).build(),
                        AttributeDefinition.builder().attributeName("order_id").attributeType(ScalarAttributeType.S).build())
                .keySchema(
                        KeySchemaElement.builder().attributeName("customer").keyType(KeyType.HASH).build(),
                        KeySchemaElement.builder().attributeName("order_id").keyType(KeyType.RANGE).build()));
        for (Map<String, AttributeValue> order : List.of(O1, O2, O3, O4)) {
            client().putItem(put -> put.tableName("orders").item(order));
        }
    }

    DynamoDbClient client() {
        return dynamo.client();
    }

    /** The orders of one customer, in sort-key order, at most {@code limit} of them. */
    QueryResponse ofCustomer(String customer, int limit) {
        return client().query(query -> query.tableName("orders")
                .keyConditionExpression("customer = :c")
                .expressionAttributeValues(Map.of(":c", AttributeValue.fromS(customer)))
                .limit(limit));
    }

    @Override
    public void close() {
        dynamo.close();
    }
}
