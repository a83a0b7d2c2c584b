package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.error.Constraints;
import dev.dynamofixtures.core.internal.expr.ExpressionAttributes;
import dev.dynamofixtures.core.internal.expr.Expressions;
import dev.dynamofixtures.core.internal.expr.LegacyParameters;
import dev.dynamofixtures.core.internal.expr.Projection;
import dev.dynamofixtures.core.internal.storage.Database;
import dev.dynamofixtures.core.internal.storage.Item;
import dev.dynamofixtures.core.internal.storage.Table;
import dev.dynamofixtures.core.internal.value.AttributeValues;
import java.util.Collections;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;

/**
 * GetItem: one item by its full primary key, optionally projected (ProjectionExpression or legacy
 * AttributesToGet). Checks in DynamoDB Local's order (probed): AttributesToGet, legacy and expression parameters
 * mixed, names without an expression, the table, the names' keys and values, ProjectionExpression and unused
 * names, the key.
 * Before all of them, an invalid enum value fails the request with the request's other shape violations, in the
 * service's order ({@link RequestEnums}).
 */
final class GetItemOperation {
    private GetItemOperation() {
    }

    static GetItemResponse execute(Database db, GetItemRequest request, EngineSettings settings, Usage usage) {
        RequestEnums.check(request);
        Projection projection = null;
        boolean legacy = LegacyParameterRules.present(request.attributesToGet());
        if (legacy) {
            Tables.validateName(request.tableName(), "tableName");
            projection = LegacyParameters.attributesToGet(request.attributesToGet()).orElse(null);
            LegacyParameterRules.mixing()
                    .legacy("AttributesToGet", true)
                    .expression("ProjectionExpression", LegacyParameterRules.given(request.projectionExpression()))
                    .check();
        }
        ExpressionAttributes attributes = ExpressionAttributes.of(
                request.expressionAttributeNames(), null);
        if (request.projectionExpression() == null) {
            if (AttributeValues.isSet(request.expressionAttributeNames())) {
                Tables.validateName(request.tableName(), "tableName");
            }
            attributes.checkSuppliedWithoutExpressions(false, false, "ProjectionExpression");
        }
        Table table = Tables.require(db, request.tableName());
        if (request.projectionExpression() != null) {
            attributes.validate(); // the names' keys and values before the projection's text, as DynamoDB does
            projection = Expressions.parseProjection(request.projectionExpression(), attributes);
        }
        attributes.checkAllUsed();
        if (projection != null) {
            KeyPaths.check(table.definition(), projection.nestedTopLevelNames()); // before the key (probed)
        }
        if (!AttributeValues.isSet(request.key())) {
            throw missingKey();
        }
        Map<String, AttributeValue> key = Keys.validateKey(table.definition().key(), request.key());
        Item item = table.get(table.keyOf(key));
        boolean consistent = Boolean.TRUE.equals(request.consistentRead());
        GetItemResponse.Builder response = GetItemResponse.builder();
        if (item != null) {
            ResponseFields.item(response, projection == null ? item.attributes()
                    : Collections.unmodifiableMap(projection.apply(item.attributes())));
        }
        response.consumedCapacity(Capacity.ofRead(usage, request.returnConsumedCapacity(),
                request.returnConsumedCapacityAsString(), table.definition(), null, null,
                Capacity.readUnits(item == null ? 0 : item.size(), consistent)));
        return response.build();
    }

    static dev.dynamofixtures.core.internal.error.DynamoError missingKey() {
        return dev.dynamofixtures.core.internal.error.DynamoError.validation(
                Constraints.notNull("key").liveMessage(),
                "Cannot have null key for GetItem, DeleteItem, or UpdateItem");
    }
}
