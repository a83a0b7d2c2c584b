package dev.dynamofixtures.core.internal.ops;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dynamofixtures.core.internal.error.DynamoError;
import dev.dynamofixtures.core.internal.error.ErrorType;
import dev.dynamofixtures.core.internal.expr.Condition;
import dev.dynamofixtures.core.internal.expr.ExpressionAttributes;
import dev.dynamofixtures.core.internal.expr.ExpressionKind;
import dev.dynamofixtures.core.internal.expr.Expressions;
import dev.dynamofixtures.core.internal.expr.UpdateAction;
import dev.dynamofixtures.core.internal.storage.IndexDefinition;
import dev.dynamofixtures.core.internal.storage.IndexKind;
import dev.dynamofixtures.core.internal.storage.IndexProjection;
import dev.dynamofixtures.core.internal.storage.IndexWrite;
import dev.dynamofixtures.core.internal.storage.Item;
import dev.dynamofixtures.core.internal.storage.KeyAttribute;
import dev.dynamofixtures.core.internal.storage.KeySchema;
import dev.dynamofixtures.core.internal.storage.Table;
import dev.dynamofixtures.core.internal.storage.TableDefinition;
import dev.dynamofixtures.core.internal.value.AttributeType;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/** The core of UpdateItem as TransactWriteItems' Update action calls it: computes, never publishes. */
class UpdateItemPlanTest {
    private static final KeySchema KEY = KeySchema.of(new KeyAttribute("pk", AttributeType.S));
    private static final IndexDefinition BY_STATUS = IndexDefinition.of("byStatus", IndexKind.GLOBAL,
            KeySchema.of(new KeyAttribute("status", AttributeType.S)), IndexProjection.KEYS_ONLY, KEY);
    private static final TableDefinition DEFINITION = new TableDefinition("orders", KEY, List.of(BY_STATUS),
            TableDescription.builder().tableName("orders").build());
    private static final Map<String, AttributeValue> A = Map.of("pk", AttributeValue.fromS("a"));

    private final Table table = Table.create(DEFINITION).put(Table.create(DEFINITION).keyOf(A),
            Item.of(Map.of("pk", AttributeValue.fromS("a"), "status", AttributeValue.fromS("NEW"))),
            Clock.systemUTC()).table();

    private static UpdateAction update(String expression, Map<String, AttributeValue> values) {
        Map<String, String> names = new java.util.HashMap<>();
        if (expression.contains("#s")) {
            names.put("#s", "status");
        }
        if (expression.contains("#u")) {
            names.put("#u", "r\u00e9sum\u00e9"); // a name of 8 UTF-8 bytes in 6 characters
        }
        if (names.isEmpty()) {
            names = null;
        }
        return Expressions.parseUpdate(expression, ExpressionAttributes.of(names, values));
    }

    private static Condition condition(String expression) {
        return Expressions.parseCondition(expression, ExpressionKind.CONDITION, ExpressionAttributes.none());
    }

    @Test
    void a_plan_holds_the_write_the_old_and_new_item_and_the_return_values() {
        // when
        UpdateItemOperation.Planned planned = UpdateItemOperation.plan(table, A,
                update("SET #s = :s", Map.of(":s", AttributeValue.fromS("DONE"))), null, false, Clock.systemUTC());
        // then
        assertThat(planned.previous().attributes()).containsEntry("status", AttributeValue.fromS("NEW"));
        assertThat(planned.item().attributes()).containsEntry("status", AttributeValue.fromS("DONE"));
        assertThat(planned.write().indexWrites()).extracting(IndexWrite::change).containsExactly(IndexWrite.Change.MOVED);
        assertThat(planned.returnValues(ReturnValue.UPDATED_OLD)).isEqualTo(Map.of("status", AttributeValue.fromS("NEW")));
        assertThat(planned.capacityBytes()).isEqualTo(planned.item().size());
        assertThat(table.get(table.keyOf(A)).attributes()).as("the table it was given is unchanged")
                .containsEntry("status", AttributeValue.fromS("NEW"));
    }

    @Test
    void a_failed_condition_is_a_conditional_check_failure_carrying_the_item_when_asked() {
        // when / then
        assertThatThrownBy(() -> UpdateItemOperation.plan(table, A, update("REMOVE x", null),
                condition("attribute_not_exists(pk)"), true, Clock.systemUTC()))
                .isInstanceOfSatisfying(DynamoError.class, e -> {
                    assertThat(e.type()).isEqualTo(ErrorType.CONDITIONAL_CHECK_FAILED);
                    assertThat(e.item()).hasValueSatisfying(item -> assertThat(item).containsKey("status"));
                });
    }

