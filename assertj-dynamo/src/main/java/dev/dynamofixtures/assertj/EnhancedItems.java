package dev.dynamofixtures.assertj;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The Enhanced Client's beans as the attribute maps DynamoDB stores (null attributes left out, as the Enhanced
 * Client writes them, in a stable order: partition key, sort key, then the others by name): through the table
 * schema given, or else one derived from the bean's class (annotated
 * {@code @DynamoDbBean} or {@code @DynamoDbImmutable}). Only the Enhanced Client's asserts use it. Not API.
 */
final class EnhancedItems {

    private EnhancedItems() {
    }

    /**
     * The beans' attribute maps.
     *
     * @throws IllegalArgumentException when no schema was given and none can be derived from the beans' class
     */
    @SuppressWarnings("unchecked")
    static <T> List<Map<String, AttributeValue>> toMaps(List<T> beans, TableSchema<T> schema) {
        List<Map<String, AttributeValue>> maps = new ArrayList<>();
        TableSchema<T> used = schema;
        for (T bean : beans) {
            if (used == null) {
                used = derive((Class<T>) bean.getClass());
            }
            maps.add(ordered(used.itemToMap(bean, true), used));
        }
        return maps;
    }

    /** The attributes in a stable order: partition key, sort key, then the others by name. */
    private static Map<String, AttributeValue> ordered(Map<String, AttributeValue> attributes, TableSchema<?> schema) {
        Map<String, AttributeValue> ordered = new LinkedHashMap<>();
        String partition = schema.tableMetadata().primaryPartitionKey();
        if (attributes.containsKey(partition)) {
            ordered.put(partition, attributes.get(partition));
        }
        schema.tableMetadata().primarySortKey().filter(attributes::containsKey)
                .ifPresent(sort -> ordered.put(sort, attributes.get(sort)));
        new TreeMap<>(attributes).forEach(ordered::putIfAbsent);
        return ordered;
    }

    private static <T> TableSchema<T> derive(Class<T> type) {
        try {
            return TableSchema.fromClass(type);
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("No TableSchema can be derived from " + type.getName() + " ("
                    + e.getMessage() + "); pass the table's schema: assertThat(pages, table.tableSchema())", e);
        }
    }

    /** The beans as an item table when they convert, else one line per bean's {@code toString()}. */
    static <T> String table(List<T> beans, TableSchema<T> schema) {
        try {
            return ItemTable.of(toMaps(beans, schema));
        } catch (IllegalArgumentException e) {
            List<List<String>> rows = new ArrayList<>();
            rows.add(List.of("#", "item"));
            for (int i = 0; i < beans.size(); i++) {
                rows.add(List.of(String.valueOf(i), String.valueOf(beans.get(i))));
            }
            return beans.isEmpty() ? "  (no items)" : ItemTable.align(rows);
        }
    }
}
