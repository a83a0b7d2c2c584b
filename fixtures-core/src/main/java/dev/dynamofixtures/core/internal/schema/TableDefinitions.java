package dev.dynamofixtures.core.internal.schema;

import dev.dynamofixtures.core.internal.storage.IndexDefinition;
import dev.dynamofixtures.core.internal.storage.IndexKind;
import dev.dynamofixtures.core.internal.storage.IndexProjection;
import dev.dynamofixtures.core.internal.storage.KeyAttribute;
import dev.dynamofixtures.core.internal.storage.KeySchema;
import dev.dynamofixtures.core.internal.storage.TableDefinition;
import dev.dynamofixtures.core.internal.value.AttributeType;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/**
 * Derives storage's {@link TableDefinition} (typed keys, index definitions) from a table's description
 * template, so that the description is the single record of a table's schema: UpdateTable edits the
 * description and storage follows.
 */
final class TableDefinitions {
    private TableDefinitions() {
    }

    static TableDefinition from(TableDescription description) {
        Map<String, AttributeType> types = new HashMap<>();
        for (AttributeDefinition definition : description.attributeDefinitions()) {
            types.put(definition.attributeName(), AttributeType.fromName(definition.attributeTypeAsString()));
        }
        KeySchema tableKey = keySchema(description.keySchema(), types);
        List<IndexDefinition> indexes = new ArrayList<>();
        for (LocalSecondaryIndexDescription lsi : description.localSecondaryIndexes()) {
            indexes.add(IndexDefinition.of(lsi.indexName(), IndexKind.LOCAL, keySchema(lsi.keySchema(), types),
                    projection(lsi.projection()), tableKey));
        }
        for (GlobalSecondaryIndexDescription gsi : description.globalSecondaryIndexes()) {
            indexes.add(IndexDefinition.of(gsi.indexName(), IndexKind.GLOBAL, keySchema(gsi.keySchema(), types),
                    projection(gsi.projection()), tableKey));
        }
        return new TableDefinition(description.tableName(), tableKey, indexes, description);
    }

    private static KeySchema keySchema(List<KeySchemaElement> elements, Map<String, AttributeType> types) {
        List<KeyAttribute> hash = new ArrayList<>();
        List<KeyAttribute> range = new ArrayList<>();
        for (KeySchemaElement element : elements) {
            KeyAttribute attribute = new KeyAttribute(element.attributeName(), types.get(element.attributeName()));
            (element.keyTypeAsString().equals("HASH") ? hash : range).add(attribute);
        }
        return new KeySchema(hash, range);
    }

    private static IndexProjection projection(Projection projection) {
        switch (projection.projectionTypeAsString()) {
            case "ALL":
                return IndexProjection.ALL;
            case "KEYS_ONLY":
                return IndexProjection.KEYS_ONLY;
            default:
                return IndexProjection.include(projection.nonKeyAttributes());
        }
    }
}
