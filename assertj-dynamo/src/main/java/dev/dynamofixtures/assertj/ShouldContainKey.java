package dev.dynamofixtures.assertj;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.assertj.core.error.BasicErrorMessageFactory;
import org.assertj.core.error.ErrorMessageFactory;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Failure messages of {@code containsKey}, {@code doesNotContainKey} and {@code containsItem} on a table: the key
 * or item asked for, and the table's item with that key or the items it does hold, as tables keys first.
 */
final class ShouldContainKey extends BasicErrorMessageFactory {

    private ShouldContainKey(String format, Object... arguments) {
        super(format, arguments);
    }

    /** The table had no item with the key. */
    static ErrorMessageFactory shouldContainKey(DatabaseTable table, Map<String, AttributeValue> key,
            List<Map<String, AttributeValue>> items, List<String> keyAttributes) {
        return new ShouldContainKey("%nExpecting %s%nto contain an item with key:%n%s%nbut it has none; it holds %s:%n%s",
                unquotedString(table.toString()), unquotedString(ItemTable.of(List.of(key))),
                unquotedString(ShouldHoldItems.count(items.size(), "item")),
                unquotedString(KeyedItemTable.of(items, keyAttributes)));
    }

    /** The table had an item with the key. */
    static ErrorMessageFactory shouldNotContainKey(DatabaseTable table, Map<String, AttributeValue> key,
            Map<String, AttributeValue> item, List<String> keyAttributes) {
        return new ShouldContainKey("%nExpecting %s%nnot to contain an item with key:%n%s%nbut it has:%n%s",
                unquotedString(table.toString()), unquotedString(ItemTable.of(List.of(key))),
                unquotedString(KeyedItemTable.of(item, keyAttributes)));
    }

    /** The table had no item with the expected item's key. */
    static ErrorMessageFactory shouldContainItem(DatabaseTable table, Map<String, AttributeValue> expected,
            List<Map<String, AttributeValue>> items, List<String> keyAttributes) {
        return new ShouldContainKey("%nExpecting %s%nto contain the item (by DynamoDB's rules):%n%s%n"
                + "but it has no item with that key; it holds %s:%n%s",
                unquotedString(table.toString()), unquotedString(KeyedItemTable.of(expected, keyAttributes)),
                unquotedString(ShouldHoldItems.count(items.size(), "item")),
                unquotedString(KeyedItemTable.of(items, keyAttributes)));
    }

    /** The table's item with the expected item's key had other attributes or values. */
    static ErrorMessageFactory shouldContainItem(DatabaseTable table, Map<String, AttributeValue> expected,
            Map<String, AttributeValue> actual, List<String> keyAttributes) {
        Set<String> differing = new LinkedHashSet<>();
        KeyShape.keysFirst(actual, keyAttributes).keySet().forEach(name -> {
            if (!DynamoValues.equal(actual.get(name), expected.get(name))) {
                differing.add(name);
            }
        });
        expected.keySet().stream().filter(name -> !actual.containsKey(name)).forEach(differing::add);
        return new ShouldContainKey("%nExpecting %s%nto contain the item (by DynamoDB's rules):%n%s%n"
                + "but its item with that key is:%n%s%nwhich differs in %s",
                unquotedString(table.toString()), unquotedString(KeyedItemTable.of(expected, keyAttributes)),
                unquotedString(KeyedItemTable.of(actual, keyAttributes)), unquotedString(String.join(", ", differing)));
    }
}
