package dev.dynamofixtures.assertj;

import dev.dynamofixtures.core.dataset.DatasetTable;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.assertj.core.api.AbstractAssert;
import org.assertj.core.api.Assertions;
import org.assertj.core.api.ListAssert;
import org.assertj.core.error.ErrorMessageFactory;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/**
 * Assertions on a list of DynamoDB items, whatever holds them (a plain list, a Query or Scan response, every page
 * of a paginator): which items it contains, compared by DynamoDB's rules, their order in DynamoDB's ordering (by
 * given attributes, or by a table's or index's key schema), and navigation to the plain Java values of one
 * attribute. A failure pairs each expected item that was not found with the left-over actual item sharing the most
 * of its attribute values, when those are more than half of its attributes (ties go to the earlier actual item),
 * and shows the two side by side, the differing cells marked and each difference named.
 *
 * @param <SELF> the concrete assert type, returned by every assertion for chaining
 * @param <ACTUAL> the object under test
 */
public abstract class AbstractItemsAssert<SELF extends AbstractItemsAssert<SELF, ACTUAL>, ACTUAL>
        extends AbstractAssert<SELF, ACTUAL> {

    /** Creates the assert; subclasses say where the items are with {@link #items()}. */
    protected AbstractItemsAssert(ACTUAL actual, Class<?> selfType) {
        super(actual, selfType);
    }

    /** The items under test, in the order they were returned. */
    protected abstract List<Map<String, AttributeValue>> items();

    /** Verifies that the items contain all the given ones, in any order, compared by DynamoDB's rules. */
    @SafeVarargs
    public final SELF contains(Map<String, AttributeValue>... expected) {
        return containsForProxy(expected);
    }

    /** The body of {@link #contains}: not final, so soft assertions' proxies can intercept it. */
    protected SELF containsForProxy(Map<String, AttributeValue>[] expected) {
        isNotNull();
        checkContains(List.of(expected));
        return myself;
    }

    /** Verifies that the items are exactly the given ones, in this order, compared by DynamoDB's rules. */
    @SafeVarargs
    public final SELF containsExactly(Map<String, AttributeValue>... expected) {
        return containsExactlyForProxy(expected);
    }

    /** The body of {@link #containsExactly}: not final, so soft assertions' proxies can intercept it. */
    protected SELF containsExactlyForProxy(Map<String, AttributeValue>[] expected) {
        isNotNull();
        checkContainsExactly(List.of(expected));
        return myself;
    }

    /** Verifies that the items are exactly the given ones, in any order, compared by DynamoDB's rules. */
    @SafeVarargs
    public final SELF containsExactlyInAnyOrder(Map<String, AttributeValue>... expected) {
        return containsExactlyInAnyOrderForProxy(expected);
    }

    /** The body of {@link #containsExactlyInAnyOrder}: not final, so soft assertions' proxies can intercept it. */
    protected SELF containsExactlyInAnyOrderForProxy(Map<String, AttributeValue>[] expected) {
        isNotNull();
        checkContainsExactlyInAnyOrder(List.of(expected));
        return myself;
    }

    /**
     * Verifies that the items' keys are exactly the given ones, in any order: each item, reduced to the attributes
     * the keys name, equals one key (by DynamoDB's rules), and every key is matched once. Other attributes are ignored.
     */
    @SafeVarargs
    public final SELF containsOnlyKeys(Map<String, AttributeValue>... keys) {
        return containsOnlyKeysForProxy(keys);
    }

    /** The body of {@link #containsOnlyKeys}: not final, so soft assertions' proxies can intercept it. */
    protected SELF containsOnlyKeysForProxy(Map<String, AttributeValue>[] keys) {
        isNotNull();
        checkContainsOnlyKeys(List.of(keys));
        return myself;
    }

    /** Verifies that the items are sorted ascending by the given attributes, in DynamoDB's ordering. */
    public SELF isSortedBy(String... attributes) {
        isNotNull();
        checkSorted(List.of(attributes), false);
        return myself;
    }

    /** Verifies that the items are sorted descending by the given attributes, in DynamoDB's ordering. */
    public SELF isSortedDescendingBy(String... attributes) {
        isNotNull();
        checkSorted(List.of(attributes), true);
        return myself;
    }

    /**
     * Verifies that the items are in the order DynamoDB returns {@code index} of the table in (its own order when
     * {@code index} is null), taking the key attributes from DescribeTable's description: the items of a partition
     * together, sorted within it by the sort key attributes in turn, in DynamoDB's ordering (S by UTF-8 bytes, N
     * numerically, B unsigned). Multi-attribute GSI keys count every HASH and RANGE element. Items whose keys are
     * equal may come in any order; every item must hold every key attribute.
     *
     * <pre>{@code
     * TableDescription orders = client.describeTable(d -> d.tableName("orders")).table();
     * assertThat(client.query(byStatus)).isInIndexOrder(orders, "ByStatusDateAmount");
     * }</pre>
     *
     * @throws IllegalArgumentException when the table has no such index
     */
    public SELF isInIndexOrder(TableDescription table, String index) {
        return checkIndexOrder(IndexOrder.of(table, index), false);
    }

    /** Verifies that the items are in the table's own order; see {@link #isInIndexOrder(TableDescription, String)}. */
    public SELF isInIndexOrder(TableDescription table) {
        return checkIndexOrder(IndexOrder.of(table, null), false);
    }

    /**
     * Verifies that the items are in the order of {@code index} (the table's own order when null) of the table the
     * request creates; see {@link #isInIndexOrder(TableDescription, String)}.
     *
     * @throws IllegalArgumentException when the table has no such index
     */
    public SELF isInIndexOrder(CreateTableRequest table, String index) {
        return checkIndexOrder(IndexOrder.of(table, index), false);
    }

    /** Verifies that the items are in the table's own order; see {@link #isInIndexOrder(TableDescription, String)}. */
    public SELF isInIndexOrder(CreateTableRequest table) {
        return checkIndexOrder(IndexOrder.of(table, null), false);
    }

    /**
     * Verifies that the items are in the order of {@code index} (the table's own order when null) of a table a
     * dataset defines; see {@link #isInIndexOrder(TableDescription, String)}.
     * {@code isInIndexOrder(dataset.table("orders").orElseThrow(), "ByStatus")}.
     *
     * @throws IllegalArgumentException when the table has no such index
     */
    public SELF isInIndexOrder(DatasetTable table, String index) {
        return checkIndexOrder(IndexOrder.of(requireTable(table).createTableRequest(), index), false);
    }

    /** Verifies that the items are in the table's own order; see {@link #isInIndexOrder(TableDescription, String)}. */
    public SELF isInIndexOrder(DatasetTable table) {
        return checkIndexOrder(IndexOrder.of(requireTable(table).createTableRequest(), null), false);
    }

    /**
     * Verifies that the items are in the reverse order of {@code index} (the table's own order when null), as a
     * Query with {@code ScanIndexForward=false} returns them: partitions together, each sorted descending; see
     * {@link #isInIndexOrder(TableDescription, String)}.
     *
     * @throws IllegalArgumentException when the table has no such index
     */
    public SELF isInReverseIndexOrder(TableDescription table, String index) {
        return checkIndexOrder(IndexOrder.of(table, index), true);
    }

    /** Verifies that the items are in the table's reverse order; see {@link #isInReverseIndexOrder(TableDescription, String)}. */
    public SELF isInReverseIndexOrder(TableDescription table) {
        return checkIndexOrder(IndexOrder.of(table, null), true);
    }

    /** Verifies the reverse order of an index of the table the request creates; see {@link #isInReverseIndexOrder(TableDescription, String)}. */
    public SELF isInReverseIndexOrder(CreateTableRequest table, String index) {
        return checkIndexOrder(IndexOrder.of(table, index), true);
    }

    /** Verifies the reverse order of the table the request creates; see {@link #isInReverseIndexOrder(TableDescription, String)}. */
    public SELF isInReverseIndexOrder(CreateTableRequest table) {
        return checkIndexOrder(IndexOrder.of(table, null), true);
    }

    /** Verifies the reverse order of an index of a dataset's table; see {@link #isInReverseIndexOrder(TableDescription, String)}. */
    public SELF isInReverseIndexOrder(DatasetTable table, String index) {
        return checkIndexOrder(IndexOrder.of(requireTable(table).createTableRequest(), index), true);
    }

    /** Verifies the reverse order of a dataset's table; see {@link #isInReverseIndexOrder(TableDescription, String)}. */
    public SELF isInReverseIndexOrder(DatasetTable table) {
        return checkIndexOrder(IndexOrder.of(requireTable(table).createTableRequest(), null), true);
    }

    private static <T> T requireTable(T table) {
        if (table == null) {
            throw new IllegalArgumentException("The table is null");
        }
        return table;
    }

    private SELF checkIndexOrder(IndexOrder order, boolean reverse) {
        isNotNull();
        ErrorMessageFactory failure = order.check(items(), reverse);
        if (failure != null) {
            throwAssertionError(failure);
        }
        return myself;
    }

    /**
     * Navigates to the plain Java values of one attribute of every item (S→String, N→BigDecimal, BOOL→Boolean,
     * B→byte[], SS/NS/BS→Set, L→List, M→Map; null where an item lacks it), keeping this assert's description.
     */
    public ListAssert<Object> extracting(String attribute) {
        isNotNull();
        List<Object> values = new ArrayList<>();
        items().forEach(item -> values.add(DynamoValues.toJava(item.get(attribute))));
        return Assertions.assertThat(values).describedAs(info.description());
    }

    private void checkContains(List<Map<String, AttributeValue>> expected) {
        ItemMatching matching = ItemMatching.of(items(), expected);
        if (!matching.allExpectedFound()) {
            throwAssertionError(ShouldContainItems.shouldContain(items(), expected, matching));
        }
    }

    private void checkContainsExactlyInAnyOrder(List<Map<String, AttributeValue>> expected) {
        ItemMatching matching = ItemMatching.of(items(), expected);
        if (!matching.allExpectedFound() || !matching.noneUnexpected()) {
            throwAssertionError(ShouldContainItems.shouldContainExactlyInAnyOrder(items(), expected, matching));
        }
    }

    private void checkContainsExactly(List<Map<String, AttributeValue>> expected) {
        ItemMatching matching = ItemMatching.of(items(), expected);
        if (!matching.allExpectedFound() || !matching.noneUnexpected()) {
            throwAssertionError(ShouldContainItems.shouldContainExactly(items(), expected, matching));
        }
        for (int i = 0; i < expected.size(); i++) {
            if (!DynamoValues.equalItems(items().get(i), expected.get(i))) {
                throwAssertionError(ShouldContainItems.shouldContainExactlyInOrder(items(), expected, i, matching));
            }
        }
    }

    private void checkContainsOnlyKeys(List<Map<String, AttributeValue>> keys) {
        Set<String> names = new LinkedHashSet<>();
        keys.forEach(key -> names.addAll(key.keySet()));
        List<Map<String, AttributeValue>> actualKeys = new ArrayList<>();
        for (Map<String, AttributeValue> item : items()) {
            Map<String, AttributeValue> key = new LinkedHashMap<>();
            names.stream().filter(item::containsKey).forEach(name -> key.put(name, item.get(name)));
            actualKeys.add(key);
        }
        ItemMatching matching = ItemMatching.of(actualKeys, keys);
        if (!matching.allExpectedFound() || !matching.noneUnexpected()) {
            throwAssertionError(ShouldContainItems.shouldContainOnlyKeys(items(), keys, matching));
        }
    }

    private void checkSorted(List<String> attributes, boolean descending) {
        List<Map<String, AttributeValue>> items = items();
        for (int i = 0; i + 1 < items.size(); i++) {
            for (String attribute : attributes) {
                AttributeValue left = items.get(i).get(attribute);
                AttributeValue right = items.get(i + 1).get(attribute);
                if (!DynamoValues.isOrderable(left) || !DynamoValues.isOrderable(right)
                        || left.type() != right.type()) {
                    throwAssertionError(ShouldBeSortedBy.shouldBeOrderable(items, attributes, i, attribute));
                }
                int order = DynamoValues.compare(left, right) * (descending ? -1 : 1);
                if (order > 0) {
                    throwAssertionError(ShouldBeSortedBy.shouldBeSortedBy(items, attributes, descending, i,
                            attribute));
                }
                if (order < 0) {
                    break;
                }
            }
        }
    }
}
