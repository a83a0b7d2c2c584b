package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.error.Constraints;
import dev.dynamofixtures.core.internal.error.DynamoError;
import dev.dynamofixtures.core.internal.error.ErrorType;
import dev.dynamofixtures.core.internal.storage.Database;
import dev.dynamofixtures.core.internal.storage.IdempotencyTokens;
import dev.dynamofixtures.core.internal.storage.Item;
import dev.dynamofixtures.core.internal.storage.KeyTree;
import dev.dynamofixtures.core.internal.storage.Table;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsResponse;

/**
 * TransactWriteItems: up to 100 Put, Update, Delete and ConditionCheck actions on distinct items, applied
 * all together in one publish or not at all.
 *
 * <p>Stages, in DynamoDB Local's order (probed): the request's shape (every violation together, as the
 * service reports them); action by action, attribute values, expressions and item size; the idempotency
 * token; action by action, the table, the item or key against the schema and whether an earlier action
 * targets the same item. Any error so far is a plain exception. Then every action is judged against the
 * current items: a wrong-typed key or index-key value is a {@code ValidationError} reason (DynamoDB Local fails
 * the call at once when the value is no scalar: the {@code LOCAL} dialect answers that), a false condition
 * {@code ConditionalCheckFailed} (with the item when the action asked for ALL_OLD and there is one), and an
 * Update's errors against the item (a key attribute updated, an operand of the wrong type, the new item too
 * large or with a bad index key) {@code ValidationError}; if any action has a reason, the call fails with
 * {@code TransactionCanceledException} listing one reason per action.
 *
 * <p>Capacity is twice that of the plain operations (2 units per KB written, indexes included); a
 * ConditionCheck is a transactional read of its item (2 units per 4 KB). A ClientRequestToken makes the call
 * idempotent for ten minutes on the engine's clock: the same request again succeeds without writing and
 * reports the transactional reads of its items (missing items count nothing, as in DynamoDB Local); another
 * request with the token fails with IdempotentParameterMismatchException. Only successful calls claim a token.
 */
final class TransactWriteItemsOperation {
    static final Duration IDEMPOTENCY_WINDOW = Duration.ofMinutes(10);
    private static final int MAX_TOKEN_LENGTH = 36;
    private static final String CONDITION_FAILED = "The conditional request failed";

    private TransactWriteItemsOperation() {
    }

    static Outcome<TransactWriteItemsResponse> execute(Database db, TransactWriteItemsRequest request,
                                                       EngineSettings settings, Usage usage) {
        List<TransactWriteItem> items = request.hasTransactItems() ? request.transactItems() : null;
        RequestShape shape = new RequestShape(); // the service's member order: the token, the enums, the actions
        RequestEnums.returnConsumedCapacity(shape, request.returnConsumedCapacity(),
                request.returnConsumedCapacityAsString());
        RequestEnums.returnItemCollectionMetrics(shape, request.returnItemCollectionMetrics(),
                request.returnItemCollectionMetricsAsString());
        TransactionShape.checkCount(items, "TransactWriteItem", false, shape);
        List<TransactWriteAction> actions = new ArrayList<>(items.size());
        for (int i = 0; i < items.size(); i++) {
            try {
                actions.add(TransactWriteAction.of(i, items.get(i)));
            } catch (DynamoError e) {
                shape.throwIfAny(); // an invalid enum is a shape violation: it comes before a malformed action
                throw e;
            }
        }
        checkToken(request.clientRequestToken(), shape);
        actions.forEach(action -> action.checkShape(shape));
        shape.throwIfAny();
        CapacityLedger capacity = CapacityLedger.of(request.returnConsumedCapacity(),
                request.returnConsumedCapacityAsString(), usage);
        boolean metrics = ItemCollectionMetricsRules.requested(request.returnItemCollectionMetrics(),
                request.returnItemCollectionMetricsAsString());
        actions.forEach(TransactWriteAction::parse);
        TransactionPayload.checkWrites(actions);

        String token = request.clientRequestToken();
        Instant now = settings.clock().instant();
        TransactWriteItemsRequest fingerprint = null;
        Optional<IdempotencyTokens.Entry> earlier = Optional.empty();
        if (token != null) {
            fingerprint = request.toBuilder().returnConsumedCapacity((String) null)
                    .returnItemCollectionMetrics((String) null).build();
            earlier = db.tokens().find(token, now.minus(IDEMPOTENCY_WINDOW));
            if (earlier.isPresent() && !fingerprint.equalsBySdkFields(earlier.get().request())) {
                throw DynamoError.of(ErrorType.IDEMPOTENT_PARAMETER_MISMATCH, "Specified idempotent token was used "
                        + "with different request parameters within the idempotency window", "");
            }
        }
        DynamoError failureInLocal = resolve(db, actions);
        if (earlier.isPresent()) {
            return new Outcome<>(db, TransactWriteItemsResponse.builder()
                    .consumedCapacity(retryCapacity(actions, capacity)).build());
        }
        try {
            cancelIfAnyFails(actions, settings.clock());
        } catch (DynamoError e) {
            throw failureInLocal == null ? e : DynamoError.withLiveAnswer(failureInLocal, e);
        }

        Database next = apply(db, actions, capacity, usage, settings.clock());
        if (token != null) {
            next = next.withTokens(next.tokens().plus(token, fingerprint, now, now.minus(IDEMPOTENCY_WINDOW)));
        }
        TransactWriteItemsResponse.Builder response = TransactWriteItemsResponse.builder()
                .consumedCapacity(capacity.build());
        if (metrics) {
            ItemCollectionMetricsRules.PerTable perTable = new ItemCollectionMetricsRules.PerTable();
            for (TransactWriteAction action : actions) {
                if (action.kind != TransactWriteAction.Kind.CONDITION_CHECK) {
                    perTable.add(next.table(action.table().name()).orElseThrow(), action.key());
                }
            }
            if (!perTable.isEmpty()) {
                response.itemCollectionMetrics(perTable.asMap());
            }
        }
        return new Outcome<>(next, response.build());
    }

