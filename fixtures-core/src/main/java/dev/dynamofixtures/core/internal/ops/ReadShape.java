package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.error.Constraints;
import dev.dynamofixtures.core.internal.error.DynamoError;
import dev.dynamofixtures.core.internal.expr.Condition;
import dev.dynamofixtures.core.internal.expr.Projection;
import dev.dynamofixtures.core.internal.storage.KeyAttribute;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import software.amazon.awssdk.services.dynamodb.model.Select;

/**
 * What a Query or Scan returns for each item read, decided from Select and ProjectionExpression with
 * DynamoDB's rules, and the checks that tie the filter and projection to what the index holds.
 */
enum ReadShape {
    /** Whole items (for an LSI, fetched from the table). */
    ALL_ATTRIBUTES,
    /** Index entries as stored. */
    ALL_PROJECTED_ATTRIBUTES,
    /** The ProjectionExpression applied. */
    SPECIFIC_ATTRIBUTES,
    /** No items, only counts. */
    COUNT;

    /** Validates a Scan's {@code Limit}: at least 1 when present. */
    static void checkLimit(Integer limit) {
        if (limit != null && limit < 1) {
            throw DynamoError.validation(Constraints.violation(limit, "limit",
                    "Member must have value greater than or equal to 1").liveMessage(), LOCAL_LIMIT);
        }
    }

    /**
     * Validates a Query's {@code Limit}: at least 1 when present. The service words Query's without the value and
     * with the member named as the API names it, unlike Scan's (a public conformance suite captured both).
     */
    static void checkQueryLimit(Integer limit) {
        if (limit != null && limit < 1) {
            throw DynamoError.validation("1 validation error detected: Value at 'Limit' failed to satisfy constraint: "
                    + "Member must have value greater than or equal to 1", LOCAL_LIMIT);
        }
    }

    private static final String LOCAL_LIMIT = "Limit must be greater than or equal to 1";

    /** Resolves Select against the projection expression and the target. */
    static ReadShape resolve(Select select, String raw, boolean hasProjection, ReadTarget target) {
        return resolve(select, raw, hasProjection, target, "ProjectionExpression");
    }

    /**
     * Resolves Select against the projection and the target; {@code projectionParameter} names the parameter
     * that carries the projection in the errors ({@code ProjectionExpression} or {@code AttributesToGet}).
     */
    static ReadShape resolve(Select select, String raw, boolean hasProjection, ReadTarget target,
                             String projectionParameter) {
        if (raw == null) {
            if (hasProjection) {
                return SPECIFIC_ATTRIBUTES;
            }
            return target.isIndex() ? ALL_PROJECTED_ATTRIBUTES : ALL_ATTRIBUTES;
        }
        switch (select) {
            case ALL_ATTRIBUTES:
                if (hasProjection) {
                    throw DynamoError.validation("Cannot specify the " + projectionParameter
                            + " when choosing to get ALL_ATTRIBUTES");
                }
                return ALL_ATTRIBUTES;
            case ALL_PROJECTED_ATTRIBUTES:
                if (hasProjection) { // before the target's kind, as DynamoDB Local checks (probed)
                    throw DynamoError.validation("Cannot specify the " + projectionParameter
                            + " when choosing to get ALL_PROJECTED_ATTRIBUTES");
                }
                if (!target.isIndex()) {
                    throw DynamoError.validation("ALL_PROJECTED_ATTRIBUTES can be used only when Querying using an IndexName");
                }
                return ALL_PROJECTED_ATTRIBUTES;
            case SPECIFIC_ATTRIBUTES:
                if (!hasProjection) {
                    throw DynamoError.validation(
                            "Must specify the AttributesToGet or ProjectionExpression when choosing to get SPECIFIC_ATTRIBUTES");
                }
                return SPECIFIC_ATTRIBUTES;
            case COUNT:
                if (hasProjection) {
                    throw DynamoError.validation("Cannot specify the " + projectionParameter
                            + " when choosing to get only the Count");
                }
                return COUNT;
            default:
                throw DynamoError.validation(Constraints.violation(raw, "select",
                        "Member must satisfy enum value set: [SPECIFIC_ATTRIBUTES, COUNT, ALL_ATTRIBUTES, "
                                + "ALL_PROJECTED_ATTRIBUTES]").liveMessage(),
                        "Select must be ALL_ATTRIBUTES, ALL_PROJECTED_ATTRIBUTES, COUNT, or SPECIFIC_ATTRIBUTES");
        }
    }

