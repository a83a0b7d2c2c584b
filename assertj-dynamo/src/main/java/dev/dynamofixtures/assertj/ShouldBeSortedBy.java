package dev.dynamofixtures.assertj;

import java.util.List;
import java.util.Map;
import org.assertj.core.error.BasicErrorMessageFactory;
import org.assertj.core.error.ErrorMessageFactory;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Failure messages of {@code isSortedBy} and {@code isSortedDescendingBy}: the first pair of items out of
 * DynamoDB order, their indexes, and the attribute that decided it.
 */
final class ShouldBeSortedBy extends BasicErrorMessageFactory {

    private ShouldBeSortedBy(String format, Object... arguments) {
        super(format, arguments);
    }

    /** Items {@code first} and {@code first + 1} were out of order, decided by {@code attribute}. */
    static ErrorMessageFactory shouldBeSortedBy(List<Map<String, AttributeValue>> actual, List<String> attributes,
            boolean descending, int first, String attribute) {
        Map<String, AttributeValue> left = actual.get(first);
        Map<String, AttributeValue> right = actual.get(first + 1);
        return new ShouldBeSortedBy("%nExpecting items:%n%s%nto be sorted %s by %s (DynamoDB order)%n"
                + "but items %s and %s are out of order:%n%s%n%s: %s comes %s %s",
                unquotedString(ItemTable.of(actual)), unquotedString(descending ? "descending" : "ascending"),
                unquotedString(String.join(", ", attributes)), first, first + 1,
                unquotedString(ItemTable.of(List.of(left, right), List.of(first, first + 1))),
                unquotedString(attribute), unquotedString(DynamoValues.render(left.get(attribute))),
                unquotedString(descending ? "before" : "after"),
                unquotedString(DynamoValues.render(right.get(attribute))));
    }

    /** Items {@code first} and {@code first + 1} hold values of {@code attribute} DynamoDB cannot order. */
    static ErrorMessageFactory shouldBeOrderable(List<Map<String, AttributeValue>> actual, List<String> attributes,
            int first, String attribute) {
        Map<String, AttributeValue> left = actual.get(first);
        Map<String, AttributeValue> right = actual.get(first + 1);
        return new ShouldBeSortedBy("%nExpecting items:%n%s%nto be sorted by %s (DynamoDB order)%n"
                + "but items %s and %s cannot be ordered by %s: %s and %s are not S, N or B values of one type",
                unquotedString(ItemTable.of(actual)), unquotedString(String.join(", ", attributes)), first,
                first + 1, unquotedString(attribute), unquotedString(DynamoValues.render(left.get(attribute))),
                unquotedString(DynamoValues.render(right.get(attribute))));
    }
}
