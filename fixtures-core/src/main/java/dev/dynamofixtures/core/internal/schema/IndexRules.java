package dev.dynamofixtures.core.internal.schema;

import dev.dynamofixtures.core.internal.storage.IndexKind;
import dev.dynamofixtures.core.internal.value.AttributeType;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.OnDemandThroughput;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughput;

/**
 * Validates the secondary indexes of one table, one index at a time and in DynamoDB Local's order, keeping what
 * the rules need across indexes: the names seen so far and the running total of projected attributes (at most
 * 100 across all indexes).
 *
 * <p>GSI order: throughput, name, duplicate names, projection, key schema (1..4 HASH then 0..4 RANGE), key
 * attributes defined. LSI order: name, duplicate names, projection, key schema, range key present, same
 * partition key as the table, range attribute defined.
 */
final class IndexRules {
    /** One submitted index, whatever request shape it came in. */
    record Submitted(String name, List<KeySchemaElement> keySchema, boolean keySchemaPresent, Projection projection,
                     ProvisionedThroughput throughput, OnDemandThroughput onDemand, String member) {
    }

    private final Map<String, AttributeType> definitions;
    private final String tableHash;
    private final Set<String> lsiNames = new HashSet<>();
    private final Set<String> gsiNames = new HashSet<>();
    private int projectedCount;

    IndexRules(Map<String, AttributeType> definitions, String tableHash, int projectedSoFar) {
        this.definitions = definitions;
        this.tableHash = tableHash;
        this.projectedCount = projectedSoFar;
    }

    /** Registers an existing LSI name, so that a new GSI of that name clashes. */
    void knownLocalIndex(String name) {
        lsiNames.add(name);
    }

    IndexSpec local(Submitted index) {
        checkName(index);
        if (!lsiNames.add(index.name())) {
            throw SchemaErrors.duplicateIndexName(index.name(), "Two local secondary indices have the same name");
        }
        ProjectionRules.Validated projection = projection(index);
        KeySchemaRules.KeyNames key = KeySchemaRules.validate(index.keySchema(), index.keySchemaPresent(),
                KeySchemaRules.Role.LOCAL_INDEX, index.member() + ".keySchema");
        if (key.range().isEmpty()) {
            throw SchemaErrors.lsiWithoutRange(index.name());
        }
        if (!key.hash().get(0).equals(tableHash)) {
            throw SchemaErrors.lsiHashKeyMismatch(index.name(), key.hash().get(0), tableHash);
        }
        String range = key.range().get(0);
        if (!definitions.containsKey(range)) {
            throw SchemaErrors.keyAttributesNotDefined(key.all(), new ArrayList<>(definitions.keySet()),
                    "Local Secondary Index range key not specified in Attribute Definitions.Type unknown.");
        }
        return new IndexSpec(index.name(), IndexKind.LOCAL, key, projection, null, null);
    }

    IndexSpec global(Submitted index, BillingMode billingMode) {
        ThroughputRules.checkIndex(billingMode, index.throughput(), index.name(),
                index.member() + ".provisionedThroughput");
        checkName(index);
        if (!gsiNames.add(index.name())) {
            throw SchemaErrors.duplicateIndexName(index.name(), "Two global secondary indices have the same name");
        }
        if (lsiNames.contains(index.name())) {
            throw SchemaErrors.duplicateIndexName(index.name(),
                    "Local Secondary Indices AND Global Secondary Indices must have different names");
        }
        ProjectionRules.Validated projection = projection(index);
        KeySchemaRules.KeyNames key = KeySchemaRules.validate(index.keySchema(), index.keySchemaPresent(),
                KeySchemaRules.Role.GLOBAL_INDEX, index.member() + ".keySchema");
        for (String attribute : key.all()) {
            if (!definitions.containsKey(attribute)) {
                throw SchemaErrors.keyAttributesNotDefined(key.all(), new ArrayList<>(definitions.keySet()),
                        "Attribute " + attribute + " is not defined in AttributeDefinitions");
            }
        }
        return new IndexSpec(index.name(), IndexKind.GLOBAL, key, projection, index.throughput(), index.onDemand());
    }

    private void checkName(Submitted index) {
        if (index.name() == null) {
            throw SchemaErrors.indexNameMissing(index.member() + ".indexName");
        }
        Names.check(index.name(), index.member() + ".indexName");
    }

    private ProjectionRules.Validated projection(Submitted index) {
        ProjectionRules.Validated projection = ProjectionRules.validate(index.projection(),
                index.member() + ".projection");
        projectedCount += projection.projectedCount();
        if (projectedCount > 100) {
            throw SchemaErrors.tooManyProjectedAttributes();
        }
        return projection;
    }
}
