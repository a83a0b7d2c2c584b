package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.error.Constraints;
import dev.dynamofixtures.core.internal.storage.IndexKind;
import dev.dynamofixtures.core.internal.storage.IndexWrite;
import dev.dynamofixtures.core.internal.storage.TableDefinition;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;

/**
 * Capacity units as DynamoDB bills them: reads per 4 KB (eventual reads half, transactional double),
 * writes per 1 KB, sizes rounded up, at least one unit; index writes on the index entry's size, a key change
 * costing a delete plus a put. Builds the {@code ConsumedCapacity} member for TOTAL and INDEXES, with the
 * service's split read/write fields.
 */
public final class Capacity {
    private Capacity() {
    }

    /** Read units for {@code bytes} read in one go (an item, or one Query/Scan page). */
    public static double readUnits(long bytes, boolean consistent) {
        double units = Math.max(1, (bytes + 4095) / 4096);
        return consistent ? units : units / 2;
    }

    /** Read units of fetching items of a table from one of its local secondary indexes: their 4 KB blocks. */
    public static double fetchUnits(long blocks, boolean consistent) {
        return consistent ? blocks : blocks / 2.0;
    }

    /** Write units for an item of {@code bytes}. */
    public static double writeUnits(long bytes) {
        return Math.max(1, (bytes + 1023) / 1024);
    }

    /** Write units one write spends on one secondary index. */
    public static double indexWriteUnits(IndexWrite write) {
        switch (write.change()) {
            case ENTERED: return writeUnits(write.newEntrySize());
            case LEFT: return writeUnits(write.oldEntrySize());
            case MOVED: return writeUnits(write.oldEntrySize()) + writeUnits(write.newEntrySize());
            case UNCHANGED: return 0;
            default: return writeUnits(Math.max(write.oldEntrySize(), write.newEntrySize()));
        }
    }

    /** Whether the request asked for consumed capacity (validating the enum as the service does). */
    public static boolean requested(ReturnConsumedCapacity mode, String raw) {
        if (raw == null) {
            return false;
        }
        if (mode == ReturnConsumedCapacity.UNKNOWN_TO_SDK_VERSION) {
            throw Constraints.violation(raw, "returnConsumedCapacity",
                    "Member must satisfy enum value set: [INDEXES, TOTAL, NONE]");
        }
        return mode != ReturnConsumedCapacity.NONE;
    }

    /**
     * ConsumedCapacity of a write: the table's units plus each touched index, or null when not asked for; the raw
     * units go to {@code usage} for the operation log either way.
     */
    static ConsumedCapacity ofWrite(Usage usage, ReturnConsumedCapacity mode, String raw, TableDefinition table,
                                    double tableUnits, List<IndexWrite> indexWrites, int multiplier) {
        usage.write(table, tableUnits, indexWrites, multiplier);
        return ofWrite(mode, raw, table.name(), tableUnits, indexWrites, multiplier);
    }

    /** ConsumedCapacity of a write: the table's units plus each touched index, or null when not asked for. */
    public static ConsumedCapacity ofWrite(ReturnConsumedCapacity mode, String raw, String table, double tableUnits,
                                           List<IndexWrite> indexWrites, double multiplier) {
        if (!requested(mode, raw)) {
            return null;
        }
        double total = tableUnits * multiplier;
        Map<String, software.amazon.awssdk.services.dynamodb.model.Capacity> gsis = new LinkedHashMap<>();
        Map<String, software.amazon.awssdk.services.dynamodb.model.Capacity> lsis = new LinkedHashMap<>();
        for (IndexWrite write : indexWrites) {
            if (!write.wroteIndex()) {
                continue; // rewritten unchanged: no write of the index, which is not listed
            }
            double units = indexWriteUnits(write) * multiplier;
            total += units;
            Map<String, software.amazon.awssdk.services.dynamodb.model.Capacity> target =
                    write.kind() == IndexKind.GLOBAL ? gsis : lsis;
            target.put(write.indexName(), part(units));
        }
        ConsumedCapacity.Builder builder = ConsumedCapacity.builder().tableName(table).capacityUnits(total);
        if (mode == ReturnConsumedCapacity.INDEXES) {
            builder.table(part(tableUnits * multiplier));
            if (!lsis.isEmpty()) {
                builder.localSecondaryIndexes(lsis);
            }
            if (!gsis.isEmpty()) {
                builder.globalSecondaryIndexes(gsis);
            }
        }
        return builder.build();
    }

    /**
     * ConsumedCapacity of a read of the table ({@code indexName} null) or of one index; the raw units go to
     * {@code usage} for the operation log either way.
     */
    static ConsumedCapacity ofRead(Usage usage, ReturnConsumedCapacity mode, String raw, TableDefinition table,
                                   String indexName, IndexKind kind, double units) {
        return ofRead(usage, mode, raw, table, indexName, kind, units, 0);
    }

    /**
     * A read of an index of {@code units} that also fetched items from the table ({@code fetchUnits}: a local
     * secondary index's entries lacking what was asked for), which the table is charged, as DynamoDB charges them.
     */
    static ConsumedCapacity ofRead(Usage usage, ReturnConsumedCapacity mode, String raw, TableDefinition table,
                                   String indexName, IndexKind kind, double units, double fetchUnits) {
        usage.read(table, units + fetchUnits);
        return ofRead(mode, raw, table.name(), indexName, kind, units, fetchUnits);
    }

    /** ConsumedCapacity of a read of the table ({@code indexName} null) or of one index. */
    public static ConsumedCapacity ofRead(ReturnConsumedCapacity mode, String raw, String table, String indexName,
                                          IndexKind kind, double units) {
        return ofRead(mode, raw, table, indexName, kind, units, 0);
    }

    /**
     * As {@link #ofRead(ReturnConsumedCapacity, String, String, String, IndexKind, double)}, the table also charged
     * {@code fetchUnits} for the items an index read fetched from it.
     */
    private static ConsumedCapacity ofRead(ReturnConsumedCapacity mode, String raw, String table, String indexName,
                                           IndexKind kind, double units, double fetchUnits) {
        if (!requested(mode, raw)) {
            return null;
        }
        double total = units + fetchUnits;
        ConsumedCapacity.Builder builder = ConsumedCapacity.builder().tableName(table).capacityUnits(total);
        if (mode == ReturnConsumedCapacity.INDEXES) {
            if (indexName == null) {
                builder.table(part(units));
            } else {
                builder.table(part(fetchUnits));
                Map<String, software.amazon.awssdk.services.dynamodb.model.Capacity> index =
                        Map.of(indexName, part(units));
                if (kind == IndexKind.GLOBAL) {
                    builder.globalSecondaryIndexes(index);
                } else {
                    builder.localSecondaryIndexes(index);
                }
            }
        }
        return builder.build();
    }

    /*
     * A single-item operation's, a Query's or a Scan's capacity is the aggregate alone, at the top and on the table and
     * each index: the service reports no read/write split there (captured from the service by a public conformance
     * suite; DynamoDB Local has none anywhere). Batches and transactions keep theirs (CapacityLedger).
     */
    private static software.amazon.awssdk.services.dynamodb.model.Capacity part(double units) {
        return software.amazon.awssdk.services.dynamodb.model.Capacity.builder().capacityUnits(units).build();
    }
}
