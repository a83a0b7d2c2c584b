package dev.dynamofixtures.assertj;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.paginators.QueryIterable;
import software.amazon.awssdk.services.dynamodb.paginators.ScanIterable;

/**
 * Entry point of the DynamoDB assertions: {@code assertThat(...)} on responses, items and lists of items, and
 * {@link #item(Object...)} to write expected items from plain Java values. Values are compared by DynamoDB's
 * rules (200, 200.0 and 2E2 are equal numbers; sets are unordered; binaries by content).
 */
public final class DynamoAssertions {

    private DynamoAssertions() {
    }

    /** Assertions on the items, Count, ScannedCount and LastEvaluatedKey of one Query page. */
    public static QueryResponseAssert assertThat(QueryResponse actual) {
        return new QueryResponseAssert(actual);
    }

    /** Assertions on the items, Count, ScannedCount and LastEvaluatedKey of one Scan page. */
    public static ScanResponseAssert assertThat(ScanResponse actual) {
        return new ScanResponseAssert(actual);
    }

    /** Assertions on the item a GetItem returned; fails as null when it found none. */
    public static ItemAssert assertThat(GetItemResponse actual) {
        return new ItemAssert(actual == null || !actual.hasItem() ? null : actual.item());
    }

    /** Assertions on one item. */
    public static ItemAssert assertThat(Map<String, AttributeValue> actual) {
        return new ItemAssert(actual);
    }

    /** Assertions on a list of items. */
    public static ItemsAssert assertThat(List<Map<String, AttributeValue>> actual) {
        return new ItemsAssert(actual);
    }

    // operation log: how code used DynamoDB

    /**
     * Assertions on how code used DynamoDB, read from a database's operation log: Scans, indexes, the N+1 pattern,
     * filters that throw away what they read, consumed capacity, hot partitions. Example:
     * {@code assertThat(dynamo.operations()).onTable("orders").hasNoScans().hasAtMostCalls(2);}
     */
    public static OperationLogAssert assertThat(dev.dynamofixtures.core.log.OperationLog actual) {
        return new OperationLogAssert(actual);
    }

    /**
     * Assertions on one recorded call. Example:
     * {@code assertThat(dynamo.operations().calls().get(0)).isQuery().usesIndex("ByCustomer");}
     */
    public static RecordedCallAssert assertThat(dev.dynamofixtures.core.log.RecordedCall actual) {
        return new RecordedCallAssert(actual);
    }

    // end of operation log

    // fixture tables and indexes

    /**
     * Assertions on a database's tables and indexes, on any backend; read through its unrecorded client, so they
     * never show in its operation log. Example:
     * {@code assertThat(database).table("orders").index("OrdersByStatusDateAmount").containsKey("order_id", "K1")}.
     */
    public static DatabaseAssert assertThat(dev.dynamofixtures.core.DynamoDatabase actual) {
        return new DatabaseAssert(actual);
    }

    /**
     * An item from alternating attribute names and plain Java values: String→S, Number→N, Boolean→BOOL,
     * null→NULL, byte[]→B, List→L, Map→M, Set of String→SS, Set of Number→NS; AttributeValues pass through.
     * Example: {@code item("order_id", "K1", "amount", 200)}.
     */
    public static Map<String, AttributeValue> item(Object... namesAndValues) {
        if (namesAndValues.length % 2 != 0) {
            throw new IllegalArgumentException("item(...) takes attribute names and values in pairs, but got "
                    + namesAndValues.length + " arguments");
        }
        Map<String, AttributeValue> item = new LinkedHashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            if (!(namesAndValues[i] instanceof String name)) {
                throw new IllegalArgumentException("item(...) argument " + i + " must be an attribute name (a String),"
                        + " but was " + namesAndValues[i]);
            }
            item.put(name, DynamoValues.fromJava(namesAndValues[i + 1]));
        }
        return item;
    }

    // results: paginators and items written in YAML

    /**
     * Assertions on every page of a Query paginator: all pages' items in order, the number of pages, Count and
     * ScannedCount in all, and {@code page(i)}. The pages are read once, here.
     * Example: {@code assertThat(client.queryPaginator(request)).hasPageCount(2).containsExactly(...)}.
     */
    public static QueryPagesAssert assertThat(QueryIterable actual) {
        return new QueryPagesAssert(actual);
    }

    /** Assertions on every page of a Scan paginator; see {@link #assertThat(QueryIterable)}. */
    public static ScanPagesAssert assertThat(ScanIterable actual) {
        return new ScanPagesAssert(actual);
    }

    /**
     * Items written as a YAML sequence in the dataset format's natural YAML (strings to S, plain decimal numbers
     * to N, booleans, null, lists, maps, and tags such as {@code !S !N !B !SS !NS !BS !ddb}; see docs/datasets.md),
     * for expected items:
     *
     * <pre>{@code
     * assertThat(response).containsExactly(itemsFromYaml("""
     *         - { order_id: K1, amount: 200, tags: !SS [gift] }
     *         - { order_id: K2, amount: !N 50.0 }
     *         """));
     * }</pre>
     *
     * Needs dynamo-fixtures-core on the test classpath (its {@code Dataset.parseItems} reads the YAML).
     *
     * @throws dev.dynamofixtures.core.dataset.DatasetException naming the line and column of every problem
     */
    @SuppressWarnings({"unchecked", "rawtypes"})
    public static Map<String, AttributeValue>[] itemsFromYaml(String yaml) {
        return dev.dynamofixtures.core.dataset.Dataset.parseItems(yaml).toArray(new Map[0]);
    }

    /**
     * One item written as a YAML mapping in the dataset format's natural YAML; see {@link #itemsFromYaml(String)}.
     * Example: {@code assertThat(getItemResponse).isEqualToItem(itemFromYaml("{ order_id: K1, amount: 200 }"))}.
     *
     * @throws dev.dynamofixtures.core.dataset.DatasetException naming the line and column of every problem
     */
    public static Map<String, AttributeValue> itemFromYaml(String yaml) {
        return dev.dynamofixtures.core.dataset.Dataset.parseItem(yaml);
    }
}
