package dev.dynamofixtures.junit.internal.log;

import dev.dynamofixtures.junit.internal.backend.PartiqlTableNames;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import software.amazon.awssdk.core.SdkResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchExecuteStatementRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchStatementRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbRequest;
import software.amazon.awssdk.services.dynamodb.model.ExecuteStatementRequest;
import software.amazon.awssdk.services.dynamodb.model.ExecuteStatementResponse;
import software.amazon.awssdk.services.dynamodb.model.ExecuteTransactionRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ParameterizedStatement;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItem;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/**
 * What the log tells of a request and its response, read from the SDK's objects: the operation's name, the tables
 * and index it names, its key condition's shape, the items it read and returned, and its pages.
 */
final class CallFacts {
    private CallFacts() {
    }

    /** The operation's name as in the API reference: the request class's name without {@code Request}. */
    static String operation(DynamoDbRequest request) {
        return request.getClass().getSimpleName().replaceFirst("Request$", "");
    }

    /** The tables the request names, each once, in its order; a PartiQL statement's from its text. */
    static List<String> tableNames(DynamoDbRequest request) {
        Set<String> names = new LinkedHashSet<>();
        if (request instanceof BatchGetItemRequest batch) {
            names.addAll(batch.requestItems().keySet());
        } else if (request instanceof BatchWriteItemRequest batch) {
            names.addAll(batch.requestItems().keySet());
        } else if (request instanceof TransactGetItemsRequest transaction) {
            for (TransactGetItem item : transaction.transactItems()) {
                if (item.get() != null) {
                    names.add(item.get().tableName());
                }
            }
        } else if (request instanceof TransactWriteItemsRequest transaction) {
            for (TransactWriteItem item : transaction.transactItems()) {
                names.add(transactionTable(item));
            }
        } else if (request instanceof ExecuteStatementRequest statement) {
            names.addAll(statementTables(statement.statement()));
        } else if (request instanceof BatchExecuteStatementRequest batch) {
            for (BatchStatementRequest statement : batch.statements()) {
                names.addAll(statementTables(statement.statement()));
            }
        } else if (request instanceof ExecuteTransactionRequest transaction) {
            for (ParameterizedStatement statement : transaction.transactStatements()) {
                names.addAll(statementTables(statement.statement()));
            }
        } else {
            request.getValueForField("TableName", String.class).ifPresent(names::add);
        }
        names.remove(null);
        return new ArrayList<>(names);
    }

    /** The table one item of a TransactWriteItems names. */
    static String transactionTable(TransactWriteItem item) {
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

    /** The index a Query or Scan reads. */
    static Optional<String> indexName(DynamoDbRequest request) {
        if (request instanceof QueryRequest query) {
            return Optional.ofNullable(query.indexName());
        }
        if (request instanceof ScanRequest scan) {
            return Optional.ofNullable(scan.indexName());
        }
        return Optional.empty();
    }

    /** The shape of a Query's key condition, expression or legacy KeyConditions. */
    static Optional<String> keyConditionShape(DynamoDbRequest request) {
        if (!(request instanceof QueryRequest query)) {
            return Optional.empty();
        }
        return dev.dynamofixtures.core.internal.ops.KeyConditionShapes.of(query);
    }

    /** Whether a Query or Scan continued an earlier page. */
    static boolean continuesEarlierPage(DynamoDbRequest request) {
        if (request instanceof QueryRequest query) {
            return query.hasExclusiveStartKey() && !query.exclusiveStartKey().isEmpty();
        }
        if (request instanceof ScanRequest scan) {
            return scan.hasExclusiveStartKey() && !scan.exclusiveStartKey().isEmpty();
        }
        return false;
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

    private static List<String> statementTables(String statement) {
        return statement == null ? List.of() : PartiqlTableNames.names(statement);
    }
}
