package dev.dynamofixtures.core.internal.dataset;

import dev.dynamofixtures.core.dataset.DatasetTable;
import java.io.IOException;
import java.io.Writer;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughput;
import software.amazon.awssdk.services.dynamodb.model.StreamSpecification;
import software.amazon.awssdk.services.dynamodb.model.TableClass;

/**
 * Writes dataset content as a YAML dataset (docs/datasets.md): {@code tables:} with each table's key, indexes
 * and settings (defaults left out), then {@code items:}, one item per line as a flow mapping in natural YAML,
 * tagged only where natural YAML would read back another value ({@link YamlScalars}). Key and index attributes
 * carry their type wherever they appear, so each index reads on its own. The output is deterministic: tables and
 * items in the content's order, attributes in each item's order. Items with relative times are written as
 * computed at {@code now}.
 */
public final class YamlWriter {
    private static final String LINE = "\n";

    private final Writer out;

    private YamlWriter(Writer out) {
        this.out = out;
    }

    /** Writes {@code content} to {@code writer} (not flushed, not closed). */
    public static void write(DatasetContent content, Writer writer, Instant now) throws IOException {
        YamlWriter yaml = new YamlWriter(writer);
        if (content.tables().isEmpty()) {
            writer.write("tables: {}" + LINE);
            return;
        }
        writer.write("tables:" + LINE);
        for (DatasetTable table : content.tables()) {
            yaml.table(table);
        }
        if (content.itemCount() == 0) {
            return;
        }
        writer.write("items:" + LINE);
        for (DatasetTable table : content.tables()) {
            List<ItemEntry> items = content.itemsOf(table.name());
            if (items.isEmpty()) {
                continue;
            }
            writer.write("  " + YamlScalars.name(table.name()) + ":" + LINE);
            StringBuilder line = new StringBuilder();
            for (ItemEntry item : items) {
                line.setLength(0);
                line.append("    - ");
                ItemValues.map(line, item.at(now));
                writer.append(line).append(LINE);
            }
        }
    }

    private void table(DatasetTable table) throws IOException {
        CreateTableRequest request = table.createTableRequest();
        Map<String, String> types = new HashMap<>();
        for (AttributeDefinition definition : request.attributeDefinitions()) {
            types.put(definition.attributeName(), definition.attributeTypeAsString());
        }
        out.write("  " + YamlScalars.name(table.name()) + ":" + LINE);
        out.write("    key: { " + attributes(request.keySchema(), types) + " }" + LINE);
        ProvisionedThroughput tableThroughput = isProvisioned(request) ? request.provisionedThroughput() : null;
        if (request.hasGlobalSecondaryIndexes() && !request.globalSecondaryIndexes().isEmpty()) {
            out.write("    indexes:" + LINE);
            for (GlobalSecondaryIndex index : request.globalSecondaryIndexes()) {
                out.write("      " + YamlScalars.name(index.indexName()) + ":" + LINE);
                indexKey(index.keySchema(), types, true);
                projection(index.projection());
                ProvisionedThroughput throughput = index.provisionedThroughput();
                if (tableThroughput != null && throughput != null && !sameCapacity(throughput, tableThroughput)) {
                    out.write("        throughput: " + capacity(throughput) + LINE);
                }
            }
        }
        if (request.hasLocalSecondaryIndexes() && !request.localSecondaryIndexes().isEmpty()) {
            out.write("    localIndexes:" + LINE);
            for (LocalSecondaryIndex index : request.localSecondaryIndexes()) {
                out.write("      " + YamlScalars.name(index.indexName()) + ":" + LINE);
                indexKey(index.keySchema(), types, false);
                projection(index.projection());
            }
        }
        if (table.timeToLiveAttribute().isPresent()) {
            out.write("    ttl: " + YamlScalars.string(table.timeToLiveAttribute().get()) + LINE);
        }
        StreamSpecification stream = request.streamSpecification();
        if (stream != null && Boolean.TRUE.equals(stream.streamEnabled())) {
            out.write("    stream: " + stream.streamViewTypeAsString() + LINE);
        }
        if (tableThroughput != null) {
            out.write("    billing: " + capacity(tableThroughput) + LINE);
        }
        if (request.tableClass() != null && request.tableClass() != TableClass.STANDARD) {
            out.write("    tableClass: " + request.tableClassAsString() + LINE);
        }
        if (Boolean.TRUE.equals(request.deletionProtectionEnabled())) {
            out.write("    deletionProtection: true" + LINE);
        }
    }

