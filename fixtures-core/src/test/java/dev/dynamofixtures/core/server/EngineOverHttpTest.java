package dev.dynamofixtures.core.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dynamofixtures.core.InMemoryDynamo;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkPojo;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * The engine over HTTP answers exactly as the engine in-process: two engines on the same fixed clock get
 * the same calls, one through {@code dynamo.client()}, the other through an SDK client of its endpoint;
 * every response must be equal and every error the same exception class, code, status, message and members.
 */
class EngineOverHttpTest {
    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-04T10:15:30.123Z"), ZoneOffset.UTC);

    private InMemoryDynamo inProcessEngine;
    private InMemoryDynamo httpEngine;
    private DynamoDbClient inProcess;
    private DynamoDbClient overHttp;

    @BeforeEach
    void start() {
        inProcessEngine = InMemoryDynamo.builder().clock(CLOCK).build();
        httpEngine = InMemoryDynamo.builder().clock(CLOCK).build();
        inProcess = inProcessEngine.client();
        overHttp = SdkClients.sync(httpEngine.startServer().endpoint());
        same("create the orders table", c -> c.createTable(ordersTable()));
    }

    @AfterEach
    void stop() {
        overHttp.close();
        inProcessEngine.close();
        httpEngine.close();
    }

    @Test
    void table_operations_answer_the_same() {
        same("describe", c -> c.describeTable(b -> b.tableName("orders")));
        same("list", c -> c.listTables(b -> b.limit(5)));
        same("create an existing table", c -> c.createTable(ordersTable()));
        same("describe a missing table", c -> c.describeTable(b -> b.tableName("missing")));
        same("a name too short", c -> c.describeTable(b -> b.tableName("x")));
        same("update", c -> c.updateTable(b -> b.tableName("orders").billingMode(BillingMode.PROVISIONED)
                .provisionedThroughput(p -> p.readCapacityUnits(5L).writeCapacityUnits(5L))));
        same("delete", c -> c.deleteTable(b -> b.tableName("orders")));
        same("list again", c -> c.listTables());
    }

