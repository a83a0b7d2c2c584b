package dev.dynamofixtures.core.internal.dataset;

import dev.dynamofixtures.core.dataset.DatasetTable;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughput;
import software.amazon.awssdk.services.dynamodb.model.StreamSpecification;

/**
 * A table of a YAML dataset ({@code tables: orders: { key: ..., indexes: ..., ... }}) to its CreateTable request.
 * Each attribute's type is declared once per table, wherever it first appears; problems are reported where they
 * stand, and the table is null when it has any.
 */
final class TableSpecs {
    static final List<String> TABLE_FIELDS = List.of("key", "indexes", "localIndexes", "ttl", "stream", "billing",
            "tableClass", "deletionProtection");
    private static final List<String> GSI_FIELDS = List.of("partition", "sort", "projection", "throughput");
    private static final List<String> LSI_FIELDS = List.of("sort", "projection");
    /** The type of an attribute whose written type was reported as invalid: counts as declared. */
    private static final String INVALID = "?";
    private static final List<String> STREAM_VIEWS = List.of("KEYS_ONLY", "NEW_IMAGE", "OLD_IMAGE",
            "NEW_AND_OLD_IMAGES");

    private final String table;
    private final Problems problems;
    private final int problemsBefore;
    /** Each key attribute's declared type and where it was declared, in order of first appearance. */
    private final Map<String, Declared> types = new LinkedHashMap<>();

    private record Declared(String type, Position position) {
    }

    /** An attribute named in a key or index: its name, its type if given there, and where it stands. */
    private record Named(String name, String type, Position position) {
    }

    private TableSpecs(String table, Problems problems) {
        this.table = table;
        this.problems = problems;
        this.problemsBefore = problems.size();
    }

    /** The table {@code node} defines, or null after adding its problems. */
    static DatasetTable read(String name, Position position, Node node, Problems problems) {
        return new TableSpecs(name, problems).table(position, node);
    }

    private DatasetTable table(Position position, Node node) {
        Node.MapNode map = Fields.mapping(node, "table " + table, "{ key: { id: S } }", problems);
        if (map == null) {
            return null;
        }
        Fields.checkKeys(map, TABLE_FIELDS, "table " + table, problems);
        CreateTableRequest.Builder request = CreateTableRequest.builder().tableName(table);
        Node key = map.get("key");
        List<Named> keyAttributes = List.of();
        if (key == null) {
            problems.add(map.position(), "table " + table + " has no key: write key: { id: S } (partition key), or "
                    + "key: { pk: S, sk: N } (partition key, then sort key)");
        } else {
            keyAttributes = attributes(key, "the key of table " + table);
            if (keyAttributes.isEmpty() || keyAttributes.size() > 2) {
                problems.add(key.position(), "the key of table " + table + " has " + keyAttributes.size()
                        + " attributes; a table key is a partition key and an optional sort key: { pk: S, sk: N }");
            }
        }
        boolean provisioned = billing(map.get("billing"), request);
        ProvisionedThroughput tableThroughput = provisioned ? throughput(map.get("billing"), "billing") : null;
        List<GlobalSecondaryIndex> gsis = new ArrayList<>();
        Node indexes = map.get("indexes");
        if (indexes != null) {
            Node.MapNode byName = Fields.mapping(indexes, "indexes", "{ ByCustomer: { partition: customer_id } }",
                    problems);
            if (byName != null) {
                for (Node.Entry entry : byName.entries()) {
                    GlobalSecondaryIndex gsi = gsi(entry, provisioned, tableThroughput);
                    if (gsi != null) {
                        gsis.add(gsi);
                    }
                }
            }
        }
        List<LocalSecondaryIndex> lsis = new ArrayList<>();
        Node locals = map.get("localIndexes");
        if (locals != null) {
            Node.MapNode byName = Fields.mapping(locals, "localIndexes", "{ ByDate: { sort: created_at } }", problems);
            if (byName != null) {
                for (Node.Entry entry : byName.entries()) {
                    LocalSecondaryIndex lsi = lsi(entry, keyAttributes);
                    if (lsi != null) {
                        lsis.add(lsi);
                    }
                }
            }
        }
        Optional<String> ttl = Optional.empty();
        Node ttlNode = map.get("ttl");
        if (ttlNode != null) {
            ttl = Optional.ofNullable(Fields.string(ttlNode, "ttl (the time-to-live attribute's name)", problems));
        }
        stream(map.get("stream"), request);
        Node tableClass = map.get("tableClass");
        if (tableClass != null) {
            String value = Fields.choice(tableClass, "tableClass", List.of("STANDARD", "STANDARD_INFREQUENT_ACCESS"),
                    problems);
            if (value != null) {
                request.tableClass(value);
            }
        }
        Node protection = map.get("deletionProtection");
        if (protection != null) {
            Boolean value = Fields.bool(protection, "deletionProtection", problems);
            if (value != null) {
                request.deletionProtectionEnabled(value);
            }
        }
        requireTypes();
        if (problems.size() > problemsBefore) {
            return null;
        }
        List<KeySchemaElement> keySchema = new ArrayList<>();
        for (int i = 0; i < keyAttributes.size(); i++) {
            keySchema.add(KeySchemaElement.builder().attributeName(keyAttributes.get(i).name())
                    .keyType(i == 0 ? KeyType.HASH : KeyType.RANGE).build());
        }
        request.keySchema(keySchema);
        if (provisioned) {
            request.provisionedThroughput(tableThroughput);
        }
        List<AttributeDefinition> definitions = new ArrayList<>();
        types.forEach((attribute, declared) -> definitions.add(AttributeDefinition.builder()
                .attributeName(attribute).attributeType(declared.type()).build()));
        request.attributeDefinitions(definitions);
        if (!gsis.isEmpty()) {
            request.globalSecondaryIndexes(gsis);
        }
        if (!lsis.isEmpty()) {
            request.localSecondaryIndexes(lsis);
        }
        return new DatasetTable(table, request.build(), ttl, position.toString());
    }

