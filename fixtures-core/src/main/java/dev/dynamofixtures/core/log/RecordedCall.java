package dev.dynamofixtures.core.log;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import software.amazon.awssdk.awscore.AwsRequest;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;

/**
 * One call to DynamoDB as the {@link OperationLog} recorded it: the request as the code sent it, and what it did.
 * Calls to the DynamoDB Streams API (ListStreams, DescribeStream, GetShardIterator, GetRecords) are recorded too,
 * where the backend records them: they read no items, consume no capacity and write nothing.
 */
public interface RecordedCall {
    /** This call's position in its log: 1 for the first call after the database was created or the log cleared. */
    long sequence();

    /**
     * The operation's name, as in the API reference: {@code Query}, {@code PutItem}, {@code TransactWriteItems}; for the
     * Streams API {@code ListStreams}, {@code DescribeStream}, {@code GetShardIterator}, {@code GetRecords}.
     */
    String operation();

    /**
     * The request as the code sent it: a {@link software.amazon.awssdk.services.dynamodb.model.DynamoDbRequest} for
     * DynamoDB's operations, a {@link software.amazon.awssdk.services.dynamodb.model.DynamoDbStreamsRequest} for the
     * Streams API's. (Typed {@code DynamoDbRequest} before Streams calls were recorded; code that tests the request's
     * class or casts it, such as {@code call.request() instanceof PutItemRequest put}, is unaffected.)
     */
    AwsRequest request();

    /**
     * The tables the call names, in the request's order (several for batches and transactions, none for ListTables);
     * for a Streams call, the table of the stream it names (none for a ListStreams of every table).
     */
    List<String> tableNames();

    /** The index a Query or Scan read, if any. */
    Optional<String> indexName();

    /**
     * The shape of a Query's key condition, with attribute names resolved and values left out, such as
     * {@code customer_id = :value AND status = :value AND order_date BETWEEN :value AND :value}; empty for other operations.
     */
    Optional<String> keyConditionShape();

    /** Items the call read (a Query's or Scan's ScannedCount; items found by GetItem and the other reads); empty where the backend cannot tell. */
    OptionalInt itemsRead();

    /** Items the call returned (a Query's or Scan's Count; items found by GetItem and the other reads); empty where the backend cannot tell. */
    OptionalInt itemsReturned();

    /** Whether a Query's or Scan's answer had a LastEvaluatedKey: more pages to read. */
    boolean hasMorePages();

    /** Whether the request continued an earlier page (it had an ExclusiveStartKey). */
    boolean continuesEarlierPage();

    /**
     * The capacity the call consumed, one entry per table with the table's and each index's part (as
     * {@code ReturnConsumedCapacity=INDEXES} reports it), whether or not the request asked for it; empty for a call
     * that failed before consuming anything or an operation that consumes no capacity.
     */
    List<ConsumedCapacity> consumedCapacity();

    /** The total capacity units of {@link #consumedCapacity()}. */
    default double capacityUnits() {
        double total = 0;
        for (ConsumedCapacity capacity : consumedCapacity()) {
            if (capacity.capacityUnits() != null) {
                total += capacity.capacityUnits();
            }
        }
        return total;
    }

    /** The partitions the call wrote to, of its tables and of their secondary indexes, one per item written to each; empty for reads and failed calls. */
    List<PartitionWrite> partitionWrites();

    /** The error code of a call that failed, such as {@code ConditionalCheckFailedException}. */
    Optional<String> errorCode();

    /** The error message of a call that failed. */
    Optional<String> errorMessage();

    /** Whether the call failed. */
    default boolean failed() {
        return errorCode().isPresent();
    }
}
