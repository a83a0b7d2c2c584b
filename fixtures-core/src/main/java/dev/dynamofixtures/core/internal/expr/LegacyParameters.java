package dev.dynamofixtures.core.internal.expr;

import dev.dynamofixtures.core.internal.error.DynamoError;
import dev.dynamofixtures.core.internal.value.AttributeType;
import dev.dynamofixtures.core.internal.value.AttributeValues;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.AttributeValueUpdate;
import software.amazon.awssdk.services.dynamodb.model.ExpectedAttributeValue;

/**
 * The legacy (pre-expression) request parameters converted to the expression types, with DynamoDB's errors:
 * QueryFilter / ScanFilter and Expected (with ConditionalOperator) to {@link Condition}, AttributesToGet to
 * {@link Projection}, KeyConditions to {@link KeyCondition}s, AttributeUpdates to {@link UpdateAction}.
 * Attribute names are literal top-level names. Maps are checked in their iteration order.
 */
public final class LegacyParameters {
    private static final String INVALID = "One or more parameter values were invalid: ";
    private static final Map<AttributeType, String> TYPE_WORDS = Map.of(AttributeType.S, "STRING",
            AttributeType.N, "NUMBER", AttributeType.B, "BINARY", AttributeType.BOOL, "BOOLEAN",
            AttributeType.NULL, "NULL", AttributeType.L, "LIST", AttributeType.M, "MAP");

    private LegacyParameters() {
    }

    /**
     * A QueryFilter or ScanFilter joined by {@code conditionalOperator} ({@code AND}, {@code OR}, or null): the
     * conditions are checked first, then the operator, as DynamoDB does.
     */
    public static Condition filter(Map<String, software.amazon.awssdk.services.dynamodb.model.Condition> filter,
                                   String conditionalOperator) {
        return joined(filter == null ? null : filter(filter), conditionalOperator);
    }

    /** A QueryFilter or ScanFilter, its conditions checked and joined by AND ({@link #joined} may change that). */
    public static Condition filter(Map<String, software.amazon.awssdk.services.dynamodb.model.Condition> filter) {
        List<LegacyComparison> comparisons = new ArrayList<>(filter.size());
        filter.forEach((name, condition) -> comparisons.add(LegacyComparison.of(name,
                condition.comparisonOperatorAsString(), condition.hasAttributeValueList()
                        ? condition.attributeValueList() : List.of())));
        return new LegacyCondition(comparisons, false);
    }

    /** An Expected map joined by {@code conditionalOperator} (may be null): conditions first, then the operator. */
    public static Condition expected(Map<String, ExpectedAttributeValue> expected, String conditionalOperator) {
        return joined(expected == null ? null : expected(expected), conditionalOperator);
    }

    /** An Expected map, its conditions checked and joined by AND ({@link #joined} may change that). */
    public static Condition expected(Map<String, ExpectedAttributeValue> expected) {
        List<LegacyComparison> comparisons = new ArrayList<>(expected.size());
        expected.forEach((name, value) -> comparisons.add(expectation(name, value)));
        return new LegacyCondition(comparisons, false);
    }

    /**
     * Applies ConditionalOperator to the conditions of a filter or Expected map ({@code conditions} null when the
     * request has none): checks the operator against the number of conditions, with DynamoDB's errors, and
     * returns the conditions joined by OR when asked, else as they are (an empty map: a condition every item
     * meets; null stays null).
     */
    public static Condition joined(Condition conditions, String conditionalOperator) {
        int count = conditions == null ? 0 : ((LegacyCondition) conditions).comparisons.size();
        boolean or = conditionalOperator(conditionalOperator, count);
        return or ? new LegacyCondition(((LegacyCondition) conditions).comparisons, true) : conditions;
    }

    /** AttributesToGet; empty when the list is empty (the whole item). */
    public static Optional<Projection> attributesToGet(List<String> names) {
        Set<String> seen = new HashSet<>();
        List<DocumentPath> paths = new ArrayList<>(names.size());
        for (String name : names) {
            AttributeValues.checkAttributeName(name);
            if (!seen.add(name)) {
                throw DynamoError.validation("Cannot have two attributes with the same name");
            }
            paths.add(DocumentPath.of(name));
        }
        return paths.isEmpty() ? Optional.empty() : Optional.of(new BoundProjection(paths));
    }