    private GlobalSecondaryIndex gsi(Node.Entry entry, boolean provisioned, ProvisionedThroughput tableThroughput) {
        String what = "index " + entry.key() + " of table " + table;
        Node.MapNode index = Fields.mapping(entry.value(), what,
                "{ partition: customer_id, sort: [ status, order_date ] }", problems);
        if (index == null) {
            return null;
        }
        Fields.checkKeys(index, GSI_FIELDS, what, problems);
        List<KeySchemaElement> keySchema = new ArrayList<>();
        Node partition = index.get("partition");
        if (partition == null) {
            problems.add(index.position(), what + " has no partition: write partition: [ customer_id: S ] (1 to 4 "
                    + "attributes)");
        } else {
            for (Named named : attributes(partition, "the partition of " + what)) {
                keySchema.add(KeySchemaElement.builder().attributeName(named.name()).keyType(KeyType.HASH).build());
            }
        }
        Node sort = index.get("sort");
        if (sort != null) {
            for (Named named : attributes(sort, "the sort of " + what)) {
                keySchema.add(KeySchemaElement.builder().attributeName(named.name()).keyType(KeyType.RANGE).build());
            }
        }
        GlobalSecondaryIndex.Builder gsi = GlobalSecondaryIndex.builder().indexName(entry.key()).keySchema(keySchema)
                .projection(projection(index.get("projection"), what));
        Node throughput = index.get("throughput");
        if (throughput != null && !provisioned) {
            problems.add(throughput.position(), what + " sets throughput, but the table is billed PAY_PER_REQUEST; "
                    + "set billing: { read: 5, write: 5 } on the table for provisioned capacity");
        } else if (provisioned) {
            gsi.provisionedThroughput(throughput == null ? tableThroughput : throughput(throughput, "throughput"));
        }
        return gsi.build();
    }

    private LocalSecondaryIndex lsi(Node.Entry entry, List<Named> tableKey) {
        String what = "local index " + entry.key() + " of table " + table;
        Node.MapNode index = Fields.mapping(entry.value(), what, "{ sort: created_at }", problems);
        if (index == null) {
            return null;
        }
        Fields.checkKeys(index, LSI_FIELDS, what, problems);
        Node sort = index.get("sort");
        List<Named> sortAttributes = sort == null ? List.of() : attributes(sort, "the sort of " + what);
        if (sortAttributes.size() != 1) {
            problems.add(sort == null ? index.position() : sort.position(), what + " needs exactly one sort "
                    + "attribute (sort: created_at); its partition key is the table's");
            return null;
        }
        List<KeySchemaElement> keySchema = new ArrayList<>();
        if (!tableKey.isEmpty()) {
            keySchema.add(KeySchemaElement.builder().attributeName(tableKey.get(0).name()).keyType(KeyType.HASH)
                    .build());
        }
        keySchema.add(KeySchemaElement.builder().attributeName(sortAttributes.get(0).name()).keyType(KeyType.RANGE)
                .build());
        return LocalSecondaryIndex.builder().indexName(entry.key()).keySchema(keySchema)
                .projection(projection(index.get("projection"), what)).build();
    }

    /**
     * The attributes a key or index names: {@code name}, {@code name: TYPE}, a sequence of those, or a mapping of
     * names to types. Declares the types given, and requires one for every attribute by the end.
     */
    private List<Named> attributes(Node node, String what) {
        List<Named> named = new ArrayList<>();
        if (node instanceof Node.Scalar scalar && scalar.kind() == Node.ScalarKind.STRING && scalar.tag() == null) {
            named.add(new Named(scalar.text(), null, scalar.position()));
        } else if (node instanceof Node.MapNode map && map.tag() == null) {
            for (Node.Entry entry : map.entries()) {
                named.add(new Named(entry.key(), type(entry.value(), entry.key()), entry.keyPosition()));
            }
        } else if (node instanceof Node.SeqNode seq && seq.tag() == null) {
            for (Node member : seq.items()) {
                if (member instanceof Node.Scalar scalar && scalar.kind() == Node.ScalarKind.STRING) {
                    named.add(new Named(scalar.text(), null, scalar.position()));
                } else if (member instanceof Node.MapNode map && map.entries().size() == 1) {
                    Node.Entry entry = map.entries().get(0);
                    named.add(new Named(entry.key(), type(entry.value(), entry.key()), entry.keyPosition()));
                } else {
                    problems.add(member.position(), what + ": each member is an attribute name, or name: TYPE "
                            + "(customer_id: S)");
                }
            }
        } else {
            problems.add(node.position(), what + " is an attribute name, name: TYPE, or a list of them "
                    + "([ status: S, order_date: S ])");
        }
        for (Named attribute : named) {
            declare(attribute, what);
        }
        return named;
    }

