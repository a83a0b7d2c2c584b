package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.error.DynamoError;
import dev.dynamofixtures.core.internal.schema.TableSchemas;
import dev.dynamofixtures.core.internal.storage.Database;
import dev.dynamofixtures.core.internal.storage.Item;
import dev.dynamofixtures.core.internal.storage.Table;
import dev.dynamofixtures.core.internal.storage.TableDefinition;
import dev.dynamofixtures.core.internal.storage.TimeToLive;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.IntStream;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;

/**
 * Seeds the engine with tables and their items in one write, the fast way: a table that does not exist is created
 * as CreateTable creates it (with time to live enabled as UpdateTimeToLive enables it), one that exists must have
 * the same keys and indexes ({@link TableMatch}); every item is validated as PutItem validates it; then each table
 * takes its items in one step ({@link Table#putAll}: an empty table builds every index in bulk from sorted
 * entries) and the whole database is published with one swap.
 *
 * <p>All or nothing: every problem of every table and item is collected, and when there is any, nothing is
 * published. Problems name the table and item by their positions in the request, for the caller (the dataset
 * layer) to turn into file positions.
 */
public final class Seeding {
    /** Items validated by one task; seeds of more items are validated in parallel. */
    private static final int CHUNK = 8_192;

    private Seeding() {
    }

    /**
     * One table to seed: the CreateTable request that makes it, its time-to-live attribute, and its items'
     * attributes (already computed for the seeding's instant).
     */
    public record TableSeed(CreateTableRequest createTableRequest, Optional<String> timeToLiveAttribute,
                            List<Map<String, AttributeValue>> items) {
        public TableSeed {
            Objects.requireNonNull(createTableRequest, "createTableRequest");
            Objects.requireNonNull(timeToLiveAttribute, "timeToLiveAttribute");
            Objects.requireNonNull(items, "items");
        }

        String name() {
            return createTableRequest.tableName();
        }
    }

    /** Something that stops the seeding: about table {@code table} (an index into the seeds) or one of its items. */
    public record Problem(int table, int item, String message) {
        /** The item index of a problem about the table itself. */
        public static final int TABLE = -1;
    }

    /** Thrown inside the write to publish nothing; carries the problems out. */
    private static final class Failed extends RuntimeException {
        private final List<Problem> problems;

        Failed(List<Problem> problems) {
            super(null, null, false, false);
            this.problems = problems;
        }
    }

    /**
     * Seeds the tables in one write of {@code engine}, at {@code now} (creation times): either every table and
     * item is loaded and the problems are empty, or nothing is and they say why.
     */
    public static List<Problem> seed(Engine engine, List<TableSeed> tables, Instant now) {
        Objects.requireNonNull(tables, "tables");
        Objects.requireNonNull(now, "now");
        try {
            engine.write(db -> load(db, tables, now, engine.settings()));
            return List.of();
        } catch (Failed failed) {
            return failed.problems;
        }
    }

    private static Outcome<Boolean> load(Database db, List<TableSeed> tables, Instant now, EngineSettings settings) {
        List<Problem> problems = new ArrayList<>();
        Database next = db;
        for (int t = 0; t < tables.size(); t++) {
            TableSeed seed = tables.get(t);
            Table table = prepare(next, t, seed, now, settings, problems);
            if (table == null) {
                continue;
            }
            List<Map<String, AttributeValue>> items = seed.items();
            int n = items.size();
            Item[] stored = new Item[n];
            byte[][] keys = new byte[n][];
            List<Problem> itemProblems = prepareItems(t, seed, table, stored, keys);
            if (itemProblems.isEmpty() && problems.isEmpty()) { // after a problem, only validation goes on
                next = next.with(table.putAll(keys, stored, n));
            }
            problems.addAll(itemProblems);
        }
        if (!problems.isEmpty()) {
            throw new Failed(List.copyOf(problems));
        }
        return new Outcome<>(next, Boolean.TRUE);
    }

