package dev.dynamofixtures.assertj;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Renders items as the aligned table failure messages show: one column per attribute (in order of first
 * appearance), one row per item with its index, each cell with its DynamoDB type letter ({@code N 200} vs
 * {@code S "200"}) and {@code -} where an item lacks the attribute. Not API.
 */
final class ItemTable {

    private static final String GAP = "  ";

    private ItemTable() {
    }

    /** The items as a table, rows numbered from 0. */
    static String of(List<Map<String, AttributeValue>> items) {
        List<Integer> indexes = new ArrayList<>();
        for (int i = 0; i < items.size(); i++) {
            indexes.add(i);
        }
        return of(items, indexes);
    }

    /** The items as a table, each row labelled with the given index (its position in a larger list). */
    static String of(List<Map<String, AttributeValue>> items, List<Integer> indexes) {
        if (items.isEmpty()) {
            return "  (no items)";
        }
        Set<String> names = new LinkedHashSet<>();
        items.forEach(item -> names.addAll(item.keySet()));
        List<List<String>> rows = new ArrayList<>();
        List<String> header = new ArrayList<>();
        header.add("#");
        header.addAll(names);
        rows.add(header);
        for (int i = 0; i < items.size(); i++) {
            List<String> row = new ArrayList<>();
            row.add(String.valueOf(indexes.get(i)));
            for (String name : names) {
                row.add(DynamoValues.render(items.get(i).get(name)));
            }
            rows.add(row);
        }
        return align(rows);
    }

    /** The rows as aligned columns (the first right-aligned, the others left-aligned), each line indented. */
    static String align(List<List<String>> rows) {
        int columns = rows.get(0).size();
        int[] widths = new int[columns];
        for (List<String> row : rows) {
            for (int c = 0; c < columns; c++) {
                widths[c] = Math.max(widths[c], row.get(c).length());
            }
        }
        StringBuilder text = new StringBuilder();
        for (List<String> row : rows) {
            StringBuilder line = new StringBuilder(GAP);
            for (int c = 0; c < columns; c++) {
                String cell = row.get(c);
                line.append(c == 0 ? " ".repeat(widths[c] - cell.length()) + cell : cell);
                if (c < columns - 1) {
                    line.append(c == 0 ? "" : " ".repeat(widths[c] - cell.length())).append(GAP);
                }
            }
            if (text.length() > 0) {
                text.append(System.lineSeparator());
            }
            text.append(line.toString().stripTrailing());
        }
        return text.toString();
    }
}
