package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.error.DynamoError;
import dev.dynamofixtures.core.internal.expr.Condition;
import dev.dynamofixtures.core.internal.expr.ExpressionAttributes;
import dev.dynamofixtures.core.internal.expr.ExpressionKind;
import dev.dynamofixtures.core.internal.expr.Expressions;
import dev.dynamofixtures.core.internal.expr.KeyCondition;
import dev.dynamofixtures.core.internal.expr.KeyConditionExpression;
import dev.dynamofixtures.core.internal.expr.LegacyParameters;
import dev.dynamofixtures.core.internal.expr.Projection;
import dev.dynamofixtures.core.internal.storage.Database;
import dev.dynamofixtures.core.internal.storage.Table;
import dev.dynamofixtures.core.internal.value.CanonicalOrder;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * Query: one range scan of the table or of an index, selected by the key conditions, in sort-key order
 * (reversed when ScanIndexForward is false), paged by Limit and 1 MB, filtered and projected. Takes the
 * expression parameters or the legacy KeyConditions, QueryFilter (with ConditionalOperator) and AttributesToGet.
 *
 * <p>Checks in DynamoDB Local's order (probed): table, Limit, index, values without expressions, legacy and
 * expression parameters mixed, values beside a projection alone, the names and values maps, the expressions
 * (filter, projection, key condition) or KeyConditions, unused placeholders, paths into keys, a key condition at
 * all, ConsistentRead on a GSI, the key conditions against the key schema, ExclusiveStartKey, QueryFilter and
 * ConditionalOperator, filters on key attributes, filters on attributes the index does not project, Select,
 * AttributesToGet, what the index projects.
 * Before all of them, an invalid enum value fails the request with the request's other shape violations, in the
 * service's order ({@link RequestEnums}); and where the table is missing, the service refuses a key condition's
 * operand of the wrong type (LIVE dialect; DynamoDB Local reports the missing table).
 */
final class QueryOperation {
    private static final String OPERAND_TYPE = ExpressionKind.KEY_CONDITION.errorPrefix()
            + "Incorrect operand type for operator or function";

    private QueryOperation() {
    }

