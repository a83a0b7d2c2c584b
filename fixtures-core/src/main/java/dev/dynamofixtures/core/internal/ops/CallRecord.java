package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.error.DynamoError;
import dev.dynamofixtures.core.internal.storage.IndexDefinition;
import dev.dynamofixtures.core.internal.storage.IndexWrite;
import dev.dynamofixtures.core.internal.storage.KeyAttribute;
import dev.dynamofixtures.core.log.PartitionWrite;
import dev.dynamofixtures.core.log.RecordedCall;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItem;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/**
 * One call in the engine's operation log. Holds only what was cheap to keep when the call was made (the request,
 * the raw {@link Usage}, the error); everything else (table names, key condition shape, ConsumedCapacity, partition
 * writes, the error message) is worked out the first time it is read and then kept. Immutable once published:
 * the lazily computed values are immutable and always equal, so racing readers may compute them twice, harmlessly.
 */
final class CallRecord implements RecordedCall {
    private static final String INDEXES = ReturnConsumedCapacity.INDEXES.toString();

    private final long sequence;
    private final String operation;
    private final DynamoDbRequest request;
    private final Usage usage;
    private final DynamoError error;
    private final boolean localMessages;
    private List<ConsumedCapacity> capacity;
    private List<PartitionWrite> partitionWrites;

    CallRecord(long sequence, String operation, DynamoDbRequest request, Usage usage, DynamoError error,
               boolean localMessages) {
        this.sequence = sequence;
        this.operation = operation;
        this.request = request;
        this.usage = usage;
        this.error = error;
        this.localMessages = localMessages;
    }

    @Override
    public long sequence() {
        return sequence;
    }

    @Override
    public String operation() {
        return operation;
    }

    @Override
    public DynamoDbRequest request() {
        return request;
    }

    @Override
    public List<String> tableNames() {
        Set<String> names = new LinkedHashSet<>();
        if (request instanceof BatchGetItemRequest batch) {
            names.addAll(batch.requestItems().keySet());
        } else if (request instanceof BatchWriteItemRequest batch) {
            names.addAll(batch.requestItems().keySet());
        } else if (request instanceof TransactGetItemsRequest transaction) {
            for (TransactGetItem item : transaction.transactItems()) {
                if (item != null && item.get() != null) {
                    addName(names, item.get().tableName());
                }
            }
        } else if (request instanceof TransactWriteItemsRequest transaction) {
            for (TransactWriteItem item : transaction.transactItems()) {
                if (item != null) {
                    addName(names, transactionTable(item));
                }
            }
        } else if (request instanceof software.amazon.awssdk.services.dynamodb.model.ExecuteStatementRequest statement) {
            addName(names, PartiQlOperations.tableNamed(statement.statement()));
        } else if (request instanceof software.amazon.awssdk.services.dynamodb.model.BatchExecuteStatementRequest batch) {
            batch.statements().forEach(s -> addName(names, s == null ? null : PartiQlOperations.tableNamed(s.statement())));
        } else if (request instanceof software.amazon.awssdk.services.dynamodb.model.ExecuteTransactionRequest transaction) {
            transaction.transactStatements().forEach(s -> addName(names,
                    s == null ? null : PartiQlOperations.tableNamed(s.statement())));
        } else {
            request.getValueForField("TableName", String.class).ifPresent(name -> addName(names, name));
        }
        return List.copyOf(names);
    }

    private static void addName(Set<String> names, String name) {
        if (name != null) {
            names.add(name);
        }
    }

    private static String transactionTable(TransactWriteItem item) {
        if (item.put() != null) {
            return item.put().tableName();
        }
        if (item.update() != null) {
            return item.update().tableName();
        }
        if (item.delete() != null) {
            return item.delete().tableName();
        }
        return item.conditionCheck() == null ? null : item.conditionCheck().tableName();
    }

    @Override
    public Optional<String> indexName() {
        if (request instanceof QueryRequest query) {
            return Optional.ofNullable(query.indexName());
        }
        if (request instanceof ScanRequest scan) {
            return Optional.ofNullable(scan.indexName());
        }
        return Optional.empty();
    }

    @Override
    public Optional<String> keyConditionShape() {
        return request instanceof QueryRequest query ? KeyConditionShapes.of(query) : Optional.empty();
    }

