package dev.dynamofixtures.assertj;

import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Items of a table or index as the table and index assertions show them: in DynamoDB's order of their key
 * attributes, those attributes as the first columns, at most {@value #MAX_ROWS} rows followed by how many more
 * there are. Not API.
 */
final class KeyedItemTable {

    /** The most rows a message shows. */
    static final int MAX_ROWS = 20;

    private KeyedItemTable() {
    }

    /** The items as an aligned table, keys first, in key order. */
    static String of(List<Map<String, AttributeValue>> items, List<String> keyAttributes) {
        List<Map<String, AttributeValue>> ordered = TableSchema.keysFirst(items, keyAttributes);
        if (ordered.size() <= MAX_ROWS) {
            return ItemTable.of(ordered);
        }
        int more = ordered.size() - MAX_ROWS;
        return ItemTable.of(ordered.subList(0, MAX_ROWS)) + System.lineSeparator() + "  ... and " + more
                + (more == 1 ? " more item" : " more items");
    }

    /** One item as a one-row table, keys first. */
    static String of(Map<String, AttributeValue> item, List<String> keyAttributes) {
        return ItemTable.of(List.of(KeyShape.keysFirst(item, keyAttributes)));
    }
}
