package dev.dynamofixtures.core.internal.schema;

import dev.dynamofixtures.core.internal.value.AttributeType;
import dev.dynamofixtures.core.internal.value.Utf8;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;

/**
 * Validates AttributeDefinitions element by element, in DynamoDB Local's order (name present, name length,
 * duplicate, type present, type S/N/B), and names of key and projected attributes (1..255 UTF-8 bytes).
 */
final class AttributeDefinitionRules {
    private AttributeDefinitionRules() {
    }

    /** The definitions as name -> type, in submitted order; rejects a missing or empty list. */
    static Map<String, AttributeType> validate(List<AttributeDefinition> definitions, boolean present) {
        if (!present || definitions.isEmpty()) {
            throw SchemaErrors.attributeDefinitionsMissing(present);
        }
        return validateElements(definitions, "attributeDefinitions");
    }

    /** The definitions as name -> type, in submitted order, validating each element. */
    static Map<String, AttributeType> validateElements(List<AttributeDefinition> definitions, String member) {
        Map<String, AttributeType> types = new LinkedHashMap<>();
        for (int i = 0; i < definitions.size(); i++) {
            AttributeDefinition definition = definitions.get(i);
            String elementMember = member + "." + (i + 1) + ".member.";
            String name = definition.attributeName();
            checkName(name, elementMember + "attributeName");
            if (types.containsKey(name)) {
                throw SchemaErrors.duplicateAttributeDefinition(name);
            }
            String type = definition.attributeTypeAsString();
            if (type == null) {
                throw SchemaErrors.attributeTypeMissing(elementMember + "attributeType");
            }
            AttributeType parsed = AttributeType.fromName(type);
            if (parsed == null || !parsed.isScalarKeyType()) {
                throw SchemaErrors.attributeTypeInvalid(type, elementMember + "attributeType");
            }
            types.put(name, parsed);
        }
        return types;
    }

    /** Checks the name of a key attribute or of an attribute projected into an index. */
    static void checkName(String name, String member) {
        if (name == null) {
            throw SchemaErrors.attributeNameMissing(member);
        }
        int bytes = Utf8.length(name);
        if (bytes < 1 || bytes > 255) {
            throw SchemaErrors.attributeNameLength(name, member);
        }
    }
}
