package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.error.DynamoError;
import dev.dynamofixtures.core.internal.expr.Condition;
import dev.dynamofixtures.core.internal.expr.ExpressionAttributes;
import dev.dynamofixtures.core.internal.expr.ExpressionKind;
import dev.dynamofixtures.core.internal.expr.LegacyParameters;
import dev.dynamofixtures.core.internal.expr.Expressions;
import dev.dynamofixtures.core.internal.expr.UpdateAction;
import dev.dynamofixtures.core.internal.expr.UpdateResult;
import dev.dynamofixtures.core.internal.storage.Database;
import dev.dynamofixtures.core.internal.storage.Item;
import dev.dynamofixtures.core.internal.storage.KeyAttribute;
import dev.dynamofixtures.core.internal.storage.KeySchema;
import dev.dynamofixtures.core.internal.storage.Table;
import dev.dynamofixtures.core.internal.value.AttributeValues;
import dev.dynamofixtures.core.internal.value.Utf8;
import dev.dynamofixtures.core.internal.value.ValueSizes;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;

/**
 * UpdateItem: changes (or creates) one item with an UpdateExpression or the legacy AttributeUpdates, optionally
 * under a ConditionExpression or legacy Expected, and moves the item between secondary indexes in the same step.
 *
 * <p>Checks in DynamoDB Local's order (probed): table; Expected's conditions; ReturnValues; legacy and
 * expression parameters mixed; names or values without expressions; Key; the names and values maps;
 * UpdateExpression, then its declared
 * size; ConditionExpression; unused placeholders; ConditionalOperator; ReturnValuesOnConditionCheckFailure;
 * ReturnConsumedCapacity. Then against the current item ({@link #plan}): the condition, key attributes left
 * alone (AttributeUpdates are only checked here, entry by entry), the update itself, the new item.
 * Before all of them, an invalid enum value fails the request with the request's other shape violations, in the
 * service's order ({@link RequestEnums}).
 */
final class UpdateItemOperation {
    /** The update of a request with neither UpdateExpression nor AttributeUpdates: the key-only upsert. */
    private static final UpdateAction NO_UPDATE = LegacyParameters.attributeUpdates(Map.of());

    private UpdateItemOperation() {
    }

    static Outcome<UpdateItemResponse> execute(Database db, UpdateItemRequest request, EngineSettings settings, Usage usage) {
        RequestEnums.check(request);
        Table table = Tables.require(db, request.tableName());
        Condition expected = request.hasExpected() ? LegacyParameters.expected(request.expected()) : null;
        ReturnValue returnValues = ReturnValuesRules.anyForUpdate(request.returnValues(),
                request.returnValuesAsString());
        boolean legacyUpdates = LegacyParameterRules.present(request.attributeUpdates());
        String conditionalOperator = request.conditionalOperatorAsString();
        if (legacyUpdates || expected != null || conditionalOperator != null) {
            LegacyParameterRules.mixing()
                    .legacy("AttributeUpdates", legacyUpdates)
                    .legacy("Expected", LegacyParameterRules.present(request.expected()))
                    .legacy("ConditionalOperator", conditionalOperator != null)
                    .expression("UpdateExpression", LegacyParameterRules.given(request.updateExpression()))
                    .expression("ConditionExpression", LegacyParameterRules.given(request.conditionExpression()))
                    .check();
        }
        ExpressionAttributes attributes = ExpressionAttributes.of(
                request.expressionAttributeNames(),
                request.expressionAttributeValues());
        attributes.refuseSuppliedWithoutExpressions(
                request.updateExpression() != null || request.conditionExpression() != null,
                "UpdateExpression and ConditionExpression");
        if (!request.hasKey()) {
            throw GetItemOperation.missingKey();
        }
        Map<String, AttributeValue> key = Keys.validateKey(table.definition().key(), request.key());
        attributes.validate(); // the maps after the key, before the expressions' texts (probed)
        UpdateAction update = request.updateExpression() == null ? NO_UPDATE
                : parseUpdate(request.updateExpression(), attributes);
        Condition condition = request.conditionExpression() == null ? null
                : Expressions.parseCondition(request.conditionExpression(), ExpressionKind.CONDITION, attributes);
        attributes.checkAllUsed();
        if (LegacyParameterRules.present(request.expected()) || conditionalOperator != null) {
            condition = LegacyParameters.joined(expected, conditionalOperator);
        }
        boolean returnOnFailure = ReturnValuesRules.onConditionFailure(
                request.returnValuesOnConditionCheckFailure(), request.returnValuesOnConditionCheckFailureAsString());
        Capacity.requested(request.returnConsumedCapacity(), request.returnConsumedCapacityAsString());
        boolean metrics = ItemCollectionMetricsRules.requested(request.returnItemCollectionMetrics(),
                request.returnItemCollectionMetricsAsString());

        Planned planned = legacyUpdates
                ? plan(table, key, () -> attributeUpdates(table.definition().key(), request), condition,
                        returnOnFailure, Items.Origin.ATTRIBUTE_UPDATES, settings.clock())
                : plan(table, key, () -> update, condition, returnOnFailure, Items.Origin.UPDATE_EXPRESSION,
                        settings.clock());

        UpdateItemResponse.Builder response = UpdateItemResponse.builder();
        Map<String, AttributeValue> returned = planned.returnValues(returnValues);
        if (returned != null) {
            response.attributes(returned);
        }
        response.consumedCapacity(Capacity.ofWrite(usage, request.returnConsumedCapacity(),
                request.returnConsumedCapacityAsString(), table.definition(),
                Capacity.writeUnits(planned.capacityBytes()), planned.write().indexWrites(), 1));
        usage.wrote(table.definition(), planned.item().attributes(), planned.previous(), planned.item(),
                planned.write().indexWrites());
        if (metrics) {
            response.itemCollectionMetrics(ItemCollectionMetricsRules.of(planned.write().table(),
                    planned.item().attributes()));
        }
        return new Outcome<>(db.with(planned.write().table()), response.build());
    }