    /**
     * KeyConditions, normalised like {@link Expressions#parseKeyCondition}: every condition checked (operator,
     * arguments) in map order. Operators that cannot select a key range become {@link KeyOperator#NOT_SCALAR} or
     * {@link KeyOperator#NOT_INDEXABLE}: whether and how DynamoDB rejects them depends on the key schema, which
     * the query planner knows.
     */
    public static List<KeyCondition> keyConditions(
            Map<String, software.amazon.awssdk.services.dynamodb.model.Condition> conditions) {
        if (conditions.isEmpty()) {
            throw DynamoError.validation("Conditions must be at least length 1");
        }
        List<KeyCondition> keyConditions = new ArrayList<>(conditions.size());
        conditions.forEach((name, condition) -> {
            LegacyComparison comparison = LegacyComparison.of(name, condition.comparisonOperatorAsString(),
                    condition.hasAttributeValueList() ? condition.attributeValueList() : List.of());
            keyConditions.add(new KeyCondition(name, keyOperator(comparison.operator()), comparison.arguments()));
        });
        return List.copyOf(keyConditions);
    }

    /** AttributeUpdates; an action without Action is a PUT. */
    public static UpdateAction attributeUpdates(Map<String, AttributeValueUpdate> updates) {
        return attributeUpdates(updates, name -> { });
    }

    /**
     * AttributeUpdates, checked entry by entry in map order; {@code beforeEach} sees each attribute name before
     * its entry is checked (UpdateItem rejects key attributes there).
     */
    public static UpdateAction attributeUpdates(Map<String, AttributeValueUpdate> updates,
                                                Consumer<String> beforeEach) {
        List<DocumentPath> paths = new ArrayList<>(updates.size());
        List<UpdateOperation> operations = new ArrayList<>(updates.size());
        updates.forEach((name, update) -> {
            beforeEach.accept(name);
            AttributeValues.checkAttributeName(name);
            paths.add(DocumentPath.of(name));
            operations.add(updateOperation(update));
        });
        UpdateTree tree = new UpdateTree();
        for (int i = paths.size() - 1; i >= 0; i--) {
            tree.add(paths.get(i).elements(), operations.get(i));
        }
        return new BoundUpdate(paths, tree, 0, Set.of()); // AttributeUpdates name top-level attributes only
    }

    private static UpdateOperation updateOperation(AttributeValueUpdate update) {
        String action = update.actionAsString() == null ? "PUT" : update.actionAsString();
        if (!Set.of("PUT", "ADD", "DELETE").contains(action)) {
            throw DynamoError.validation("Member must satisfy enum value set: [ADD, DELETE, PUT]");
        }
        if (update.value() == null) {
            if (!action.equals("DELETE")) {
                throw DynamoError.validation(INVALID + "Only DELETE action is allowed when no attribute value is "
                        + "specified");
            }
            return new UpdateOperation.Remove();
        }
        AttributeValue value = AttributeValues.normalize(update.value(), 1);
        AttributeType type = AttributeType.of(value);
        switch (action) {
            case "ADD":
                if (type != AttributeType.N && type != AttributeType.L && !type.isSet()) {
                    throw DynamoError.validation(INVALID + "ADD action is not supported for the type "
                            + TYPE_WORDS.get(type));
                }
                return new UpdateOperation.LegacyAdd(value);
            case "DELETE":
                if (!type.isSet()) {
                    throw DynamoError.validation(INVALID + "DELETE action with value is not supported for the type "
                            + TYPE_WORDS.get(type));
                }
                return new UpdateOperation.LegacyDelete(value);
            default:
                return new UpdateOperation.Set(new UpdateValue.Constant(value));
        }
    }

