package dev.dynamofixtures.core.internal.storage;

import dev.dynamofixtures.core.internal.value.Utf8;
import dev.dynamofixtures.core.internal.value.ValueSizes;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * One stream of a table, as an immutable value: its ARN, label and view type, whether it is still enabled, and its
 * records in order (one shard). A table gets a new stream each time a stream is enabled on it; disabling one keeps
 * its records readable. Appending shares every earlier record with the previous value, so forks of a database stay
 * O(1) and each fork's later records are its own.
 */
public final class TableStream {
    private final String arn;
    private final String label;
    private final String viewType;
    private final Instant created;
    private final boolean enabled;
    private final RecordLog<ChangeRecord> records;

    private TableStream(String arn, String label, String viewType, Instant created, boolean enabled,
                        RecordLog<ChangeRecord> records) {
        this.arn = arn;
        this.label = label;
        this.viewType = viewType;
        this.created = created;
        this.enabled = enabled;
        this.records = records;
    }

    /** A new, enabled stream with no records. */
    public static TableStream open(String arn, String label, String viewType, Instant created) {
        return new TableStream(arn, label, viewType, created, true, RecordLog.empty());
    }

    public String arn() {
        return arn;
    }

    public String label() {
        return label;
    }

    public String viewType() {
        return viewType;
    }

    /** When the stream was enabled (its label's instant). */
    public Instant created() {
        return created;
    }

    public boolean enabled() {
        return enabled;
    }

    /** How many records the stream holds; their sequence numbers are 1 to this. */
    public int recordCount() {
        return records.size();
    }

    /** The record with this sequence number (1 to {@link #recordCount()}). */
    public ChangeRecord record(long sequence) {
        return records.get((int) (sequence - 1));
    }

    /** This stream, disabled: it keeps its records and takes no more. */
    public TableStream disabled() {
        return new TableStream(arn, label, viewType, created, false, records);
    }

    /**
     * This stream with the record of one write: {@code previous} (null: none) becoming {@code next} (null: deleted).
     * A write that changes nothing has no record: the same stream comes back.
     */
    TableStream recorded(KeySchema key, Item previous, Item next, Instant now, boolean byService) {
        if (!enabled || (previous == null && next == null)
                || (previous != null && next != null && previous.sameContent(next))) {
            return this;
        }
        Map<String, AttributeValue> item = next != null ? next.attributes() : previous.attributes();
        Map<String, AttributeValue> keys = new LinkedHashMap<>();
        long size = 0;
        for (KeyAttribute attribute : key.all()) {
            AttributeValue value = item.get(attribute.name());
            keys.put(attribute.name(), value);
            size += Utf8.length(attribute.name()) + ValueSizes.size(value);
        }
        boolean oldWanted = viewType.equals("OLD_IMAGE") || viewType.equals("NEW_AND_OLD_IMAGES");
        boolean newWanted = viewType.equals("NEW_IMAGE") || viewType.equals("NEW_AND_OLD_IMAGES");
        Map<String, AttributeValue> oldImage = oldWanted && previous != null ? previous.attributes() : null;
        Map<String, AttributeValue> newImage = newWanted && next != null ? next.attributes() : null;
        if (oldImage != null) {
            size += ValueSizes.itemSize(oldImage);
        }
        if (newImage != null) {
            size += ValueSizes.itemSize(newImage);
        }
        String event = previous == null ? "INSERT" : next == null ? "REMOVE" : "MODIFY";
        ChangeRecord record = new ChangeRecord(records.size() + 1L, event, now, Map.copyOf(keys), oldImage, newImage,
                size, byService);
        return new TableStream(arn, label, viewType, created, true, records.append(record));
    }
}