    private String type(Node node, String attribute) {
        if (node instanceof Node.Scalar scalar && scalar.tag() == null && (scalar.text().equals("S")
                || scalar.text().equals("N") || scalar.text().equals("B"))) {
            return scalar.text();
        }
        String written = node instanceof Node.Scalar scalar ? "'" + scalar.text() + "'" : "a collection";
        String hint = node instanceof Node.Scalar scalar ? typeHint(scalar.text()) : "";
        problems.add(node.position(), "the type of key attribute " + attribute + " is " + written
                + "; key attributes are S (string), N (number) or B (binary)" + hint);
        return INVALID;
    }

    private static String typeHint(String written) {
        switch (written.toLowerCase(java.util.Locale.ROOT)) {
            case "string": case "s": return " (did you mean S?)";
            case "number": case "n": case "int": case "integer": case "long": case "decimal": return " (did you mean N?)";
            case "binary": case "b": case "bytes": return " (did you mean B?)";
            default: return "";
        }
    }

    private void declare(Named attribute, String what) {
        Declared declared = types.get(attribute.name());
        if (attribute.type() == null) {
            if (declared == null) {
                types.put(attribute.name(), new Declared(null, attribute.position()));
            }
            return;
        }
        if (declared == null || declared.type() == null) {
            types.put(attribute.name(), new Declared(attribute.type(), attribute.position()));
        } else if (!declared.type().equals(attribute.type()) && !attribute.type().equals(INVALID)
                && !declared.type().equals(INVALID)) {
            problems.add(attribute.position(), "attribute " + attribute.name() + " is typed " + attribute.type()
                    + " here but " + declared.type() + " at " + declared.position() + "; an attribute has one type "
                    + "in a table, its key and all its indexes");
        }
    }

    /** Reports the attributes that no key or index gave a type; called once everything is declared. */
    private void requireTypes() {
        types.forEach((name, declared) -> {
            if (declared.type() == null) {
                problems.add(declared.position(), "attribute " + name + " of table " + table + " has no type: write "
                        + name + ": S (or N, B) where it first appears");
            }
        });
    }

    /** True for provisioned billing ({@code billing: { read: 5, write: 5 }}); sets the billing mode. */
    private boolean billing(Node node, CreateTableRequest.Builder request) {
        if (node == null) {
            request.billingMode(BillingMode.PAY_PER_REQUEST);
            return false;
        }
        if (node instanceof Node.MapNode) {
            request.billingMode(BillingMode.PROVISIONED);
            return true;
        }
        if (node instanceof Node.Scalar scalar && scalar.text().equals("PROVISIONED")) {
            problems.add(node.position(), "billing PROVISIONED needs its capacity: write billing: { read: 5, write: 5 }");
            return false;
        }
        String mode = Fields.choice(node, "billing", List.of("PAY_PER_REQUEST"), problems);
        if (mode != null) {
            request.billingMode(BillingMode.PAY_PER_REQUEST);
        }
        return false;
    }

    private ProvisionedThroughput throughput(Node node, String field) {
        Node.MapNode map = Fields.mapping(node, field, "{ read: 5, write: 5 }", problems);
        if (map == null) {
            return null;
        }
        Fields.checkKeys(map, List.of("read", "write"), field, problems);
        Long read = Fields.positiveLong(map.get("read"), map, field + ".read", problems);
        Long write = Fields.positiveLong(map.get("write"), map, field + ".write", problems);
        return read == null || write == null ? null
                : ProvisionedThroughput.builder().readCapacityUnits(read).writeCapacityUnits(write).build();
    }

    private void stream(Node node, CreateTableRequest.Builder request) {
        if (node == null) {
            return;
        }
        String view = Fields.choice(node, "stream", STREAM_VIEWS, problems);
        if (view != null) {
            request.streamSpecification(StreamSpecification.builder().streamEnabled(true).streamViewType(view).build());
        }
    }

    private Projection projection(Node node, String what) {
        if (node == null) {
            return Projection.builder().projectionType(ProjectionType.ALL).build();
        }
        if (node instanceof Node.SeqNode seq && seq.tag() == null) {
            List<String> names = new ArrayList<>();
            for (Node member : seq.items()) {
                String name = Fields.string(member, "a projected attribute of " + what, problems);
                if (name != null) {
                    names.add(name);
                }
            }
            return Projection.builder().projectionType(ProjectionType.INCLUDE).nonKeyAttributes(names).build();
        }
        String type = Fields.choice(node, "projection", List.of("ALL", "KEYS_ONLY"), problems);
        return Projection.builder().projectionType(type == null ? "ALL" : type).build();
    }
}
