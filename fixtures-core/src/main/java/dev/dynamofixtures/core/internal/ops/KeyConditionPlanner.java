package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.error.DynamoError;
import dev.dynamofixtures.core.internal.expr.KeyCondition;
import dev.dynamofixtures.core.internal.expr.KeyOperator;
import dev.dynamofixtures.core.internal.storage.IndexKind;
import dev.dynamofixtures.core.internal.storage.KeyAttribute;
import dev.dynamofixtures.core.internal.storage.KeyCodec;
import dev.dynamofixtures.core.internal.storage.KeySchema;
import dev.dynamofixtures.core.internal.value.AttributeType;
import dev.dynamofixtures.core.internal.value.AttributeValues;
import java.util.ArrayList;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Checks a Query's key conditions against the key schema of the table or index it reads, and turns them
 * into one range of that index's keys.
 *
 * <p>Classic keys (one partition attribute, at most one sort attribute: tables, LSIs, most GSIs) use the
 * rules and texts of SPEC 5.3; multi-attribute GSI keys those of SPEC 5.4: every partition attribute by
 * equality, sort attributes as a left prefix with no gap, a range operator only on the last one given;
 * DynamoDB Local checks them in that order and only then rejects conditions on non-key attributes. Legacy
 * KeyConditions operators that select no range ({@link KeyOperator#isIndexable()}) are rejected once the
 * attribute they constrain is known to be a key attribute.
 */
final class KeyConditionPlanner {
    private static final String MISSED = "Query condition missed key schema element";
    private static final String NOT_SUPPORTED = "Query key condition not supported";
    private static final String NOT_INDEXABLE = "Attempted conditional constraint is not an indexable operation";

    private KeyConditionPlanner() {
    }

    /** Validates the conditions and returns the key range they select in the target. */
    static KeyRange plan(ReadTarget target, List<KeyCondition> conditions) {
        KeySchema schema = target.keySchema();
        ByAttribute byAttribute = new ByAttribute(conditions);
        if (schema.isMultiAttribute()) {
            checkMultiAttribute(schema, conditions, byAttribute);
        } else {
            checkClassic(schema, conditions, byAttribute);
        }
        checkValues(target, schema, byAttribute);
        return range(schema, target.kind(), byAttribute);
    }

    private static void checkClassic(KeySchema schema, List<KeyCondition> conditions,
                                     ByAttribute byAttribute) {
        if (conditions.size() > 2) {
            throw DynamoError.validation("Conditions can be of length 1 or 2 only");
        }
        String partition = schema.partition().name();
        KeyCondition hash = byAttribute.get(partition);
        if (hash == null) {
            throw DynamoError.validation(MISSED + ": " + partition, MISSED);
        }
        if (conditions.size() > 1 && !schema.hasRange()) {
            throw DynamoError.validation(NOT_SUPPORTED); // a second condition, and no sort key to put it on
        }
        checkTypes(hash, schema.partition()); // DynamoDB Local checks the value's type before the operator
        if (!hash.operator().isIndexable()) {
            throw DynamoError.validation(NOT_INDEXABLE, hash.operator() == KeyOperator.NOT_SCALAR
                    ? "Only scalar types can be used as Hash Key values" : NOT_SUPPORTED);
        }
        if (hash.operator() != KeyOperator.EQ) {
            throw DynamoError.validation(NOT_SUPPORTED);
        }
        for (KeyCondition condition : conditions) {
            String sort = schema.hasRange() ? schema.range().get(0).name() : null;
            if (condition != hash && !condition.attributeName().equals(sort)) {
                throw DynamoError.validation(MISSED + ": " + sort, MISSED);
            }
        }
        checkRangeOperators(schema, conditions);
    }

    /**
     * Legacy KeyConditions operators that select no key range, on sort attributes. The service (dynalite's
     * record of it) rejects them all as not indexable; DynamoDB Local words NULL and NOT_NULL differently (and
     * fails with HTTP 500 on NE: we answer as the service).
     */
    private static void checkRangeOperators(KeySchema schema, List<KeyCondition> conditions) {
        for (KeyCondition condition : conditions) {
            if (!condition.operator().isIndexable() && !isHash(schema, condition.attributeName())) {
                throw DynamoError.validation(NOT_INDEXABLE, condition.operator() == KeyOperator.NOT_SCALAR
                        ? "Only scalar types can be used as Range Key values" : NOT_INDEXABLE);
            }
        }
    }

    private static boolean isHash(KeySchema schema, String attribute) {
        for (KeyAttribute hash : schema.hash()) {
            if (hash.name().equals(attribute)) {
                return true;
            }
        }
        return false;
    }

    private static void checkMultiAttribute(KeySchema schema, List<KeyCondition> conditions,
                                            ByAttribute byAttribute) {
        if (conditions.size() > schema.hash().size() + schema.range().size()) {
            throw DynamoError.validation(NOT_SUPPORTED);
        }
        List<String> missingHash = new ArrayList<>();
        List<String> unequalHash = new ArrayList<>();
        for (KeyAttribute attribute : schema.hash()) {
            KeyCondition condition = byAttribute.get(attribute.name());
            if (condition == null) {
                missingHash.add(attribute.name());
            } else if (condition.operator() != KeyOperator.EQ) {
                unequalHash.add(attribute.name());
            }
        }
        // DynamoDB Local names the HASH attributes with no condition first, and only then those compared
        // with another operator than '='.
        List<String> badHash = missingHash.isEmpty() ? unequalHash : missingHash;
        if (!badHash.isEmpty()) {
            throw DynamoError.validation("HASH key attributes " + String.join(", ", badHash)
                    + " must have equality conditions specified in the query");
        }
        for (KeyAttribute attribute : schema.hash()) {
            checkTypes(byAttribute.get(attribute.name()), attribute); // before the RANGE rules, as Local does
        }
        // DynamoDB Local reports gaps first (at the first constrained attribute after one), then range
        // operators before the last constrained attribute
        List<KeyAttribute> range = schema.range();
        int last = -1;
        for (int k = 0; k < range.size(); k++) {
            if (!byAttribute.containsKey(range.get(k).name())) {
                continue;
            }
            last = k;
            List<String> missing = new ArrayList<>();
            for (int p = 0; p < k; p++) {
                if (!byAttribute.containsKey(range.get(p).name())) {
                    missing.add(range.get(p).name());
                }
            }
            if (!missing.isEmpty()) {
                throw rangeNotEqual(missing, range.get(k));
            }
        }
        List<String> unequal = new ArrayList<>();
        for (int p = 0; p < last; p++) {
            if (byAttribute.get(range.get(p).name()).operator() != KeyOperator.EQ) {
                unequal.add(range.get(p).name());
            }
        }
        if (!unequal.isEmpty()) {
            throw rangeNotEqual(unequal, range.get(last));
        }
        for (KeyCondition condition : conditions) {
            if (!schema.contains(condition.attributeName())) {
                throw DynamoError.validation(MISSED);
            }
        }
        checkRangeOperators(schema, conditions);
    }

    private static DynamoError rangeNotEqual(List<String> attributes, KeyAttribute constrained) {
        return DynamoError.validation("RANGE key attributes " + String.join(", ", attributes)
                + " must have equality conditions specified in the query because a condition is present"
                + " on key attribute " + constrained.name());
    }

    private static void checkTypes(KeyCondition condition, KeyAttribute attribute) {
        for (AttributeValue value : condition.values()) {
            if (AttributeType.of(value) != attribute.type()) {
                throw DynamoError.validation("One or more parameter values were invalid: "
                        + "Condition parameter type does not match schema type");
            }
        }
    }

    /** Value types against the schema, then empty values, then sizes. */
    private static void checkValues(ReadTarget target, KeySchema schema, ByAttribute byAttribute) {
        for (KeyAttribute attribute : schema.all()) {
            KeyCondition condition = byAttribute.get(attribute.name());
            if (condition != null) {
                checkTypes(condition, attribute);
            }
        }
        for (KeyAttribute attribute : schema.all()) {
            KeyCondition condition = byAttribute.get(attribute.name());
            if (condition == null) {
                continue;
            }
            for (AttributeValue value : condition.values()) {
                if (!isEmpty(value)) {
                    continue;
                }
                if (!target.isIndex()) {
                    Keys.checkNotEmpty(attribute.name(), value);
                }
                String kind = AttributeType.of(value) == AttributeType.S ? "string" : "binary";
                throw DynamoError.validation("One or more parameter values are not valid. A value specified for a "
                        + "secondary index key is not supported. The AttributeValue for a key attribute cannot "
                        + "contain an empty " + kind + " value. IndexName: " + target.indexName()
                        + ", IndexKey: " + attribute.name());
            }
        }
        long hashSize = 0;
        for (KeyAttribute attribute : schema.hash()) {
            hashSize += AttributeValues.keyValueSize(byAttribute.get(attribute.name()).values().get(0));
        }
        if (hashSize > Keys.MAX_PARTITION_KEY_BYTES) {
            throw DynamoError.validation("One or more parameter values were invalid: "
                    + "Size of hashkey has exceeded the maximum size limit of2048 bytes");
        }
        long rangeSize = 0;
        for (KeyAttribute attribute : schema.range()) {
            KeyCondition condition = byAttribute.get(attribute.name());
            if (condition != null) {
                long largest = 0;
                for (AttributeValue value : condition.values()) {
                    largest = Math.max(largest, AttributeValues.keyValueSize(value));
                }
                rangeSize += largest;
            }
        }
        if (rangeSize > Keys.MAX_SORT_KEY_BYTES) {
            throw DynamoError.validation("One or more parameter values were invalid: "
                    + "Aggregated size of all range keys has exceeded the size limit of 1024 bytes");
        }
    }

    private static boolean isEmpty(AttributeValue value) {
        AttributeType type = AttributeType.of(value);
        return (type == AttributeType.S && value.s().isEmpty())
                || (type == AttributeType.B && value.b().asByteArrayUnsafe().length == 0);
    }

    /** The key range: the partition prefix, the equality prefix of sort attributes, then the last operator. */
    private static KeyRange range(KeySchema schema, IndexKind kind, ByAttribute byAttribute) {
        List<AttributeValue> partition = new ArrayList<>();
        for (KeyAttribute attribute : schema.hash()) {
            partition.add(byAttribute.get(attribute.name()).values().get(0));
        }
        byte[] partitionPrefix = KeyCodec.prefix(schema, kind, partition, List.of());
        byte[] partitionEnd = KeyCodec.successor(partitionPrefix);
        List<AttributeValue> equalities = new ArrayList<>();
        KeyCondition last = null;
        KeyAttribute lastAttribute = null;
        for (KeyAttribute attribute : schema.range()) {
            KeyCondition condition = byAttribute.get(attribute.name());
            if (condition == null) {
                break;
            }
            if (condition.operator() == KeyOperator.EQ) {
                equalities.add(condition.values().get(0));
            } else {
                last = condition;
                lastAttribute = attribute;
                break;
            }
        }
        byte[] base = KeyCodec.prefix(schema, kind, partition, equalities);
        byte[] baseEnd = KeyCodec.successor(base);
        if (last == null) {
            return new KeyRange(base, baseEnd, partitionPrefix, partitionEnd);
        }
        AttributeType type = lastAttribute.type();
        AttributeValue first = last.values().get(0);
        byte[] at = KeyCodec.append(base, first, type);
        switch (last.operator()) {
            case LT:
                return new KeyRange(base, at, partitionPrefix, partitionEnd);
            case LE:
                return new KeyRange(base, KeyCodec.successor(at), partitionPrefix, partitionEnd);
            case GT:
                return new KeyRange(KeyCodec.successor(at), baseEnd, partitionPrefix, partitionEnd);
            case GE:
                return new KeyRange(at, baseEnd, partitionPrefix, partitionEnd);
            case BETWEEN: {
                byte[] upper = KeyCodec.append(base, last.values().get(1), type);
                return new KeyRange(at, KeyCodec.successor(upper), partitionPrefix, partitionEnd);
            }
            case BEGINS_WITH: {
                byte[] prefix = KeyCodec.appendUnterminated(base, first, type);
                return new KeyRange(prefix, KeyCodec.successor(prefix), partitionPrefix, partitionEnd);
            }
            default:
                throw new AssertionError(last.operator());
        }
    }

    /** The conditions by attribute name: a linear lookup, as a key condition has at most eight terms. */
    private static final class ByAttribute {
        private final List<KeyCondition> conditions;

        ByAttribute(List<KeyCondition> conditions) {
            this.conditions = conditions;
        }

        KeyCondition get(String attribute) {
            for (int i = 0; i < conditions.size(); i++) {
                KeyCondition condition = conditions.get(i);
                if (condition.attributeName().equals(attribute)) {
                    return condition;
                }
            }
            return null;
        }

        boolean containsKey(String attribute) {
            return get(attribute) != null;
        }
    }
}
