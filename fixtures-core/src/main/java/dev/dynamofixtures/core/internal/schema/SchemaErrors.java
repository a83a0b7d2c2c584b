package dev.dynamofixtures.core.internal.schema;

import dev.dynamofixtures.core.internal.error.Constraints;
import dev.dynamofixtures.core.internal.error.DynamoError;
import dev.dynamofixtures.core.internal.error.ErrorType;
import java.util.List;

/**
 * Every error of the table operations' key-schema, attribute-definition, index and projection rules, with the
 * live service's text (where known from probes of the service or other emulators) and DynamoDB Local 3.3.1's.
 * Where DynamoDB Local accepts a request that the service rejects, both dialects use the service's text.
 */
final class SchemaErrors {
    static final String INVALID = "One or more parameter values were invalid: ";
    static final String LOCAL_NO_HASH_KEY =
            "No Hash Key specified in schema.  All Dynamo DB tables must have exactly one hash key";
    static final String LIVE_FIRST_NOT_HASH = "Invalid KeySchema: The first KeySchemaElement is not a HASH key type";
    static final String LOCAL_KEY_ORDER = "Invalid key order. Hash Key must be specified first in key schema, "
            + "Range Key must be specifed second";
    static final String LOCAL_KEY_SCHEMA_TOO_BIG =
            "Key Schema too big.  Key Schema must at most consist of the hash and range key of a table";
    static final String LOCAL_NO_ATTRIBUTE_SCHEMA = "No Attribute Schema Defined";
    static final String LOCAL_NO_ATTRIBUTE_NAME = "Attribute name must be specified.";
    static final String LOCAL_NAME_LENGTH = "Names of key attributes and attributes projected into an index must "
            + "be between 1 and 255 characters, inclusive";
    static final String LOCAL_DUPLICATE_ATTRIBUTE = "Cannot have two attributes with the same name";
    static final String LOCAL_INDEX_NAME = "Invalid table/index name.  Table/index names must be between 3 and 255 "
            + "characters long, and may contain only the characters a-z, A-Z, 0-9, '_', '-', and '.'";

    private SchemaErrors() {
    }

    static DynamoError validation(String live, String local) {
        return DynamoError.validation(live, local);
    }

    static DynamoError validation(String message) {
        return DynamoError.validation(message);
    }

    /** A Smithy enum violation; DynamoDB Local words some of them without the lead-in, or not at all. */
    static DynamoError enumViolation(Object value, String member, String values, String local) {
        String live = smithy(value, member, "Member must satisfy enum value set: " + values);
        return validation(live, local == null ? live : local);
    }

    /** One request-shape violation in the service's form. */
    static String smithy(Object value, String member, String constraint) {
        return smithyAll(List.of(detail(value, member, constraint)));
    }

    /** Request-shape violations reported together, as the service does. */
    static String smithyAll(List<String> details) {
        return Constraints.message(details);
    }

    static String detail(Object value, String member, String constraint) {
        return Constraints.detail(value, member, constraint);
    }

    static String notNull(String member) {
        return smithy(null, member, "Member must not be null");
    }

    // --- key schemas

    static DynamoError keySchemaMissing(String member, boolean present) {
        String live = present ? smithy("[]", member, "Member must have length greater than or equal to 1")
                : notNull(member);
        return validation(live, "No defined key schema.  A key schema containing at least a hash key must be "
                + "defined for all tables");
    }

    static DynamoError keySchemaTooBig(String member, String rendered, int max) {
        return validation(smithy(rendered, member, "Member must have length less than or equal to " + max),
                LOCAL_KEY_SCHEMA_TOO_BIG);
    }

    static DynamoError gsiKeySchemaTooBig(int hashCount) {
        return validation(INVALID + "The KeySchema exceeds the maximum allowed number of "
                + (hashCount > 4 ? "HASH" : "RANGE") + " key attributes", LOCAL_KEY_SCHEMA_TOO_BIG);
    }

