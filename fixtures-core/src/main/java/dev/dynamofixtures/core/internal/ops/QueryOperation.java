package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.error.DynamoError;
import dev.dynamofixtures.core.internal.expr.Condition;
import dev.dynamofixtures.core.internal.expr.ExpressionAttributes;
import dev.dynamofixtures.core.internal.expr.ExpressionKind;
import dev.dynamofixtures.core.internal.expr.Expressions;
import dev.dynamofixtures.core.internal.expr.KeyCondition;
import dev.dynamofixtures.core.internal.expr.Projection;
import dev.dynamofixtures.core.internal.storage.Database;
import dev.dynamofixtures.core.internal.storage.Table;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * Query: one range scan of the table or of an index, selected by the key conditions, in sort-key order
 * (reversed when ScanIndexForward is false), paged by Limit and 1 MB, filtered and projected.
 */
final class QueryOperation {
    private QueryOperation() {
    }

    static QueryResponse execute(Database db, QueryRequest request, EngineSettings settings) {
        Tables.validateName(request.tableName(), "tableName");
        ReadShape.checkLimit(request.limit());
        Table table = Tables.require(db, request.tableName());
        ReadTarget target = ReadTarget.of(table, request.indexName());
        LegacyParameters.rejectUnsupported(request.hasKeyConditions(), "KeyConditions", "Query");
        LegacyParameters.rejectUnsupported(request.hasQueryFilter(), "QueryFilter", "Query");
        LegacyParameters.rejectUnsupported(request.hasAttributesToGet(), "AttributesToGet", "Query");
        if (request.keyConditionExpression() == null) {
            throw DynamoError.validation(
                    "Either the KeyConditions or KeyConditionExpression parameter must be specified in the request.");
        }
        ExpressionAttributes attributes = ExpressionAttributes.of(
                request.hasExpressionAttributeNames() ? request.expressionAttributeNames() : null,
                request.hasExpressionAttributeValues() ? request.expressionAttributeValues() : null);
        List<KeyCondition> keyConditions = Expressions.parseKeyCondition(request.keyConditionExpression(), attributes);
        Condition filter = request.filterExpression() == null ? null
                : Expressions.parseCondition(request.filterExpression(), ExpressionKind.FILTER, attributes);
        Projection projection = request.projectionExpression() == null ? null
                : Expressions.parseProjection(request.projectionExpression(), attributes);
        attributes.checkAllUsed();

        ReadShape shape = ReadShape.resolve(request.select(), request.selectAsString(), projection != null, target);
        boolean consistent = ReadShape.consistentRead(request.consistentRead(), target);
        Capacity.requested(request.returnConsumedCapacity(), request.returnConsumedCapacityAsString());
        KeyRange range = KeyConditionPlanner.plan(target, keyConditions);
        ReadShape.checkFilterAvoidsKeys(target, filter);
        shape.checkAgainstIndex(target, filter, projection);

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
        }
        boolean forward = !Boolean.FALSE.equals(request.scanIndexForward());
        PageReader.Page page = PageReader.read(target,
                Ranges.iterate(target.data().entries(), range, start, forward),
                request.limit(), filter, shape, projection);

        QueryResponse.Builder response = QueryResponse.builder()
                .count(page.count())
                .scannedCount(page.scannedCount());
        if (shape != ReadShape.COUNT) {
            response.items(page.items());
        }
        if (page.lastEvaluatedKey() != null) {
            response.lastEvaluatedKey(page.lastEvaluatedKey());
        }
        response.consumedCapacity(Capacity.ofRead(request.returnConsumedCapacity(),
                request.returnConsumedCapacityAsString(), table.name(), target.indexName(), target.kind(),
                Capacity.readUnits(page.bytesRead(), consistent)));
        return response.build();
    }
}
