package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.storage.ItemCollections;
import dev.dynamofixtures.core.internal.storage.Table;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ItemCollectionMetrics;
import software.amazon.awssdk.services.dynamodb.model.ReturnItemCollectionMetrics;

/**
 * {@code ReturnItemCollectionMetrics=SIZE}: for a write to a table with a local secondary index, the written item's
 * collection key and an estimate of the collection's size after the write, in GB, as a range of whole gigabytes
 * around the stored size ({@code [floor(GB), floor(GB) + 1]}: {@code [0.0, 1.0]} below 1 GB, as the service reports
 * small collections). Tables without an LSI return nothing; DynamoDB Local never returns metrics.
 */
final class ItemCollectionMetricsRules {
    private static final double GIGABYTE = 1024.0 * 1024 * 1024;

    private ItemCollectionMetricsRules() {
    }

    /** Whether the request asked for metrics (SIZE); validates the value as the service does. */
    static boolean requested(ReturnItemCollectionMetrics value, String raw) {
        BatchRules.itemCollectionMetrics(value, raw);
        return value == ReturnItemCollectionMetrics.SIZE;
    }

    /** The metrics of the collection holding {@code keyOrItem} in {@code table} (after the write), or null. */
    static ItemCollectionMetrics of(Table table, Map<String, AttributeValue> keyOrItem) {
        if (!ItemCollections.tracked(table.definition())) {
            return null;
        }
        String partition = table.definition().key().partition().name();
        AttributeValue value = keyOrItem.get(partition);
        double gigabytes = Math.floor(ItemCollections.sizeBytes(table, value) / GIGABYTE);
        return ItemCollectionMetrics.builder()
                .itemCollectionKey(Map.of(partition, value))
                .sizeEstimateRangeGB(gigabytes, gigabytes + 1)
                .build();
    }

    /** Per-table metrics for the batch and transaction responses: one entry per written item, in order. */
    static final class PerTable {
        private final Map<String, List<ItemCollectionMetrics>> byTable = new LinkedHashMap<>();

        void add(Table tableAfter, Map<String, AttributeValue> keyOrItem) {
            ItemCollectionMetrics metrics = of(tableAfter, keyOrItem);
            if (metrics != null) {
                byTable.computeIfAbsent(tableAfter.name(), n -> new ArrayList<>()).add(metrics);
            }
        }

        boolean isEmpty() {
            return byTable.isEmpty();
        }

        Map<String, List<ItemCollectionMetrics>> asMap() {
            return byTable;
        }
    }
}
