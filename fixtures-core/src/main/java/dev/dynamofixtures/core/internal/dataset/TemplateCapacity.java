package dev.dynamofixtures.core.internal.dataset;

import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughput;

/**
 * Provisioned capacity of a template's tables as a CreateTable request states it. A table's and a GSI's
 * {@code ProvisionedThroughput} translate directly. A global table states capacity as auto-scaling settings: its
 * write capacity is {@code WriteProvisionedThroughputSettings.WriteCapacityAutoScalingSettings.MinCapacity}; its
 * read capacity the table-level {@code ReadProvisionedThroughputSettings}, else the first replica's (fixed
 * {@code ReadCapacityUnits} or auto-scaling {@code MinCapacity}), else the write capacity. A global table's GSI
 * takes its own write settings and its replica's read settings likewise, else the table's.
 */
final class TemplateCapacity {
    private static final Set<String> THROUGHPUT_FIELDS = TemplateValues.names("ReadCapacityUnits",
            "WriteCapacityUnits");

    private final TemplateValues values;

    TemplateCapacity(TemplateValues values) {
        this.values = values;
    }

    /** A {@code ProvisionedThroughput} mapping; null when absent, or after adding a problem. */
    ProvisionedThroughput throughput(Node node, String path) {
        if (node == null) {
            return null;
        }
        Node.MapNode map = values.map(node, path);
        if (map == null) {
            return null;
        }
        values.checkFields(map, path, THROUGHPUT_FIELDS, Set.of());
        Node read = values.required(map, path, "ReadCapacityUnits", ", which CloudFormation requires");
        Node write = values.required(map, path, "WriteCapacityUnits", ", which CloudFormation requires");
        if (read == null || write == null) {
            return null;
        }
        return ProvisionedThroughput.builder().readCapacityUnits(values.integer(read, path + ".ReadCapacityUnits"))
                .writeCapacityUnits(values.integer(write, path + ".WriteCapacityUnits")).build();
    }

    /** A PROVISIONED global table's capacity; null after adding a problem. */
    ProvisionedThroughput globalTable(Node.MapNode properties, Position resource) {
        Node settings = properties.get("WriteProvisionedThroughputSettings");
        if (settings == null) {
            values.problem(resource, "is PROVISIONED (the BillingMode given, or CloudFormation's "
                    + "default) but has no WriteProvisionedThroughputSettings, which CloudFormation then requires: add "
                    + "WriteProvisionedThroughputSettings with WriteCapacityAutoScalingSettings, or BillingMode: "
                    + "PAY_PER_REQUEST");
            return null;
        }
        Long write = writeCapacity(settings, "WriteProvisionedThroughputSettings");
        if (write == null) {
            return null;
        }
        Node tableRead = properties.get("ReadProvisionedThroughputSettings");
        Long read = tableRead != null ? readCapacity(tableRead, "ReadProvisionedThroughputSettings")
                : replicaRead(properties.get("Replicas"), null);
        return ProvisionedThroughput.builder().readCapacityUnits(read == null ? write : read)
                .writeCapacityUnits(write).build();
    }

    /** A PROVISIONED global table's GSI capacity, by default the table's. */
    ProvisionedThroughput globalIndex(Node.MapNode index, String path, String name, ProvisionedThroughput table,
                                      Node.MapNode properties) {
        Node settings = index.get("WriteProvisionedThroughputSettings");
        Long write = settings == null ? table.writeCapacityUnits()
                : writeCapacity(settings, path + ".WriteProvisionedThroughputSettings");
        Long read = name == null ? null : replicaRead(properties.get("Replicas"), name);
        return ProvisionedThroughput.builder().readCapacityUnits(read == null ? table.readCapacityUnits() : read)
                .writeCapacityUnits(write == null ? table.writeCapacityUnits() : write).build();
    }

    private Long writeCapacity(Node node, String path) {
        Node.MapNode settings = values.map(node, path);
        if (settings == null) {
            return null;
        }
        Node autoScaling = values.required(settings, path, "WriteCapacityAutoScalingSettings",
                " (with MinCapacity), which CloudFormation requires in PROVISIONED mode");
        return autoScaling == null ? null : minCapacity(autoScaling, path + ".WriteCapacityAutoScalingSettings");
    }

    private Long readCapacity(Node node, String path) {
        Node.MapNode settings = values.map(node, path);
        if (settings == null) {
            return null;
        }
        Node units = settings.get("ReadCapacityUnits");
        if (units != null) {
            return values.integer(units, path + ".ReadCapacityUnits");
        }
        Node autoScaling = settings.get("ReadCapacityAutoScalingSettings");
        return autoScaling == null ? null : minCapacity(autoScaling, path + ".ReadCapacityAutoScalingSettings");
    }

    private Long minCapacity(Node node, String path) {
        Node.MapNode settings = values.map(node, path);
        if (settings == null) {
            return null;
        }
        Node min = values.required(settings, path, "MinCapacity", ", which CloudFormation requires");
        return min == null ? null : values.integer(min, path + ".MinCapacity");
    }

    /** The read capacity the first replica that states one gives the table ({@code index} null) or that index. */
    private Long replicaRead(Node replicasNode, String index) {
        if (!(replicasNode instanceof Node.SeqNode replicas)) {
            return null;
        }
        for (int i = 0; i < replicas.items().size(); i++) {
            if (!(replicas.items().get(i) instanceof Node.MapNode replica)) {
                continue;
            }
            String path = "Replicas[" + i + "]";
            Node.MapNode owner = index == null ? replica : replicaIndex(replica, index);
            if (owner == null) {
                continue;
            }
            Node settings = owner.get("ReadProvisionedThroughputSettings");
            if (settings != null) {
                return readCapacity(settings, path + (index == null ? "" : " index " + index)
                        + ".ReadProvisionedThroughputSettings");
            }
        }
        return null;
    }

    private static Node.MapNode replicaIndex(Node.MapNode replica, String index) {
        if (replica.get("GlobalSecondaryIndexes") instanceof Node.SeqNode indexes) {
            for (Node node : indexes.items()) {
                if (node instanceof Node.MapNode map && map.get("IndexName") instanceof Node.Scalar name
                        && name.text().equals(index)) {
                    return map;
                }
            }
        }
        return null;
    }
}
