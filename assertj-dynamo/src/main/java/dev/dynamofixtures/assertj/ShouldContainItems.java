package dev.dynamofixtures.assertj;

import java.util.List;
import java.util.Map;
import org.assertj.core.error.BasicErrorMessageFactory;
import org.assertj.core.error.ErrorMessageFactory;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Failure messages of {@code contains}, {@code containsExactly} and {@code containsExactlyInAnyOrder} on items:
 * the actual and expected items as tables, and what was missing, unexpected or out of place.
 */
final class ShouldContainItems extends BasicErrorMessageFactory {

    private ShouldContainItems(String format, Object... arguments) {
        super(format, arguments);
    }

    /** The items lacked some of the expected ones. */
    static ErrorMessageFactory shouldContain(List<Map<String, AttributeValue>> actual,
            List<Map<String, AttributeValue>> expected, List<Map<String, AttributeValue>> missing) {
        return new ShouldContainItems("%nExpecting actual items:%n%s%nto contain (by DynamoDB's rules):%n%s%n"
                + "but could not find:%n%s", table(actual), table(expected), table(missing));
    }

    /** The items were not exactly the expected ones, ignoring order. */
    static ErrorMessageFactory shouldContainExactlyInAnyOrder(List<Map<String, AttributeValue>> actual,
            List<Map<String, AttributeValue>> expected, List<Map<String, AttributeValue>> missing,
            List<Map<String, AttributeValue>> unexpected) {
        return new ShouldContainItems("%nExpecting actual items:%n%s%nto contain exactly in any order "
                + "(by DynamoDB's rules):%n%s%nbut could not find:%n%s%nand did not expect:%n%s",
                table(actual), table(expected), table(missing), table(unexpected));
    }

    /** The items' keys were not exactly the expected ones. */
    static ErrorMessageFactory shouldContainOnlyKeys(List<Map<String, AttributeValue>> actual,
            List<Map<String, AttributeValue>> keys, List<Map<String, AttributeValue>> missing,
            List<Map<String, AttributeValue>> unexpected) {
        return new ShouldContainItems("%nExpecting actual items:%n%s%nto have exactly these keys, in any order "
                + "(by DynamoDB's rules):%n%s%nbut could not find:%n%s%nand did not expect:%n%s",
                table(actual), table(keys), table(missing), table(unexpected));
    }

    /** The items were not exactly the expected ones, whatever the order. */
    static ErrorMessageFactory shouldContainExactly(List<Map<String, AttributeValue>> actual,
            List<Map<String, AttributeValue>> expected, List<Map<String, AttributeValue>> missing,
            List<Map<String, AttributeValue>> unexpected) {
        return new ShouldContainItems("%nExpecting actual items:%n%s%nto contain exactly, in this order "
                + "(by DynamoDB's rules):%n%s%nbut could not find:%n%s%nand did not expect:%n%s",
                table(actual), table(expected), table(missing), table(unexpected));
    }

    /** The items were the expected ones but in another order. */
    static ErrorMessageFactory shouldContainExactlyInOrder(List<Map<String, AttributeValue>> actual,
            List<Map<String, AttributeValue>> expected, int index) {
        return new ShouldContainItems("%nExpecting actual items:%n%s%nto contain exactly, in this order "
                + "(by DynamoDB's rules):%n%s%nbut the order differs from index %s on",
                table(actual), table(expected), index);
    }

    private static CharSequence table(List<Map<String, AttributeValue>> items) {
        return unquotedString(ItemTable.of(items));
    }
}
