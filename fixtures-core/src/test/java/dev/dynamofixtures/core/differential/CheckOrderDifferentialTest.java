package dev.dynamofixtures.core.differential;

import static dev.dynamofixtures.core.ops.TestTables.item;
import static dev.dynamofixtures.core.ops.TestTables.value;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.AttributeValueUpdate;
import software.amazon.awssdk.services.dynamodb.model.Condition;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.ExpectedAttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * Which check fails first, for every pair of faults of every item operation, legacy parameters included: the
 * engine answers as DynamoDB Local does (the faults are those probed pairwise with the probe tool). Faults
 * where the engine follows the service on purpose (ReturnConsumedCapacity, HTTP 500s) are left out.
 *
 * <p>Invalid enum values (ReturnValues, ReturnValuesOnConditionCheckFailure, Select) are the exception: the engine
 * reports them before every other check, the table lookup included, as the service does (its request-shape phase,
 * SPEC.md 11.2), where DynamoDB Local looks the table up first and checks them late. Each alone is answered as Local
 * does; paired with another fault, the engine answers with the enum's error, and the pairs Local answers otherwise
 * are the documented divergence (docs/design.md, "Choices where DynamoDB Local and the service differ").
 */
class CheckOrderDifferentialTest {
    private static final Map<String, AttributeValue> KEY = item("pk", "a", "sk", 1);
    private static final Map<String, AttributeValue> ONE = Map.of(":one", value(1));

    private Differential diff;

    @BeforeEach
    void seed() {
        diff = new Differential();
        diff.both(c -> c.createTable(Universe.table()));
        diff.both(c -> c.putItem(b -> b.tableName(Universe.TABLE)
                .item(item("pk", "a", "sk", 1, "v", 1, "s", "x", "h1", "H", "h2", 1, "r1", "r", "r2", 1))));
    }

    @AfterEach
    void close() {
        diff.close();
    }

    private static Condition condition(String operator, AttributeValue... values) {
        return Condition.builder().comparisonOperator(operator).attributeValueList(values).build();
    }

    private static ExpectedAttributeValue exists(boolean exists) {
        return ExpectedAttributeValue.builder().exists(exists).build();
    }

    private static ExpectedAttributeValue equalTo(AttributeValue value) {
        return ExpectedAttributeValue.builder().value(value).build();
    }

    private static AttributeValueUpdate update(String action, AttributeValue value) {
        return AttributeValueUpdate.builder().action(action).value(value).build();
    }

    private static Faults<PutItemRequest.Builder> putItemFaults() {
        return Faults.<PutItemRequest.Builder>of(
                        () -> PutItemRequest.builder().tableName(Universe.TABLE).item(item("pk", "a", "sk", 1, "v", 2)),
                        values -> b -> b.expressionAttributeValues(values))
                .add("missing table", b -> b.tableName("nope"), "tableName")
                .addEnum("bad ReturnValues", b -> b.returnValues("BOGUS"), "returnValues")
                .add("mixed", b -> b.expected(Map.of("q", exists(false))).conditionExpression("attribute_exists(q)"),
                        "expected", "conditionExpression")
                .add("bad Expected", b -> b.expected(Map.of("q", exists(true))), "expected")
                .add("values without expression", Map.of(":zz", value(1)), b -> { }, "values")
                .add("missing key", b -> b.item(item("pk", "a")), "item")
                .add("empty set", b -> b.item(item("pk", "a", "sk", 1, "x", AttributeValue.fromSs(List.of()))), "item")
                .add("operator without Expected", b -> b.conditionalOperator("OR"), "conditionalOperator")
                .add("operator with one Expected", b -> b.expected(Map.of("q", exists(false))).conditionalOperator("OR"),
                        "expected", "conditionalOperator")
                .addEnum("bad ReturnValuesOnConditionCheckFailure", b -> b.returnValuesOnConditionCheckFailure("BOGUS"),
                        "returnValuesOnConditionCheckFailure")
                .add("condition syntax", b -> b.conditionExpression("a = "), "conditionExpression")
                .add("failing condition", b -> b.conditionExpression("attribute_not_exists(pk)"), "conditionExpression")
                .add("failing Expected", b -> b.expected(Map.of("v", equalTo(value(9)))), "expected");
    }

