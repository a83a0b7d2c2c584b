package dev.dynamofixtures.core.internal.schema;

import dev.dynamofixtures.core.internal.value.AttributeType;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.OnDemandThroughput;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughput;
import software.amazon.awssdk.services.dynamodb.model.SSESpecification;
import software.amazon.awssdk.services.dynamodb.model.StreamSpecification;

/**
 * A validated CreateTable request: everything a new table's description is built from. Attribute definitions
 * keep their submitted order; {@code throughput} is null for PAY_PER_REQUEST tables.
 */
record TableSpec(String name, Map<String, AttributeType> definitions, KeySchemaRules.KeyNames key,
                 List<IndexSpec> localIndexes, List<IndexSpec> globalIndexes, BillingMode billingMode,
                 ProvisionedThroughput throughput, OnDemandThroughput onDemand, StreamSpecification stream,
                 boolean deletionProtection, String tableClass, SSESpecification sse) {
    TableSpec {
        definitions = Collections.unmodifiableMap(new LinkedHashMap<>(definitions));
        localIndexes = List.copyOf(localIndexes);
        globalIndexes = List.copyOf(globalIndexes);
    }
}
