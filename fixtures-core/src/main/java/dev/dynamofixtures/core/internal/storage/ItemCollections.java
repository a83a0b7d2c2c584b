package dev.dynamofixtures.core.internal.storage;

import java.util.Iterator;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Item collections: all the items of a table with one partition-key value, and their entries in the table's local
 * secondary indexes. Only tables with an LSI have them (DynamoDB limits them to 10 GB and reports their size).
 */
public final class ItemCollections {
    private ItemCollections() {
    }

    /** Whether the table has item collections: at least one local secondary index. */
    public static boolean tracked(TableDefinition definition) {
        for (IndexDefinition index : definition.indexes()) {
            if (index.kind() == IndexKind.LOCAL) {
                return true;
            }
        }
        return false;
    }

    /**
     * The stored size of the collection of one partition-key value: the sizes of its items plus the sizes of their
     * entries in every LSI (the projected attributes), in bytes. Reads only that partition's ranges.
     */
    public static long sizeBytes(Table table, AttributeValue partitionValue) {
        TableDefinition definition = table.definition();
        long size = partitionSize(table.primary(), definition.key(), IndexKind.PRIMARY, partitionValue);
        for (IndexDefinition index : definition.indexes()) {
            if (index.kind() == IndexKind.LOCAL) {
                size += partitionSize(table.secondary(index.name()), index.keySchema(), IndexKind.LOCAL,
                        partitionValue);
            }
        }
        return size;
    }

    private static long partitionSize(IndexData data, KeySchema schema, IndexKind kind, AttributeValue value) {
        byte[] low = KeyCodec.prefix(schema, kind, List.of(value), List.of());
        byte[] high = KeyCodec.successor(low);
        long size = 0;
        for (Iterator<Map.Entry<byte[], Item>> it = data.entries().iterator(low, true, high, false, true);
             it.hasNext(); ) {
            size += it.next().getValue().size();
        }
        return size;
    }
}