    @Test
    void put_item_checks_come_in_dynamodb_locals_order() {
        assertThat(Faults.differences(diff, putItemFaults().requests(), b -> c -> c.putItem(b.build()))).isEmpty();
    }

    @Test
    void put_item_reports_invalid_enums_before_every_other_check_where_dynamodb_local_looks_the_table_up_first() {
        Faults.EnumOrder order = Faults.enumFirst(diff, putItemFaults(), b -> c -> c.putItem(b.build()), Set.of());
        assertThat(order.problems()).isEmpty();
        assertThat(order.localFirst()).as("the documented divergence: Local answers ResourceNotFoundException")
                .contains("bad ReturnValues + missing table", "bad ReturnValuesOnConditionCheckFailure + missing table");
    }


    private static Faults<DeleteItemRequest.Builder> deleteItemFaults() {
        return Faults.<DeleteItemRequest.Builder>of(
                        () -> DeleteItemRequest.builder().tableName(Universe.TABLE).key(item("pk", "b", "sk", 1)),
                        values -> b -> b.expressionAttributeValues(values))
                .add("missing table", b -> b.tableName("nope"), "tableName")
                .addEnum("bad ReturnValues", b -> b.returnValues("BOGUS"), "returnValues")
                .add("mixed", b -> b.expected(Map.of("q", exists(false))).conditionExpression("attribute_exists(q)"),
                        "expected", "conditionExpression")
                .add("bad Expected", b -> b.expected(Map.of("q", exists(true))), "expected")
                .add("values without expression", Map.of(":zz", value(1)), b -> { }, "values")
                .add("missing key", b -> b.key(item("pk", "a")), "key")
                .add("operator without Expected", b -> b.conditionalOperator("OR"), "conditionalOperator")
                .add("operator with one Expected", b -> b.expected(Map.of("q", exists(false))).conditionalOperator("OR"),
                        "expected", "conditionalOperator")
                .addEnum("bad ReturnValuesOnConditionCheckFailure", b -> b.returnValuesOnConditionCheckFailure("BOGUS"),
                        "returnValuesOnConditionCheckFailure")
                .add("condition syntax", b -> b.conditionExpression("a = "), "conditionExpression")
                .add("failing condition", b -> b.conditionExpression("attribute_exists(pk)"), "conditionExpression")
                .add("failing Expected", b -> b.expected(Map.of("v", equalTo(value(9)))), "expected");
    }

    @Test
    void delete_item_checks_come_in_dynamodb_locals_order() {
        assertThat(Faults.differences(diff, deleteItemFaults().requests(), b -> c -> c.deleteItem(b.build()))).isEmpty();
    }

    @Test
    void delete_item_reports_invalid_enums_before_every_other_check_where_dynamodb_local_looks_the_table_up_first() {
        Faults.EnumOrder order = Faults.enumFirst(diff, deleteItemFaults(), b -> c -> c.deleteItem(b.build()), Set.of());
        assertThat(order.problems()).isEmpty();
        assertThat(order.localFirst()).as("the documented divergence: Local answers ResourceNotFoundException")
                .contains("bad ReturnValues + missing table", "bad ReturnValuesOnConditionCheckFailure + missing table");
    }


