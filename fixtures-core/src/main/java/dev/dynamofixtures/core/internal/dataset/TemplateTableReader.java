package dev.dynamofixtures.core.internal.dataset;

import dev.dynamofixtures.core.dataset.DatasetTable;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughput;
import software.amazon.awssdk.services.dynamodb.model.StreamSpecification;

/**
 * One table resource of a template as a {@link DatasetTable}: {@code AWS::DynamoDB::Table},
 * {@code AWS::DynamoDB::GlobalTable} (its table-level properties; of the replicas only the read capacity, which a
 * CreateTable request needs in provisioned mode) and SAM's {@code AWS::Serverless::SimpleTable}.
 *
 * <p>Translated: TableName (a literal string; absent or computed, the logical id), AttributeDefinitions, KeySchema,
 * GlobalSecondaryIndexes (multi-attribute KeySchema lists: up to four HASH then up to four RANGE elements, in
 * order), LocalSecondaryIndexes, Projection, BillingMode (CloudFormation's default, PROVISIONED, when absent),
 * ProvisionedThroughput (a GlobalTable's write capacity from WriteProvisionedThroughputSettings'
 * auto-scaling MinCapacity), StreamSpecification, TimeToLiveSpecification, TableClass, DeletionProtectionEnabled.
 * Accepted and ignored, having no effect on tests: ContributorInsightsSpecification, ImportSourceSpecification,
 * KinesisStreamSpecification, OnDemandThroughput, PointInTimeRecoverySpecification, ResourcePolicy,
 * SSESpecification, Tags, WarmThroughput and, on global tables, MultiRegionConsistency, GlobalTableWitnesses,
 * GlobalTableSourceArn, WriteOnDemandThroughputSettings, ReadOnDemandThroughputSettings. Anything else is a
 * problem naming the property, with the nearest supported name.
 */
final class TemplateTableReader {
    /** The resource types read as tables. */
    enum Kind {
        TABLE("AWS::DynamoDB::Table",
                TemplateValues.names("TableName", "AttributeDefinitions", "KeySchema", "GlobalSecondaryIndexes",
                        "LocalSecondaryIndexes", "BillingMode", "ProvisionedThroughput", "StreamSpecification",
                        "TimeToLiveSpecification", "TableClass", "DeletionProtectionEnabled"),
                TemplateValues.names("ContributorInsightsSpecification", "ImportSourceSpecification",
                        "KinesisStreamSpecification", "OnDemandThroughput", "PointInTimeRecoverySpecification",
                        "ResourcePolicy", "SSESpecification", "Tags", "WarmThroughput")),
        GLOBAL_TABLE("AWS::DynamoDB::GlobalTable",
                TemplateValues.names("TableName", "AttributeDefinitions", "KeySchema", "GlobalSecondaryIndexes",
                        "LocalSecondaryIndexes", "BillingMode", "WriteProvisionedThroughputSettings",
                        "ReadProvisionedThroughputSettings", "Replicas", "StreamSpecification",
                        "TimeToLiveSpecification"),
                TemplateValues.names("SSESpecification", "MultiRegionConsistency", "GlobalTableWitnesses",
                        "GlobalTableSourceArn", "WriteOnDemandThroughputSettings", "ReadOnDemandThroughputSettings",
                        "WarmThroughput")),
        SIMPLE_TABLE("AWS::Serverless::SimpleTable",
                TemplateValues.names("TableName", "PrimaryKey", "ProvisionedThroughput"),
                TemplateValues.names("SSESpecification", "Tags", "PointInTimeRecoverySpecification"));

        final String type;
        final Set<String> translated;
        final Set<String> ignored;

        Kind(String type, Set<String> translated, Set<String> ignored) {
            this.type = type;
            this.translated = translated;
            this.ignored = ignored;
        }

        static Kind of(String type) {
            for (Kind kind : values()) {
                if (kind.type.equals(type)) {
                    return kind;
                }
            }
            return null;
        }
    }

    private static final Set<String> GSI_FIELDS = TemplateValues.names("IndexName", "KeySchema", "Projection",
            "ProvisionedThroughput");
    private static final Set<String> GSI_IGNORED = TemplateValues.names("ContributorInsightsSpecification",
            "OnDemandThroughput", "WarmThroughput");
    private static final Set<String> GLOBAL_GSI_FIELDS = TemplateValues.names("IndexName", "KeySchema", "Projection",
            "WriteProvisionedThroughputSettings");
    private static final Set<String> GLOBAL_GSI_IGNORED = TemplateValues.names("WriteOnDemandThroughputSettings",
            "WarmThroughput");
    private static final List<String> SIMPLE_TYPES = List.of("String", "Number", "Binary");

