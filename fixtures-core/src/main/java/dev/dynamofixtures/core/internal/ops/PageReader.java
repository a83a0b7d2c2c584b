package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.expr.Condition;
import dev.dynamofixtures.core.internal.expr.Projection;
import dev.dynamofixtures.core.internal.storage.Item;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Reads one page of a Query or Scan from an ordered run of index entries: stops after {@code Limit}
 * entries evaluated or once 1 MB of entries has been read (both counted before the filter), applies the
 * filter, shapes each item, and reports the LastEvaluatedKey when it stopped early.
 */
final class PageReader {
    static final long PAGE_BYTES = 1024 * 1024;

    private PageReader() {
    }

    /**
     * One page: returned items (an unmodifiable list of unmodifiable items), Count, ScannedCount,
     * LastEvaluatedKey (or null), bytes read and, for a local secondary index whose entries lack what the read
     * asks for, the 4 KB blocks of the table's items fetched (each item rounded up on its own, as DynamoDB charges
     * such fetches).
     */
    record Page(List<Map<String, AttributeValue>> items, int count, int scannedCount,
                Map<String, AttributeValue> lastEvaluatedKey, long bytesRead, long fetchedBlocks) {
    }

    static Page read(ReadTarget target, Iterator<Map.Entry<byte[], Item>> entries, Integer limit,
                     Condition filter, ReadShape shape, Projection projection) {
        boolean fetch = shape.needsTableItem(target, projection);
        // sized for the page a Limit asks for (capped): growing from ten to a hundred copied the list six times,
        // ~4 % of a Scan page's profile
        List<Map<String, AttributeValue>> items = new ArrayList<>(limit == null ? 16 : Math.min(limit, 256));
        int scanned = 0;
        int count = 0;
        long bytes = 0;
        long fetchedBlocks = 0;
        Item last = null;
        boolean stoppedEarly = false;
        while (entries.hasNext()) {
            if (limit != null && scanned >= limit) {
                stoppedEarly = true;
                break;
            }
            if (bytes >= PAGE_BYTES) {
                stoppedEarly = true;
                break;
            }
            Item entry = entries.next().getValue();
            last = entry;
            scanned++;
            bytes += entry.size();
            Item item = entry;
            if (fetch) {
                item = target.fetch(entry);
                fetchedBlocks += Math.max(1, (item.size() + 4095) / 4096);
            }
            // the filter sees what the read returns: an index's entry, or the table's item when the output needs
            // it; an attribute the index does not project is absent (the service's answer; DynamoDB Local reads it
            // from the table's item)
            if (filter != null && !filter.matches(item.attributes())) {
                continue;
            }
            count++;
            if (shape != ReadShape.COUNT) {
                items.add(projection == null ? item.attributes()
                        : Collections.unmodifiableMap(projection.apply(item.attributes())));
            }
        }
        if (!stoppedEarly && last != null && ((limit != null && scanned >= limit) || bytes >= PAGE_BYTES)) {
            stoppedEarly = true; // DynamoDB reports the key even when the limit ran out exactly at the end
        }
        Map<String, AttributeValue> lastKey = stoppedEarly && last != null ? target.lastEvaluatedKey(last) : null;
        return new Page(Collections.unmodifiableList(items), count, scanned, lastKey, bytes, fetchedBlocks);
    }
}
