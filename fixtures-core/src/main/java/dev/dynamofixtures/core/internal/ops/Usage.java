package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.storage.IndexDefinition;
import dev.dynamofixtures.core.internal.storage.IndexWrite;
import dev.dynamofixtures.core.internal.storage.Item;
import dev.dynamofixtures.core.internal.storage.KeyAttribute;
import dev.dynamofixtures.core.internal.storage.TableDefinition;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What one call consumed and wrote, as the raw facts its operation computes anyway: the capacity units of a
 * single-table read or write, the events of a multi-table {@link CapacityLedger}, and for each item written the
 * partition-key values its partition writes are later worked out from. Filled by the operation on the calling
 * thread, then read only by the operation log. {@link #NONE} records nothing: what unrecorded calls use.
 *
 * <p>The operation log's record of a call <em>is</em> its usage ({@link CallRecord} extends this class), so that
 * recording a GetItem, Query, PutItem and the like allocates one small object and nothing else: the facts are
 * kept in its fields (primitives and references to objects the call computed anyway), never copied into further
 * objects. Only batches and transactions allocate more: one {@link Entry} per action, which also stands for the
 * ledger event that opened its table.
 *
 * <p>Invariant: nothing here is computed; ConsumedCapacity objects and partition keys are built only when the
 * log is read ({@link CallRecord}).
 */
class Usage {
    /** A usage that records nothing, for calls nobody logs. */
    static final Usage NONE = new Usage();

    /** {@link #form}: nothing consumed (table operations, failed calls before any capacity). */
    static final byte NOTHING = 0;
    /** {@link #form}: a single-table read; {@link #definition}, the units, the index name in the request. */
    static final byte READ = 1;
    /** {@link #form}: a single-item write; {@link #definition}, the units, {@link #indexWrites}, the key values. */
    static final byte WRITE = 2;
    /** {@link #form}: a multi-table ledger; {@link #detail} is its newest {@link Entry}. */
    static final byte LEDGER = 3;

    byte form = NOTHING;
    /** Capacity multiplier of a single write (always 1 today; kept so that replay is exact). */
    byte multiplier = 1;
    boolean morePages;
    int itemsRead = -1;
    int itemsReturned = -1;
    double units;
    /** READ and WRITE: the table read or written (its name, its indexes' kinds, its key schema). */
    TableDefinition definition;
    /** WRITE: what the write did to each secondary index (the list the storage layer returned). */
    List<IndexWrite> indexWrites;
    /** WRITE: the partition-key values ({@link #keyValues layout}); LEDGER: the newest {@link Entry}. */
    Object detail;

    Usage() {
    }

    /**
     * One event of a multi-table ledger (batches, transactions), and for a write, the item it wrote. An OPEN
     * event followed by a READ or WRITE of the same table (what every action of a transaction does) is kept as
     * that one READ or WRITE entry: replaying it opens the table first anyway. Entries are linked newest first.
     */
    static final class Entry {
        enum Kind { OPEN, READ, WRITE }

        final Entry previous;
        Kind kind;
        byte multiplier;
        String table;
        double units;
        List<IndexWrite> indexWrites;
        /** A WRITE whose item was recorded: its table's definition, and the partition-key values. */
        TableDefinition definition;
        AttributeValue[] keys;

        Entry(Entry previous, Kind kind, String table, double units, List<IndexWrite> indexWrites, int multiplier) {
            this.previous = previous;
            set(kind, table, units, indexWrites, multiplier);
        }

        void set(Kind newKind, String newTable, double newUnits, List<IndexWrite> writes, int times) {
            kind = newKind;
            table = newTable;
            units = newUnits;
            indexWrites = writes;
            multiplier = (byte) times;
        }
    }

    final boolean isRecording() {
        return this != NONE;
    }

    /** A single-table read of {@code units} from the table or, when the request names one, an index. */
    final void read(TableDefinition table, double readUnits) {
        if (this != NONE) {
            form = READ;
            definition = table;
            units = readUnits;
        }
    }

    /** A single-item write: the table's units and what the write did to each secondary index. */
    final void write(TableDefinition table, double tableUnits, List<IndexWrite> writes, int times) {
        if (this != NONE) {
            form = WRITE;
            definition = table;
            units = tableUnits;
            indexWrites = writes;
            multiplier = (byte) times;
        }
    }

    /** One event of a multi-table ledger, replayed into an INDEXES ledger when the log is read. */
    final void ledger(String table, Entry.Kind kind, double ledgerUnits, List<IndexWrite> writes, int times) {
        if (this == NONE) {
            return;
        }
        Entry last = form == LEDGER ? (Entry) detail : null;
        form = LEDGER;
        if (kind != Entry.Kind.OPEN && last != null && last.kind == Entry.Kind.OPEN && last.table.equals(table)) {
            last.set(kind, table, ledgerUnits, writes, times);
        } else {
            detail = new Entry(last, kind, table, ledgerUnits, writes, times);
        }
    }

    /**
     * One item written: {@code keyOrItem} holds at least the table's key (the request's item or key),
     * {@code previous} and {@code stored} the item before and after (null where there is none), {@code writes}
     * the index writes just handed to {@link #write} or {@link #ledger} (whose record the item joins).
     */
    final void wrote(TableDefinition table, Map<String, AttributeValue> keyOrItem, Item previous, Item stored,
                     List<IndexWrite> writes) {
        if (this == NONE) {
            return;
        }
        AttributeValue[] keys = keyValues(table, keyOrItem, previous, stored, writes);
        if (form == LEDGER) {
            Entry last = (Entry) detail;
            if (last.kind != Entry.Kind.WRITE || last.keys != null || last.indexWrites != writes) {
                // not the write just charged (no caller does this): an entry of its own that charges nothing
                last = new Entry(last, Entry.Kind.WRITE, table.name(), 0, writes, 0);
                detail = last;
            }
            last.definition = table;
            last.keys = keys;
        } else {
            definition = table;
            indexWrites = writes;
            detail = keys;
        }
    }

    /**
     * The partition-key values of one written item, flat: the table's partition key (every attribute of its
     * key schema's hash part, in order), then for each index write whose index the definition has, the old
     * entry's partition key if the entry left or moved, and the new entry's unless it left. References to the
     * items' own attribute values only, so overwritten items are not kept alive; {@link CallRecord} reads them
     * back in the same order.
     */
    private static AttributeValue[] keyValues(TableDefinition table, Map<String, AttributeValue> keyOrItem,
                                              Item previous, Item stored, List<IndexWrite> writes) {
        List<KeyAttribute> tableHash = table.key().hash();
        int size = tableHash.size();
        for (int i = 0; i < writes.size(); i++) {
            IndexWrite write = writes.get(i);
            IndexDefinition index = index(table, write.indexName());
            if (index != null) {
                int attributes = index.keySchema().hash().size();
                size += (hasBefore(write) ? attributes : 0) + (hasAfter(write) ? attributes : 0);
            }
        }
        AttributeValue[] values = new AttributeValue[size];
        int at = copy(tableHash, keyOrItem, values, 0);
        for (int i = 0; i < writes.size(); i++) {
            IndexWrite write = writes.get(i);
            IndexDefinition index = index(table, write.indexName());
            if (index == null) {
                continue;
            }
            List<KeyAttribute> hash = index.keySchema().hash();
            if (hasBefore(write)) {
                at = copy(hash, previous == null ? Map.of() : previous.attributes(), values, at);
            }
            if (hasAfter(write)) {
                at = copy(hash, stored == null ? Map.of() : stored.attributes(), values, at);
            }
        }
        return values;
    }

    /** The table's index of that name, or null (what {@link TableDefinition#index} says, without an Optional). */
    static IndexDefinition index(TableDefinition table, String name) {
        List<IndexDefinition> indexes = table.indexes();
        for (int i = 0; i < indexes.size(); i++) {
            if (indexes.get(i).name().equals(name)) {
                return indexes.get(i);
            }
        }
        return null;
    }

    /**
     * Whether the old entry's partition key is kept: the entry left the index or its key changed. Decided without
     * comparing a rewritten entry's content (an entry that kept its key has none), so recording costs no comparison.
     */
    static boolean hasBefore(IndexWrite write) {
        return !write.keptKey() && (write.change() == IndexWrite.Change.LEFT || write.change() == IndexWrite.Change.MOVED);
    }

    /**
     * Whether the new entry's partition key is kept: every change but leaving the index, an entry rewritten under its
     * key included whether or not it changed ({@link CallRecord} leaves out an unchanged one when read).
     */
    static boolean hasAfter(IndexWrite write) {
        return write.keptKey() || write.change() != IndexWrite.Change.LEFT;
    }

    private static int copy(List<KeyAttribute> attributes, Map<String, AttributeValue> item, AttributeValue[] to,
                            int at) {
        for (int i = 0; i < attributes.size(); i++) {
            to[at++] = item.get(attributes.get(i).name());
        }
        return at;
    }

    final void items(int read, int returned, boolean hasMorePages) {
        if (this != NONE) {
            itemsRead = read;
            itemsReturned = returned;
            morePages = hasMorePages;
        }
    }
}