    private static Faults<UpdateItemRequest.Builder> updateItemFaults() {
        return Faults.<UpdateItemRequest.Builder>of(
                        () -> UpdateItemRequest.builder().tableName(Universe.TABLE).key(KEY),
                        values -> b -> b.expressionAttributeValues(values))
                .add("missing table", b -> b.tableName("nope"), "tableName")
                .addEnum("bad ReturnValues", b -> b.returnValues("BOGUS"), "returnValues")
                .add("mixed", b -> b.attributeUpdates(Map.of("b", update("PUT", value(1)))).updateExpression("SET b = v"),
                        "attributeUpdates", "updateExpression")
                .add("bad Expected", b -> b.expected(Map.of("q", exists(true))), "expected")
                .add("values without expression", Map.of(":zz", value(1)), b -> { }, "values")
                .add("missing key", b -> b.key(item("pk", "a")), "key")
                .add("operator without Expected", b -> b.conditionalOperator("OR"), "conditionalOperator")
                .add("operator with one Expected", b -> b.expected(Map.of("q", exists(false))).conditionalOperator("OR"),
                        "expected", "conditionalOperator")
                .addEnum("bad ReturnValuesOnConditionCheckFailure", b -> b.returnValuesOnConditionCheckFailure("BOGUS"),
                        "returnValuesOnConditionCheckFailure")
                .add("condition syntax", b -> b.conditionExpression("a = "), "conditionExpression")
                .add("update syntax", b -> b.updateExpression("SET"), "updateExpression")
                .add("bad AttributeUpdates", b -> b.attributeUpdates(Map.of("b", update("ADD", value("1")))),
                        "attributeUpdates")
                .add("key attribute in AttributeUpdates", b -> b.attributeUpdates(Map.of("sk", update("PUT", value(2)))),
                        "attributeUpdates")
                .add("failing condition", b -> b.conditionExpression("attribute_not_exists(pk)"), "conditionExpression")
                .add("failing Expected", b -> b.expected(Map.of("v", equalTo(value(9)))), "expected")
                .add("update too large", Map.of(":big", value("x".repeat(409_599))), b -> b.updateExpression("SET b2 = :big"),
                        "updateExpression")
                .add("key attribute updated", ONE, b -> b.updateExpression("SET sk = :one"), "updateExpression")
                .add("runtime type error", ONE, b -> b.updateExpression("SET x = s + :one"), "updateExpression")
                .add("index key of the wrong type", ONE, b -> b.updateExpression("SET h1 = :one"), "updateExpression")
                .add("unused value", Map.of(":unused", value(1)), b -> b.updateExpression("SET w = v"),
                        "updateExpression");
    }

    @Test
    void update_item_checks_come_in_dynamodb_locals_order() {
        assertThat(Faults.differences(diff, updateItemFaults().requests(), b -> c -> c.updateItem(b.build()))).isEmpty();
    }

    @Test
    void update_item_reports_invalid_enums_before_every_other_check_where_dynamodb_local_looks_the_table_up_first() {
        Faults.EnumOrder order = Faults.enumFirst(diff, updateItemFaults(), b -> c -> c.updateItem(b.build()), Set.of());
        assertThat(order.problems()).isEmpty();
        assertThat(order.localFirst()).as("the documented divergence: Local answers ResourceNotFoundException")
                .contains("bad ReturnValues + missing table", "bad ReturnValuesOnConditionCheckFailure + missing table");
    }


    private static Faults<GetItemRequest.Builder> getItemFaults() {
        return Faults.<GetItemRequest.Builder>of(
                        () -> GetItemRequest.builder().tableName(Universe.TABLE).key(KEY), values -> b -> { })
                .add("missing table", b -> b.tableName("nope"), "tableName")
                .add("mixed", b -> b.attributesToGet("v").projectionExpression("v"), "attributesToGet",
                        "projectionExpression")
                .add("duplicate AttributesToGet", b -> b.attributesToGet("v", "v"), "attributesToGet")
                .add("names without expression", b -> b.expressionAttributeNames(Map.of("#zz", "v")), "names")
                .add("missing key", b -> b.key(item("pk", "a")), "key")
                .add("projection syntax", b -> b.projectionExpression("a = "), "projectionExpression");
    }

    @Test
    void get_item_checks_come_in_dynamodb_locals_order() {
        assertThat(Faults.differences(diff, getItemFaults().requests(), b -> c -> c.getItem(b.build()))).isEmpty();
    }


