package dev.dynamofixtures.core.server;

import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.core.SdkPojo;
import software.amazon.awssdk.services.dynamodb.model.*;

/**
 * One richly populated SDK request and response for every operation the engine supports, using every
 * encoding the wire has: all attribute value types, numbers as text, binary, sets, nested documents,
 * timestamps (millisecond precision, as on the wire), longs, doubles, booleans, and explicitly empty maps.
 */
public final class ModelSamples {
    private ModelSamples() {
    }

    /** A request and a response of one operation, by its wire name. */
    public record Sample(String operation, SdkPojo request, SdkPojo response) {
        @Override
        public String toString() {
            return operation;
        }
    }

    public static Map<String, AttributeValue> item() {
        Map<String, AttributeValue> item = new LinkedHashMap<>();
        item.put("pk", AttributeValue.fromS("order#1"));
        item.put("sk", AttributeValue.fromN("-12.50"));
        item.put("empty", AttributeValue.fromS(""));
        item.put("unicode", AttributeValue.fromS("é😀\u0000\"\\"));
        item.put("blob", AttributeValue.fromB(SdkBytes.fromByteArray(new byte[] {0, 1, 2, (byte) 0xff})));
        item.put("tags", AttributeValue.fromSs(List.of("b", "a", "")));
        item.put("scores", AttributeValue.fromNs(List.of("10", "2", "1e2", "-0.5")));
        item.put("blobs", AttributeValue.fromBs(List.of(SdkBytes.fromByteArray(new byte[0]),
                SdkBytes.fromByteArray(new byte[] {1}))));
        item.put("flag", AttributeValue.fromBool(false));
        item.put("nothing", AttributeValue.fromNul(true));
        item.put("doc", AttributeValue.fromM(Map.of("list", AttributeValue.fromL(List.of(
                AttributeValue.fromN("99999999999999999999999999999999999999"), AttributeValue.fromM(Map.of()),
                AttributeValue.fromL(List.of()))))));
        return item;
    }

    public static Map<String, AttributeValue> key() {
        return Map.of("pk", AttributeValue.fromS("order#1"), "sk", AttributeValue.fromN("-12.5"));
    }

    static ConsumedCapacity capacity(String table) {
        return ConsumedCapacity.builder().tableName(table).capacityUnits(1.5).readCapacityUnits(0.5)
                .writeCapacityUnits(1.0).table(Capacity.builder().capacityUnits(0.5).build())
                .globalSecondaryIndexes(Map.of("byStatus", Capacity.builder().capacityUnits(1.0).build()))
                .build();
    }

    static TableDescription table() {
        Instant created = Instant.ofEpochMilli(1_795_350_969_568L);
        return TableDescription.builder()
                .tableName("orders").tableStatus(TableStatus.ACTIVE).creationDateTime(created)
                .attributeDefinitions(AttributeDefinition.builder().attributeName("pk").attributeType("S").build(),
                        AttributeDefinition.builder().attributeName("sk").attributeType("N").build(),
                        AttributeDefinition.builder().attributeName("g").attributeType("B").build())
                .keySchema(KeySchemaElement.builder().attributeName("pk").keyType(KeyType.HASH).build(),
                        KeySchemaElement.builder().attributeName("sk").keyType(KeyType.RANGE).build())
                .provisionedThroughput(ProvisionedThroughputDescription.builder().readCapacityUnits(0L)
                        .writeCapacityUnits(0L).numberOfDecreasesToday(0L).lastIncreaseDateTime(Instant.EPOCH)
                        .lastDecreaseDateTime(Instant.EPOCH).build())
                .billingModeSummary(BillingModeSummary.builder().billingMode(BillingMode.PAY_PER_REQUEST)
                        .lastUpdateToPayPerRequestDateTime(created).build())
                .tableSizeBytes(1234L).itemCount(3L).tableArn("arn:aws:dynamodb:ddblocal:000000000000:table/orders")
                .globalSecondaryIndexes(GlobalSecondaryIndexDescription.builder().indexName("byStatus")
                        .keySchema(KeySchemaElement.builder().attributeName("g").keyType(KeyType.HASH).build())
                        .projection(Projection.builder().projectionType(ProjectionType.INCLUDE)
                                .nonKeyAttributes("total", "status").build())
                        .indexStatus(IndexStatus.ACTIVE).backfilling(false).indexSizeBytes(0L).itemCount(0L)
                        .indexArn("arn:aws:dynamodb:ddblocal:000000000000:table/orders/index/byStatus").build())
                .localSecondaryIndexes(LocalSecondaryIndexDescription.builder().indexName("byDate")
                        .keySchema(KeySchemaElement.builder().attributeName("pk").keyType(KeyType.HASH).build())
                        .projection(Projection.builder().projectionType(ProjectionType.KEYS_ONLY).build())
                        .indexSizeBytes(0L).itemCount(0L).build())
                .deletionProtectionEnabled(false)
                .build();
    }

