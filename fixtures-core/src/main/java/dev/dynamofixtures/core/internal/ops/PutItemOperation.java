package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.error.Constraints;
import dev.dynamofixtures.core.internal.error.DynamoError;
import dev.dynamofixtures.core.internal.expr.Condition;
import dev.dynamofixtures.core.internal.expr.ExpressionAttributes;
import dev.dynamofixtures.core.internal.expr.LegacyParameters;
import dev.dynamofixtures.core.internal.storage.Database;
import dev.dynamofixtures.core.internal.storage.Item;
import dev.dynamofixtures.core.internal.storage.Table;
import dev.dynamofixtures.core.internal.value.AttributeValues;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;

/**
 * PutItem: creates or replaces a whole item, optionally under a condition (ConditionExpression or legacy
 * Expected) on the current one. Checks in DynamoDB Local's order (probed): table, ReturnValues, legacy and
 * expression parameters mixed, names or values without expressions, the item (its values, its size, its keys), the
 * names and values maps, Expected's conditions, ReturnValuesOnConditionCheckFailure, ConditionExpression and
 * unused placeholders, ConditionalOperator.
 * Before all of them, an invalid enum value fails the request with the request's other shape violations, in the
 * service's order ({@link RequestEnums}).
 */
final class PutItemOperation {
    private PutItemOperation() {
    }

    static Outcome<PutItemResponse> execute(Database db, PutItemRequest request, EngineSettings settings, Usage usage) {
        RequestEnums.check(request);
        Table table = Tables.require(db, request.tableName());
        boolean returnOld = ReturnValuesRules.allOldOnly(request.returnValues(), request.returnValuesAsString());
        String conditionalOperator = request.conditionalOperatorAsString();
        boolean legacy = AttributeValues.isSet(request.expected()) || conditionalOperator != null;
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
        if (!AttributeValues.isSet(request.item())) {
            throw DynamoError.validation(Constraints.notNull("item").liveMessage(),
                    "Item to put in PutItem cannot be null");
        }
        Item item = Items.validateForPut(table.definition(), request.item());
        attributes.validate(); // the maps after the item, before the condition's text (probed)
        Condition expected =
                AttributeValues.isSet(request.expected()) ? LegacyParameters.expected(request.expected()) : null;
        boolean returnOnFailure = ReturnValuesRules.onConditionFailure(
                request.returnValuesOnConditionCheckFailure(), request.returnValuesOnConditionCheckFailureAsString());
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

        byte[] key = table.keyOf(item.attributes());
        Table.Write write;
        if (condition == null) {
            write = table.put(key, item, settings.clock()); // nothing to check first: the put finds the item it replaces itself
        } else {
            Item current = table.get(key);
            Conditions.check(condition, current, returnOnFailure);
            write = table.put(key, item, current, settings.clock());
        }
        Item previous = write.previous();

        PutItemResponse.Builder response = PutItemResponse.builder();
        if (returnOld && previous != null) {
            response.attributes(previous.attributes());
        }
        double units = Capacity.writeUnits(Math.max(item.size(), previous == null ? 0 : previous.size()));
        response.consumedCapacity(Capacity.ofWrite(usage, request.returnConsumedCapacity(),
                request.returnConsumedCapacityAsString(), table.definition(), units, write.indexWrites(), 1));
        usage.wrote(table.definition(), item.attributes(), previous, item, write.indexWrites());
        if (metrics) {
            response.itemCollectionMetrics(ItemCollectionMetricsRules.of(write.table(), item.attributes()));
        }
        return new Outcome<>(db.with(write.table()), response.build());
    }
}
