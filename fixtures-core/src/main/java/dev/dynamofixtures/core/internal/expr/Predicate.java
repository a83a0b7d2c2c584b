package dev.dynamofixtures.core.internal.expr;

import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** A bound condition node: placeholders resolved, ready to test items without allocating. */
sealed interface Predicate {

    boolean test(Map<String, AttributeValue> item);

    record Compare(Token.Type operator, ValueSource left, ValueSource right) implements Predicate {
        @Override
        public boolean test(Map<String, AttributeValue> item) {
            return ConditionSemantics.compare(operator, left.evaluate(item), right.evaluate(item));
        }
    }

    record Between(ValueSource subject, ValueSource lower, ValueSource upper) implements Predicate {
        @Override
        public boolean test(Map<String, AttributeValue> item) {
            return ConditionSemantics.between(subject.evaluate(item), lower.evaluate(item), upper.evaluate(item));
        }
    }

    record In(ValueSource subject, List<ValueSource> candidates) implements Predicate {
        public In {
            candidates = List.copyOf(candidates);
        }

        @Override
        public boolean test(Map<String, AttributeValue> item) {
            AttributeValue value = subject.evaluate(item);
            if (value == null) {
                return false;
            }
            for (int i = 0; i < candidates.size(); i++) {
                if (ConditionSemantics.compare(Token.Type.EQ, value, candidates.get(i).evaluate(item))) {
                    return true;
                }
            }
            return false;
        }
    }

    /** {@code attribute_exists(path)} ({@code expected} true) or {@code attribute_not_exists(path)}. */
    record Exists(DocumentPath path, boolean expected) implements Predicate {
        @Override
        public boolean test(Map<String, AttributeValue> item) {
            return (path.resolve(item) != null) == expected;
        }
    }

    record HasType(ValueSource subject, ValueSource typeName) implements Predicate {
        @Override
        public boolean test(Map<String, AttributeValue> item) {
            return ConditionSemantics.hasType(subject.evaluate(item), typeName.evaluate(item));
        }
    }

    record BeginsWith(ValueSource value, ValueSource prefix) implements Predicate {
        @Override
        public boolean test(Map<String, AttributeValue> item) {
            return ConditionSemantics.beginsWith(value.evaluate(item), prefix.evaluate(item));
        }
    }

    record Contains(ValueSource container, ValueSource element) implements Predicate {
        @Override
        public boolean test(Map<String, AttributeValue> item) {
            return ConditionSemantics.contains(container.evaluate(item), element.evaluate(item));
        }
    }

    record Not(Predicate operand) implements Predicate {
        @Override
        public boolean test(Map<String, AttributeValue> item) {
            return !operand.test(item);
        }
    }

    record And(Predicate left, Predicate right) implements Predicate {
        @Override
        public boolean test(Map<String, AttributeValue> item) {
            return left.test(item) && right.test(item);
        }
    }

    record Or(Predicate left, Predicate right) implements Predicate {
        @Override
        public boolean test(Map<String, AttributeValue> item) {
            return left.test(item) || right.test(item);
        }
    }
}
