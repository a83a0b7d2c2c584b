package dev.dynamofixtures.assertj;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.assertj.core.error.ErrorMessageFactory;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/**
 * The order DynamoDB returns a table's or an index's items in, and the check that items follow it: the items of
 * one partition (equal values of every partition key attribute) come together, and within a partition they are
 * sorted by the sort key attributes in turn (S by UTF-8 bytes, N numerically, B unsigned), ascending or, as with
 * {@code ScanIndexForward=false}, descending. Items whose index keys are equal may come in any order. Multi-attribute
 * GSI keys (several HASH and RANGE elements) are read in the order of the key schema. Not API.
 */
final class IndexOrder {

    private final String name;
    private final List<String> partition;
    private final List<String> sort;

    private IndexOrder(String name, List<String> partition, List<String> sort) {
        this.name = name;
        this.partition = partition;
        this.sort = sort;
    }

    /** The order of {@code index} (the table's own order when null) of a table DescribeTable described. */
    static IndexOrder of(TableDescription table, String index) {
        if (table == null) {
            throw new IllegalArgumentException("The table description is null; pass DescribeTable's table()");
        }
        if (index == null) {
            return of("table " + table.tableName(), table.keySchema());
        }
        List<String> names = new ArrayList<>();
        for (GlobalSecondaryIndexDescription gsi : table.globalSecondaryIndexes()) {
            if (gsi.indexName().equals(index)) {
                return of("index " + index + " of table " + table.tableName(), gsi.keySchema());
            }
            names.add(gsi.indexName());
        }
        for (LocalSecondaryIndexDescription lsi : table.localSecondaryIndexes()) {
            if (lsi.indexName().equals(index)) {
                return of("index " + index + " of table " + table.tableName(), lsi.keySchema());
            }
            names.add(lsi.indexName());
        }
        throw noSuchIndex(table.tableName(), index, names);
    }

    /** The order of {@code index} (the table's own order when null) of the table a CreateTable request makes. */
    static IndexOrder of(CreateTableRequest table, String index) {
        if (table == null) {
            throw new IllegalArgumentException("The CreateTable request is null");
        }
        if (index == null) {
            return of("table " + table.tableName(), table.keySchema());
        }
        List<String> names = new ArrayList<>();
        for (GlobalSecondaryIndex gsi : table.globalSecondaryIndexes()) {
            if (gsi.indexName().equals(index)) {
                return of("index " + index + " of table " + table.tableName(), gsi.keySchema());
            }
            names.add(gsi.indexName());
        }
        for (LocalSecondaryIndex lsi : table.localSecondaryIndexes()) {
            if (lsi.indexName().equals(index)) {
                return of("index " + index + " of table " + table.tableName(), lsi.keySchema());
            }
            names.add(lsi.indexName());
        }
        throw noSuchIndex(table.tableName(), index, names);
    }

    private static IllegalArgumentException noSuchIndex(String table, String index, List<String> names) {
        return new IllegalArgumentException("Table " + table + " has no index " + index + "; "
                + (names.isEmpty() ? "it has no secondary indexes (pass null for the table's own order)"
                        : "its indexes are " + String.join(", ", names)));
    }

    private static IndexOrder of(String name, List<KeySchemaElement> keySchema) {
        List<String> partition = new ArrayList<>();
        List<String> sort = new ArrayList<>();
        for (KeySchemaElement element : keySchema) {
            (element.keyType() == KeyType.HASH ? partition : sort).add(element.attributeName());
        }
        if (partition.isEmpty()) {
            throw new IllegalArgumentException("The key schema of " + name + " has no HASH element");
        }
        return new IndexOrder(name, List.copyOf(partition), List.copyOf(sort));
    }

    /**
     * What the items are expected to follow: {@code index X of table T: each partition (a) together, sorted by b, c
     * in DynamoDB order}.
     */
    String describe(boolean reverse) {
        return name + ": each partition (" + String.join(", ", partition) + ") together"
                + (sort.isEmpty() ? "" : ", sorted " + (reverse ? "descending " : "") + "by " + String.join(", ", sort)
                        + " in DynamoDB order");
    }

    /** Why the items are not in this order (the first thing wrong), or null when they are. */
    ErrorMessageFactory check(List<Map<String, AttributeValue>> items, boolean reverse) {
        for (int i = 0; i < items.size(); i++) {
            for (String attribute : keyAttributes()) {
                if (!DynamoValues.isOrderable(items.get(i).get(attribute))) {
                    return ShouldBeInIndexOrder.shouldHaveKey(items, this, reverse, i, attribute);
                }
            }
        }
        List<Integer> closedPartitions = new ArrayList<>();
        for (int i = 1; i < items.size(); i++) {
            Map<String, AttributeValue> previous = items.get(i - 1);
            Map<String, AttributeValue> item = items.get(i);
            if (samePartition(previous, item)) {
                for (String attribute : sort) {
                    AttributeValue left = previous.get(attribute);
                    AttributeValue right = item.get(attribute);
                    if (left.type() != right.type()) {
                        return ShouldBeInIndexOrder.shouldBeOrderable(items, this, reverse, i - 1, attribute);
                    }
                    int order = DynamoValues.compare(left, right) * (reverse ? -1 : 1);
                    if (order > 0) {
                        return ShouldBeInIndexOrder.shouldBeInOrder(items, this, reverse, i - 1, attribute);
                    }
                    if (order < 0) {
                        break;
                    }
                }
                continue;
            }
            for (int last : closedPartitions) {
                if (samePartition(items.get(last), item)) {
                    return ShouldBeInIndexOrder.shouldBeContiguous(items, this, reverse, last, i);
                }
            }
            closedPartitions.add(i - 1);
        }
        return null;
    }

    private List<String> keyAttributes() {
        List<String> attributes = new ArrayList<>(partition);
        attributes.addAll(sort);
        return attributes;
    }

    private boolean samePartition(Map<String, AttributeValue> a, Map<String, AttributeValue> b) {
        return partition.stream().allMatch(attribute -> DynamoValues.equal(a.get(attribute), b.get(attribute)));
    }

    /** {@code customer = S "C1"}, or several such, for the partition of {@code item}. */
    String partitionOf(Map<String, AttributeValue> item) {
        List<String> parts = new ArrayList<>();
        partition.forEach(attribute -> parts.add(attribute + " = " + DynamoValues.render(item.get(attribute))));
        return String.join(", ", parts);
    }

    /** The partition key attributes, in key-schema order. */
    List<String> partition() {
        return partition;
    }

    /** The sort key attributes, in key-schema order. */
    List<String> sort() {
        return sort;
    }
}
