package dev.dynamofixtures.core.differential;

import static dev.dynamofixtures.core.ops.TestTables.item;

import dev.dynamofixtures.core.ops.TestTables;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * Request-shape errors whose LIVE wording is pinned in {@code ops.RequestShapeWordingTest}: in the LOCAL dialect the
 * engine answers them as DynamoDB Local does (type, code and text).
 */
class RequestShapeDifferentialTest {
    private Differential diff;

    @BeforeEach
    void tables() {
        diff = new Differential();
        diff.both(c -> c.createTable(TestTables.table("shapes").hash("pk", ScalarAttributeType.S)
                .range("sk", ScalarAttributeType.S).request()));
    }

    @AfterEach
    void close() {
        diff.close();
    }

    @Test
    void request_shape_errors_match_dynamodb_local() {
        diff.same("GetItem without a table name", c -> c.getItem(b -> b.key(item("pk", "a", "sk", "b"))));
        diff.same("GetItem with an empty table name", c -> c.getItem(b -> b.tableName("").key(item("pk", "a", "sk", "b"))));
        diff.same("UpdateItem with an empty table name",
                c -> c.updateItem(b -> b.tableName("").key(item("pk", "a", "sk", "b"))));
        diff.same("BatchGetItem without request items",
                c -> c.batchGetItem(b -> b.returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)));
        diff.same("BatchWriteItem without request items",
                c -> c.batchWriteItem(b -> b.returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)));
        diff.same("Scan with Limit 0", c -> c.scan(b -> b.tableName("shapes").limit(0)));
        diff.same("PutItem with a bad ReturnValues", c -> c.putItem(b -> b.tableName("shapes")
                .item(item("pk", "a", "sk", "b")).returnValues("BAD")));
        diff.same("CreateTable with one attribute as HASH and RANGE", c -> c.createTable(b -> b.tableName("hashrange")
                .billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(AttributeDefinition.builder().attributeName("pk")
                        .attributeType(ScalarAttributeType.S).build())
                .keySchema(KeySchemaElement.builder().attributeName("pk").keyType(KeyType.HASH).build(),
                        KeySchemaElement.builder().attributeName("pk").keyType(KeyType.RANGE).build())));
    }

    @Test
    void invalid_enums_match_dynamodb_local_where_it_reports_them_too() {
        // several invalid enums: Local accepts the capacity and metrics values and words ReturnValues' error alone;
        // the LOCAL dialect gives that text (the LIVE dialect lists all three: ops.InvalidEnumsTest)
        diff.same("PutItem with three bad enums", c -> c.putItem(b -> b.tableName("shapes")
                .item(item("pk", "a", "sk", "b")).returnConsumedCapacity("BAD").returnValues("BAD")
                .returnItemCollectionMetrics("BAD")));
        // a table name Local rejects comes before the enum in both
        diff.same("PutItem with a short table name and a bad ReturnValues", c -> c.putItem(b -> b.tableName("ab")
                .item(item("pk", "a", "sk", "b")).returnValues("BAD")));
        // ExecuteStatement: Local checks ReturnValuesOnConditionCheckFailure before the table, as the service does
        diff.same("ExecuteStatement on a missing table with a bad ReturnValuesOnConditionCheckFailure",
                c -> c.executeStatement(b -> b.statement("DELETE FROM \"nope\" WHERE pk = 'a' AND sk = 'b'")
                        .returnValuesOnConditionCheckFailure("BAD")));
        diff.same("Query with Limit 0 and a bad Select", c -> c.query(b -> b.tableName("shapes")
                .keyConditionExpression("pk = :p").expressionAttributeValues(Map.of(":p", AttributeValue.fromS("a")))
                .limit(0).select("BAD")));
    }
}
