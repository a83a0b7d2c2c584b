package dev.dynamofixtures.core.internal.schema;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.BillingModeSummary;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughput;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputDescription;
import software.amazon.awssdk.services.dynamodb.model.StreamSpecification;
import software.amazon.awssdk.services.dynamodb.model.TableClassSummary;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.UpdateGlobalSecondaryIndexAction;
import software.amazon.awssdk.services.dynamodb.model.UpdateTableRequest;

/**
 * Validates an UpdateTable request against a table's current description (in DynamoDB Local's order: something
 * to update, GSI updates, throughput for the resulting billing mode, throughput and stream together, stream
 * transition, table class) and computes the next description template.
 */
final class UpdateTableRules {
    /** The next description template and the index change it carries, if any. */
    record Plan(TableDescription next, GsiUpdateRules.Change indexChange) {
    }

    private UpdateTableRules() {
    }

    static Plan plan(TableDescription current, UpdateTableRequest request, Instant now) {
        boolean indexUpdates = !request.globalSecondaryIndexUpdates().isEmpty();
        if (request.provisionedThroughput() == null && request.onDemandThroughput() == null && !indexUpdates
                && request.billingModeAsString() == null && request.streamSpecification() == null
                && request.deletionProtectionEnabled() == null && request.tableClassAsString() == null
                && request.sseSpecification() == null) {
            throw TableErrors.nothingToUpdate();
        }
        BillingMode currentMode = billingMode(current);
        BillingMode mode = request.billingModeAsString() == null ? currentMode
                : ThroughputRules.billingMode(request.billingModeAsString());
        GsiUpdateRules.Change change = indexUpdates ? GsiUpdateRules.validate(current, request, mode) : null;
        ProvisionedThroughput throughput = request.provisionedThroughput();
        if (mode == BillingMode.PROVISIONED && (throughput != null || currentMode == BillingMode.PAY_PER_REQUEST)) {
            ThroughputRules.checkTable(mode, throughput);
            ProvisionedThroughputDescription old = current.provisionedThroughput();
            if (currentMode == BillingMode.PROVISIONED && old.readCapacityUnits().equals(throughput.readCapacityUnits())
                    && old.writeCapacityUnits().equals(throughput.writeCapacityUnits())) {
                throw TableErrors.throughputUnchanged(old.readCapacityUnits(), old.writeCapacityUnits());
            }
        } else if (mode == BillingMode.PAY_PER_REQUEST) {
            ThroughputRules.checkTable(mode, throughput);
        }
        if (throughput != null && request.streamSpecification() != null) {
            throw TableErrors.throughputAndStreamTogether();
        }
        StreamRules.check(request.streamSpecification(), current.streamSpecification(), false);
        String tableClass = request.tableClassAsString();
        if (tableClass != null && !tableClass.equals("STANDARD") && !tableClass.equals("STANDARD_INFREQUENT_ACCESS")) {
            throw TableErrors.tableClassInvalid(tableClass);
        }
        return new Plan(apply(current, request, currentMode, mode, change, now), change);
    }

    static BillingMode billingMode(TableDescription table) {
        BillingModeSummary summary = table.billingModeSummary();
        return summary == null ? BillingMode.PROVISIONED : summary.billingMode();
    }

    private static TableDescription apply(TableDescription current, UpdateTableRequest request,
                                          BillingMode currentMode, BillingMode mode, GsiUpdateRules.Change change,
                                          Instant now) {
        TableDescription.Builder next = current.toBuilder();
        List<GlobalSecondaryIndexDescription> gsis = new ArrayList<>(current.globalSecondaryIndexes());
        if (change != null) {
            applyIndexChange(current, change, next, gsis);
        }
        ProvisionedThroughput throughput = request.provisionedThroughput();
        if (mode == BillingMode.PAY_PER_REQUEST && currentMode == BillingMode.PROVISIONED) {
            next.provisionedThroughput(current.provisionedThroughput().toBuilder()
                    .readCapacityUnits(0L).writeCapacityUnits(0L).build());
            next.billingModeSummary(BillingModeSummary.builder().billingMode(BillingMode.PAY_PER_REQUEST)
                    .lastUpdateToPayPerRequestDateTime(now).build());
            gsis.replaceAll(g -> g.toBuilder().provisionedThroughput(TableDescriptions.throughput(0, 0)).build());
        } else if (mode == BillingMode.PROVISIONED && throughput != null) {
            next.provisionedThroughput(changed(current.provisionedThroughput(), throughput, now));
            if (currentMode == BillingMode.PAY_PER_REQUEST) {
                next.billingModeSummary(current.billingModeSummary().toBuilder()
                        .billingMode(BillingMode.PROVISIONED).build());
                gsis.replaceAll(g -> g.toBuilder().provisionedThroughput(TableDescriptions.throughput(
                        throughput.readCapacityUnits(), throughput.writeCapacityUnits())).build());
            }
        }
        next.globalSecondaryIndexes(gsis.isEmpty() ? null : gsis);
        if (request.streamSpecification() != null) {
            if (request.streamSpecification().streamEnabled()) {
                TableDescriptions.withStream(next, request.streamSpecification(), now, current.tableArn(),
                        current.latestStreamLabel());
            } else {
                next.streamSpecification((StreamSpecification) null);
            }
        }
        if (request.deletionProtectionEnabled() != null) {
            next.deletionProtectionEnabled(request.deletionProtectionEnabled());
        }
        if (request.tableClassAsString() != null) {
            next.tableClassSummary(TableClassSummary.builder().tableClass(request.tableClassAsString())
                    .lastUpdateDateTime(now).build());
        }
        if (request.onDemandThroughput() != null) {
            next.onDemandThroughput(request.onDemandThroughput());
        }
        if (request.sseSpecification() != null) {
            next.sseDescription(SseDescriptions.of(request.sseSpecification(), current.tableArn()));
        }
        return next.build();
    }

