package dev.dynamofixtures.core.ops;

import static dev.dynamofixtures.core.ops.TestTables.item;
import static dev.dynamofixtures.core.ops.TestTables.table;
import static dev.dynamofixtures.core.ops.TestTables.value;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType.N;
import static software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType.S;

import dev.dynamofixtures.core.InMemoryDynamo;
import dev.dynamofixtures.core.MessageDialect;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;

/** UpdateItem: update semantics, return values, DynamoDB's errors in both dialects, indexes and capacity. */
class UpdateItemTest {
    private static final Map<String, AttributeValue> KEY = item("pk", "a", "sk", 1);

    private InMemoryDynamo dynamo;
    private DynamoDbClient client;
    private InMemoryDynamo localDialect;
    private DynamoDbClient local;

    @BeforeEach
    void createTables() {
        dynamo = InMemoryDynamo.create();
        client = dynamo.client();
        localDialect = InMemoryDynamo.builder().messageDialect(MessageDialect.LOCAL).build();
        local = localDialect.client();
        for (DynamoDbClient c : List.of(client, local)) {
            table("orders").hash("pk", S).range("sk", N)
                    .gsi("byStatus", ProjectionType.KEYS_ONLY, "status", S, ">amount", N)
                    .create(c);
            c.putItem(b -> b.tableName("orders").item(item("pk", "a", "sk", 1, "n", 5, "s", "str",
                    "m", AttributeValue.fromM(Map.of("x", value(1), "y", value(2))),
                    "l", AttributeValue.fromL(List.of(value("a"), value("b"), value("c"))),
                    "ss", AttributeValue.fromSs(List.of("a", "b")))));
        }
    }

    @AfterEach
    void close() {
        dynamo.close();
        localDialect.close();
    }

    private UpdateItemResponse update(Consumer<UpdateItemRequest.Builder> request) {
        return client.updateItem(b -> request.accept(b.tableName("orders").key(KEY)));
    }

    private Map<String, AttributeValue> stored() {
        return client.getItem(b -> b.tableName("orders").key(KEY)).item();
    }

    private static Map<String, AttributeValue> values(Object... pairs) {
        return item(pairs);
    }

    /** Asserts the call fails with a ValidationException worded {@code live}, and {@code localText} in the Local dialect. */
    private void assertRejected(Consumer<UpdateItemRequest.Builder> request, String live, String localText) {
        Map<String, AttributeValue> before = stored();
        assertThatThrownBy(() -> client.updateItem(b -> request.accept(b.tableName("orders").key(KEY))))
                .isInstanceOfSatisfying(DynamoDbException.class, e -> {
                    assertThat(e.awsErrorDetails().errorCode()).isEqualTo("ValidationException");
                    assertThat(e.awsErrorDetails().errorMessage()).isEqualTo(live);
                });
        assertThatThrownBy(() -> local.updateItem(b -> request.accept(b.tableName("orders").key(KEY))))
                .isInstanceOfSatisfying(DynamoDbException.class, e ->
                        assertThat(e.awsErrorDetails().errorMessage()).isEqualTo(localText));
        assertThat(stored()).as("a failed update changes nothing").isEqualTo(before);
    }

    @Test
    void set_remove_add_and_delete_apply_to_the_old_item_in_one_step() {
        // when
        UpdateItemResponse response = update(b -> b.updateExpression("SET n = n + :one, t = s, l[5] = :z "
                        + "REMOVE m.x, l[0] ADD ss :c, cnt :one DELETE gone :a")
                .expressionAttributeValues(values(":one", 1, ":z", "z", ":c", AttributeValue.fromSs(List.of("c")),
                        ":a", AttributeValue.fromSs(List.of("a"))))
                .returnValues(ReturnValue.ALL_NEW));
        // then
        assertThat(response.attributes()).isEqualTo(stored());
        assertThat(stored()).containsEntry("n", value(6)).containsEntry("t", value("str")).containsEntry("cnt", value(1))
                .containsEntry("m", AttributeValue.fromM(Map.of("y", value(2))))
                .containsEntry("l", AttributeValue.fromL(List.of(value("b"), value("c"), value("z"))))
                .containsEntry("ss", AttributeValue.fromSs(List.of("a", "b", "c"))).doesNotContainKey("gone");
    }

    @Test
    void an_update_of_a_missing_item_starts_from_its_key() {
        // when
        UpdateItemResponse response = client.updateItem(b -> b.tableName("orders").key(item("pk", "new", "sk", 2))
                .updateExpression("SET c = pk, d = sk + :one").expressionAttributeValues(values(":one", 1))
                .returnValues(ReturnValue.ALL_NEW));
        // then
        assertThat(response.attributes()).isEqualTo(item("pk", "new", "sk", 2, "c", "new", "d", 3));
    }

