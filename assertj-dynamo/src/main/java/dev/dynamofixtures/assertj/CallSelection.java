package dev.dynamofixtures.assertj;

import dev.dynamofixtures.core.log.OperationLog;
import dev.dynamofixtures.core.log.PartitionWrite;
import dev.dynamofixtures.core.log.RecordedCall;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.Capacity;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;

/**
 * The calls of an operation log that the filters of an {@link AbstractOperationLogAssert} select (by table, index,
 * operation, success), seen as an operation log itself so that a narrowed assert has the same actual type. It also
 * narrows what a call contributes: only the selected table's or index's part of its consumed capacity and of its
 * partition writes. Immutable; each filter returns a new selection. Not API.
 */
final class CallSelection implements OperationLog {

    /** Which capacity units to add up. */
    enum Units { ALL, READ, WRITE }

    /** DynamoDB's operations, so that a misspelt name in {@code ofOperation} fails instead of selecting nothing. */
    static final Set<String> OPERATIONS = Set.of("BatchExecuteStatement", "BatchGetItem", "BatchWriteItem",
            "CreateBackup", "CreateGlobalTable", "CreateTable", "DeleteBackup", "DeleteItem", "DeleteTable",
            "DescribeBackup", "DescribeContinuousBackups", "DescribeEndpoints", "DescribeLimits", "DescribeTable",
            "DescribeTimeToLive", "ExecuteStatement", "ExecuteTransaction", "GetItem", "ListBackups", "ListTables",
            "ListTagsOfResource", "PutItem", "Query", "Scan", "TagResource", "TransactGetItems", "TransactWriteItems",
            "UntagResource", "UpdateContinuousBackups", "UpdateItem", "UpdateTable", "UpdateTimeToLive");

    private static final Set<String> READS =
            Set.of("GetItem", "Query", "Scan", "BatchGetItem", "TransactGetItems");

    private final OperationLog log;
    private final String table;
    private final String index;
    private final Set<String> operations;
    private final boolean succeededOnly;

    private CallSelection(OperationLog log, String table, String index, Set<String> operations, boolean succeededOnly) {
        this.log = log;
        this.table = table;
        this.index = index;
        this.operations = operations;
        this.succeededOnly = succeededOnly;
    }

    /** Every call of the log (the log itself when it is already a selection). */
    static CallSelection of(OperationLog log) {
        return log instanceof CallSelection selection ? selection : new CallSelection(log, null, null, Set.of(), false);
    }

    /** A selection without a log or filters, to render calls on their own. */
    static CallSelection unfiltered() {
        return new CallSelection(null, null, null, Set.of(), false);
    }

    CallSelection onTable(String tableName) {
        return new CallSelection(log, tableName, index, operations, succeededOnly);
    }

    CallSelection onIndex(String indexName) {
        return new CallSelection(log, table, indexName, operations, succeededOnly);
    }

    CallSelection ofOperations(Set<String> names) {
        return new CallSelection(log, table, index, Set.copyOf(names), succeededOnly);
    }

    CallSelection succeeded() {
        return new CallSelection(log, table, index, operations, true);
    }

    /** Whether a filter narrows the log: when none does, the selection's size is the log's total. */
    boolean isWholeLog() {
        return table == null && index == null && operations.isEmpty() && !succeededOnly;
    }

    boolean selects(RecordedCall call) {
        return (operations.isEmpty() || operations.contains(call.operation()))
                && (table == null || call.tableNames().contains(table))
                && (index == null || usesIndex(call))
                && (!succeededOnly || !call.failed());
    }

    /** Whether the write went to the selected table (or, with an index filter, to the selected index). */
    boolean selects(PartitionWrite write) {
        return (table == null || table.equals(write.tableName()))
                && (index == null || index.equals(write.indexName()));
    }

    private boolean usesIndex(RecordedCall call) {
        if (call.indexName().filter(index::equals).isPresent()) {
            return true;
        }
        for (PartitionWrite write : call.partitionWrites()) {
            if (selects(write)) {
                return true;
            }
        }
        for (ConsumedCapacity capacity : call.consumedCapacity()) {
            if ((table == null || table.equals(capacity.tableName())) && indexPart(capacity) != null) {
                return true;
            }
        }
        return false;
    }

