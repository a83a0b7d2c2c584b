package dev.dynamofixtures.core.internal.dataset;

import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Items as DynamoDB JSON ({@code {"S": "..."}} values): the output of {@code aws dynamodb scan}
 * ({@code {"Items": [...]}}), {@code batch-write-item} request files, and the JSON-lines files of DynamoDB's export
 * to S3 ({@code {"Item": {...}}} per line).
 */
public final class DynamoJsonFormat {
    private DynamoJsonFormat() {
    }

    /** True for a batch-write-item request file: table names mapped to lists of PutRequest/DeleteRequest. */
    public static boolean recognisesBatchWrite(Node root) {
        throw new UnsupportedOperationException("DynamoDB JSON is not read yet");
    }

    /** True for a Scan output: an object with "Items". */
    public static boolean recognisesScanOutput(Node root) {
        throw new UnsupportedOperationException("DynamoDB JSON is not read yet");
    }

    /** The items of a batch-write-item request file, added to {@code draft} by table. */
    public static void readBatchWrite(Node root, Draft draft, Problems problems) {
        throw new UnsupportedOperationException("DynamoDB JSON is not read yet");
    }

    /** The items of a Scan output ({@code {"Items": [...]}}) or of a list of items. */
    public static List<ItemEntry> readScanOutput(Node root, Problems problems) {
        throw new UnsupportedOperationException("DynamoDB JSON is not read yet");
    }

    /** The items of export-to-S3 lines ({@code {"Item": {...}}} each). */
    public static List<ItemEntry> readExportLines(List<Node> lines, Problems problems) {
        throw new UnsupportedOperationException("DynamoDB JSON is not read yet");
    }

    /** One item in DynamoDB JSON ({@code {"id": {"S": "x"}, ...}}), or null after adding its problems. */
    public static Map<String, AttributeValue> item(Node node, Problems problems) {
        throw new UnsupportedOperationException("DynamoDB JSON is not read yet");
    }
}
