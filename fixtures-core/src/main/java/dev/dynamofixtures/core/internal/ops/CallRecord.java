package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.error.DynamoError;
import dev.dynamofixtures.core.internal.storage.IndexDefinition;
import dev.dynamofixtures.core.internal.storage.IndexKind;
import dev.dynamofixtures.core.internal.storage.IndexWrite;
import dev.dynamofixtures.core.internal.storage.KeyAttribute;
import dev.dynamofixtures.core.internal.storage.TableDefinition;
import dev.dynamofixtures.core.log.PartitionWrite;
import dev.dynamofixtures.core.log.RecordedCall;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import software.amazon.awssdk.awscore.AwsRequest;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;

/**
 * One call in the engine's operation log. Holds only what was cheap to keep when the call was made (the request,
 * the raw facts of {@link Usage}, which this record is, and the error); everything else (the operation's name,
 * table names, key condition shape, ConsumedCapacity, partition writes, the error message) is worked out the first
 * time it is read. Published by {@link CallLog#add} (a release store), after which nothing writes its facts:
 * the lazily built details are immutable and always equal, so racing readers may build them twice, harmlessly.
 */
final class CallRecord extends Usage implements RecordedCall {
    private static final String INDEXES = ReturnConsumedCapacity.INDEXES.toString();
    /** The operation's name for a request class: GetItemRequest's is GetItem. */
    private final AwsRequest request;
    private final boolean localMessages;
    /** Set by {@link CallLog#add} just before the record is published. */
    long sequence;
    /**
     * {@link #writtenBytes}, worked out by {@link CallLog#add} just before the record is published, while the call's
     * ledger is still in the processor's caches: weighing a chunk of the log later walked 64 calls' ledgers out of
     * memory (2.6 % of a 25-item BatchWriteItem's samples).
     */
    long written;
    /** The DynamoDB error the call failed with; null for a call answered. */
    DynamoError error;
    private Details details;

    CallRecord(AwsRequest request, boolean localMessages) {
        this.request = request;
        this.localMessages = localMessages;
    }

    /** What a reader built from the facts: kept so that later reads return the same objects. */
    private record Details(List<ConsumedCapacity> capacity, List<PartitionWrite> partitionWrites) {
    }

    @Override
    public long sequence() {
        return sequence;
    }

    /**
     * About how many bytes of items this call's request holds for the log's written-bytes bound: its write units
     * (one per KB of item written, twice that in a transaction), 1 KB each; nothing for reads and table calls, whose
     * requests are small, and for a failed write, which consumed nothing (the call count bounds those).
     */
    long writtenBytes() {
        return written;
    }

    /** {@link #writtenBytes} from the call's facts: walks a batch's or transaction's ledger. */
    long countWrittenBytes() {
        double writeUnits = 0;
        if (form == WRITE) {
            writeUnits = units;
        } else if (form == LEDGER) {
            for (Entry entry = (Entry) detail; entry != null; entry = entry.previous) {
                if (entry.kind == Entry.Kind.WRITE) {
                    writeUnits += entry.units;
                }
            }
        }
        return (long) (writeUnits * 1024);
    }

    @Override
    public String operation() {
        return RequestFacts.operation(request);
    }

    @Override
    public AwsRequest request() {
        return request;
    }

    @Override
    public List<String> tableNames() {
        return RequestFacts.tableNames(request);
    }

    @Override
    public Optional<String> indexName() {
        return RequestFacts.indexName(request);
    }

    @Override
    public Optional<String> keyConditionShape() {
        return RequestFacts.keyConditionShape(request);
    }

    @Override
    public OptionalInt itemsRead() {
        return itemsRead < 0 ? OptionalInt.empty() : OptionalInt.of(itemsRead);
    }

    @Override
    public OptionalInt itemsReturned() {
        return itemsReturned < 0 ? OptionalInt.empty() : OptionalInt.of(itemsReturned);
    }

    @Override
    public boolean hasMorePages() {
        return morePages;
    }

    @Override
    public boolean continuesEarlierPage() {
        return RequestFacts.continuesEarlierPage(request);
    }

    @Override
    public List<ConsumedCapacity> consumedCapacity() {
        return error != null ? List.of() : details().capacity();
    }

    @Override
    public List<PartitionWrite> partitionWrites() {
        return error != null ? List.of() : details().partitionWrites();
    }

