package dev.dynamofixtures.core.internal.dataset;

import dev.dynamofixtures.core.dataset.DatasetTable;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.ListTablesResponse;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughput;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputDescription;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.StreamSpecification;
import software.amazon.awssdk.services.dynamodb.model.TableClass;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveDescription;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveStatus;

/**
 * Exports tables of any DynamoDB (this library's engine, DynamoDB Local, the real service) as dataset content,
 * through the client only: DescribeTable becomes the CreateTable request that recreates the table, with what a
 * dataset says of a table and no more (keys, indexes with multi-attribute keys and projections, billing mode and
 * capacity, stream, table class, deletion protection); DescribeTimeToLive gives the time-to-live attribute; a
 * consistent, paged Scan gives the items (key attributes first, then the others by name). The request is built in
 * the dataset format's own canonical form (attribute definitions in order of first use, defaults left out), so
 * that writing the export as YAML and reading it back gives an equal request.
 */
public final class Exporter {
    private Exporter() {
    }

    /** The tables named (every table ListTables returns, when none is) with all their items, validated. */
    public static DatasetContent export(DynamoDbClient client, List<String> tables) {
        List<String> names = tables.isEmpty() ? allTables(client) : tables;
        Draft draft = new Draft();
        for (String name : names) {
            Position at = Position.of("<export of " + name + ">");
            TableDescription description = client.describeTable(b -> b.tableName(name)).table();
            draft.table(new DatasetTable(name, createTableRequest(description), timeToLive(client, name),
                    at.toString()), at);
            List<ItemEntry> items = new ArrayList<>();
            for (Map<String, AttributeValue> item : scan(client, name)) {
                items.add(ItemEntry.fixed(at, keyFirst(item, description.keySchema())));
            }
            if (!items.isEmpty()) {
                draft.items(name, at, items);
            }
        }
        return DatasetValidator.validate(draft, Instant.now());
    }

    private static List<String> allTables(DynamoDbClient client) {
        List<String> names = new ArrayList<>();
        String start = null;
        do {
            String from = start;
            ListTablesResponse page = client.listTables(b -> b.exclusiveStartTableName(from));
            names.addAll(page.tableNames());
            start = page.lastEvaluatedTableName();
        } while (start != null);
        return names;
    }

    private static List<Map<String, AttributeValue>> scan(DynamoDbClient client, String table) {
        List<Map<String, AttributeValue>> items = new ArrayList<>();
        Map<String, AttributeValue> start = null;
        do {
            Map<String, AttributeValue> from = start;
            ScanResponse page = client.scan(b -> b.tableName(table).consistentRead(true).exclusiveStartKey(from));
            items.addAll(page.items());
            start = page.hasLastEvaluatedKey() && !page.lastEvaluatedKey().isEmpty() ? page.lastEvaluatedKey() : null;
        } while (start != null);
        return items;
    }

    /**
     * The item with the table's key attributes first and the others by name: DynamoDB returns attributes in no
     * particular order, and an export should read the same from every backend and diff well.
     */
    private static Map<String, AttributeValue> keyFirst(Map<String, AttributeValue> item,
                                                        List<KeySchemaElement> key) {
        Map<String, AttributeValue> ordered = new LinkedHashMap<>();
        for (KeySchemaElement element : key) {
            AttributeValue value = item.get(element.attributeName());
            if (value != null) {
                ordered.put(element.attributeName(), value);
            }
        }
        new TreeMap<>(item).forEach(ordered::putIfAbsent);
        return ordered;
    }

    private static Optional<String> timeToLive(DynamoDbClient client, String table) {
        TimeToLiveDescription ttl = client.describeTimeToLive(b -> b.tableName(table)).timeToLiveDescription();
        if (ttl == null || ttl.attributeName() == null) {
            return Optional.empty();
        }
        TimeToLiveStatus status = ttl.timeToLiveStatus();
        return status == TimeToLiveStatus.ENABLED || status == TimeToLiveStatus.ENABLING
                ? Optional.of(ttl.attributeName()) : Optional.empty();
    }

