package dev.dynamofixtures.core.internal.schema;

import dev.dynamofixtures.core.internal.error.DynamoError;
import dev.dynamofixtures.core.internal.value.AttributeType;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;

/**
 * Validates a CreateTable request in DynamoDB Local's order (read from the 3.3.1 implementation and checked
 * with the probe): table name, key schema, attribute definitions, table key attributes defined, LSIs, GSIs,
 * unused attribute definitions, throughput, stream specification, table class. Whether the table already
 * exists is checked by the caller, after all of these (as Local does).
 */
final class CreateTableRules {
    private CreateTableRules() {
    }

    /**
     * Validates a CreateTable request. The service reports every invalid table and index name first, together
     * (request-shape rules, in the order of the members' names: the GSIs', the LSIs', the table's; a public
     * conformance suite captured a GSI's before an LSI's, whichever the request lists first); DynamoDB Local
     * meets each name where it checks that index, so its text is the first error of the checks in order.
     */
    static TableSpec validate(CreateTableRequest request) {
        String names = namesMessage(request);
        if (names == null) {
            return validateInOrder(request);
        }
        try {
            validateInOrder(request);
        } catch (DynamoError inOrder) {
            throw DynamoError.validation(names, inOrder.localMessage());
        }
        throw DynamoError.validation(names, SchemaErrors.LOCAL_INDEX_NAME); // not reached: a bad name fails in order
    }

    private static TableSpec validateInOrder(CreateTableRequest request) {
        if (request.tableName() == null) { // the service's text for CreateTable (a conformance suite captured it)
            throw DynamoError.validation("The parameter 'TableName' is required but was not present in the request",
                    SchemaErrors.detail(null, "tableName", "Member must not be null"));
        }
        Names.requireTableName(request.tableName(), "tableName");
        KeySchemaRules.KeyNames key = KeySchemaRules.validate(request.keySchema(), request.hasKeySchema(),
                KeySchemaRules.Role.TABLE, "keySchema");
        Map<String, AttributeType> definitions = AttributeDefinitionRules.validate(request.attributeDefinitions(),
                request.hasAttributeDefinitions());
        List<String> definitionNames = new ArrayList<>(definitions.keySet());
        if (!definitions.containsKey(key.hash().get(0))) {
            throw SchemaErrors.keyAttributesNotDefined(key.all(), definitionNames,
                    "Hash Key not specified in Attribute Definitions.  Type unknown.");
        }
        if (!key.range().isEmpty() && !definitions.containsKey(key.range().get(0))) {
            throw SchemaErrors.keyAttributesNotDefined(key.all(), definitionNames,
                    "Range Key not specified in Attribute Definitions.  Type unknown.");
        }
        IndexRules indexes = new IndexRules(definitions, key.hash().get(0), 0);
        List<IndexSpec> lsis = localIndexes(request, key, indexes);
        List<GlobalSecondaryIndex> gsiRequests = request.globalSecondaryIndexes();
        if (request.hasGlobalSecondaryIndexes()) {
            if (gsiRequests.isEmpty()) {
                throw SchemaErrors.emptyIndexList(true);
            }
            if (gsiRequests.size() > 20) {
                throw SchemaErrors.tooManyGsis();
            }
        }
        BillingMode billingMode = ThroughputRules.billingMode(request.billingModeAsString());
        List<IndexSpec> gsis = new ArrayList<>();
        for (int i = 0; i < gsiRequests.size(); i++) {
            GlobalSecondaryIndex gsi = gsiRequests.get(i);
            gsis.add(indexes.global(new IndexRules.Submitted(gsi.indexName(), gsi.keySchema(), gsi.hasKeySchema(),
                    gsi.projection(), gsi.provisionedThroughput(), gsi.onDemandThroughput(),
                    "globalSecondaryIndexes." + (i + 1) + ".member"), billingMode));
        }
        checkAllDefinitionsUsed(definitionNames, key, lsis, gsis);
        ThroughputRules.checkTable(billingMode, request.provisionedThroughput());
        StreamRules.check(request.streamSpecification(), null, true);
        String tableClass = request.tableClassAsString();
        if (tableClass != null && !tableClass.equals("STANDARD") && !tableClass.equals("STANDARD_INFREQUENT_ACCESS")) {
            throw TableErrors.tableClassInvalid(tableClass);
        }
        return new TableSpec(request.tableName(), definitions, key, lsis, gsis, billingMode,
                billingMode == BillingMode.PROVISIONED ? request.provisionedThroughput() : null,
                request.onDemandThroughput(), request.streamSpecification(),
                Boolean.TRUE.equals(request.deletionProtectionEnabled()), tableClass, request.sseSpecification());
    }

    /** The service's message for the table's and its indexes' invalid names, or null when all are valid. */
    private static String namesMessage(CreateTableRequest request) {
        Map<String, String> names = new java.util.LinkedHashMap<>();
        for (int i = 0; i < request.globalSecondaryIndexes().size(); i++) {
            names.put("globalSecondaryIndexes." + (i + 1) + ".member.indexName",
                    request.globalSecondaryIndexes().get(i).indexName());
        }
        for (int i = 0; i < request.localSecondaryIndexes().size(); i++) {
            names.put("localSecondaryIndexes." + (i + 1) + ".member.indexName",
                    request.localSecondaryIndexes().get(i).indexName());
        }
        names.put("tableName", request.tableName());
        return Names.violationsMessage(names);
    }

    private static List<IndexSpec> localIndexes(CreateTableRequest request, KeySchemaRules.KeyNames key,
                                                IndexRules indexes) {
        List<LocalSecondaryIndex> requested = request.localSecondaryIndexes();
        if (!request.hasLocalSecondaryIndexes()) {
            return List.of();
        }
        if (key.range().isEmpty() && !requested.isEmpty()) {
            throw SchemaErrors.lsiOnHashOnlyTable();
        }
        if (requested.isEmpty()) {
            throw SchemaErrors.emptyIndexList(false);
        }
        if (requested.size() > 5) {
            throw SchemaErrors.tooManyLsis();
        }
        List<IndexSpec> lsis = new ArrayList<>();
        for (int i = 0; i < requested.size(); i++) {
            LocalSecondaryIndex lsi = requested.get(i);
            lsis.add(indexes.local(new IndexRules.Submitted(lsi.indexName(), lsi.keySchema(), lsi.hasKeySchema(),
                    lsi.projection(), null, null, "localSecondaryIndexes." + (i + 1) + ".member")));
        }
        return lsis;
    }

    private static void checkAllDefinitionsUsed(List<String> definitionNames, KeySchemaRules.KeyNames key,
                                                List<IndexSpec> lsis, List<IndexSpec> gsis) {
        Set<String> used = new LinkedHashSet<>(key.all());
        lsis.forEach(i -> used.addAll(i.key().all()));
        gsis.forEach(i -> used.addAll(i.key().all()));
        if (!used.containsAll(definitionNames)) {
            throw SchemaErrors.unusedAttributeDefinitions(!lsis.isEmpty() || !gsis.isEmpty(), definitionNames,
                    new ArrayList<>(used));
        }
    }
}
