package dev.dynamofixtures.assertj;

import java.util.List;
import java.util.Map;
import org.assertj.core.error.BasicErrorMessageFactory;
import org.assertj.core.error.ErrorMessageFactory;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Failure messages of the attribute checks on one item ({@code hasNumber}, {@code hasString},
 * {@code hasStringSet}, {@code hasNoAttribute}): the item as a one-row table and the attribute at fault.
 */
final class ShouldHaveAttribute extends BasicErrorMessageFactory {

    private ShouldHaveAttribute(String format, Object... arguments) {
        super(format, arguments);
    }

    /** The item lacked the attribute or held another value (compared by DynamoDB's rules). */
    static ErrorMessageFactory shouldHaveAttribute(Map<String, AttributeValue> item, String name,
            AttributeValue expected) {
        AttributeValue actual = item.get(name);
        String found = actual == null ? "it has no attribute " + name : "it was " + DynamoValues.render(actual);
        return new ShouldHaveAttribute("%nExpecting item:%n%s%nto have %s = %s%nbut %s",
                table(item), unquotedString(name), unquotedString(DynamoValues.render(expected)),
                unquotedString(found));
    }

    /** The item held an attribute it should not have. */
    static ErrorMessageFactory shouldNotHaveAttribute(Map<String, AttributeValue> item, String name) {
        return new ShouldHaveAttribute("%nExpecting item:%n%s%nnot to have attribute %s%nbut it was %s",
                table(item), unquotedString(name), unquotedString(DynamoValues.render(item.get(name))));
    }

    /** The item differed from the expected one (compared by DynamoDB's rules). */
    static ErrorMessageFactory shouldEqualItem(Map<String, AttributeValue> item, Map<String, AttributeValue> expected) {
        return new ShouldHaveAttribute("%nExpecting item:%n%s%nto equal (by DynamoDB's rules):%n%s%n"
                + "but they differ (differing cells marked ^):%n%s", table(item), table(expected),
                unquotedString(ItemMatching.diff(List.of(expected), List.of(item), List.of(new ItemMatching.Pair(0, 0)),
                        false)));
    }

    private static CharSequence table(Map<String, AttributeValue> item) {
        return unquotedString(ItemTable.of(List.of(item)));
    }
}
