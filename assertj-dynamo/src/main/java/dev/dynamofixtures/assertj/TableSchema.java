package dev.dynamofixtures.assertj;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/**
 * A table's keys and its secondary indexes' keys, read from one DescribeTable (multi-attribute GSI keys
 * included), and what the assertions derive from them: items ordered and shown keys first. Not API.
 *
 * @param name the table's name
 * @param key the table's primary key
 * @param indexes the secondary indexes by name, GSIs then LSIs, each in DescribeTable's order
 */
record TableSchema(String name, KeyShape key, Map<String, Index> indexes) {

    /**
     * One secondary index.
     *
     * @param name the index's name
     * @param kind {@code GSI} or {@code LSI}
     * @param key the index's key
     */
    record Index(String name, String kind, KeyShape key) {
    }

    TableSchema {
        indexes = Collections.unmodifiableMap(new LinkedHashMap<>(indexes));
    }

    /** The schema a DescribeTable response describes. */
    static TableSchema of(TableDescription table) {
        Map<String, Index> indexes = new LinkedHashMap<>();
        table.globalSecondaryIndexes().forEach(gsi -> indexes.put(gsi.indexName(),
                new Index(gsi.indexName(), "GSI", KeyShape.of(gsi.keySchema(), table.attributeDefinitions()))));
        table.localSecondaryIndexes().forEach(lsi -> indexes.put(lsi.indexName(),
                new Index(lsi.indexName(), "LSI", KeyShape.of(lsi.keySchema(), table.attributeDefinitions()))));
        return new TableSchema(table.tableName(), KeyShape.of(table.keySchema(), table.attributeDefinitions()),
                indexes);
    }

    /** The index of that name, if the table has one. */
    Optional<Index> index(String indexName) {
        return Optional.ofNullable(indexes.get(indexName));
    }

    /** The attributes an index's items are ordered and shown by: the index's key, then the table's key. */
    List<String> keyAttributes(Index index) {
        List<String> attributes = new ArrayList<>(index.key().attributes());
        key.attributes().stream().filter(a -> !attributes.contains(a)).forEach(attributes::add);
        return attributes;
    }

    /** The items in DynamoDB's order of the given key attributes, each with those attributes first. */
    static List<Map<String, AttributeValue>> keysFirst(List<Map<String, AttributeValue>> items,
            List<String> keyAttributes) {
        Comparator<Map<String, AttributeValue>> order = KeyShape.order(keyAttributes);
        return items.stream().sorted(order).map(item -> KeyShape.keysFirst(item, keyAttributes)).toList();
    }
}
