package dev.dynamofixtures.core.internal.schema;

import dev.dynamofixtures.core.internal.storage.IndexData;
import dev.dynamofixtures.core.internal.storage.Table;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.BillingModeSummary;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.IndexStatus;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughput;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputDescription;
import software.amazon.awssdk.services.dynamodb.model.StreamSpecification;
import software.amazon.awssdk.services.dynamodb.model.TableClassSummary;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;

/**
 * Builds table descriptions: the template a new table keeps (everything declared, no counters) and the
 * described form (template plus real-time item counts and sizes for the table and each index).
 *
 * <p>Shape (DynamoDB Local 3.3.1 where it agrees with the service): tables and indexes are ACTIVE at once;
 * ProvisionedThroughput is 0/0 for PAY_PER_REQUEST; BillingModeSummary appears once a table has been
 * PAY_PER_REQUEST; GSIs of on-demand tables report ProvisionedThroughput 0/0 as the service does (Local omits
 * it); LastIncrease/LastDecreaseDateTime appear only after a change, as in the service (Local shows epoch 0).
 */
final class TableDescriptions {
    /** Built on first use: a formatter costs milliseconds of class loading, and most tables have no stream. */
    private static final class StreamLabel {
        static final DateTimeFormatter FORMAT =
                DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSS").withZone(ZoneOffset.UTC);
    }

    private TableDescriptions() {
    }

    static TableDescription newTable(TableSpec spec, Instant now, String tableArn, String tableId) {
        List<AttributeDefinition> definitions = new ArrayList<>();
        spec.definitions().forEach((name, type) -> definitions.add(
                AttributeDefinition.builder().attributeName(name).attributeType(type.name()).build()));
        ProvisionedThroughput throughput = spec.throughput();
        TableDescription.Builder builder = TableDescription.builder()
                .attributeDefinitions(definitions)
                .tableName(spec.name())
                .keySchema(elements(spec.key()))
                .tableStatus(TableStatus.ACTIVE)
                .creationDateTime(now)
                .provisionedThroughput(throughput == null ? throughput(0, 0)
                        : throughput(throughput.readCapacityUnits(), throughput.writeCapacityUnits()))
                .tableArn(tableArn)
                .tableId(tableId)
                .deletionProtectionEnabled(spec.deletionProtection());
        if (spec.billingMode() == BillingMode.PAY_PER_REQUEST) {
            builder.billingModeSummary(BillingModeSummary.builder().billingMode(BillingMode.PAY_PER_REQUEST)
                    .lastUpdateToPayPerRequestDateTime(now).build());
        }
        if (!spec.localIndexes().isEmpty()) {
            List<LocalSecondaryIndexDescription> lsis = new ArrayList<>();
            for (IndexSpec lsi : spec.localIndexes()) {
                lsis.add(LocalSecondaryIndexDescription.builder().indexName(lsi.name())
                        .keySchema(elements(lsi.key())).projection(lsi.projection().echo())
                        .indexArn(tableArn + "/index/" + lsi.name()).build());
            }
            builder.localSecondaryIndexes(lsis);
        }
        if (!spec.globalIndexes().isEmpty()) {
            List<GlobalSecondaryIndexDescription> gsis = new ArrayList<>();
            spec.globalIndexes().forEach(gsi -> gsis.add(globalIndex(gsi, tableArn)));
            builder.globalSecondaryIndexes(gsis);
        }
        if (spec.stream() != null && spec.stream().streamEnabled()) {
            withStream(builder, spec.stream(), now, tableArn, null);
        }
        if (spec.tableClass() != null) {
            builder.tableClassSummary(TableClassSummary.builder().tableClass(spec.tableClass()).build());
        }
        if (spec.onDemand() != null) {
            builder.onDemandThroughput(spec.onDemand());
        }
        builder.sseDescription(SseDescriptions.of(spec.sse(), tableArn));
        return builder.build();
    }

    /**
     * A new table's {@code TableId}, which the service gives every table (DynamoDB Local gives none): shaped
     * like the service's random version-4 UUIDs, but derived from the table's name and the engine clock's
     * instant of creation, so that a test on a fixed clock sees the same id on every run. A table created again
     * under the same name at a later instant gets a new id.
     */
    static String tableId(String name, Instant created) {
        long hash = 0xcbf29ce484222325L; // 64-bit FNV-1a over the name's characters, then the instant
        for (int i = 0; i < name.length(); i++) {
            hash = (hash ^ name.charAt(i)) * 0x100000001b3L;
        }
        hash = (hash ^ created.getEpochSecond()) * 0x100000001b3L;
        hash = (hash ^ created.getNano()) * 0x100000001b3L;
        long high = (mix(hash) & ~0xF000L) | 0x4000L; // version 4, as the service's
        long low = (mix(hash + 0x9E3779B97F4A7C15L) & 0x3FFF_FFFF_FFFF_FFFFL) | 0x8000_0000_0000_0000L; // IETF variant
        return new UUID(high, low).toString();
    }