    private static void applyIndexChange(TableDescription current, GsiUpdateRules.Change change,
                                         TableDescription.Builder next, List<GlobalSecondaryIndexDescription> gsis) {
        for (UpdateGlobalSecondaryIndexAction action : change.updated()) {
            gsis.replaceAll(g -> !g.indexName().equals(action.indexName()) ? g : updated(g, action));
        }
        if (change.created() != null) {
            IndexSpec created = change.created();
            gsis.add(TableDescriptions.globalIndex(created, current.tableArn()));
            List<AttributeDefinition> definitions = new ArrayList<>(current.attributeDefinitions());
            Set<String> defined = new LinkedHashSet<>();
            definitions.forEach(d -> defined.add(d.attributeName()));
            for (String name : created.key().all()) {
                if (defined.add(name)) {
                    definitions.add(AttributeDefinition.builder().attributeName(name)
                            .attributeType(change.createdTypes().get(name).name()).build());
                }
            }
            next.attributeDefinitions(definitions);
        }
        if (change.deleted() != null) {
            gsis.removeIf(g -> g.indexName().equals(change.deleted()));
            Set<String> used = new LinkedHashSet<>();
            current.keySchema().forEach(e -> used.add(e.attributeName()));
            for (LocalSecondaryIndexDescription lsi : current.localSecondaryIndexes()) {
                lsi.keySchema().forEach(e -> used.add(e.attributeName()));
            }
            for (GlobalSecondaryIndexDescription gsi : gsis) {
                gsi.keySchema().stream().map(KeySchemaElement::attributeName).forEach(used::add);
            }
            List<AttributeDefinition> kept = new ArrayList<>(current.attributeDefinitions());
            kept.removeIf(d -> !used.contains(d.attributeName()));
            next.attributeDefinitions(kept);
        }
    }

    private static GlobalSecondaryIndexDescription updated(GlobalSecondaryIndexDescription gsi,
                                                           UpdateGlobalSecondaryIndexAction action) {
        GlobalSecondaryIndexDescription.Builder builder = gsi.toBuilder();
        if (action.provisionedThroughput() != null) {
            builder.provisionedThroughput(TableDescriptions.throughput(
                    action.provisionedThroughput().readCapacityUnits(),
                    action.provisionedThroughput().writeCapacityUnits()));
        }
        if (action.onDemandThroughput() != null) {
            builder.onDemandThroughput(action.onDemandThroughput());
        }
        return builder.build();
    }

    /** New capacities, recording when they last went up or down, as the service does. */
    private static ProvisionedThroughputDescription changed(ProvisionedThroughputDescription old,
                                                            ProvisionedThroughput requested, Instant now) {
        long read = requested.readCapacityUnits();
        long write = requested.writeCapacityUnits();
        ProvisionedThroughputDescription.Builder builder = old.toBuilder()
                .readCapacityUnits(read).writeCapacityUnits(write);
        if (read > old.readCapacityUnits() || write > old.writeCapacityUnits()) {
            builder.lastIncreaseDateTime(now);
        }
        if ((read < old.readCapacityUnits() || write < old.writeCapacityUnits()) && old.readCapacityUnits() > 0) {
            builder.lastDecreaseDateTime(now).numberOfDecreasesToday(old.numberOfDecreasesToday() + 1);
        }
        return builder.build();
    }
}
