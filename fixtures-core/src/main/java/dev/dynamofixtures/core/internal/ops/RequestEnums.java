package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.error.Constraints;
import dev.dynamofixtures.core.internal.schema.Names;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.BatchExecuteStatementRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.ConditionalOperator;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.ExecuteStatementRequest;
import software.amazon.awssdk.services.dynamodb.model.ExecuteTransactionRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ReturnItemCollectionMetrics;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.Select;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * The enum members of the item, read, batch, transaction and PartiQL operations, checked in the request-shape phase,
 * before any table is looked up, as the service does (SPEC.md 11.2, step 1): every invalid enum value is reported in
 * one ValidationException ({@code N validation errors detected: ...; ...}) together with the request's other shape
 * violations, in the service's member order, whatever the dialect. DynamoDB Local looks the table up first and
 * checks its few enums later, one at a time; we follow the service in both dialects so that the error's type never
 * depends on the dialect (a missing table with an invalid ReturnValues is a ValidationException in both).
 *
 * <p>The member order of each operation is the service's as dynalite records it (verified against the service; it
 * matches the 2026 records of UpdateItem: {@code returnConsumedCapacity, tableName, returnValues, key}); members
 * dynalite does not know (ReturnValuesOnConditionCheckFailure, and the PartiQL operations') come last, in the API
 * reference's order. The other shape violations joined here are those the item operations already check: the table
 * name, a missing Key or Item, and Query's and Scan's Limit. When a request has no invalid enum value, this phase
 * throws nothing and those keep their place in DynamoDB Local's order ({@code CheckOrderDifferentialTest}).
 *
 * <p>In the {@code LOCAL} dialect the message is DynamoDB Local's for the first violation (its text for that fault
 * alone on an existing table: {@code Return values set to invalid value}, {@code Select must be ...}), or the
 * service's where Local accepts the value (ReturnConsumedCapacity, ReturnItemCollectionMetrics).
 */
final class RequestEnums {
    static final String RETURN_VALUES = "[ALL_NEW, UPDATED_OLD, ALL_OLD, NONE, UPDATED_NEW]";
    private static final String LOCAL_RETURN_VALUES = "Return values set to invalid value";
    private static final String SELECT = "[SPECIFIC_ATTRIBUTES, COUNT, ALL_ATTRIBUTES, ALL_PROJECTED_ATTRIBUTES]";
    private static final String LOCAL_SELECT =
            "Select must be ALL_ATTRIBUTES, ALL_PROJECTED_ATTRIBUTES, COUNT, or SPECIFIC_ATTRIBUTES";

    private RequestEnums() {
    }

    static void check(PutItemRequest request) {
        if (!unknown(request.returnConsumedCapacity()) && !unknown(request.conditionalOperator())
                && !unknown(request.returnValues()) && !unknown(request.returnItemCollectionMetrics())
                && !unknown(request.returnValuesOnConditionCheckFailure())) {
            return;
        }
        RequestShape shape = new RequestShape();
        returnConsumedCapacity(shape, request.returnConsumedCapacity(), request.returnConsumedCapacityAsString());
        tableName(shape, request.tableName());
        if (!request.hasItem()) {
            shape.add(Constraints.detail(null, "item", "Member must not be null"),
                    "Item to put in PutItem cannot be null");
        }
        conditionalOperator(shape, request.conditionalOperatorAsString(), size(request.expected()));
        returnValues(shape, request.returnValues(), request.returnValuesAsString());
        returnItemCollectionMetrics(shape, request.returnItemCollectionMetrics(),
                request.returnItemCollectionMetricsAsString());
        onConditionCheckFailure(shape, request.returnValuesOnConditionCheckFailure(),
                request.returnValuesOnConditionCheckFailureAsString());
        shape.throwIfAnyEnum();
    }

    static void check(DeleteItemRequest request) {
        if (!unknown(request.returnConsumedCapacity()) && !unknown(request.conditionalOperator())
                && !unknown(request.returnValues()) && !unknown(request.returnItemCollectionMetrics())
                && !unknown(request.returnValuesOnConditionCheckFailure())) {
            return;
        }
        RequestShape shape = new RequestShape();
        returnConsumedCapacity(shape, request.returnConsumedCapacity(), request.returnConsumedCapacityAsString());
        tableName(shape, request.tableName());
        returnValues(shape, request.returnValues(), request.returnValuesAsString());
        returnItemCollectionMetrics(shape, request.returnItemCollectionMetrics(),
                request.returnItemCollectionMetricsAsString());
        key(shape, request.hasKey());
        conditionalOperator(shape, request.conditionalOperatorAsString(), size(request.expected()));
        onConditionCheckFailure(shape, request.returnValuesOnConditionCheckFailure(),
                request.returnValuesOnConditionCheckFailureAsString());
        shape.throwIfAnyEnum();
    }

