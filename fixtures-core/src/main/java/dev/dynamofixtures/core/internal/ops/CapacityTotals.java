package dev.dynamofixtures.core.internal.ops;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.Capacity;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;

/**
 * The ConsumedCapacity of a call made of single-item operations (BatchExecuteStatement's statements): each table's
 * units summed, tables in the order first charged, as BatchGetItem and BatchWriteItem report them. Inactive (the
 * request did not ask): it adds nothing and builds null.
 */
final class CapacityTotals {
    private final boolean active;
    private final Map<String, ConsumedCapacity> byTable = new LinkedHashMap<>();

    CapacityTotals(boolean active) {
        this.active = active;
    }

    /** Adds one operation's capacity (null: none). */
    void add(ConsumedCapacity consumed) {
        if (active && consumed != null) {
            byTable.merge(consumed.tableName(), consumed, CapacityTotals::sum);
        }
    }

    /** The list, or null when the request did not ask for it or nothing was charged. */
    List<ConsumedCapacity> build() {
        return active && !byTable.isEmpty() ? new ArrayList<>(byTable.values()) : null;
    }

    private static ConsumedCapacity sum(ConsumedCapacity a, ConsumedCapacity b) {
        return ConsumedCapacity.builder().tableName(a.tableName())
                .capacityUnits(plus(a.capacityUnits(), b.capacityUnits()))
                .readCapacityUnits(plus(a.readCapacityUnits(), b.readCapacityUnits()))
                .writeCapacityUnits(plus(a.writeCapacityUnits(), b.writeCapacityUnits()))
                .table(plus(a.table(), b.table()))
                .globalSecondaryIndexes(plus(a.hasGlobalSecondaryIndexes() ? a.globalSecondaryIndexes() : null,
                        b.hasGlobalSecondaryIndexes() ? b.globalSecondaryIndexes() : null))
                .localSecondaryIndexes(plus(a.hasLocalSecondaryIndexes() ? a.localSecondaryIndexes() : null,
                        b.hasLocalSecondaryIndexes() ? b.localSecondaryIndexes() : null))
                .build();
    }

    private static Map<String, Capacity> plus(Map<String, Capacity> a, Map<String, Capacity> b) {
        if (a == null || b == null) {
            return a == null ? b : a;
        }
        Map<String, Capacity> out = new LinkedHashMap<>(a);
        b.forEach((name, capacity) -> out.merge(name, capacity, CapacityTotals::plus));
        return out;
    }

    private static Capacity plus(Capacity a, Capacity b) {
        if (a == null || b == null) {
            return a == null ? b : a;
        }
        return Capacity.builder().capacityUnits(plus(a.capacityUnits(), b.capacityUnits()))
                .readCapacityUnits(plus(a.readCapacityUnits(), b.readCapacityUnits()))
                .writeCapacityUnits(plus(a.writeCapacityUnits(), b.writeCapacityUnits())).build();
    }

    private static Double plus(Double a, Double b) {
        if (a == null || b == null) {
            return a == null ? b : a;
        }
        return a + b;
    }
}
