package dev.dynamofixtures.core.differential;

import static dev.dynamofixtures.core.ops.TestTables.item;

import dev.dynamofixtures.core.ops.TestTables;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;

/**
 * Checks whose order or text a public conformance suite captured from the service, where DynamoDB Local answers
 * as the service does; and, where the service answers otherwise (the LIVE dialect follows it), that the engine's
 * LOCAL dialect still answers as DynamoDB Local does.
 */
class ServiceOrderDifferentialTest {
    private static final String ABSENT = "absent_table";
    private Differential diff;

    @BeforeEach
    void tables() {
        diff = new Differential();
        diff.both(c -> c.createTable(TestTables.table("comp").hash("pk", ScalarAttributeType.S)
                .range("sk", ScalarAttributeType.S).request()));
        diff.both(c -> c.createTable(TestTables.table("hashg").hash("pk", ScalarAttributeType.S)
                .gsi("gix", ProjectionType.ALL, "g", ScalarAttributeType.S).request()));
    }

    @AfterEach
    void close() {
        diff.close();
    }

    /** {@code levels} single-entry maps around a string. */
    private static AttributeValue nested(int levels) {
        AttributeValue value = AttributeValue.fromS("leaf");
        for (int i = 0; i < levels; i++) {
            value = AttributeValue.fromM(Map.of("n", value));
        }
        return value;
    }

    private static Map<String, AttributeValue> key(AttributeValue pk) {
        Map<String, AttributeValue> key = new LinkedHashMap<>();
        key.put("pk", pk);
        key.put("sk", AttributeValue.fromS("1"));
        return key;
    }

    /** {@code a = :v} joined 373 more times: 4,109 characters. */
    private static String oversizedCondition() {
        return "a = :v" + " AND a = :v".repeat(373);
    }

    /** 500 SETs: 5,392 characters. */
    private static String oversizedUpdate() {
        StringBuilder update = new StringBuilder("SET a0 = :v");
        for (int i = 1; i < 500; i++) {
            update.append(", a").append(i).append(" = :v");
        }
        return update.toString();
    }

    private void write(String description, TransactWriteItem... actions) {
        diff.same(description, c -> c.transactWriteItems(b -> b.transactItems(actions)));
    }

    @Test
    void a_transaction_delete_reports_its_condition_before_its_key_nested_100_levels() {
        for (String table : List.of(ABSENT, "comp")) {
            write(table + ": syntax error", TransactWriteItem.builder().delete(d -> d.tableName(table)
                    .key(key(nested(100))).conditionExpression("a = = b")).build());
            write(table + ": oversized condition", TransactWriteItem.builder().delete(d -> d.tableName(table)
                    .key(key(nested(100))).conditionExpression(oversizedCondition())
                    .expressionAttributeValues(Map.of(":v", AttributeValue.fromS("x")))).build());
        }
    }

    @Test
    void a_transaction_check_or_update_reports_its_expressions_and_their_maps_before_its_key_values() {
        write("an unused value before a key number that is none", TransactWriteItem.builder().conditionCheck(c -> c
                .tableName(ABSENT).key(key(AttributeValue.fromN("abc"))).conditionExpression("attribute_exists(a)")
                .expressionAttributeValues(Map.of(":u", AttributeValue.fromS("x")))).build());
        write("an empty values map before a key nested 40 levels", TransactWriteItem.builder().delete(d -> d
                .tableName("comp").key(key(nested(40))).conditionExpression("attribute_exists(a)")
                .expressionAttributeValues(Map.of())).build());
        Map<String, AttributeValue> emptyName = key(AttributeValue.fromS("a"));
        emptyName.put("", AttributeValue.fromS("x"));
        write("an update expression's syntax error before a key's empty name", TransactWriteItem.builder()
                .update(u -> u.tableName(ABSENT).key(emptyName).updateExpression("SET = z")).build());
        write("a condition value nested 100 levels before a key's empty set", TransactWriteItem.builder()
                .update(u -> u.tableName("comp").key(key(AttributeValue.fromSs(List.of()))).updateExpression("SET z = :d")
                        .conditionExpression("a = :d").expressionAttributeValues(Map.of(":d", nested(100)))).build());
    }

    @Test
    void an_oversized_update_expression_states_no_size_in_a_transaction_and_in_update_item() {
        write("an update before a later check's key nested 100 levels",
                TransactWriteItem.builder().update(u -> u.tableName(ABSENT).key(key(AttributeValue.fromS("a")))
                        .updateExpression(oversizedUpdate())
                        .expressionAttributeValues(Map.of(":v", AttributeValue.fromS("x")))).build(),
                TransactWriteItem.builder().conditionCheck(c -> c.tableName(ABSENT).key(key(nested(100)))
                        .conditionExpression("attribute_exists(a)")).build());
        diff.same("UpdateItem", c -> c.updateItem(b -> b.tableName("comp").key(key(AttributeValue.fromS("a")))
                .updateExpression(oversizedUpdate()).expressionAttributeValues(Map.of(":v", AttributeValue.fromS("x")))));
    }

