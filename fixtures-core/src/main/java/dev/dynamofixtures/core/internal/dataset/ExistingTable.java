package dev.dynamofixtures.core.internal.dataset;

import dev.dynamofixtures.core.dataset.DatasetTable;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/**
 * Compares a table that already exists (its DescribeTable answer) with the dataset's definition of it, before a
 * load writes anything: the primary key, and every index the dataset defines, must have the same key attributes in
 * the same roles and order, with the same types, and the same projection. Indexes the table has and the dataset
 * does not are allowed, but every item must fit their key types too, or DynamoDB would reject it halfway through
 * the load. Each difference is a problem at the table's definition that names both sides and the ways out.
 */
final class ExistingTable {
    private static final Pattern LINE_AND_COLUMN = Pattern.compile("(.*):(\\d+):(\\d+)");

    private ExistingTable() {
    }

    /** Where the dataset defines {@code table}: its origin ({@code orders.yml:3:3}) as a position. */
    static Position origin(DatasetTable table) {
        Matcher matcher = LINE_AND_COLUMN.matcher(table.origin());
        if (matcher.matches()) {
            return new Position(matcher.group(1), Integer.parseInt(matcher.group(2)), Integer.parseInt(matcher.group(3)));
        }
        return Position.of(table.origin());
    }

    /** Adds a problem for each way {@code actual} differs from {@code table}, or would reject one of its items. */
    static void check(DatasetTable table, TableDescription actual, List<ItemEntry> entries,
                      List<Map<String, AttributeValue>> items, Problems problems) {
        Map<String, String> expectedTypes = types(table.createTableRequest().attributeDefinitions());
        Map<String, String> actualTypes = types(actual.attributeDefinitions());
        Position at = origin(table);
        String name = table.name();
        String expectedKey = describeKey(table.createTableRequest().keySchema(), expectedTypes);
        String actualKey = describeKey(actual.keySchema(), actualTypes);
        if (!expectedKey.equals(actualKey)) {
            problems.add(at, "table " + name + " already exists with another primary key than the dataset's: the table's is "
                    + actualKey + ", the dataset's is " + expectedKey + "; " + fixes(name));
        }
        Map<String, Index> expected = indexes(table.createTableRequest().globalSecondaryIndexes(),
                table.createTableRequest().localSecondaryIndexes());
        Map<String, Index> existing = indexesOf(actual);
        expected.forEach((indexName, index) -> {
            Index other = existing.get(indexName);
            String what = index.kind() + " " + indexName + " of table " + name;
            if (other == null || !other.kind().equals(index.kind())) {
                problems.add(at, "table " + name + " already exists without the dataset's " + index.kind() + " "
                        + indexName + " (" + describeKey(index.keys(), expectedTypes) + ")" + (other == null ? ""
                        : "; it has a " + other.kind() + " of that name") + "; " + fixes(name));
                return;
            }
            String expectedIndexKey = describeKey(index.keys(), expectedTypes);
            String actualIndexKey = describeKey(other.keys(), actualTypes);
            if (!expectedIndexKey.equals(actualIndexKey)) {
                problems.add(at, what + " already exists with another key than the dataset's: the table's is "
                        + actualIndexKey + ", the dataset's is " + expectedIndexKey + "; " + fixes(name));
            }
            String expectedProjection = describe(index.projection());
            String actualProjection = describe(other.projection());
            if (!expectedProjection.equals(actualProjection)) {
                problems.add(at, what + " already exists with another projection than the dataset's: the table's projects "
                        + actualProjection + ", the dataset's " + expectedProjection + "; " + fixes(name));
            }
        });
        existing.forEach((indexName, index) -> {
            if (!expected.containsKey(indexName)) {
                checkItemsFit(name, indexName, index, actualTypes, entries, items, problems);
            }
        });
    }

    /** The ways out of a table that differs from the dataset's definition. */
    private static String fixes(String table) {
        return "delete the table " + table + " (or load into other tables: Dataset.withTablePrefix), or change the "
                + "dataset's definition to match the table";
    }

    /** Items whose attributes have another type than the key of an index the dataset does not know. */
    private static void checkItemsFit(String table, String indexName, Index index, Map<String, String> types,
                                      List<ItemEntry> entries, List<Map<String, AttributeValue>> items, Problems problems) {
        for (KeySchemaElement key : index.keys()) {
            String type = types.get(key.attributeName());
            for (int i = 0; i < items.size(); i++) {
                AttributeValue value = items.get(i).get(key.attributeName());
                if (value != null && type != null && !type.equals(typeOf(value))) {
                    problems.add(entries.get(i).position(), "item's " + key.attributeName() + " is "
                            + DatasetValidator.describe(value) + ", but the existing table " + table + " has "
                            + index.kind() + " " + indexName + " (which the dataset does not define) keyed on it as "
                            + type + "; DynamoDB would reject the item: give it a " + type + ", or delete the table");
                }
            }
        }
    }

    private static String typeOf(AttributeValue value) {
        return value.s() != null ? "S" : value.n() != null ? "N" : value.b() != null ? "B" : "another type";
    }

    /** {@code partition key customer_id (S), sort key status (S), amount (N)}. */
    static String describeKey(List<KeySchemaElement> keys, Map<String, String> types) {
        List<String> partition = new ArrayList<>();
        List<String> sort = new ArrayList<>();
        for (KeySchemaElement key : keys) {
            String text = key.attributeName() + " (" + types.getOrDefault(key.attributeName(), "untyped") + ")";
            (key.keyType() == KeyType.HASH ? partition : sort).add(text);
        }
        String described = "partition key " + String.join(", ", partition);
        return sort.isEmpty() ? described : described + ", sort key " + String.join(", ", sort);
    }

    /** {@code ALL}, {@code KEYS_ONLY}, or {@code INCLUDE [a, b]} with the attributes sorted. */
    private static String describe(Projection projection) {
        if (projection == null || projection.projectionTypeAsString() == null) {
            return "ALL";
        }
        String type = projection.projectionTypeAsString();
        return "INCLUDE".equals(type) ? type + " " + new TreeSet<>(projection.nonKeyAttributes()) : type;
    }

    private static Map<String, String> types(List<AttributeDefinition> definitions) {
        Map<String, String> types = new HashMap<>();
        for (AttributeDefinition definition : definitions) {
            types.put(definition.attributeName(), definition.attributeTypeAsString());
        }
        return types;
    }

    /** An index of either kind, as the request and the description both say it. */
    private record Index(String kind, List<KeySchemaElement> keys, Projection projection) {
    }

    private static Map<String, Index> indexes(List<GlobalSecondaryIndex> globals, List<LocalSecondaryIndex> locals) {
        Map<String, Index> indexes = new LinkedHashMap<>();
        for (GlobalSecondaryIndex index : globals) {
            indexes.put(index.indexName(), new Index("global secondary index", index.keySchema(), index.projection()));
        }
        for (LocalSecondaryIndex index : locals) {
            indexes.put(index.indexName(), new Index("local secondary index", index.keySchema(), index.projection()));
        }
        return indexes;
    }

    private static Map<String, Index> indexesOf(TableDescription table) {
        Map<String, Index> indexes = new LinkedHashMap<>();
        for (GlobalSecondaryIndexDescription index : table.globalSecondaryIndexes()) {
            indexes.put(index.indexName(), new Index("global secondary index", index.keySchema(), index.projection()));
        }
        for (LocalSecondaryIndexDescription index : table.localSecondaryIndexes()) {
            indexes.put(index.indexName(), new Index("local secondary index", index.keySchema(), index.projection()));
        }
        return indexes;
    }
}
