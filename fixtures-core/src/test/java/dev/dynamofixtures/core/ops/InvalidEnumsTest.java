package dev.dynamofixtures.core.ops;

import static dev.dynamofixtures.core.ops.TestTables.item;
import static dev.dynamofixtures.core.ops.TestTables.table;
import static org.assertj.core.api.Assertions.assertThat;
import static software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType.S;

import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * Invalid enum values are request-shape violations: every operation reports them, together with the request's other
 * shape violations in the service's member order, before it looks any table up, in both dialects (so a missing table
 * with an invalid enum is a ValidationException whatever the dialect). The LOCAL dialect words the first violation
 * DynamoDB Local reports, as Local words it alone.
 */
class InvalidEnumsTest {
    private static final String RETURN_VALUES = "Member must satisfy enum value set: [ALL_NEW, UPDATED_OLD, ALL_OLD, "
            + "NONE, UPDATED_NEW]";
    private static final String CAPACITY = "Member must satisfy enum value set: [INDEXES, TOTAL, NONE]";
    private static final String METRICS = "Member must satisfy enum value set: [SIZE, NONE]";
    private static final String ON_FAILURE = "Member must satisfy enum value set: [ALL_OLD, NONE]";
    private static final String SELECT = "Member must satisfy enum value set: [SPECIFIC_ATTRIBUTES, COUNT, "
            + "ALL_ATTRIBUTES, ALL_PROJECTED_ATTRIBUTES]";
    private static final String LOCAL_RETURN_VALUES = "Return values set to invalid value";
    private static final String LOCAL_SELECT =
            "Select must be ALL_ATTRIBUTES, ALL_PROJECTED_ATTRIBUTES, COUNT, or SPECIFIC_ATTRIBUTES";
    private static final Map<String, AttributeValue> KEY = item("pk", "a", "sk", "b");

    private Errors engines;

    @BeforeEach
    void seed() {
        engines = new Errors(c -> table("shapes").hash("pk", S).range("sk", S).create(c));
    }

    @AfterEach
    void close() {
        engines.close();
    }

    private static String one(String value, String member, String constraint) {
        return "1 validation error detected: " + detail(value, member, constraint);
    }

    private static String detail(String value, String member, String constraint) {
        return "Value " + (value == null ? "null" : "'" + value + "'") + " at '" + member
                + "' failed to satisfy constraint: " + constraint;
    }

    @Test
    void several_invalid_enums_of_an_update_are_one_validation_exception_in_the_services_member_order() {
        // when / then: returnConsumedCapacity, returnItemCollectionMetrics, returnValues, then the newer member
        engines.assertFails(c -> c.updateItem(b -> b.tableName("shapes").key(KEY).updateExpression("SET v = :v")
                        .expressionAttributeValues(Map.of(":v", AttributeValue.fromN("1")))
                        .returnValues("BAD1").returnConsumedCapacity("BAD2").returnItemCollectionMetrics("BAD3")
                        .returnValuesOnConditionCheckFailure("BAD4")),
                DynamoDbException.class,
                "4 validation errors detected: " + detail("BAD2", "returnConsumedCapacity", CAPACITY) + "; "
                        + detail("BAD3", "returnItemCollectionMetrics", METRICS) + "; "
                        + detail("BAD1", "returnValues", RETURN_VALUES) + "; "
                        + detail("BAD4", "returnValuesOnConditionCheckFailure", ON_FAILURE),
                LOCAL_RETURN_VALUES);
    }

    @Test
    void a_delete_lists_return_values_before_item_collection_metrics_as_the_service_does() {
        engines.assertFails(c -> c.deleteItem(b -> b.tableName("shapes").key(KEY)
                        .returnItemCollectionMetrics("BAD3").returnValues("BAD1")),
                DynamoDbException.class,
                "2 validation errors detected: " + detail("BAD1", "returnValues", RETURN_VALUES) + "; "
                        + detail("BAD3", "returnItemCollectionMetrics", METRICS),
                LOCAL_RETURN_VALUES);
    }

    /** A call, the service's message and DynamoDB Local's (null: the same). */
    private record Case(String live, String local, Consumer<DynamoDbClient> call) {
    }

