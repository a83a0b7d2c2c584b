package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.error.Constraints;
import dev.dynamofixtures.core.internal.error.DynamoError;
import dev.dynamofixtures.core.internal.expr.Condition;
import dev.dynamofixtures.core.internal.expr.ExpressionAttributes;
import dev.dynamofixtures.core.internal.expr.ExpressionKind;
import dev.dynamofixtures.core.internal.expr.Expressions;
import dev.dynamofixtures.core.internal.expr.LegacyParameters;
import dev.dynamofixtures.core.internal.expr.Projection;
import dev.dynamofixtures.core.internal.storage.Database;
import dev.dynamofixtures.core.internal.storage.KeyCodec;
import dev.dynamofixtures.core.internal.storage.Table;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.Select;

/**
 * Scan: the whole table or index in partition-hash order (DynamoDB Local's order), or one segment of it for
 * a parallel scan, paged by Limit and 1 MB, filtered and projected. Takes the expression parameters or the
 * legacy ScanFilter (with ConditionalOperator) and AttributesToGet.
 *
 * <p>Checks in DynamoDB Local's order (probed): table, index, ConsistentRead on a GSI, names or values without
 * expressions, legacy and expression parameters mixed, values beside a projection alone, ScanFilter and
 * ConditionalOperator, Limit, the names and values maps, the expressions and unused placeholders,
 * ExclusiveStartKey, Select (ALL_ATTRIBUTES of a GSI that does not project all included; a Select of
 * SPECIFIC_ATTRIBUTES checks AttributesToGet and what the index projects here), Segment and TotalSegments, paths
 * into keys, AttributesToGet, what the index projects.
 * Before all of them, an invalid enum value fails the request with the request's other shape violations, in the
 * service's order ({@link RequestEnums}).
 */
final class ScanOperation {
    static final long MAX_TOTAL_SEGMENTS = 1_000_000;

    private ScanOperation() {
    }

    static ScanResponse execute(Database db, ScanRequest request, EngineSettings settings, Usage usage) {
        RequestEnums.check(request);
        // Tables.require validates the name when no table has it (a stored table's name is valid): checking it
        // first as well ran the name's regular expression on every Scan page for nothing
        Table table = Tables.require(db, request.tableName());
        ReadTarget target = ReadTarget.of(table, request.indexName());
        boolean consistent = ReadShape.consistentRead(request.consistentRead(), target);
        ExpressionAttributes attributes = ExpressionAttributes.of(
                request.expressionAttributeNames(),
                request.expressionAttributeValues());
        attributes.refuseSuppliedWithoutExpressions(
                request.filterExpression() != null || request.projectionExpression() != null, "FilterExpression");
        boolean attributesToGet = LegacyParameterRules.present(request.attributesToGet());
        boolean scanFilter = LegacyParameterRules.present(request.scanFilter());
        String conditionalOperator = request.conditionalOperatorAsString();
        Condition filter = null;
        if (attributesToGet || scanFilter || conditionalOperator != null) {
            LegacyParameterRules.mixing()
                    .legacy("AttributesToGet", attributesToGet)
                    .legacy("ScanFilter", scanFilter)
                    .legacy("ConditionalOperator", conditionalOperator != null)
                    .expression("ProjectionExpression", LegacyParameterRules.given(request.projectionExpression()))
                    .expression("FilterExpression", LegacyParameterRules.given(request.filterExpression()))
                    .check();
            if (scanFilter || conditionalOperator != null) {
                filter = LegacyParameters.joined(scanFilter ? LegacyParameters.filter(request.scanFilter()) : null,
                        conditionalOperator);
            }
        }
        // values beside a projection alone: after the parameters mixed (probed)
        attributes.refuseValuesWithoutValueExpressions(request.filterExpression() != null, "FilterExpression");
        ReadShape.checkLimit(request.limit());
        attributes.validate(); // the maps after Limit, before the expressions' texts (probed)
        if (request.filterExpression() != null) {
            filter = Expressions.parseCondition(request.filterExpression(), ExpressionKind.FILTER, attributes);
        }
        Projection projection = request.projectionExpression() == null ? null
                : Expressions.parseProjection(request.projectionExpression(), attributes);
        attributes.checkAllUsed();

        byte[] start = null;
        if (request.hasExclusiveStartKey()) {
            start = target.startKeyPosition(request.exclusiveStartKey());
        }
        ReadShape shape = ReadShape.resolve(request.select(), request.selectAsString(),
                projection != null || attributesToGet, target,
                attributesToGet ? "AttributesToGet" : "ProjectionExpression");
        shape.checkSelectAgainstIndex(target); // before the segments, as DynamoDB Local checks (probed)
        // Select named SPECIFIC_ATTRIBUTES: DynamoDB Local reads AttributesToGet (its duplicates) and checks the
        // projection against the index with Select, before the segments and key paths; otherwise after them (probed)
        boolean projectionChecked = request.select() == Select.SPECIFIC_ATTRIBUTES;
        Projection attributesToGetProjection = null;
        if (projectionChecked) {
            if (attributesToGet) {
                attributesToGetProjection = LegacyParameters.attributesToGet(request.attributesToGet()).orElse(null);
            }
            shape.checkAgainstIndex(target, attributesToGet ? attributesToGetProjection : projection, attributesToGet);
        }
        KeyRange segment = segmentRange(request.segment(), request.totalSegments());
        if (filter != null) { // paths into the table's or its indexes' keys: the filter's, then the projection's
            KeyPaths.check(table.definition(), filter.nestedTopLevelNames());
        }
        if (projection != null) {
            KeyPaths.check(table.definition(), projection.nestedTopLevelNames());
        }
        if (attributesToGet) {
            projection = projectionChecked ? attributesToGetProjection
                    : LegacyParameters.attributesToGet(request.attributesToGet()).orElse(null);
        }
        Capacity.requested(request.returnConsumedCapacity(), request.returnConsumedCapacityAsString());
        if (!projectionChecked) {
            shape.checkAgainstIndex(target, projection, attributesToGet);
        }

        PageReader.Page page = PageReader.read(target,
                Ranges.iterate(target.data().entries(), segment, start, true),
                request.limit(), filter, shape, projection);

        ScanResponse.Builder response = ScanResponse.builder()
                .count(page.count())
                .scannedCount(page.scannedCount());
        if (shape != ReadShape.COUNT) {
            ResponseFields.items(response, page.items());
        }
        if (page.lastEvaluatedKey() != null) {
            response.lastEvaluatedKey(page.lastEvaluatedKey());
        }
        response.consumedCapacity(Capacity.ofRead(usage, request.returnConsumedCapacity(),
                request.returnConsumedCapacityAsString(), table.definition(), target.indexName(), target.kind(),
                Capacity.readUnits(page.bytesRead(), consistent)));
        return response.build();
    }

