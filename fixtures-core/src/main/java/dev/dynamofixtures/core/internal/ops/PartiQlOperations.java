package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.error.Constraints;
import dev.dynamofixtures.core.internal.error.DynamoError;
import dev.dynamofixtures.core.internal.error.ErrorType;
import dev.dynamofixtures.core.internal.expr.ExpressionKind;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.Delete;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.Exists;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.Expr;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.Insert;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.Select;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.Update;
import dev.dynamofixtures.core.internal.storage.Database;
import dev.dynamofixtures.core.internal.storage.Table;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ExecuteStatementRequest;
import software.amazon.awssdk.services.dynamodb.model.ExecuteStatementResponse;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;

/**
 * ExecuteStatement: one PartiQL statement, parsed by {@link PartiQlParser}, translated by {@link PartiQlPlanner}
 * into the engine's Query, Scan, PutItem, UpdateItem or DeleteItem and run by those operations, so every rule
 * and error of theirs applies. A SELECT reads a snapshot; the others write. Limit and NextToken page the
 * reads (the token carries which Query of a {@code pk IN [...]} and its exclusive start key).
 */
final class PartiQlOperations {
    static final String DUPLICATE_ITEM = "Duplicate primary key exists in table";
    /** The ExpressionAttributeValues wrapper of a value's error: PartiQL has no such map, DynamoDB names none. */
    private static final Pattern VALUE_WRAPPER =
            Pattern.compile("ExpressionAttributeValues contains invalid value: (.*) for key :v[0-9]+", Pattern.DOTALL);
    private static final String TOKEN_PREFIX = "PQ1";

    private PartiQlOperations() {
    }

    /** A statement with its parameters, parsed and checked for enough parameters. */
    record Bound(PartiQlStatement statement, List<AttributeValue> parameters, String text) {
        boolean isRead() {
            return statement instanceof Select;
        }
    }

    /** The most characters a statement may have: the API's length constraint on {@code Statement} (1 to 8,192). */
    static final int MAX_STATEMENT_LENGTH = 8_192;

    /**
     * A statement's text against the API's length constraint, which fails the whole call before any statement is
     * parsed or run. The service names the member ({@code statement}, {@code statements.2.member.statement}) in its
     * usual form; DynamoDB Local says only what is wrong, and answers an empty statement in each operation's own words
     * ({@code emptyLocal}). A null text is left to {@link #bind}, which reports it as the member missing.
     */
    static void checkLength(String text, String member, String emptyLocal) {
        if (text == null) {
            return;
        }
        if (text.length() > MAX_STATEMENT_LENGTH) {
            String constraint = "Member must have length less than or equal to " + MAX_STATEMENT_LENGTH;
            throw DynamoError.validation(Constraints.message(List.of(Constraints.detail(text, member, constraint))),
                    constraint);
        }
        if (text.isEmpty()) {
            throw DynamoError.validation(Constraints.message(List.of(Constraints.detail(text, member,
                    "Member must have length greater than or equal to 1"))), emptyLocal);
        }
    }

    /** A statement parsed with its parameters, which are checked as values ({@link PartiQlParameters}). */
    static Bound bind(String text, List<AttributeValue> parameters) {
        Bound bound = parse(text, parameters);
        PartiQlParameters.check(bound.parameters());
        return bound;
    }

    /** A statement parsed with its parameters, enough of them, their values not checked yet. */
    static Bound parse(String text, List<AttributeValue> parameters) {
        if (text == null) {
            throw Constraints.notNull("statement");
        }
        PartiQlParser.Parsed parsed = PartiQlParser.parse(text);
        List<AttributeValue> given = parameters == null ? List.of() : parameters;
        if (given.size() < parsed.parameterCount()) {
            throw DynamoError.validation("Number of parameters in request and statement don't match.");
        }
        return new Bound(parsed.statement(), given, text);
    }

    static void checkLimit(Integer limit) {
        if (limit != null && limit < 1) {
            throw DynamoError.validation("1 validation error detected: Value '" + limit
                    + "' at 'limit' failed to satisfy constraint: Member must have value greater than or equal to 1");
        }
    }

