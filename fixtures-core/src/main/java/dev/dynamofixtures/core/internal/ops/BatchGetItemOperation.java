package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.error.Constraints;
import dev.dynamofixtures.core.internal.error.DynamoError;
import dev.dynamofixtures.core.internal.expr.ExpressionAttributes;
import dev.dynamofixtures.core.internal.expr.Expressions;
import dev.dynamofixtures.core.internal.expr.LegacyParameters;
import dev.dynamofixtures.core.internal.expr.Projection;
import dev.dynamofixtures.core.internal.storage.Database;
import dev.dynamofixtures.core.internal.storage.Item;
import dev.dynamofixtures.core.internal.storage.Table;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;

/**
 * BatchGetItem: up to 100 items by key across tables, each table with its own ConsistentRead and projection
 * (ProjectionExpression with ExpressionAttributeNames, or the legacy AttributesToGet). Every requested table
 * appears in {@code Responses} (with {@code []} when nothing was found) and {@code UnprocessedKeys} is empty but
 * for the keys past 16 MB of items ({@link #MAX_RESPONSE_BYTES}). Each item's read is rounded up to 4 KB
 * separately; a key with no item costs the minimum read, as a GetItem of a missing item does (DynamoDB Local
 * charges nothing for it).
 *
 * <p>Validation follows DynamoDB Local's order (probed): AttributesToGet and ProjectionExpression not mixed
 * anywhere in the request, then each table's parameters, keys' values and duplicates
 * (in Local's table order, {@link LocalTableOrder}), then the key count, then table by table its existence and
 * its keys against the schema, then table by table its names map and projection.
 * Before all of them, an invalid enum value fails the request with the request's other shape violations, in the
 * service's order ({@link RequestEnums}).
 */
final class BatchGetItemOperation {
    static final int MAX_KEYS = 100;

    /**
     * The most item data one response reads, 16 MB of whole items (a projection does not make room for more, as in
     * DynamoDB Local): the keys whose items would take it past that are returned unprocessed, with their table's other
     * parameters, as the service and Local return them (Local's in a hash order; the engine's the last in request
     * order, table by table, in Local's order of the tables).
     */
    static final long MAX_RESPONSE_BYTES = 16L * 1024 * 1024;

    private BatchGetItemOperation() {
    }

    /** One table's part of the request after the checks that need no table. */
    private record Part(String tableName, KeysAndAttributes request, List<Map<String, AttributeValue>> keys,
                        ExpressionAttributes attributes) {
    }

    static BatchGetItemResponse execute(Database db, BatchGetItemRequest request, EngineSettings settings, Usage usage) {
        RequestEnums.check(request);
        Map<String, KeysAndAttributes> requestItems = request.hasRequestItems() ? request.requestItems() : null;
        CapacityLedger capacity = CapacityLedger.of(request.returnConsumedCapacity(),
                request.returnConsumedCapacityAsString(), usage);
        String local = "BatchGetItem must have some requests set";
        if (requestItems == null) {
            throw DynamoError.validation(Constraints.notNull("requestItems").liveMessage(), local);
        }
        if (requestItems.isEmpty()) {
            throw DynamoError.validation(Constraints.message(List.of(Constraints.detail("{}", "requestItems",
                    "Member must have length greater than or equal to 1"))), local);
        }
        checkNotMixed(requestItems);
        List<Part> parts = new ArrayList<>(requestItems.size());
        int total = 0;
        for (Map.Entry<String, KeysAndAttributes> table : LocalTableOrder.of(requestItems)) {
            Part part = part(table.getKey(), table.getValue());
            parts.add(part);
            total += part.keys().size();
        }
        if (total > MAX_KEYS) {
            throw DynamoError.validation("Too many items requested for the BatchGetItem call");
        }

        List<Table> tables = new ArrayList<>(parts.size());
        List<List<byte[]>> keys = new ArrayList<>(parts.size());
        List<Projection> projections = new ArrayList<>(parts.size());
        for (Part part : parts) {
            Table table = BatchRules.require(db, part.tableName(), () -> RequestShape.echoMap("KeysAndAttributes", requestItems));
            List<byte[]> encoded = new ArrayList<>(part.keys().size());
            for (Map<String, AttributeValue> key : part.keys()) {
                encoded.add(table.keyOf(Keys.validateKey(table.definition().key(), key)));
            }
            tables.add(table);
            keys.add(encoded);
        }
        for (int t = 0; t < parts.size(); t++) { // every table's keys before any table's projection (probed)
            Projection projection = projection(parts.get(t));
            if (projection != null) {
                KeyPaths.check(tables.get(t).definition(), projection.nestedTopLevelNames());
            }
            projections.add(projection);
        }

        Map<String, List<Map<String, AttributeValue>>> responses = new LinkedHashMap<>();
        Map<String, KeysAndAttributes> unprocessed = null;
        long responseBytes = 0;
        for (int t = 0; t < tables.size(); t++) {
            Table table = tables.get(t);
            Projection projection = projections.get(t);
            KeysAndAttributes tableRequest = parts.get(t).request();
            boolean consistent = Boolean.TRUE.equals(tableRequest.consistentRead());
            List<Map<String, AttributeValue>> found = new ArrayList<>();
            capacity.open(table.name());
            List<byte[]> tableKeys = keys.get(t);
            for (int k = 0; k < tableKeys.size() && unprocessed == null; k++) {
                Item item = table.get(tableKeys.get(k));
                long bytes = item == null ? 0 : item.size(); // the whole item's, projected or not (probed)
                if (responseBytes + bytes > MAX_RESPONSE_BYTES) {
                    unprocessed = new LinkedHashMap<>();
                    unprocessed.put(table.name(), tableRequest.toBuilder()
                            .keys(tableRequest.keys().subList(k, tableKeys.size())).build());
                    break;
                }
                responseBytes += bytes;
                capacity.read(table.name(), Capacity.readUnits(bytes, consistent));
                if (item != null) {
                    found.add(projection == null ? item.attributes()
                            : Collections.unmodifiableMap(projection.apply(item.attributes())));
                }
            }
            if (unprocessed != null && !unprocessed.containsKey(table.name())) {
                unprocessed.put(table.name(), tableRequest);
            }
            responses.put(table.name(), Collections.unmodifiableList(found));
        }
        BatchGetItemResponse.Builder response = BatchGetItemResponse.builder();
        ResponseFields.responses(response, Collections.unmodifiableMap(responses));
        return response.unprocessedKeys(unprocessed == null ? Map.of() : Collections.unmodifiableMap(unprocessed))
                .consumedCapacity(capacity.build()).build();
    }

