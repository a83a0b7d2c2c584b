package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.expr.Condition;
import dev.dynamofixtures.core.internal.expr.ExpressionAttributes;
import dev.dynamofixtures.core.internal.storage.Database;
import dev.dynamofixtures.core.internal.storage.Item;
import dev.dynamofixtures.core.internal.storage.Table;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemResponse;

/** DeleteItem: removes one item by key (a no-op when absent), optionally under a condition. */
final class DeleteItemOperation {
    private DeleteItemOperation() {
    }

    static Outcome<DeleteItemResponse> execute(Database db, DeleteItemRequest request, EngineSettings settings) {
        Table table = Tables.require(db, request.tableName());
        LegacyParameters.rejectUnsupported(request.hasExpected(), "Expected", "DeleteItem");
        boolean returnOld = ReturnValuesRules.allOldOnly(request.returnValues(), request.returnValuesAsString());
        boolean returnOnFailure = ReturnValuesRules.onConditionFailure(
                request.returnValuesOnConditionCheckFailure(), request.returnValuesOnConditionCheckFailureAsString());
        if (!request.hasKey()) {
            throw GetItemOperation.missingKey();
        }
        Map<String, AttributeValue> key = Keys.validateKey(table.definition().key(), request.key());
        ExpressionAttributes attributes = ExpressionAttributes.of(
                request.hasExpressionAttributeNames() ? request.expressionAttributeNames() : null,
                request.hasExpressionAttributeValues() ? request.expressionAttributeValues() : null);
        Condition condition = Conditions.parse(request.conditionExpression(), attributes);
        Capacity.requested(request.returnConsumedCapacity(), request.returnConsumedCapacityAsString());

        byte[] encoded = table.keyOf(key);
        Item previous = table.get(encoded);
        Conditions.check(condition, previous, returnOnFailure);
        Table.Write write = table.delete(encoded);

        DeleteItemResponse.Builder response = DeleteItemResponse.builder();
        if (returnOld && previous != null) {
            response.attributes(previous.attributes());
        }
        double units = Capacity.writeUnits(previous == null ? 0 : previous.size());
        response.consumedCapacity(Capacity.ofWrite(request.returnConsumedCapacity(),
                request.returnConsumedCapacityAsString(), table.name(), units, write.indexWrites(), 1));
        Database next = previous == null ? db : db.with(write.table());
        return new Outcome<>(next, response.build());
    }
}
