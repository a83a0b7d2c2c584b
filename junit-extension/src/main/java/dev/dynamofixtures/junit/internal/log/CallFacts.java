package dev.dynamofixtures.junit.internal.log;

import dev.dynamofixtures.core.internal.ops.RequestFacts;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import software.amazon.awssdk.core.SdkResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbRequest;
import software.amazon.awssdk.services.dynamodb.model.ExecuteStatementResponse;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsResponse;

/**
 * What the log tells of a request and its response, read from the SDK's objects: the operation's name, the tables
 * and index it names, its key condition's shape, the items it read and returned, and its pages.
 */
final class CallFacts {
    private CallFacts() {
    }

    /** The operation's name as in the API reference (the engine's reading, so both logs agree). */
    static String operation(DynamoDbRequest request) {
        return RequestFacts.operation(request);
    }

    /** The tables the request names, each once, in its order. */
    static List<String> tableNames(DynamoDbRequest request) {
        return RequestFacts.tableNames(request);
    }

    /** The index a Query or Scan reads. */
    static Optional<String> indexName(DynamoDbRequest request) {
        return RequestFacts.indexName(request);
    }

    /** The shape of a Query's key condition, expression or legacy KeyConditions. */
    static Optional<String> keyConditionShape(DynamoDbRequest request) {
        return RequestFacts.keyConditionShape(request);
    }

    /** Whether a Query or Scan continued an earlier page. */
    static boolean continuesEarlierPage(DynamoDbRequest request) {
        return RequestFacts.continuesEarlierPage(request);
    }

    /** Whether a Query's or Scan's answer had a LastEvaluatedKey. */
    static boolean hasMorePages(SdkResponse response) {
        if (response instanceof QueryResponse query) {
            return query.hasLastEvaluatedKey() && !query.lastEvaluatedKey().isEmpty();
        }
        if (response instanceof ScanResponse scan) {
            return scan.hasLastEvaluatedKey() && !scan.lastEvaluatedKey().isEmpty();
        }
        return false;
    }

    /** Items a read read: a Query's or Scan's ScannedCount, the items found by the other reads; empty for the rest. */
    static OptionalInt itemsRead(SdkResponse response) {
        if (response instanceof QueryResponse query) {
            return optional(query.scannedCount());
        }
        if (response instanceof ScanResponse scan) {
            return optional(scan.scannedCount());
        }
        return itemsFound(response);
    }

    /** Items a read returned: a Query's or Scan's Count, the items found by the other reads; empty for the rest. */
    static OptionalInt itemsReturned(SdkResponse response) {
        if (response instanceof QueryResponse query) {
            return optional(query.count());
        }
        if (response instanceof ScanResponse scan) {
            return optional(scan.count());
        }
        return itemsFound(response);
    }

    private static OptionalInt itemsFound(SdkResponse response) {
        if (response instanceof GetItemResponse get) {
            return OptionalInt.of(get.hasItem() && !get.item().isEmpty() ? 1 : 0);
        }
        if (response instanceof BatchGetItemResponse batch) {
            return OptionalInt.of(batch.responses().values().stream().mapToInt(List::size).sum());
        }
        if (response instanceof TransactGetItemsResponse transaction) {
            return OptionalInt.of((int) transaction.responses().stream()
                    .filter(r -> r.hasItem() && !r.item().isEmpty()).count());
        }
        if (response instanceof ExecuteStatementResponse statement && statement.hasItems()) {
            return OptionalInt.of(statement.items().size());
        }
        return OptionalInt.empty();
    }

    private static OptionalInt optional(Integer count) {
        return count == null ? OptionalInt.empty() : OptionalInt.of(count);
    }
}
