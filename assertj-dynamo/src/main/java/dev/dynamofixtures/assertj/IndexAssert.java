package dev.dynamofixtures.assertj;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.assertj.core.api.AbstractAssert;
import org.assertj.core.error.ErrorMessageFactory;
import org.assertj.core.error.ShouldNotBeNull;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Assertions on one secondary index (GSI or LSI, multi-attribute keys included) of a table: which table items it
 * holds (sparse-index membership, and why an item is absent), its item and partition counts, and navigation to the
 * items of one of its partitions in index order. Reads through the database's unrecorded client, so the
 * assertions work on every backend and do not show in the operation log.
 *
 * <pre><code class='java'> assertThat(database).table("orders").index("OrdersByStatusDateAmount")
 *     .containsKey("order_id", "KSUID1")
 *     .doesNotContainKey("order_id", "DRAFT1")
 *     .hasPartitionCount(2);</code></pre>
 */
public class IndexAssert extends AbstractAssert<IndexAssert, DatabaseIndex> {

    /** Creates the assert on the given index; {@link TableAssert#index(String)} is the usual way. */
    public IndexAssert(DatabaseIndex actual) {
        super(actual, IndexAssert.class);
    }

    /** Verifies that the index holds exactly this many items. */
    public IndexAssert hasItemCount(int expected) {
        isNotNull();
        checkItemCount(expected);
        return myself;
    }

    /** Verifies that the index holds no items. */
    public IndexAssert isEmpty() {
        isNotNull();
        checkEmpty();
        return myself;
    }

    /**
     * Verifies that the index has exactly this many partitions: distinct values of its partition key (all of its
     * partition key attributes together, for a multi-attribute key), compared by DynamoDB's rules.
     */
    public IndexAssert hasPartitionCount(int expected) {
        isNotNull();
        checkPartitionCount(expected);
        return myself;
    }

    /**
     * Verifies that the index holds the table item with this primary key. When it does not, the failure says why:
     * the table has no such item, or the item lacks an index key attribute, or has one of another type than the
     * index declares (an item is in an index only with every index key attribute, of the declared type).
     *
     * @throws IllegalArgumentException when the key does not name exactly the table's key attributes, typed as declared
     */
    public IndexAssert containsKey(Map<String, AttributeValue> tableKey) {
        isNotNull();
        checkContainsKey(tableKey);
        return myself;
    }

    /**
     * Verifies that the index holds the table item with this primary key, written as {@link DynamoAssertions#item}
     * does: {@code containsKey("order_id", "KSUID1")}.
     */
    public IndexAssert containsKey(Object... namesAndValues) {
        isNotNull();
        checkContainsKey(DynamoAssertions.item(namesAndValues));
        return myself;
    }

    /** Verifies that the index does not hold the table item with this primary key. */
    public IndexAssert doesNotContainKey(Map<String, AttributeValue> tableKey) {
        isNotNull();
        checkDoesNotContainKey(tableKey);
        return myself;
    }

    /**
     * Verifies that the index does not hold the table item with this primary key:
     * {@code doesNotContainKey("order_id", "DRAFT1")}.
     */
    public IndexAssert doesNotContainKey(Object... namesAndValues) {
        isNotNull();
        checkDoesNotContainKey(DynamoAssertions.item(namesAndValues));
        return myself;
    }

    /**
     * Navigates to the items of one partition of the index, in index order: a Query with every partition key
     * attribute as an equality condition, every page. Keeps this assert's description.
     *
     * @throws IllegalArgumentException when the key does not name exactly the index's partition key attributes,
     *         typed as declared
     */
    public final ItemsAssert partition(Map<String, AttributeValue> partitionKey) {
        if (actual == null) {
            throw failure(ShouldNotBeNull.shouldNotBeNull());
        }
        Resolved resolved = resolve();
        KeyShape key = resolved.index().key();
        KeyArguments.require(partitionKey, key.partition(), key, "partition(...)",
                "the partition key of " + resolved.index().kind() + " " + actual.name());
        List<Map<String, AttributeValue>> items = actual.table().reader()
                .query(actual.table().name(), actual.name(), partitionKey);
        return toAssertForProxy(items, "partition " + TableAssert.render(partitionKey) + " of " + actual);
    }

