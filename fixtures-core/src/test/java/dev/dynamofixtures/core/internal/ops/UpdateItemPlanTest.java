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
        Map<String, String> names = expression.contains("#s") ? Map.of("#s", "status") : null;
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
}
