package dev.dynamofixtures.assertj;

import java.util.List;
import java.util.Map;
import org.assertj.core.error.BasicErrorMessageFactory;
import org.assertj.core.error.ErrorMessageFactory;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Failure messages about one page of a Query or Scan: its Count, ScannedCount and whether a LastEvaluatedKey
 * says more pages follow.
 */
final class ShouldHavePage extends BasicErrorMessageFactory {

    private ShouldHavePage(String format, Object... arguments) {
        super(format, arguments);
    }

    /** A count of the response (Count or ScannedCount) differed from the expected one. */
    static ErrorMessageFactory shouldHaveCount(String operation, String countName, int expected, Integer actual,
            List<Map<String, AttributeValue>> items) {
        return new ShouldHavePage("%nExpecting %s response with items:%n%s%nto have %s %s%nbut it was %s",
                unquotedString(operation), unquotedString(ItemTable.of(items)), unquotedString(countName),
                expected, actual);
    }

    /** The response had no LastEvaluatedKey although more pages were expected. */
    static ErrorMessageFactory shouldHaveMorePages(String operation) {
        return new ShouldHavePage("%nExpecting %s response to have more pages%n"
                + "but it has no LastEvaluatedKey: it is the last page", unquotedString(operation));
    }

    /** The response had a LastEvaluatedKey although it was expected to be the last page. */
    static ErrorMessageFactory shouldHaveNoMorePages(String operation, Map<String, AttributeValue> lastEvaluatedKey) {
        return new ShouldHavePage("%nExpecting %s response to be the last page%nbut it has LastEvaluatedKey:%n%s",
                unquotedString(operation), unquotedString(ItemTable.of(List.of(lastEvaluatedKey))));
    }
}