    /**
     * Parses an UpdateExpression and applies DynamoDB's first size check: an update whose names and values alone
     * exceed the item size limit ({@link UpdateAction#declaredSize()}) fails before its condition is read.
     */
    static UpdateAction parseUpdate(String updateExpression, ExpressionAttributes attributes) {
        UpdateAction update = Expressions.parseUpdate(updateExpression, attributes);
        if (update.declaredSize() > Items.MAX_ITEM_BYTES) {
            throw itemTooLarge();
        }
        return update;
    }

    /**
     * What an update does to one item, computed against {@code table} without publishing anything: the
     * reusable core of UpdateItem (TransactWriteItems' Update action uses it too).
     *
     * <p>In order: reads the item at {@code key} (a canonical key, as {@link Keys#validateKey} returns it);
     * checks {@code condition} (null: none) against it, throwing ConditionalCheckFailedException, with the
     * current item when {@code returnItemOnConditionFailure}; rejects an update of a key attribute; applies
     * {@code update} to the item, or to the key alone when there is none (upsert), throwing the update's runtime
     * errors; validates the new item (size, secondary-index keys, UpdateItem's wording); and computes the write,
     * secondary indexes included, its stream record stamped by {@code clock}. Every failure is a
     * {@link DynamoError}; nothing is changed.
     */
    static Planned plan(Table table, Map<String, AttributeValue> key, UpdateAction update, Condition condition,
                        boolean returnItemOnConditionFailure, Clock clock) {
        return plan(table, key, () -> update, condition, returnItemOnConditionFailure,
                Items.Origin.UPDATE_EXPRESSION, clock);
    }

    private static Planned plan(Table table, Map<String, AttributeValue> key, Supplier<UpdateAction> deferred,
                                Condition condition, boolean returnItemOnConditionFailure, Items.Origin origin,
                                Clock clock) {
        byte[] encoded = table.keyOf(key);
        Item previous = table.get(encoded);
        if (condition != null) { // each expression's paths into keys just before it is used (probed)
            KeyPaths.check(table.definition(), condition.nestedTopLevelNames());
        }
        Conditions.check(condition, previous, returnItemOnConditionFailure);
        UpdateAction update = deferred.get();
        KeySchema schema = table.definition().key();
        checkKeyUntouched(schema.hash(), update);
        checkKeyUntouched(schema.range(), update);
        KeyPaths.check(table.definition(), update.nestedTopLevelNames());
        UpdateResult result = update.apply(previous == null ? key : previous.attributes());
        checkNesting(result.newItem(), update.topLevelAttributeNames());
        long size = previous == null ? -1 : sizeAfter(previous, result.newItem(), update.topLevelAttributeNames());
        Item item = Items.validateCanonical(table.definition(), result.newItem(), origin, size);
        return new Planned(table.put(encoded, item, previous, clock), previous, item, result);
    }