    @Test
    void an_oversized_projection_states_no_size_and_an_oversized_condition_filter_or_key_condition_does() {
        StringBuilder projection = new StringBuilder("a0");
        for (int i = 1; i < 900; i++) {
            projection.append(", a").append(i);
        }
        Map<String, AttributeValue> values = Map.of(":v", AttributeValue.fromS("x"));
        diff.same("projection", c -> c.getItem(b -> b.tableName("comp").key(key(AttributeValue.fromS("a")))
                .projectionExpression(projection.toString())));
        diff.same("condition", c -> c.putItem(b -> b.tableName("comp").item(key(AttributeValue.fromS("a")))
                .conditionExpression(oversizedCondition()).expressionAttributeValues(values)));
        diff.same("filter", c -> c.scan(b -> b.tableName("comp").filterExpression(oversizedCondition())
                .expressionAttributeValues(values)));
        diff.same("key condition", c -> c.query(b -> b.tableName("comp").keyConditionExpression(oversizedCondition())
                .expressionAttributeValues(values)));
    }

    @Test
    void the_local_dialect_fails_a_transaction_on_a_key_or_index_key_that_is_no_scalar_as_local_does() {
        AttributeValue list = AttributeValue.fromL(List.of(AttributeValue.fromS("x")));
        write("put", TransactWriteItem.builder().put(p -> p.tableName("hashg").item(Map.of("pk", list))).build());
        write("update", TransactWriteItem.builder().update(u -> u.tableName("hashg").key(Map.of("pk", list))
                .updateExpression("SET v = :v").expressionAttributeValues(Map.of(":v", AttributeValue.fromS("x"))))
                .build());
        write("delete", TransactWriteItem.builder().delete(d -> d.tableName("hashg").key(Map.of("pk", list))).build());
        write("check", TransactWriteItem.builder().conditionCheck(c -> c.tableName("hashg").key(Map.of("pk", list))
                .conditionExpression("attribute_exists(pk)")).build());
        write("an index key, after a wrong-typed key",
                TransactWriteItem.builder().delete(d -> d.tableName("hashg").key(item("pk", 1))).build(),
                TransactWriteItem.builder().put(p -> p.tableName("hashg").item(Map.of("pk", AttributeValue.fromS("a"),
                        "g", list))).build());
        write("a later missing table", TransactWriteItem.builder().delete(d -> d.tableName("hashg")
                        .key(Map.of("pk", list))).build(),
                TransactWriteItem.builder().delete(d -> d.tableName(ABSENT).key(item("pk", "a"))).build());
    }

    @Test
    void the_local_dialect_fails_an_execute_transaction_insert_whose_index_key_is_no_scalar_as_local_does() {
        // ExecuteTransaction runs its statements as a TransactWriteItems and re-words what that raises
        diff.same("INSERT", c -> c.executeTransaction(b -> b.transactStatements(s -> s
                .statement("INSERT INTO hashg VALUE {'pk': 'a', 'g': [1]}"))));
    }

    @Test
    void the_local_dialect_looks_the_table_up_before_faults_the_service_reports_first_as_local_does() {
        diff.same("DeleteItem's UPDATED_NEW", c -> c.deleteItem(b -> b.tableName(ABSENT)
                .key(key(AttributeValue.fromS("a"))).returnValues("UPDATED_NEW")));
        diff.same("a key condition's operand type", c -> c.query(b -> b.tableName(ABSENT)
                .keyConditionExpression("pk = :p AND begins_with(sk, :n)")
                .expressionAttributeValues(Map.of(":p", AttributeValue.fromS("q"), ":n", AttributeValue.fromN("1")))));
    }

    @Test
    void the_local_dialect_words_request_shape_and_item_faults_the_service_joins_or_reorders_as_local_does() {
        diff.same("UpdateItem without a key or a table name", c -> c.updateItem(b -> b.tableName("")
                .updateExpression("SET a = :a").expressionAttributeValues(Map.of(":a", AttributeValue.fromS("x")))));
        diff.same("UpdateItem without a key, its table name invalid", c -> c.updateItem(b -> b.tableName("x!")
                .updateExpression("SET a = :a").expressionAttributeValues(Map.of(":a", AttributeValue.fromS("x")))));
        diff.same("a token too long beside an unknown capacity", c -> c.transactWriteItems(b -> b
                .transactItems(TransactWriteItem.builder().put(p -> p.tableName("comp")
                        .item(key(AttributeValue.fromS("t")))).build())
                .clientRequestToken("x".repeat(37)).returnConsumedCapacity("BOGUS")));
        Map<String, AttributeValue> deepFirst = key(AttributeValue.fromS("a"));
        deepFirst.put("d", nested(100));
        deepFirst.put("", AttributeValue.fromS("x"));
        write("a value nested 100 levels before an empty name", TransactWriteItem.builder()
                .put(p -> p.tableName(ABSENT).item(deepFirst)).build());
        diff.same("two conditions on the sort key", c -> c.query(b -> b.tableName("comp")
                .keyConditionExpression("pk = :p AND sk > :a AND sk < :b").expressionAttributeValues(Map.of(
                        ":p", AttributeValue.fromS("q"), ":a", AttributeValue.fromS("1"), ":b", AttributeValue.fromS("5")))));
        diff.same("three conditions on a two-attribute key", c -> c.query(b -> b.tableName("comp")
                .keyConditionExpression("pk = :p AND sk > :a AND extra = :b").expressionAttributeValues(Map.of(
                        ":p", AttributeValue.fromS("q"), ":a", AttributeValue.fromS("1"), ":b", AttributeValue.fromS("5")))));
    }
}
