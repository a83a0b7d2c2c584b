package dev.dynamofixtures.assertj;

import java.util.List;
import java.util.Map;
import org.assertj.core.error.BasicErrorMessageFactory;
import org.assertj.core.error.ErrorMessageFactory;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Failure messages of {@code hasItemCount}, {@code isEmpty} and {@code hasPartitionCount} on a table or index:
 * the expected count and what the table or index holds, as a table keys first.
 */
final class ShouldHoldItems extends BasicErrorMessageFactory {

    private ShouldHoldItems(String format, Object... arguments) {
        super(format, arguments);
    }

    /** The table or index held another number of items. */
    static ErrorMessageFactory shouldHaveItemCount(Object subject, int expected,
            List<Map<String, AttributeValue>> items, List<String> keyAttributes) {
        return new ShouldHoldItems("%nExpecting %s%nto hold %s%nbut it holds %s:%n%s", unquotedString(subject.toString()),
                unquotedString(count(expected, "item")), unquotedString(count(items.size(), "item")),
                unquotedString(KeyedItemTable.of(items, keyAttributes)));
    }

    /** The table or index held items. */
    static ErrorMessageFactory shouldBeEmpty(Object subject, List<Map<String, AttributeValue>> items,
            List<String> keyAttributes) {
        return new ShouldHoldItems("%nExpecting %s%nto be empty%nbut it holds %s:%n%s", unquotedString(subject.toString()),
                unquotedString(count(items.size(), "item")), unquotedString(KeyedItemTable.of(items, keyAttributes)));
    }

    /**
     * The index had another number of distinct partition keys; {@code partitions} holds one row per partition:
     * its key attributes and its item count.
     */
    static ErrorMessageFactory shouldHavePartitionCount(Object subject, int expected, KeyShape key,
            List<Map<String, AttributeValue>> partitions) {
        return new ShouldHoldItems("%nExpecting %s%nto have %s%nbut it has %s (partition key %s):%n%s",
                unquotedString(subject.toString()), unquotedString(count(expected, "partition")),
                unquotedString(count(partitions.size(), "partition")), unquotedString(key.describePartition()),
                unquotedString(partitions.isEmpty() ? "  (no partitions)" : ItemTable.of(partitions)));
    }

    static String count(int count, String noun) {
        return count + " " + noun + (count == 1 ? "" : "s");
    }
}
