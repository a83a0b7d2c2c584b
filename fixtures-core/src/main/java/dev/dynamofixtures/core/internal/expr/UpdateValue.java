package dev.dynamofixtures.core.internal.expr;

import dev.dynamofixtures.core.internal.value.AttributeType;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The bound right-hand side of a SET action, evaluated against the old item only. */
sealed interface UpdateValue {

    AttributeValue evaluate(Map<String, AttributeValue> oldItem);

    /** A path of the old item; missing is an error. */
    record Read(DocumentPath path) implements UpdateValue {
        @Override
        public AttributeValue evaluate(Map<String, AttributeValue> oldItem) {
            AttributeValue value = path.resolve(oldItem);
            if (value == null) {
                throw ExpressionErrors.missingAttribute();
            }
            return value;
        }
    }

    /** A request value. */
    record Constant(AttributeValue value) implements UpdateValue {
        @Override
        public AttributeValue evaluate(Map<String, AttributeValue> oldItem) {
            return value;
        }
    }

    /** {@code if_not_exists(path, fallback)}. */
    record IfNotExists(DocumentPath path, UpdateValue fallback) implements UpdateValue {
        @Override
        public AttributeValue evaluate(Map<String, AttributeValue> oldItem) {
            AttributeValue value = path.resolve(oldItem);
            return value != null ? value : fallback.evaluate(oldItem);
        }
    }

    /** {@code list_append(first, second)}. */
    record ListAppend(UpdateValue first, UpdateValue second) implements UpdateValue {
        @Override
        public AttributeValue evaluate(Map<String, AttributeValue> oldItem) {
            List<AttributeValue> head = list(first.evaluate(oldItem));
            List<AttributeValue> tail = list(second.evaluate(oldItem));
            List<AttributeValue> joined = new ArrayList<>(head.size() + tail.size());
            joined.addAll(head);
            joined.addAll(tail);
            return AttributeValue.fromL(joined);
        }

        private static List<AttributeValue> list(AttributeValue value) {
            if (AttributeType.of(value) != AttributeType.L) {
                throw ExpressionErrors.incorrectOperandType();
            }
            return value.l();
        }
    }

    /** {@code left + right} or {@code left - right} on numbers. */
    record Arithmetic(boolean plus, UpdateValue left, UpdateValue right) implements UpdateValue {
        @Override
        public AttributeValue evaluate(Map<String, AttributeValue> oldItem) {
            AttributeValue a = UpdateArithmetic.number(left.evaluate(oldItem));
            AttributeValue b = UpdateArithmetic.number(right.evaluate(oldItem));
            return UpdateArithmetic.sum(a, b, plus);
        }
    }
}