    static DynamoError keyTypeMissing(String member) {
        return validation(notNull(member), "One or more keys is not specified as being hash or range.");
    }

    static DynamoError keyTypeInvalid(String value, String member, boolean noHashAtAll) {
        return enumViolation(value, member, "[HASH, RANGE]", noHashAtAll ? LOCAL_NO_HASH_KEY : null);
    }

    static DynamoError keyAttributeNameMissing(String member) {
        return validation(notNull(member), LOCAL_NO_ATTRIBUTE_NAME);
    }

    static DynamoError duplicateKeyName(boolean table) {
        String live = table ? "Both the Hash Key and the Range Key element in the KeySchema have the same name"
                : "The KeySchema contains multiple key attributes with the same name";
        return validation(live, "Two keys can not have the same name");
    }

    static DynamoError hashAfterRange(boolean table, boolean rangeFirst) {
        String live = table || rangeFirst ? LIVE_FIRST_NOT_HASH
                : INVALID + "All HASH key attributes must precede RANGE key attributes in the KeySchema";
        return validation(live, LOCAL_KEY_ORDER);
    }

    static DynamoError noHashKey() {
        return validation(LIVE_FIRST_NOT_HASH, LOCAL_NO_HASH_KEY);
    }

    static DynamoError tooManyTableHashKeys() {
        return validation("Invalid KeySchema: The second KeySchemaElement is not a RANGE key type",
                "Too many hash keys specified.  All Dynamo DB tables must have exactly one hash key");
    }

    static DynamoError tooManyPartitionKeys() {
        return validation(INVALID + "The KeySchema exceeds the maximum allowed number of HASH key attributes",
                "Too many partition keys. GSI can have at most 4 partition keys");
    }

    static DynamoError tooManySortKeys() {
        return validation(INVALID + "The KeySchema exceeds the maximum allowed number of RANGE key attributes",
                "Too many sort keys. GSI can have at most 4 sort keys");
    }

    // --- attribute definitions

    static DynamoError attributeDefinitionsMissing(boolean present) {
        String live = present ? "Invalid KeySchema: Some index key attribute have no definition"
                : notNull("attributeDefinitions");
        return validation(live, LOCAL_NO_ATTRIBUTE_SCHEMA);
    }

    static DynamoError attributeNameMissing(String member) {
        return validation(notNull(member), LOCAL_NO_ATTRIBUTE_NAME);
    }

    static DynamoError attributeNameLength(String name, String member) {
        String constraint = name.isEmpty() ? "Member must have length greater than or equal to 1"
                : "Member must have length less than or equal to 255";
        return validation(smithy(name, member, constraint), LOCAL_NAME_LENGTH);
    }

    static DynamoError duplicateAttributeDefinition(String name) {
        return validation("Attribute Name is duplicated: " + name, LOCAL_DUPLICATE_ATTRIBUTE);
    }

    static DynamoError attributeTypeMissing(String member) {
        return validation(notNull(member), "Invalid Attribute value. Must contain exactly one of the supported "
                + "datatypes.");
    }

    static DynamoError attributeTypeInvalid(String value, String member) {
        return enumViolation(value, member, "[B, N, S]", "Member must satisfy enum value set: [B, N, S]");
    }

    static DynamoError keyAttributesNotDefined(List<String> keys, List<String> definitions, String local) {
        return validation(INVALID + "Some index key attributes are not defined in AttributeDefinitions. Keys: "
                + keys + ", AttributeDefinitions: " + definitions, local);
    }

    static DynamoError unusedAttributeDefinitions(boolean withIndexes, List<String> definitions,
                                                  List<String> keysUsed) {
        String live = withIndexes
                ? INVALID + "Some AttributeDefinitions are not used. AttributeDefinitions: " + definitions
                        + ", keys used: " + keysUsed
                : INVALID + "Number of attributes in KeySchema does not exactly match number of attributes "
                        + "defined in AttributeDefinitions";
        return validation(live, "The number of attributes in key schema must match the number of attributes "
                + "defined in attribute definitions.");
    }

