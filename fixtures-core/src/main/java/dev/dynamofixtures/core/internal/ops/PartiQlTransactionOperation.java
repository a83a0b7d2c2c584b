package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.error.Constraints;
import dev.dynamofixtures.core.internal.error.DynamoError;
import dev.dynamofixtures.core.internal.error.ErrorType;
import dev.dynamofixtures.core.internal.ops.PartiQlOperations.Bound;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.Delete;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.Exists;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.Expr;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.Insert;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.Path;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.Select;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.Update;
import dev.dynamofixtures.core.internal.storage.Database;
import dev.dynamofixtures.core.internal.storage.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.ConditionCheck;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.ExecuteTransactionRequest;
import software.amazon.awssdk.services.dynamodb.model.ExecuteTransactionResponse;
import software.amazon.awssdk.services.dynamodb.model.ItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ParameterizedStatement;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItem;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * ExecuteTransaction: up to 100 statements, all single-item SELECTs (run as TransactGetItems) or all writes
 * and EXISTS checks (run as TransactWriteItems: INSERT a Put that must not find its item, UPDATE an Update
 * that must find it, DELETE a Delete, EXISTS a ConditionCheck), so the transaction's rules, idempotency
 * token and cancellation reasons are TransactWriteItems'. A duplicate INSERT's reason is DynamoDB's
 * {@code ValidationError: Duplicate primary key exists in table}; a statement that names no whole key or a
 * wrongly typed one is a {@code ValidationError} reason for that statement.
 */
final class PartiQlTransactionOperation {
    /** DynamoDB Local's words for a transaction without statements, and for an empty statement in one. */
    private static final String EMPTY = "ExecutePartiQLTransaction can not have empty statement.";
    private static final String CANCELLED = "Transaction cancelled, please refer cancellation reasons for "
            + "specific reasons [";

    private PartiQlTransactionOperation() {
    }

    static ExecuteTransactionResponse execute(Engine engine, ExecuteTransactionRequest request, Usage usage) {
        RequestEnums.check(request);
        List<ParameterizedStatement> statements = request.hasTransactStatements() ? request.transactStatements()
                : List.of();
        if (statements.isEmpty()) {
            throw DynamoError.validation(EMPTY);
        }
        if (statements.size() > TransactionShape.MAX_ACTIONS) {
            String constraint = "Member must have length less than or equal to " + TransactionShape.MAX_ACTIONS;
            throw DynamoError.validation(Constraints.message(List.of(Constraints.detail(
                    RequestShape.echoList("ParameterizedStatement", statements), "transactStatements", constraint))),
                    constraint);
        }
        for (int i = 0; i < statements.size(); i++) { // after the count, as DynamoDB Local checks them
            ParameterizedStatement statement = statements.get(i);
            PartiQlOperations.checkLength(statement == null ? null : statement.statement(),
                    "transactStatements." + (i + 1) + ".member.statement", EMPTY);
        }
        List<Bound> bounds = new ArrayList<>();
        boolean reads = false;
        boolean writes = false;
        for (int i = 0; i < statements.size(); i++) {
            ParameterizedStatement statement = statements.get(i);
            PartiQlParser.Parsed parsed = PartiQlParser.parse(statement.statement());
            List<AttributeValue> parameters = statement.hasParameters() ? statement.parameters() : List.of();
            if (parameters.size() < parsed.parameterCount()) {
                throw failedIn(i, "Number of parameters in request and statement don't match.");
            }
            PartiQlParameters.check(parameters);
            Bound bound = new Bound(parsed.statement(), parameters, statement.statement());
            reads |= bound.isRead();
            writes |= !bound.isRead();
            bounds.add(bound);
        }
        if (reads && writes) {
            throw DynamoError.validation(
                    "ExecuteTransaction API does not support both read and write operations in the same request.");
        }
        for (int i = 0; i < bounds.size(); i++) {
            PartiQlStatement statement = bounds.get(i).statement();
            if ((statement instanceof Update update && update.returnValues() != null)
                    || (statement instanceof Delete delete && delete.returnValues() != null)) {
                throw failedIn(i, "RETURNING clause is not supported in ExecuteTransaction.");
            }
            if (statement instanceof Select select && select.source().index() != null) {
                throw failedIn(i, "Reads on indices are not supported within transactions.");
            }
        }
        if (reads) {
            return engine.read(db -> read(db, bounds, request, engine.settings(), usage));
        }
        return engine.write(db -> write(db, bounds, request, engine.settings(), usage));
    }

    /** The table a statement names: DynamoDB Local answers a missing one with the service's text here. */
    private static Table requireTable(Database db, String name) {
        return db.table(name).orElseThrow(() -> DynamoError.of(ErrorType.RESOURCE_NOT_FOUND,
                "Requested resource not found"));
    }

    private static DynamoError failedIn(int index, String message) {
        return DynamoError.validation("Validation failed in TransactStatements[" + index + "]: " + message);
    }

