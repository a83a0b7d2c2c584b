package dev.dynamofixtures.core.differential;

import dev.dynamofixtures.core.internal.value.AttributeType;
import dev.dynamofixtures.core.internal.value.AttributeValues;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.TreeMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ListTablesResponse;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;

/**
 * Responses reduced to what both backends must agree on. Removed on purpose, each a documented
 * difference (docs/design.md): ConsumedCapacity's split read/write fields and empty-page minimum (only
 * CapacityUnits of non-empty reads and of writes are kept), and the order of items whose index keys tie
 * (DynamoDB leaves it unspecified; we break ties by table key, DynamoDB Local by insertion).
 */
final class Normalized {
    private Normalized() {
    }

    /** A page of a Query or Scan. */
    record Page(List<Map<String, ?>> items, Integer count, Integer scannedCount,
                Map<String, AttributeValue> lastEvaluatedKey, Double capacityUnits) {
    }

    /** GetItem: the item, or null when absent (an empty projection is an empty map, not null). */
    record Got(Map<String, AttributeValue> item, Double capacityUnits) {
    }

    /** PutItem / DeleteItem / UpdateItem: returned attributes (null when absent) and capacity. */
    record Wrote(Map<String, AttributeValue> attributes, Double capacityUnits) {
    }

    record Tables(List<String> names, String lastEvaluatedTableName) {
    }

    /** BatchWriteItem: unprocessed items and each table's capacity (null when not asked for). */
    record BatchWrote(Map<String, ?> unprocessedItems, Map<String, Double> capacityUnits) {
    }

    /** BatchGetItem: each table's items in a canonical order (DynamoDB's is unspecified), and capacity. */
    record BatchGot(Map<String, List<Map<String, AttributeValue>>> items, Map<String, ?> unprocessedKeys,
                    Map<String, Double> capacityUnits) {
    }

    /** TransactGetItems: each response's item in request order (null for an empty response), and capacity. */
    record TransactGot(List<Map<String, AttributeValue>> items, Map<String, Double> capacityUnits) {
    }

    /** TransactWriteItems: each table's capacity. */
    record TransactWrote(Map<String, Double> capacityUnits) {
    }

    static Object response(Object response, List<String> tieKeys, List<String> tableKeys, boolean descending) {
        if (response instanceof QueryResponse q) {
            return new Page(q.hasItems() ? ties(q.items(), tieKeys, tableKeys, descending) : null, q.count(),
                    q.scannedCount(), q.hasLastEvaluatedKey() ? q.lastEvaluatedKey() : null,
                    q.count() == 0 && q.scannedCount() == 0 ? null : units(q.consumedCapacity()));
        }
        if (response instanceof ScanResponse s) {
            return new Page(s.hasItems() ? ties(s.items(), tieKeys, tableKeys, descending) : null, s.count(),
                    s.scannedCount(), s.hasLastEvaluatedKey() ? s.lastEvaluatedKey() : null,
                    s.count() == 0 && s.scannedCount() == 0 ? null : units(s.consumedCapacity()));
        }
        if (response instanceof GetItemResponse g) {
            return new Got(g.hasItem() ? g.item() : null, units(g.consumedCapacity()));
        }
        if (response instanceof PutItemResponse p) {
            return new Wrote(p.hasAttributes() ? p.attributes() : null, units(p.consumedCapacity()));
        }
        if (response instanceof DeleteItemResponse d) {
            return new Wrote(d.hasAttributes() ? d.attributes() : null, units(d.consumedCapacity()));
        }
        if (response instanceof BatchWriteItemResponse w) {
            return new BatchWrote(w.hasUnprocessedItems() ? w.unprocessedItems() : null, units(w.consumedCapacity()));
        }
        if (response instanceof BatchGetItemResponse g) {
            Map<String, List<Map<String, AttributeValue>>> items = new TreeMap<>();
            g.responses().forEach((table, found) -> items.put(table, found.stream()
                    .sorted(Comparator.comparing(item -> new TreeMap<>(item).toString())).toList()));
            return new BatchGot(items, g.hasUnprocessedKeys() ? g.unprocessedKeys() : null, units(g.consumedCapacity()));
        }
        if (response instanceof TransactGetItemsResponse t) {
            List<Map<String, AttributeValue>> items = new ArrayList<>();
            // an empty item and none compare alike: a projection that matches nothing of a present item leaves the
            // item out for the service (and the engine), DynamoDB Local answers {} (docs/design.md)
            t.responses().forEach(r -> items.add(r.hasItem() && !r.item().isEmpty() ? r.item() : null));
            return new TransactGot(items, units(t.consumedCapacity()));
        }
        if (response instanceof TransactWriteItemsResponse t) {
            return new TransactWrote(units(t.consumedCapacity()));
        }
        if (response instanceof UpdateItemResponse u) {
            return new Wrote(u.hasAttributes() ? u.attributes() : null, units(u.consumedCapacity()));
        }
        if (response instanceof ListTablesResponse l) {
            return new Tables(l.tableNames(), l.lastEvaluatedTableName());
        }
        return response;
    }