    private static Faults<QueryRequest.Builder> legacyQueryFaults() {
        return Faults.<QueryRequest.Builder>of(
                        () -> QueryRequest.builder().tableName(Universe.TABLE)
                                .keyConditions(Map.of("pk", condition("EQ", value("a")))),
                        values -> b -> b.expressionAttributeValues(values))
                .add("missing table", b -> b.tableName("nope"), "tableName")
                .add("bad Limit", b -> b.limit(0), "limit")
                .add("missing index", b -> b.indexName("nope"), "indexName")
                .add("mixed", Map.of(":p", value("a")), b -> b.keyConditionExpression("pk = :p"), "keyConditionExpression")
                .add("bad KeyConditions", b -> b.keyConditions(Map.of("pk", condition("EQ"))), "keyConditions")
                .add("KeyConditions without the partition key",
                        b -> b.keyConditions(Map.of("sk", condition("EQ", value(1)))), "keyConditions")
                .add("KeyConditions of the wrong type",
                        b -> b.keyConditions(Map.of("pk", condition("EQ", value(1)))), "keyConditions")
                .add("bad QueryFilter", b -> b.queryFilter(Map.of("v", condition("EQ"))), "queryFilter")
                .add("QueryFilter on a key", b -> b.queryFilter(Map.of("sk", condition("EQ", value(1)))), "queryFilter")
                .add("duplicate AttributesToGet", b -> b.attributesToGet("v", "v"), "attributesToGet")
                .add("operator without filter", b -> b.conditionalOperator("OR"), "conditionalOperator")
                .add("operator with one filter", b -> b.queryFilter(Map.of("v", condition("NOT_NULL")))
                        .conditionalOperator("OR"), "queryFilter", "conditionalOperator")
                .add("values without expression", Map.of(":zz", value(1)), b -> { }, "values")
                .addEnum("bad Select", b -> b.select("BOGUS"), "select")
                .add("Select ALL_ATTRIBUTES with AttributesToGet", b -> b.select("ALL_ATTRIBUTES").attributesToGet("v"),
                        "select", "attributesToGet")
                .add("bad ExclusiveStartKey", b -> b.exclusiveStartKey(item("pk", "a")), "exclusiveStartKey")
                .add("consistent read on a GSI", b -> b.indexName("gkeys").consistentRead(true), "indexName",
                        "consistentRead");
    }

    @Test
    void legacy_query_checks_come_in_dynamodb_locals_order() {
        assertThat(Faults.differences(diff, legacyQueryFaults().requests(), b -> c -> c.query(b.build()))).isEmpty();
    }

    @Test
    void legacy_query_reports_invalid_enums_before_every_other_check_where_dynamodb_local_looks_the_table_up_first() {
        Faults.EnumOrder order = Faults.enumFirst(diff, legacyQueryFaults(), b -> c -> c.query(b.build()), Set.of("bad Limit"));
        assertThat(order.problems()).isEmpty();
        assertThat(order.localFirst()).as("the documented divergence: Local answers ResourceNotFoundException")
                .contains("bad Select + missing table");
    }


    private static Faults<QueryRequest.Builder> queryFaults() {
        return Faults.<QueryRequest.Builder>of(
                        () -> QueryRequest.builder().tableName(Universe.TABLE).keyConditionExpression("pk = :p"),
                        Map.of(":p", value("a")), values -> b -> b.expressionAttributeValues(values))
                .add("missing table", b -> b.tableName("nope"), "tableName")
                .add("bad Limit", b -> b.limit(0), "limit")
                .add("missing index", b -> b.indexName("nope"), "indexName")
                .add("filter syntax", b -> b.filterExpression("a = "), "filterExpression")
                .add("projection syntax", b -> b.projectionExpression("a = "), "projectionExpression")
                .add("key condition syntax", b -> b.keyConditionExpression("pk = "), "keyConditionExpression")
                .add("unused name", b -> b.expressionAttributeNames(Map.of("#zz", "v")), "names")
                .addEnum("bad Select", b -> b.select("BOGUS"), "select")
                .add("key condition without the partition key", b -> b.keyConditionExpression("sk = :p"),
                        "keyConditionExpression")
                .add("filter on a key", b -> b.filterExpression("sk = :p"), "filterExpression")
                .add("consistent read on a GSI", b -> b.indexName("gkeys").consistentRead(true), "indexName",
                        "consistentRead")
                .add("bad ExclusiveStartKey", b -> b.exclusiveStartKey(item("pk", "a")), "exclusiveStartKey")
                .add("Select ALL_ATTRIBUTES with a projection", b -> b.select("ALL_ATTRIBUTES").projectionExpression("v"),
                        "select", "projectionExpression")
                .add("key value of the wrong type", Map.of(":n", value(1)), b -> b.keyConditionExpression("pk = :n"),
                        "keyConditionExpression");
    }