    /** ClientRequestToken: 1..36 characters. DynamoDB Local quotes nothing and accepts an empty token. */
    private static void checkToken(String token, RequestShape shape) {
        if (token == null || !token.isEmpty() && token.length() <= MAX_TOKEN_LENGTH) {
            return;
        }
        String constraint = token.isEmpty() ? "Member must have length greater than or equal to 1"
                : "Member must have length less than or equal to " + MAX_TOKEN_LENGTH;
        // the service lists the token first, before the enums (a public conformance suite captured it)
        shape.addFirst(Constraints.detail(token, "clientRequestToken", constraint),
                "Value " + token + " at 'clientRequestToken' failed to satisfy constraint: " + constraint);
    }

    /**
     * Each action's table, item or key, and target, in request order. Returns the error DynamoDB Local fails the
     * call with where the service cancels an action ({@link TransactWriteAction#failureInLocal()}), or null: that
     * error is raised, with the service's answer (a later action's error, or the cancellation) for the {@code LIVE}
     * dialect.
     */
    private static DynamoError resolve(Database db, List<TransactWriteAction> actions) {
        TransactionShape.ItemSet seen = new TransactionShape.ItemSet();
        DynamoError failureInLocal = null;
        for (TransactWriteAction action : actions) {
            try {
                Table table = TransactionShape.requireTable(db, action.tableName, action.index, action.kind.member);
                byte[] key = action.resolve(table);
                if (key != null) {
                    seen.add(table.name(), key);
                }
            } catch (DynamoError e) {
                throw failureInLocal == null ? e : DynamoError.withLiveAnswer(failureInLocal, e);
            }
            if (failureInLocal == null) {
                failureInLocal = action.failureInLocal();
            }
        }
        return failureInLocal;
    }

    /** Judges every action against the current items; throws TransactionCanceledException if any fails. */
    private static void cancelIfAnyFails(List<TransactWriteAction> actions, Clock clock) {
        CancellationReason[][] reasons = new CancellationReason[actions.size()][];
        boolean cancelled = false;
        for (int i = 0; i < actions.size(); i++) {
            reasons[i] = reason(actions.get(i), clock);
            cancelled |= reasons[i] != null;
        }
        if (!cancelled) {
            return;
        }
        CancellationReason none = CancellationReason.builder().code("None").build();
        List<CancellationReason> live = new ArrayList<>(actions.size());
        List<CancellationReason> local = new ArrayList<>(actions.size());
        StringBuilder codes = new StringBuilder();
        for (CancellationReason[] reason : reasons) {
            live.add(reason == null ? none : reason[0]);
            local.add(reason == null ? none : reason[1]);
            codes.append(codes.length() == 0 ? "" : ", ").append(reason == null ? "None" : reason[0].code());
        }
        throw DynamoError.transactionCanceled("Transaction cancelled, please refer cancellation reasons for "
                + "specific reasons [" + codes + "]", live, local);
    }

