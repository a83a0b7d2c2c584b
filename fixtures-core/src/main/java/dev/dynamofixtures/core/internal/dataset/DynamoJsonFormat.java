package dev.dynamofixtures.core.internal.dataset;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Items as DynamoDB JSON ({@code {"S": "..."}} values, read by {@link DynamoJsonValues}): the output of
 * {@code aws dynamodb scan} or {@code query} ({@code {"Items": [...]}}), a bare JSON array of items,
 * {@code batch-write-item} request files (table names mapped to lists of {@code PutRequest}s, optionally under
 * {@code RequestItems} as {@code --cli-input-json} writes them), and the JSON-lines files of DynamoDB's export to
 * S3 ({@code {"Item": {...}}} per line). A dataset only adds items, so a {@code DeleteRequest} is a problem.
 */
public final class DynamoJsonFormat {
    private static final Set<String> SCAN_FIELDS = TemplateValues.names("Items", "Count", "ScannedCount",
            "ConsumedCapacity", "LastEvaluatedKey", "NextToken", "ResponseMetadata");
    private static final Set<String> REQUESTS = Set.of("PutRequest", "DeleteRequest");

    private DynamoJsonFormat() {
    }

    /** True for a batch-write-item request file: table names mapped to lists of PutRequest/DeleteRequest. */
    public static boolean recognisesBatchWrite(Node root) {
        Node.MapNode tables = requestItems(root);
        if (tables == null || tables.entries().isEmpty()) {
            return false;
        }
        int requests = 0;
        for (Node.Entry table : tables.entries()) {
            if (!(table.value() instanceof Node.SeqNode list)) {
                return false;
            }
            for (Node request : list.items()) {
                if (!(request instanceof Node.MapNode map) || map.entries().isEmpty()
                        || !REQUESTS.contains(map.entries().get(0).key())) {
                    return false;
                }
                requests++;
            }
        }
        return requests > 0;
    }

    /** True for a Scan output: an object with "Items". */
    public static boolean recognisesScanOutput(Node root) {
        return root instanceof Node.MapNode map && map.get("Items") instanceof Node.SeqNode;
    }

    /** The items of a batch-write-item request file, added to {@code draft} by table. */
    public static void readBatchWrite(Node root, Draft draft, Problems problems) {
        DynamoJsonValues values = new DynamoJsonValues(problems);
        Node.MapNode tables = requestItems(root);
        if (tables == null) {
            problems.add(root.position(), "expected a batch-write-item request: an object mapping each table name "
                    + "to a list of {\"PutRequest\": {\"Item\": {...}}}");
            return;
        }
        for (Node.Entry table : tables.entries()) {
            if (!(table.value() instanceof Node.SeqNode requests)) {
                problems.add(table.value().position(), "the requests for table " + table.key() + " must be a list "
                        + "of {\"PutRequest\": {\"Item\": {...}}}, not " + DynamoJsonValues.shape(table.value()));
                continue;
            }
            List<ItemEntry> entries = new ArrayList<>();
            for (Node request : requests.items()) {
                Node item = putItem(request, table.key(), problems);
                if (item != null) {
                    Map<String, AttributeValue> attributes = values.item(item);
                    if (attributes != null) {
                        entries.add(ItemEntry.fixed(item.position(), attributes));
                    }
                }
            }
            draft.items(table.key(), table.keyPosition(), entries);
        }
    }

    /** The items of a Scan output ({@code {"Items": [...]}}) or of a list of items. */
    public static List<ItemEntry> readScanOutput(Node root, Problems problems) {
        Node items = root;
        if (root instanceof Node.MapNode map) {
            items = map.get("Items");
            for (Node.Entry entry : map.entries()) {
                if (!SCAN_FIELDS.contains(entry.key())) {
                    problems.add(entry.keyPosition(), "field " + entry.key() + " is not part of a Scan output"
                            + Suggestions.didYouMean(entry.key(), SCAN_FIELDS) + "; its items are under \"Items\"");
                }
            }
        }
        if (!(items instanceof Node.SeqNode list)) {
            problems.add(root.position(), "expected DynamoDB JSON items: a Scan output ({\"Items\": [...]}), or a JSON "
                    + "array of items ([{\"id\": {\"S\": \"K1\"}}, ...])");
            return List.of();
        }
        return items(list.items(), new DynamoJsonValues(problems));
    }