    // --- indexes

    static DynamoError indexNameMissing(String member) {
        return validation(notNull(member), LOCAL_INDEX_NAME);
    }

    static DynamoError emptyIndexList(boolean global) {
        return global
                ? validation(INVALID + "List of GlobalSecondaryIndexes is empty", "GSI list is empty/invalid")
                : validation(INVALID + "List of LocalSecondaryIndexes is empty");
    }

    static DynamoError lsiOnHashOnlyTable() {
        return validation(INVALID + "Table KeySchema does not have a range key, which is required when "
                + "specifying a LocalSecondaryIndex",
                "Local Secondary indices are not allowed on hash tables, only hash and range tables");
    }

    static DynamoError tooManyLsis() {
        return validation(INVALID + "Number of LocalSecondaryIndexes exceeds per-table limit of 5",
                "Cannot have more than 5 local secondary indexes per table");
    }

    static DynamoError tooManyGsis() {
        return validation(INVALID + "GlobalSecondaryIndex count exceeds the per-table limit of 20",
                "GlobalSecondaryIndex count exceeds the per-table limit");
    }

    static DynamoError duplicateIndexName(String name, String local) {
        return validation(INVALID + "Duplicate index name: " + name, local);
    }

    static DynamoError lsiWithoutRange(String index) {
        return validation(INVALID + "Index KeySchema does not have a range key for index: " + index,
                "Local secondary indices must have a range key");
    }

    static DynamoError lsiHashKeyMismatch(String index, String indexHash, String tableHash) {
        return validation(INVALID + "Index KeySchema does not have the same leading hash key as table KeySchema "
                + "for index: " + index + ". index hash key: " + indexHash + ", table hash key: " + tableHash,
                "Local Secondary indices must have the same hash key as the main table");
    }

    static DynamoError tooManyProjectedAttributes() {
        return validation("Number of projected attributes in all indexes exceeds limit of 100",
                "No more than 20 attributes per table can be projected into Local Secondary Indices");
    }

    // --- projections

    static DynamoError projectionMissing(String member, boolean present) {
        String live = present ? INVALID + "Unknown ProjectionType: null" : notNull(member);
        return validation(live, "Indexes must have a projection specified");
    }

    static DynamoError projectionTypeInvalid(String value, String member) {
        return enumViolation(value, member, "[ALL, KEYS_ONLY, INCLUDE]",
                "Projection type must be INCLUDE, ALL, or KEYS_ONLY");
    }

    static DynamoError includeWithoutAttributes(String member, boolean present) {
        String live = present ? smithy("[]", member, "Member must have length greater than or equal to 1")
                : "ProjectionType is INCLUDE, but NonKeyAttributes is not specified";
        return validation(live, "If Projection type INCLUDE is specified, some non-key attributes to include in "
                + "the projection must be specified as well");
    }

    static DynamoError tooManyNonKeyAttributes(List<String> attributes, String member) {
        return validation(smithy(attributes, member, "Member must have length less than or equal to 20"));
    }

    static DynamoError attributesWithoutInclude(String type) {
        return validation("ProjectionType is " + type + ", but NonKeyAttributes is specified",
                "No attributes should be specified to be projected unless projection type is INCLUDE");
    }

    static DynamoError duplicateNonKeyAttribute(String name) {
        return validation("Duplicate element in NonKeyAttributes: " + name, LOCAL_DUPLICATE_ATTRIBUTE);
    }

    // --- existence

    static DynamoError tableNotFound(String table) {
        return DynamoError.of(ErrorType.RESOURCE_NOT_FOUND, "Requested resource not found: Table: " + table
                + " not found", "Cannot do operations on a non-existent table");
    }

    static DynamoError tableExists(String table) {
        return DynamoError.of(ErrorType.RESOURCE_IN_USE, "Table already exists: " + table,
                "Cannot create preexisting table");
    }
}