    @Test
    void an_update_of_a_missing_item_upserts_from_its_key() {
        // when
        UpdateItemOperation.Planned planned = UpdateItemOperation.plan(table, Map.of("pk", AttributeValue.fromS("b")),
                update("SET n = :n", Map.of(":n", AttributeValue.fromN("1"))), null, false, Clock.systemUTC());
        // then
        assertThat(planned.previous()).isNull();
        assertThat(planned.item().attributes()).isEqualTo(Map.of("pk", AttributeValue.fromS("b"),
                "n", AttributeValue.fromN("1")));
        assertThat(planned.returnValues(ReturnValue.ALL_OLD)).isNull();
    }

    /** An item with nested documents, sets and text of one to four UTF-8 bytes a character. */
    private static final Map<String, AttributeValue> RICH = Map.of(
            "pk", AttributeValue.fromS("rich"),
            "status", AttributeValue.fromS("NEW"),
            "note", AttributeValue.fromS("caf\u00e9 \u20ac \ud83d\ude00"),
            "amount", AttributeValue.fromN("12.5"),
            "tags", AttributeValue.fromSs(List.of("a", "b\u00e9")),
            "counts", AttributeValue.fromNs(List.of("1", "2")),
            "order_lines", AttributeValue.fromL(List.of(
                    AttributeValue.fromM(Map.of("sku", AttributeValue.fromS("SKU-1"), "qty", AttributeValue.fromN("2"))),
                    AttributeValue.fromM(Map.of("sku", AttributeValue.fromS("SKU-\u4e2d"),
                            "qty", AttributeValue.fromN("1"))))),
            "address", AttributeValue.fromM(Map.of("city", AttributeValue.fromS("Lyon"),
                    "zip", AttributeValue.fromS("69001"))));

    static List<Object[]> updates() {
        return List.of(
                new Object[] {"SET #s = :s, amount = :n", Map.of(":s", AttributeValue.fromS("SHIPPED\u00e9"),
                        ":n", AttributeValue.fromN("130.25"))},
                new Object[] {"SET note = :s", Map.of(":s", AttributeValue.fromS("n"))},
                new Object[] {"SET added = :s, more = :n", Map.of(":s", AttributeValue.fromS("\u20ac\u20ac"),
                        ":n", AttributeValue.fromN("-0.001"))},
                new Object[] {"REMOVE note, tags, absent_attribute", null},
                new Object[] {"REMOVE order_lines[0].qty, address.zip", null},
                new Object[] {"SET order_lines[1].sku = :s, order_lines[5] = :n, address.country = :s", Map.of(
                        ":s", AttributeValue.fromS("FR\u00e9"), ":n", AttributeValue.fromN("7"))},
                new Object[] {"SET order_lines = list_append(order_lines, :l)", Map.of(":l", AttributeValue.fromL(List.of(
                        AttributeValue.fromM(Map.of("sku", AttributeValue.fromS("SKU-3"))))))},
                new Object[] {"SET amount = amount + :n, fresh = if_not_exists(fresh, :n)",
                        Map.of(":n", AttributeValue.fromN("1000.75"))},
                new Object[] {"ADD tags :t, counts :c, visits :n", Map.of(":t", AttributeValue.fromSs(List.of("c", "a")),
                        ":c", AttributeValue.fromNs(List.of("300")), ":n", AttributeValue.fromN("1"))},
                new Object[] {"DELETE tags :t, counts :c", Map.of(":t", AttributeValue.fromSs(List.of("a", "b\u00e9")),
                        ":c", AttributeValue.fromNs(List.of("1")))},
                new Object[] {"SET note = note", null},
                new Object[] {"SET #u = :s REMOVE note", Map.of(":s", AttributeValue.fromS("x"))},
                new Object[] {"REMOVE order_lines[0] SET address = :m", Map.of(":m", AttributeValue.fromM(Map.of()))});
    }

    @org.junit.jupiter.params.ParameterizedTest(name = "{0}")
    @org.junit.jupiter.params.provider.MethodSource("updates")
    void an_updated_item_has_the_size_a_walk_of_the_whole_item_counts(String expression,
                                                                       Map<String, AttributeValue> values) {
        // given
        Table rich = table.put(table.keyOf(RICH), Item.of(RICH), Clock.systemUTC()).table();
        Map<String, AttributeValue> key = Map.of("pk", AttributeValue.fromS("rich"));
        // when
        UpdateItemOperation.Planned planned = UpdateItemOperation.plan(rich, key, update(expression, values), null,
                false, Clock.systemUTC());
        // then
        assertThat(planned.item().size()).as("%s on %s", expression, RICH)
                .isEqualTo(dev.dynamofixtures.core.internal.value.ValueSizes.itemSize(planned.item().attributes()));
    }
}
