package dev.dynamofixtures.core.internal.expr;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import dev.dynamofixtures.core.internal.error.DynamoError;
import java.util.Map;

/**
 * An UpdateItem that was sent to DynamoDB Local, replayed through the expression layer as UpdateItem uses it:
 * check the maps, parse the update, then the condition, check unused placeholders, and, when the old item is
 * known, apply the update. The expectation is what DynamoDB Local answered.
 */
record ProbedUpdate(String update, String condition, Map<String, String> names,
                    Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> values,
                    Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> oldItem,
                    Object expected) {

    /** The new item DynamoDB Local returned (ALL_NEW). */
    record NewItem(Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> item) {
    }

    static ProbedUpdate update(String update, String condition, Map<String, String> names,
                               Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> values,
                               Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> oldItem) {
        return new ProbedUpdate(update, condition, names, values, oldItem, null);
    }

    ProbedUpdate expect(Object outcome) {
        return new ProbedUpdate(update, condition, names, values, oldItem, outcome);
    }

    static Object error(String message) {
        return message;
    }

    static Object ok() {
        return Boolean.TRUE;
    }

    static Object newItem(Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> item) {
        return new NewItem(item);
    }

    void verify() {
        Object[] applied = new Object[1];
        Runnable replay = () -> {
            ExpressionAttributes attributes = ExpressionAttributes.of(names, values);
            attributes.checkSuppliedWithoutExpressions(true, "UpdateExpression and ConditionExpression");
            UpdateAction action = Expressions.parseUpdate(update, attributes);
            if (condition != null) {
                Expressions.parseCondition(condition, ExpressionKind.CONDITION, attributes);
            }
            attributes.checkAllUsed();
            if (oldItem != null) {
                applied[0] = action.apply(oldItem).newItem();
            }
        };
        if (expected instanceof String message) {
            DynamoError error = null;
            try {
                replay.run();
            } catch (DynamoError e) {
                error = e;
            }
            assertThat(error).as("error of %s", this).isNotNull();
            assertThat(error.localMessage()).as("%s", this).isEqualTo(message);
            return;
        }
        assertThatCode(replay::run).as("%s", this).doesNotThrowAnyException();
        if (expected instanceof NewItem newItem) {
            assertThat(applied[0]).as("%s", this).isEqualTo(newItem.item());
        }
    }

    @Override
    public String toString() {
        return "UpdateItem " + update + (condition == null ? "" : " IF " + condition) + " names=" + names + " values="
                + values;
    }
}
