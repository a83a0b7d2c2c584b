package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.error.Constraints;
import dev.dynamofixtures.core.internal.error.DynamoError;
import dev.dynamofixtures.core.internal.error.ErrorType;
import dev.dynamofixtures.core.internal.ops.PartiQlOperations.Bound;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.Exists;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.Path;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.Select;
import dev.dynamofixtures.core.internal.storage.Database;
import dev.dynamofixtures.core.internal.storage.Table;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchExecuteStatementRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchExecuteStatementResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchStatementError;
import software.amazon.awssdk.services.dynamodb.model.BatchStatementRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchStatementResponse;
import software.amazon.awssdk.services.dynamodb.model.ExecuteStatementRequest;
import software.amazon.awssdk.services.dynamodb.model.ExecuteStatementResponse;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;

/**
 * BatchExecuteStatement: up to 25 statements, all single-item reads or all writes, each run on its own: a
 * statement's failure is an error entry in its place in the response and changes nothing of the others. A
 * read is a GetItem (its WHERE must be the full primary key and nothing else); a write runs as
 * ExecuteStatement's. Two statements on the same item fail the whole call, before anything is written (DynamoDB
 * Local writes the batch and then reports the duplicate; the service validates first). The statements' errors are
 * worded in the client's dialect. ConsumedCapacity, when asked for, is each table's units summed over its statements,
 * as BatchGetItem and BatchWriteItem report them (the service charges a batch's reads so; DynamoDB Local reports none).
 */
final class PartiQlBatchOperation {
    static final int MAX_STATEMENTS = 25;
    /** DynamoDB Local's words for a batch without statements, and for an empty statement in one. */
    private static final String EMPTY = "The statement was empty.";

    private PartiQlBatchOperation() {
    }

    /** A statement of the batch: parsed, or the error that stands in its place. */
    private record Entry(Bound bound, DynamoError error) {
    }

    /** The service's words for a read that is not of one whole primary key (DynamoDB Local's: {@link #SINGLE_ITEM}). */
    private static final String PRIMARY_KEY_NEEDED =
            "Select statements within BatchExecuteStatement must specify the primary key in the where clause.";
    private static final String SINGLE_ITEM = "Only single item select is supported";

    /**
     * Runs the batch; {@code local} words the statements' errors as DynamoDB Local does (they are part of the response,
     * not an error the client adapter words), and makes a parameter that is no valid value fail the whole call, as
     * DynamoDB Local does (the service reports it in the statement's place).
     */
    static BatchExecuteStatementResponse execute(Engine engine, BatchExecuteStatementRequest request, Usage usage,
                                                 boolean local) {
        RequestEnums.check(request);
        List<BatchStatementRequest> statements = request.hasStatements() ? request.statements() : List.of();
        if (statements.isEmpty()) {
            throw DynamoError.validation(EMPTY);
        }
        for (int i = 0; i < statements.size(); i++) {
            BatchStatementRequest statement = statements.get(i);
            PartiQlOperations.checkLength(statement == null ? null : statement.statement(),
                    "statements." + (i + 1) + ".member.statement", EMPTY);
        }
        List<Entry> entries = new ArrayList<>();
        boolean reads = false;
        boolean writes = false;
        for (BatchStatementRequest statement : statements) {
            Bound bound;
            try {
                bound = PartiQlOperations.parse(statement.statement(),
                        statement.hasParameters() ? statement.parameters() : null);
            } catch (DynamoError e) {
                entries.add(new Entry(null, e));
                continue;
            }
            if (bound.statement() instanceof Exists) {
                entries.add(new Entry(null, DynamoError.validation(
                        "EXISTS can only be used in ExecuteTransaction write requests.")));
                continue;
            }
            try {
                PartiQlParameters.check(bound.parameters());
            } catch (DynamoError e) {
                if (local) {
                    throw e;
                }
                entries.add(new Entry(null, e));
                continue;
            }
            reads |= bound.isRead();
            writes |= !bound.isRead();
            entries.add(new Entry(bound, null));
        }
        if (reads && writes) {
            throw DynamoError.validation("Read and write requests together in the same batch is not supported.");
        }
        if (statements.size() > MAX_STATEMENTS) { // DynamoDB Local words it as the batch operation it runs
            String constraint = "Member must have length less than or equal to " + MAX_STATEMENTS;
            throw DynamoError.validation(Constraints.message(List.of(Constraints.detail(
                    RequestShape.echoList("BatchStatementRequest", statements), "statements", constraint))),
                    reads ? "BatchGetItem cannot fetch more than 25 items"
                            : "BatchWriteItem cannot write more than 25 items");
        }
        CapacityTotals capacity = new CapacityTotals(request.returnConsumedCapacity() != null
                && !"NONE".equals(request.returnConsumedCapacityAsString()));
        if (reads) {
            return engine.read(db -> {
                checkDuplicates(db, entries);
                List<BatchStatementResponse> responses = new ArrayList<>();
                for (int i = 0; i < entries.size(); i++) {
                    responses.add(read(db, entries.get(i), statements.get(i), request, engine.settings(), usage,
                            local, capacity));
                }
                return BatchExecuteStatementResponse.builder().responses(responses)
                        .consumedCapacity(capacity.build()).build();
            });
        }
        return engine.write(db -> {
            checkDuplicates(db, entries);
            Database current = db;
            List<BatchStatementResponse> responses = new ArrayList<>();
            for (int i = 0; i < entries.size(); i++) {
                Entry entry = entries.get(i);
                if (entry.error() != null) {
                    responses.add(error(entry.error(), null, local));
                    continue;
                }
                ExecuteStatementRequest single = ExecuteStatementRequest.builder()
                        .statement(entry.bound().text())
                        .returnConsumedCapacity(request.returnConsumedCapacityAsString())
                        .returnValuesOnConditionCheckFailure(
                                statements.get(i).returnValuesOnConditionCheckFailureAsString())
                        .build();
                String table = PartiQlOperations.tableOf(entry.bound().statement());
                PartiQlOperations.PlannedWrite planned;
                try {
                    planned = PartiQlOperations.plan(current, entry.bound(), single);
                } catch (DynamoError e) {
                    responses.add(error(PartiQlOperations.withoutExpressionPrefix(e), null, local));
                    continue;
                }
                try {
                    Outcome<ExecuteStatementResponse> outcome = planned.execute(current, engine.settings(), usage);
                    current = outcome.next();
                    capacity.add(outcome.response().consumedCapacity());
                    List<Map<String, AttributeValue>> returned = outcome.response().items();
                    responses.add(BatchStatementResponse.builder().tableName(table)
                            .item(returned.isEmpty() ? null : returned.get(0)).build());
                } catch (DynamoError e) {
                    responses.add(error(PartiQlOperations.withoutExpressionPrefix(e), table, local));
                }
            }
            return new Outcome<>(current, BatchExecuteStatementResponse.builder().responses(responses)
                    .consumedCapacity(capacity.build()).build());
        });
    }

