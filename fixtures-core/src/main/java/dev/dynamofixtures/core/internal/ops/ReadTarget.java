package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.error.DynamoError;
import dev.dynamofixtures.core.internal.storage.IndexData;
import dev.dynamofixtures.core.internal.storage.IndexDefinition;
import dev.dynamofixtures.core.internal.storage.IndexKind;
import dev.dynamofixtures.core.internal.storage.Item;
import dev.dynamofixtures.core.internal.storage.KeyAttribute;
import dev.dynamofixtures.core.internal.storage.KeyCodec;
import dev.dynamofixtures.core.internal.storage.KeySchema;
import dev.dynamofixtures.core.internal.storage.Table;
import dev.dynamofixtures.core.internal.value.AttributeType;
import dev.dynamofixtures.core.internal.value.AttributeValues;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What a Query or Scan reads: the table's primary index, or one of its secondary indexes. Knows the
 * target's key schema, its entries, and the shape of its LastEvaluatedKey / ExclusiveStartKey (the table
 * key plus, for an index, every index key attribute).
 */
final class ReadTarget {
    private final Table table;
    private final IndexDefinition index;

    private ReadTarget(Table table, IndexDefinition index) {
        this.table = table;
        this.index = index;
    }

    /** The table itself when {@code indexName} is null, else the named index (or DynamoDB's error). */
    static ReadTarget of(Table table, String indexName) {
        if (indexName == null) {
            return new ReadTarget(table, null);
        }
        IndexDefinition index = table.definition().index(indexName).orElseThrow(() ->
                DynamoError.validation("The table does not have the specified index: " + indexName));
        return new ReadTarget(table, index);
    }

    Table table() {
        return table;
    }

    /** The secondary index read, or null for the table. */
    IndexDefinition index() {
        return index;
    }

    boolean isIndex() {
        return index != null;
    }

    boolean isGlobalIndex() {
        return index != null && index.kind() == IndexKind.GLOBAL;
    }

    boolean projectsAll() {
        return index == null || index.projection().isAll();
    }

    /** Whether the target's entries hold this top-level attribute. */
    boolean projects(String attribute) {
        return index == null || index.projects(attribute);
    }

    KeySchema keySchema() {
        return index == null ? table.definition().key() : index.keySchema();
    }

    IndexData data() {
        return index == null ? table.primary() : table.secondary(index.name());
    }

    String indexName() {
        return index == null ? null : index.name();
    }

    IndexKind kind() {
        return index == null ? IndexKind.PRIMARY : index.kind();
    }

    /**
     * The attributes of LastEvaluatedKey: the table key, then the index key attributes not in it. A list searched
     * linearly (at most eight attributes), not a hash set: building a set on every page was a visible share of a
     * Scan page's profile.
     */
    List<KeyAttribute> startKeyAttributes() {
        List<KeyAttribute> tableKey = table.definition().key().all();
        if (index == null) {
            return tableKey;
        }
        List<KeyAttribute> attributes = new ArrayList<>(tableKey);
        for (KeyAttribute attribute : index.keySchema().all()) {
            if (!attributes.contains(attribute)) {
                attributes.add(attribute);
            }
        }
        return attributes;
    }

    /** The LastEvaluatedKey for an entry of this target. */
    Map<String, AttributeValue> lastEvaluatedKey(Item entry) {
        List<KeyAttribute> attributes = startKeyAttributes();
        Map<String, AttributeValue> key = new LinkedHashMap<>();
        for (int i = 0; i < attributes.size(); i++) {
            String name = attributes.get(i).name();
            key.put(name, entry.get(name));
        }
        return key;
    }

    /** The item a query returns for an entry: the entry itself, or the table's item when fetching. */
    Item fetch(Item entry) {
        if (index == null) {
            return entry;
        }
        Item item = table.get(table.keyOf(entry.attributes()));
        return item == null ? entry : item;
    }

    /**
     * Validates an ExclusiveStartKey's shape and types and returns its position: the key the entry for it
     * would have in this target.
     */
    byte[] startKeyPosition(Map<String, AttributeValue> startKey) {
        Map<String, AttributeValue> canonical = new LinkedHashMap<>();
        // forEach, not entrySet(): the request's map is unmodifiable, and its entry set wraps each entry anew
        startKey.forEach((name, value) -> {
            AttributeValue normalized = AttributeValues.normalize(value, 1);
            AttributeValues.checkNameNotEmpty(name);
            canonical.put(name, normalized);
        });
        List<KeyAttribute> expected = startKeyAttributes();
        String invalid = "The provided starting key is invalid: The provided key element does not match the schema";
        String wrongSize = "The provided starting key is invalid";
        if (canonical.isEmpty()) { // an empty map is invalid whatever the target, not a wrong size (probed)
            throw DynamoError.validation(wrongSize);
        }
        if (canonical.size() != expected.size()) {
            // DynamoDB Local words a table's and an LSI's wrong-sized start key alike, a GSI's otherwise (probed);
            // the service words every wrong size as the short form (a conformance suite captured from it)
            throw DynamoError.validation(wrongSize, index == null || index.kind() == IndexKind.LOCAL
                    ? "Exclusive Start Key must have same size as table's key schema" : wrongSize);
        }
        for (KeyAttribute attribute : expected) {
            if (!canonical.containsKey(attribute.name())) {
                throw DynamoError.validation(invalid, "The provided starting key is invalid");
            }
        }
        for (KeyAttribute attribute : expected) {
            AttributeValue value = canonical.get(attribute.name());
            if (AttributeType.of(value) != attribute.type()) {
                throw DynamoError.validation(invalid, "Type mismatch for attribute to update");
            }
        }
        byte[] primary = KeyCodec.primaryKey(table.definition().key(), canonical);
        return index == null ? primary : KeyCodec.indexKey(index, canonical, primary);
    }
}