    /**
     * UpdateItem's members; ConditionalOperator before Key (a public conformance suite captured it). A missing Key
     * is joined to an invalid table name even without an invalid enum, as the service does (DynamoDB Local reports
     * the name).
     */
    static void check(UpdateItemRequest request) {
        boolean nameAndKey = !request.hasKey()
                && !Names.itemTableNameViolations(request.tableName(), "tableName").isEmpty();
        if (!unknown(request.returnConsumedCapacity()) && !unknown(request.conditionalOperator())
                && !unknown(request.returnValues()) && !unknown(request.returnItemCollectionMetrics())
                && !unknown(request.returnValuesOnConditionCheckFailure()) && !nameAndKey) {
            return;
        }
        RequestShape shape = new RequestShape();
        returnConsumedCapacity(shape, request.returnConsumedCapacity(), request.returnConsumedCapacityAsString());
        tableName(shape, request.tableName());
        returnItemCollectionMetrics(shape, request.returnItemCollectionMetrics(),
                request.returnItemCollectionMetricsAsString());
        returnValues(shape, request.returnValues(), request.returnValuesAsString());
        conditionalOperator(shape, request.conditionalOperatorAsString(), size(request.expected()));
        key(shape, request.hasKey());
        onConditionCheckFailure(shape, request.returnValuesOnConditionCheckFailure(),
                request.returnValuesOnConditionCheckFailureAsString());
        if (nameAndKey) {
            shape.throwIfAny();
        }
        shape.throwIfAnyEnum();
    }

    static void check(GetItemRequest request) {
        if (!unknown(request.returnConsumedCapacity())) {
            return;
        }
        RequestShape shape = new RequestShape();
        returnConsumedCapacity(shape, request.returnConsumedCapacity(), request.returnConsumedCapacityAsString());
        tableName(shape, request.tableName());
        key(shape, request.hasKey());
        shape.throwIfAnyEnum();
    }

    static void check(QueryRequest request) {
        checkRead(request.limit(), request.returnConsumedCapacity(), request.returnConsumedCapacityAsString(),
                request.select(), request.selectAsString(), request.conditionalOperator(),
                request.conditionalOperatorAsString(), size(request.queryFilter()), request.tableName());
    }

    static void check(ScanRequest request) {
        checkRead(request.limit(), request.returnConsumedCapacity(), request.returnConsumedCapacityAsString(),
                request.select(), request.selectAsString(), request.conditionalOperator(),
                request.conditionalOperatorAsString(), size(request.scanFilter()), request.tableName());
    }

    /** Query's and Scan's members, the same in both (the SDK gives the two requests no common type). */
    private static void checkRead(Integer limit, ReturnConsumedCapacity capacity, String rawCapacity, Select select,
            String rawSelect, ConditionalOperator operator, String rawOperator, int filterConditions,
            String tableName) {
        if (!unknown(capacity) && !unknown(select) && !unknown(operator)) {
            return;
        }
        RequestShape shape = new RequestShape();
        limit(shape, limit, "Limit must be greater than or equal to 1");
        returnConsumedCapacity(shape, capacity, rawCapacity);
        select(shape, select, rawSelect);
        conditionalOperator(shape, rawOperator, filterConditions);
        tableName(shape, tableName);
        shape.throwIfAnyEnum();
    }

    static void check(BatchGetItemRequest request) {
        if (!unknown(request.returnConsumedCapacity())) {
            return;
        }
        RequestShape shape = new RequestShape();
        returnConsumedCapacity(shape, request.returnConsumedCapacity(), request.returnConsumedCapacityAsString());
        requestItems(shape, request.hasRequestItems() ? request.requestItems() : null,
                "BatchGetItem must have some requests set");
        shape.throwIfAnyEnum();
    }

    static void check(BatchWriteItemRequest request) {
        if (!unknown(request.returnConsumedCapacity()) && !unknown(request.returnItemCollectionMetrics())) {
            return;
        }
        RequestShape shape = new RequestShape();
        returnConsumedCapacity(shape, request.returnConsumedCapacity(), request.returnConsumedCapacityAsString());
        returnItemCollectionMetrics(shape, request.returnItemCollectionMetrics(),
                request.returnItemCollectionMetricsAsString());
        requestItems(shape, request.hasRequestItems() ? request.requestItems() : null,
                "BatchWriteItem cannot have a null or no requests set");
        shape.throwIfAnyEnum();
    }

    /** ExecuteStatement: its Limit is checked here already (before the statement is read), so every violation. */
    static void check(ExecuteStatementRequest request) {
        RequestShape shape = new RequestShape();
        returnConsumedCapacity(shape, request.returnConsumedCapacity(), request.returnConsumedCapacityAsString());
        limit(shape, request.limit(), null);
        onConditionCheckFailure(shape, request.returnValuesOnConditionCheckFailure(),
                request.returnValuesOnConditionCheckFailureAsString());
        shape.throwIfAny();
    }