    @Test
    void query_checks_come_in_dynamodb_locals_order() {
        assertThat(Faults.differences(diff, queryFaults().requests(), b -> c -> c.query(b.build()))).isEmpty();
    }

    @Test
    void query_reports_invalid_enums_before_every_other_check_where_dynamodb_local_looks_the_table_up_first() {
        Faults.EnumOrder order = Faults.enumFirst(diff, queryFaults(), b -> c -> c.query(b.build()), Set.of("bad Limit"));
        assertThat(order.problems()).isEmpty();
        assertThat(order.localFirst()).as("the documented divergence: Local answers ResourceNotFoundException")
                .contains("bad Select + missing table");
    }


    private static Faults<ScanRequest.Builder> scanFaults() {
        return Faults.<ScanRequest.Builder>of(
                        () -> ScanRequest.builder().tableName(Universe.TABLE),
                        values -> b -> b.expressionAttributeValues(values))
                .add("missing table", b -> b.tableName("nope"), "tableName")
                .add("bad Limit", b -> b.limit(0), "limit")
                .add("missing index", b -> b.indexName("nope"), "indexName")
                .add("mixed", b -> b.scanFilter(Map.of("v", condition("NOT_NULL"))).filterExpression("attribute_exists(v)"),
                        "scanFilter", "filterExpression")
                .add("bad ScanFilter", b -> b.scanFilter(Map.of("v", condition("EQ"))), "scanFilter")
                .add("duplicate AttributesToGet", b -> b.attributesToGet("v", "v"), "attributesToGet")
                .add("operator without filter", b -> b.conditionalOperator("OR"), "conditionalOperator")
                .add("operator with one filter", b -> b.scanFilter(Map.of("v", condition("NOT_NULL")))
                        .conditionalOperator("OR"), "scanFilter", "conditionalOperator")
                .add("values without expression", Map.of(":zz", value(1)), b -> { }, "values")
                .add("names without expression", b -> b.expressionAttributeNames(Map.of("#zz", "v")), "names")
                .add("filter syntax", b -> b.filterExpression("a = "), "filterExpression")
                .add("projection syntax", b -> b.projectionExpression("a = "), "projectionExpression")
                .addEnum("bad Select", b -> b.select("BOGUS"), "select")
                .add("Select COUNT with AttributesToGet", b -> b.select("COUNT").attributesToGet("v"), "select",
                        "attributesToGet")
                .add("segment without total", b -> b.segment(1), "segment")
                .add("segment past the total", b -> b.segment(5).totalSegments(2), "segment", "totalSegments")
                .add("bad ExclusiveStartKey", b -> b.exclusiveStartKey(item("pk", "a")), "exclusiveStartKey")
                .add("consistent read on a GSI", b -> b.indexName("gkeys").consistentRead(true), "indexName",
                        "consistentRead");
    }

    @Test
    void scan_checks_come_in_dynamodb_locals_order() {
        assertThat(Faults.differences(diff, scanFaults().requests(), b -> c -> c.scan(b.build()))).isEmpty();
    }

    @Test
    void scan_reports_invalid_enums_before_every_other_check_where_dynamodb_local_looks_the_table_up_first() {
        Faults.EnumOrder order = Faults.enumFirst(diff, scanFaults(), b -> c -> c.scan(b.build()), Set.of("bad Limit"));
        assertThat(order.problems()).isEmpty();
        assertThat(order.localFirst()).as("the documented divergence: Local answers ResourceNotFoundException")
                .contains("bad Select + missing table");
    }

}