    static QueryResponse execute(Database db, QueryRequest request, EngineSettings settings, Usage usage) {
        RequestEnums.check(request);
        Table table = Tables.require(db, request.tableName(), () -> keyConditionOperandFault(request));
        ReadShape.checkQueryLimit(request.limit());
        ReadTarget target = ReadTarget.of(table, request.indexName());
        boolean keyExpression = request.keyConditionExpression() != null;
        ExpressionAttributes attributes = ExpressionAttributes.of(
                request.expressionAttributeNames(),
                request.expressionAttributeValues());
        attributes.refuseSuppliedWithoutExpressions(
                keyExpression || request.filterExpression() != null || request.projectionExpression() != null,
                "FilterExpression and KeyConditionExpression");
        boolean attributesToGet = LegacyParameterRules.present(request.attributesToGet());
        boolean queryFilter = LegacyParameterRules.present(request.queryFilter());
        String conditionalOperator = request.conditionalOperatorAsString();
        if (attributesToGet || queryFilter || conditionalOperator != null || request.hasKeyConditions()) {
            // KeyConditions conflict with KeyConditionExpression only: DynamoDB Local takes them with a
            // FilterExpression or ProjectionExpression
            LegacyParameterRules.mixing()
                    .legacy("AttributesToGet", attributesToGet)
                    .legacy("QueryFilter", queryFilter)
                    .legacy("ConditionalOperator", conditionalOperator != null)
                    .legacy("KeyConditions", LegacyParameterRules.given(request.keyConditionExpression())
                            && LegacyParameterRules.present(request.keyConditions()))
                    .expression("ProjectionExpression", LegacyParameterRules.given(request.projectionExpression()))
                    .expression("FilterExpression", LegacyParameterRules.given(request.filterExpression()))
                    .expression("KeyConditionExpression", LegacyParameterRules.given(request.keyConditionExpression()))
                    .check();
        }
        // values beside a projection alone, then the maps: after the parameters mixed (probed)
        attributes.refuseValuesWithoutValueExpressions(keyExpression || request.filterExpression() != null,
                "FilterExpression and KeyConditionExpression");
        attributes.validate();
        // DynamoDB Local's order: filter, projection, key condition, unused placeholders, then the key rules
        Condition filter = request.filterExpression() == null ? null
                : Expressions.parseCondition(request.filterExpression(), ExpressionKind.FILTER, attributes);
        Projection projection = request.projectionExpression() == null ? null
                : Expressions.parseProjection(request.projectionExpression(), attributes);
        KeyConditionExpression keyCondition = keyExpression
                ? Expressions.parseKeyConditionExpression(request.keyConditionExpression(), attributes) : null;
        List<KeyCondition> keyConditions = keyExpression || !request.hasKeyConditions() ? null
                : LegacyParameters.keyConditions(request.keyConditions());
        attributes.checkAllUsed();
        // paths into the table's or its indexes' keys: the filter's, the projection's, the key condition's (probed)
        if (filter != null) {
            KeyPaths.check(table.definition(), filter.nestedTopLevelNames());
        }
        if (projection != null) {
            KeyPaths.check(table.definition(), projection.nestedTopLevelNames());
        }
        if (!keyExpression && !request.hasKeyConditions()) {
            // after the other parameters' and the expressions' own errors, as DynamoDB Local checks (probed)
            throw DynamoError.validation(
                    "Either the KeyConditions or KeyConditionExpression parameter must be specified in the request.");
        }
        if (keyExpression) {
            keyConditions = keyCondition.conditions(() -> KeyPaths.names(table.definition()));
        }

        boolean consistent = ReadShape.consistentRead(request.consistentRead(), target);
        KeyRange range = KeyConditionPlanner.plan(target, keyConditions);
        byte[] start = null;
        if (request.hasExclusiveStartKey()) {
            start = target.startKeyPosition(request.exclusiveStartKey());
            if (!range.partitionContains(start)) {
                throw DynamoError.validation(
                        "The provided starting key is outside query boundaries based on provided conditions",
                        "The provided starting key does not match the range key predicate");
            }
            if (!range.contains(start)) {
                throw DynamoError.validation("The provided starting key does not match the range key predicate");
            }
            if (!target.isIndex() && table.definition().key().hasRange() && endsTheRange(table, keyConditions,
                    request.exclusiveStartKey(), !Boolean.FALSE.equals(request.scanIndexForward()))) {
                // a start key on the inclusive bound the read ends at leaves none of the table's keys to read:
                // refused, as DynamoDB Local does (probed; an index's keys may tie there, and are not)
                throw DynamoError.validation("The provided starting key does not match the range key predicate");
            }
        }
        if (queryFilter || conditionalOperator != null) {
            filter = LegacyParameters.joined(queryFilter ? LegacyParameters.filter(request.queryFilter()) : null,
                    conditionalOperator);
            ReadShape.checkFilterAvoidsKeys(target, filter, "QueryFilter");
        } else {
            ReadShape.checkFilterAvoidsKeys(target, filter, "Filter Expression");
        }
        ReadShape.checkFilterProjected(target, filter); // before Select and AttributesToGet (probed)
        ReadShape shape = ReadShape.resolve(request.select(), request.selectAsString(),
                projection != null || attributesToGet, target,
                attributesToGet ? "AttributesToGet" : "ProjectionExpression");
        if (attributesToGet) {
            projection = LegacyParameters.attributesToGet(request.attributesToGet()).orElse(null);
        }
        Capacity.requested(request.returnConsumedCapacity(), request.returnConsumedCapacityAsString());
        shape.checkAgainstIndex(target, projection, attributesToGet);

        boolean forward = !Boolean.FALSE.equals(request.scanIndexForward());
        PageReader.Page page = PageReader.read(target,
                Ranges.iterate(target.data().entries(), range, start, forward),
                request.limit(), filter, shape, projection);

        Map<String, AttributeValue> lastKey = page.lastEvaluatedKey();
        if (lastKey != null && !target.isIndex() && endsTheRange(table, keyConditions, lastKey, forward)) {
            lastKey = null;
        }
        QueryResponse.Builder response = QueryResponse.builder()
                .count(page.count())
                .scannedCount(page.scannedCount());
        if (shape != ReadShape.COUNT) {
            ResponseFields.items(response, page.items());
        }
        if (lastKey != null) {
            response.lastEvaluatedKey(lastKey);
        }
        response.consumedCapacity(Capacity.ofRead(usage, request.returnConsumedCapacity(),
                request.returnConsumedCapacityAsString(), table.definition(), target.indexName(), target.kind(),
                // a Query of an LSI is charged the table items it fetches too; DynamoDB Local charges a Scan's
                // fetches nothing, and so does the engine (probed)
                Capacity.readUnits(page.bytesRead(), consistent),
                Capacity.fetchUnits(page.fetchedBlocks(), consistent)));
        return response.build();
    }

    /**
     * Whether a page of the table that stopped at {@code lastKey} provably holds the last item of the key
     * range, in which case DynamoDB Local reports no LastEvaluatedKey: the table has no sort key (a partition
     * holds one item), or the item's sort key equals the inclusive bound at the end of the reading direction
     * ({@code <=}, {@code >=} or {@code BETWEEN}; not {@code =}).
     */
    private static boolean endsTheRange(Table table, List<KeyCondition> conditions, Map<String, AttributeValue> lastKey,
                                        boolean forward) {
        if (!table.definition().key().hasRange()) {
            return true;
        }
        String sort = table.definition().key().range().get(0).name();
        for (KeyCondition condition : conditions) {
            if (!condition.attributeName().equals(sort)) {
                continue;
            }
            AttributeValue bound;
            switch (condition.operator()) {
                case LE: bound = forward ? condition.values().get(0) : null; break;
                case GE: bound = forward ? null : condition.values().get(0); break;
                case BETWEEN: bound = condition.values().get(forward ? 1 : 0); break;
                default: bound = null;
            }
            return bound != null && CanonicalOrder.equal(bound, lastKey.get(sort));
        }
        return false;
    }

    /**
     * A KeyConditionExpression operand of a type its operator or function does not take: the service refuses it even
     * when the table is missing (a public conformance suite captured it); its other faults are not known to come first.
     */
    private static DynamoError keyConditionOperandFault(QueryRequest request) {
        if (request.keyConditionExpression() == null) {
            return null;
        }
        try {
            Expressions.parseKeyConditionExpression(request.keyConditionExpression(), ExpressionAttributes.of(
                    request.expressionAttributeNames(), request.expressionAttributeValues()));
            return null;
        } catch (DynamoError fault) {
            return fault.liveMessage().startsWith(OPERAND_TYPE) ? fault : null;
        }
    }
}