    private final String logicalId;
    private final Kind kind;
    private final TemplateValues values;
    private final TemplateCapacity capacity;
    /** Where the resource's logical id stands: problems about a property it lacks are reported there. */
    private final Position position;

    private TemplateTableReader(String logicalId, Kind kind, Position position, Problems problems) {
        this.logicalId = logicalId;
        this.position = position;
        this.kind = kind;
        this.values = new TemplateValues(logicalId + " (" + kind.type + ")", problems);
        this.capacity = new TemplateCapacity(values);
    }

    /** The table that resource {@code logicalId} defines, or null after adding its problems. */
    static TemplateFormat.TemplateTable read(String logicalId, Kind kind, Node.MapNode resource, Position position,
                                             Problems problems) {
        TemplateTableReader reader = new TemplateTableReader(logicalId, kind, position, problems);
        int before = reader.values.problemCount();
        Node propertiesNode = resource.get("Properties");
        Node.MapNode properties = propertiesNode == null ? new Node.MapNode(position, null, List.of())
                : reader.values.map(propertiesNode, "Properties");
        if (properties == null) {
            return null;
        }
        reader.values.checkFields(properties, null, kind.translated, kind.ignored);
        CreateTableRequest.Builder request = CreateTableRequest.builder();
        String name = reader.tableName(properties.get("TableName"));
        request.tableName(name);
        Optional<String> ttl = Optional.empty();
        if (kind == Kind.SIMPLE_TABLE) {
            reader.simpleTable(properties, request);
        } else {
            reader.table(properties, request);
            ttl = reader.timeToLive(properties.get("TimeToLiveSpecification"));
        }
        if (reader.values.problemCount() > before) {
            return null;
        }
        DatasetTable table = new DatasetTable(name, request.build(), ttl, position.toString());
        return new TemplateFormat.TemplateTable(logicalId, table, position);
    }

    /** TableName when it is a literal string; the logical id when it is absent or computed at deploy time. */
    private String tableName(Node node) {
        if (node == null || TemplateValues.isIntrinsic(node)) {
            return logicalId;
        }
        String name = values.string(node, "TableName");
        return name == null ? logicalId : name;
    }

    private void table(Node.MapNode properties, CreateTableRequest.Builder request) {
        request.attributeDefinitions(attributeDefinitions(properties.get("AttributeDefinitions")));
        Node keySchema = values.required(properties, position, null, "KeySchema", ", which CloudFormation "
                + "requires: add KeySchema with the partition key (KeyType: HASH) and, optionally, the sort key "
                + "(KeyType: RANGE)");
        if (keySchema != null) {
            request.keySchema(keySchema(keySchema, "KeySchema"));
        }
        Node billingNode = properties.get("BillingMode");
        String billing = billingNode == null ? "PROVISIONED"
                : values.oneOf(billingNode, "BillingMode", List.of("PROVISIONED", "PAY_PER_REQUEST"));
        request.billingMode(billing);
        boolean provisioned = "PROVISIONED".equals(billing);
        ProvisionedThroughput throughput = kind == Kind.TABLE
                ? capacity.throughput(properties.get("ProvisionedThroughput"), "ProvisionedThroughput")
                : provisioned ? capacity.globalTable(properties, position) : null;
        if (provisioned && kind == Kind.TABLE && properties.get("ProvisionedThroughput") == null) {
            values.problem(position, "has no ProvisionedThroughput, so CloudFormation creates it "
                    + "PROVISIONED" + (billingNode == null ? " (the default BillingMode)" : "") + " and requires one: "
                    + "add ProvisionedThroughput { ReadCapacityUnits, WriteCapacityUnits }, or BillingMode: "
                    + "PAY_PER_REQUEST");
        }
        request.provisionedThroughput(throughput);
        Node gsis = properties.get("GlobalSecondaryIndexes");
        if (gsis != null) {
            request.globalSecondaryIndexes(globalIndexes(gsis, provisioned, throughput, properties));
        }
        Node lsis = properties.get("LocalSecondaryIndexes");
        if (lsis != null) {
            request.localSecondaryIndexes(localIndexes(lsis));
        }
        Node stream = properties.get("StreamSpecification");
        if (stream != null) {
            request.streamSpecification(stream(stream));
        }
        Node tableClass = properties.get("TableClass");
        if (tableClass != null) {
            request.tableClass(values.oneOf(tableClass, "TableClass", List.of("STANDARD",
                    "STANDARD_INFREQUENT_ACCESS")));
        }
        Node deletionProtection = properties.get("DeletionProtectionEnabled");
        if (deletionProtection != null) {
            request.deletionProtectionEnabled(values.bool(deletionProtection, "DeletionProtectionEnabled"));
        }
    }

