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
import java.util.Arrays;
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
        KeyCondition[] byPosition = byPosition(schema, conditions);
        // a condition on an attribute outside the key schema is reported after the values' types, emptiness and
        // sizes (probed); a multi-attribute key's operators that select no range (legacy KeyConditions) before it
        if (schema.isMultiAttribute()) {
            checkMultiAttribute(schema, conditions, byPosition);
            checkValues(target, schema, byPosition);
            checkRangeOperators(schema, byPosition);
            if (onKeys(byPosition) != conditions.size()) {
                throw DynamoError.validation(MISSED);
            }
        } else {
            checkClassic(schema, conditions, byPosition);
            checkValues(target, schema, byPosition);
            if (conditions.size() > 1 && byPosition[1] == null) {
                // the second condition is on another attribute than the sort key
                throw DynamoError.validation(MISSED + ": " + schema.range().get(0).name(), MISSED);
            }
            checkRangeOperators(schema, byPosition);
        }
        return range(schema, target.kind(), byPosition);
    }

    /**
     * The condition on each key attribute, aligned with {@link KeySchema#all()} (HASH attributes, then RANGE
     * ones), null where there is none. Conditions name distinct attributes (the expression checker and the
     * legacy map guarantee it), so a linear search over at most eight terms is all it takes.
     */
    private static KeyCondition[] byPosition(KeySchema schema, List<KeyCondition> conditions) {
        List<KeyAttribute> all = schema.all();
        KeyCondition[] byPosition = new KeyCondition[all.size()];
        for (int i = 0; i < byPosition.length; i++) {
            String name = all.get(i).name();
            for (int c = 0; c < conditions.size(); c++) {
                if (conditions.get(c).attributeName().equals(name)) {
                    byPosition[i] = conditions.get(c);
                    break;
                }
            }
        }
        return byPosition;
    }

    private static void checkClassic(KeySchema schema, List<KeyCondition> conditions, KeyCondition[] byPosition) {
        if (conditions.size() > 2) {
            String local = "Conditions can be of length 1 or 2 only";
            // the service counts them against a composite key's two attributes (a hash-only key's text is not known)
            throw DynamoError.validation(!schema.hasRange() ? local : "The number of query conditions ("
                    + conditions.size() + ") exceeds the number of key attributes defined in the schema (2)", local);
        }
        if (conditions.size() > 1 && !schema.hasRange()) {
            // a second condition, and no sort key to put it on: before a missing partition key (probed)
            throw DynamoError.validation(NOT_SUPPORTED);
        }
        String partition = schema.partition().name();
        KeyCondition hash = byPosition[0];
        if (hash == null) {
            throw DynamoError.validation(MISSED + ": " + partition, MISSED);
        }
        checkTypes(hash, schema.partition()); // DynamoDB Local checks the value's type before the operator
        if (!hash.operator().isIndexable()) {
            throw DynamoError.validation(NOT_INDEXABLE, hash.operator() == KeyOperator.NOT_SCALAR
                    ? "Only scalar types can be used as Hash Key values" : NOT_SUPPORTED);
        }
        if (hash.operator() != KeyOperator.EQ) {
            throw DynamoError.validation(NOT_SUPPORTED);
        }
    }

    /**
     * Legacy KeyConditions operators that select no key range, on sort attributes. The service (dynalite's
     * record of it) rejects them all as not indexable; DynamoDB Local words NULL and NOT_NULL differently (and
     * fails with HTTP 500 on NE: we answer as the service).
     */
    private static void checkRangeOperators(KeySchema schema, KeyCondition[] byPosition) {
        for (int i = schema.hash().size(); i < byPosition.length; i++) {
            KeyCondition condition = byPosition[i];
            if (condition != null && !condition.operator().isIndexable()) {
                throw DynamoError.validation(NOT_INDEXABLE, condition.operator() == KeyOperator.NOT_SCALAR
                        ? "Only scalar types can be used as Range Key values" : NOT_INDEXABLE);
            }
        }
    }

    private static void checkMultiAttribute(KeySchema schema, List<KeyCondition> conditions,
                                            KeyCondition[] byPosition) {
        List<KeyAttribute> hash = schema.hash();
        List<KeyAttribute> range = schema.range();
        if (conditions.size() > hash.size() + range.size()) {
            throw DynamoError.validation(NOT_SUPPORTED);
        }
        boolean hashValid = true;
        for (int h = 0; h < hash.size(); h++) {
            hashValid &= byPosition[h] != null && byPosition[h].operator() == KeyOperator.EQ;
        }
        if (!hashValid) {
            // DynamoDB Local names the HASH attributes with no condition first, and only then those compared
            // with another operator than '='.
            List<String> missingHash = new ArrayList<>();
            List<String> unequalHash = new ArrayList<>();
            for (int h = 0; h < hash.size(); h++) {
                if (byPosition[h] == null) {
                    missingHash.add(hash.get(h).name());
                } else if (byPosition[h].operator() != KeyOperator.EQ) {
                    unequalHash.add(hash.get(h).name());
                }
            }
            List<String> badHash = missingHash.isEmpty() ? unequalHash : missingHash;
            throw DynamoError.validation("HASH key attributes " + String.join(", ", badHash)
                    + " must have equality conditions specified in the query");
        }
        for (int h = 0; h < hash.size(); h++) {
            checkTypes(byPosition[h], hash.get(h)); // before the RANGE rules, as Local does
        }
        // DynamoDB Local reports gaps first (at the first constrained attribute after one), then range
        // operators before the last constrained attribute
        int base = hash.size();
        int last = -1;
        int firstGap = -1;
        for (int k = 0; k < range.size(); k++) {
            if (byPosition[base + k] == null) {
                if (firstGap < 0) {
                    firstGap = k;
                }
                continue;
            }
            last = k;
            if (firstGap >= 0) {
                List<String> missing = new ArrayList<>();
                for (int p = 0; p < k; p++) {
                    if (byPosition[base + p] == null) {
                        missing.add(range.get(p).name());
                    }
                }
                throw rangeNotEqual(missing, range.get(k));
            }
        }
        List<String> unequal = null;
        for (int p = 0; p < last; p++) {
            if (byPosition[base + p].operator() != KeyOperator.EQ) {
                if (unequal == null) {
                    unequal = new ArrayList<>();
                }
                unequal.add(range.get(p).name());
            }
        }
        if (unequal != null) {
            throw rangeNotEqual(unequal, range.get(last));
        }
    }

    /** How many of the key's attributes have a condition. */
    private static int onKeys(KeyCondition[] byPosition) {
        int onKeys = 0;
        for (KeyCondition condition : byPosition) {
            onKeys += condition == null ? 0 : 1;
        }
        return onKeys;
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
    private static void checkValues(ReadTarget target, KeySchema schema, KeyCondition[] byPosition) {
        List<KeyAttribute> all = schema.all();
        for (int i = 0; i < byPosition.length; i++) {
            if (byPosition[i] != null) {
                checkTypes(byPosition[i], all.get(i));
            }
        }
        for (int i = 0; i < byPosition.length; i++) {
            KeyCondition condition = byPosition[i];
            if (condition == null) {
                continue;
            }
            List<AttributeValue> values = condition.values();
            for (int v = 0; v < values.size(); v++) {
                AttributeValue value = values.get(v);
                if (!isEmpty(value)) {
                    continue;
                }
                String attribute = all.get(i).name();
                if (!target.isIndex()) {
                    Keys.checkNotEmpty(attribute, value);
                }
                String kind = AttributeType.of(value) == AttributeType.S ? "string" : "binary";
                throw DynamoError.validation("One or more parameter values are not valid. A value specified for a "
                        + "secondary index key is not supported. The AttributeValue for a key attribute cannot "
                        + "contain an empty " + kind + " value. IndexName: " + target.indexName()
                        + ", IndexKey: " + attribute);
            }
        }
        int hashCount = schema.hash().size();
        if (hashSize(byPosition, hashCount, true) > Keys.MAX_PARTITION_KEY_BYTES
                && hashSize(byPosition, hashCount, false) > Keys.MAX_PARTITION_KEY_BYTES) {
            throw DynamoError.validation("One or more parameter values were invalid: "
                    + "Size of hashkey has exceeded the maximum size limit of2048 bytes");
        }
        if (rangeSize(byPosition, hashCount, true) > Keys.MAX_SORT_KEY_BYTES
                && rangeSize(byPosition, hashCount, false) > Keys.MAX_SORT_KEY_BYTES) {
            throw DynamoError.validation("One or more parameter values were invalid: "
                    + "Aggregated size of all range keys has exceeded the size limit of 1024 bytes");
        }
    }

    /**
     * The partition values' total size: exact, or ({@code bound}) {@link AttributeValues#keyValueSizeBound an upper
     * bound} that spares reading the strings when it is within the limit.
     */
    private static long hashSize(KeyCondition[] byPosition, int hashCount, boolean bound) {
        long size = 0;
        for (int h = 0; h < hashCount; h++) {
            AttributeValue value = byPosition[h].values().get(0);
            size += bound ? AttributeValues.keyValueSizeBound(value) : AttributeValues.keyValueSize(value);
        }
        return size;
    }

    /** The sort conditions' size, each its largest value's: exact, or an upper bound as {@link #hashSize}. */
    private static long rangeSize(KeyCondition[] byPosition, int hashCount, boolean bound) {
        long size = 0;
        for (int i = hashCount; i < byPosition.length; i++) {
            KeyCondition condition = byPosition[i];
            if (condition != null) {
                long largest = 0;
                List<AttributeValue> values = condition.values();
                for (int v = 0; v < values.size(); v++) {
                    AttributeValue value = values.get(v);
                    largest = Math.max(largest, bound ? AttributeValues.keyValueSizeBound(value)
                            : AttributeValues.keyValueSize(value));
                }
                size += largest;
            }
        }
        return size;
    }

    private static boolean isEmpty(AttributeValue value) {
        AttributeType type = AttributeType.of(value);
        return (type == AttributeType.S && value.s().isEmpty())
                || (type == AttributeType.B && value.b().asByteArrayUnsafe().length == 0);
    }

    /** The key range: the partition prefix, the equality prefix of sort attributes, then the last operator. */
    private static KeyRange range(KeySchema schema, IndexKind kind, KeyCondition[] byPosition) {
        int hashCount = schema.hash().size();
        AttributeValue[] partition = new AttributeValue[hashCount];
        for (int h = 0; h < hashCount; h++) {
            partition[h] = byPosition[h].values().get(0);
        }
        List<AttributeValue> partitionValues = Arrays.asList(partition);
        byte[] partitionPrefix = KeyCodec.prefix(schema, kind, partitionValues, List.of());
        byte[] partitionEnd = KeyCodec.successor(partitionPrefix);
        List<KeyAttribute> range = schema.range();
        int equalities = 0;
        KeyCondition last = null;
        while (equalities < range.size()) {
            KeyCondition condition = byPosition[hashCount + equalities];
            if (condition == null) {
                break;
            }
            if (condition.operator() != KeyOperator.EQ) {
                last = condition;
                break;
            }
            equalities++;
        }
        if (equalities == 0 && last == null) {
            return new KeyRange(partitionPrefix, partitionEnd, partitionPrefix, partitionEnd);
        }
        AttributeValue[] sortPrefix = new AttributeValue[equalities];
        for (int k = 0; k < equalities; k++) {
            sortPrefix[k] = byPosition[hashCount + k].values().get(0);
        }
        byte[] base = equalities == 0 ? partitionPrefix
                : KeyCodec.withSortPrefix(partitionPrefix, schema, Arrays.asList(sortPrefix));
        if (last == null) {
            return new KeyRange(base, baseEnd(base, equalities, partitionEnd), partitionPrefix, partitionEnd);
        }
        // each bound encoded once, and only the bounds the operator needs (the range's bounds were ~5 small
        // arrays per Query, a share of KeyConditionPlanner's cost in the read-path profile)
        AttributeType type = range.get(equalities).type();
        AttributeValue first = last.values().get(0);
        switch (last.operator()) {
            case LT:
                return new KeyRange(base, KeyCodec.append(base, first, type), partitionPrefix, partitionEnd);
            case LE:
                return new KeyRange(base, KeyCodec.appendSuccessor(base, first, type), partitionPrefix, partitionEnd);
            case GT:
                return new KeyRange(KeyCodec.appendSuccessor(base, first, type),
                        baseEnd(base, equalities, partitionEnd), partitionPrefix, partitionEnd);
            case GE:
                return new KeyRange(KeyCodec.append(base, first, type), baseEnd(base, equalities, partitionEnd),
                        partitionPrefix, partitionEnd);
            case BETWEEN:
                return new KeyRange(KeyCodec.append(base, first, type),
                        KeyCodec.appendSuccessor(base, last.values().get(1), type), partitionPrefix, partitionEnd);
            case BEGINS_WITH: {
                byte[] prefix = KeyCodec.appendUnterminated(base, first, type);
                return new KeyRange(prefix, KeyCodec.successor(prefix), partitionPrefix, partitionEnd);
            }
            default:
                throw new AssertionError(last.operator());
        }
    }

    /** The end of the keys that start with {@code base}: the partition's end when base is the partition. */
    private static byte[] baseEnd(byte[] base, int equalities, byte[] partitionEnd) {
        return equalities == 0 ? partitionEnd : KeyCodec.successor(base);
    }
}
