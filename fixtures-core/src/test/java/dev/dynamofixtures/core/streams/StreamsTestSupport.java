package dev.dynamofixtures.core.streams;

import static dev.dynamofixtures.core.ops.TestTables.item;

import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.ShardIteratorType;
import software.amazon.awssdk.services.dynamodb.model.StreamDescription;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/** Tables and writes the streams tests share, run the same way on the engine and on DynamoDB Local. */
public final class StreamsTestSupport {
    private StreamsTestSupport() {
    }

    public static void createTable(DynamoDbClient client, String name, String viewType) {
        client.createTable(b -> {
            b.tableName(name).billingMode(BillingMode.PAY_PER_REQUEST)
                    .attributeDefinitions(AttributeDefinition.builder().attributeName("pk").attributeType("S").build(),
                            AttributeDefinition.builder().attributeName("sk").attributeType("N").build())
                    .keySchema(KeySchemaElement.builder().attributeName("pk").keyType(KeyType.HASH).build(),
                            KeySchemaElement.builder().attributeName("sk").keyType(KeyType.RANGE).build());
            if (viewType != null) {
                b.streamSpecification(s -> s.streamEnabled(true).streamViewType(viewType));
            }
        });
    }

    /** The writes of the differential probe: put, same put, same-value update, update, batch, transaction. */
    public static void writeEveryWay(DynamoDbClient client, String table) {
        Map<String, AttributeValue> item = item("pk", "a", "sk", 1, "v", "hello");
        client.putItem(b -> b.tableName(table).item(item));
        client.putItem(b -> b.tableName(table).item(item));
        client.updateItem(b -> b.tableName(table).key(item("pk", "a", "sk", 1)).updateExpression("SET v = :v")
                .expressionAttributeValues(Map.of(":v", AttributeValue.fromS("hello"))));
        client.updateItem(b -> b.tableName(table).key(item("pk", "a", "sk", 1)).updateExpression("SET w = :v")
                .expressionAttributeValues(Map.of(":v", AttributeValue.fromS("x"))));
        client.batchWriteItem(b -> b.requestItems(Map.of(table, List.of(
                WriteRequest.builder().putRequest(p -> p.item(item("pk", "b", "sk", 2))).build(),
                WriteRequest.builder().deleteRequest(d -> d.key(item("pk", "a", "sk", 1))).build()))));
        client.transactWriteItems(b -> b.transactItems(
                TransactWriteItem.builder().put(p -> p.tableName(table).item(item("pk", "c", "sk", 3))).build(),
                TransactWriteItem.builder().update(u -> u.tableName(table).key(item("pk", "b", "sk", 2))
                        .updateExpression("SET n = :n")
                        .expressionAttributeValues(Map.of(":n", AttributeValue.fromN("5")))).build(),
                TransactWriteItem.builder().conditionCheck(c -> c.tableName(table).key(item("pk", "zz", "sk", 2))
                        .conditionExpression("attribute_not_exists(pk)")).build()));
        client.deleteItem(b -> b.tableName(table).key(item("pk", "nothing", "sk", 1)));
    }

    public static List<Record> allRecords(DynamoDbClient client, DynamoDbStreamsClient streams, String table) {
        String arn = client.describeTable(b -> b.tableName(table)).table().latestStreamArn();
        StreamDescription stream = streams.describeStream(b -> b.streamArn(arn)).streamDescription();
        String iterator = streams.getShardIterator(b -> b.streamArn(arn).shardId(stream.shards().get(0).shardId())
                .shardIteratorType(ShardIteratorType.TRIM_HORIZON)).shardIterator();
        return streams.getRecords(b -> b.shardIterator(iterator)).records();
    }

}