    static Double units(ConsumedCapacity capacity) {
        return capacity == null ? null : capacity.capacityUnits();
    }

    /**
     * A multi-table operation's capacity by table name: the list's order differs on purpose (transactions
     * list tables in request order as the service documents, DynamoDB Local in its HashMap's order).
     */
    static Map<String, Double> units(List<ConsumedCapacity> capacity) {
        if (capacity == null || capacity instanceof software.amazon.awssdk.core.util.SdkAutoConstructList) {
            return null;
        }
        Map<String, Double> byTable = new TreeMap<>();
        capacity.forEach(c -> byTable.put(c.tableName(), c.capacityUnits()));
        return byTable;
    }

    /**
     * Sorts each run of consecutive items with equal values of {@code tieKeys} by their table key, so two
     * results that differ only in tie order compare equal. With no tie keys the list is unchanged.
     */
    @SuppressWarnings("unchecked")
    static List<Map<String, ?>> ties(List<? extends Map<String, ?>> rawItems, List<String> tieKeys,
                                                 List<String> tableKeys, boolean descending) {
        List<Map<String, AttributeValue>> items = (List<Map<String, AttributeValue>>) rawItems;
        if (tieKeys.isEmpty() || items.size() < 2) {
            return List.copyOf(items);
        }
        List<Map<String, ?>> out = new ArrayList<>(items.size());
        int start = 0;
        while (start < items.size()) {
            int end = start + 1;
            while (end < items.size() && sameValues(items.get(start), items.get(end), tieKeys)) {
                end++;
            }
            List<Map<String, AttributeValue>> run = new ArrayList<>(items.subList(start, end));
            Comparator<Map<String, AttributeValue>> byTableKey = (a, b) -> compareKeys(a, b, tableKeys);
            run.sort(descending ? byTableKey.reversed() : byTableKey);
            out.addAll(run);
            start = end;
        }
        return out;
    }

    private static boolean sameValues(Map<String, AttributeValue> a, Map<String, AttributeValue> b, List<String> keys) {
        for (String key : keys) {
            AttributeValue x = a.get(key);
            AttributeValue y = b.get(key);
            if (x == null || y == null || !AttributeValues.equal(x, y)) {
                return false;
            }
        }
        return true;
    }

    private static int compareKeys(Map<String, AttributeValue> a, Map<String, AttributeValue> b, List<String> keys) {
        for (String key : keys) {
            AttributeValue x = a.get(key);
            AttributeValue y = b.get(key);
            if (x == null || y == null) {
                int c = Boolean.compare(x == null, y == null);
                if (c != 0) {
                    return c;
                }
                continue;
            }
            if (AttributeType.of(x) != AttributeType.of(y)) {
                return AttributeType.of(x).compareTo(AttributeType.of(y));
            }
            int c = AttributeValues.compare(x, y);
            if (c != 0) {
                return c;
            }
        }
        return 0;
    }
}
