package dev.dynamofixtures.core.internal.ops;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The order in which DynamoDB Local visits the tables of a batch request: that of a {@code java.util.HashMap}
 * grown from a small capacity, filled in request order (found by probing: with two or three tables the order
 * is that of a four-bucket map, with four to six that of eight buckets, with seven that of sixteen). Which
 * error a batch with several bad tables reports, and the order of its ConsumedCapacity list, follow it.
 */
final class LocalTableOrder {
    private LocalTableOrder() {
    }

    /** The entries of {@code requestItems} in DynamoDB Local's order. */
    static <V> List<Map.Entry<String, V>> of(Map<String, V> requestItems) {
        if (requestItems.size() == 1) {
            return List.copyOf(requestItems.entrySet());
        }
        Map<String, V> local = new HashMap<>(2);
        requestItems.forEach(local::put);
        return new ArrayList<>(local.entrySet());
    }
}
