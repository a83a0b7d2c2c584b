package dev.dynamofixtures.core.internal.schema;

import dev.dynamofixtures.core.internal.value.AttributeType;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateGlobalSecondaryIndexAction;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexUpdate;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.UpdateGlobalSecondaryIndexAction;
import software.amazon.awssdk.services.dynamodb.model.UpdateTableRequest;

/**
 * Validates UpdateTable's GlobalSecondaryIndexUpdates in DynamoDB Local's order: one action per index, at most
 * one Create or Delete per call, each action's target, the attribute definitions of a new index, the 20-GSI
 * limit, then the new index with the same rules as CreateTable (multi-attribute keys included).
 */
final class GsiUpdateRules {
    /** What the updates do: at most one of create / delete, and any throughput updates of existing GSIs. */
    record Change(IndexSpec created, Map<String, AttributeType> createdTypes, String deleted,
                  List<UpdateGlobalSecondaryIndexAction> updated) {
    }

    private GsiUpdateRules() {
    }

    static Change validate(TableDescription current, UpdateTableRequest request, BillingMode billingMode) {
        List<GlobalSecondaryIndexUpdate> updates = request.globalSecondaryIndexUpdates();
        Set<String> targets = new HashSet<>();
        int createsAndDeletes = 0;
        for (GlobalSecondaryIndexUpdate update : updates) {
            String name = update.create() != null ? update.create().indexName()
                    : update.update() != null ? update.update().indexName()
                    : update.delete() != null ? update.delete().indexName() : null;
            if (name != null && !targets.add(name)) {
                throw TableErrors.sameIndexTwice();
            }
            createsAndDeletes += (update.create() != null ? 1 : 0) + (update.delete() != null ? 1 : 0);
        }
        if (createsAndDeletes > 1) {
            throw TableErrors.tooManyIndexOperations();
        }
        CreateGlobalSecondaryIndexAction create = null;
        String createMember = null;
        String deleted = null;
        List<UpdateGlobalSecondaryIndexAction> updated = new ArrayList<>();
        for (int i = 0; i < updates.size(); i++) {
            GlobalSecondaryIndexUpdate update = updates.get(i);
            String member = "globalSecondaryIndexUpdates." + (i + 1) + ".member.";
            if (update.create() == null && update.update() == null && update.delete() == null) {
                throw TableErrors.emptyIndexUpdate();
            }
            if (update.create() != null) {
                String name = requireName(update.create().indexName(), member + "create.indexName");
                if (isLocalIndex(current, name) || isGlobalIndex(current, name)) {
                    throw TableErrors.indexAlreadyExists();
                }
                create = update.create();
                createMember = member + "create";
            }
            if (update.update() != null) {
                UpdateGlobalSecondaryIndexAction action = update.update();
                String name = requireName(action.indexName(), member + "update.indexName");
                if (!isGlobalIndex(current, name)) {
                    throw TableErrors.unknownIndexToUpdate();
                }
                ThroughputRules.checkIndex(billingMode, action.provisionedThroughput(), name,
                        member + "update.provisionedThroughput");
                updated.add(action);
            }
            if (update.delete() != null) {
                String name = requireName(update.delete().indexName(), member + "delete.indexName");
                if (isLocalIndex(current, name)) {
                    throw TableErrors.notAGlobalIndex();
                }
                if (!isGlobalIndex(current, name)) {
                    throw TableErrors.indexNotFound(name, current.tableName());
                }
                deleted = name;
            }
        }
        if (create == null) {
            return new Change(null, Map.of(), deleted, updated);
        }
        Map<String, AttributeType> types = createdTypes(current, request, create);
        if (current.globalSecondaryIndexes().size() + 1 > 20) {
            throw TableErrors.tooManyGsisOnUpdate();
        }
        IndexRules rules = new IndexRules(types, current.keySchema().get(0).attributeName(), projectedCount(current));
        current.localSecondaryIndexes().forEach(lsi -> rules.knownLocalIndex(lsi.indexName()));
        IndexSpec spec = rules.global(new IndexRules.Submitted(create.indexName(), create.keySchema(),
                create.hasKeySchema(), create.projection(), create.provisionedThroughput(),
                create.onDemandThroughput(), createMember), billingMode);
        return new Change(spec, types, null, updated);
    }

    /**
     * The attribute types a new index may use: the table's, plus the request's definitions. A definition that
     * contradicts the table's is an error only for the new index's own key attributes; the service ignores
     * the others (DynamoDB Local rejects every contradiction).
     */
    private static Map<String, AttributeType> createdTypes(TableDescription current, UpdateTableRequest request,
                                                           CreateGlobalSecondaryIndexAction create) {
        if (request.attributeDefinitions().isEmpty()) {
            throw TableErrors.createWithoutAttributeDefinitions(create.indexName());
        }
        Map<String, AttributeType> requested = AttributeDefinitionRules.validateElements(
                request.attributeDefinitions(), "attributeDefinitions");
        Map<String, AttributeType> types = new LinkedHashMap<>();
        current.attributeDefinitions().forEach(d ->
                types.put(d.attributeName(), AttributeType.fromName(d.attributeTypeAsString())));
        Set<String> indexKey = new HashSet<>();
        create.keySchema().stream().map(KeySchemaElement::attributeName).forEach(indexKey::add);
        requested.forEach((name, type) -> {
            AttributeType existing = types.get(name);
            if (existing == null) {
                types.put(name, type);
            } else if (existing != type && indexKey.contains(name)) {
                throw TableErrors.attributeRedefined();
            }
        });
        return types;
    }

    private static String requireName(String name, String member) {
        if (name == null || name.isEmpty()) {
            throw TableErrors.indexNameMissing(member);
        }
        return name;
    }

    private static boolean isLocalIndex(TableDescription table, String name) {
        return table.localSecondaryIndexes().stream().anyMatch(i -> i.indexName().equals(name));
    }

    private static boolean isGlobalIndex(TableDescription table, String name) {
        return table.globalSecondaryIndexes().stream().anyMatch(i -> i.indexName().equals(name));
    }

    private static int projectedCount(TableDescription table) {
        int count = 0;
        for (LocalSecondaryIndexDescription lsi : table.localSecondaryIndexes()) {
            count += lsi.projection().nonKeyAttributes().size();
        }
        for (GlobalSecondaryIndexDescription gsi : table.globalSecondaryIndexes()) {
            count += gsi.projection().nonKeyAttributes().size();
        }
        return count;
    }
}
