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

    /** A QueryFilter or ScanFilter; {@code conditionalOperator} ({@code AND}, {@code OR}) may be null. */
    public static Condition filter(Map<String, software.amazon.awssdk.services.dynamodb.model.Condition> filter,
                                   String conditionalOperator) {
        boolean or = conditionalOperator(conditionalOperator, filter == null ? -1 : filter.size());
        List<LegacyComparison> comparisons = new ArrayList<>();
        filter.forEach((name, condition) -> comparisons.add(LegacyComparison.of(name,
                condition.comparisonOperatorAsString(), condition.hasAttributeValueList()
                        ? condition.attributeValueList() : List.of())));
        return new LegacyCondition(comparisons, or);
    }

    /** An Expected map; {@code conditionalOperator} may be null. */
    public static Condition expected(Map<String, ExpectedAttributeValue> expected, String conditionalOperator) {
        boolean or = conditionalOperator(conditionalOperator, expected == null ? -1 : expected.size());
        List<LegacyComparison> comparisons = new ArrayList<>();
        expected.forEach((name, value) -> comparisons.add(expectation(name, value)));
        return new LegacyCondition(comparisons, or);
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

    /** KeyConditions, normalised like {@link Expressions#parseKeyCondition}; schema rules are Query's. */
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
        List<DocumentPath> paths = new ArrayList<>(updates.size());
        List<UpdateOperation> operations = new ArrayList<>(updates.size());
        updates.forEach((name, update) -> {
            AttributeValues.checkAttributeName(name);
            paths.add(DocumentPath.of(name));
            operations.add(updateOperation(update));
        });
        UpdateTree tree = new UpdateTree();
        for (int i = paths.size() - 1; i >= 0; i--) {
            tree.add(paths.get(i).elements(), operations.get(i));
        }
        return new BoundUpdate(paths, tree);
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

    /** Whether the conditions are joined by OR; checks ConditionalOperator against the number of conditions. */
    private static boolean conditionalOperator(String conditionalOperator, int conditions) {
        if (conditionalOperator == null) {
            if (conditions < 0) {
                throw new IllegalArgumentException("no conditions");
            }
            return false;
        }
        if (!conditionalOperator.equals("AND") && !conditionalOperator.equals("OR")) {
            throw DynamoError.validation("1 validation error detected: Value '" + conditionalOperator
                    + "' at 'conditionalOperator' failed to satisfy constraint: Member must satisfy enum value set: "
                    + "[AND, OR]");
        }
        if (conditions < 0) {
            throw DynamoError.validation("ConditionalOperator cannot be used without Filter or Expected");
        }
        if (conditions < 2) {
            throw DynamoError.validation("ConditionalOperator can only be used when Filter or Expected has two or "
                    + "more elements");
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
                throw DynamoError.validation("Only scalar types can be used as Range Key values");
            default:
                throw DynamoError.validation("Attempted conditional constraint is not an indexable operation");
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