    @Test
    void an_update_without_expression_or_with_only_remove_creates_the_key_only_item() {
        // when
        UpdateItemResponse none = client.updateItem(b -> b.tableName("orders").key(item("pk", "u1", "sk", 1))
                .returnValues(ReturnValue.ALL_NEW));
        UpdateItemResponse remove = client.updateItem(b -> b.tableName("orders").key(item("pk", "u2", "sk", 1))
                .updateExpression("REMOVE a").returnValues(ReturnValue.UPDATED_NEW));
        // then
        assertThat(none.attributes()).isEqualTo(item("pk", "u1", "sk", 1));
        assertThat(remove.hasAttributes()).isFalse();
        assertThat(client.getItem(b -> b.tableName("orders").key(item("pk", "u2", "sk", 1))).item())
                .isEqualTo(item("pk", "u2", "sk", 1));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            NONE        |
            ALL_OLD     | {l=L:[S:a, S:b, S:c], m=M:{x=N:1, y=N:2}, n=N:5, pk=S:a, s=S:str, sk=N:1, ss=SS:[a, b]}
            ALL_NEW     | {l=L:[S:a, S:b, S:c], m=M:{x=N:1, y=N:2}, n=N:6, pk=S:a, s=S:str, sk=N:1, ss=SS:[a, b], w=S:v}
            UPDATED_OLD | {n=N:5}
            UPDATED_NEW | {n=N:6, w=S:v}
            """)
    void return_values_show_the_item_or_the_updated_attributes(ReturnValue returnValues, String expected) {
        // when
        UpdateItemResponse response = update(b -> b.updateExpression("SET n = n + :one, w = :v REMOVE g")
                .expressionAttributeValues(values(":one", 1, ":v", "v")).returnValues(returnValues));
        // then
        assertThat(response.hasAttributes() ? Shown.of(response.attributes()) : null).isEqualTo(expected);
    }

    @Test
    void updated_old_and_new_return_only_the_updated_paths_of_nested_documents() {
        // given: the service projects the updated paths; DynamoDB Local returns whole top-level attributes
        UpdateItemResponse old = update(b -> b.updateExpression("SET m.x = :v, l[1] = :v REMOVE l[2]")
                .expressionAttributeValues(values(":v", "v")).returnValues(ReturnValue.UPDATED_OLD));
        UpdateItemResponse appended = update(b -> b.updateExpression("SET l[9] = :v, m.z = :v")
                .expressionAttributeValues(values(":v", "w")).returnValues(ReturnValue.UPDATED_NEW));
        // then
        assertThat(Shown.of(old.attributes())).isEqualTo("{l=L:[S:b, S:c], m=M:{x=N:1}}");
        assertThat(Shown.of(appended.attributes())).isEqualTo("{l=L:[S:w], m=M:{z=S:w}}");
    }

    @Test
    void updated_new_after_removing_list_elements_returns_the_elements_that_moved_into_their_places() {
        // given: the service returns the removed index as it is after the update (a public conformance suite
        // captured it through PartiQL's RETURNING MODIFIED NEW); a removed last element leaves nothing there
        update(b -> b.updateExpression("SET r = :l").expressionAttributeValues(Map.of(":l",
                AttributeValue.fromL(List.of(value("a"), value("b"), value("c"), value("d"))))));
        // when
        UpdateItemResponse shifted = update(b -> b.updateExpression("REMOVE r[1]").returnValues(ReturnValue.UPDATED_NEW));
        UpdateItemResponse last = update(b -> b.updateExpression("REMOVE r[2]").returnValues(ReturnValue.UPDATED_NEW));
        // then
        assertThat(Shown.of(shifted.attributes())).isEqualTo("{r=L:[S:c]}");
        assertThat(last.hasAttributes() && !last.attributes().isEmpty()).isFalse();
        assertThat(Shown.of(stored().get("r"))).isEqualTo("L:[S:a, S:c]");
    }

    @Test
    void a_failed_condition_changes_nothing_and_can_return_the_current_item() {
        // when / then
        assertThatThrownBy(() -> update(b -> b.updateExpression("SET n = :v").conditionExpression("n > :v")
                .expressionAttributeValues(values(":v", 9))
                .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)))
                .isInstanceOfSatisfying(ConditionalCheckFailedException.class, e -> {
                    assertThat(e.awsErrorDetails().errorMessage()).isEqualTo("The conditional request failed");
                    assertThat(e.item()).containsEntry("n", value(5));
                });
        assertThat(stored()).containsEntry("n", value(5));
    }

    @Test
    void the_condition_is_checked_before_the_key_attributes_and_the_update_itself() {
        // when / then: a key attribute update and a runtime type error under a failing condition
        assertThatThrownBy(() -> update(b -> b.updateExpression("SET pk = :v, x = s + :one")
                .conditionExpression("attribute_not_exists(pk)").expressionAttributeValues(values(":v", "b", ":one", 1))))
                .isInstanceOf(ConditionalCheckFailedException.class);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            SET pk = :v                  | pk
            REMOVE sk                    | sk
            SET pk.x = :v                | pk
            SET v = :v, sk = :v, pk = :v | pk
            ADD sk :one                  | sk
            """)
    void key_attributes_cannot_be_updated(String expression, String attribute) {
        // given
        String message = "One or more parameter values were invalid: Cannot update attribute " + attribute
                + ". This attribute is part of the key";
        Map<String, AttributeValue> values = expression.contains(":one") ? values(":one", 1)
                : expression.contains(":v") ? values(":v", "b") : null;
        // when / then
        assertRejected(b -> b.updateExpression(expression).expressionAttributeValues(values), message, message);
    }