    static void check(BatchExecuteStatementRequest request) {
        RequestShape shape = new RequestShape();
        returnConsumedCapacity(shape, request.returnConsumedCapacity(), request.returnConsumedCapacityAsString());
        shape.throwIfAny();
    }

    static void check(ExecuteTransactionRequest request) {
        RequestShape shape = new RequestShape();
        returnConsumedCapacity(shape, request.returnConsumedCapacity(), request.returnConsumedCapacityAsString());
        shape.throwIfAny();
    }

    /** ReturnConsumedCapacity: INDEXES, TOTAL or NONE (DynamoDB Local accepts any string). */
    static void returnConsumedCapacity(RequestShape shape, ReturnConsumedCapacity value, String raw) {
        if (raw != null && value == ReturnConsumedCapacity.UNKNOWN_TO_SDK_VERSION) {
            shape.enumValue(raw, "returnConsumedCapacity", "[INDEXES, TOTAL, NONE]");
        }
    }

    /** ReturnItemCollectionMetrics: SIZE or NONE (DynamoDB Local accepts any string). */
    static void returnItemCollectionMetrics(RequestShape shape, ReturnItemCollectionMetrics value, String raw) {
        if (raw != null && value == ReturnItemCollectionMetrics.UNKNOWN_TO_SDK_VERSION) {
            shape.enumValue(raw, "returnItemCollectionMetrics", "[SIZE, NONE]");
        }
    }

    private static void returnValues(RequestShape shape, ReturnValue value, String raw) {
        if (raw != null && value == ReturnValue.UNKNOWN_TO_SDK_VERSION) {
            shape.enumValue(raw, "returnValues", RETURN_VALUES, LOCAL_RETURN_VALUES);
        }
    }

    private static void onConditionCheckFailure(RequestShape shape, ReturnValuesOnConditionCheckFailure value,
                                                String raw) {
        if (raw != null && value == ReturnValuesOnConditionCheckFailure.UNKNOWN_TO_SDK_VERSION) {
            shape.enumValue(raw, "returnValuesOnConditionCheckFailure", "[ALL_OLD, NONE]");
        }
    }

    private static void select(RequestShape shape, Select value, String raw) {
        if (raw != null && value == Select.UNKNOWN_TO_SDK_VERSION) {
            shape.enumValue(raw, "select", SELECT, LOCAL_SELECT);
        }
    }

    /**
     * ConditionalOperator: AND or OR. DynamoDB Local has no enum for it: it reports the operator as used without
     * conditions, or with one, and fails (HTTP 500) with more; then the service's message stands.
     */
    private static void conditionalOperator(RequestShape shape, String raw, int conditions) {
        if (raw != null && !raw.equals("AND") && !raw.equals("OR")) {
            shape.enumValue(raw, "conditionalOperator", "[OR, AND]", conditions == 0
                    ? "ConditionalOperator cannot be used without Filter or Expected"
                    : conditions == 1 ? "ConditionalOperator can only be used when Filter or Expected has two or "
                            + "more elements" : null);
        }
    }

    private static void tableName(RequestShape shape, String name) {
        List<String> details = Names.itemTableNameViolations(name, "tableName");
        if (!details.isEmpty()) {
            shape.addAll(details, Names.localItemTableNameMessage(name, "tableName"));
        }
    }

    /** A batch's RequestItems: present and not empty; {@code localMessage}: DynamoDB Local's text for either. */
    private static void requestItems(RequestShape shape, Map<String, ?> requestItems, String localMessage) {
        if (requestItems == null) {
            shape.add(Constraints.detail(null, "requestItems", "Member must not be null"), localMessage);
        } else if (requestItems.isEmpty()) {
            shape.add(Constraints.detail("{}", "requestItems", "Member must have length greater than or equal to 1"),
                    localMessage);
        }
    }

    private static void key(RequestShape shape, boolean present) {
        if (!present) {
            shape.add(Constraints.detail(null, "key", "Member must not be null"),
                    "Cannot have null key for GetItem, DeleteItem, or UpdateItem");
        }
    }

    /** Limit: at least 1; {@code localMessage} null where the service's message stands for Local's too. */
    private static void limit(RequestShape shape, Integer limit, String localMessage) {
        if (limit != null && limit < 1) {
            String detail = Constraints.detail(limit, "limit", "Member must have value greater than or equal to 1");
            shape.add(detail, localMessage != null ? localMessage : Constraints.message(List.of(detail)));
        }
    }

    /**
     * Whether an enum member holds a value outside its set (the SDK's {@code UNKNOWN_TO_SDK_VERSION}; null when
     * absent). Lets a valid request (nearly every call) skip the phase without allocating anything.
     */
    private static boolean unknown(Enum<?> value) {
        return value != null && value.name().equals("UNKNOWN_TO_SDK_VERSION");
    }

    private static int size(Map<?, ?> conditions) {
        return conditions == null ? 0 : conditions.size();
    }
}