    private static ExecuteTransactionResponse read(Database db, List<Bound> bounds, ExecuteTransactionRequest request,
                                                   EngineSettings settings, Usage usage) {
        List<TransactGetItem> gets = new ArrayList<>();
        for (int i = 0; i < bounds.size(); i++) {
            Bound bound = bounds.get(i);
            Select select = (Select) bound.statement();
            PartiQlPlanner.checkProjection(db, select);
            Table table = requireTable(db, select.source().table());
            Map<String, AttributeValue> key;
            try {
                key = PartiQlPlanner.singleItemKey(table, select, bound.parameters(), bound.text(), true);
            } catch (DynamoError e) {
                DynamoError[] invalid = new DynamoError[bounds.size()];
                invalid[i] = e;
                throw invalidStatements(invalid);
            }
            if (key == null) {
                throw failedIn(i, "Select statements within ExecuteTransaction must specify the primary key in the "
                        + "where clause.");
            }
            PartiQlExpressions expressions = new PartiQlExpressions(bound.parameters(), bound.text());
            String projection = null;
            if (select.projection() != null) {
                List<String> paths = new ArrayList<>();
                for (Path path : select.projection()) {
                    paths.add(expressions.path(path));
                }
                projection = String.join(", ", paths);
            }
            String projected = projection;
            gets.add(TransactGetItem.builder().get(g -> g.tableName(table.name()).key(key)
                    .projectionExpression(projected).expressionAttributeNames(expressions.names())).build());
        }
        TransactGetItemsResponse got = TransactGetItemsOperation.execute(db, TransactGetItemsRequest.builder()
                .transactItems(gets).returnConsumedCapacity(request.returnConsumedCapacityAsString()).build(),
                settings, usage);
        List<ItemResponse> responses = new ArrayList<>();
        for (ItemResponse item : got.responses()) {
            responses.add(item != null && item.hasItem() ? item : ItemResponse.builder().build());
        }
        return ExecuteTransactionResponse.builder().responses(responses)
                .consumedCapacity(got.hasConsumedCapacity() ? got.consumedCapacity() : null).build();
    }

    private static Outcome<ExecuteTransactionResponse> write(Database db, List<Bound> bounds,
                                                             ExecuteTransactionRequest request,
                                                             EngineSettings settings, Usage usage) {
        List<TransactWriteItem> actions = new ArrayList<>();
        DynamoError[] invalid = new DynamoError[bounds.size()];
        boolean anyInvalid = false;
        for (int i = 0; i < bounds.size(); i++) {
            Bound bound = bounds.get(i);
            PartiQlStatement statement = bound.statement();
            String onFailure = request.transactStatements().get(i).returnValuesOnConditionCheckFailureAsString();
            try {
                actions.add(action(db, bound, i, onFailure));
            } catch (DynamoError e) {
                if (e.type() != ErrorType.VALIDATION || statement instanceof Exists) {
                    throw e;
                }
                invalid[i] = e;
                anyInvalid = true;
                actions.add(null);
            }
        }
        if (anyInvalid) {
            throw invalidStatements(invalid);
        }
        TransactWriteItemsRequest transaction = TransactWriteItemsRequest.builder().transactItems(actions)
                .clientRequestToken(request.clientRequestToken())
                .returnConsumedCapacity(request.returnConsumedCapacityAsString()).build();
        try {
            Outcome<software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsResponse> outcome =
                    TransactWriteItemsOperation.execute(db, transaction, settings, usage);
            return new Outcome<>(outcome.next(), ExecuteTransactionResponse.builder().responses(List.of())
                    .consumedCapacity(outcome.response().hasConsumedCapacity()
                            ? outcome.response().consumedCapacity() : null).build());
        } catch (DynamoError e) {
            if (e.type() == ErrorType.IDEMPOTENT_PARAMETER_MISMATCH) {
                // DynamoDB Local words this one for ExecuteTransaction (not for TransactWriteItems).
                throw DynamoError.of(ErrorType.IDEMPOTENT_PARAMETER_MISMATCH, e.liveMessage());
            }
            if (e.type() != ErrorType.TRANSACTION_CANCELED) {
                throw PartiQlOperations.withoutExpressionPrefix(e);
            }
            throw cancelled(e, bounds);
        }
    }

    /** A cancellation with a ValidationError reason for each statement that has an error, None for the others. */
    private static DynamoError invalidStatements(DynamoError[] invalid) {
        List<CancellationReason> reasons = new ArrayList<>();
        List<String> codes = new ArrayList<>();
        for (DynamoError error : invalid) {
            reasons.add(error == null ? CancellationReason.builder().code("None").build()
                    : CancellationReason.builder().code("ValidationError").message(error.localMessage()).build());
            codes.add(error == null ? "None" : "ValidationError");
        }
        return DynamoError.transactionCanceled(CANCELLED + String.join(", ", codes) + "]", reasons, reasons);
    }