    /**
     * The part of the hash space a parallel-scan segment covers: segment i of n takes partition hash positions
     * [i * 2^32 / n, (i + 1) * 2^32 / n), so segments partition every index.
     */
    static KeyRange segmentRange(Integer segment, Integer totalSegments) {
        if (segment == null && totalSegments == null) {
            return KeyRange.all();
        }
        if (totalSegments == null) {
            throw DynamoError.validation(
                    "The TotalSegments parameter is required but was not present in the request when Segment parameter is present",
                    "If segment is specified, total segment must also be specified");
        }
        if (segment == null) {
            throw DynamoError.validation(
                    "The Segment parameter is required but was not present in the request when parameter TotalSegments is present",
                    "If total segments is specified, a particular segment must also be specified for this request");
        }
        Constraints.Violations violations = new Constraints.Violations();
        if (segment < 0) {
            violations.add(segment, "segment", "Member must have value greater than or equal to 0");
        }
        if (totalSegments < 1) {
            violations.add(totalSegments, "totalSegments", "Member must have value greater than or equal to 1");
        }
        if (totalSegments > MAX_TOTAL_SEGMENTS) {
            violations.add(totalSegments, "totalSegments", "Member must have value less than or equal to 1000000");
        }
        // DynamoDB Local checks the segment against [0, TotalSegments - 1] first, naming only the upper bound, even
        // for a negative segment or a TotalSegments below 1; then TotalSegments' own maximum (probed)
        String segmentOutside = "1 validation error detected: Value '" + segment + "' at 'segment' failed to satisfy "
                + "constraint: Member must have value less than or equal to " + (totalSegments - 1);
        boolean outside = segment < 0 || segment >= totalSegments;
        if (!violations.isEmpty()) {
            throw DynamoError.validation(violations.message(), outside ? segmentOutside : violations.message());
        }
        if (outside) {
            throw DynamoError.validation("The Segment parameter is zero-based and must be less than parameter "
                    + "TotalSegments: Segment: " + segment + " is not less than TotalSegments: " + totalSegments,
                    segmentOutside);
        }
        long space = 1L << 32;
        long from = space * segment / totalSegments;
        long to = space * (segment + 1) / totalSegments;
        return new KeyRange(segment == 0 ? null : KeyCodec.hashBoundary(from),
                to >= space ? null : KeyCodec.hashBoundary(to), null, null);
    }
}