    static CreateTableRequest createTable() {
        return CreateTableRequest.builder().tableName("orders")
                .attributeDefinitions(table().attributeDefinitions()).keySchema(table().keySchema())
                .billingMode(BillingMode.PROVISIONED)
                .provisionedThroughput(ProvisionedThroughput.builder().readCapacityUnits(5L).writeCapacityUnits(7L).build())
                .globalSecondaryIndexes(GlobalSecondaryIndex.builder().indexName("byStatus")
                        .keySchema(KeySchemaElement.builder().attributeName("g").keyType(KeyType.HASH).build())
                        .projection(Projection.builder().projectionType(ProjectionType.ALL).build())
                        .provisionedThroughput(ProvisionedThroughput.builder().readCapacityUnits(1L)
                                .writeCapacityUnits(1L).build()).build())
                .localSecondaryIndexes(LocalSecondaryIndex.builder().indexName("byDate")
                        .keySchema(KeySchemaElement.builder().attributeName("pk").keyType(KeyType.HASH).build(),
                                KeySchemaElement.builder().attributeName("g").keyType(KeyType.RANGE).build())
                        .projection(Projection.builder().projectionType(ProjectionType.KEYS_ONLY).build()).build())
                .streamSpecification(StreamSpecification.builder().streamEnabled(false).build())
                .deletionProtectionEnabled(true)
                .tags(Tag.builder().key("team").value("orders").build())
                .build();
    }

