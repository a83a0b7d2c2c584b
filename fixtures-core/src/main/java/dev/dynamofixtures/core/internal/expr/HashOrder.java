package dev.dynamofixtures.core.internal.expr;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;

/**
 * The iteration order of a {@code java.util.HashMap} whose keys are DynamoDB's path elements, inserted in a
 * given order. DynamoDB keeps the paths of a projection or update expression in such maps; their order decides
 * which path its conflict messages name and which update action fails first.
 */
final class HashOrder {
    private HashOrder() {
    }

    /** The elements in the order a HashMap that received them in this order iterates them. */
    static List<PathElement> of(Collection<PathElement> insertionOrder) {
        int capacity = capacity(insertionOrder.size());
        List<PathElement> ordered = new ArrayList<>(insertionOrder);
        // List.sort is stable: elements of one bucket keep their insertion order, as in the HashMap's bins.
        ordered.sort(Comparator.comparingInt(element -> bucket(element, capacity)));
        return ordered;
    }

    /** The first element a HashMap that received them in this order iterates. */
    static PathElement first(Collection<PathElement> insertionOrder) {
        int capacity = capacity(insertionOrder.size());
        PathElement first = null;
        int firstBucket = Integer.MAX_VALUE;
        for (PathElement element : insertionOrder) {
            int bucket = bucket(element, capacity);
            if (bucket < firstBucket) {
                first = element;
                firstBucket = bucket;
            }
        }
        return first;
    }

    /** The table size of a default HashMap after this many insertions (load factor 0.75). */
    private static int capacity(int size) {
        int capacity = 16;
        while (size > capacity * 3 / 4) {
            capacity *= 2;
        }
        return capacity;
    }

    private static int bucket(PathElement element, int capacity) {
        int hash = dynamoHash(element);
        return (hash ^ (hash >>> 16)) & (capacity - 1);
    }

    /** DynamoDB's element hash: commons-lang {@code HashCodeBuilder(8191, 127).append(field)}. */
    private static int dynamoHash(PathElement element) {
        int field = element instanceof PathElement.MapKey key
                ? key.name().hashCode()
                : ((PathElement.ListIndex) element).index();
        return 8191 * 127 + field;
    }
}
