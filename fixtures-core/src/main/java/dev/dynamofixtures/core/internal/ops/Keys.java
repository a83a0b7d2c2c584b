package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.error.DynamoError;
import dev.dynamofixtures.core.internal.storage.KeyAttribute;
import dev.dynamofixtures.core.internal.storage.KeySchema;
import dev.dynamofixtures.core.internal.value.AttributeType;
import dev.dynamofixtures.core.internal.value.AttributeValues;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Validation of key values: a {@code Key} argument (GetItem, DeleteItem, UpdateItem, batches) and the key
 * attributes of items, with the service's and DynamoDB Local's texts.
 */
public final class Keys {
    public static final int MAX_PARTITION_KEY_BYTES = 2048;
    public static final int MAX_SORT_KEY_BYTES = 1024;
    private static final String SCHEMA_MISMATCH = "The provided key element does not match the schema";

    private Keys() {
    }

    /**
     * Validates a {@code Key} argument against the table's key schema and returns it canonical: exactly the
     * key attributes, each of its declared type, non-empty and within the size limits.
     */
    public static Map<String, AttributeValue> validateKey(KeySchema schema, Map<String, AttributeValue> key) {
        List<KeyAttribute> attributes = schema.all();
        Map<String, AttributeValue> canonical = holdsCanonicalKeyValues(attributes, key) ? key : canonicalised(key);
        if (canonical.size() != attributes.size()) {
            throw DynamoError.validation(SCHEMA_MISMATCH, "The number of conditions on the keys is invalid");
        }
        for (int i = 0; i < attributes.size(); i++) {
            KeyAttribute attribute = attributes.get(i);
            AttributeValue value = canonical.get(attribute.name());
            if (value == null) {
                throw DynamoError.validation(SCHEMA_MISMATCH, "One of the required keys was not given a value");
            }
            AttributeType type = AttributeType.of(value);
            if (!type.isScalarKeyType()) {
                throw DynamoError.validation(SCHEMA_MISMATCH, "Invalid attribute value type");
            }
            if (type != attribute.type()) {
                throw DynamoError.validation(SCHEMA_MISMATCH, "One or more parameter values were invalid: Type mismatch for key");
            }
            checkNotEmpty(attribute.name(), value);
        }
        checkSizes(schema, canonical);
        return canonical;
    }

    /**
     * Whether {@code key} holds exactly the schema's attributes, each with a canonical scalar value: the common case,
     * told by looking the schema's names up. Then every value of the key has been checked, and no other order of
     * checking could have found an error; otherwise {@link #canonicalised} checks them again in the key's order.
     * (Walking the key's {@code values()} instead made three objects per request: the SDK's map is unmodifiable.)
     */
    private static boolean holdsCanonicalKeyValues(List<KeyAttribute> attributes, Map<String, AttributeValue> key) {
        if (key.size() != attributes.size()) {
            return false;
        }
        for (int i = 0; i < attributes.size(); i++) {
            AttributeValue value = key.get(attributes.get(i).name());
            if (value == null || !isCanonicalScalar(value)) {
                return false;
            }
        }
        return true;
    }

    /** Whether a value is a valid S, N or B in canonical form (a number's text canonical); false for anything else. */
    private static boolean isCanonicalScalar(AttributeValue value) {
        try {
            if (AttributeValues.normalize(value, 1) != value) {
                return false;
            }
        } catch (DynamoError invalid) { // reported by the walk in the key's order
            return false;
        }
        return AttributeType.of(value).isScalarKeyType();
    }

    /**
     * The key with every value checked in the key's order (so the first invalid value throws), copied only when a
     * value is not canonical yet.
     */
    private static Map<String, AttributeValue> canonicalised(Map<String, AttributeValue> key) {
        for (Map.Entry<String, AttributeValue> e : key.entrySet()) {
            if (AttributeValues.normalize(e.getValue(), 1) != e.getValue()) {
                return canonicalCopy(key);
            }
            AttributeValues.checkNameNotEmpty(e.getKey()); // after the entry's value (probed)
        }
        return key;
    }

    /** The key with every value canonical, normalized in the key's order (so the first invalid value throws). */
    private static Map<String, AttributeValue> canonicalCopy(Map<String, AttributeValue> key) {
        Map<String, AttributeValue> canonical = new LinkedHashMap<>(key);
        for (Map.Entry<String, AttributeValue> e : key.entrySet()) {
            AttributeValue normalized = AttributeValues.normalize(e.getValue(), 1);
            AttributeValues.checkNameNotEmpty(e.getKey()); // after the entry's value (probed)
            if (normalized != e.getValue()) {
                canonical.put(e.getKey(), normalized);
            }
        }
        return canonical;
    }

    /** Whether {@code error} is {@link #validateKey}'s verdict that a key does not match the key schema. */
    static boolean isSchemaMismatch(DynamoError error) {
        return SCHEMA_MISMATCH.equals(error.liveMessage());
    }

    /** The error for an empty S or B value in a table key attribute (items, keys and key conditions). */
    public static void checkNotEmpty(String attributeName, AttributeValue value) {
        AttributeType type = AttributeType.of(value);
        if (type == AttributeType.S && value.s().isEmpty()) {
            throw DynamoError.validation("One or more parameter values are not valid. The AttributeValue for a key "
                    + "attribute cannot contain an empty string value. Key: " + attributeName);
        }
        if (type == AttributeType.B && value.b().asByteArrayUnsafe().length == 0) {
            throw DynamoError.validation("One or more parameter values are not valid. The AttributeValue for a key "
                    + "attribute cannot contain an empty binary value. Key: " + attributeName);
        }
    }

    /** The table key size limits: partition value under 2048 bytes, sort value under 1024 bytes. */
    public static void checkSizes(KeySchema schema, Map<String, AttributeValue> keyOrItem) {
        String local = "Hash primary key values must be under 2048 bytes, and range primary key values must be under 1024 bytes";
        AttributeValue partition = keyOrItem.get(schema.partition().name());
        if (AttributeValues.keyValueSizeBound(partition) > MAX_PARTITION_KEY_BYTES
                && AttributeValues.keyValueSize(partition) > MAX_PARTITION_KEY_BYTES) {
            throw DynamoError.validation("One or more parameter values were invalid: "
                    + "Size of hashkey has exceeded the maximum size limit of2048 bytes", local);
        }
        if (schema.hasRange()) {
            AttributeValue sort = keyOrItem.get(schema.range().get(0).name());
            if (AttributeValues.keyValueSizeBound(sort) > MAX_SORT_KEY_BYTES
                    && AttributeValues.keyValueSize(sort) > MAX_SORT_KEY_BYTES) {
                throw DynamoError.validation("One or more parameter values were invalid: "
                        + "Aggregated size of all range keys has exceeded the size limit of 1024 bytes", local);
            }
        }
    }
}