    /** ExecuteStatement: a SELECT on the engine's snapshot, any other statement as one write. */
    static ExecuteStatementResponse execute(Engine engine, ExecuteStatementRequest request, Usage usage) {
        RequestEnums.check(request);
        checkLength(request.statement(), "statement", PartiQlParser.malformed("").localMessage());
        checkLimit(request.limit());
        Bound bound = bind(request.statement(), request.hasParameters() ? request.parameters() : null);
        try {
            if (bound.isRead()) {
                return engine.read(db -> read(db, bound, request, engine.settings(), usage));
            }
            return engine.write(db -> write(db, bound, request, engine.settings(), usage));
        } catch (DynamoError e) {
            throw withoutExpressionPrefix(e);
        }
    }

    /**
     * The error without the {@code Invalid KeyConditionExpression: } (and the like) prefix the translated
     * request's expression gave it: PartiQL has no such parameters, and DynamoDB names none.
     */
    static DynamoError withoutExpressionPrefix(DynamoError error) {
        if (error.type() != ErrorType.VALIDATION) {
            return error;
        }
        Matcher live = VALUE_WRAPPER.matcher(error.liveMessage());
        Matcher local = VALUE_WRAPPER.matcher(error.localMessage());
        if (live.matches() && local.matches()) { // a value the statement's literals or parameters made
            return DynamoError.validation(live.group(1), local.group(1));
        }
        for (ExpressionKind kind : ExpressionKind.values()) {
            String prefix = kind.errorPrefix();
            if (error.liveMessage().startsWith(prefix) && error.localMessage().startsWith(prefix)) {
                return DynamoError.validation(error.liveMessage().substring(prefix.length()),
                        error.localMessage().substring(prefix.length()));
            }
        }
        return error;
    }

    /** Runs a SELECT. */
    static ExecuteStatementResponse read(Database db, Bound bound, ExecuteStatementRequest request,
                                         EngineSettings settings, Usage usage) {
        if (!(bound.statement() instanceof Select select)) {
            throw new IllegalArgumentException("not a read");
        }
        PartiQlPlanner.ReadPlan plan = PartiQlPlanner.select(db, select, bound.parameters(), bound.text(),
                request.consistentRead());
        Token token = Token.decode(request.nextToken());
        Integer limit = request.limit();
        String capacity = request.returnConsumedCapacityAsString();
        List<Map<String, AttributeValue>> items = new ArrayList<>();
        ExecuteStatementResponse.Builder response = ExecuteStatementResponse.builder();
        if (plan.scan() != null) {
            ScanRequest scan = plan.scan().toBuilder().limit(limit).exclusiveStartKey(token.startKey())
                    .returnConsumedCapacity(capacity).build();
            ScanResponse result = ScanOperation.execute(db, scan, settings, usage);
            items.addAll(result.items());
            if (result.hasLastEvaluatedKey() && !result.lastEvaluatedKey().isEmpty()) {
                response.nextToken(new Token(0, result.lastEvaluatedKey()).encode());
            }
            return response.items(items).consumedCapacity(result.consumedCapacity()).build();
        }
        List<PartiQlPlanner.PlannedQuery> queries = plan.queries();
        int index = token.query();
        Map<String, AttributeValue> start = token.startKey();
        ConsumedCapacity consumed = null;
        Integer remaining = limit;
        while (index < queries.size()) {
            PartiQlPlanner.PlannedQuery planned = queries.get(index);
            QueryRequest query = planned.request().toBuilder().limit(remaining).exclusiveStartKey(start)
                    .returnConsumedCapacity(capacity).build();
            QueryResponse result = QueryOperation.execute(db, query, settings, usage);
            for (Map<String, AttributeValue> item : result.items()) {
                if (planned.postFilter() == null || planned.postFilter().matches(item)) {
                    items.add(planned.projection() == null ? item : planned.projection().apply(item));
                }
            }
            consumed = consumed == null ? result.consumedCapacity() : consumed;
            if (result.hasLastEvaluatedKey() && !result.lastEvaluatedKey().isEmpty()) {
                response.nextToken(new Token(index, result.lastEvaluatedKey()).encode());
                break;
            }
            index++;
            start = null;
            if (remaining != null) {
                remaining -= result.scannedCount();
                if (remaining <= 0) {
                    if (index < queries.size()) {
                        response.nextToken(new Token(index, null).encode());
                    }
                    break;
                }
            }
        }
        return response.items(items).consumedCapacity(consumed).build();
    }

