package dev.dynamofixtures.core.internal.dataset;

import dev.dynamofixtures.core.dataset.DatasetTable;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughput;

/**
 * NoSQL Workbench data models (the JSON it exports): {@code ModelName}, {@code ModelMetadata} and a
 * {@code DataModel} list of tables, each with {@code TableName}, {@code KeyAttributes} ({@code PartitionKey} and an
 * optional {@code SortKey}, each {@code {AttributeName, AttributeType}}), {@code GlobalSecondaryIndexes} (each with
 * {@code IndexName}, {@code KeyAttributes} and {@code Projection}), {@code BillingMode} (PAY_PER_REQUEST when absent,
 * as in models from before Workbench wrote it) with {@code ProvisionedCapacitySettings.ProvisionedThroughput} for
 * PROVISIONED, and sample items in DynamoDB JSON under {@code TableData} and, in models of Workbench 1.x, under each
 * of {@code TableFacets}' {@code TableData} (an item found in both is read once). {@code NonKeyAttributes},
 * {@code DataAccess}, {@code SampleDataFormats} and facets' other fields describe the model's views and are ignored.
 *
 * <p>The exported models we found write one key attribute per {@code PartitionKey} and {@code SortKey}; for
 * multi-attribute GSI keys, either may also be a list of {@code {AttributeName, AttributeType}} objects (up to four
 * each, in order). No evidence shows how Workbench itself writes such keys.
 */
public final class WorkbenchFormat {
    private static final Set<String> MODEL_FIELDS = TemplateValues.names("ModelName", "ModelMetadata", "DataModel");
    private static final Set<String> TABLE_FIELDS = TemplateValues.names("TableName", "KeyAttributes",
            "GlobalSecondaryIndexes", "TableData", "TableFacets", "BillingMode", "ProvisionedCapacitySettings");
    private static final Set<String> TABLE_IGNORED = TemplateValues.names("NonKeyAttributes", "DataAccess",
            "SampleDataFormats");

    private WorkbenchFormat() {
    }

    /** True for a NoSQL Workbench model: an object with {@code DataModel}. */
    public static boolean recognises(Node root) {
        return root instanceof Node.MapNode map && map.get("DataModel") != null;
    }

    /** The model's tables and items, added to {@code draft}; problems to {@code problems}. */
    public static void read(Node root, Draft draft, Problems problems) {
        TemplateValues model = new TemplateValues("NoSQL Workbench model", problems);
        Node.MapNode map = (Node.MapNode) root;
        model.checkFields(map, "the top level", MODEL_FIELDS, Set.of());
        Node.SeqNode tables = model.list(map.get("DataModel"), "DataModel");
        if (tables == null) {
            return;
        }
        for (Node node : tables.items()) {
            Node.MapNode table = model.map(node, "each table of DataModel");
            if (table != null) {
                readTable(table, draft, problems);
            }
        }
    }

    private static void readTable(Node.MapNode table, Draft draft, Problems problems) {
        Node nameNode = table.get("TableName");
        String label = nameNode instanceof Node.Scalar scalar ? "table " + scalar.text() : "table";
        TemplateValues values = new TemplateValues("NoSQL Workbench " + label, problems);
        int before = values.problemCount();
        values.checkFields(table, "the table", TABLE_FIELDS, TABLE_IGNORED);
        Node nameField = values.required(table, null, "TableName", "");
        String name = nameField == null ? null : values.string(nameField, "TableName");
        Map<String, String> types = new LinkedHashMap<>();
        CreateTableRequest.Builder request = CreateTableRequest.builder().tableName(name);
        Node keyNode = values.required(table, null, "KeyAttributes", ": { PartitionKey: { AttributeName, "
                + "AttributeType }, SortKey: {...} }");
        if (keyNode != null) {
            request.keySchema(keySchema(keyNode, "KeyAttributes", types, values));
        }
        String billing = "PAY_PER_REQUEST";
        Node billingNode = table.get("BillingMode");
        if (billingNode != null) {
            billing = values.oneOf(billingNode, "BillingMode", List.of("PAY_PER_REQUEST", "PROVISIONED"));
        }
        request.billingMode(billing);
        ProvisionedThroughput throughput = "PROVISIONED".equals(billing) ? throughput(table, values) : null;
        request.provisionedThroughput(throughput);
        Node gsis = table.get("GlobalSecondaryIndexes");
        if (gsis != null) {
            request.globalSecondaryIndexes(indexes(gsis, throughput, types, values));
        }
        List<AttributeDefinition> definitions = new ArrayList<>();
        types.forEach((attribute, type) -> definitions.add(AttributeDefinition.builder().attributeName(attribute)
                .attributeType(type).build()));
        request.attributeDefinitions(definitions);
        List<ItemEntry> items = items(table, problems, values);
        if (values.problemCount() > before) {
            return;
        }
        Position position = nameField.position();
        draft.table(new DatasetTable(name, request.build(), Optional.empty(), position.toString()), position);
        if (!items.isEmpty()) {
            draft.items(name, position, items);
        }
    }

