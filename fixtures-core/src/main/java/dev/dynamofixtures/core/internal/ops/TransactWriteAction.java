package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.error.DynamoError;
import dev.dynamofixtures.core.internal.expr.Condition;
import dev.dynamofixtures.core.internal.expr.ExpressionAttributes;
import dev.dynamofixtures.core.internal.expr.ExpressionKind;
import dev.dynamofixtures.core.internal.expr.Expressions;
import dev.dynamofixtures.core.internal.expr.UpdateAction;
import dev.dynamofixtures.core.internal.storage.Item;
import dev.dynamofixtures.core.internal.storage.Table;
import dev.dynamofixtures.core.internal.value.AttributeValues;
import dev.dynamofixtures.core.internal.value.Utf8;
import dev.dynamofixtures.core.internal.value.ValueSizes;
import java.time.Clock;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionCheck;
import software.amazon.awssdk.services.dynamodb.model.Delete;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.Update;

/**
 * One action of a TransactWriteItems request as it goes through the operation's stages: its shape
 * ({@link #checkShape}), its values and expressions ({@link #parse}), then its table, item or key and
 * target ({@link #resolve}). A key or index-key value of the wrong type does not fail the call at
 * once: as in DynamoDB, it becomes the action's {@code ValidationError} cancellation reason
 * ({@link #invalid()}). So does any error of an Update against the current item (its key attributes, its
 * runtime type errors, the new item's size and index keys), as the service documents; DynamoDB Local throws
 * most of those as ValidationException instead, and fails the call at once on a key or index-key value that is
 * no scalar (an L, M, set...), which the {@code LOCAL} dialect answers ({@link #failureInLocal()}).
 */
final class TransactWriteAction {
    /** The four kinds of action, with their member names in the request. */
    enum Kind {
        PUT("put"), UPDATE("update"), DELETE("delete"), CONDITION_CHECK("conditionCheck");

        final String member;

        Kind(String member) {
            this.member = member;
        }
    }

    private static final String KEY_MISMATCH = "One or more parameter values were invalid: Type mismatch for key";
    private static final String INDEX_KEY_MISMATCH =
            "One or more parameter values were invalid: Type mismatch for Index Key";
    /** DynamoDB Local's text for a key or index-key value that is no scalar: it fails the call there. */
    private static final String NOT_SCALAR = "Invalid attribute value type";

    final int index;
    final Kind kind;
    final String tableName;
    private final Put put;
    private final Delete delete;
    private final ConditionCheck check;
    private final Update update;

    private Map<String, AttributeValue> attributes;
    /** A Put's item size, measured as its attributes were made canonical (-1 for the other kinds). */
    private long itemBytes = -1;
    private UpdateAction updateAction;
    private Condition condition;
    private boolean returnOld;
    private Table table;
    private Item item;
    private Map<String, AttributeValue> key;
    private byte[] encodedKey;
    private DynamoError invalid;
    /** Whether DynamoDB Local fails the whole call with {@link #invalid} (a value that is no scalar). */
    private boolean failsLocalCall;
    private UpdateItemOperation.Planned planned;

    private TransactWriteAction(int index, Kind kind, TransactWriteItem action) {
        this.index = index;
        this.kind = kind;
        this.put = action.put();
        this.delete = action.delete();
        this.check = action.conditionCheck();
        this.update = action.update();
        this.tableName = switch (kind) {
            case PUT -> put.tableName();
            case DELETE -> delete.tableName();
            case CONDITION_CHECK -> check.tableName();
            case UPDATE -> update.tableName();
        };
    }

    /** The action's kind: exactly one of its members must be set. */
    static TransactWriteAction of(int index, TransactWriteItem action) {
        int members = action == null ? 0 : (action.put() != null ? 1 : 0) + (action.delete() != null ? 1 : 0)
                + (action.conditionCheck() != null ? 1 : 0) + (action.update() != null ? 1 : 0);
        if (members == 0) {
            throw DynamoError.validation(
                    "The action or operation requested is invalid. Verify that the action is typed correctly.",
                    "Invalid Request: TransactWriteRequest should contain Delete or Put or Update request");
        }
        if (members > 1) {
            throw DynamoError.validation("TransactItems can only contain one of Check, Put, Update or Delete");
        }
        Kind kind = action.put() != null ? Kind.PUT : action.delete() != null ? Kind.DELETE
                : action.conditionCheck() != null ? Kind.CONDITION_CHECK : Kind.UPDATE;
        return new TransactWriteAction(index, kind, action);
    }