    /** The selected partition writes of one call. */
    List<PartitionWrite> partitionWrites(RecordedCall call) {
        List<PartitionWrite> writes = new ArrayList<>();
        for (PartitionWrite write : call.partitionWrites()) {
            if (selects(write)) {
                writes.add(write);
            }
        }
        return writes;
    }

    /** The capacity units one call consumed on the selected table or index (all of it without such a filter). */
    double units(RecordedCall call, Units units) {
        double total = 0;
        for (ConsumedCapacity capacity : call.consumedCapacity()) {
            if (table != null && !table.equals(capacity.tableName())) {
                continue;
            }
            if (index != null) {
                Capacity part = indexPart(capacity);
                if (part != null) {
                    total += pick(call, units, part.capacityUnits(), part.readCapacityUnits(), part.writeCapacityUnits());
                }
            } else {
                total += pick(call, units, capacity.capacityUnits(), capacity.readCapacityUnits(),
                        capacity.writeCapacityUnits());
            }
        }
        return total;
    }

    /** The capacity units the selected calls consumed. */
    double units(List<RecordedCall> calls, Units units) {
        double total = 0;
        for (RecordedCall call : calls) {
            total += units(call, units);
        }
        return total;
    }

    private Capacity indexPart(ConsumedCapacity capacity) {
        Map<String, Capacity> global = capacity.globalSecondaryIndexes();
        if (global != null && global.containsKey(index)) {
            return global.get(index);
        }
        Map<String, Capacity> local = capacity.localSecondaryIndexes();
        return local != null ? local.get(index) : null;
    }

    private static double pick(RecordedCall call, Units units, Double all, Double read, Double write) {
        double total = all != null ? all : value(read) + value(write);
        boolean split = read != null || write != null;
        boolean isRead = READS.contains(call.operation());
        return switch (units) {
            case ALL -> total;
            case READ -> split ? value(read) : isRead ? total : 0;
            case WRITE -> split ? value(write) : isRead ? 0 : total;
        };
    }

    private static double value(Double units) {
        return units == null ? 0 : units;
    }

    /** The selection in words, for messages: "calls", "Query calls on table orders, index ByStatus, that succeeded". */
    String describe() {
        StringBuilder text = new StringBuilder();
        if (!operations.isEmpty()) {
            text.append(String.join(" and ", new LinkedHashSet<>(sorted(operations)))).append(' ');
        }
        text.append("calls");
        if (table != null && index != null) {
            text.append(" on table ").append(table).append(", index ").append(index);
        } else if (table != null) {
            text.append(" on table ").append(table);
        } else if (index != null) {
            text.append(" on index ").append(index);
        }
        if (succeededOnly) {
            text.append(table != null || index != null ? ", that succeeded" : " that succeeded");
        }
        return text.toString();
    }

    /** The selection in words for {@code count} calls: "1 Query call", "the 3 calls". */
    String describe(long count) {
        return count == 1 ? describe().replaceFirst("calls", "call") : describe();
    }

    private static List<String> sorted(Set<String> names) {
        List<String> list = new ArrayList<>(names);
        list.sort(null);
        return list;
    }

    /** The selected calls, oldest first: a snapshot. */
    @Override
    public List<RecordedCall> calls() {
        List<RecordedCall> selected = new ArrayList<>();
        for (RecordedCall call : log.calls()) {
            if (selects(call)) {
                selected.add(call);
            }
        }
        return selected;
    }

    /** The calls the whole log recorded, dropped ones included. */
    @Override
    public long totalCalls() {
        return log.totalCalls();
    }

    /** Whether the whole log kept every call. */
    @Override
    public boolean isComplete() {
        return log.isComplete();
    }

    /** How many calls the whole log keeps. */
    @Override
    public int capacity() {
        return log.capacity();
    }

    /** A selection is a view: clear the database's log instead. */
    @Override
    public void clear() {
        throw new UnsupportedOperationException("A selection of calls cannot be cleared: clear the database's log");
    }

    @Override
    public String backend() {
        return log.backend();
    }

    /** How many calls the whole log kept, for the note on an incomplete log. */
    int keptCalls() {
        return log.calls().size();
    }

    @Override
    public String toString() {
        return describe();
    }
}