    /** An index's key: {@code partition: [ a: S, b: S ]} and {@code sort: [ ... ]} (an LSI has only its sort). */
    private void indexKey(List<KeySchemaElement> keySchema, Map<String, String> types, boolean global)
            throws IOException {
        List<KeySchemaElement> partition = new ArrayList<>();
        List<KeySchemaElement> sort = new ArrayList<>();
        for (KeySchemaElement element : keySchema) {
            ("HASH".equals(element.keyTypeAsString()) ? partition : sort).add(element);
        }
        if (global) {
            out.write("        partition: [ " + attributes(partition, types) + " ]" + LINE);
        }
        if (!sort.isEmpty()) {
            out.write("        sort: [ " + attributes(sort, types) + " ]" + LINE);
        }
    }

    private void projection(Projection projection) throws IOException {
        if (projection == null || projection.projectionType() == null
                || projection.projectionType() == ProjectionType.ALL) {
            return;
        }
        if (projection.projectionType() == ProjectionType.INCLUDE) {
            List<String> names = new ArrayList<>();
            for (String name : projection.nonKeyAttributes()) {
                names.add(YamlScalars.string(name));
            }
            out.write("        projection: [ " + String.join(", ", names) + " ]" + LINE);
        } else {
            out.write("        projection: " + projection.projectionTypeAsString() + LINE);
        }
    }

    /** {@code a: S, b: N}: key attributes with their types. */
    private static String attributes(List<KeySchemaElement> elements, Map<String, String> types) {
        List<String> parts = new ArrayList<>();
        for (KeySchemaElement element : elements) {
            String type = types.get(element.attributeName());
            parts.add(YamlScalars.name(element.attributeName()) + (type == null ? "" : ": " + type));
        }
        return String.join(", ", parts);
    }

    private static boolean isProvisioned(CreateTableRequest request) {
        return request.billingMode() == BillingMode.PROVISIONED
                || (request.billingMode() == null && request.provisionedThroughput() != null);
    }

    private static boolean sameCapacity(ProvisionedThroughput a, ProvisionedThroughput b) {
        return a.readCapacityUnits().equals(b.readCapacityUnits())
                && a.writeCapacityUnits().equals(b.writeCapacityUnits());
    }

    private static String capacity(ProvisionedThroughput throughput) {
        return "{ read: " + throughput.readCapacityUnits() + ", write: " + throughput.writeCapacityUnits() + " }";
    }

    /** Attribute values in natural YAML flow style. */
    static final class ItemValues {
        private ItemValues() {
        }

        /** {@code { name: value, ... }}, or {@code {}}. */
        static void map(StringBuilder out, Map<String, AttributeValue> map) {
            if (map.isEmpty()) {
                out.append("{}");
                return;
            }
            out.append("{ ");
            boolean first = true;
            for (Map.Entry<String, AttributeValue> entry : map.entrySet()) {
                if (!first) {
                    out.append(", ");
                }
                first = false;
                out.append(YamlScalars.name(entry.getKey())).append(": ");
                value(out, entry.getValue());
            }
            out.append(" }");
        }

        static void value(StringBuilder out, AttributeValue value) {
            switch (value.type()) {
                case S: out.append(YamlScalars.string(value.s())); break;
                case N: out.append(YamlScalars.number(value.n())); break;
                case B: out.append("!B ").append(base64(value.b())); break;
                case BOOL: out.append(value.bool() ? "true" : "false"); break;
                case NUL: out.append("null"); break;
                case M: map(out, value.m()); break;
                case L: {
                    out.append('[');
                    for (int i = 0; i < value.l().size(); i++) {
                        out.append(i == 0 ? "" : ", ");
                        value(out, value.l().get(i));
                    }
                    out.append(']');
                    break;
                }
                case SS: members(out, "!SS ", value.ss(), YamlScalars::string); break;
                case NS: members(out, "!NS ", value.ns(), YamlScalars::numberMember); break;
                case BS: {
                    List<String> encoded = new ArrayList<>();
                    for (SdkBytes bytes : value.bs()) {
                        encoded.add(base64(bytes));
                    }
                    members(out, "!BS ", encoded, text -> text);
                    break;
                }
                default:
                    throw new IllegalArgumentException("an attribute value with no type: " + value);
            }
        }

        private static void members(StringBuilder out, String tag, List<String> members,
                                    java.util.function.UnaryOperator<String> spelling) {
            out.append(tag).append('[');
            for (int i = 0; i < members.size(); i++) {
                out.append(i == 0 ? "" : ", ").append(spelling.apply(members.get(i)));
            }
            out.append(']');
        }

        /** Base64 text, quoted when it would read as something else (such as {@code true} or {@code 1234}). */
        private static String base64(SdkBytes bytes) {
            return YamlScalars.string(Base64.getEncoder().encodeToString(bytes.asByteArrayUnsafe()));
        }
    }
}
