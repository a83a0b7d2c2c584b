package dev.dynamofixtures.core.internal.ops;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import software.amazon.awssdk.awscore.AwsRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchExecuteStatementRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.ExecuteStatementRequest;
import software.amazon.awssdk.services.dynamodb.model.ExecuteTransactionRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItem;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/**
 * What an operation log tells of a request, read from the request alone: the operation's name, the tables and index
 * it names, its key condition's shape, whether it continues a page. One reading for the engine's log and for the
 * JUnit fixture's log of remote backends, so a recorded call reads the same on every backend. Works on requests as
 * sent, valid or not.
 */
public final class RequestFacts {
    private static final ClassValue<String> OPERATIONS = new ClassValue<>() {
        @Override
        protected String computeValue(Class<?> type) {
            String name = type.getSimpleName();
            return name.endsWith("Request") ? name.substring(0, name.length() - "Request".length()) : name;
        }
    };

    private RequestFacts() {
    }

    /** The operation's name as in the API reference: the request class's name without {@code Request}. */
    public static String operation(AwsRequest request) {
        return OPERATIONS.get(request.getClass());
    }

    /**
     * The tables the request names, each once, in its order: batches' and transactions' tables, a PartiQL
     * statement's table, a tagging operation's table ARN's table, the table of a DynamoDB Streams request's stream.
     */
    public static List<String> tableNames(AwsRequest request) {
        Set<String> names = new LinkedHashSet<>();
        if (StreamsRequestFacts.isStreams(request)) {
            StreamsRequestFacts.tableName(request).ifPresent(names::add);
        } else if (request instanceof BatchGetItemRequest batch) {
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
        } else if (request instanceof ExecuteStatementRequest statement) {
            addName(names, PartiQlOperations.tableNamed(statement.statement()));
        } else if (request instanceof BatchExecuteStatementRequest batch) {
            batch.statements().forEach(s -> addName(names, s == null ? null : PartiQlOperations.tableNamed(s.statement())));
        } else if (request instanceof ExecuteTransactionRequest transaction) {
            transaction.transactStatements().forEach(s -> addName(names,
                    s == null ? null : PartiQlOperations.tableNamed(s.statement())));
        } else {
            request.getValueForField("TableName", String.class).ifPresent(name -> addName(names, name));
            request.getValueForField("ResourceArn", String.class) // the tagging operations: a table's ARN
                    .filter(arn -> arn.contains(":table/"))
                    .ifPresent(arn -> addName(names, arn.substring(arn.indexOf(":table/") + ":table/".length())));
        }
        return List.copyOf(names);
    }

    /** The table one action of a TransactWriteItems names. */
    public static String transactionTable(TransactWriteItem item) {
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
    public static Optional<String> indexName(AwsRequest request) {
        if (request instanceof QueryRequest query) {
            return Optional.ofNullable(query.indexName());
        }
        if (request instanceof ScanRequest scan) {
            return Optional.ofNullable(scan.indexName());
        }
        return Optional.empty();
    }

    /** The shape of a Query's key condition ({@link KeyConditionShapes}); empty for other requests. */
    public static Optional<String> keyConditionShape(AwsRequest request) {
        return request instanceof QueryRequest query ? KeyConditionShapes.of(query) : Optional.empty();
    }

    /** Whether a Query or Scan continues an earlier page (it has an ExclusiveStartKey). */
    public static boolean continuesEarlierPage(AwsRequest request) {
        if (request instanceof QueryRequest query) {
            return query.hasExclusiveStartKey() && !query.exclusiveStartKey().isEmpty();
        }
        if (request instanceof ScanRequest scan) {
            return scan.hasExclusiveStartKey() && !scan.exclusiveStartKey().isEmpty();
        }
        return false;
    }

    private static void addName(Set<String> names, String name) {
        if (name != null) {
            names.add(name);
        }
    }
}