    @Test
    void item_writes_and_reads_answer_the_same() {
        same("put", c -> c.putItem(b -> b.tableName("orders").item(ModelSamples.item())
                .returnConsumedCapacity(ReturnConsumedCapacity.INDEXES)));
        same("get", c -> c.getItem(b -> b.tableName("orders").key(ModelSamples.key()).consistentRead(true)
                .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)));
        same("get a missing item", c -> c.getItem(b -> b.tableName("orders")
                .key(Map.of("pk", AttributeValue.fromS("nope"), "sk", AttributeValue.fromN("0")))));
        same("overwrite returning the old item", c -> c.putItem(b -> b.tableName("orders")
                .item(Map.of("pk", AttributeValue.fromS("order#1"), "sk", AttributeValue.fromN("-12.5"),
                        "status", AttributeValue.fromS("NEW"))).returnValues(ReturnValue.ALL_OLD)));
        same("scan", c -> c.scan(b -> b.tableName("orders").limit(1)));
        same("delete returning the old item", c -> c.deleteItem(b -> b.tableName("orders").key(ModelSamples.key())
                .returnValues(ReturnValue.ALL_OLD)));
    }

    @Test
    void validation_errors_answer_the_same() {
        same("a key of the wrong type", c -> c.getItem(b -> b.tableName("orders")
                .key(Map.of("pk", AttributeValue.fromN("1"), "sk", AttributeValue.fromN("0")))));
        same("a missing key attribute", c -> c.putItem(b -> b.tableName("orders")
                .item(Map.of("pk", AttributeValue.fromS("a")))));
        same("an empty set", c -> c.putItem(b -> b.tableName("orders").item(Map.of("pk", AttributeValue.fromS("a"),
                "sk", AttributeValue.fromN("1"), "s", AttributeValue.fromSs(List.of())))));
        same("a bad number", c -> c.putItem(b -> b.tableName("orders").item(Map.of("pk", AttributeValue.fromS("a"),
                "sk", AttributeValue.fromN("1e999")))));
        same("a missing table", c -> c.getItem(b -> b.tableName("missing").key(ModelSamples.key())));
    }

    @Test
    void expression_operations_and_their_failures_answer_the_same() {
        same("put", c -> c.putItem(b -> b.tableName("orders").item(ModelSamples.item())));
        same("a failed condition with the old item", c -> c.putItem(b -> b.tableName("orders")
                .item(ModelSamples.key()).conditionExpression("attribute_not_exists(pk)")
                .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)));
        same("query", c -> c.query(b -> b.tableName("orders").keyConditionExpression("pk = :p")
                .expressionAttributeValues(Map.of(":p", AttributeValue.fromS("order#1")))));
        same("update", c -> c.updateItem(b -> b.tableName("orders").key(ModelSamples.key())
                .updateExpression("SET #s = :s ADD n :one").expressionAttributeNames(Map.of("#s", "status"))
                .expressionAttributeValues(Map.of(":s", AttributeValue.fromS("SHIPPED"), ":one", AttributeValue.fromN("1")))
                .returnValues(ReturnValue.ALL_NEW)));
        same("a syntax error", c -> c.query(b -> b.tableName("orders").keyConditionExpression("pk = = :p")
                .expressionAttributeValues(Map.of(":p", AttributeValue.fromS("order#1")))));
    }

    @Test
    void batches_and_transactions_answer_the_same() {
        same("batch write", c -> c.batchWriteItem(b -> b.requestItems(Map.of("orders", List.of(
                w(ModelSamples.item()), w(Map.of("pk", AttributeValue.fromS("b"), "sk", AttributeValue.fromN("2"))))))));
        same("batch get", c -> c.batchGetItem(b -> b.requestItems(Map.of("orders",
                KeysAndAttributes.builder()
                        .keys(ModelSamples.key()).build()))));
        same("transact get", c -> c.transactGetItems(b -> b.transactItems(t -> t.get(g -> g.tableName("orders")
                .key(ModelSamples.key())))));
        same("a cancelled transaction", c -> c.transactWriteItems(b -> b.transactItems(
                t -> t.conditionCheck(k -> k.tableName("orders").key(ModelSamples.key())
                        .conditionExpression("attribute_not_exists(pk)")
                        .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)),
                t -> t.put(p -> p.tableName("orders").item(Map.of("pk", AttributeValue.fromS("c"),
                        "sk", AttributeValue.fromN("3")))))));
        same("time to live", c -> c.updateTimeToLive(b -> b.tableName("orders")
                .timeToLiveSpecification(s -> s.enabled(true).attributeName("expires"))));
        same("describe time to live", c -> c.describeTimeToLive(b -> b.tableName("orders")));
    }

    private static WriteRequest w(Map<String, AttributeValue> item) {
        return WriteRequest.builder()
                .putRequest(p -> p.item(item)).build();
    }

    private static CreateTableRequest ordersTable() {
        return CreateTableRequest.builder().tableName("orders").billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(
                        a -> a.attributeName("pk").attributeType(ScalarAttributeType.S),
                        a -> a.attributeName("sk").attributeType(ScalarAttributeType.N),
                        a -> a.attributeName("status").attributeType(ScalarAttributeType.S))
                .keySchema(k -> k.attributeName("pk").keyType(KeyType.HASH),
                        k -> k.attributeName("sk").keyType(KeyType.RANGE))
                .globalSecondaryIndexes(g -> g.indexName("byStatus")
                        .keySchema(k -> k.attributeName("status").keyType(KeyType.HASH))
                        .projection(p -> p.projectionType(ProjectionType.ALL)))
                .build();
    }

    /** Runs {@code call} through both clients and asserts the same answer. */
    private void same(String description, Function<DynamoDbClient, ?> call) {
        Object expected = outcome(inProcess, call);
        Object actual = outcome(overHttp, call);
        if (expected instanceof DynamoDbException) {
            assertThat(actual).as(description).isInstanceOf(DynamoDbException.class);
            assertSameError(description, (DynamoDbException) expected, (DynamoDbException) actual);
        } else {
            assertThat(actual).as(description).isInstanceOf(SdkPojo.class);
            assertThat(((SdkPojo) actual).equalsBySdkFields(expected))
                    .as("%s%n in-process: %s%n  over HTTP: %s", description, expected, actual).isTrue();
        }
    }

    private static void assertSameError(String description, DynamoDbException expected, DynamoDbException actual) {
        assertThat(actual.getClass()).as(description).isEqualTo(expected.getClass());
        assertThat(actual.awsErrorDetails().errorCode()).as(description).isEqualTo(expected.awsErrorDetails().errorCode());
        assertThat(actual.awsErrorDetails().errorMessage()).as(description)
                .isEqualTo(expected.awsErrorDetails().errorMessage());
        assertThat(actual.statusCode()).as(description).isEqualTo(expected.statusCode());
        if (expected instanceof ConditionalCheckFailedException) {
            assertThat(((ConditionalCheckFailedException) actual).item()).as(description)
                    .isEqualTo(((ConditionalCheckFailedException) expected).item());
        }
        if (expected instanceof TransactionCanceledException) {
            assertThat(((TransactionCanceledException) actual).cancellationReasons()).as(description)
                    .isEqualTo(((TransactionCanceledException) expected).cancellationReasons());
        }
    }

    private static Object outcome(DynamoDbClient client, Function<DynamoDbClient, ?> call) {
        try {
            return call.apply(client);
        } catch (DynamoDbException e) {
            return e;
        }
    }
}
