package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.error.DynamoError;
import dev.dynamofixtures.core.internal.storage.IndexDefinition;
import dev.dynamofixtures.core.internal.storage.IndexKind;
import dev.dynamofixtures.core.internal.storage.Item;
import dev.dynamofixtures.core.internal.storage.ItemMap;
import dev.dynamofixtures.core.internal.storage.KeyAttribute;
import dev.dynamofixtures.core.internal.storage.KeySchema;
import dev.dynamofixtures.core.internal.storage.TableDefinition;
import dev.dynamofixtures.core.internal.value.AttributeType;
import dev.dynamofixtures.core.internal.value.AttributeValues;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Validation of whole items before they are stored, in DynamoDB Local's order: attribute names and values,
 * the table key (present, typed, non-empty), secondary-index key attributes that are present (typed,
 * non-empty), the 400 KB item limit, then key and index-key sizes.
 */
public final class Items {
    public static final long MAX_ITEM_BYTES = 400 * 1024;
    private static final String TOO_DEEP = "Nesting Levels have exceeded supported limits";

    private Items() {
    }

    /**
     * Validates attribute names and values, returning the canonical attributes (no key checks): for an item
     * of at most {@link ItemMap#MAX_ATTRIBUTES} attributes an {@link ItemMap}, built in the same pass, ready
     * to be stored; for a larger one the given map itself when it is already canonical (callers pass maps no
     * one modifies, such as a request's), else a fresh copy.
     */
    public static Map<String, AttributeValue> canonicalAttributes(Map<String, AttributeValue> attributes) {
        return canonicalAttributes(attributes, null);
    }

    /**
     * {@link #canonicalAttributes(Map)}, also adding the item's size ({@link AttributeValues#itemSize}) to
     * {@code measure} (when not null) in the same walk.
     */
    public static Map<String, AttributeValue> canonicalAttributes(Map<String, AttributeValue> attributes,
                                                                  AttributeValues.Measure measure) {
        Canonicalizer canonicalizer = new Canonicalizer(attributes, measure);
        try {
            attributes.forEach(canonicalizer); // forEach: an unmodifiable map's entrySet() would wrap every entry
        } catch (DynamoError e) {
            if (e.liveMessage().startsWith(TOO_DEEP) && attributes.containsKey("")) {
                // the service refuses an empty top-level name before a value nested too deep, wherever the map has
                // them (a public conformance suite captured it); DynamoDB Local reports the first in the map
                throw DynamoError.validation("Empty attribute name", e.localMessage());
            }
            throw e;
        }
        return canonicalizer.result();
    }

    /** One pass over an item's attributes: checks each, and collects the canonical ones. */
    private static final class Canonicalizer implements BiConsumer<String, AttributeValue> {
        private final Map<String, AttributeValue> source;
        private final AttributeValues.Measure measure;
        /** Small items: the canonical attributes as they will be stored. */
        private final ItemMap.Builder compact;
        /** Large items: a copy, made at the first value that is not canonical. */
        private Map<String, AttributeValue> copy;

        Canonicalizer(Map<String, AttributeValue> source, AttributeValues.Measure measure) {
            this.source = source;
            this.measure = measure;
            this.compact = source.size() <= ItemMap.MAX_ATTRIBUTES ? new ItemMap.Builder(source.size()) : null;
        }

        @Override
        public void accept(String name, AttributeValue value) {
            AttributeValues.checkAttributeName(name);
            if (measure != null) {
                measure.addName(name);
            }
            AttributeValue normalized = AttributeValues.normalize(value, 1, measure);
            if (compact != null) {
                compact.add(name, normalized);
                return;
            }
            if (normalized != value && copy == null) {
                copy = new LinkedHashMap<>(source);
            }
            if (copy != null) {
                copy.put(name, normalized);
            }
        }

        Map<String, AttributeValue> result() {
            if (compact != null) {
                return compact.build();
            }
            return copy == null ? source : copy;
        }
    }

    /** Validates an item to be put into a table and returns it as a stored {@link Item}. */
    public static Item validateForPut(TableDefinition table, Map<String, AttributeValue> attributes) {
        AttributeValues.Measure size = new AttributeValues.Measure();
        Map<String, AttributeValue> canonical = canonicalAttributes(attributes, size);
        return validateCanonical(table, canonical, Origin.PUT, size.bytes());
    }