    /** Strongly consistent reads are not available on global secondary indexes. */
    static boolean consistentRead(Boolean consistentRead, ReadTarget target) {
        boolean consistent = Boolean.TRUE.equals(consistentRead);
        if (consistent && target.isGlobalIndex()) {
            throw DynamoError.validation("Consistent reads are not supported on global secondary indexes");
        }
        return consistent;
    }

    /**
     * Checks that a Query's filter of an index names only attributes the index projects. Only Query checks it: a Scan
     * of an index may filter on any attribute, which the index's entries lack unless projected (the filter then
     * matches as on an absent attribute, as the service's does; DynamoDB Local evaluates it on the table's item).
     * DynamoDB Local checks it right after the filter's key attributes, before Select and AttributesToGet (probed).
     */
    static void checkFilterProjected(ReadTarget target, Condition filter) {
        if (filter == null || !target.isIndex()) {
            return;
        }
        List<String> missing = notProjected(target, filter.topLevelAttributeNames());
        if (!missing.isEmpty()) {
            // listed sorted, as DynamoDB Local lists them (probed)
            throw DynamoError.validation("One or more parameter values were invalid: Secondary index "
                    + target.indexName() + " does not project one or more filter attributes: "
                    + new TreeSet<>(missing));
        }
    }

    /**
     * Checks that an index read asks only for what the index can give: Select, then the projection, whose
     * attributes come from AttributesToGet when {@code attributesToGet} (it decides the order the error lists them).
     */
    void checkAgainstIndex(ReadTarget target, Projection projection, boolean attributesToGet) {
        if (!target.isIndex()) {
            return;
        }
        checkSelectAgainstIndex(target);
        if (projection != null && target.isGlobalIndex()) {
            List<String> missing = notProjected(target, projection.topLevelAttributeNames());
            if (!missing.isEmpty()) {
                // listed as DynamoDB Local lists them (probed): a HashSet filled from the last path to the first, or
                // from the first name of AttributesToGet to the last (the order names sharing a bucket keep)
                Set<String> listed = new HashSet<>();
                for (int i = 0; i < missing.size(); i++) {
                    listed.add(missing.get(attributesToGet ? i : missing.size() - 1 - i));
                }
                throw DynamoError.validation("One or more parameter values were invalid: Global secondary index "
                        + target.indexName() + " does not project " + listed);
            }
        }
    }

    /** ALL_ATTRIBUTES only from a GSI that projects every attribute (a Scan checks it before its segments). */
    void checkSelectAgainstIndex(ReadTarget target) {
        if (this == ALL_ATTRIBUTES && target.isGlobalIndex() && !target.projectsAll()) {
            throw DynamoError.validation("One or more parameter values were invalid: Select type ALL_ATTRIBUTES is "
                    + "not supported for global secondary index " + target.indexName()
                    + " because its projection type is not ALL");
        }
    }

    /**
     * Query filters may not name the key attributes of the table or index queried; {@code filterParameter} names
     * the filter in the error ({@code Filter Expression} or {@code QueryFilter}), with the first key attribute in
     * the key schema's order (HASH ones, then RANGE ones) that the filter names, wherever it names it, as DynamoDB
     * Local reports it (probed).
     */
    static void checkFilterAvoidsKeys(ReadTarget target, Condition filter, String filterParameter) {
        if (filter == null) {
            return;
        }
        Set<String> named = filter.topLevelAttributeNames();
        for (KeyAttribute key : target.keySchema().all()) {
            if (named.contains(key.name())) {
                throw DynamoError.validation(filterParameter
                        + " can only contain non-primary key attributes: Primary key attribute: " + key.name());
            }
        }
    }

    private static List<String> notProjected(ReadTarget target, Set<String> attributes) {
        List<String> missing = new ArrayList<>();
        for (String attribute : attributes) {
            if (!target.projects(attribute)) {
                missing.add(attribute);
            }
        }
        return missing;
    }

    /** Whether producing the output needs the table's item rather than the index entry (LSIs only). */
    boolean needsTableItem(ReadTarget target, Projection projection) {
        if (!target.isIndex() || target.projectsAll()) {
            return false;
        }
        if (this == ALL_ATTRIBUTES) {
            return true;
        }
        return this == SPECIFIC_ATTRIBUTES && !notProjected(target, projection.topLevelAttributeNames()).isEmpty();
    }
}
