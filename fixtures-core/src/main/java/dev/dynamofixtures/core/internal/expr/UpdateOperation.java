package dev.dynamofixtures.core.internal.expr;

import dev.dynamofixtures.core.internal.error.DynamoError;
import dev.dynamofixtures.core.internal.value.AttributeType;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** What one update action does to the value at its path. */
sealed interface UpdateOperation {

    /** The value at the path afterwards (null: absent), given the value there now (null: absent). */
    AttributeValue apply(AttributeValue current, Map<String, AttributeValue> oldItem);

    record Set(UpdateValue value) implements UpdateOperation {
        @Override
        public AttributeValue apply(AttributeValue current, Map<String, AttributeValue> oldItem) {
            return value.evaluate(oldItem);
        }
    }

    record Remove() implements UpdateOperation {
        @Override
        public AttributeValue apply(AttributeValue current, Map<String, AttributeValue> oldItem) {
            return null;
        }
    }

    /** ADD of a number or a set. */
    record Add(AttributeValue operand) implements UpdateOperation {
        @Override
        public AttributeValue apply(AttributeValue current, Map<String, AttributeValue> oldItem) {
            return UpdateArithmetic.add(current, operand);
        }
    }

    /** DELETE of a set's elements; nothing to delete from is no error. */
    record Delete(AttributeValue operand) implements UpdateOperation {
        @Override
        public AttributeValue apply(AttributeValue current, Map<String, AttributeValue> oldItem) {
            return current == null ? null : UpdateArithmetic.delete(current, operand);
        }
    }

    /** AttributeUpdates ADD: numbers, sets, and lists (appended); a target of another type is a mismatch. */
    record LegacyAdd(AttributeValue operand) implements UpdateOperation {
        @Override
        public AttributeValue apply(AttributeValue current, Map<String, AttributeValue> oldItem) {
            if (current == null) {
                return operand;
            }
            if (AttributeType.of(current) != AttributeType.of(operand)) {
                throw legacyMismatch();
            }
            if (current.hasL()) {
                List<AttributeValue> joined = new ArrayList<>(current.l());
                joined.addAll(operand.l());
                return AttributeValue.fromL(joined);
            }
            return UpdateArithmetic.add(current, operand);
        }
    }

    /** AttributeUpdates DELETE of a set's elements; a target of another type is a mismatch. */
    record LegacyDelete(AttributeValue operand) implements UpdateOperation {
        @Override
        public AttributeValue apply(AttributeValue current, Map<String, AttributeValue> oldItem) {
            if (current == null) {
                return null;
            }
            if (AttributeType.of(current) != AttributeType.of(operand)) {
                throw legacyMismatch();
            }
            return UpdateArithmetic.delete(current, operand);
        }
    }

    /** The legacy parameters' runtime type error. */
    static DynamoError legacyMismatch() {
        return DynamoError.validation("Type mismatch for attribute to update");
    }
}
