package dev.dynamofixtures.core.differential;

import static dev.dynamofixtures.core.ops.TestTables.item;
import static dev.dynamofixtures.core.ops.TestTables.value;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeAction;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.AttributeValueUpdate;
import software.amazon.awssdk.services.dynamodb.model.ExpectedAttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * UpdateItem: the engine and DynamoDB Local give the same items, return values, capacity and errors. UPDATED_OLD
 * and UPDATED_NEW are compared only for updates of top-level attributes: for nested paths DynamoDB Local returns
 * whole top-level attributes (and nothing after a list append or a nested REMOVE), where the service and the
 * engine return the updated paths (SPEC 8.1, a documented Local quirk); those updates are compared through
 * ALL_NEW and ALL_OLD instead.
 */
class UpdateDifferentialTest {
    private static final Map<String, AttributeValue> KEY = item("pk", "a", "sk", 1);

    private Differential diff;

    @BeforeEach
    void seed() {
        diff = new Differential();
        diff.both(c -> c.createTable(Universe.table()));
        diff.both(c -> c.putItem(b -> b.tableName(Universe.TABLE).item(item("pk", "a", "sk", 1, "n", 5, "s", "str",
                "m", AttributeValue.fromM(Map.of("x", value(1), "in", AttributeValue.fromM(Map.of("y", value(2))))),
                "l", AttributeValue.fromL(List.of(value("a"), value("b"), value("c"), value("d"))),
                "ss", AttributeValue.fromSs(List.of("a", "b")), "ns", AttributeValue.fromNs(List.of("1", "2")),
                "h1", "H", "h2", 1, "r1", "r", "r2", 2, "r3", new byte[] {1}, "ls", 3, "v", "projected"))));
    }

    @AfterEach
    void close() {
        diff.close();
    }

    private static Map<String, AttributeValue> values(Object... pairs) {
        return item(pairs);
    }

    private void same(String description, Consumer<UpdateItemRequest.Builder> request) {
        diff.same(description, c -> c.updateItem(b -> request.accept(b.tableName(Universe.TABLE).key(KEY))));
    }

    private void update(String description, String expression, Map<String, AttributeValue> values, ReturnValue returned) {
        same(description + ": " + expression, b -> b.updateExpression(expression).expressionAttributeValues(values)
                .returnValues(returned));
    }

    private void stored(String description) {
        diff.same(description + " (stored)", c -> c.getItem(b -> b.tableName(Universe.TABLE).key(KEY)));
    }

    @Test
    void update_expressions_give_the_same_items() {
        update("arithmetic and functions", "SET n = n + :one, n2 = :one - n, s2 = if_not_exists(s, :d), "
                + "s3 = if_not_exists(nope, :d), l2 = list_append(l, :l), l3 = list_append(:l, l)",
                values(":one", 1, ":d", "def", ":l", AttributeValue.fromL(List.of(value("z")))), ReturnValue.ALL_NEW);
        update("nested paths", "SET m.x = :one, m.in.y = m.x, m.new = :d, l[1] = :d, l[10] = :d",
                values(":one", 10, ":d", "new"), ReturnValue.ALL_NEW);
        update("list removal by old indexes", "REMOVE l[0], l[2], m.in.y, nope, m.nope, l[99]", null,
                ReturnValue.ALL_NEW);
        update("sets and numbers", "ADD n :one, ss :ss, newn :one, newss :ss DELETE ns :ns",
                values(":one", 1, ":ss", AttributeValue.fromSs(List.of("c", "a")),
                        ":ns", AttributeValue.fromNs(List.of("1", "2"))), ReturnValue.ALL_NEW);
        update("reads see the old item", "SET n = n2, n2 = n, s = s3, s3 = s", null, ReturnValue.ALL_NEW);
        stored("after the updates");
    }

