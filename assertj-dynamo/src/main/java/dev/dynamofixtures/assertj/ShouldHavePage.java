package dev.dynamofixtures.assertj;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.assertj.core.error.BasicErrorMessageFactory;
import org.assertj.core.error.ErrorMessageFactory;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Failure messages about one page of a Query or Scan (its Count, ScannedCount and whether a LastEvaluatedKey
 * says more pages follow) and about all the pages of a paginator (how many, and their counts summed).
 */
final class ShouldHavePage extends BasicErrorMessageFactory {

    private ShouldHavePage(String format, Object... arguments) {
        super(format, arguments);
    }

    /** A count of the response (Count or ScannedCount) differed from the expected one. */
    static ErrorMessageFactory shouldHaveCount(String operation, String countName, int expected, Integer actual,
            List<Map<String, AttributeValue>> items) {
        return shouldHaveCount(operation, countName, expected, actual, ItemTable.of(items));
    }

    /** A count of the response differed from the expected one; {@code itemsTable} shows its items. */
    static ErrorMessageFactory shouldHaveCount(String operation, String countName, int expected, Integer actual,
            String itemsTable) {
        return new ShouldHavePage("%nExpecting %s response with items:%n%s%nto have %s %s%nbut it was %s",
                unquotedString(operation), unquotedString(itemsTable), unquotedString(countName), expected, actual);
    }

    /** The response had no LastEvaluatedKey although more pages were expected. */
    static ErrorMessageFactory shouldHaveMorePages(String operation) {
        return new ShouldHavePage("%nExpecting %s response to have more pages%n"
                + "but it has no LastEvaluatedKey: it is the last page", unquotedString(operation));
    }

    /** The response had a LastEvaluatedKey although it was expected to be the last page (its attributes by name). */
    static ErrorMessageFactory shouldHaveNoMorePages(String operation, Map<String, AttributeValue> lastEvaluatedKey) {
        return new ShouldHavePage("%nExpecting %s response to be the last page%nbut it has LastEvaluatedKey:%n%s",
                unquotedString(operation), unquotedString(ItemTable.of(List.of(new TreeMap<>(lastEvaluatedKey)))));
    }

    /** A paginator returned another number of pages than expected. */
    static ErrorMessageFactory shouldHavePageCount(String operation, String summary, int expected, int actual) {
        return new ShouldHavePage("%nExpecting %s pages:%n%s%nto be %s pages%nbut there were %s",
                unquotedString(operation), unquotedString(summary), expected, actual);
    }

    /** A count summed over a paginator's pages differed from the expected one. */
    static ErrorMessageFactory shouldHaveTotal(String operation, String summary, String countName, int expected,
            int actual) {
        return new ShouldHavePage("%nExpecting %s pages:%n%s%nto have %s %s in all%nbut it was %s",
                unquotedString(operation), unquotedString(summary), unquotedString(countName), expected, actual);
    }

    /** A page was asked for beyond the paginator's pages. */
    static ErrorMessageFactory shouldHavePage(String operation, String summary, int index, int count) {
        return new ShouldHavePage("%nExpecting %s pages:%n%s%nto have a page %s (counting from 0)%nbut there %s",
                unquotedString(operation), unquotedString(summary), index,
                unquotedString(count == 1 ? "was 1 page" : "were " + count + " pages"));
    }

    /** One row per page: its Count, ScannedCount and LastEvaluatedKey (attributes by name; {@code -} when none). */
    static String summary(List<Integer> counts, List<Integer> scannedCounts, List<Map<String, AttributeValue>> keys) {
        if (counts.isEmpty()) {
            return "  (no pages)";
        }
        List<List<String>> rows = new ArrayList<>();
        rows.add(List.of("page", "Count", "ScannedCount", "LastEvaluatedKey"));
        for (int i = 0; i < counts.size(); i++) {
            Map<String, AttributeValue> key = keys.get(i) == null ? Map.of() : keys.get(i);
            List<String> parts = new ArrayList<>();
            new TreeMap<>(key).forEach((name, value) -> parts.add(name + " = " + DynamoValues.render(value)));
            rows.add(List.of(String.valueOf(i), String.valueOf(counts.get(i)), String.valueOf(scannedCounts.get(i)),
                    key.isEmpty() ? "-" : String.join(", ", parts)));
        }
        return ItemTable.align(rows);
    }
}