    private static ProvisionedThroughput throughput(Node.MapNode table, TemplateValues values) {
        Position billingMode = table.entry("BillingMode").keyPosition();
        Node settingsNode = values.required(table, billingMode, null, "ProvisionedCapacitySettings", ", which a "
                + "PROVISIONED table needs: { ProvisionedThroughput: { ReadCapacityUnits, WriteCapacityUnits } }, or "
                + "set BillingMode to PAY_PER_REQUEST");
        Node.MapNode settings = settingsNode == null ? null : values.map(settingsNode, "ProvisionedCapacitySettings");
        if (settings == null) {
            return null;
        }
        Node throughputNode = values.required(settings, "ProvisionedCapacitySettings", "ProvisionedThroughput",
                ": { ReadCapacityUnits, WriteCapacityUnits }");
        return throughputNode == null ? null : new TemplateCapacity(values).throughput(throughputNode,
                "ProvisionedCapacitySettings.ProvisionedThroughput");
    }

    private static List<GlobalSecondaryIndex> indexes(Node node, ProvisionedThroughput throughput,
                                                      Map<String, String> types, TemplateValues values) {
        List<GlobalSecondaryIndex> indexes = new ArrayList<>();
        Node.SeqNode list = values.list(node, "GlobalSecondaryIndexes");
        if (list == null) {
            return indexes;
        }
        for (int i = 0; i < list.items().size(); i++) {
            String path = "GlobalSecondaryIndexes[" + i + "]";
            Node.MapNode index = values.map(list.items().get(i), path);
            if (index == null) {
                continue;
            }
            values.checkFields(index, path, TemplateValues.names("IndexName", "KeyAttributes", "Projection"),
                    Set.of());
            GlobalSecondaryIndex.Builder gsi = GlobalSecondaryIndex.builder().provisionedThroughput(throughput);
            Node name = values.required(index, path, "IndexName", "");
            gsi.indexName(name == null ? null : values.string(name, path + ".IndexName"));
            Node key = values.required(index, path, "KeyAttributes", ": { PartitionKey: {...}, SortKey: {...} }");
            if (key != null) {
                gsi.keySchema(keySchema(key, path + ".KeyAttributes", types, values));
            }
            gsi.projection(projection(index.get("Projection"), path + ".Projection", values));
            indexes.add(gsi.build());
        }
        return indexes;
    }

    private static Projection projection(Node node, String path, TemplateValues values) {
        if (node == null) {
            return Projection.builder().projectionType("ALL").build();
        }
        Node.MapNode projection = values.map(node, path);
        if (projection == null) {
            return null;
        }
        values.checkFields(projection, path, TemplateValues.names("ProjectionType", "NonKeyAttributes"), Set.of());
        Projection.Builder builder = Projection.builder();
        Node type = projection.get("ProjectionType");
        builder.projectionType(type == null ? "ALL"
                : values.oneOf(type, path + ".ProjectionType", List.of("ALL", "KEYS_ONLY", "INCLUDE")));
        Node nonKey = projection.get("NonKeyAttributes");
        if (nonKey != null) {
            builder.nonKeyAttributes(values.strings(nonKey, path + ".NonKeyAttributes"));
        }
        return builder.build();
    }

