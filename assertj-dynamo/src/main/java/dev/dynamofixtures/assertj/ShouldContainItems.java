package dev.dynamofixtures.assertj;

import java.util.List;
import java.util.Map;
import org.assertj.core.error.BasicErrorMessageFactory;
import org.assertj.core.error.ErrorMessageFactory;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Failure messages of {@code contains}, {@code containsExactly} and {@code containsExactlyInAnyOrder} on items:
 * the actual and expected items as tables, then the expected items that differ from actual ones side by side with
 * the differing cells marked, and what was missing, unexpected or out of place (see {@link ItemMatching}).
 */
final class ShouldContainItems extends BasicErrorMessageFactory {

    private ShouldContainItems(String format, Object... arguments) {
        super(format, arguments);
    }

    /** The items lacked some of the expected ones. */
    static ErrorMessageFactory shouldContain(List<Map<String, AttributeValue>> actual,
            List<Map<String, AttributeValue>> expected, ItemMatching matching) {
        return new ShouldContainItems("%nExpecting actual items:%n%s%nto contain (by DynamoDB's rules):%n%s%n%s",
                table(actual), table(expected), unquotedString(matching.explain(false)));
    }

    /** The items were not exactly the expected ones, ignoring order. */
    static ErrorMessageFactory shouldContainExactlyInAnyOrder(List<Map<String, AttributeValue>> actual,
            List<Map<String, AttributeValue>> expected, ItemMatching matching) {
        return new ShouldContainItems("%nExpecting actual items:%n%s%nto contain exactly in any order "
                + "(by DynamoDB's rules):%n%s%n%s", table(actual), table(expected),
                unquotedString(matching.explain(true)));
    }

    /** The items' keys were not exactly the expected ones. */
    static ErrorMessageFactory shouldContainOnlyKeys(List<Map<String, AttributeValue>> actual,
            List<Map<String, AttributeValue>> keys, ItemMatching matching) {
        return new ShouldContainItems("%nExpecting actual items:%n%s%nto have exactly these keys, in any order "
                + "(by DynamoDB's rules):%n%s%n%s", table(actual), table(keys), unquotedString(matching.explain(true)));
    }

    /** The items were not exactly the expected ones, whatever the order. */
    static ErrorMessageFactory shouldContainExactly(List<Map<String, AttributeValue>> actual,
            List<Map<String, AttributeValue>> expected, ItemMatching matching) {
        return new ShouldContainItems("%nExpecting actual items:%n%s%nto contain exactly, in this order "
                + "(by DynamoDB's rules):%n%s%n%s", table(actual), table(expected),
                unquotedString(matching.explain(true)));
    }

    /** The items were the expected ones but in another order, first at {@code index}. */
    static ErrorMessageFactory shouldContainExactlyInOrder(List<Map<String, AttributeValue>> actual,
            List<Map<String, AttributeValue>> expected, int index, ItemMatching matching) {
        return new ShouldContainItems("%nExpecting actual items:%n%s%nto contain exactly, in this order "
                + "(by DynamoDB's rules):%n%s%nbut the order differs from index %s on: actual item %s is expected "
                + "item %s, and expected item %s is actual item %s", table(actual), table(expected), index, index,
                matching.expectedIndexOf(index), index, matching.actualIndexOf(index));
    }

    private static CharSequence table(List<Map<String, AttributeValue>> items) {
        return unquotedString(ItemTable.of(items));
    }
}