    @Test
    void top_level_return_values_are_the_same() {
        for (ReturnValue returned : List.of(ReturnValue.NONE, ReturnValue.ALL_OLD, ReturnValue.UPDATED_OLD,
                ReturnValue.ALL_NEW, ReturnValue.UPDATED_NEW)) {
            update(returned.toString(), "SET n = n + :one, fresh = :one REMOVE s, gone ADD ss :ss",
                    values(":one", 1, ":ss", AttributeValue.fromSs(List.of("z"))), returned);
            update(returned + " of an unchanged value", "SET n = n", null, returned);
            update(returned + " removing nothing", "REMOVE nothing", null, returned);
        }
        diff.same("upsert UPDATED_OLD", c -> c.updateItem(b -> b.tableName(Universe.TABLE)
                .key(item("pk", "new", "sk", 1)).updateExpression("SET a = pk").returnValues(ReturnValue.UPDATED_OLD)));
        diff.same("upsert ALL_OLD", c -> c.updateItem(b -> b.tableName(Universe.TABLE)
                .key(item("pk", "new2", "sk", 1)).updateExpression("SET a = pk").returnValues(ReturnValue.ALL_OLD)));
        diff.same("upsert without expression", c -> c.updateItem(b -> b.tableName(Universe.TABLE)
                .key(item("pk", "new3", "sk", 1)).returnValues(ReturnValue.ALL_NEW)));
        diff.same("upsert of REMOVE only", c -> c.updateItem(b -> b.tableName(Universe.TABLE)
                .key(item("pk", "new4", "sk", 1)).updateExpression("REMOVE a").returnValues(ReturnValue.ALL_NEW)));
        diff.same("upsert reading the key", c -> c.updateItem(b -> b.tableName(Universe.TABLE)
                .key(item("pk", "new5", "sk", 2)).updateExpression("SET a = if_not_exists(pk, :one), b = sk + :one")
                .expressionAttributeValues(values(":one", 1)).returnValues(ReturnValue.ALL_NEW)));
    }

    @Test
    void runtime_errors_are_the_same_and_change_nothing() {
        Map<String, AttributeValue> one = values(":one", 1);
        update("operand of the wrong type", "SET x = s + :one", one, ReturnValue.NONE);
        update("missing operand", "SET x = nope + :one", one, ReturnValue.NONE);
        update("missing parent", "SET nope.x = :one", one, ReturnValue.NONE);
        update("parent of the wrong kind", "SET s.x = :one", one, ReturnValue.NONE);
        update("list index on a map", "SET m[0] = :one", one, ReturnValue.NONE);
        update("remove under a missing parent", "REMOVE nope.x", null, ReturnValue.NONE);
        update("list_append of a string", "SET x = list_append(s, :l)", values(":l", AttributeValue.fromL(List.of())),
                ReturnValue.NONE);
        update("add a number set to a string set", "ADD ss :ns", values(":ns", AttributeValue.fromNs(List.of("1"))),
                ReturnValue.NONE);
        update("add to a list element of the wrong type", "ADD l[0] :one", one, ReturnValue.NONE);
        update("delete from a number", "DELETE n :ns", values(":ns", AttributeValue.fromNs(List.of("1"))),
                ReturnValue.NONE);
        update("overflow", "SET x = :big + :big", values(":big", AttributeValue.fromN("9.9e125")), ReturnValue.NONE);
        update("precision", "SET x = :a + :b", values(":a", AttributeValue.fromN("1e37"), ":b", AttributeValue.fromN("0.1")),
                ReturnValue.NONE);
        stored("after the failures");
    }

    @Test
    void key_and_index_key_errors_are_the_same() {
        update("key attribute", "SET pk = :v", values(":v", "b"), ReturnValue.NONE);
        update("sort key removed", "REMOVE sk", null, ReturnValue.NONE);
        update("nested key path", "SET sk.x = :v", values(":v", "b"), ReturnValue.NONE);
        update("several key attributes", "SET v = :v, sk = :v, pk = :v", values(":v", "b"), ReturnValue.NONE);
        update("index key of the wrong type", "SET h1 = :v", values(":v", 1), ReturnValue.NONE);
        update("index key empty", "SET r1 = :v", values(":v", ""), ReturnValue.NONE);
        update("index key empty binary", "SET r3 = :v", values(":v", new byte[0]), ReturnValue.NONE);
        update("index key a set", "SET h1 = :v", values(":v", AttributeValue.fromSs(List.of("x"))), ReturnValue.NONE);
        update("index key over 1024 bytes", "SET r1 = :v", values(":v", "x".repeat(1025)), ReturnValue.NONE);
        update("aggregate index sort key over 1024 bytes", "SET r1 = :v", values(":v", "x".repeat(1020)),
                ReturnValue.NONE);
        same("index key emptied by AttributeUpdates", b -> b.attributeUpdates(Map.of("r1",
                AttributeValueUpdate.builder().action(AttributeAction.PUT).value(value("")).build())));
        same("key attribute in AttributeUpdates", b -> b.attributeUpdates(Map.of("sk",
                AttributeValueUpdate.builder().action(AttributeAction.DELETE).build())));
        same("LSI key of the wrong type by AttributeUpdates", b -> b.attributeUpdates(Map.of("ls",
                AttributeValueUpdate.builder().action(AttributeAction.PUT).value(value("x")).build())));
        stored("after the failures");
    }

