package dev.dynamofixtures.assertj;

import dev.dynamofixtures.core.log.OperationLog;
import dev.dynamofixtures.core.log.PartitionWrite;
import dev.dynamofixtures.core.log.RecordedCall;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbRequest;

/**
 * A hand-made operation log, for the cases a real engine cannot produce: a backend that cannot tell how many items a
 * call read. Everything else is tested on the engine's own log.
 */
final class FakeOperationLog implements OperationLog {

    private final List<RecordedCall> calls = new ArrayList<>();

    /** Records a call the way a backend would, numbering it after the previous one. */
    FakeOperationLog add(String operation, DynamoDbRequest request, List<String> tables, OptionalInt read,
            OptionalInt returned, List<ConsumedCapacity> capacity) {
        calls.add(new Call(calls.size() + 1, operation, request, tables, Optional.empty(), Optional.empty(), read,
                returned, false, false, capacity, List.of(), Optional.empty(), Optional.empty()));
        return this;
    }

    @Override
    public List<RecordedCall> calls() {
        return List.copyOf(calls);
    }

    @Override
    public long totalCalls() {
        return calls.size();
    }

    @Override
    public int capacity() {
        return 1000;
    }

    @Override
    public void clear() {
        calls.clear();
    }

    @Override
    public String backend() {
        return "fake";
    }

    record Call(long sequence, String operation, DynamoDbRequest request, List<String> tableNames,
            Optional<String> indexName, Optional<String> keyConditionShape, OptionalInt itemsRead,
            OptionalInt itemsReturned, boolean hasMorePages, boolean continuesEarlierPage,
            List<ConsumedCapacity> consumedCapacity, List<PartitionWrite> partitionWrites, Optional<String> errorCode,
            Optional<String> errorMessage) implements RecordedCall {
    }
}