    /** The action's reason to cancel, as the service and as DynamoDB Local word it, or null when it passes. */
    private static CancellationReason[] reason(TransactWriteAction action, Clock clock) {
        DynamoError invalid = action.invalid();
        if (invalid != null) {
            return new CancellationReason[] {
                CancellationReason.builder().code("ValidationError").message(invalid.liveMessage()).build(),
                CancellationReason.builder().code("ValidationError").message(invalid.localMessage()).build()};
        }
        if (action.kind == TransactWriteAction.Kind.UPDATE) {
            return updateReason(action, clock);
        }
        if (action.condition() == null) {
            return null;
        }
        Item current = action.table().get(action.encodedKey());
        if (action.condition().matches(current == null ? Map.of() : current.attributes())) {
            return null;
        }
        CancellationReason.Builder reason = CancellationReason.builder().code("ConditionalCheckFailed")
                .message(CONDITION_FAILED);
        if (action.returnOld() && current != null) {
            reason.item(current.attributes());
        }
        CancellationReason live = reason.build();
        // DynamoDB Local ends a ConditionCheck's message with a period (a quirk; the service does not)
        CancellationReason local = action.kind == TransactWriteAction.Kind.CONDITION_CHECK
                ? live.toBuilder().message(CONDITION_FAILED + ".").build() : live;
        return new CancellationReason[] {live, local};
    }

    /** An Update's reason to cancel: its failed condition, or any error of the update against the current item. */
    private static CancellationReason[] updateReason(TransactWriteAction action, Clock clock) {
        try {
            action.plan(clock);
            return null;
        } catch (DynamoError e) {
            if (e.type() == ErrorType.CONDITIONAL_CHECK_FAILED) {
                CancellationReason.Builder reason = CancellationReason.builder().code("ConditionalCheckFailed")
                        .message(CONDITION_FAILED);
                e.item().ifPresent(reason::item);
                CancellationReason failed = reason.build();
                return new CancellationReason[] {failed, failed};
            }
            if (e.type() != ErrorType.VALIDATION || KeyPaths.isRefusal(e)) {
                throw e; // an update expression's path into a key fails the call, as its condition's does (probed)
            }
            return new CancellationReason[] {
                CancellationReason.builder().code("ValidationError").message(e.liveMessage()).build(),
                CancellationReason.builder().code("ValidationError").message(e.localMessage()).build()};
        }
    }

    /** Writes every action's change; each table's new value is published once, at the end. */
    private static Database apply(Database db, List<TransactWriteAction> actions, CapacityLedger capacity,
                                  Usage usage, Clock clock) {
        Map<String, Table> tables = new LinkedHashMap<>();
        KeyTree.Edit edit = new KeyTree.Edit(); // each table's last value is the only one kept
        for (TransactWriteAction action : actions) {
            String name = action.table().name();
            Table table = tables.getOrDefault(name, action.table());
            capacity.open(name);
            switch (action.kind) {
                case PUT, UPDATE -> {
                    Table.Write write = table.put(action.encodedKey(), action.item(), clock, edit);
                    long previous = write.previous() == null ? 0 : write.previous().size();
                    capacity.write(name, Capacity.writeUnits(Math.max(previous, action.item().size())),
                            write.indexWrites(), 2);
                    usage.wrote(table.definition(), action.key(), write.previous(), action.item(), write.indexWrites());
                    tables.put(name, write.table());
                }
                case DELETE -> {
                    Table.Write write = table.delete(action.encodedKey(), clock);
                    capacity.write(name, Capacity.writeUnits(write.previous() == null ? 0 : write.previous().size()),
                            write.indexWrites(), 2);
                    usage.wrote(table.definition(), action.key(), write.previous(), null, write.indexWrites());
                    tables.put(name, write.table());
                }
                case CONDITION_CHECK -> {
                    Item current = table.get(action.encodedKey());
                    capacity.read(name, 2 * Capacity.readUnits(current == null ? 0 : current.size(), true));
                }
            }
        }
        Database next = db;
        for (Table table : tables.values()) {
            if (db.table(table.name()).orElse(null) != table) {
                next = next.with(table);
            }
        }
        return next;
    }

    /** An idempotent retry's capacity: a transactional read of each action's item, missing items none. */
    private static List<software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity> retryCapacity(
            List<TransactWriteAction> actions, CapacityLedger capacity) {
        for (TransactWriteAction action : actions) {
            Item current = action.encodedKey() == null ? null : action.table().get(action.encodedKey());
            capacity.read(action.table().name(), current == null ? 0 : 2 * Capacity.readUnits(current.size(), true));
        }
        return capacity.build();
    }
}