    /**
     * DynamoDB Local stores numbers computed by an UpdateExpression as Java's BigDecimal prints them ({@code 7.00},
     * {@code -5.0}) and numbers an ADD creates as written; the service normalises every number, as the engine does.
     */
    @Test
    void computed_numbers_are_normalised_unlike_dynamodb_local() {
        Differential.Pair pair = diff.run(c -> c.updateItem(b -> b.tableName(Universe.TABLE).key(KEY)
                .updateExpression("SET x = :a + :a, y = :b - :c ADD z :d")
                .expressionAttributeValues(values(":a", AttributeValue.fromN("-2.5"), ":b", AttributeValue.fromN("7.25"),
                        ":c", AttributeValue.fromN("0.25"), ":d", AttributeValue.fromN("1.50")))
                .returnValues(ReturnValue.UPDATED_NEW)), List.of(), List.of(), false);
        org.assertj.core.api.Assertions.assertThat(((Normalized.Wrote) pair.local().response()).attributes())
                .isEqualTo(values("x", AttributeValue.fromN("-5.0"), "y", AttributeValue.fromN("7.00"),
                        "z", AttributeValue.fromN("1.50")));
        org.assertj.core.api.Assertions.assertThat(((Normalized.Wrote) pair.engine().response()).attributes())
                .isEqualTo(values("x", AttributeValue.fromN("-5"), "y", AttributeValue.fromN("7"),
                        "z", AttributeValue.fromN("1.5")));
    }