    @Test
    void an_index_key_set_to_another_type_is_rejected_in_each_dialects_words() {
        assertRejected(b -> b.updateExpression("SET #s = :v").expressionAttributeNames(Map.of("#s", "status"))
                        .expressionAttributeValues(values(":v", 7)),
                "One or more parameter values were invalid: Type mismatch for Index Key status Expected: S Actual: N "
                        + "IndexName: byStatus",
                "One or more parameter values were invalid: Type mismatch for Index Key");
    }

    @Test
    void an_index_key_set_to_an_empty_value_is_rejected_with_the_update_expression_wording() {
        String message = "One or more parameter values are not valid. The update expression attempted to update a "
                + "secondary index key to a value that is not supported. The AttributeValue for a key attribute cannot "
                + "contain an empty string value.";
        assertRejected(b -> b.updateExpression("SET #s = :v").expressionAttributeNames(Map.of("#s", "status"))
                .expressionAttributeValues(values(":v", "")), message, message);
    }

    @Test
    void an_index_key_set_to_an_empty_value_by_attribute_updates_is_rejected_with_the_put_wording() {
        String message = "One or more parameter values are not valid. A value specified for a secondary index key is "
                + "not supported. The AttributeValue for a key attribute cannot contain an empty string value. "
                + "IndexName: byStatus, IndexKey: status";
        assertRejected(b -> b.attributeUpdates(Map.of("status", TestUpdates.put(value("")))), message, message);
    }

    @Test
    void an_update_whose_own_values_exceed_the_item_limit_fails_before_its_condition() {
        // given: name (2 bytes) + value of 409,599 bytes
        String message = "Item size to update has exceeded the maximum allowed size";
        assertRejected(b -> b.updateExpression("SET b2 = :v").conditionExpression("attribute_not_exists(pk)")
                .expressionAttributeValues(values(":v", "x".repeat(409_599))), message, message);
    }

    @Test
    void an_update_that_grows_the_item_past_the_limit_fails_after_its_condition() {
        // given
        for (DynamoDbClient c : List.of(client, local)) {
            c.updateItem(b -> b.tableName("orders").key(KEY).updateExpression("SET big = :v")
                    .expressionAttributeValues(values(":v", "x".repeat(300_000))));
        }
        // when / then
        assertThatThrownBy(() -> update(b -> b.updateExpression("SET b2 = big").conditionExpression("attribute_not_exists(pk)")))
                .isInstanceOf(ConditionalCheckFailedException.class);
        assertRejected(b -> b.updateExpression("SET b2 = big"), "Item size to update has exceeded the maximum allowed size",
                "Item size to update has exceeded the maximum allowed size");
    }

    @Test
    void return_values_are_validated_in_each_dialects_words() {
        assertRejected(b -> b.returnValues("BOGUS"), "1 validation error detected: Value 'BOGUS' at 'returnValues' "
                        + "failed to satisfy constraint: Member must satisfy enum value set: [ALL_NEW, UPDATED_OLD, ALL_OLD, NONE, "
                        + "UPDATED_NEW]",
                "Return values set to invalid value");
        String onFailure = "1 validation error detected: Value 'ALL_NEW' at 'returnValuesOnConditionCheckFailure' "
                + "failed to satisfy constraint: Member must satisfy enum value set: [ALL_OLD, NONE]";
        assertRejected(b -> b.returnValuesOnConditionCheckFailure("ALL_NEW"), onFailure, onFailure);
    }