    /** Runs an INSERT, UPDATE or DELETE. */
    static Outcome<ExecuteStatementResponse> write(Database db, Bound bound, ExecuteStatementRequest request,
                                                   EngineSettings settings, Usage usage) {
        return plan(db, bound, request).execute(db, settings, usage);
    }

    /**
     * A write statement turned into the PutItem, UpdateItem or DeleteItem it stands for, not run yet. Its errors are
     * the statement's own (syntax, table, key); the errors {@link #execute} throws come from running that operation
     * against the table (a condition, the update, the item's indexes and values), and BatchExecuteStatement names the
     * table in the response of those only, as DynamoDB Local does.
     */
    interface PlannedWrite {
        Outcome<ExecuteStatementResponse> execute(Database db, EngineSettings settings, Usage usage);
    }

    static PlannedWrite plan(Database db, Bound bound, ExecuteStatementRequest request) {
        String capacity = request.returnConsumedCapacityAsString();
        String onFailure = request.returnValuesOnConditionCheckFailureAsString();
        PartiQlStatement statement = bound.statement();
        if (statement instanceof Insert insert) {
            PutItemRequest put = PartiQlPlanner.insert(db, insert, bound.parameters(), bound.text()).toBuilder()
                    .returnConsumedCapacity(capacity).build();
            return (current, settings, usage) -> {
                try {
                    var outcome = PutItemOperation.execute(current, put, settings, usage);
                    return new Outcome<>(outcome.next(), ExecuteStatementResponse.builder().items(List.of())
                            .consumedCapacity(outcome.response().consumedCapacity()).build());
                } catch (DynamoError e) {
                    if (e.type() == ErrorType.CONDITIONAL_CHECK_FAILED) {
                        throw DynamoError.of(ErrorType.DUPLICATE_ITEM, DUPLICATE_ITEM);
                    }
                    throw e;
                }
            };
        }
        if (statement instanceof Update update) {
            UpdateItemRequest planned = PartiQlPlanner.update(db, update, bound.parameters(), bound.text())
                    .toBuilder().returnConsumedCapacity(capacity).returnValuesOnConditionCheckFailure(onFailure)
                    .build();
            return (current, settings, usage) -> {
                Outcome<UpdateItemResponse> outcome = UpdateItemOperation.execute(current, planned, settings, usage);
                UpdateItemResponse result = outcome.response();
                return returning(outcome, result.hasAttributes(), result.attributes(), result.consumedCapacity());
            };
        }
        if (statement instanceof Delete delete) {
            DeleteItemRequest planned = PartiQlPlanner.delete(db, delete, bound.parameters(), bound.text())
                    .toBuilder().returnConsumedCapacity(capacity).returnValuesOnConditionCheckFailure(onFailure)
                    .build();
            return (current, settings, usage) -> {
                Outcome<DeleteItemResponse> outcome = DeleteItemOperation.execute(current, planned, settings, usage);
                DeleteItemResponse result = outcome.response();
                return returning(outcome, result.hasAttributes(), result.attributes(), result.consumedCapacity());
            };
        }
        throw PartiQlParser.malformed(bound.text());
    }

    /** A write's outcome as a statement's: the item its RETURNING asked for (when any) and the capacity. */
    private static Outcome<ExecuteStatementResponse> returning(Outcome<?> outcome, boolean returned,
                                                               Map<String, AttributeValue> attributes,
                                                               ConsumedCapacity consumed) {
        return new Outcome<>(outcome.next(), ExecuteStatementResponse.builder()
                .items(returned ? List.of(attributes) : List.of()).consumedCapacity(consumed).build());
    }

    /** The table a statement's text names, or null when it is not a statement the parser reads. */
    static String tableNamed(String statement) {
        try {
            return tableOf(PartiQlParser.parse(statement).statement());
        } catch (DynamoError e) {
            return null;
        }
    }