    /** The key schema of a KeyAttributes object; each attribute's type is recorded in {@code types}. */
    private static List<KeySchemaElement> keySchema(Node node, String path, Map<String, String> types,
                                                    TemplateValues values) {
        List<KeySchemaElement> elements = new ArrayList<>();
        Node.MapNode key = values.map(node, path);
        if (key == null) {
            return elements;
        }
        values.checkFields(key, path, TemplateValues.names("PartitionKey", "SortKey"), Set.of());
        Node partition = values.required(key, path, "PartitionKey", ": { AttributeName, AttributeType }");
        if (partition != null) {
            keyAttributes(partition, path + ".PartitionKey", "HASH", elements, types, values);
        }
        Node sort = key.get("SortKey");
        if (sort != null) {
            keyAttributes(sort, path + ".SortKey", "RANGE", elements, types, values);
        }
        return elements;
    }

    private static void keyAttributes(Node node, String path, String keyType, List<KeySchemaElement> elements,
                                      Map<String, String> types, TemplateValues values) {
        List<Node> attributes = node instanceof Node.SeqNode list ? list.items() : List.of(node);
        for (int i = 0; i < attributes.size(); i++) {
            String attributePath = node instanceof Node.SeqNode ? path + "[" + i + "]" : path;
            Node.MapNode attribute = values.map(attributes.get(i), attributePath);
            if (attribute == null) {
                continue;
            }
            values.checkFields(attribute, attributePath, TemplateValues.names("AttributeName", "AttributeType"),
                    Set.of());
            Node nameNode = values.required(attribute, attributePath, "AttributeName", "");
            Node typeNode = values.required(attribute, attributePath, "AttributeType", ": S, N or B");
            String name = nameNode == null ? null : values.string(nameNode, attributePath + ".AttributeName");
            String type = typeNode == null ? null
                    : values.oneOf(typeNode, attributePath + ".AttributeType", List.of("S", "N", "B"));
            if (name == null || type == null) {
                continue;
            }
            String declared = types.putIfAbsent(name, type);
            if (declared != null && !declared.equals(type)) {
                values.problem(typeNode.position(), attributePath + " declares " + name + " of type " + type
                        + ", but the table's key or another index declares it " + declared + "; an attribute has one "
                        + "type in a table's key schemas: make them agree");
            }
            elements.add(KeySchemaElement.builder().attributeName(name).keyType(keyType).build());
        }
    }

    /** The table's sample items: its TableData, then its facets' (an item equal to one read already is skipped). */
    private static List<ItemEntry> items(Node.MapNode table, Problems problems, TemplateValues values) {
        List<ItemEntry> items = new ArrayList<>();
        Set<Map<String, AttributeValue>> seen = new HashSet<>();
        addItems(table.get("TableData"), "TableData", items, seen, problems, values);
        Node facetsNode = table.get("TableFacets");
        Node.SeqNode facets = facetsNode == null ? null : values.list(facetsNode, "TableFacets");
        if (facets != null) {
            for (int i = 0; i < facets.items().size(); i++) {
                if (facets.items().get(i) instanceof Node.MapNode facet) {
                    addItems(facet.get("TableData"), "TableFacets[" + i + "].TableData", items, seen, problems,
                            values);
                }
            }
        }
        return items;
    }

    private static void addItems(Node node, String path, List<ItemEntry> items, Set<Map<String, AttributeValue>> seen,
                                 Problems problems, TemplateValues values) {
        if (node == null) {
            return;
        }
        Node.SeqNode list = values.list(node, path);
        if (list == null) {
            return;
        }
        for (Node itemNode : list.items()) {
            Map<String, AttributeValue> item = DynamoJsonFormat.item(itemNode, problems);
            if (item != null && seen.add(item)) {
                items.add(ItemEntry.fixed(itemNode.position(), item));
            }
        }
    }
}
