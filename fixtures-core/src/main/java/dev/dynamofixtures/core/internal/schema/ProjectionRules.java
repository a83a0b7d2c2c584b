package dev.dynamofixtures.core.internal.schema;

import dev.dynamofixtures.core.internal.storage.IndexProjection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.Projection;

/**
 * Validates an index's Projection in DynamoDB Local's order: present, type ALL/KEYS_ONLY/INCLUDE, at most 20
 * NonKeyAttributes (a service constraint Local does not check), INCLUDE with a non-empty list of valid,
 * distinct names, and no NonKeyAttributes for the other types.
 */
final class ProjectionRules {
    /** A validated projection: what storage keeps, what DescribeTable echoes, and how many names it projects. */
    record Validated(IndexProjection storage, Projection echo, int projectedCount) {
    }

    private ProjectionRules() {
    }

    static Validated validate(Projection projection, String member) {
        if (projection == null || projection.projectionTypeAsString() == null) {
            throw SchemaErrors.projectionMissing(member, projection != null);
        }
        String type = projection.projectionTypeAsString();
        if (!type.equals("ALL") && !type.equals("KEYS_ONLY") && !type.equals("INCLUDE")) {
            throw SchemaErrors.projectionTypeInvalid(type, member + ".projectionType");
        }
        List<String> attributes = projection.nonKeyAttributes();
        if (attributes.size() > 20) {
            throw SchemaErrors.tooManyNonKeyAttributes(attributes, member + ".nonKeyAttributes");
        }
        if (type.equals("INCLUDE")) {
            if (attributes.isEmpty()) {
                throw SchemaErrors.includeWithoutAttributes(member + ".nonKeyAttributes",
                        projection.hasNonKeyAttributes());
            }
            Set<String> seen = new HashSet<>();
            for (int i = 0; i < attributes.size(); i++) {
                String name = attributes.get(i);
                AttributeDefinitionRules.checkName(name, member + ".nonKeyAttributes." + (i + 1) + ".member");
                if (!seen.add(name)) {
                    throw SchemaErrors.duplicateNonKeyAttribute(name);
                }
            }
            Projection echo = Projection.builder().projectionType(type).nonKeyAttributes(attributes).build();
            return new Validated(IndexProjection.include(attributes), echo, attributes.size());
        }
        if (!attributes.isEmpty()) {
            throw SchemaErrors.attributesWithoutInclude(type);
        }
        IndexProjection storage = type.equals("ALL") ? IndexProjection.ALL : IndexProjection.KEYS_ONLY;
        return new Validated(storage, Projection.builder().projectionType(type).build(), 0);
    }
}