    /** Where a new item comes from; it decides the wording and order of some checks. */
    public enum Origin {
        /** A whole item (PutItem, batch and transaction puts): the item size before the keys (probed). */
        PUT,
        /** UpdateItem's UpdateExpression: the item size is checked first, index-key errors name no index. */
        UPDATE_EXPRESSION,
        /** UpdateItem's AttributeUpdates: the item size first (UpdateItem's text), index-key errors as for PUT. */
        ATTRIBUTE_UPDATES
    }

    /**
     * Validates canonical attributes as the new state of an item. {@code fromUpdate} selects UpdateItem's
     * wording for secondary-index key errors and item size. The map becomes the item's: callers pass a
     * fresh map and do not modify it afterwards.
     */
    public static Item validateCanonical(TableDefinition table, Map<String, AttributeValue> canonical,
                                         boolean fromUpdate) {
        return validateCanonical(table, canonical, fromUpdate ? Origin.UPDATE_EXPRESSION : Origin.PUT);
    }

    /**
     * Validates canonical attributes as the new state of an item, with the checks, order and wording of its
     * {@code origin}: (puts) the item size, then the table key, then (updates) the item size, then index-key types
     * and values, then key sizes. The map becomes the item's: callers pass a fresh map and do not modify it.
     */
    public static Item validateCanonical(TableDefinition table, Map<String, AttributeValue> canonical,
                                         Origin origin) {
        return validateCanonical(table, canonical, origin, -1);
    }

    /**
     * {@link #validateCanonical(TableDefinition, Map, Origin)} of attributes whose item size the caller has computed
     * already ({@code knownSize}; -1: not known).
     */
    static Item validateCanonical(TableDefinition table, Map<String, AttributeValue> canonical, Origin origin,
                                  long knownSize) {
        Item item = knownSize < 0 ? Item.ofOwned(canonical) : Item.ofOwned(canonical, knownSize);
        if (origin == Origin.PUT) {
            checkSize(item, false);
        }
        KeySchema key = table.key();
        for (KeyAttribute attribute : key.all()) {
            AttributeValue value = canonical.get(attribute.name());
            if (value == null) {
                throw DynamoError.validation(
                        "One or more parameter values were invalid: Missing the key " + attribute.name() + " in the item",
                        "One of the required keys was not given a value");
            }
            AttributeType type = AttributeType.of(value);
            if (type != attribute.type()) {
                String live = "One or more parameter values were invalid: Type mismatch for key " + attribute.name()
                        + " expected: " + attribute.type() + " actual: " + type;
                throw DynamoError.validation(live, type.isScalarKeyType()
                        ? "One or more parameter values were invalid: Type mismatch for key"
                        : "Invalid attribute value type");
            }
            Keys.checkNotEmpty(attribute.name(), value);
        }
        if (origin == Origin.UPDATE_EXPRESSION || origin == Origin.ATTRIBUTE_UPDATES) {
            checkSize(item, true);
        }
        try {
            for (IndexDefinition index : table.indexes()) {
                checkIndexKeyTypes(index, canonical, origin);
            }
        } catch (DynamoError e) {
            for (IndexDefinition index : inLocalOrder(table.indexes())) {
                checkIndexKeyTypes(index, canonical, origin);
            }
            throw e;
        }
        Keys.checkSizes(key, canonical);
        try {
            for (IndexDefinition index : table.indexes()) {
                checkIndexKeySizes(index, canonical);
            }
        } catch (DynamoError e) {
            for (IndexDefinition index : inLocalOrder(table.indexes())) {
                checkIndexKeySizes(index, canonical);
            }
            throw e;
        }
        return item;
    }

    private static void checkSize(Item item, boolean fromUpdate) {
        if (item.size() > MAX_ITEM_BYTES) {
            throw DynamoError.validation(fromUpdate
                    ? "Item size to update has exceeded the maximum allowed size"
                    : "Item size has exceeded the maximum allowed size");
        }
    }

