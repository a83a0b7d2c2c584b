package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.storage.IndexDefinition;
import dev.dynamofixtures.core.internal.storage.IndexKind;
import dev.dynamofixtures.core.internal.storage.IndexWrite;
import dev.dynamofixtures.core.internal.storage.Item;
import dev.dynamofixtures.core.internal.storage.KeyAttribute;
import dev.dynamofixtures.core.internal.storage.TableDefinition;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What one call consumed and wrote, as the raw facts its operation computes anyway: the capacity units of a
 * single-table read or write, the events of a multi-table {@link CapacityLedger}, and for each item written the
 * references the partitions it wrote are later worked out from. Filled by the operation on the calling thread,
 * then read only by the operation log. {@link #NONE} records nothing: what unrecorded calls use.
 *
 * <p>Invariant: nothing here is computed; ConsumedCapacity objects and partition keys are built only when the
 * log is read ({@link CallRecord}).
 */
final class Usage {
    /** A usage that records nothing, for calls nobody logs. */
    static final Usage NONE = new Usage(false);

    enum Form { NONE, READ, WRITE, LEDGER }

    /** One event of a multi-table ledger, replayed when the log is read. */
    record LedgerEvent(String table, LedgerEvent.Kind kind, double units, List<IndexWrite> indexWrites, double multiplier) {
        enum Kind { OPEN, READ, WRITE }
    }

    /**
     * One item written to a table: what its partition writes are worked out from. Holds references to the key
     * attribute values only (the table's partition key, and each index write's partition key before and after),
     * never the items, so that the log does not keep overwritten items alive.
     */
    record Written(TableDefinition definition, AttributeValue[] tableKey, List<IndexWrite> indexWrites,
                   AttributeValue[][] before, AttributeValue[][] after) {
    }

    private final boolean recording;
    Form form = Form.NONE;
    String table;
    String indexName;
    IndexKind indexKind;
    double units;
    List<IndexWrite> indexWrites;
    double multiplier;
    List<LedgerEvent> ledger;
    Written written;
    List<Written> moreWritten;
    int itemsRead = -1;
    int itemsReturned = -1;
    boolean morePages;

    Usage() {
        this(true);
    }

    private Usage(boolean recording) {
        this.recording = recording;
    }

    boolean isRecording() {
        return recording;
    }

    /** A single-table read of {@code units} from the table ({@code indexName} null) or an index. */
    void read(String tableName, String index, IndexKind kind, double readUnits) {
        if (recording) {
            form = Form.READ;
            table = tableName;
            indexName = index;
            indexKind = kind;
            units = readUnits;
        }
    }

    /** A single-table write: the table's units and what the write did to each secondary index. */
    void write(String tableName, double tableUnits, List<IndexWrite> writes, double times) {
        if (recording) {
            form = Form.WRITE;
            table = tableName;
            units = tableUnits;
            indexWrites = writes;
            multiplier = times;
        }
    }

    /** The events of a multi-table ledger, replayed into an INDEXES ledger when the log is read. */
    void ledger(String tableName, LedgerEvent.Kind kind, double ledgerUnits, List<IndexWrite> writes, double times) {
        if (recording) {
            form = Form.LEDGER;
            if (ledger == null) {
                ledger = new ArrayList<>();
            }
            ledger.add(new LedgerEvent(tableName, kind, ledgerUnits, writes, times));
        }
    }

    /**
     * One item written: {@code keyOrItem} holds at least the table's key (the request's item or key),
     * {@code previous} and {@code stored} the item before and after (null where there is none).
     */
    void wrote(TableDefinition definition, Map<String, AttributeValue> keyOrItem, Item previous, Item stored,
               List<IndexWrite> writes) {
        if (!recording) {
            return;
        }
        AttributeValue[][] before = new AttributeValue[writes.size()][];
        AttributeValue[][] after = new AttributeValue[writes.size()][];
        for (int i = 0; i < writes.size(); i++) {
            IndexWrite write = writes.get(i);
            IndexDefinition index = definition.index(write.indexName()).orElse(null);
            if (index == null) {
                continue;
            }
            IndexWrite.Change change = write.change();
            if (change == IndexWrite.Change.LEFT || change == IndexWrite.Change.MOVED) {
                before[i] = values(index.keySchema().hash(), previous == null ? Map.of() : previous.attributes());
            }
            if (change != IndexWrite.Change.LEFT) {
                after[i] = values(index.keySchema().hash(), stored == null ? Map.of() : stored.attributes());
            }
        }
        Written one = new Written(definition, values(definition.key().hash(), keyOrItem), writes, before, after);
        if (written == null) {
            written = one;
        } else {
            if (moreWritten == null) {
                moreWritten = new ArrayList<>();
            }
            moreWritten.add(one);
        }
    }

    private static AttributeValue[] values(List<KeyAttribute> attributes, Map<String, AttributeValue> item) {
        AttributeValue[] values = new AttributeValue[attributes.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = item.get(attributes.get(i).name());
        }
        return values;
    }

    void items(int read, int returned, boolean hasMorePages) {
        itemsRead = read;
        itemsReturned = returned;
        morePages = hasMorePages;
    }

    List<Written> writtenItems() {
        if (written == null) {
            return List.of();
        }
        if (moreWritten == null) {
            return List.of(written);
        }
        List<Written> all = new ArrayList<>(moreWritten.size() + 1);
        all.add(written);
        all.addAll(moreWritten);
        return all;
    }
}