    /** SAM's SimpleTable: a partition key only ({@code id} S by default); on demand unless throughput is given. */
    private void simpleTable(Node.MapNode properties, CreateTableRequest.Builder request) {
        String name = "id";
        String type = "S";
        Node primaryKeyNode = properties.get("PrimaryKey");
        if (primaryKeyNode != null) {
            Node.MapNode primaryKey = values.map(primaryKeyNode, "PrimaryKey");
            if (primaryKey != null) {
                values.checkFields(primaryKey, "PrimaryKey", TemplateValues.names("Name", "Type"), Set.of());
                Node nameNode = values.required(primaryKey, "PrimaryKey", "Name", ", which SAM requires with Type");
                Node typeNode = values.required(primaryKey, "PrimaryKey", "Type", ", which SAM requires: String, "
                        + "Number or Binary");
                name = nameNode == null ? null : values.string(nameNode, "PrimaryKey.Name");
                String samType = typeNode == null ? null : values.oneOf(typeNode, "PrimaryKey.Type", SIMPLE_TYPES);
                type = samType == null ? null : samType.substring(0, 1);
            }
        }
        request.attributeDefinitions(AttributeDefinition.builder().attributeName(name).attributeType(type).build());
        request.keySchema(KeySchemaElement.builder().attributeName(name).keyType("HASH").build());
        Node throughput = properties.get("ProvisionedThroughput");
        if (throughput == null) {
            request.billingMode("PAY_PER_REQUEST");
        } else {
            request.billingMode("PROVISIONED").provisionedThroughput(capacity.throughput(throughput,
                    "ProvisionedThroughput"));
        }
    }

    private List<AttributeDefinition> attributeDefinitions(Node node) {
        List<AttributeDefinition> definitions = new ArrayList<>();
        if (node == null) {
            return definitions;
        }
        Node.SeqNode list = values.list(node, "AttributeDefinitions");
        if (list == null) {
            return definitions;
        }
        for (int i = 0; i < list.items().size(); i++) {
            String path = "AttributeDefinitions[" + i + "]";
            Node.MapNode definition = values.map(list.items().get(i), path);
            if (definition == null) {
                continue;
            }
            values.checkFields(definition, path, TemplateValues.names("AttributeName", "AttributeType"), Set.of());
            Node name = values.required(definition, path, "AttributeName", "");
            Node type = values.required(definition, path, "AttributeType", ": S, N or B");
            if (name != null && type != null) {
                definitions.add(AttributeDefinition.builder()
                        .attributeName(values.string(name, path + ".AttributeName"))
                        .attributeType(values.oneOf(type, path + ".AttributeType", List.of("S", "N", "B"))).build());
            }
        }
        return definitions;
    }

    private List<KeySchemaElement> keySchema(Node node, String path) {
        List<KeySchemaElement> elements = new ArrayList<>();
        Node.SeqNode list = values.list(node, path);
        if (list == null) {
            return elements;
        }
        for (int i = 0; i < list.items().size(); i++) {
            String elementPath = path + "[" + i + "]";
            Node.MapNode element = values.map(list.items().get(i), elementPath);
            if (element == null) {
                continue;
            }
            values.checkFields(element, elementPath, TemplateValues.names("AttributeName", "KeyType"), Set.of());
            Node name = values.required(element, elementPath, "AttributeName", "");
            Node type = values.required(element, elementPath, "KeyType", ": HASH or RANGE");
            if (name != null && type != null) {
                elements.add(KeySchemaElement.builder()
                        .attributeName(values.string(name, elementPath + ".AttributeName"))
                        .keyType(values.oneOf(type, elementPath + ".KeyType", List.of("HASH", "RANGE"))).build());
            }
        }
        return elements;
    }

