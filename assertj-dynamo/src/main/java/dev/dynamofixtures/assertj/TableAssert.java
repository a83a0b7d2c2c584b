package dev.dynamofixtures.assertj;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.assertj.core.api.AbstractAssert;
import org.assertj.core.error.ErrorMessageFactory;
import org.assertj.core.error.ShouldNotBeNull;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Assertions on one table of a database: its item count, the items and keys it holds, navigation to one of its
 * indexes and to the items of one of its partitions. Reads through the database's unrecorded client (consistent
 * reads), so the assertions work on every backend and do not show in the operation log.
 *
 * <pre><code class='java'> assertThat(database).table("orders")
 *     .hasItemCount(3)
 *     .containsKey("order_id", "KSUID1")
 *     .doesNotContainKey("order_id", "KSUID9");</code></pre>
 */
public class TableAssert extends AbstractAssert<TableAssert, DatabaseTable> {

    /** Creates the assert on the given table; {@link DatabaseAssert#table(String)} is the usual way. */
    public TableAssert(DatabaseTable actual) {
        super(actual, TableAssert.class);
    }

    /** Verifies that the table holds exactly this many items. */
    public TableAssert hasItemCount(int expected) {
        isNotNull();
        checkItemCount(expected);
        return myself;
    }

    /** Verifies that the table holds no items. */
    public TableAssert isEmpty() {
        isNotNull();
        checkEmpty();
        return myself;
    }

    /**
     * Verifies that the table holds this item, compared by DynamoDB's rules (same attributes, equal values: 200
     * equals 200.0): the table's item with the item's primary key equals it.
     *
     * @throws IllegalArgumentException when the item lacks a key attribute of the table or has one of another type
     */
    public TableAssert containsItem(Map<String, AttributeValue> expected) {
        isNotNull();
        checkContainsItem(expected);
        return myself;
    }

    /**
     * Verifies that the table holds an item with this primary key (all the key attributes, nothing else).
     *
     * @throws IllegalArgumentException when the key does not name exactly the table's key attributes, typed as declared
     */
    public TableAssert containsKey(Map<String, AttributeValue> key) {
        isNotNull();
        checkContainsKey(key);
        return myself;
    }

    /**
     * Verifies that the table holds an item with this primary key, written as {@link DynamoAssertions#item} does:
     * {@code containsKey("order_id", "KSUID1")}.
     */
    public TableAssert containsKey(Object... namesAndValues) {
        isNotNull();
        checkContainsKey(DynamoAssertions.item(namesAndValues));
        return myself;
    }

    /** Verifies that the table holds no item with this primary key. */
    public TableAssert doesNotContainKey(Map<String, AttributeValue> key) {
        isNotNull();
        checkDoesNotContainKey(key);
        return myself;
    }

    /** Verifies that the table holds no item with this primary key: {@code doesNotContainKey("order_id", "K9")}. */
    public TableAssert doesNotContainKey(Object... namesAndValues) {
        isNotNull();
        checkDoesNotContainKey(DynamoAssertions.item(namesAndValues));
        return myself;
    }

    /**
     * Navigates to one secondary index (GSI or LSI) of this table. The index is looked up by its assertions, which
     * fail naming the table's indexes when it does not exist.
     *
     * <pre><code class='java'> assertThat(database).table("orders").index("OrdersByStatusDateAmount")
     *     .containsKey("order_id", "KSUID1");</code></pre>
     */
    public final IndexAssert index(String indexName) {
        if (actual == null) {
            throw failure(ShouldNotBeNull.shouldNotBeNull());
        }
        return toAssertForProxy(new DatabaseIndex(actual, indexName));
    }

    /**
     * Navigates to the items of one partition of the table, in sort key order (a Query with the partition key,
     * every page), keeping this assert's description.
     *
     * @throws IllegalArgumentException when the key does not name exactly the table's partition key, typed as declared
     */
    public final ItemsAssert partition(Map<String, AttributeValue> partitionKey) {
        if (actual == null) {
            throw failure(ShouldNotBeNull.shouldNotBeNull());
        }
        TableSchema schema = schema();
        KeyArguments.require(partitionKey, schema.key().partition(), schema.key(), "partition(...)",
                "the partition key of table " + actual.name());
        List<Map<String, AttributeValue>> items = actual.reader().query(actual.name(), null, partitionKey);
        return toAssertForProxy(items, "partition " + render(partitionKey) + " of " + actual);
    }