    /** A sample of every operation the engine supports. */
    public static List<Sample> all() {
        Map<String, AttributeValue> item = item();
        Map<String, AttributeValue> key = key();
        Map<String, String> names = Map.of("#s", "status");
        Map<String, AttributeValue> values = Map.of(":s", AttributeValue.fromS("NEW"), ":n", AttributeValue.fromN("1"));
        return List.of(
                new Sample("GetItem",
                        GetItemRequest.builder().tableName("orders").key(key).consistentRead(true)
                                .projectionExpression("#s, doc.list[0]").expressionAttributeNames(names)
                                .returnConsumedCapacity(ReturnConsumedCapacity.INDEXES).build(),
                        GetItemResponse.builder().item(item).consumedCapacity(capacity("orders")).build()),
                new Sample("PutItem",
                        PutItemRequest.builder().tableName("orders").item(item)
                                .conditionExpression("attribute_not_exists(pk) OR #s = :s")
                                .expressionAttributeNames(names).expressionAttributeValues(values)
                                .returnValues(ReturnValue.ALL_OLD)
                                .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)
                                .returnItemCollectionMetrics(ReturnItemCollectionMetrics.SIZE).build(),
                        PutItemResponse.builder().attributes(item).consumedCapacity(capacity("orders"))
                                .itemCollectionMetrics(ItemCollectionMetrics.builder()
                                        .itemCollectionKey(Map.of("pk", AttributeValue.fromS("order#1")))
                                        .sizeEstimateRangeGB(0.0, 1.0).build()).build()),
                new Sample("DeleteItem",
                        DeleteItemRequest.builder().tableName("orders").key(key).conditionExpression("#s = :s")
                                .expressionAttributeNames(names).expressionAttributeValues(Map.of(":s",
                                        AttributeValue.fromS("NEW"))).returnValues(ReturnValue.ALL_OLD).build(),
                        DeleteItemResponse.builder().attributes(item).build()),
                new Sample("UpdateItem",
                        UpdateItemRequest.builder().tableName("orders").key(key)
                                .updateExpression("SET #s = :s ADD counter :n REMOVE doc.list[1]")
                                .expressionAttributeNames(names).expressionAttributeValues(values)
                                .returnValues(ReturnValue.UPDATED_NEW).build(),
                        UpdateItemResponse.builder().attributes(Map.of("status", AttributeValue.fromS("NEW"))).build()),
                new Sample("Query",
                        QueryRequest.builder().tableName("orders").indexName("byStatus")
                                .keyConditionExpression("#s = :s").filterExpression("counter > :n")
                                .expressionAttributeNames(names).expressionAttributeValues(values)
                                .limit(25).scanIndexForward(false).select(Select.ALL_PROJECTED_ATTRIBUTES)
                                .exclusiveStartKey(key).consistentRead(false).build(),
                        QueryResponse.builder().items(item, key).count(2).scannedCount(5).lastEvaluatedKey(key)
                                .consumedCapacity(capacity("orders")).build()),
                new Sample("Scan",
                        ScanRequest.builder().tableName("orders").segment(1).totalSegments(4).limit(10)
                                .select(Select.COUNT).returnConsumedCapacity(ReturnConsumedCapacity.TOTAL).build(),
                        ScanResponse.builder().items(List.of()).count(0).scannedCount(0).build()),
                new Sample("BatchGetItem",
                        BatchGetItemRequest.builder().requestItems(Map.of("orders", KeysAndAttributes.builder()
                                .keys(key, Map.of("pk", AttributeValue.fromS("x"), "sk", AttributeValue.fromN("2")))
                                .projectionExpression("pk").consistentRead(true).build())).build(),
                        BatchGetItemResponse.builder().responses(Map.of("orders", List.of(item)))
                                .unprocessedKeys(Map.of()).build()),
                new Sample("BatchWriteItem",
                        BatchWriteItemRequest.builder().requestItems(Map.of("orders", List.of(
                                WriteRequest.builder().putRequest(PutRequest.builder().item(item).build()).build(),
                                WriteRequest.builder().deleteRequest(DeleteRequest.builder().key(key).build()).build())))
                                .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL).build(),
                        BatchWriteItemResponse.builder().unprocessedItems(Map.of())
                                .consumedCapacity(capacity("orders")).build()),
                new Sample("TransactGetItems",
                        TransactGetItemsRequest.builder().transactItems(
                                TransactGetItem.builder().get(Get.builder().tableName("orders").key(key)
                                        .projectionExpression("#s").expressionAttributeNames(names).build()).build(),
                                TransactGetItem.builder().get(Get.builder().tableName("orders")
                                        .key(Map.of("pk", AttributeValue.fromS("missing"), "sk",
                                                AttributeValue.fromN("0"))).build()).build()).build(),
                        TransactGetItemsResponse.builder().responses(ItemResponse.builder().item(item).build(),
                                ItemResponse.builder().build()).build()),
                new Sample("TransactWriteItems",
                        TransactWriteItemsRequest.builder().clientRequestToken("token-1").transactItems(
                                TransactWriteItem.builder().conditionCheck(ConditionCheck.builder().tableName("orders")
                                        .key(key).conditionExpression("attribute_exists(pk)")
                                        .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)
                                        .build()).build(),
                                TransactWriteItem.builder().put(Put.builder().tableName("orders").item(item).build()).build(),
                                TransactWriteItem.builder().update(Update.builder().tableName("orders").key(key)
                                        .updateExpression("SET #s = :s").expressionAttributeNames(names)
                                        .expressionAttributeValues(Map.of(":s", AttributeValue.fromS("NEW"))).build()).build(),
                                TransactWriteItem.builder().delete(Delete.builder().tableName("orders").key(key).build())
                                        .build()).build(),
                        TransactWriteItemsResponse.builder().build()),
                new Sample("CreateTable", createTable(),
                        CreateTableResponse.builder().tableDescription(table()).build()),
                new Sample("DescribeTable", DescribeTableRequest.builder().tableName("orders").build(),
                        DescribeTableResponse.builder().table(table()).build()),
                new Sample("ListTables",
                        ListTablesRequest.builder().exclusiveStartTableName("a").limit(2).build(),
                        ListTablesResponse.builder().tableNames("orders", "users").lastEvaluatedTableName("users").build()),
                new Sample("DeleteTable", DeleteTableRequest.builder().tableName("orders").build(),
                        DeleteTableResponse.builder().tableDescription(table().toBuilder()
                                .tableStatus(TableStatus.DELETING).build()).build()),
                new Sample("UpdateTable",
                        UpdateTableRequest.builder().tableName("orders").billingMode(BillingMode.PAY_PER_REQUEST)
                                .attributeDefinitions(AttributeDefinition.builder().attributeName("h")
                                        .attributeType(ScalarAttributeType.S).build())
                                .globalSecondaryIndexUpdates(
                                        GlobalSecondaryIndexUpdate.builder().create(CreateGlobalSecondaryIndexAction
                                                .builder().indexName("byH").keySchema(KeySchemaElement.builder()
                                                        .attributeName("h").keyType(KeyType.HASH).build())
                                                .projection(Projection.builder().projectionType(ProjectionType.ALL)
                                                        .build()).build()).build(),
                                        GlobalSecondaryIndexUpdate.builder().delete(DeleteGlobalSecondaryIndexAction
                                                .builder().indexName("byStatus").build()).build()).build(),
                        UpdateTableResponse.builder().tableDescription(table()).build()),
                new Sample("UpdateTimeToLive",
                        UpdateTimeToLiveRequest.builder().tableName("orders").timeToLiveSpecification(
                                TimeToLiveSpecification.builder().enabled(true).attributeName("expires").build()).build(),
                        UpdateTimeToLiveResponse.builder().timeToLiveSpecification(
                                TimeToLiveSpecification.builder().enabled(true).attributeName("expires").build()).build()),
                new Sample("DescribeTimeToLive", DescribeTimeToLiveRequest.builder().tableName("orders").build(),
                        DescribeTimeToLiveResponse.builder().timeToLiveDescription(TimeToLiveDescription.builder()
                                .timeToLiveStatus(TimeToLiveStatus.ENABLED).attributeName("expires").build()).build()));
    }
}