    @Override
    public OptionalInt itemsRead() {
        return usage.itemsRead < 0 ? OptionalInt.empty() : OptionalInt.of(usage.itemsRead);
    }

    @Override
    public OptionalInt itemsReturned() {
        return usage.itemsReturned < 0 ? OptionalInt.empty() : OptionalInt.of(usage.itemsReturned);
    }

    @Override
    public boolean hasMorePages() {
        return usage.morePages;
    }

    @Override
    public boolean continuesEarlierPage() {
        if (request instanceof QueryRequest query) {
            return query.hasExclusiveStartKey() && !query.exclusiveStartKey().isEmpty();
        }
        if (request instanceof ScanRequest scan) {
            return scan.hasExclusiveStartKey() && !scan.exclusiveStartKey().isEmpty();
        }
        return false;
    }

    @Override
    public List<ConsumedCapacity> consumedCapacity() {
        List<ConsumedCapacity> result = capacity;
        if (result == null) {
            result = error != null ? List.of() : switch (usage.form) {
                case NONE -> List.of();
                case READ -> List.of(Capacity.ofRead(ReturnConsumedCapacity.INDEXES, INDEXES, usage.table,
                        usage.indexName, usage.indexKind, usage.units));
                case WRITE -> List.of(Capacity.ofWrite(ReturnConsumedCapacity.INDEXES, INDEXES, usage.table,
                        usage.units, usage.indexWrites, usage.multiplier));
                case LEDGER -> List.copyOf(CapacityLedger.replay(usage.ledger));
            };
            capacity = result;
        }
        return result;
    }

    @Override
    public List<PartitionWrite> partitionWrites() {
        List<PartitionWrite> result = partitionWrites;
        if (result == null) {
            result = error != null ? List.of() : PartitionWrites.of(usage.writtenItems());
            partitionWrites = result;
        }
        return result;
    }

    @Override
    public Optional<String> errorCode() {
        return error == null ? Optional.empty() : Optional.of(error.type().code());
    }

    @Override
    public Optional<String> errorMessage() {
        return error == null ? Optional.empty() : Optional.of(error.message(localMessages));
    }

    @Override
    public String toString() {
        return "#" + sequence + " " + operation + " " + tableNames()
                + (error == null ? "" : " failed with " + error.type().code());
    }

    /** The partitions the items of one call were written to, worked out from the items and the table definitions. */
    static final class PartitionWrites {
        private PartitionWrites() {
        }

        static List<PartitionWrite> of(List<Usage.Written> written) {
            if (written.isEmpty()) {
                return List.of();
            }
            List<PartitionWrite> writes = new ArrayList<>();
            for (Usage.Written one : written) {
                String table = one.definition().name();
                writes.add(new PartitionWrite(table, null, partitionKey(one.definition().key().hash(), one.tableKey())));
                List<IndexWrite> indexWrites = one.indexWrites();
                for (int i = 0; i < indexWrites.size(); i++) {
                    IndexDefinition index = one.definition().index(indexWrites.get(i).indexName()).orElse(null);
                    if (index == null) {
                        continue;
                    }
                    List<KeyAttribute> hash = index.keySchema().hash();
                    Map<String, AttributeValue> from = one.before()[i] == null ? null : partitionKey(hash, one.before()[i]);
                    Map<String, AttributeValue> to = one.after()[i] == null ? null : partitionKey(hash, one.after()[i]);
                    if (from != null) {
                        writes.add(new PartitionWrite(table, index.name(), from));
                    }
                    if (to != null && !to.equals(from)) {
                        writes.add(new PartitionWrite(table, index.name(), to));
                    }
                }
            }
            return List.copyOf(writes);
        }

        private static Map<String, AttributeValue> partitionKey(List<KeyAttribute> hash, AttributeValue[] values) {
            if (hash.size() == 1) {
                return values[0] == null ? Map.of() : Map.of(hash.get(0).name(), values[0]);
            }
            Map<String, AttributeValue> key = new LinkedHashMap<>();
            for (int i = 0; i < hash.size(); i++) {
                if (values[i] != null) {
                    key.put(hash.get(i).name(), values[i]);
                }
            }
            return Collections.unmodifiableMap(key);
        }
    }
}