    /** Required members and enums, added to {@code shape} (the service reports them all together). */
    void checkShape(RequestShape shape) {
        String member = "transactItems." + (index + 1) + ".member." + kind.member;
        if (tableName == null) {
            shape.notNull(member + ".tableName");
        }
        boolean hasItemOrKey = switch (kind) {
            case PUT -> put.hasItem();
            case DELETE -> delete.hasKey();
            case CONDITION_CHECK -> check.hasKey();
            case UPDATE -> update.hasKey();
        };
        if (!hasItemOrKey) {
            shape.notNull(member + (kind == Kind.PUT ? ".item" : ".key"));
        }
        if (kind == Kind.CONDITION_CHECK && check.conditionExpression() == null) {
            shape.notNull(member + ".conditionExpression");
        }
        if (kind == Kind.UPDATE && update.updateExpression() == null) {
            shape.notNull(member + ".updateExpression"); // required by the service; DynamoDB Local upserts the key
        }
        String onFailure = switch (kind) {
            case PUT -> put.returnValuesOnConditionCheckFailureAsString();
            case DELETE -> delete.returnValuesOnConditionCheckFailureAsString();
            case CONDITION_CHECK -> check.returnValuesOnConditionCheckFailureAsString();
            case UPDATE -> update.returnValuesOnConditionCheckFailureAsString();
        };
        ReturnValuesOnConditionCheckFailure value = ReturnValuesOnConditionCheckFailure.fromValue(onFailure);
        if (onFailure != null && value == ReturnValuesOnConditionCheckFailure.UNKNOWN_TO_SDK_VERSION) {
            shape.enumValue(onFailure, member + ".returnValuesOnConditionCheckFailure", "[ALL_OLD, NONE]");
        }
        returnOld = value == ReturnValuesOnConditionCheckFailure.ALL_OLD;
    }

    /**
     * Attribute values, expressions and item size: the checks that need no table, in DynamoDB Local's order (probed;
     * a public conformance suite captured the service's alike for a Delete's condition and nested key): a Put's item,
     * then its condition, then the item's size; a Delete's, ConditionCheck's or Update's expressions (values and
     * names maps included), then its key's values.
     */
    void parse() {
        if (kind == Kind.UPDATE) {
            ExpressionAttributes expressionAttributes = ExpressionAttributes.of(
                    update.expressionAttributeNames(),
                    update.expressionAttributeValues());
            expressionAttributes.checkSuppliedWithoutExpressions(true, "UpdateExpression and ConditionExpression");
            updateAction = UpdateItemOperation.parseUpdate(update.updateExpression(), expressionAttributes);
            condition = update.conditionExpression() == null ? null : Expressions.parseCondition(
                    update.conditionExpression(), ExpressionKind.CONDITION, expressionAttributes);
            expressionAttributes.checkAllUsed();
            attributes = BatchWriteItemOperation.canonicalValues(update.key()); // after the expressions (probed)
            return;
        }
        if (kind == Kind.PUT) {
            AttributeValues.Measure measure = new AttributeValues.Measure();
            attributes = Items.canonicalAttributes(put.item(), measure);
            itemBytes = measure.bytes();
            condition = Conditions.parse(put.conditionExpression(),
                    ExpressionAttributes.of(put.expressionAttributeNames(), put.expressionAttributeValues()));
            if (itemBytes > Items.MAX_ITEM_BYTES) {
                throw DynamoError.validation("Item size has exceeded the maximum allowed size");
            }
        } else if (kind == Kind.DELETE) {
            condition = Conditions.parse(delete.conditionExpression(),
                    ExpressionAttributes.of(delete.expressionAttributeNames(), delete.expressionAttributeValues()));
            attributes = BatchWriteItemOperation.canonicalValues(delete.key());
        } else {
            condition = Conditions.parse(check.conditionExpression(),
                    ExpressionAttributes.of(check.expressionAttributeNames(), check.expressionAttributeValues()));
            attributes = BatchWriteItemOperation.canonicalValues(check.key());
        }
    }

