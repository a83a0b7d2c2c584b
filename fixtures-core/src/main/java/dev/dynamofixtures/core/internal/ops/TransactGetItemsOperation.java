package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.error.Constraints;
import dev.dynamofixtures.core.internal.error.DynamoError;
import dev.dynamofixtures.core.internal.expr.ExpressionAttributes;
import dev.dynamofixtures.core.internal.expr.Expressions;
import dev.dynamofixtures.core.internal.expr.Projection;
import dev.dynamofixtures.core.internal.storage.Database;
import dev.dynamofixtures.core.internal.storage.Item;
import dev.dynamofixtures.core.internal.storage.Table;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.Get;
import software.amazon.awssdk.services.dynamodb.model.ItemResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItem;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsResponse;

/**
 * TransactGetItems: up to 100 items by key, read from one snapshot, answered in request order ({@code {}}
 * for an item that does not exist), each with its own projection. Capacity is a transactional read per item
 * (2 units per 4 KB, missing items included), per table in order of first appearance.
 *
 * <p>Checks, in DynamoDB Local's order (probed): the request's shape, then action by action the table, the
 * projection, the key and whether an earlier action read the same item. A key that does not match the schema
 * cancels the transaction (TransactionCanceledException): the service gives that action a {@code ValidationError}
 * reason; DynamoDB Local, whose words the LOCAL dialect uses, gives the key error as the message and no reasons.
 */
final class TransactGetItemsOperation {
    private TransactGetItemsOperation() {
    }

    static TransactGetItemsResponse execute(Database db, TransactGetItemsRequest request, EngineSettings settings, Usage usage) {
        List<TransactGetItem> actions = request.hasTransactItems() ? request.transactItems() : null;
        RequestShape shape = new RequestShape(); // ReturnConsumedCapacity first, as in every other operation
        RequestEnums.returnConsumedCapacity(shape, request.returnConsumedCapacity(),
                request.returnConsumedCapacityAsString());
        TransactionShape.checkCount(actions, "TransactGetItem", true, shape);
        checkShapes(actions, shape);
        CapacityLedger capacity = CapacityLedger.of(request.returnConsumedCapacity(),
                request.returnConsumedCapacityAsString(), usage);

        TransactionShape.ItemSet seen = new TransactionShape.ItemSet();
        List<Table> tables = new ArrayList<>(actions.size());
        List<byte[]> keys = new ArrayList<>(actions.size());
        List<Projection> projections = new ArrayList<>(actions.size());
        for (int i = 0; i < actions.size(); i++) {
            Get get = actions.get(i).get();
            Table table = TransactionShape.requireTable(db, get.tableName(), i, "get");
            ExpressionAttributes attributes = ExpressionAttributes.of(
                    get.expressionAttributeNames(), null);
            attributes.checkSuppliedWithoutExpressions(get.projectionExpression() != null, false,
                    "ProjectionExpression");
            Projection projection = get.projectionExpression() == null ? null
                    : Expressions.parseProjection(get.projectionExpression(), attributes);
            attributes.checkAllUsed();
            if (projection != null) {
                KeyPaths.check(table.definition(), projection.nestedTopLevelNames()); // before the key (probed)
            }
            Map<String, AttributeValue> key;
            try {
                key = Keys.validateKey(table.definition().key(), get.key());
            } catch (DynamoError e) {
                if (!Keys.isSchemaMismatch(e)) {
                    throw e;
                }
                throw canceled(db, actions, i, e);
            }
            byte[] encoded = table.keyOf(key);
            seen.add(table.name(), encoded);
            tables.add(table);
            keys.add(encoded);
            projections.add(projection);
        }

        List<ItemResponse> responses = new ArrayList<>(actions.size());
        for (int i = 0; i < actions.size(); i++) {
            Table table = tables.get(i);
            Item item = table.get(keys.get(i));
            capacity.read(table.name(), 2 * Capacity.readUnits(item == null ? 0 : item.size(), true));
            Projection projection = projections.get(i);
            ItemResponse.Builder response = ItemResponse.builder();
            if (item != null) {
                Map<String, AttributeValue> returned = projection == null ? item.attributes()
                        : Collections.unmodifiableMap(projection.apply(item.attributes()));
                if (!returned.isEmpty()) { // a projection that matches nothing leaves Item out, as the service does
                    ResponseFields.item(response, returned);
                }
            }
            responses.add(response.build());
        }
        return TransactGetItemsResponse.builder().responses(responses).consumedCapacity(capacity.build()).build();
    }

    /**
     * The cancellation for a key that does not match its table's schema at action {@code failed}: a
     * {@code ValidationError} reason for it and for every later action whose table exists and whose key does not
     * match either, {@code None} for the others (the service's answer, as the API reference describes it). DynamoDB
     * Local stops at the first such key and answers with the key error as the message and no reasons; the checks
     * before this point, and so the error type, are the same in both dialects.
     */
    private static DynamoError canceled(Database db, List<TransactGetItem> actions, int failed, DynamoError error) {
        List<CancellationReason> reasons = new ArrayList<>(actions.size());
        List<String> codes = new ArrayList<>(actions.size());
        for (int i = 0; i < actions.size(); i++) {
            boolean invalid = i == failed || i > failed && mismatched(db, actions.get(i).get());
            CancellationReason.Builder reason = CancellationReason.builder().code(invalid ? "ValidationError" : "None");
            if (invalid) {
                reason.message(error.liveMessage());
            }
            reasons.add(reason.build());
            codes.add(invalid ? "ValidationError" : "None");
        }
        return DynamoError.transactionCanceled(
                "Transaction cancelled, please refer cancellation reasons for specific reasons " + codes,
                error.localMessage(), reasons, null);
    }

    /** Whether a Get names an existing table with a key that does not match its schema; never throws. */
    private static boolean mismatched(Database db, Get get) {
        Table table = get.tableName() == null ? null : db.table(get.tableName()).orElse(null);
        if (table == null) {
            return false;
        }
        try {
            Keys.validateKey(table.definition().key(), get.key());
            return false;
        } catch (DynamoError e) {
            return Keys.isSchemaMismatch(e);
        }
    }

    /** Every action's required members, reported together (with {@code shape}'s) as the service does. */
    private static void checkShapes(List<TransactGetItem> actions, RequestShape shape) {
        for (int i = 0; i < actions.size(); i++) {
            String member = "transactItems." + (i + 1) + ".member.get";
            Get get = actions.get(i) == null ? null : actions.get(i).get();
            if (get == null) { // DynamoDB Local's words for an action without Get
                shape.add(Constraints.detail(null, member, "Member must not be null"),
                        Constraints.detail(null, "transactItems", "Member must not be null"));
                continue;
            }
            if (get.tableName() == null) {
                shape.notNull(member + ".tableName");
            }
            if (!get.hasKey()) {
                shape.notNull(member + ".key");
            }
        }
        shape.throwIfAny();
    }
}