    /** The cancellation with PartiQL's reasons: an INSERT that found its item is a duplicate. */
    private static DynamoError cancelled(DynamoError error, List<Bound> bounds) {
        List<CancellationReason> live = adjust(error.cancellationReasons(false).orElse(List.of()), bounds);
        List<CancellationReason> local = adjust(error.cancellationReasons(true).orElse(List.of()), bounds);
        List<String> codes = new ArrayList<>();
        for (CancellationReason reason : local) {
            codes.add(reason.code());
        }
        return DynamoError.transactionCanceled(CANCELLED + String.join(", ", codes) + "]", live, local);
    }

    private static List<CancellationReason> adjust(List<CancellationReason> reasons, List<Bound> bounds) {
        if (reasons.size() != bounds.size()) {
            return reasons;
        }
        List<CancellationReason> out = new ArrayList<>();
        for (int i = 0; i < reasons.size(); i++) {
            CancellationReason reason = reasons.get(i);
            PartiQlStatement statement = bounds.get(i).statement();
            if ("ConditionalCheckFailed".equals(reason.code()) && statement instanceof Insert) {
                reason = CancellationReason.builder().code("ValidationError")
                        .message(PartiQlOperations.DUPLICATE_ITEM).build();
            } else if ("ConditionalCheckFailed".equals(reason.code()) && statement instanceof Exists) {
                reason = reason.toBuilder().message("The conditional request failed.").build();
            } else if (reason.message() != null) {
                String message = reason.message();
                for (dev.dynamofixtures.core.internal.expr.ExpressionKind kind
                        : dev.dynamofixtures.core.internal.expr.ExpressionKind.values()) {
                    if (message.startsWith(kind.errorPrefix())) {
                        message = message.substring(kind.errorPrefix().length());
                    }
                }
                reason = reason.toBuilder().message(message).build();
            }
            out.add(reason);
        }
        return out;
    }

    private static TransactWriteItem action(Database db, Bound bound, int index, String onFailure) {
        PartiQlStatement statement = bound.statement();
        requireTable(db, PartiQlOperations.tableOf(statement));
        if (statement instanceof Insert insert) {
            PutItemRequest put = PartiQlPlanner.insert(db, insert, bound.parameters(), bound.text());
            return TransactWriteItem.builder().put(p -> p.tableName(put.tableName()).item(put.item())
                    .conditionExpression(put.conditionExpression())
                    .expressionAttributeNames(put.hasExpressionAttributeNames() ? put.expressionAttributeNames() : null)
                    .returnValuesOnConditionCheckFailure(onFailure)).build();
        }
        if (statement instanceof Update update) {
            UpdateItemRequest u = PartiQlPlanner.update(db, update, bound.parameters(), bound.text());
            return TransactWriteItem.builder().update(b -> b.tableName(u.tableName()).key(u.key())
                    .updateExpression(u.updateExpression()).conditionExpression(u.conditionExpression())
                    .expressionAttributeNames(u.hasExpressionAttributeNames() ? u.expressionAttributeNames() : null)
                    .expressionAttributeValues(u.hasExpressionAttributeValues() ? u.expressionAttributeValues() : null)
                    .returnValuesOnConditionCheckFailure(onFailure)).build();
        }
        if (statement instanceof Delete delete) {
            DeleteItemRequest d = PartiQlPlanner.delete(db, delete, bound.parameters(), bound.text());
            return TransactWriteItem.builder().delete(b -> b.tableName(d.tableName()).key(d.key())
                    .conditionExpression(d.conditionExpression())
                    .expressionAttributeNames(d.hasExpressionAttributeNames() ? d.expressionAttributeNames() : null)
                    .expressionAttributeValues(d.hasExpressionAttributeValues() ? d.expressionAttributeValues() : null)
                    .returnValuesOnConditionCheckFailure(onFailure)).build();
        }
        Exists exists = (Exists) statement;
        Select select = exists.select();
        Table table = requireTable(db, select.source().table());
        Map<String, AttributeValue> key = PartiQlPlanner.singleItemKey(table, select, bound.parameters(),
                bound.text(), false);
        Expr condition = PartiQlOperations.existsCondition(table, exists, bound);
        if (key == null || condition == null || select.source().index() != null) {
            throw failedIn(index, "EXISTS() must contain a single item read with additional condition");
        }
        PartiQlExpressions expressions = new PartiQlExpressions(bound.parameters(), bound.text());
        String text = expressions.condition(condition);
        return TransactWriteItem.builder().conditionCheck(ConditionCheck.builder().tableName(table.name()).key(key)
                .conditionExpression(text).expressionAttributeNames(expressions.names())
                .expressionAttributeValues(expressions.values()).returnValuesOnConditionCheckFailure(onFailure)
                .build()).build();
    }
}