    @Test
    void an_invalid_enum_on_a_missing_table_is_a_validation_exception_in_every_operation_and_both_dialects() {
        // given: one call per operation, each naming a table that does not exist and one invalid enum value
        List<Case> cases = List.of(
                new Case(one("BAD", "returnValues", RETURN_VALUES), LOCAL_RETURN_VALUES,
                        c -> c.putItem(b -> b.tableName("nope").item(KEY).returnValues("BAD"))),
                new Case(one("BAD", "returnValuesOnConditionCheckFailure", ON_FAILURE), null,
                        c -> c.deleteItem(b -> b.tableName("nope").key(KEY).returnValuesOnConditionCheckFailure("BAD"))),
                new Case(one("BAD", "returnItemCollectionMetrics", METRICS), null,
                        c -> c.updateItem(b -> b.tableName("nope").key(KEY).returnItemCollectionMetrics("BAD"))),
                new Case(one("BAD", "returnConsumedCapacity", CAPACITY), null,
                        c -> c.getItem(b -> b.tableName("nope").key(KEY).returnConsumedCapacity("BAD"))),
                new Case(one("BAD", "select", SELECT), LOCAL_SELECT,
                        c -> c.query(b -> b.tableName("nope").keyConditionExpression("pk = :p")
                                .expressionAttributeValues(Map.of(":p", AttributeValue.fromS("a"))).select("BAD"))),
                new Case(one("BAD", "select", SELECT), LOCAL_SELECT,
                        c -> c.scan(b -> b.tableName("nope").select("BAD"))),
                new Case(one("BAD", "conditionalOperator", "Member must satisfy enum value set: [OR, AND]"),
                        "ConditionalOperator cannot be used without Filter or Expected",
                        c -> c.scan(b -> b.tableName("nope").conditionalOperator("BAD"))),
                new Case(one("BAD", "returnConsumedCapacity", CAPACITY), null,
                        c -> c.batchGetItem(b -> b.requestItems(Map.of("nope",
                                KeysAndAttributes.builder().keys(KEY).build())).returnConsumedCapacity("BAD"))),
                new Case(one("BAD", "returnItemCollectionMetrics", METRICS), null,
                        c -> c.batchWriteItem(b -> b.requestItems(Map.of("nope", List.of(WriteRequest.builder()
                                .putRequest(p -> p.item(KEY)).build()))).returnItemCollectionMetrics("BAD"))),
                new Case(one("BAD", "returnConsumedCapacity", CAPACITY), null,
                        c -> c.transactWriteItems(b -> b.transactItems(t -> t.put(p -> p.tableName("nope").item(KEY)))
                                .returnConsumedCapacity("BAD"))),
                new Case(one("BAD", "returnConsumedCapacity", CAPACITY), null,
                        c -> c.transactGetItems(b -> b.transactItems(t -> t.get(g -> g.tableName("nope").key(KEY)))
                                .returnConsumedCapacity("BAD"))),
                new Case(one("BAD", "returnValuesOnConditionCheckFailure", ON_FAILURE), null,
                        c -> c.executeStatement(b -> b.statement("DELETE FROM \"nope\" WHERE pk = 'a' AND sk = 'b'")
                                .returnValuesOnConditionCheckFailure("BAD"))),
                new Case(one("BAD", "returnConsumedCapacity", CAPACITY), null,
                        c -> c.batchExecuteStatement(b -> b.statements(s -> s.statement(
                                "SELECT * FROM \"nope\" WHERE pk = 'a' AND sk = 'b'")).returnConsumedCapacity("BAD"))),
                new Case(one("BAD", "returnConsumedCapacity", CAPACITY), null,
                        c -> c.executeTransaction(b -> b.transactStatements(s -> s.statement(
                                "SELECT * FROM \"nope\" WHERE pk = 'a' AND sk = 'b'")).returnConsumedCapacity("BAD"))));
        // when / then
        for (Case each : cases) {
            engines.assertFails(each.call(), DynamoDbException.class, each.live(),
                    each.local() == null ? each.live() : each.local());
        }
    }