    /** A table's parameters, its keys' values (canonical) and duplicates; no table needed. */
    private static Part part(String tableName, KeysAndAttributes request) {
        String member = "requestItems." + tableName + ".member.";
        if (request == null || !request.hasKeys()) {
            throw DynamoError.validation(Constraints.notNull(member + "keys").liveMessage(),
                    "The list of keys in RequestItems for BatchGetItem is required: " + tableName + " has empty list");
        }
        boolean expression = request.projectionExpression() != null;
        ExpressionAttributes attributes = ExpressionAttributes.of(
                request.expressionAttributeNames(), null);
        attributes.refuseSuppliedWithoutExpressions(expression, false, "ProjectionExpression");
        if (request.hasAttributesToGet()) {
            checkAttributesToGet(member, request.attributesToGet());
        }
        List<Map<String, AttributeValue>> keys = request.keys();
        if (keys.isEmpty()) {
            throw DynamoError.validation(Constraints.message(List.of(Constraints.detail("[]", member + "keys",
                    "Member must have length greater than or equal to 1"))),
                    "The list of keys in RequestItems for BatchGetItem is required: " + tableName + " has empty list");
        }
        if (keys.size() > MAX_KEYS) {
            throw DynamoError.validation(Constraints.message(List.of(Constraints.detail(
                    RequestShape.echoList("AttributeValue", keys), member + "keys",
                    "Member must have length less than or equal to 100"))),
                    "Too many items requested for the BatchGetItem call");
        }
        List<Map<String, AttributeValue>> canonical = new ArrayList<>(keys.size());
        Set<Map<String, AttributeValue>> seen = new HashSet<>();
        for (Map<String, AttributeValue> key : keys) {
            if (key == null || key.isEmpty()) { // DynamoDB Local's words, before any table is looked up (probed)
                throw DynamoError.validation("The provided key element does not match the schema",
                        "The list of keys in RequestItems for BatchGetItem may not contain null or empty values: "
                                + tableName + " has one or more empty keys");
            }
            Map<String, AttributeValue> values = BatchWriteItemOperation.canonicalValues(key);
            if (!seen.add(values)) {
                throw DynamoError.validation(BatchRules.DUPLICATE_KEYS);
            }
            canonical.add(values);
        }
        return new Part(tableName, request, canonical, attributes);
    }

    /** AttributesToGet and ProjectionExpression may not both appear in one request, even for different tables. */
    private static void checkNotMixed(Map<String, KeysAndAttributes> requestItems) {
        boolean legacy = false;
        boolean expression = false;
        for (KeysAndAttributes request : requestItems.values()) {
            legacy |= request != null && request.hasAttributesToGet();
            expression |= request != null && LegacyParameterRules.given(request.projectionExpression());
        }
        if (legacy && expression) {
            throw DynamoError.validation("Can not use both expression and non-expression parameters in the same "
                    + "request: Non-expression parameters: {AttributesToGet} Expression parameters: "
                    + "{ProjectionExpression}");
        }
    }

    private static void checkAttributesToGet(String member, List<String> names) {
        if (names.isEmpty()) { // DynamoDB Local accepts an empty list; the service's model does not
            throw Constraints.violation("[]", member + "attributesToGet",
                    "Member must have length greater than or equal to 1");
        }
        Set<String> seen = new HashSet<>();
        for (String name : names) {
            if (!seen.add(name)) {
                throw DynamoError.validation("One or more parameter values were invalid: Duplicate value in "
                        + "attribute name: " + name);
            }
        }
    }

    private static Projection projection(Part part) {
        KeysAndAttributes request = part.request();
        if (request.hasAttributesToGet() && request.projectionExpression() == null) {
            return LegacyParameters.attributesToGet(request.attributesToGet()).orElse(null);
        } // beside AttributesToGet, only an empty projection gets here, and is refused for it as DynamoDB Local does
        part.attributes().validate(); // the names map after the table's keys, before the projection's text (probed)
        Projection projection = request.projectionExpression() == null ? null
                : Expressions.parseProjection(request.projectionExpression(), part.attributes());
        part.attributes().checkAllUsed();
        return projection;
    }
}
