package dev.dynamofixtures.core.internal.schema;

import dev.dynamofixtures.core.internal.storage.IndexKind;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.OnDemandThroughput;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughput;

/**
 * A validated secondary index of a CreateTable or UpdateTable request: name, kind, key attribute names,
 * projection, and (GSIs only) the throughput settings as submitted, which may be null.
 */
record IndexSpec(String name, IndexKind kind, KeySchemaRules.KeyNames key, ProjectionRules.Validated projection,
                 ProvisionedThroughput throughput, OnDemandThroughput onDemand) {
    IndexSpec {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(projection, "projection");
    }
}