    @Test
    void an_update_moves_the_item_inside_out_of_and_between_index_entries_with_their_capacity() {
        // when
        UpdateItemResponse entered = update(b -> b.updateExpression("SET #s = :s, amount = :a")
                .expressionAttributeNames(Map.of("#s", "status")).expressionAttributeValues(values(":s", "NEW", ":a", 5))
                .returnConsumedCapacity(ReturnConsumedCapacity.INDEXES));
        UpdateItemResponse moved = update(b -> b.updateExpression("SET amount = :a").expressionAttributeValues(values(":a", 6))
                .returnConsumedCapacity(ReturnConsumedCapacity.INDEXES));
        int afterMove = client.query(b -> b.tableName("orders").indexName("byStatus").keyConditionExpression("#s = :s")
                .expressionAttributeNames(Map.of("#s", "status")).expressionAttributeValues(values(":s", "NEW"))).count();
        UpdateItemResponse untouched = update(b -> b.updateExpression("SET n = :n").expressionAttributeValues(values(":n", 1))
                .returnConsumedCapacity(ReturnConsumedCapacity.INDEXES));
        UpdateItemResponse left = update(b -> b.updateExpression("REMOVE amount")
                .returnConsumedCapacity(ReturnConsumedCapacity.INDEXES));
        // then
        assertThat(entered.consumedCapacity().globalSecondaryIndexes().get("byStatus").capacityUnits()).isEqualTo(1.0);
        assertThat(moved.consumedCapacity().globalSecondaryIndexes().get("byStatus").capacityUnits()).isEqualTo(2.0);
        assertThat(moved.consumedCapacity().capacityUnits()).isEqualTo(3.0);
        assertThat(afterMove).isEqualTo(1);
        assertThat(untouched.consumedCapacity().hasGlobalSecondaryIndexes()).isFalse();
        assertThat(left.consumedCapacity().globalSecondaryIndexes().get("byStatus").capacityUnits()).isEqualTo(1.0);
        assertThat(client.scan(b -> b.tableName("orders").indexName("byStatus")).count()).isZero();
    }

    @Test
    void write_capacity_counts_the_larger_of_the_old_and_new_item() {
        // given: an item of about 300 KB
        update(b -> b.updateExpression("SET big = :v").expressionAttributeValues(values(":v", "x".repeat(300_000))));
        // when
        UpdateItemResponse shrunk = update(b -> b.updateExpression("REMOVE big")
                .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL));
        // then
        assertThat(shrunk.consumedCapacity().capacityUnits()).isEqualTo(294.0);
    }

    @Test
    void attribute_updates_put_add_and_delete_and_an_action_defaults_to_put() {
        // when
        UpdateItemResponse response = update(b -> b.attributeUpdates(Map.of(
                        "n", TestUpdates.add(value(2)), "s", TestUpdates.delete(null),
                        "ss", TestUpdates.delete(AttributeValue.fromSs(List.of("a"))), "t", TestUpdates.noAction(value("t"))))
                .returnValues(ReturnValue.UPDATED_NEW));
        // then
        assertThat(Shown.of(response.attributes())).isEqualTo("{n=N:7, ss=SS:[b], t=S:t}");
    }

    @Test
    void attribute_updates_cannot_touch_a_key_attribute() {
        String message = "One or more parameter values were invalid: Cannot update attribute sk. This attribute is part "
                + "of the key";
        assertRejected(b -> b.attributeUpdates(Map.of("sk", TestUpdates.delete(null))), message, message);
    }

    @Test
    void expected_guards_an_update_like_a_condition_expression() {
        // when / then
        assertThatThrownBy(() -> update(b -> b.expected(Map.of("n", TestUpdates.expectedValue(value(4))))
                .attributeUpdates(Map.of("n", TestUpdates.put(value(0))))))
                .isInstanceOf(ConditionalCheckFailedException.class);
        update(b -> b.expected(Map.of("n", TestUpdates.expectedValue(value(5)))).attributeUpdates(Map.of("n",
                TestUpdates.put(value(0)))));
        assertThat(stored()).containsEntry("n", value(0));
    }

    @Test
    void mixing_legacy_and_expression_parameters_lists_both_sets() {
        String message = "Can not use both expression and non-expression parameters in the same request: "
                + "Non-expression parameters: {AttributeUpdates, Expected} Expression parameters: {UpdateExpression, "
                + "ConditionExpression}";
        assertRejected(b -> b.attributeUpdates(Map.of("n", TestUpdates.put(value(0))))
                .expected(Map.of("n", TestUpdates.expectedValue(value(5))))
                .updateExpression("SET n = :v").conditionExpression("attribute_exists(n)")
                .expressionAttributeValues(values(":v", 1)), message, message);
    }
}