    /** The table a statement names. */
    static String tableOf(PartiQlStatement statement) {
        if (statement instanceof Select select) {
            return select.source().table();
        }
        if (statement instanceof Insert insert) {
            return insert.source().table();
        }
        if (statement instanceof Update update) {
            return update.source().table();
        }
        if (statement instanceof Delete delete) {
            return delete.source().table();
        }
        return ((Exists) statement).select().source().table();
    }

    /** The primary key of the item a statement targets, or null when its WHERE does not name one whole. */
    static Map<String, AttributeValue> keyOf(Database db, Table table, Bound bound) {
        PartiQlStatement statement = bound.statement();
        if (statement instanceof Select select) {
            return PartiQlPlanner.singleItemKey(table, select, bound.parameters(), bound.text(), false);
        }
        if (statement instanceof Exists exists) {
            return PartiQlPlanner.singleItemKey(table, exists.select(), bound.parameters(), bound.text(), false);
        }
        if (statement instanceof Insert insert) {
            Map<String, AttributeValue> item = PartiQlPlanner.insert(db, insert, bound.parameters(), bound.text())
                    .item();
            Map<String, AttributeValue> key = new LinkedHashMap<>();
            table.definition().key().all().forEach(a -> key.put(a.name(), item.get(a.name())));
            return key;
        }
        if (statement instanceof Update update) {
            return PartiQlPlanner.update(db, update, bound.parameters(), bound.text()).key();
        }
        return PartiQlPlanner.delete(db, (Delete) statement, bound.parameters(), bound.text()).key();
    }

    /** The non-key conditions of a transaction's EXISTS, which must have some. */
    static Expr existsCondition(Table table, Exists exists, Bound bound) {
        return PartiQlPlanner.nonKeyConditions(table, exists.select(), bound.parameters(), bound.text());
    }

    /** Which Query of a plan a page starts at, and its exclusive start key. */
    record Token(int query, Map<String, AttributeValue> startKey) {
        static Token decode(String text) {
            if (text == null) {
                return new Token(0, null);
            }
            try {
                byte[] bytes = Base64.getDecoder().decode(text);
                DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes));
                if (!in.readUTF().equals(TOKEN_PREFIX)) {
                    throw new IOException("prefix");
                }
                int query = in.readInt();
                int count = in.readInt();
                Map<String, AttributeValue> key = count == 0 ? null : new LinkedHashMap<>();
                for (int i = 0; i < count; i++) {
                    String name = in.readUTF();
                    String type = in.readUTF();
                    String value = in.readUTF();
                    AttributeValue attribute;
                    switch (type) {
                        case "S": attribute = AttributeValue.fromS(value); break;
                        case "N": attribute = AttributeValue.fromN(value); break;
                        case "B": attribute = AttributeValue.fromB(SdkBytes.fromByteArray(
                                Base64.getDecoder().decode(value))); break;
                        default: throw new IOException("type");
                    }
                    key.put(name, attribute);
                }
                return new Token(query, key);
            } catch (IOException | IllegalArgumentException e) {
                throw DynamoError.validation("Invalid NextToken");
            }
        }

        String encode() {
            try {
                ByteArrayOutputStream bytes = new ByteArrayOutputStream();
                DataOutputStream out = new DataOutputStream(bytes);
                out.writeUTF(TOKEN_PREFIX);
                out.writeInt(query);
                out.writeInt(startKey == null ? 0 : startKey.size());
                if (startKey != null) {
                    for (Map.Entry<String, AttributeValue> entry : startKey.entrySet()) {
                        AttributeValue value = entry.getValue();
                        out.writeUTF(entry.getKey());
                        if (value.s() != null) {
                            out.writeUTF("S");
                            out.writeUTF(value.s());
                        } else if (value.n() != null) {
                            out.writeUTF("N");
                            out.writeUTF(value.n());
                        } else {
                            out.writeUTF("B");
                            out.writeUTF(Base64.getEncoder().encodeToString(value.b().asByteArray()));
                        }
                    }
                }
                out.flush();
                return Base64.getEncoder().encodeToString(bytes.toByteArray());
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        }
    }
}
