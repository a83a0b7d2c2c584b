package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.error.DynamoError;
import dev.dynamofixtures.core.internal.expr.Condition;
import dev.dynamofixtures.core.internal.expr.ExpressionAttributes;
import dev.dynamofixtures.core.internal.expr.LegacyParameters;
import dev.dynamofixtures.core.internal.storage.Database;
import dev.dynamofixtures.core.internal.storage.Item;
import dev.dynamofixtures.core.internal.storage.Table;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemResponse;

/**
 * DeleteItem: removes one item by key (a no-op when absent), optionally under a condition (ConditionExpression
 * or legacy Expected). Checks in DynamoDB Local's order (probed): table, Expected's conditions, ReturnValues,
 * legacy and expression parameters mixed, names or values without expressions,
 * ReturnValuesOnConditionCheckFailure, the key, the names and values maps, ConditionExpression and unused
 * placeholders, ConditionalOperator.
 * Before all of them, an invalid enum value fails the request with the request's other shape violations, in the
 * service's order ({@link RequestEnums}); and where the table is missing, the service refuses a ReturnValues other
 * than ALL_OLD or NONE (LIVE dialect; DynamoDB Local reports the missing table).
 */
final class DeleteItemOperation {
    private DeleteItemOperation() {
    }

    static Outcome<DeleteItemResponse> execute(Database db, DeleteItemRequest request, EngineSettings settings, Usage usage) {
        RequestEnums.check(request);
        Table table = Tables.require(db, request.tableName(), () -> returnValuesFault(request));
        Condition expected = request.hasExpected() ? LegacyParameters.expected(request.expected()) : null;
        boolean returnOld = ReturnValuesRules.allOldOnly(request.returnValues(), request.returnValuesAsString());
        String conditionalOperator = request.conditionalOperatorAsString();
        boolean legacy = expected != null || conditionalOperator != null;
        if (legacy) {
            LegacyParameterRules.mixing()
                    .legacy("Expected", LegacyParameterRules.present(request.expected()))
                    .legacy("ConditionalOperator", conditionalOperator != null)
                    .expression("ConditionExpression", LegacyParameterRules.given(request.conditionExpression()))
                    .check();
        }
        ExpressionAttributes attributes = ExpressionAttributes.of(
                request.expressionAttributeNames(),
                request.expressionAttributeValues());
        attributes.refuseSuppliedWithoutExpressions(request.conditionExpression() != null, "ConditionExpression");
        boolean returnOnFailure = ReturnValuesRules.onConditionFailure(
                request.returnValuesOnConditionCheckFailure(), request.returnValuesOnConditionCheckFailureAsString());
        if (!request.hasKey()) {
            throw GetItemOperation.missingKey();
        }
        Map<String, AttributeValue> key = Keys.validateKey(table.definition().key(), request.key());
        attributes.validate(); // the maps after the key, before the condition's text (probed)
        Condition condition = Conditions.parse(request.conditionExpression(), attributes);
        if (condition != null) {
            KeyPaths.check(table.definition(), condition.nestedTopLevelNames());
        }
        if (LegacyParameterRules.present(request.expected()) || conditionalOperator != null) {
            condition = LegacyParameters.joined(expected, conditionalOperator);
        }
        Capacity.requested(request.returnConsumedCapacity(), request.returnConsumedCapacityAsString());
        boolean metrics = ItemCollectionMetricsRules.requested(request.returnItemCollectionMetrics(),
                request.returnItemCollectionMetricsAsString());

        byte[] encoded = table.keyOf(key);
        Item previous = table.get(encoded);
        Conditions.check(condition, previous, returnOnFailure);
        Table.Write write = table.delete(encoded, previous, settings.clock());

        DeleteItemResponse.Builder response = DeleteItemResponse.builder();
        if (returnOld && previous != null) {
            response.attributes(previous.attributes());
        }
        double units = Capacity.writeUnits(previous == null ? 0 : previous.size());
        response.consumedCapacity(Capacity.ofWrite(usage, request.returnConsumedCapacity(),
                request.returnConsumedCapacityAsString(), table.definition(), units, write.indexWrites(), 1));
        usage.wrote(table.definition(), key, previous, null, write.indexWrites());
        if (metrics) {
            response.itemCollectionMetrics(ItemCollectionMetricsRules.of(write.table(), key));
        }
        Database next = previous == null ? db : db.with(write.table());
        return new Outcome<>(next, response.build());
    }

    /** A ReturnValues other than ALL_OLD or NONE: the service refuses it even when the table is missing. */
    private static DynamoError returnValuesFault(DeleteItemRequest request) {
        try {
            ReturnValuesRules.allOldOnly(request.returnValues(), request.returnValuesAsString());
            return null;
        } catch (DynamoError fault) {
            return fault;
        }
    }
}
