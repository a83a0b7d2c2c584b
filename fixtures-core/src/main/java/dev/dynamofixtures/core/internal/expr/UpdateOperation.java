package dev.dynamofixtures.core.internal.expr;

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
}