    /**
     * Navigates to the items of one partition of the index, the key written as {@link DynamoAssertions#item} does:
     * {@code partition("customer_id", "C#1A2B3C", "status", "PENDING")}.
     */
    public final ItemsAssert partition(Object... namesAndValues) {
        return partition(DynamoAssertions.item(namesAndValues));
    }

    /**
     * Where navigation creates the partition's items assert: soft assertions' proxies intercept {@code *ForProxy}
     * methods and make the result a soft assert too. Not for callers.
     */
    protected ItemsAssert toAssertForProxy(List<Map<String, AttributeValue>> items, String description) {
        String own = info.descriptionText();
        return new ItemsAssert(items).describedAs(own == null || own.isEmpty() ? description : own);
    }

    private record Resolved(TableSchema schema, TableSchema.Index index) {
        List<String> keyAttributes() {
            return schema.keyAttributes(index);
        }
    }

    private Resolved resolve() {
        DatabaseTable table = actual.table();
        TableSchema schema = table.reader().describe(table.name()).map(TableSchema::of)
                .orElseThrow(() -> failure(ShouldExist.shouldHaveTable(table, table.reader().tableNames())));
        TableSchema.Index index = schema.index(actual.name())
                .orElseThrow(() -> failure(ShouldExist.shouldHaveIndex(actual, schema)));
        return new Resolved(schema, index);
    }

    private List<Map<String, AttributeValue>> items() {
        return actual.table().reader().scan(actual.table().name(), actual.name());
    }

    private void checkItemCount(int expected) {
        Resolved resolved = resolve();
        List<Map<String, AttributeValue>> items = items();
        if (items.size() != expected) {
            throwAssertionError(ShouldHoldItems.shouldHaveItemCount(actual, expected, items, resolved.keyAttributes()));
        }
    }

    private void checkEmpty() {
        Resolved resolved = resolve();
        List<Map<String, AttributeValue>> items = items();
        if (!items.isEmpty()) {
            throwAssertionError(ShouldHoldItems.shouldBeEmpty(actual, items, resolved.keyAttributes()));
        }
    }

    private void checkPartitionCount(int expected) {
        KeyShape key = resolve().index().key();
        List<Map<String, AttributeValue>> partitions = new ArrayList<>();
        List<Integer> counts = new ArrayList<>();
        for (Map<String, AttributeValue> item : items()) {
            Map<String, AttributeValue> partition = KeyShape.project(item, key.partition());
            int known = indexOf(partitions, partition);
            if (known < 0) {
                partitions.add(partition);
                counts.add(1);
            } else {
                counts.set(known, counts.get(known) + 1);
            }
        }
        if (partitions.size() != expected) {
            List<Map<String, AttributeValue>> rows = new ArrayList<>();
            for (int i = 0; i < partitions.size(); i++) {
                Map<String, AttributeValue> row = new LinkedHashMap<>(partitions.get(i));
                row.put("items", AttributeValue.fromN(String.valueOf(counts.get(i))));
                rows.add(row);
            }
            rows.sort(KeyShape.order(key.partition()));
            throwAssertionError(ShouldHoldItems.shouldHavePartitionCount(actual, expected, key, rows));
        }
    }

    private static int indexOf(List<Map<String, AttributeValue>> partitions, Map<String, AttributeValue> partition) {
        for (int i = 0; i < partitions.size(); i++) {
            if (DynamoValues.equalItems(partitions.get(i), partition)) {
                return i;
            }
        }
        return -1;
    }

