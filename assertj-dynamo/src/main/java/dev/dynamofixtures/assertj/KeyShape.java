package dev.dynamofixtures.assertj;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;

/**
 * The key of a table or of one of its indexes, as DescribeTable gives it: the partition key attributes and the
 * sort key attributes in schema order (several of each for a multi-attribute GSI) with their declared types
 * (S, N or B). Not API.
 *
 * @param partition the partition key attributes, in KeySchema order
 * @param sort the sort key attributes, in KeySchema order; empty when there is no sort key
 * @param types the declared type letter of every key attribute
 */
record KeyShape(List<String> partition, List<String> sort, Map<String, String> types) {

    KeyShape {
        partition = List.copyOf(partition);
        sort = List.copyOf(sort);
        types = Map.copyOf(types);
    }

    /** The shape of a KeySchema, typed by the table's AttributeDefinitions. */
    static KeyShape of(List<KeySchemaElement> keySchema, List<AttributeDefinition> definitions) {
        List<String> partition = new ArrayList<>();
        List<String> sort = new ArrayList<>();
        Map<String, String> types = new LinkedHashMap<>();
        for (KeySchemaElement element : keySchema) {
            (element.keyType() == KeyType.HASH ? partition : sort).add(element.attributeName());
            definitions.stream().filter(d -> d.attributeName().equals(element.attributeName())).findFirst()
                    .ifPresent(d -> types.put(d.attributeName(), d.attributeTypeAsString()));
        }
        return new KeyShape(partition, sort, types);
    }

    /** Every key attribute: the partition key attributes, then the sort key attributes. */
    List<String> attributes() {
        List<String> all = new ArrayList<>(partition);
        all.addAll(sort);
        return all;
    }

    /** The declared type letter of a key attribute. */
    String type(String attribute) {
        return types.getOrDefault(attribute, "?");
    }

    /** Whether the value has the type this key declares for the attribute. */
    boolean hasDeclaredType(String attribute, AttributeValue value) {
        return value != null && value.type().name().equals(type(attribute));
    }

    /** The key as users read it: {@code partition key customer_id (S); sort key status (S), amount (N)}. */
    String describe() {
        String text = (partition.size() > 1 ? "partition key attributes " : "partition key ") + typed(partition);
        if (!sort.isEmpty()) {
            text += (sort.size() > 1 ? "; sort key attributes " : "; sort key ") + typed(sort);
        }
        return text;
    }

    /** The partition key as users read it: {@code customer_id (S), status (S)}. */
    String describePartition() {
        return typed(partition);
    }

    private String typed(List<String> names) {
        return names.stream().map(name -> name + " (" + type(name) + ")").collect(Collectors.joining(", "));
    }

    /** The item's values of the given attributes, in that order; attributes the item lacks are left out. */
    static Map<String, AttributeValue> project(Map<String, AttributeValue> item, List<String> attributes) {
        Map<String, AttributeValue> projected = new LinkedHashMap<>();
        attributes.stream().filter(item::containsKey).forEach(name -> projected.put(name, item.get(name)));
        return projected;
    }

    /**
     * The item with the given attributes first, in that order, then its others by name: DynamoDB returns an item's
     * attributes in no particular order, and every backend's message must read the same.
     */
    static Map<String, AttributeValue> keysFirst(Map<String, AttributeValue> item, List<String> attributes) {
        Map<String, AttributeValue> ordered = project(item, attributes);
        item.keySet().stream().sorted().forEach(name -> ordered.putIfAbsent(name, item.get(name)));
        return ordered;
    }

    /**
     * DynamoDB's order of items by the given attributes in turn (S by UTF-8 bytes, N numerically, B unsigned);
     * a missing or unorderable value sorts last, values of different types by type name.
     */
    static Comparator<Map<String, AttributeValue>> order(List<String> attributes) {
        return (a, b) -> {
            for (String attribute : attributes) {
                int order = compare(a.get(attribute), b.get(attribute));
                if (order != 0) {
                    return order;
                }
            }
            return 0;
        };
    }

    private static int compare(AttributeValue a, AttributeValue b) {
        boolean orderableA = DynamoValues.isOrderable(a);
        boolean orderableB = DynamoValues.isOrderable(b);
        if (!orderableA || !orderableB) {
            return Boolean.compare(!orderableA, !orderableB);
        }
        if (a.type() != b.type()) {
            return a.type().compareTo(b.type());
        }
        return DynamoValues.compare(a, b);
    }
}