    /**
     * Refuses an updated item that nests deeper than an item may: a value set under a path, or appended to a list, whose
     * levels and the path's together go past {@link AttributeValues#MAX_DEPTH} (an expression value may itself nest one
     * level deeper than an item's attribute). DynamoDB Local's words, after the condition (probed); only the
     * attributes the update touched are walked.
     */
    private static void checkNesting(Map<String, AttributeValue> updated, Set<String> touched) {
        for (String name : touched) {
            AttributeValue value = updated.get(name);
            if (value != null && AttributeValues.nestsTooDeep(value, 1)) {
                throw DynamoError.validation("Nesting Levels have exceeded supported limits");
            }
        }
    }

    /**
     * The size of {@code updated}, {@code previous} after an update that changed only the top-level attributes
     * {@code touched} (an update expression changes nothing outside its paths' top-level attributes): the stored
     * item's size with those attributes measured before and after, instead of a walk of the whole new item,
     * whose other attributes are the stored item's own values (that walk had 14 % of the samples of a realistic
     * UpdateItem's plan).
     */
    static long sizeAfter(Item previous, Map<String, AttributeValue> updated, Set<String> touched) {
        Map<String, AttributeValue> old = previous.attributes();
        long size = previous.size();
        for (String name : touched) {
            AttributeValue before = old.get(name);
            AttributeValue after = updated.get(name);
            if (before == after) {
                continue; // absent before and after (REMOVE of a missing attribute), or the very same value
            }
            long nameBytes = Utf8.length(name);
            if (before != null) {
                size -= nameBytes + ValueSizes.size(before);
            }
            if (after != null) {
                size += nameBytes + ValueSizes.size(after);
            }
        }
        return size;
    }

    /** Rejects an update of a key attribute, naming the first in key-schema order. */
    private static void checkKeyUntouched(List<KeyAttribute> keyAttributes, UpdateAction update) {
        for (KeyAttribute attribute : keyAttributes) {
            if (update.topLevelAttributeNames().contains(attribute.name())) {
                throw keyAttributeUpdated(attribute.name());
            }
        }
    }

    /** AttributeUpdates, converted entry by entry after the condition, key attributes rejected in map order. */
    private static UpdateAction attributeUpdates(KeySchema schema, UpdateItemRequest request) {
        return LegacyParameters.attributeUpdates(request.attributeUpdates(),
                name -> {
                    if (schema.contains(name)) {
                        throw keyAttributeUpdated(name);
                    }
                });
    }

    private static DynamoError keyAttributeUpdated(String name) {
        return DynamoError.validation("One or more parameter values were invalid: Cannot update attribute " + name
                + ". This attribute is part of the key");
    }

    private static DynamoError itemTooLarge() {
        return DynamoError.validation("Item size to update has exceeded the maximum allowed size");
    }

    /**
     * A computed update: the write (new table, index writes), the item it replaces (null when new), the new
     * item, and the update's result (for UPDATED_OLD and UPDATED_NEW).
     */
    record Planned(Table.Write write, Item previous, Item item, UpdateResult result) {

        /** The bytes a write is billed on: the larger of the old and the new item. */
        long capacityBytes() {
            return Math.max(item.size(), previous == null ? 0 : previous.size());
        }

        /** The attributes ReturnValues asks for, or null when the response carries none. */
        Map<String, AttributeValue> returnValues(ReturnValue returnValues) {
            Map<String, AttributeValue> attributes;
            switch (returnValues) {
                case ALL_OLD: attributes = previous == null ? null : previous.attributes(); break;
                case ALL_NEW: attributes = item.attributes(); break;
                case UPDATED_OLD: attributes = result.updatedOld(); break;
                case UPDATED_NEW: attributes = result.updatedNew(); break;
                default: attributes = null;
            }
            return attributes == null || attributes.isEmpty() ? null : attributes;
        }
    }
}