    /** SplitMix64's finaliser: spreads every input bit over the whole output. */
    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }

    /** A GSI as the template keeps it: ACTIVE, with its throughput (0/0 when the table is on demand). */
    static GlobalSecondaryIndexDescription globalIndex(IndexSpec gsi, String tableArn) {
        ProvisionedThroughput throughput = gsi.throughput();
        GlobalSecondaryIndexDescription.Builder builder = GlobalSecondaryIndexDescription.builder()
                .indexName(gsi.name())
                .keySchema(elements(gsi.key()))
                .projection(gsi.projection().echo())
                .indexStatus(IndexStatus.ACTIVE)
                .provisionedThroughput(throughput == null ? throughput(0, 0)
                        : throughput(throughput.readCapacityUnits(), throughput.writeCapacityUnits()))
                .indexArn(tableArn + "/index/" + gsi.name());
        if (gsi.onDemand() != null) {
            builder.onDemandThroughput(gsi.onDemand());
        }
        return builder.build();
    }

    /**
     * Turns a stream on in a description: its specification, and a new label and ARN from {@code now}, or a
     * millisecond past {@code previousLabel} (the table's last stream's, null for none) when {@code now} is not later
     * at the label's precision. A stream re-enabled within the millisecond of the last one's label would otherwise
     * take its ARN, and readers that know the old stream by its ARN would take the new one for it.
     */
    static void withStream(TableDescription.Builder builder, StreamSpecification stream, Instant now,
                           String tableArn, String previousLabel) {
        Instant at = now.truncatedTo(ChronoUnit.MILLIS);
        if (previousLabel != null) {
            Instant previous = Instant.from(StreamLabel.FORMAT.parse(previousLabel)); // the label as it was written
            if (!at.isAfter(previous)) {
                at = previous.plusMillis(1);
            }
        }
        String label = StreamLabel.FORMAT.format(at);
        builder.streamSpecification(StreamSpecification.builder().streamEnabled(true)
                        .streamViewType(stream.streamViewTypeAsString()).build())
                .latestStreamLabel(label)
                .latestStreamArn(tableArn + "/stream/" + label);
    }

    static ProvisionedThroughputDescription throughput(long read, long write) {
        return ProvisionedThroughputDescription.builder().numberOfDecreasesToday(0L)
                .readCapacityUnits(read).writeCapacityUnits(write).build();
    }

    static List<KeySchemaElement> elements(KeySchemaRules.KeyNames key) {
        List<KeySchemaElement> elements = new ArrayList<>();
        key.hash().forEach(n -> elements.add(KeySchemaElement.builder().attributeName(n).keyType(KeyType.HASH)
                .build()));
        key.range().forEach(n -> elements.add(KeySchemaElement.builder().attributeName(n).keyType(KeyType.RANGE)
                .build()));
        return elements;
    }

    /**
     * The table's description with real-time item counts and sizes for the table and every index: a function of the
     * immutable table value alone, so built once per value and kept in it.
     */
    static TableDescription describe(Table table) {
        TableDescription remembered = table.rememberedDescription();
        return remembered != null ? remembered : table.rememberDescription(build(table));
    }

    private static TableDescription build(Table table) {
        TableDescription template = table.definition().description();
        TableDescription.Builder builder = template.toBuilder()
                .itemCount(table.itemCount())
                .tableSizeBytes(table.sizeBytes());
        if (template.hasLocalSecondaryIndexes()) {
            List<LocalSecondaryIndexDescription> lsis = new ArrayList<>();
            for (LocalSecondaryIndexDescription lsi : template.localSecondaryIndexes()) {
                IndexData data = table.secondary(lsi.indexName());
                lsis.add(lsi.toBuilder().itemCount((long) data.itemCount()).indexSizeBytes(data.sizeBytes()).build());
            }
            builder.localSecondaryIndexes(lsis);
        }
        if (template.hasGlobalSecondaryIndexes()) {
            List<GlobalSecondaryIndexDescription> gsis = new ArrayList<>();
            for (GlobalSecondaryIndexDescription gsi : template.globalSecondaryIndexes()) {
                IndexData data = table.secondary(gsi.indexName());
                gsis.add(gsi.toBuilder().itemCount((long) data.itemCount()).indexSizeBytes(data.sizeBytes()).build());
            }
            builder.globalSecondaryIndexes(gsis);
        }
        return builder.build();
    }
}