    /** The items of export-to-S3 lines ({@code {"Item": {...}}} each). */
    public static List<ItemEntry> readExportLines(List<Node> lines, Problems problems) {
        DynamoJsonValues values = new DynamoJsonValues(problems);
        List<ItemEntry> entries = new ArrayList<>(lines.size());
        for (Node line : lines) {
            Node item = line instanceof Node.MapNode map && map.entries().size() == 1 ? map.get("Item") : null;
            if (item == null) {
                problems.add(line.position(), "each line of a DynamoDB export to S3 is {\"Item\": {...}} (the "
                        + "DynamoDB JSON export format of a full export), not " + describeLine(line));
                continue;
            }
            Map<String, AttributeValue> attributes = values.item(item);
            if (attributes != null) {
                entries.add(ItemEntry.fixed(item.position(), attributes));
            }
        }
        return entries;
    }

    /** One item in DynamoDB JSON ({@code {"id": {"S": "x"}, ...}}), or null after adding its problems. */
    public static Map<String, AttributeValue> item(Node node, Problems problems) {
        return new DynamoJsonValues(problems).item(node);
    }

    /** One attribute value in DynamoDB JSON ({@code {"S": "x"}}), or null after adding its problems. */
    public static AttributeValue value(Node node, Problems problems) {
        return new DynamoJsonValues(problems).value(node, 1);
    }

    private static List<ItemEntry> items(List<Node> nodes, DynamoJsonValues values) {
        List<ItemEntry> entries = new ArrayList<>(nodes.size());
        for (Node node : nodes) {
            Map<String, AttributeValue> attributes = values.item(node);
            if (attributes != null) {
                entries.add(ItemEntry.fixed(node.position(), attributes));
            }
        }
        return entries;
    }

    /** The table-to-requests mapping: the root, or its {@code RequestItems}. */
    private static Node.MapNode requestItems(Node root) {
        if (!(root instanceof Node.MapNode map)) {
            return null;
        }
        if (map.entries().size() == 1 && map.get("RequestItems") instanceof Node.MapNode inner) {
            return inner;
        }
        return map;
    }

    /** The Item of a PutRequest, or null after adding a problem (a DeleteRequest, anything else). */
    private static Node putItem(Node request, String table, Problems problems) {
        if (request instanceof Node.MapNode map && map.entries().size() == 1) {
            Node.Entry entry = map.entries().get(0);
            if (entry.key().equals("PutRequest") && entry.value() instanceof Node.MapNode put
                    && put.entries().size() == 1 && put.get("Item") != null) {
                return put.get("Item");
            }
            if (entry.key().equals("DeleteRequest")) {
                problems.add(entry.keyPosition(), "DeleteRequest for table " + table + ": a dataset only adds items, "
                        + "so it has nothing to delete; remove the request (and the item, if it is written elsewhere "
                        + "in the dataset)");
                return null;
            }
        }
        problems.add(request.position(), "each request for table " + table + " must be {\"PutRequest\": {\"Item\": "
                + "{...}}}, as batch-write-item takes it");
        return null;
    }

    private static String describeLine(Node line) {
        if (line instanceof Node.MapNode map && !map.entries().isEmpty()) {
            List<String> keys = new ArrayList<>();
            for (Node.Entry entry : map.entries()) {
                keys.add(entry.key());
            }
            boolean incremental = keys.contains("NewImage") || keys.contains("Keys");
            return "an object with " + String.join(", ", keys)
                    + (incremental ? " (an incremental export's line: export in full instead)" : "");
        }
        return DynamoJsonValues.shape(line);
    }
}