    private void checkContainsKey(Map<String, AttributeValue> tableKey) {
        Resolved resolved = resolve();
        requireTableKey(resolved, tableKey, "containsKey(...)");
        Optional<Map<String, AttributeValue>> item = actual.table().reader().get(actual.table().name(), tableKey);
        if (item.isEmpty()) {
            throwAssertionError(ShouldBeInIndex.shouldContainKeyOfMissingItem(actual, tableKey));
            return;
        }
        List<String> reasons = absenceReasons(resolved.index(), item.get());
        if (reasons.isEmpty()) {
            try {
                if (indexed(resolved, item.get()).isPresent()) {
                    return;
                }
                reasons.add("the item has every key attribute of the index, of the declared type, yet a Query of "
                        + "the index does not return it: on DynamoDB indexes are updated asynchronously, so the "
                        + "write may not have reached the index yet");
            } catch (AwsServiceException failed) {
                reasons.add(undetermined(failed));
            }
        }
        throwAssertionError(ShouldBeInIndex.shouldContainKey(actual, tableKey, reasons, item.get(),
                resolved.keyAttributes()));
    }

    private void checkDoesNotContainKey(Map<String, AttributeValue> tableKey) {
        Resolved resolved = resolve();
        requireTableKey(resolved, tableKey, "doesNotContainKey(...)");
        Optional<Map<String, AttributeValue>> item = actual.table().reader().get(actual.table().name(), tableKey);
        if (item.isEmpty() || !absenceReasons(resolved.index(), item.get()).isEmpty()) {
            return;
        }
        Optional<Map<String, AttributeValue>> indexed;
        try {
            indexed = indexed(resolved, item.get());
        } catch (AwsServiceException failed) {
            throwAssertionError(ShouldBeInIndex.shouldNotContainKeyUndetermined(actual, tableKey, undetermined(failed)));
            return;
        }
        if (indexed.isPresent()) {
            throwAssertionError(ShouldBeInIndex.shouldNotContainKey(actual, tableKey, indexed.get(),
                    resolved.keyAttributes()));
        }
    }

    private void requireTableKey(Resolved resolved, Map<String, AttributeValue> tableKey, String method) {
        KeyShape key = resolved.schema().key();
        KeyArguments.require(tableKey, key.attributes(), key, method,
                "the primary key of table " + actual.table().name());
    }

    /** Why DynamoDB leaves the item out of the index, one line per index key attribute at fault; empty if none. */
    private static List<String> absenceReasons(TableSchema.Index index, Map<String, AttributeValue> item) {
        List<String> reasons = new ArrayList<>();
        KeyShape key = index.key();
        for (String attribute : key.attributes()) {
            String role = key.partition().contains(attribute) ? "partition key" : "sort key";
            AttributeValue value = item.get(attribute);
            if (value == null) {
                reasons.add("the item has no " + attribute + ": the index's " + role + " needs it (type "
                        + key.type(attribute) + ")");
            } else if (!key.hasDeclaredType(attribute, value)) {
                reasons.add(attribute + " is " + DynamoValues.render(value) + ": the index's " + role
                        + " declares " + attribute + " as " + key.type(attribute));
            }
        }
        return reasons;
    }

    /** The index's entry of the item: a Query on all the item's index key values, matched by table key. */
    private Optional<Map<String, AttributeValue>> indexed(Resolved resolved, Map<String, AttributeValue> item) {
        List<String> tableKey = resolved.schema().key().attributes();
        Map<String, AttributeValue> wanted = KeyShape.project(item, tableKey);
        return actual.table().reader()
                .query(actual.table().name(), actual.name(), KeyShape.project(item, resolved.index().key().attributes()))
                .stream()
                .filter(candidate -> DynamoValues.equalItems(KeyShape.project(candidate, tableKey), wanted))
                .findFirst();
    }

    private String undetermined(AwsServiceException failed) {
        return "whether the index holds it cannot be determined on " + actual.table().reader().backend()
                + ": a Query of the index failed with " + (failed.awsErrorDetails() == null ? failed.getMessage()
                        : failed.awsErrorDetails().errorCode() + ": " + failed.awsErrorDetails().errorMessage());
    }

    /**
     * The failure as an error to throw directly. Navigation methods are final, so soft assertions' proxies do not
     * intercept them, and an intercepted {@code throwAssertionError} would collect the error and return: they must
     * stop here, with the same message.
     */
    private AssertionError failure(ErrorMessageFactory factory) {
        String overriding = info.overridingErrorMessage();
        return new AssertionError(overriding != null ? overriding : factory.create(info.description(),
                info.representation()));
    }
}