    private static BatchStatementResponse read(Database db, Entry entry, BatchStatementRequest statement,
                                               BatchExecuteStatementRequest request, EngineSettings settings,
                                               Usage usage, boolean local, CapacityTotals capacity) {
        if (entry.error() != null) {
            return error(entry.error(), null, local);
        }
        Bound bound = entry.bound();
        Select select = (Select) bound.statement();
        try {
            PartiQlPlanner.checkProjection(db, select);
            Table table = Tables.require(db, select.source().table());
            if (select.source().index() != null) {
                ReadTarget target = PartiQlPlanner.target(table, select.source().index());
                if (target.keySchema().isMultiAttribute()) { // the service says so ahead of the key-only rule
                    throw DynamoError.validation(PartiQlPlanner.MULTI_ATTRIBUTE_KEYS, SINGLE_ITEM);
                }
            }
            Map<String, AttributeValue> key = PartiQlPlanner.singleItemKey(table, select, bound.parameters(),
                    bound.text(), true);
            if (key == null) {
                throw DynamoError.validation(PRIMARY_KEY_NEEDED, SINGLE_ITEM);
            }
            PartiQlExpressions expressions = new PartiQlExpressions(bound.parameters(), bound.text());
            GetItemRequest.Builder get = GetItemRequest.builder().tableName(table.name()).key(key)
                    .consistentRead(statement.consistentRead())
                    .returnConsumedCapacity(request.returnConsumedCapacityAsString());
            if (select.projection() != null) {
                List<String> paths = new ArrayList<>();
                for (Path path : select.projection()) {
                    paths.add(expressions.path(path));
                }
                get.projectionExpression(String.join(", ", paths)).expressionAttributeNames(expressions.names());
            }
            GetItemResponse got = GetItemOperation.execute(db, get.build(), settings, usage);
            capacity.add(got.consumedCapacity());
            BatchStatementResponse.Builder response = BatchStatementResponse.builder().tableName(table.name());
            if (got.hasItem()) {
                response.item(got.item());
            }
            return response.build();
        } catch (DynamoError e) {
            return error(PartiQlOperations.withoutExpressionPrefix(e), null, local);
        }
    }

    /** Two statements on one item fail the whole batch. */
    private static void checkDuplicates(Database db, List<Entry> entries) {
        Set<List<Object>> seen = new HashSet<>();
        for (Entry entry : entries) {
            if (entry.bound() == null) {
                continue;
            }
            Map<String, AttributeValue> key = keyOf(db, entry.bound());
            if (key != null) {
                String table = PartiQlOperations.tableOf(entry.bound().statement());
                if (!seen.add(List.of(table, key))) {
                    throw DynamoError.validation("Provided list of item keys contains duplicates");
                }
            }
        }
    }

    /** The key of the item a statement targets, when it can be told (the table exists, the key is whole). */
    private static Map<String, AttributeValue> keyOf(Database db, Bound bound) {
        try {
            Table table = db.table(PartiQlOperations.tableOf(bound.statement())).orElse(null);
            if (table == null) {
                return null;
            }
            return PartiQlOperations.keyOf(db, table, bound);
        } catch (DynamoError e) {
            return null;
        }
    }

    /**
     * A statement's failure; {@code table} (null: none) is named when the statement got as far as running against
     * its table, as DynamoDB Local names it there: a failed condition, a duplicate INSERT, an update or item the
     * table rejects, but not an unknown table, a malformed statement or a key of the wrong type.
     */
    private static BatchStatementResponse error(DynamoError error, String table, boolean local) {
        BatchStatementError.Builder failure = BatchStatementError.builder().code(code(error.type()))
                .message(error.message(local));
        error.item().ifPresent(failure::item);
        return BatchStatementResponse.builder().error(failure.build()).tableName(table).build();
    }

    /** The BatchStatementErrorCodeEnum of an error type: the type's code without its {@code Exception}. */
    static String code(ErrorType type) {
        switch (type) {
            case VALIDATION:
                return "ValidationError";
            case INTERNAL_SERVER_ERROR:
                return "InternalServerError";
            default:
                return type.code().replaceFirst("Exception$", "");
        }
    }
}