    private List<GlobalSecondaryIndex> globalIndexes(Node node, boolean provisioned, ProvisionedThroughput table,
                                                     Node.MapNode properties) {
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
            values.checkFields(index, path, kind == Kind.TABLE ? GSI_FIELDS : GLOBAL_GSI_FIELDS,
                    kind == Kind.TABLE ? GSI_IGNORED : GLOBAL_GSI_IGNORED);
            GlobalSecondaryIndex.Builder gsi = GlobalSecondaryIndex.builder();
            String name = indexName(index, path);
            gsi.indexName(name);
            Node keySchema = values.required(index, path, "KeySchema", ", which CloudFormation requires: 1 to 4 "
                    + "HASH elements, then up to 4 RANGE elements");
            if (keySchema != null) {
                gsi.keySchema(keySchema(keySchema, path + ".KeySchema"));
            }
            gsi.projection(projection(index, path));
            if (kind == Kind.TABLE) {
                Node throughput = index.get("ProvisionedThroughput");
                if (provisioned && throughput == null) {
                    values.problem(index.position(), path + " (" + name + ") has no ProvisionedThroughput, which "
                            + "CloudFormation requires of every GSI of a PROVISIONED table: add "
                            + "ProvisionedThroughput { ReadCapacityUnits, WriteCapacityUnits }, or BillingMode: "
                            + "PAY_PER_REQUEST to the table");
                }
                gsi.provisionedThroughput(capacity.throughput(throughput, path + ".ProvisionedThroughput"));
            } else if (provisioned && table != null) {
                gsi.provisionedThroughput(capacity.globalIndex(index, path, name, table, properties));
            }
            indexes.add(gsi.build());
        }
        return indexes;
    }

    private List<LocalSecondaryIndex> localIndexes(Node node) {
        List<LocalSecondaryIndex> indexes = new ArrayList<>();
        Node.SeqNode list = values.list(node, "LocalSecondaryIndexes");
        if (list == null) {
            return indexes;
        }
        for (int i = 0; i < list.items().size(); i++) {
            String path = "LocalSecondaryIndexes[" + i + "]";
            Node.MapNode index = values.map(list.items().get(i), path);
            if (index == null) {
                continue;
            }
            values.checkFields(index, path, TemplateValues.names("IndexName", "KeySchema", "Projection"), Set.of());
            LocalSecondaryIndex.Builder lsi = LocalSecondaryIndex.builder().indexName(indexName(index, path));
            Node keySchema = values.required(index, path, "KeySchema", ", which CloudFormation requires: the "
                    + "table's partition key (HASH), then the index's sort key (RANGE)");
            if (keySchema != null) {
                lsi.keySchema(keySchema(keySchema, path + ".KeySchema"));
            }
            indexes.add(lsi.projection(projection(index, path)).build());
        }
        return indexes;
    }

    private String indexName(Node.MapNode index, String path) {
        Node name = values.required(index, path, "IndexName", ", which CloudFormation requires");
        return name == null ? null : values.string(name, path + ".IndexName");
    }

    private Projection projection(Node.MapNode index, String path) {
        Node node = values.required(index, path, "Projection", ", which CloudFormation requires: add Projection: "
                + "{ ProjectionType: ALL } (or KEYS_ONLY, or INCLUDE with NonKeyAttributes)");
        if (node == null) {
            return null;
        }
        Node.MapNode projection = values.map(node, path + ".Projection");
        if (projection == null) {
            return null;
        }
        values.checkFields(projection, path + ".Projection", TemplateValues.names("ProjectionType",
                "NonKeyAttributes"), Set.of());
        Projection.Builder builder = Projection.builder();
        Node type = projection.get("ProjectionType");
        if (type != null) {
            builder.projectionType(values.oneOf(type, path + ".Projection.ProjectionType",
                    List.of("ALL", "KEYS_ONLY", "INCLUDE")));
        }
        Node nonKey = projection.get("NonKeyAttributes");
        if (nonKey != null) {
            builder.nonKeyAttributes(values.strings(nonKey, path + ".Projection.NonKeyAttributes"));
        }
        return builder.build();
    }

    private StreamSpecification stream(Node node) {
        Node.MapNode stream = values.map(node, "StreamSpecification");
        if (stream == null) {
            return null;
        }
        values.checkFields(stream, "StreamSpecification", TemplateValues.names("StreamViewType"),
                TemplateValues.names("ResourcePolicy"));
        Node viewType = values.required(stream, "StreamSpecification", "StreamViewType", ": KEYS_ONLY, NEW_IMAGE, "
                + "OLD_IMAGE or NEW_AND_OLD_IMAGES");
        if (viewType == null) {
            return null;
        }
        return StreamSpecification.builder().streamEnabled(true).streamViewType(values.oneOf(viewType,
                "StreamSpecification.StreamViewType", List.of("KEYS_ONLY", "NEW_IMAGE", "OLD_IMAGE",
                        "NEW_AND_OLD_IMAGES"))).build();
    }

    private Optional<String> timeToLive(Node node) {
        if (node == null) {
            return Optional.empty();
        }
        Node.MapNode ttl = values.map(node, "TimeToLiveSpecification");
        if (ttl == null) {
            return Optional.empty();
        }
        values.checkFields(ttl, "TimeToLiveSpecification", TemplateValues.names("AttributeName", "Enabled"),
                Set.of());
        Node enabledNode = values.required(ttl, "TimeToLiveSpecification", "Enabled", ": true or false");
        Boolean enabled = enabledNode == null ? null : values.bool(enabledNode, "TimeToLiveSpecification.Enabled");
        if (!Boolean.TRUE.equals(enabled)) {
            return Optional.empty();
        }
        Node name = values.required(ttl, "TimeToLiveSpecification", "AttributeName", ", which DynamoDB requires "
                + "when Enabled is true");
        return name == null ? Optional.empty()
                : Optional.ofNullable(values.string(name, "TimeToLiveSpecification.AttributeName"));
    }
}