    private static LegacyComparison expectation(String name, ExpectedAttributeValue expected) {
        String operator = expected.comparisonOperatorAsString();
        boolean hasList = expected.hasAttributeValueList();
        String suffix = " for Attribute: " + name;
        if (expected.value() != null && hasList) {
            throw DynamoError.validation(INVALID + "Value and AttributeValueList cannot be used together" + suffix);
        }
        if (operator != null && expected.exists() != null) {
            throw DynamoError.validation(INVALID + "Exists and ComparisonOperator cannot be used together" + suffix);
        }
        if (operator == null && hasList) {
            throw DynamoError.validation(INVALID + "AttributeValueList can only be used with a ComparisonOperator"
                    + suffix);
        }
        if (operator != null) {
            List<AttributeValue> arguments = expected.value() != null ? List.of(expected.value())
                    : hasList ? expected.attributeValueList() : List.of();
            boolean takesNoArguments = Set.of("NULL", "NOT_NULL").contains(operator);
            if (arguments.isEmpty() && !takesNoArguments && !hasList) {
                throw DynamoError.validation(INVALID + "Value or AttributeValueList must be used with "
                        + "ComparisonOperator: " + operator + suffix);
            }
            return LegacyComparison.of(name, operator, arguments);
        }
        Boolean exists = expected.exists();
        if (Boolean.FALSE.equals(exists)) {
            if (expected.value() != null) {
                throw DynamoError.validation(INVALID + "Value cannot be used when Exists is false" + suffix);
            }
            return LegacyComparison.of(name, "NULL", List.of());
        }
        if (expected.value() == null) {
            throw DynamoError.validation(INVALID + "Value must be provided when Exists is "
                    + (exists == null ? "null" : "true") + suffix);
        }
        return LegacyComparison.of(name, "EQ", List.of(expected.value()));
    }

    /**
     * Whether the conditions are joined by OR; checks ConditionalOperator against the number of conditions (an
     * empty filter or Expected map counts as none). An operator outside the enum is a request-shape error for the
     * service; DynamoDB Local reports the count rules first (and fails with HTTP 500 past them).
     */
    private static boolean conditionalOperator(String conditionalOperator, int conditions) {
        if (conditionalOperator == null) {
            return false;
        }
        String without = "ConditionalOperator cannot be used without Filter or Expected";
        String tooFew = "ConditionalOperator can only be used when Filter or Expected has two or more elements";
        if (!conditionalOperator.equals("AND") && !conditionalOperator.equals("OR")) {
            String live = "1 validation error detected: Value '" + conditionalOperator
                    + "' at 'conditionalOperator' failed to satisfy constraint: Member must satisfy enum value set: "
                    + "[OR, AND]";
            throw DynamoError.validation(live, conditions == 0 ? without : conditions == 1 ? tooFew : live);
        }
        if (conditions == 0) {
            throw DynamoError.validation(without);
        }
        if (conditions == 1) {
            throw DynamoError.validation(tooFew);
        }
        return conditionalOperator.equals("OR");
    }

    private static KeyOperator keyOperator(LegacyComparison.Operator operator) {
        switch (operator) {
            case EQ: return KeyOperator.EQ;
            case LE: return KeyOperator.LE;
            case LT: return KeyOperator.LT;
            case GE: return KeyOperator.GE;
            case GT: return KeyOperator.GT;
            case BEGINS_WITH: return KeyOperator.BEGINS_WITH;
            case BETWEEN: return KeyOperator.BETWEEN;
            case NULL:
            case NOT_NULL:
                return KeyOperator.NOT_SCALAR;
            default:
                return KeyOperator.NOT_INDEXABLE;
        }
    }

    /** Conditions of the legacy parameters, joined by AND or OR. */
    private static final class LegacyCondition implements Condition {
        private final List<LegacyComparison> comparisons;
        private final boolean or;
        private final Set<String> names = new LinkedHashSet<>();

        LegacyCondition(List<LegacyComparison> comparisons, boolean or) {
            this.comparisons = List.copyOf(comparisons);
            this.or = or;
            comparisons.forEach(comparison -> names.add(comparison.attribute()));
        }

        @Override
        public boolean matches(Map<String, AttributeValue> item) {
            for (LegacyComparison comparison : comparisons) {
                if (comparison.test(item) == or) {
                    return or;
                }
            }
            return !or;
        }

        @Override
        public Set<String> topLevelAttributeNames() {
            return Collections.unmodifiableSet(names);
        }
    }
}