    /**
     * DynamoDB Local stores a number an UpdateExpression SETs from a value as the value spells it ({@code 01.50}: so
     * GetItem returns it; a ConditionalCheckFailedException's item has {@code 1.50} in process, {@code 01.50} over
     * HTTP); the service normalises it, as PutItem does in both, and so does the engine. Found by {@code ExpressionFuzzDifferentialTest} (seeds 32, 33).
     */
    @Test
    void a_number_set_from_a_value_spelled_otherwise_is_stored_normalised_unlike_dynamodb_local() {
        diff.both(c -> c.updateItem(b -> b.tableName(Universe.TABLE).key(KEY).updateExpression("SET x = :v")
                .expressionAttributeValues(values(":v", AttributeValue.fromN("01.50")))));
        Differential.Pair read = diff.run(c -> c.getItem(b -> b.tableName(Universe.TABLE).key(KEY)
                .projectionExpression("x")), List.of(), List.of(), false);
        org.assertj.core.api.Assertions.assertThat(((Normalized.Got) read.local().response()).item())
                .isEqualTo(values("x", AttributeValue.fromN("01.50")));
        org.assertj.core.api.Assertions.assertThat(((Normalized.Got) read.engine().response()).item())
                .isEqualTo(values("x", AttributeValue.fromN("1.5")));
        Differential.Pair failed = diff.run(c -> c.updateItem(b -> b.tableName(Universe.TABLE).key(KEY)
                .updateExpression("SET y = :v").conditionExpression("attribute_not_exists(pk)")
                .expressionAttributeValues(values(":v", AttributeValue.fromN("1")))
                .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)),
                List.of(), List.of(), false);
        @SuppressWarnings("unchecked")
        Map<String, AttributeValue> localItem = (Map<String, AttributeValue>) failed.local().details();
        @SuppressWarnings("unchecked")
        Map<String, AttributeValue> engineItem = (Map<String, AttributeValue>) failed.engine().details();
        // 1.50 from the embedded Local, 01.50 from its HTTP server (DifferentialOverHttpTest)
        org.assertj.core.api.Assertions.assertThat(localItem.get("x").n()).isIn("1.50", "01.50");
        org.assertj.core.api.Assertions.assertThat(engineItem).containsEntry("x", AttributeValue.fromN("1.5"));
    }

    /** A map value nesting {@code levels} maps around a string. */
    private static AttributeValue nestedMaps(int levels) {
        AttributeValue value = AttributeValue.fromS("x");
        for (int i = 0; i < levels; i++) {
            value = AttributeValue.fromM(Map.of("m", value));
        }
        return value;
    }

    /** A list value nesting {@code levels} lists around a string. */
    private static AttributeValue nestedLists(int levels) {
        AttributeValue value = AttributeValue.fromS("x");
        for (int i = 0; i < levels; i++) {
            value = AttributeValue.fromL(List.of(value));
        }
        return value;
    }

    /**
     * An expression value may nest one level deeper than an item's attribute (32 maps around a string are a valid
     * value, 33 are not), and an update whose item would then nest deeper than a PutItem's may is refused after its
     * condition, with DynamoDB Local's short words: a deep value set at the top, under a map or a list element, or
     * appended to a list, by an UpdateExpression or a PartiQL UPDATE (a probe of limits found both).
     */
    @Test
    void an_update_is_refused_when_its_item_would_nest_deeper_than_a_put_may() {
        diff.both(c -> c.putItem(b -> b.tableName(Universe.TABLE).item(item("pk", "a", "sk", 5))));
        Map<String, AttributeValue> key = item("pk", "a", "sk", 5);
        diff.both(c -> c.updateItem(b -> b.tableName(Universe.TABLE).key(key).updateExpression("SET m = :m, l = :l")
                .expressionAttributeValues(values(":m", nestedMaps(1), ":l", AttributeValue.fromL(List.of(value("x")))))));
        for (int levels = 29; levels <= 33; levels++) {
            AttributeValue maps = nestedMaps(levels);
            AttributeValue lists = nestedLists(levels);
            for (String update : List.of("SET deep = :d", "SET m.x = :d", "SET m.m.x = :d", "SET l[0] = :d",
                    "SET nope = if_not_exists(nope, :d)")) {
                diff.same(update + " of " + levels + " maps", c -> c.updateItem(b -> b.tableName(Universe.TABLE).key(key)
                        .updateExpression(update).expressionAttributeValues(values(":d", maps))));
            }
            diff.same("SET deep of " + levels + " lists", c -> c.updateItem(b -> b.tableName(Universe.TABLE).key(key)
                    .updateExpression("SET deep = :d").expressionAttributeValues(values(":d", lists))));
            diff.same("list_append of " + levels + " lists", c -> c.updateItem(b -> b.tableName(Universe.TABLE).key(key)
                    .updateExpression("SET l = list_append(l, :d)").expressionAttributeValues(values(":d", lists))));
            diff.same("a failing condition first, " + levels, c -> c.updateItem(b -> b.tableName(Universe.TABLE).key(key)
                    .updateExpression("SET deep = :d").conditionExpression("attribute_not_exists(pk)")
                    .expressionAttributeValues(values(":d", maps))));
            diff.same("a condition's value of " + levels + " maps", c -> c.putItem(b -> b.tableName(Universe.TABLE)
                    .item(key).conditionExpression("m = :d").expressionAttributeValues(values(":d", maps))));
            diff.same("a filter's value of " + levels + " maps", c -> c.query(b -> b.tableName(Universe.TABLE)
                    .keyConditionExpression("pk = :p").filterExpression("m = :d")
                    .expressionAttributeValues(values(":p", value("a"), ":d", maps))));
            if (levels <= 32) { // beyond, Local's PartiQL words a parameter's depth without the values map's prefix
                diff.same("PartiQL UPDATE of " + levels + " maps", c -> c.executeStatement(b -> b.statement(
                        "UPDATE \"" + Universe.TABLE + "\" SET deep = ? WHERE pk = 'a' AND sk = 5").parameters(maps))
                        .items());
            }
            diff.same("the item after " + levels, c -> c.getItem(b -> b.tableName(Universe.TABLE).key(key)));
        }
    }

    /**
     * DynamoDB Local accepts an UpdateExpression that sets an LSI sort key to another type, and indexes the item
     * under it; it rejects the same through PutItem or AttributeUpdates, as the service does. The engine rejects it.
     */
    @Test
    void an_lsi_key_set_to_another_type_is_rejected_unlike_dynamodb_local() {
        Differential.Pair pair = diff.run(c -> c.updateItem(b -> b.tableName(Universe.TABLE).key(KEY)
                .updateExpression("SET ls = :v").expressionAttributeValues(values(":v", "x"))), List.of(), List.of(), false);
        org.assertj.core.api.Assertions.assertThat(pair.local().isError()).isFalse();
        org.assertj.core.api.Assertions.assertThat(pair.engine().errorMessage())
                .isEqualTo("One or more parameter values were invalid: Type mismatch for Index Key");
    }

    @Test
    void size_limits_are_checked_alike_before_and_after_the_condition() {
        String failing = "attribute_not_exists(pk)";
        for (int length : new int[] {409_598, 409_599}) {
            same("SET b2 of " + length, b -> b.updateExpression("SET b2 = :v").conditionExpression(failing)
                    .expressionAttributeValues(values(":v", "x".repeat(length))));
            same("nested SET of " + length, b -> b.updateExpression("SET m.xy = :v").conditionExpression(failing)
                    .expressionAttributeValues(values(":v", "x".repeat(length - 1))));
            same("list element of " + length, b -> b.updateExpression("SET l[0] = :v").conditionExpression(failing)
                    .expressionAttributeValues(values(":v", "x".repeat(length + 1))));
            same("if_not_exists of " + length, b -> b.updateExpression("SET b1 = if_not_exists(b1, :v)")
                    .conditionExpression(failing).expressionAttributeValues(values(":v", "x".repeat(length))));
        }
        same("two values", b -> b.updateExpression("SET b1 = :v, b2 = :v").conditionExpression(failing)
                .expressionAttributeValues(values(":v", "x".repeat(204_799))));
        same("list_append operands", b -> b.updateExpression("SET b1 = list_append(:v, :w)").conditionExpression(failing)
                .expressionAttributeValues(values(":v", AttributeValue.fromL(List.of(value("x".repeat(204_795)))),
                        ":w", AttributeValue.fromL(List.of(value("x".repeat(204_796)))))));
        same("ADD operand", b -> b.updateExpression("SET b1 = :v ADD b2 :n").conditionExpression(failing)
                .expressionAttributeValues(values(":v", "x".repeat(409_595), ":n", 1)));
        same("DELETE operand is not counted", b -> b.updateExpression("DELETE ss :v").conditionExpression(failing)
                .expressionAttributeValues(values(":v", AttributeValue.fromSs(List.of("x".repeat(409_599))))));
        same("growth past the limit", b -> b.updateExpression("SET big = :v")
                .expressionAttributeValues(values(":v", "x".repeat(300_000))));
        same("growth past the limit, condition failing", b -> b.updateExpression("SET l2 = list_append(l, :l), b2 = big")
                .conditionExpression(failing).expressionAttributeValues(values(":l", AttributeValue.fromL(List.of()))));
        same("growth past the limit, and an index key of the wrong type", b -> b.updateExpression("SET b2 = big, h1 = :n")
                .expressionAttributeValues(values(":n", 1)));
        stored("after the size checks");
    }

    @Test
    void conditions_and_failures_return_the_same() {
        same("failing condition with the item", b -> b.updateExpression("SET n = :n").conditionExpression("n > :n")
                .expressionAttributeValues(values(":n", 9))
                .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD));
        same("passing condition on a nested path", b -> b.updateExpression("SET n = :n")
                .conditionExpression("size(l) = :four AND m.in.y = :two")
                .expressionAttributeValues(values(":n", 9, ":four", 4, ":two", 2)).returnValues(ReturnValue.UPDATED_OLD));
        diff.same("failing condition on a missing item", c -> c.updateItem(b -> b.tableName(Universe.TABLE)
                .key(item("pk", "zz", "sk", 1)).updateExpression("SET n = :n").conditionExpression("attribute_exists(pk)")
                .expressionAttributeValues(values(":n", 9))
                .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)));
        same("Expected and AttributeUpdates", b -> b.expected(Map.of("n", ExpectedAttributeValue.builder()
                        .value(value(9)).build()))
                .attributeUpdates(Map.of("n", AttributeValueUpdate.builder().action(AttributeAction.ADD)
                        .value(value(1)).build()))
                .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD));
        stored("after the conditions");
    }

    @Test
    void write_capacity_counts_index_entries_alike() {
        Map<String, Consumer<UpdateItemRequest.Builder>> steps = new java.util.LinkedHashMap<>();
        steps.put("projected attribute of an INCLUDE index", b -> b.updateExpression("SET v = :v")
                .expressionAttributeValues(values(":v", "changed")));
        steps.put("attribute no KEYS_ONLY index projects", b -> b.updateExpression("SET n = :v")
                .expressionAttributeValues(values(":v", 6)));
        steps.put("multi-attribute GSI sort key moves", b -> b.updateExpression("SET r1 = :v")
                .expressionAttributeValues(values(":v", "q")));
        steps.put("partition key shared by two GSIs moves", b -> b.updateExpression("SET h1 = :v")
                .expressionAttributeValues(values(":v", "G")));
        steps.put("the item leaves two GSIs", b -> b.updateExpression("REMOVE h1"));
        steps.put("LSI key changes", b -> b.updateExpression("SET ls = :v").expressionAttributeValues(values(":v", 4)));
        steps.put("nothing changes", b -> b.updateExpression("SET ls = ls"));
        steps.put("the item enters two GSIs", b -> b.updateExpression("SET h1 = :v")
                .expressionAttributeValues(values(":v", "H")));
        steps.put("big item", b -> b.updateExpression("SET big = :v").expressionAttributeValues(values(":v",
                "x".repeat(5000))));
        steps.put("big item shrinks", b -> b.updateExpression("REMOVE big"));
        steps.forEach((description, step) -> same(description, b -> {
            step.accept(b);
            b.returnConsumedCapacity(ReturnConsumedCapacity.INDEXES);
        }));
        diff.same("upsert", c -> c.updateItem(b -> b.tableName(Universe.TABLE).key(item("pk", "new", "sk", 1))
                .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)));
    }

    @Test
    void attribute_updates_give_the_same_items() {
        Map<String, AttributeValueUpdate> updates = new HashMap<>();
        updates.put("n", AttributeValueUpdate.builder().action(AttributeAction.ADD).value(value(2)).build());
        updates.put("l", AttributeValueUpdate.builder().action(AttributeAction.ADD)
                .value(AttributeValue.fromL(List.of(value("e")))).build());
        updates.put("ss", AttributeValueUpdate.builder().action(AttributeAction.DELETE)
                .value(AttributeValue.fromSs(List.of("a"))).build());
        updates.put("s", AttributeValueUpdate.builder().action(AttributeAction.DELETE).build());
        updates.put("t", AttributeValueUpdate.builder().action(AttributeAction.PUT).value(value("t")).build());
        for (ReturnValue returned : List.of(ReturnValue.UPDATED_OLD, ReturnValue.UPDATED_NEW, ReturnValue.ALL_NEW)) {
            same("AttributeUpdates " + returned, b -> b.attributeUpdates(updates).returnValues(returned));
        }
        same("ADD of another type", b -> b.attributeUpdates(Map.of("l", AttributeValueUpdate.builder()
                .action(AttributeAction.ADD).value(value(1)).build())));
        same("ADD of a string", b -> b.attributeUpdates(Map.of("x", AttributeValueUpdate.builder()
                .action(AttributeAction.ADD).value(value("x")).build())));
        diff.same("AttributeUpdates on a missing item", c -> c.updateItem(b -> b.tableName(Universe.TABLE)
                .key(item("pk", "new", "sk", 1)).returnValues(ReturnValue.ALL_NEW)
                .attributeUpdates(Map.of("a", AttributeValueUpdate.builder().action(AttributeAction.ADD)
                        .value(value(1)).build(), "c", AttributeValueUpdate.builder().action(AttributeAction.DELETE)
                        .value(AttributeValue.fromNs(List.of("1"))).build()))));
        stored("after the updates");
    }
}
