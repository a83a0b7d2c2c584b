package dev.dynamofixtures.assertj;

import java.util.List;
import java.util.Map;
import org.assertj.core.error.BasicErrorMessageFactory;
import org.assertj.core.error.ErrorMessageFactory;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Failure messages of {@code isInIndexOrder} and {@code isInReverseIndexOrder}: the items, the index and its key
 * attributes, then the first thing out of order: two items of a partition in the wrong order and the sort key
 * attribute that decided it, a partition whose items are not together, or an item without the key.
 */
final class ShouldBeInIndexOrder extends BasicErrorMessageFactory {

    private static final String EXPECTING = "%nExpecting items:%n%s%nto be in the %s of %s%n";

    private ShouldBeInIndexOrder(String format, Object... arguments) {
        super(format, arguments);
    }

    /** Items {@code first} and {@code first + 1}, of one partition, were out of order, decided by {@code attribute}. */
    static ErrorMessageFactory shouldBeInOrder(List<Map<String, AttributeValue>> items, IndexOrder order,
            boolean reverse, int first, String attribute) {
        Map<String, AttributeValue> left = items.get(first);
        Map<String, AttributeValue> right = items.get(first + 1);
        return new ShouldBeInIndexOrder(EXPECTING + "but items %s and %s of partition %s are out of order:%n%s%n"
                + "%s: %s comes %s %s", table(items), direction(reverse), text(order.describe(reverse)), first, first + 1,
                text(order.partitionOf(left)), text(ItemTable.of(List.of(left, right), List.of(first, first + 1))),
                text(attribute), text(DynamoValues.render(left.get(attribute))), text(reverse ? "before" : "after"),
                text(DynamoValues.render(right.get(attribute))));
    }

    /** Items {@code first} and {@code first + 1} hold sort key values of two types. */
    static ErrorMessageFactory shouldBeOrderable(List<Map<String, AttributeValue>> items, IndexOrder order,
            boolean reverse, int first, String attribute) {
        return new ShouldBeInIndexOrder(EXPECTING + "but items %s and %s cannot be ordered by %s: %s and %s are "
                + "values of two types, which one key attribute never holds", table(items), direction(reverse),
                text(order.describe(reverse)), first, first + 1, text(attribute),
                text(DynamoValues.render(items.get(first).get(attribute))),
                text(DynamoValues.render(items.get(first + 1).get(attribute))));
    }

    /** Items {@code earlier} and {@code later} share a partition, but other partitions' items come between them. */
    static ErrorMessageFactory shouldBeContiguous(List<Map<String, AttributeValue>> items, IndexOrder order,
            boolean reverse, int earlier, int later) {
        return new ShouldBeInIndexOrder(EXPECTING + "but items %s and %s belong to partition %s and item %s, "
                + "between them, to another:%n%s%nDynamoDB returns the items of a partition together",
                table(items), direction(reverse), text(order.describe(reverse)), earlier, later,
                text(order.partitionOf(items.get(earlier))), earlier + 1,
                text(ItemTable.of(List.of(items.get(earlier), items.get(earlier + 1), items.get(later)),
                        List.of(earlier, earlier + 1, later))));
    }

    /** Item {@code index} lacks a key attribute of the index, or holds a value no key can hold. */
    static ErrorMessageFactory shouldHaveKey(List<Map<String, AttributeValue>> items, IndexOrder order,
            boolean reverse, int index, String attribute) {
        AttributeValue value = items.get(index).get(attribute);
        String why = value == null
                ? "has no " + attribute + ", a key attribute: DynamoDB leaves such an item out of the index"
                : "holds " + attribute + " = " + DynamoValues.render(value)
                        + ", and key attributes hold only S, N or B values";
        return new ShouldBeInIndexOrder(EXPECTING + "but item %s %s", table(items), direction(reverse),
                text(order.describe(reverse)), index, text(why));
    }

    private static CharSequence direction(boolean reverse) {
        return text(reverse ? "reverse order (ScanIndexForward=false)" : "order");
    }

    private static CharSequence table(List<Map<String, AttributeValue>> items) {
        return text(ItemTable.of(items));
    }

    private static CharSequence text(String text) {
        return unquotedString(text);
    }
}