    /**
     * This action's share of the transaction's payload, as DynamoDB Local counts it (probed): the item (Put) or key
     * (the others), the UTF-8 lengths of its UpdateExpression and ConditionExpression, the sizes of its expression
     * attribute values and the lengths of the names they stand for. Valid after {@link #parse()}.
     */
    long payloadBytes() {
        String updateExpression = kind == Kind.UPDATE ? update.updateExpression() : null;
        String conditionExpression = switch (kind) {
            case PUT -> put.conditionExpression();
            case DELETE -> delete.conditionExpression();
            case CONDITION_CHECK -> check.conditionExpression();
            case UPDATE -> update.conditionExpression();
        };
        Map<String, String> names = switch (kind) {
            case PUT -> put.expressionAttributeNames();
            case DELETE -> delete.expressionAttributeNames();
            case CONDITION_CHECK -> check.expressionAttributeNames();
            case UPDATE -> update.expressionAttributeNames();
        };
        Map<String, AttributeValue> values = switch (kind) {
            case PUT -> put.expressionAttributeValues();
            case DELETE -> delete.expressionAttributeValues();
            case CONDITION_CHECK -> check.expressionAttributeValues();
            case UPDATE -> update.expressionAttributeValues();
        };
        long bytes = itemBytes >= 0 ? itemBytes : ValueSizes.itemSize(attributes);
        bytes += updateExpression == null ? 0 : Utf8.length(updateExpression);
        bytes += conditionExpression == null ? 0 : Utf8.length(conditionExpression);
        for (String name : names.values()) {
            bytes += Utf8.length(name);
        }
        for (AttributeValue value : values.values()) {
            bytes += ValueSizes.size(value);
        }
        return bytes;
    }

    /**
     * The table, then the item or key against its schema: a wrong-typed key or index-key value makes the
     * action invalid (a cancellation reason), any other problem fails the call. Returns the encoded key, or
     * null for an invalid action.
     */
    byte[] resolve(Table resolvedTable) {
        table = resolvedTable;
        try {
            if (kind == Kind.PUT) {
                item = Items.validateCanonical(table.definition(), attributes, Items.Origin.PUT, itemBytes);
                key = item.attributes();
            } else {
                key = Keys.validateKey(table.definition().key(), attributes);
            }
        } catch (DynamoError e) {
            failsLocalCall = NOT_SCALAR.equals(e.localMessage());
            if (!failsLocalCall && !KEY_MISMATCH.equals(e.localMessage())
                    && !INDEX_KEY_MISMATCH.equals(e.localMessage())) {
                throw e;
            }
            invalid = e;
            return null;
        }
        if (condition != null && kind != Kind.CONDITION_CHECK) {
            // a Put's, Delete's or Update's condition (not a ConditionCheck's) with a path into a key fails the
            // whole call, once the action's item or key is valid (probed)
            KeyPaths.check(table.definition(), condition.nestedTopLevelNames());
        }
        encodedKey = table.keyOf(key);
        return encodedKey;
    }

    Table table() {
        return table;
    }

    /** The validation error that cancels this action, or null. */
    DynamoError invalid() {
        return invalid;
    }

    /**
     * The error DynamoDB Local fails the whole call with where the service cancels this action (a key or index-key
     * value that is no scalar: {@code Invalid attribute value type}), or null.
     */
    DynamoError failureInLocal() {
        return failsLocalCall ? invalid : null;
    }

    Condition condition() {
        return condition;
    }

    boolean returnOld() {
        return returnOld;
    }

    /** The stored item a Put writes, or an Update once {@link #plan planned}. */
    Item item() {
        return kind == Kind.UPDATE ? planned.item() : item;
    }

    /**
     * An Update's effect on the current item ({@link UpdateItemOperation#plan}): its condition, then the update
     * and the new item. Throws what the plan throws (ConditionalCheckFailedException, ValidationException).
     */
    void plan(Clock clock) {
        planned = UpdateItemOperation.plan(table, key, updateAction, condition, returnOld, clock);
    }

    /** The bytes an Update is billed on: the larger of the old and the new item. */
    long plannedCapacityBytes() {
        return planned.capacityBytes();
    }

    byte[] encodedKey() {
        return encodedKey;
    }

    /** The key (a Put's whole item) the action names, once {@link #resolve resolved}. */
    Map<String, AttributeValue> key() {
        return key;
    }
}