    /** Navigates to the items of one partition, the key written as {@link DynamoAssertions#item} does. */
    public final ItemsAssert partition(Object... namesAndValues) {
        return partition(DynamoAssertions.item(namesAndValues));
    }

    /**
     * Where navigation creates the index assert: soft assertions' proxies intercept {@code *ForProxy} methods and
     * make the result a soft assert too. Not for callers.
     */
    protected IndexAssert toAssertForProxy(DatabaseIndex index) {
        return new IndexAssert(index);
    }

    /**
     * Where navigation creates the partition's items assert: soft assertions' proxies intercept {@code *ForProxy}
     * methods and make the result a soft assert too. Not for callers.
     */
    protected ItemsAssert toAssertForProxy(List<Map<String, AttributeValue>> items, String description) {
        String own = info.descriptionText();
        return new ItemsAssert(items).describedAs(own == null || own.isEmpty() ? description : own);
    }

    static String render(Map<String, AttributeValue> key) {
        return key.entrySet().stream().map(e -> e.getKey() + " = " + DynamoValues.render(e.getValue()))
                .reduce((a, b) -> a + ", " + b).orElse("");
    }

    private TableSchema schema() {
        return actual.reader().describe(actual.name()).map(TableSchema::of)
                .orElseThrow(() -> failure(ShouldExist.shouldHaveTable(actual, actual.reader().tableNames())));
    }

    private List<Map<String, AttributeValue>> items() {
        return actual.reader().scan(actual.name(), null);
    }

    private void checkItemCount(int expected) {
        TableSchema schema = schema();
        List<Map<String, AttributeValue>> items = items();
        if (items.size() != expected) {
            throwAssertionError(ShouldHoldItems.shouldHaveItemCount(actual, expected, items, schema.key().attributes()));
        }
    }

    private void checkEmpty() {
        TableSchema schema = schema();
        List<Map<String, AttributeValue>> items = items();
        if (!items.isEmpty()) {
            throwAssertionError(ShouldHoldItems.shouldBeEmpty(actual, items, schema.key().attributes()));
        }
    }

    private void checkContainsItem(Map<String, AttributeValue> expected) {
        TableSchema schema = schema();
        List<String> keyAttributes = schema.key().attributes();
        Map<String, AttributeValue> key = KeyArguments.require(KeyShape.project(expected, keyAttributes),
                keyAttributes, schema.key(), "containsItem(...)", "an item with the primary key of table "
                        + actual.name());
        Optional<Map<String, AttributeValue>> found = actual.reader().get(actual.name(), key);
        if (found.isEmpty()) {
            throwAssertionError(ShouldContainKey.shouldContainItem(actual, expected, items(), keyAttributes));
        } else if (!DynamoValues.equalItems(found.get(), expected)) {
            throwAssertionError(ShouldContainKey.shouldContainItem(actual, expected, found.get(), keyAttributes));
        }
    }

    private void checkContainsKey(Map<String, AttributeValue> key) {
        TableSchema schema = schema();
        List<String> keyAttributes = schema.key().attributes();
        KeyArguments.require(key, keyAttributes, schema.key(), "containsKey(...)",
                "the primary key of table " + actual.name());
        if (actual.reader().get(actual.name(), key).isEmpty()) {
            throwAssertionError(ShouldContainKey.shouldContainKey(actual, key, items(), keyAttributes));
        }
    }

    private void checkDoesNotContainKey(Map<String, AttributeValue> key) {
        TableSchema schema = schema();
        List<String> keyAttributes = schema.key().attributes();
        KeyArguments.require(key, keyAttributes, schema.key(), "doesNotContainKey(...)",
                "the primary key of table " + actual.name());
        Optional<Map<String, AttributeValue>> found = actual.reader().get(actual.name(), key);
        if (found.isPresent()) {
            throwAssertionError(ShouldContainKey.shouldNotContainKey(actual, key, found.get(), keyAttributes));
        }
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
