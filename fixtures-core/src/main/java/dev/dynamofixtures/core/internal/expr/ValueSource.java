package dev.dynamofixtures.core.internal.expr;

import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** A bound condition operand: what it evaluates to for an item, null when there is no value. */
sealed interface ValueSource {

    AttributeValue evaluate(Map<String, AttributeValue> item);

    /** A document path read from the item. */
    record PathSource(DocumentPath path) implements ValueSource {
        @Override
        public AttributeValue evaluate(Map<String, AttributeValue> item) {
            return path.resolve(item);
        }
    }

    /** A request value ({@code :v}), canonical. */
    record Constant(String placeholder, AttributeValue value) implements ValueSource {
        @Override
        public AttributeValue evaluate(Map<String, AttributeValue> item) {
            return value;
        }
    }

    /** {@code size(operand)}. */
    record Size(ValueSource operand) implements ValueSource {
        @Override
        public AttributeValue evaluate(Map<String, AttributeValue> item) {
            return ConditionSemantics.size(operand.evaluate(item));
        }
    }
}