    private Details details() {
        Details result = details;
        if (result == null) {
            Entry[] entries = form == LEDGER ? entries((Entry) detail) : new Entry[0];
            result = new Details(capacity(entries), PartitionWrites.of(this, entries));
            details = result;
        }
        return result;
    }

    /** The ledger's entries, oldest first. */
    private static Entry[] entries(Entry newest) {
        int count = 0;
        for (Entry entry = newest; entry != null; entry = entry.previous) {
            count++;
        }
        Entry[] entries = new Entry[count];
        for (Entry entry = newest; entry != null; entry = entry.previous) {
            entries[--count] = entry;
        }
        return entries;
    }

    private List<ConsumedCapacity> capacity(Entry[] entries) {
        return switch (form) {
            case READ -> {
                String indexName = indexName().orElse(null);
                IndexKind kind = indexName == null ? null
                        : definition.index(indexName).map(IndexDefinition::kind).orElse(null);
                yield List.of(Capacity.ofRead(ReturnConsumedCapacity.INDEXES, INDEXES, definition.name(), indexName,
                        kind, units));
            }
            case WRITE -> List.of(Capacity.ofWrite(ReturnConsumedCapacity.INDEXES, INDEXES, definition.name(), units,
                    indexWrites, multiplier));
            case LEDGER -> List.copyOf(CapacityLedger.replay(entries));
            default -> List.of();
        };
    }

    @Override
    public Optional<String> errorCode() {
        return error == null ? Optional.empty() : Optional.of(error.inDialect(localMessages).type().code());
    }

    @Override
    public Optional<String> errorMessage() {
        return error == null ? Optional.empty() : Optional.of(error.message(localMessages));
    }

    @Override
    public String toString() {
        return "#" + sequence + " " + operation() + " " + tableNames()
                + (error == null ? "" : " failed with " + error.inDialect(localMessages).type().code());
    }

    /** The partitions the items of one call were written to, worked out from the key values and the definitions. */
    static final class PartitionWrites {
        private PartitionWrites() {
        }

        static List<PartitionWrite> of(Usage usage, Entry[] entries) {
            List<PartitionWrite> writes = new ArrayList<>();
            if (usage.form == WRITE && usage.detail != null) {
                add(writes, usage.definition, usage.indexWrites, (AttributeValue[]) usage.detail);
            }
            for (Entry entry : entries) {
                if (entry.keys != null) {
                    add(writes, entry.definition, entry.indexWrites, entry.keys);
                }
            }
            return writes.isEmpty() ? List.of() : List.copyOf(writes);
        }

        /** One written item's partition writes, reading its key values in {@link Usage}'s order. */
        private static void add(List<PartitionWrite> writes, TableDefinition definition, List<IndexWrite> indexWrites,
                                AttributeValue[] keys) {
            String table = definition.name();
            List<KeyAttribute> tableHash = definition.key().hash();
            writes.add(new PartitionWrite(table, null, partitionKey(tableHash, keys, 0)));
            int at = tableHash.size();
            for (IndexWrite write : indexWrites) {
                IndexDefinition index = Usage.index(definition, write.indexName());
                if (index == null) {
                    continue;
                }
                List<KeyAttribute> hash = index.keySchema().hash();
                Map<String, AttributeValue> from = null;
                if (Usage.hasBefore(write)) {
                    from = partitionKey(hash, keys, at);
                    at += hash.size();
                    writes.add(new PartitionWrite(table, index.name(), from));
                }
                if (Usage.hasAfter(write)) {
                    Map<String, AttributeValue> to = partitionKey(hash, keys, at);
                    at += hash.size();
                    if (!to.equals(from) && write.wroteIndex()) {
                        writes.add(new PartitionWrite(table, index.name(), to));
                    }
                }
            }
        }

        private static Map<String, AttributeValue> partitionKey(List<KeyAttribute> hash, AttributeValue[] values,
                                                                int at) {
            if (hash.size() == 1) {
                return values[at] == null ? Map.of() : Map.of(hash.get(0).name(), values[at]);
            }
            Map<String, AttributeValue> key = new LinkedHashMap<>();
            for (int i = 0; i < hash.size(); i++) {
                if (values[at + i] != null) {
                    key.put(hash.get(i).name(), values[at + i]);
                }
            }
            return Collections.unmodifiableMap(key);
        }
    }
}