    /** The CreateTable request that recreates the described table, as a dataset would define it. */
    static CreateTableRequest createTableRequest(TableDescription table) {
        boolean provisioned = isProvisioned(table);
        CreateTableRequest.Builder request = CreateTableRequest.builder()
                .tableName(table.tableName())
                .keySchema(keySchema(table.keySchema()))
                .attributeDefinitions(attributeDefinitions(table))
                .billingMode(provisioned ? BillingMode.PROVISIONED : BillingMode.PAY_PER_REQUEST);
        if (provisioned) {
            request.provisionedThroughput(capacity(table.provisionedThroughput()));
        }
        if (table.hasGlobalSecondaryIndexes() && !table.globalSecondaryIndexes().isEmpty()) {
            List<GlobalSecondaryIndex> indexes = new ArrayList<>();
            for (GlobalSecondaryIndexDescription index : table.globalSecondaryIndexes()) {
                GlobalSecondaryIndex.Builder gsi = GlobalSecondaryIndex.builder().indexName(index.indexName())
                        .keySchema(keySchema(index.keySchema())).projection(projection(index.projection()));
                if (provisioned) {
                    gsi.provisionedThroughput(index.provisionedThroughput() == null
                            ? capacity(table.provisionedThroughput()) : capacity(index.provisionedThroughput()));
                }
                indexes.add(gsi.build());
            }
            request.globalSecondaryIndexes(indexes);
        }
        if (table.hasLocalSecondaryIndexes() && !table.localSecondaryIndexes().isEmpty()) {
            List<LocalSecondaryIndex> indexes = new ArrayList<>();
            for (LocalSecondaryIndexDescription index : table.localSecondaryIndexes()) {
                indexes.add(LocalSecondaryIndex.builder().indexName(index.indexName())
                        .keySchema(keySchema(index.keySchema())).projection(projection(index.projection())).build());
            }
            request.localSecondaryIndexes(indexes);
        }
        StreamSpecification stream = table.streamSpecification();
        if (stream != null && Boolean.TRUE.equals(stream.streamEnabled())) {
            request.streamSpecification(StreamSpecification.builder().streamEnabled(true)
                    .streamViewType(stream.streamViewTypeAsString()).build());
        }
        if (table.tableClassSummary() != null && table.tableClassSummary().tableClass() != null
                && table.tableClassSummary().tableClass() != TableClass.STANDARD) {
            request.tableClass(table.tableClassSummary().tableClassAsString());
        }
        if (Boolean.TRUE.equals(table.deletionProtectionEnabled())) {
            request.deletionProtectionEnabled(true);
        }
        return request.build();
    }

    /**
     * Provisioned when the billing mode summary says so; DynamoDB Local leaves the summary out for provisioned
     * tables, so without one a table with capacity is provisioned.
     */
    private static boolean isProvisioned(TableDescription table) {
        if (table.billingModeSummary() != null && table.billingModeSummary().billingMode() != null) {
            return table.billingModeSummary().billingMode() == BillingMode.PROVISIONED;
        }
        ProvisionedThroughputDescription capacity = table.provisionedThroughput();
        return capacity != null && (positive(capacity.readCapacityUnits()) || positive(capacity.writeCapacityUnits()));
    }

    private static boolean positive(Long units) {
        return units != null && units > 0;
    }

    private static ProvisionedThroughput capacity(ProvisionedThroughputDescription description) {
        return ProvisionedThroughput.builder().readCapacityUnits(description.readCapacityUnits())
                .writeCapacityUnits(description.writeCapacityUnits()).build();
    }

    private static List<KeySchemaElement> keySchema(List<KeySchemaElement> described) {
        List<KeySchemaElement> elements = new ArrayList<>();
        for (KeySchemaElement element : described) {
            elements.add(KeySchemaElement.builder().attributeName(element.attributeName())
                    .keyType(element.keyTypeAsString()).build());
        }
        return elements;
    }

    private static Projection projection(Projection described) {
        if (described == null || described.projectionType() == null) {
            return Projection.builder().projectionType(ProjectionType.ALL).build();
        }
        Projection.Builder projection = Projection.builder().projectionType(described.projectionTypeAsString());
        if (described.projectionType() == ProjectionType.INCLUDE && described.hasNonKeyAttributes()) {
            projection.nonKeyAttributes(described.nonKeyAttributes());
        }
        return projection.build();
    }

    /** The definitions of the key attributes, in order of first use: table key, then GSIs, then LSIs. */
    private static List<AttributeDefinition> attributeDefinitions(TableDescription table) {
        Set<String> used = new LinkedHashSet<>();
        table.keySchema().forEach(e -> used.add(e.attributeName()));
        table.globalSecondaryIndexes().forEach(i -> i.keySchema().forEach(e -> used.add(e.attributeName())));
        table.localSecondaryIndexes().forEach(i -> i.keySchema().forEach(e -> used.add(e.attributeName())));
        List<AttributeDefinition> definitions = new ArrayList<>();
        for (String name : used) {
            for (AttributeDefinition definition : table.attributeDefinitions()) {
                if (definition.attributeName().equals(name)) {
                    definitions.add(AttributeDefinition.builder().attributeName(name)
                            .attributeType(definition.attributeTypeAsString()).build());
                    break;
                }
            }
        }
        return definitions;
    }
}
