package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.error.Constraints;
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
 * is the service's ValidationException (DynamoDB Local answers TransactionCanceledException with the key
 * error as its message, a quirk we do not copy); its text in the LOCAL dialect is Local's.
 */
final class TransactGetItemsOperation {
    private TransactGetItemsOperation() {
    }

    static TransactGetItemsResponse execute(Database db, TransactGetItemsRequest request, EngineSettings settings, Usage usage) {
        List<TransactGetItem> actions = request.hasTransactItems() ? request.transactItems() : null;
        TransactionShape.checkCount(actions, "TransactGetItem", true);
        CapacityLedger capacity = CapacityLedger.of(request.returnConsumedCapacity(),
                request.returnConsumedCapacityAsString(), usage);
        checkShapes(actions);

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
            Map<String, AttributeValue> key = Keys.validateKey(table.definition().key(), get.key());
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
                ResponseFields.item(response, projection == null ? item.attributes()
                        : Collections.unmodifiableMap(projection.apply(item.attributes())));
            }
            responses.add(response.build());
        }
        return TransactGetItemsResponse.builder().responses(responses).consumedCapacity(capacity.build()).build();
    }

    /** Every action's required members, reported together as the service does. */
    private static void checkShapes(List<TransactGetItem> actions) {
        RequestShape shape = new RequestShape();
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
