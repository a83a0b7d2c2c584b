package dev.dynamofixtures.junit.internal.log;

import dev.dynamofixtures.core.log.PartitionWrite;
import dev.dynamofixtures.core.log.RecordedCall;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbRequest;

/**
 * One call through a recording client of a remote backend, with everything worked out when it completed (the
 * network call it made dwarfs that work). {@code request} is the request as the code sent it: the test's table
 * names, its own ReturnConsumedCapacity.
 */
record RemoteCall(long sequence, String operation, DynamoDbRequest request, List<String> tableNames,
                  Optional<String> indexName, Optional<String> keyConditionShape, OptionalInt itemsRead,
                  OptionalInt itemsReturned, boolean hasMorePages, boolean continuesEarlierPage,
                  List<ConsumedCapacity> consumedCapacity, List<PartitionWrite> partitionWrites,
                  Optional<String> errorCode, Optional<String> errorMessage) implements RecordedCall {
    RemoteCall {
        Objects.requireNonNull(operation, "operation");
        Objects.requireNonNull(request, "request");
        tableNames = List.copyOf(tableNames);
        consumedCapacity = List.copyOf(consumedCapacity);
        partitionWrites = List.copyOf(partitionWrites);
    }

    @Override
    public String toString() {
        StringBuilder text = new StringBuilder().append('#').append(sequence).append(' ').append(operation);
        if (!tableNames.isEmpty()) {
            text.append(' ').append(String.join(", ", tableNames));
        }
        indexName.ifPresent(index -> text.append(" index ").append(index));
        keyConditionShape.ifPresent(shape -> text.append(" where ").append(shape));
        errorCode.ifPresent(code -> text.append(" failed: ").append(code));
        return text.toString();
    }
}
