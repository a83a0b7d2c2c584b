package dev.dynamofixtures.core.internal.schema;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;

/**
 * Validates one key schema (a table's, an LSI's or a GSI's) in DynamoDB Local's order: presence, length,
 * each element (key type, name, duplicates, HASH-before-RANGE), then the HASH and RANGE counts. Tables and LSIs
 * have one HASH and at most one RANGE attribute; GSIs 1..4 HASH then 0..4 RANGE attributes.
 */
final class KeySchemaRules {
    /** Whose key schema is being validated: the rules differ in length limits and texts. */
    enum Role { TABLE, LOCAL_INDEX, GLOBAL_INDEX }

    /** The attribute names of a validated key schema: partition attributes, then sort attributes. */
    record KeyNames(List<String> hash, List<String> range) {
        KeyNames {
            hash = List.copyOf(hash);
            range = List.copyOf(range);
        }

        List<String> all() {
            List<String> all = new ArrayList<>(hash);
            all.addAll(range);
            return all;
        }
    }

    private KeySchemaRules() {
    }

    /**
     * Validates a key schema.
     *
     * @param elements the submitted elements ({@code present} tells an empty list from an absent one)
     * @param member the Smithy member path of the list, e.g. {@code globalSecondaryIndexes.1.member.keySchema}
     */
    static KeyNames validate(List<KeySchemaElement> elements, boolean present, Role role, String member) {
        if (!present || elements.isEmpty()) {
            throw SchemaErrors.keySchemaMissing(member, present);
        }
        boolean global = role == Role.GLOBAL_INDEX;
        if (elements.size() > (global ? 8 : 2)) {
            throw global ? SchemaErrors.gsiKeySchemaTooBig(countHash(elements))
                    : SchemaErrors.keySchemaTooBig(member, render(elements), 2);
        }
        List<String> hash = new ArrayList<>();
        List<String> range = new ArrayList<>();
        Set<String> names = new HashSet<>();
        boolean noHashAtAll = countHash(elements) == 0;
        for (int i = 0; i < elements.size(); i++) {
            KeySchemaElement element = elements.get(i);
            String elementMember = member + "." + (i + 1) + ".member.";
            String keyType = element.keyTypeAsString();
            if (keyType == null) {
                throw SchemaErrors.keyTypeMissing(elementMember + "keyType");
            }
            if (!keyType.equals("HASH") && !keyType.equals("RANGE")) {
                throw SchemaErrors.keyTypeInvalid(keyType, elementMember + "keyType", noHashAtAll);
            }
            if (element.attributeName() == null) {
                throw SchemaErrors.keyAttributeNameMissing(elementMember + "attributeName");
            }
            if (!names.add(element.attributeName())) {
                throw SchemaErrors.duplicateKeyName(role == Role.TABLE);
            }
            if (keyType.equals("HASH")) {
                if (!range.isEmpty()) {
                    throw SchemaErrors.hashAfterRange(!global, hash.isEmpty());
                }
                hash.add(element.attributeName());
            } else {
                range.add(element.attributeName());
            }
        }
        if (hash.isEmpty()) {
            throw SchemaErrors.noHashKey();
        }
        if (!global && hash.size() != 1) {
            throw SchemaErrors.tooManyTableHashKeys();
        }
        if (global && hash.size() > 4) {
            throw SchemaErrors.tooManyPartitionKeys();
        }
        if (global && range.size() > 4) {
            throw SchemaErrors.tooManySortKeys();
        }
        return new KeyNames(hash, range);
    }

    private static int countHash(List<KeySchemaElement> elements) {
        return (int) elements.stream().filter(e -> "HASH".equals(e.keyTypeAsString())).count();
    }

    /** The list as the service's request-shape messages show it. */
    private static String render(List<KeySchemaElement> elements) {
        return elements.stream()
                .map(e -> "KeySchemaElement(attributeName=" + e.attributeName() + ", keyType=" + e.keyTypeAsString()
                        + ")")
                .collect(Collectors.joining(", ", "[", "]"));
    }
}
