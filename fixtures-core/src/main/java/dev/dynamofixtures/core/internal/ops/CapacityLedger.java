package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.storage.IndexKind;
import dev.dynamofixtures.core.internal.storage.IndexWrite;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;

/**
 * The capacity a multi-table operation (batches, transactions) consumed, table by table, for its
 * {@code ConsumedCapacity} list: one entry per table in the order the tables were first charged, each with
 * its read and write units (the service's split fields) and, for INDEXES, the table's and each index's part.
 * A ledger that was not asked for ({@link #isRequested()} false) records nothing.
 */
final class CapacityLedger {
    private final ReturnConsumedCapacity mode;
    private final boolean requested;
    private final Map<String, TableUnits> tables = new LinkedHashMap<>();
    private final Usage usage;

    private CapacityLedger(ReturnConsumedCapacity mode, boolean requested, Usage usage) {
        this.mode = mode;
        this.requested = requested;
        this.usage = usage;
    }

    /** A ledger for the request's ReturnConsumedCapacity (validated as the service does). */
    static CapacityLedger of(ReturnConsumedCapacity mode, String raw) {
        return of(mode, raw, Usage.NONE);
    }

    /**
     * A ledger for the request's ReturnConsumedCapacity that also hands every event to {@code usage}, for the
     * operation log to replay into an INDEXES ledger when it is read.
     */
    static CapacityLedger of(ReturnConsumedCapacity mode, String raw, Usage usage) {
        return new CapacityLedger(mode, Capacity.requested(mode, raw), usage);
    }

    boolean isRequested() {
        return requested;
    }

    /** Makes {@code table} the next entry of the list, even if nothing is charged to it. */
    void open(String table) {
        usage.ledger(table, Usage.Entry.Kind.OPEN, 0, List.of(), 1);
        if (requested) {
            units(table);
        }
    }

    void read(String table, double units) {
        usage.ledger(table, Usage.Entry.Kind.READ, units, List.of(), 1);
        if (requested) {
            TableUnits entry = units(table);
            entry.read += units;
            entry.reads = true;
        }
    }

    /** A write of the table's item, plus what it did to the table's secondary indexes, times {@code multiplier}. */
    void write(String table, double units, List<IndexWrite> indexWrites, int multiplier) {
        usage.ledger(table, Usage.Entry.Kind.WRITE, units, indexWrites, multiplier);
        if (!requested) {
            return;
        }
        TableUnits entry = units(table);
        entry.write += units * multiplier;
        entry.writes = true;
        for (IndexWrite write : indexWrites) {
            if (!write.wroteIndex()) {
                continue; // rewritten unchanged: no write of the index, which is not listed
            }
            Map<String, Double> target = write.kind() == IndexKind.GLOBAL ? entry.globalIndexes : entry.localIndexes;
            target.merge(write.indexName(), Capacity.indexWriteUnits(write) * multiplier, Double::sum);
        }
    }

    /** The INDEXES ConsumedCapacity list a call's recorded ledger events add up to: what the engine answers for INDEXES. */
    static List<ConsumedCapacity> replay(Usage.Entry[] events) {
        CapacityLedger ledger = new CapacityLedger(ReturnConsumedCapacity.INDEXES, true, Usage.NONE);
        for (Usage.Entry event : events) {
            switch (event.kind) {
                case OPEN -> ledger.open(event.table);
                case READ -> ledger.read(event.table, event.units);
                case WRITE -> ledger.write(event.table, event.units, event.indexWrites, event.multiplier);
            }
        }
        return ledger.build();
    }

    private TableUnits units(String table) {
        return tables.computeIfAbsent(table, t -> new TableUnits());
    }

    /** The ConsumedCapacity list, or null when the request did not ask for it. */
    List<ConsumedCapacity> build() {
        if (!requested) {
            return null;
        }
        List<ConsumedCapacity> list = new ArrayList<>(tables.size());
        tables.forEach((name, units) -> list.add(units.build(name, mode == ReturnConsumedCapacity.INDEXES)));
        return list;
    }

    /** One table's units: its own reads and writes and each index's writes. */
    private static final class TableUnits {
        private double read;
        private double write;
        private boolean reads;
        private boolean writes;
        private final Map<String, Double> globalIndexes = new LinkedHashMap<>();
        private final Map<String, Double> localIndexes = new LinkedHashMap<>();

        ConsumedCapacity build(String name, boolean indexes) {
            double allWrites = write + sum(globalIndexes) + sum(localIndexes);
            ConsumedCapacity.Builder builder = ConsumedCapacity.builder().tableName(name)
                    .capacityUnits(read + allWrites);
            if (reads) {
                builder.readCapacityUnits(read);
            }
            if (writes) {
                builder.writeCapacityUnits(allWrites);
            }
            if (indexes) {
                software.amazon.awssdk.services.dynamodb.model.Capacity.Builder table =
                        software.amazon.awssdk.services.dynamodb.model.Capacity.builder().capacityUnits(read + write);
                if (reads) {
                    table.readCapacityUnits(read);
                }
                if (writes) {
                    table.writeCapacityUnits(write);
                }
                builder.table(table.build());
                if (!localIndexes.isEmpty()) {
                    builder.localSecondaryIndexes(writeCapacities(localIndexes));
                }
                if (!globalIndexes.isEmpty()) {
                    builder.globalSecondaryIndexes(writeCapacities(globalIndexes));
                }
            }
            return builder.build();
        }

        private static double sum(Map<String, Double> units) {
            double total = 0;
            for (double value : units.values()) {
                total += value;
            }
            return total;
        }

        private static Map<String, software.amazon.awssdk.services.dynamodb.model.Capacity> writeCapacities(
                Map<String, Double> units) {
            Map<String, software.amazon.awssdk.services.dynamodb.model.Capacity> out = new LinkedHashMap<>();
            units.forEach((index, value) -> out.put(index, software.amazon.awssdk.services.dynamodb.model.Capacity
                    .builder().capacityUnits(value).writeCapacityUnits(value).build()));
            return out;
        }
    }
}