    @Test
    void an_invalid_enum_is_reported_with_the_other_shape_violations_in_member_order() {
        // tableName, returnValues, key: the service's order for UpdateItem; Local's text is the table name's
        engines.assertFails(c -> c.updateItem(b -> b.tableName("ab").returnValues("BAD")),
                DynamoDbException.class,
                "3 validation errors detected: "
                        + detail("ab", "tableName", "Member must have length greater than or equal to 3") + "; "
                        + detail("BAD", "returnValues", RETURN_VALUES) + "; "
                        + detail(null, "key", "Member must not be null"),
                "Invalid table/index name.  Table/index names must be between 3 and 255 characters long, and may "
                        + "contain only the characters a-z, A-Z, 0-9, '_', '-', and '.'");
        // limit comes first in Query's members, and DynamoDB Local checks it before Select too
        engines.assertFails(c -> c.query(b -> b.tableName("shapes").keyConditionExpression("pk = :p")
                        .expressionAttributeValues(Map.of(":p", AttributeValue.fromS("a"))).limit(0).select("BAD")),
                DynamoDbException.class,
                "2 validation errors detected: "
                        + detail("0", "limit", "Member must have value greater than or equal to 1") + "; "
                        + detail("BAD", "select", SELECT),
                "Limit must be greater than or equal to 1");
        // a missing table name and key; Local accepts any ReturnConsumedCapacity, so its text is the table name's
        engines.assertFails(c -> c.getItem(b -> b.returnConsumedCapacity("BAD")),
                DynamoDbException.class,
                "3 validation errors detected: " + detail("BAD", "returnConsumedCapacity", CAPACITY) + "; "
                        + detail(null, "tableName", "Member must not be null") + "; "
                        + detail(null, "key", "Member must not be null"),
                detail(null, "tableName", "Member must not be null"));
        // a batch without RequestItems
        engines.assertFails(c -> c.batchWriteItem(b -> b.returnConsumedCapacity("BAD").returnItemCollectionMetrics("BAD")),
                DynamoDbException.class,
                "3 validation errors detected: " + detail("BAD", "returnConsumedCapacity", CAPACITY) + "; "
                        + detail("BAD", "returnItemCollectionMetrics", METRICS) + "; "
                        + detail(null, "requestItems", "Member must not be null"),
                "BatchWriteItem cannot have a null or no requests set");
    }

    @Test
    void a_transaction_reports_its_token_then_its_enums_then_its_actions_violations() {
        String token = "t".repeat(37);
        String tokenConstraint = "Member must have length less than or equal to 36";
        engines.assertFails(c -> c.transactWriteItems(b -> b.returnConsumedCapacity("BAD").clientRequestToken(token)
                        .transactItems(t -> t.put(p -> p.tableName("shapes").item(KEY)
                                .returnValuesOnConditionCheckFailure("BAD")))),
                DynamoDbException.class,
                "3 validation errors detected: " + detail(token, "clientRequestToken", tokenConstraint) + "; "
                        + detail("BAD", "returnConsumedCapacity", CAPACITY) + "; "
                        + detail("BAD", "transactItems.1.member.put.returnValuesOnConditionCheckFailure", ON_FAILURE),
                "Value " + token + " at 'clientRequestToken' failed to satisfy constraint: " + tokenConstraint);
        // an empty transaction: the enum and the list's length
        engines.assertFails(c -> c.transactGetItems(b -> b.returnConsumedCapacity("BAD").transactItems(List.of())),
                DynamoDbException.class,
                "2 validation errors detected: " + detail("BAD", "returnConsumedCapacity", CAPACITY) + "; "
                        + detail("[]", "transactItems", "Member must have length greater than or equal to 1"),
                detail(null, "transactItems", "Member must not be null"));
    }

    @Test
    void a_write_with_an_invalid_enum_changes_nothing() {
        // when
        engines.assertFails(c -> c.putItem(b -> b.tableName("shapes").item(KEY).returnConsumedCapacity("BAD")),
                DynamoDbException.class, one("BAD", "returnConsumedCapacity", CAPACITY));
        // then
        assertThat(engines.live().getItem(b -> b.tableName("shapes").key(KEY)).hasItem()).isFalse();
        assertThat(engines.local().getItem(b -> b.tableName("shapes").key(KEY)).hasItem()).isFalse();
    }

    @Test
    void valid_enums_pass_the_shape_phase_and_a_missing_table_is_still_resource_not_found() {
        engines.assertFails(c -> c.putItem(b -> b.tableName("nope").item(KEY).returnValues("ALL_OLD")
                        .returnConsumedCapacity("TOTAL").returnItemCollectionMetrics("SIZE")),
                software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException.class,
                "Requested resource not found", "Cannot do operations on a non-existent table");
    }
}
