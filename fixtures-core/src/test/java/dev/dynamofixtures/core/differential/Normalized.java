package dev.dynamofixtures.core.differential;

import dev.dynamofixtures.core.internal.value.AttributeType;
import dev.dynamofixtures.core.internal.value.AttributeValues;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ListTablesResponse;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
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
