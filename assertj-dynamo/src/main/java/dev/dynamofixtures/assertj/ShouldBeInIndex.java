package dev.dynamofixtures.assertj;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.assertj.core.error.BasicErrorMessageFactory;
import org.assertj.core.error.ErrorMessageFactory;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Failure messages of {@code containsKey} and {@code doesNotContainKey} on an index (sparse-index membership): the
 * table key asked for, why the item is not in the index (one line per reason), and the item as a table.
 */
final class ShouldBeInIndex extends BasicErrorMessageFactory {

    private ShouldBeInIndex(String format, Object... arguments) {
        super(format, arguments);
    }

    /** The table has no item with the key: there is nothing to index. */
    static ErrorMessageFactory shouldContainKeyOfMissingItem(DatabaseIndex index, Map<String, AttributeValue> key) {
        return new ShouldBeInIndex("%nExpecting %s%nto contain the item with key:%n%s%nbut it does not:%n"
                + "  - table %s has no item with this key",
                unquotedString(index.toString()), unquotedString(ItemTable.of(List.of(key))),
                unquotedString(index.table().name()));
    }

    /** The item exists but is not in the index, for the given reasons (one line each). */
    static ErrorMessageFactory shouldContainKey(DatabaseIndex index, Map<String, AttributeValue> key,
            List<String> reasons, Map<String, AttributeValue> item, List<String> keyAttributes) {
        String because = reasons.stream().map(reason -> "  - " + reason)
                .collect(Collectors.joining(System.lineSeparator()));
        return new ShouldBeInIndex("%nExpecting %s%nto contain the item with key:%n%s%nbut it does not:%n%s%n"
                + "The item in table %s:%n%s%n"
                + "An item is in an index only when it has every key attribute of the index, of the declared type.",
                unquotedString(index.toString()), unquotedString(ItemTable.of(List.of(key))), unquotedString(because),
                unquotedString(index.table().name()), unquotedString(KeyedItemTable.of(item, keyAttributes)));
    }

    /** The index holds the item. */
    static ErrorMessageFactory shouldNotContainKey(DatabaseIndex index, Map<String, AttributeValue> key,
            Map<String, AttributeValue> indexItem, List<String> keyAttributes) {
        return new ShouldBeInIndex("%nExpecting %s%nnot to contain the item with key:%n%s%nbut it does, as:%n%s",
                unquotedString(index.toString()), unquotedString(ItemTable.of(List.of(key))),
                unquotedString(KeyedItemTable.of(indexItem, keyAttributes)));
    }

    /** The backend could not tell whether the index holds the item. */
    static ErrorMessageFactory shouldNotContainKeyUndetermined(DatabaseIndex index, Map<String, AttributeValue> key,
            String reason) {
        return new ShouldBeInIndex("%nExpecting %s%nnot to contain the item with key:%n%s%nbut %s", unquotedString(index.toString()), unquotedString(ItemTable.of(List.of(key))),
                unquotedString(reason));
    }
}