    /**
     * Validates every item of the seed as PutItem would and encodes its keys ({@code keys[i]} its primary key,
     * {@code stored[i]} the item as the table stores it); returns the problems, in item order. Large seeds are
     * split into chunks that run in parallel (items are independent; each chunk fills its own slots).
     */
    private static List<Problem> prepareItems(int t, TableSeed seed, Table table, Item[] stored, byte[][] keys) {
        int n = keys.length;
        int chunks = (n + CHUNK - 1) / CHUNK;
        IntStream starts = IntStream.range(0, chunks).map(c -> c * CHUNK);
        List<Problem> problems = new ArrayList<>();
        (chunks > 1 ? starts.parallel() : starts)
                .mapToObj(from -> prepareItems(t, seed, table, stored, keys, from, Math.min(n, from + CHUNK)))
                .forEachOrdered(problems::addAll);
        return problems;
    }

    /** {@link #prepareItems} of the items {@code [from, to)}. */
    private static List<Problem> prepareItems(int t, TableSeed seed, Table table, Item[] stored, byte[][] keys,
                                              int from, int to) {
        List<Problem> problems = new ArrayList<>(0);
        TableDefinition definition = table.definition();
        List<Map<String, AttributeValue>> items = seed.items();
        for (int i = from; i < to; i++) {
            Item item;
            try {
                item = Items.validateForPut(definition, items.get(i));
            } catch (DynamoError e) {
                problems.add(new Problem(t, i, "item of table " + seed.name() + " would be rejected by DynamoDB: "
                        + e.liveMessage()));
                continue;
            }
            keys[i] = table.keyOf(item.attributes());
            stored[i] = table.keyed(keys[i], item); // now, while the item is in the CPU's caches
        }
        return problems;
    }

    /**
     * The table to load the seed's items into: created (with time to live) when absent, the existing one when it
     * matches (with time to live enabled if the seed asks and it is off); null after adding a problem.
     */
    private static Table prepare(Database db, int t, TableSeed seed, Instant now, EngineSettings settings,
                                 List<Problem> problems) {
        Table created;
        try {
            created = TableSchemas.createTable(Database.empty(), seed.createTableRequest(), now, settings::tableArn)
                    .next().table(seed.name()).orElseThrow();
        } catch (DynamoError e) {
            problems.add(new Problem(t, Problem.TABLE, "table " + seed.name()
                    + " is not a table DynamoDB would create: " + e.liveMessage()));
            return null;
        }
        Optional<Table> existing = db.table(seed.name());
        Table table = existing.orElse(created);
        if (existing.isPresent()) {
            Optional<String> difference = TableMatch.difference(table.definition(), created.definition());
            if (difference.isPresent()) {
                problems.add(new Problem(t, Problem.TABLE, "table " + seed.name() + " already exists, but not as the "
                        + "dataset defines it: " + difference.get() + ". Nothing was loaded: delete the table first, "
                        + "or seed it with a dataset that defines it as it is (or under another name)"));
                return null;
            }
        }
        if (seed.timeToLiveAttribute().isEmpty()) {
            return table;
        }
        String attribute = seed.timeToLiveAttribute().get();
        TimeToLive current = table.definition().timeToLive();
        if (!current.enabled()) {
            return table.withDescriptionOf(table.definition().withTimeToLive(TimeToLive.enabledOn(attribute)));
        }
        if (!current.attributeName().orElseThrow().equals(attribute)) {
            problems.add(new Problem(t, Problem.TABLE, "table " + seed.name() + " already exists with time to live on "
                    + current.attributeName().orElseThrow() + ", but the dataset sets it on " + attribute
                    + " (DynamoDB allows one time-to-live attribute per table). Nothing was loaded: disable time to "
                    + "live on the table first, or make the dataset's ttl " + current.attributeName().orElseThrow()));
            return null;
        }
        return table;
    }
}