    /**
     * Indexes in the order DynamoDB Local checks them (a {@code java.util.HashMap} of their names), so that
     * an item breaking the rules of several indexes gets the same error as from Local. Used only once an
     * error is known, so valid writes never pay for it (and by {@link KeyPaths}, once an expression is known to take
     * a key apart).
     */
    static Collection<IndexDefinition> inLocalOrder(List<IndexDefinition> indexes) {
        Map<String, IndexDefinition> byName = new HashMap<>();
        indexes.forEach(i -> byName.put(i.name(), i));
        return byName.values();
    }

    private static void checkIndexKeyTypes(IndexDefinition index, Map<String, AttributeValue> item, Origin origin) {
        for (KeyAttribute attribute : index.keySchema().all()) {
            AttributeValue value = item.get(attribute.name());
            if (value == null) {
                continue; // sparse: the item is simply not in this index
            }
            AttributeType type = AttributeType.of(value);
            if (type != attribute.type()) {
                String live = "One or more parameter values were invalid: Type mismatch for Index Key "
                        + attribute.name() + " Expected: " + attribute.type() + " Actual: " + type
                        + " IndexName: " + index.name();
                throw DynamoError.validation(live, !type.isScalarKeyType() ? "Invalid attribute value type"
                        : origin == Origin.ATTRIBUTE_UPDATES && index.kind() == IndexKind.LOCAL
                        ? "Updates on index keys must be of the same data type as the key attribute"
                        : "One or more parameter values were invalid: Type mismatch for Index Key");
            }
            boolean emptyString = type == AttributeType.S && value.s().isEmpty();
            boolean emptyBinary = type == AttributeType.B && value.b().asByteArrayUnsafe().length == 0;
            if (emptyString || emptyBinary) {
                String kind = emptyString ? "string" : "binary";
                if (origin == Origin.UPDATE_EXPRESSION) {
                    throw DynamoError.validation("One or more parameter values are not valid. The update expression "
                            + "attempted to update a secondary index key to a value that is not supported. "
                            + "The AttributeValue for a key attribute cannot contain an empty " + kind + " value.");
                }
                throw DynamoError.validation("One or more parameter values are not valid. A value specified for a "
                        + "secondary index key is not supported. The AttributeValue for a key attribute cannot "
                        + "contain an empty " + kind + " value. IndexName: " + index.name()
                        + ", IndexKey: " + attribute.name());
            }
        }
    }

    /**
     * Index key sizes, in two stages as DynamoDB checks them: each present attribute alone within its group's
     * limit, then (for multi-attribute keys) each group's aggregate.
     */
    private static void checkIndexKeySizes(IndexDefinition index, Map<String, AttributeValue> item) {
        KeySchema schema = index.keySchema();
        checkGroup(index, "HASH", schema.hash(), item, Keys.MAX_PARTITION_KEY_BYTES);
        checkGroup(index, "RANGE", schema.range(), item, Keys.MAX_SORT_KEY_BYTES);
    }

    private static void checkGroup(IndexDefinition index, String group, List<KeyAttribute> attributes,
                                   Map<String, AttributeValue> item, int limit) {
        long bound = 0;
        for (int i = 0; i < attributes.size(); i++) {
            AttributeValue value = item.get(attributes.get(i).name());
            bound += value == null ? 0 : AttributeValues.keyValueSizeBound(value);
        }
        if (bound <= limit) {
            return; // every value, and their sum, within the limit without measuring them exactly
        }
        long total = 0;
        for (int i = 0; i < attributes.size(); i++) {
            AttributeValue value = item.get(attributes.get(i).name());
            if (value == null) {
                continue;
            }
            int size = AttributeValues.keyValueSize(value);
            if (size > limit) {
                throw DynamoError.validation("One or more parameter values were invalid: Size limit exceeded");
            }
            total += size;
        }
        if (attributes.size() > 1 && total > limit) {
            List<String> names = new ArrayList<>();
            attributes.forEach(attribute -> names.add(attribute.name()));
            throw DynamoError.validation("Aggregate size for " + group + " key attributes " + String.join(", ", names)
                    + " of index " + index.name() + " has exceeded limit " + limit + " bytes, with actual size "
                    + total + " bytes");
        }
    }
}
