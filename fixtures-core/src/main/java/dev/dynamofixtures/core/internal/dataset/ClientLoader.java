package dev.dynamofixtures.core.internal.dataset;

import dev.dynamofixtures.core.dataset.DatasetTable;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;
import software.amazon.awssdk.core.exception.AbortedException;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.IndexStatus;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.ResourceInUseException;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveDescription;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveStatus;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * Loads a dataset through any {@link DynamoDbClient} (the engine's, DynamoDB Local's, a real endpoint's) in three
 * steps, of which only the last writes items:
 * <ol>
 *   <li>check: the items are computed at the clock's instant (and validated again when some depend on it), every
 *       table of the dataset is described, and an existing table that differs from the dataset's definition
 *       ({@link ExistingTable}) or has time to live on another attribute is a problem. All problems are thrown
 *       together, before anything is created or written;</li>
 *   <li>the missing tables are created; they (and any existing table still being created or updated) are waited
 *       for until they and their GSIs are ACTIVE; time to live is enabled where the dataset asks;</li>
 *   <li>the items are written in the dataset's order with BatchWriteItem, 25 per call (a call may span tables),
 *       unprocessed items retried with exponential backoff and jitter.</li>
 * </ol>
 */
public final class ClientLoader {
    /** BatchWriteItem's limit of requests per call. */
    static final int BATCH_SIZE = 25;

    /**
     * How long a load waits: {@code attempts} BatchWriteItem calls at most for one batch, with exponential backoff
     * from {@code baseDelay} up to {@code maxDelay} between them (half fixed, half random); and how long tables may
     * take to become ACTIVE.
     */
    public record Pacing(int attempts, Duration baseDelay, Duration maxDelay, Duration activeTimeout) {
        public static final Pacing DEFAULT = new Pacing(10, Duration.ofMillis(50), Duration.ofSeconds(2),
                Duration.ofMinutes(5));

        public Pacing {
            if (attempts < 1) {
                throw new IllegalArgumentException("attempts must be at least 1, not " + attempts);
            }
            Objects.requireNonNull(baseDelay, "baseDelay");
            Objects.requireNonNull(maxDelay, "maxDelay");
            Objects.requireNonNull(activeTimeout, "activeTimeout");
        }
    }

    private final DynamoDbClient client;
    private final Pacing pacing;
    private int written;

    private ClientLoader(DynamoDbClient client, Pacing pacing) {
        this.client = client;
        this.pacing = pacing;
    }

    /** Loads {@code content} through {@code client}, computing relative times at {@code clock}'s instant. */
    public static void load(DatasetContent content, DynamoDbClient client, Clock clock) {
        load(content, client, clock, Pacing.DEFAULT);
    }

    /** As {@link #load(DatasetContent, DynamoDbClient, Clock)}, waiting as {@code pacing} says. */
    public static void load(DatasetContent content, DynamoDbClient client, Clock clock, Pacing pacing) {
        new ClientLoader(client, pacing).run(content, clock.instant());
    }

    private void run(DatasetContent content, Instant now) {
        Map<String, List<Map<String, AttributeValue>>> items = resolve(content, now);
        Problems problems = new Problems();
        List<DatasetTable> missing = new ArrayList<>();
        List<DatasetTable> needTimeToLive = new ArrayList<>();
        Map<String, TableDescription> notActive = new LinkedHashMap<>();
        for (DatasetTable table : content.tables()) {
            Optional<TableDescription> existing = describe(table.name());
            if (existing.isEmpty()) {
                missing.add(table);
                table.timeToLiveAttribute().ifPresent(attribute -> needTimeToLive.add(table));
                continue;
            }
            ExistingTable.check(table, existing.get(), content.itemsOf(table.name()), items.get(table.name()), problems);
            if (!isActive(existing.get())) {
                notActive.put(table.name(), existing.get()); // still being created or updated by someone else
            }
            if (table.timeToLiveAttribute().isPresent() && !timeToLiveEnabled(table, problems)) {
                needTimeToLive.add(table);
            }
        }
        problems.throwIfAny();
        for (DatasetTable table : missing) {
            create(table, content, items).ifPresent(description -> notActive.put(table.name(), description));
        }
        notActive.forEach(this::waitUntilActive);
        for (DatasetTable table : needTimeToLive) {
            client.updateTimeToLive(b -> b.tableName(table.name())
                    .timeToLiveSpecification(s -> s.enabled(true).attributeName(table.timeToLiveAttribute().get())));
        }
        write(content, items);
    }

    /** Every table's items at {@code now}, after validating them again if some depend on the clock. */
    private static Map<String, List<Map<String, AttributeValue>>> resolve(DatasetContent content, Instant now) {
        if (content.isTimed()) {
            Draft draft = new Draft();
            for (DatasetTable table : content.tables()) {
                draft.table(table, ExistingTable.origin(table));
                draft.items(table.name(), ExistingTable.origin(table), content.itemsOf(table.name()));
            }
            DatasetValidator.validate(draft, now);
        }
        Map<String, List<Map<String, AttributeValue>>> items = new LinkedHashMap<>();
        for (DatasetTable table : content.tables()) {
            List<Map<String, AttributeValue>> resolved = new ArrayList<>();
            for (ItemEntry entry : content.itemsOf(table.name())) {
                resolved.add(entry.at(now));
            }
            items.put(table.name(), resolved);
        }
        return items;
    }

    private Optional<TableDescription> describe(String table) {
        try {
            return Optional.of(client.describeTable(b -> b.tableName(table)).table());
        } catch (ResourceNotFoundException e) {
            return Optional.empty();
        }
    }

    /**
     * True when the table's time to live is already on the dataset's attribute; a problem when it is on another.
     */
    private boolean timeToLiveEnabled(DatasetTable table, Problems problems) {
        String wanted = table.timeToLiveAttribute().orElseThrow();
        TimeToLiveDescription ttl = client.describeTimeToLive(b -> b.tableName(table.name())).timeToLiveDescription();
        TimeToLiveStatus status = ttl == null ? null : ttl.timeToLiveStatus();
        if (status != TimeToLiveStatus.ENABLED && status != TimeToLiveStatus.ENABLING) {
            return false;
        }
        if (!wanted.equals(ttl.attributeName())) {
            problems.add(ExistingTable.origin(table), "table " + table.name() + " already exists with time to live on "
                    + ttl.attributeName() + ", but the dataset's ttl is " + wanted + "; a table has time to live on one "
                    + "attribute at most: disable it on " + ttl.attributeName() + " (UpdateTimeToLive), delete the table, "
                    + "or change the dataset's ttl to " + ttl.attributeName());
        }
        return true;
    }

    /**
     * Creates a missing table, returning its description; when another client created it meanwhile, checks it as an
     * existing table instead (and returns it only if it still has to become ACTIVE).
     */
    private Optional<TableDescription> create(DatasetTable table, DatasetContent content,
                                              Map<String, List<Map<String, AttributeValue>>> items) {
        try {
            return Optional.of(client.createTable(table.createTableRequest()).tableDescription());
        } catch (ResourceInUseException e) {
            Optional<TableDescription> existing = describe(table.name());
            Problems problems = new Problems();
            existing.ifPresent(d -> ExistingTable.check(table, d, content.itemsOf(table.name()), items.get(table.name()),
                    problems));
            problems.throwIfAny();
            return existing;
        }
    }

    /** Polls DescribeTable until the table and all its GSIs are ACTIVE (at once on the engine and DynamoDB Local). */
    private void waitUntilActive(String table, TableDescription description) {
        long deadline = System.nanoTime() + pacing.activeTimeout().toNanos();
        Duration interval = pacing.baseDelay();
        TableDescription current = description;
        while (!isActive(current)) {
            if (System.nanoTime() > deadline) {
                throw SdkClientException.create("Table " + table + " did not become ACTIVE with all its global secondary "
                        + "indexes within " + pacing.activeTimeout() + " (" + status(current) + "); nothing was written. "
                        + "Check the table in the console or with DescribeTable, and load again once it is ACTIVE");
            }
            sleep(interval);
            interval = min(interval.multipliedBy(2), pacing.maxDelay());
            current = describe(table).orElse(null); // right after CreateTable, a real endpoint may not know it yet
        }
    }

    private static boolean isActive(TableDescription table) {
        if (table == null || table.tableStatus() != TableStatus.ACTIVE) {
            return false;
        }
        for (GlobalSecondaryIndexDescription index : table.globalSecondaryIndexes()) {
            if (index.indexStatus() != null && index.indexStatus() != IndexStatus.ACTIVE) {
                return false;
            }
        }
        return true;
    }

    private static String status(TableDescription table) {
        if (table == null) {
            return "DescribeTable does not find it";
        }
        StringBuilder text = new StringBuilder("it is ").append(table.tableStatusAsString());
        for (GlobalSecondaryIndexDescription index : table.globalSecondaryIndexes()) {
            text.append(", index ").append(index.indexName()).append(" is ").append(index.indexStatusAsString());
        }
        return text.toString();
    }

    /** Writes every item, table after table in the dataset's order, in batches of 25 that may span two tables. */
    private void write(DatasetContent content, Map<String, List<Map<String, AttributeValue>>> items) {
        Map<String, List<WriteRequest>> batch = new LinkedHashMap<>();
        int size = 0;
        for (DatasetTable table : content.tables()) {
            for (Map<String, AttributeValue> item : items.get(table.name())) {
                batch.computeIfAbsent(table.name(), t -> new ArrayList<>())
                        .add(WriteRequest.builder().putRequest(PutRequest.builder().item(item).build()).build());
                if (++size == BATCH_SIZE) {
                    writeBatch(batch, size);
                    batch = new LinkedHashMap<>();
                    size = 0;
                }
            }
        }
        if (size > 0) {
            writeBatch(batch, size);
        }
    }

    /** One BatchWriteItem, then a fresh one for its unprocessed items until none is left or the attempts run out. */
    private void writeBatch(Map<String, List<WriteRequest>> batch, int size) {
        Map<String, List<WriteRequest>> pending = batch;
        int pendingCount = size;
        for (int attempt = 1; ; attempt++) {
            BatchWriteItemResponse response = client.batchWriteItem(BatchWriteItemRequest.builder()
                    .requestItems(pending).build());
            Map<String, List<WriteRequest>> unprocessed = response.unprocessedItems();
            int left = count(unprocessed);
            written += pendingCount - left;
            if (left == 0) {
                return;
            }
            if (attempt == pacing.attempts()) {
                throw SdkClientException.create("BatchWriteItem still left " + left + " items of table(s) "
                        + String.join(", ", unprocessed.keySet()) + " unprocessed after " + attempt + " attempts with "
                        + "backoff, so the load stopped (" + written + " items were written). The tables' write "
                        + "capacity is exhausted or throttled: give them more write capacity (or on-demand billing) "
                        + "and load again; loading again is safe, every item is a put");
            }
            pending = unprocessed;
            pendingCount = left;
            sleep(backoff(attempt));
        }
    }

    private static int count(Map<String, List<WriteRequest>> requests) {
        int count = 0;
        for (List<WriteRequest> list : requests.values()) {
            count += list.size();
        }
        return count;
    }

    /** Exponential backoff with jitter: half of base * 2^(attempt-1), capped, plus a random share of the other half. */
    private Duration backoff(int attempt) {
        long base = pacing.baseDelay().toNanos();
        long ceiling = Math.min(pacing.maxDelay().toNanos(), base << Math.min(attempt - 1, 20));
        long half = ceiling / 2;
        return Duration.ofNanos(half + ThreadLocalRandom.current().nextLong(ceiling - half + 1));
    }

    private static Duration min(Duration a, Duration b) {
        return a.compareTo(b) <= 0 ? a : b;
    }

    private static void sleep(Duration duration) {
        try {
            Thread.sleep(duration.toMillis(), duration.toNanosPart() % 1_000_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw AbortedException.create("Loading the dataset was interrupted", e);
        }
    }
}
