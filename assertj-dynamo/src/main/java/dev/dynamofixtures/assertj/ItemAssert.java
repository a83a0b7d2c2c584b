package dev.dynamofixtures.assertj;

import java.util.Map;
import java.util.Set;
import org.assertj.core.api.AbstractAssert;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Assertions on one DynamoDB item: its attributes, compared by DynamoDB's rules. */
public class ItemAssert extends AbstractAssert<ItemAssert, Map<String, AttributeValue>> {

    /** Creates the assert on the given item. */
    public ItemAssert(Map<String, AttributeValue> actual) {
        super(actual, ItemAssert.class);
    }

    /** Verifies that the item has the attribute with the given value (N; 200 equals 200.0 and 2E2). */
    public ItemAssert hasNumber(String name, Number expected) {
        isNotNull();
        checkAttribute(name, DynamoValues.fromJava(expected));
        return myself;
    }

    /** Verifies that the item has the attribute with the given string value (S). */
    public ItemAssert hasString(String name, String expected) {
        isNotNull();
        checkAttribute(name, AttributeValue.fromS(expected));
        return myself;
    }

    /** Verifies that the item has the attribute with exactly the given strings, in any order (SS). */
    public ItemAssert hasStringSet(String name, String... expected) {
        isNotNull();
        checkAttribute(name, DynamoValues.fromJava(Set.of(expected)));
        return myself;
    }

    /** Verifies that the item has the attribute with the given plain Java value, converted as {@code item(...)} does. */
    public ItemAssert hasAttribute(String name, Object expected) {
        isNotNull();
        checkAttribute(name, DynamoValues.fromJava(expected));
        return myself;
    }

    /** Verifies that the item has no attribute of that name. */
    public ItemAssert hasNoAttribute(String name) {
        isNotNull();
        checkNoAttribute(name);
        return myself;
    }

    /** Verifies that the item equals the given one by DynamoDB's rules (same attributes, equal values). */
    public ItemAssert isEqualToItem(Map<String, AttributeValue> expected) {
        isNotNull();
        checkEqualItem(expected);
        return myself;
    }

    private void checkAttribute(String name, AttributeValue expected) {
        if (!DynamoValues.equal(actual.get(name), expected)) {
            throwAssertionError(ShouldHaveAttribute.shouldHaveAttribute(actual, name, expected));
        }
    }

    private void checkNoAttribute(String name) {
        if (actual.containsKey(name)) {
            throwAssertionError(ShouldHaveAttribute.shouldNotHaveAttribute(actual, name));
        }
    }

    private void checkEqualItem(Map<String, AttributeValue> expected) {
        if (!DynamoValues.equalItems(actual, expected)) {
            throwAssertionError(ShouldHaveAttribute.shouldEqualItem(actual, expected));
        }
    }
}
