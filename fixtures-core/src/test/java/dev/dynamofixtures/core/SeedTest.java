package dev.dynamofixtures.core;

import static dev.dynamofixtures.core.ops.TestTables.item;
import static dev.dynamofixtures.core.ops.TestTables.table;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType.N;
import static software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType.S;

import dev.dynamofixtures.core.dataset.Dataset;
import dev.dynamofixtures.core.dataset.DatasetException;
import dev.dynamofixtures.core.dataset.DatasetTable;
import dev.dynamofixtures.core.internal.dataset.DatasetAccess;
import dev.dynamofixtures.core.internal.dataset.DatasetContent;
import dev.dynamofixtures.core.internal.dataset.ItemEntry;
import dev.dynamofixtures.core.internal.dataset.Position;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveStatus;

/**
 * {@link InMemoryDynamo#seed}: a seeded engine answers every read and takes every write exactly as an engine that
 * got the same tables and items by CreateTable, UpdateTimeToLive and PutItem one by one; relative times use the
 * engine's clock; existing tables take items when they match and stop the seeding when they do not; all or nothing.
 */
class SeedTest {
    private static final Instant START = Instant.parse("2030-01-01T00:00:00Z");

    private final MutableClock clock = MutableClock.at(START);
    private final InMemoryDynamo seeded = InMemoryDynamo.builder().clock(clock).build();
    private final InMemoryDynamo written = InMemoryDynamo.builder().clock(clock).build();

    @AfterEach
    void close() {
        seeded.close();
        written.close();
    }

    // ---------------------------------------------------------------- same as PutItem

    @Test
    void every_read_of_a_seeded_engine_answers_as_after_put_item_one_by_one() {
        // given
        Map<String, List<Map<String, AttributeValue>>> items = Map.of("orders", orders(600, 1), "customers",
                customers(40));
        // when
        seeded.seed(dataset(items));
        writeOneByOne(written.client(), items);
        // then
        assertSame(reads(seeded.client()), reads(written.client()));
        assertThat(seeded.client().scan(b -> b.tableName("orders")).count()).isGreaterThan(550);
        assertThat(seeded.client().scan(b -> b.tableName("orders").indexName("byCoupon")).count()).isBetween(1, 589);
    }

    @Test
    void writes_after_seeding_move_items_in_and_out_of_indexes_as_after_put_item() {
        // given
        Map<String, List<Map<String, AttributeValue>>> items = Map.of("orders", orders(400, 2));
        seeded.seed(dataset(items));
        writeOneByOne(written.client(), items);
        List<Map<String, AttributeValue>> changes = orders(300, 3);
        // when: puts that replace, add or drop index attributes, updates and deletes, on both engines
        List<String> seededWrites = writeChanges(seeded.client(), changes);
        List<String> writtenWrites = writeChanges(written.client(), changes);
        // then
        assertSame(seededWrites, writtenWrites);
        assertSame(reads(seeded.client()), reads(written.client()));
    }

    @Test
    void a_large_seed_validated_and_built_in_parallel_answers_as_after_put_item() {
        // given: enough items for several validation chunks and parallel index builds
        Map<String, List<Map<String, AttributeValue>>> items = Map.of("orders", orders(30_000, 9));
        // when
        seeded.seed(dataset(items));
        writeOneByOne(written.client(), items);
        // then
        for (String index : new String[] {null, "byRegionStatus", "byCoupon", "byAmount"}) {
            assertThat(scanAll(seeded.client(), index)).as("index %s", index)
                    .isEqualTo(scanAll(written.client(), index));
        }
    }

    @Test
    void every_bad_item_of_a_large_seed_is_reported_in_order_and_nothing_is_loaded() {
        // given: bad items in three different validation chunks
        List<ItemEntry> entries = new ArrayList<>(entries(orders(30_000, 10)));
        for (int bad : new int[] {25_000, 5, 9_000}) {
            entries.set(bad, ItemEntry.fixed(entries.get(bad).position(), item("customer_id", "c1")));
        }
        Dataset dataset = DatasetAccess.dataset(new DatasetContent(List.of(ordersTable()), Map.of("orders", entries)));
        // then
        assertThatThrownBy(() -> seeded.seed(dataset)).isInstanceOfSatisfying(DatasetException.class,
                e -> assertThat(e.problems()).extracting(p -> p.line()).containsExactly(6, 9_001, 25_001));
        assertThat(seeded.client().listTables().tableNames()).isEmpty();
    }

    // ---------------------------------------------------------------- time

    @Test
    void relative_times_are_computed_by_the_engines_clock_and_time_to_live_is_enabled() {
        // given: sessions expiring thirty minutes after the seeding, by the engine's clock
        clock.advance(Duration.ofDays(3));
        long seededAt = clock.instant().getEpochSecond();
        // when
        seeded.seed(dataset(Map.of("customers", customers(10))));
        // then
        assertThat(seeded.client().describeTimeToLive(b -> b.tableName("customers")).timeToLiveDescription())
                .satisfies(ttl -> {
                    assertThat(ttl.timeToLiveStatus()).isEqualTo(TimeToLiveStatus.ENABLED);
                    assertThat(ttl.attributeName()).isEqualTo("expires_at");
                });
        assertThat(seeded.client().scan(b -> b.tableName("customers")).items())
                .allSatisfy(i -> assertThat(i.get("expires_at").n()).isEqualTo(Long.toString(seededAt + 1_800)));
        clock.advance(Duration.ofMinutes(29));
        assertThat(seeded.expireItems()).isZero();
        clock.advance(Duration.ofMinutes(2));
        assertThat(seeded.expireItems()).isEqualTo(10);
    }

    // ---------------------------------------------------------------- existing tables

    @Test
    void seeding_into_an_existing_matching_table_adds_items_and_replaces_those_of_the_same_key() {
        // given: the table, with items of its own, some with keys the dataset has too
        Map<String, List<Map<String, AttributeValue>>> before = Map.of("orders", orders(150, 4));
        writeOneByOne(seeded.client(), before);
        writeOneByOne(written.client(), before);
        Map<String, List<Map<String, AttributeValue>>> items = Map.of("orders", orders(300, 5));
        // when
        seeded.seed(dataset(items));
        writeOneByOne(written.client(), items);
        // then
        assertSame(reads(seeded.client()), reads(written.client()));
    }

    @Test
    void an_existing_table_with_other_keys_fails_the_seeding_and_nothing_is_loaded() {
        // given
        table("orders").hash("order_id", S).create(seeded.client());
        // when
        Dataset dataset = dataset(Map.of("orders", orders(10, 6), "customers", customers(5)));
        // then
        assertThatThrownBy(() -> seeded.seed(dataset)).isInstanceOf(DatasetException.class)
                .hasMessage("Invalid dataset: orders.yml:3:5: table orders already exists, but not as the dataset "
                        + "defines it: its key is partition key order_id (S), the dataset's partition key customer_id "
                        + "(S), sort key order_id (S); it has no local secondary index byAmount, which the dataset "
                        + "defines (partition key customer_id (S), sort key amount (N), projection KEYS_ONLY); it has "
                        + "no global secondary index byRegionStatus, which the dataset defines (partition key region "
                        + "(S), status (S), sort key order_date (S), amount (N), projection ALL); it has no global "
                        + "secondary index byCoupon, which the dataset defines (partition key coupon (S), projection "
                        + "INCLUDE [note]). Nothing was loaded: delete the table first, or seed it with a dataset "
                        + "that defines it as it is (or under another name)");
        assertThat(seeded.client().listTables().tableNames()).containsExactly("orders");
        assertThat(seeded.client().scan(b -> b.tableName("orders")).count()).isZero();
    }

    @Test
    void an_item_the_table_rejects_fails_the_seeding_at_its_position_and_nothing_is_loaded() {
        // given: content that skipped the dataset's validation (as a time template could produce)
        List<ItemEntry> entries = new ArrayList<>();
        entries.add(ItemEntry.fixed(new Position("orders.yml", 10, 7), orders(1, 7).get(0)));
        entries.add(ItemEntry.fixed(new Position("orders.yml", 11, 7), item("customer_id", "c1")));
        entries.add(new ItemEntry(new Position("orders.yml", 12, 7), Map.of(),
                now -> item("customer_id", "c1", "order_id", "o1", "region", 7)));
        Dataset dataset = DatasetAccess.dataset(new DatasetContent(List.of(customersTable(), ordersTable()),
                Map.of("orders", entries, "customers", entries(customers(3)))));
        // then
        assertThatThrownBy(() -> seeded.seed(dataset)).isInstanceOf(DatasetException.class)
                .hasMessage(String.join(System.lineSeparator(), "Invalid dataset, 2 problems:",
                        "  orders.yml:11:7: item of table orders would be rejected by DynamoDB: One or more "
                        + "parameter values were invalid: Missing the key order_id in the item",
                        "  orders.yml:12:7: item of table orders would be rejected by DynamoDB: One or more "
                        + "parameter values were invalid: Type mismatch for Index Key region Expected: S Actual: N "
                        + "IndexName: byRegionStatus"));
        assertThat(seeded.client().listTables().tableNames()).isEmpty();
    }

    // ---------------------------------------------------------------- isolation

    @Test
    void a_fork_made_before_seeding_does_not_see_the_seeded_tables_and_one_made_after_does() {
        // given
        InMemoryDynamo before = seeded.fork();
        // when
        InMemoryDynamo returned = seeded.seed(dataset(Map.of("orders", orders(50, 8))));
        InMemoryDynamo after = seeded.fork();
        // then
        assertThat(returned).isSameAs(seeded);
        assertThat(before.client().listTables().tableNames()).isEmpty();
        assertThat(after.client().scan(b -> b.tableName("orders")).count()).isEqualTo(50);
    }

    /** The first response that differs, shown alone; then the counts. */
    private static void assertSame(List<String> actual, List<String> expected) {
        for (int i = 0; i < Math.min(actual.size(), expected.size()); i++) {
            assertThat(actual.get(i)).as("response %d", i).isEqualTo(expected.get(i));
        }
        assertThat(actual).hasSameSizeAs(expected);
    }

    // ---------------------------------------------------------------- tables and items

    /** Orders by customer, with a multi-attribute GSI, a sparse INCLUDE GSI and an LSI. */
    private static DatasetTable ordersTable() {
        return new DatasetTable("orders", table("orders").hash("customer_id", S).range("order_id", S)
                .gsi("byRegionStatus", ProjectionType.ALL, "region", S, "status", S, ">order_date", S, ">amount", N)
                .gsiInclude("byCoupon", List.of("note"), "coupon", S)
                .lsi("byAmount", ProjectionType.KEYS_ONLY, "amount", N)
                .request(), Optional.empty(), "orders.yml:3:5");
    }

    /** Customers whose sessions expire (time to live on expires_at). */
    private static DatasetTable customersTable() {
        return new DatasetTable("customers", table("customers").hash("customer_id", S).request(),
                Optional.of("expires_at"), "customers.yml:1:1");
    }

    /**
     * {@code count} orders of 23 customers; about one in sixty repeats an earlier key, a third have a coupon, a tenth
     * no amount; notes of every length, so sizes and capacity differ.
     */
    private static List<Map<String, AttributeValue>> orders(int count, long seed) {
        Random random = new Random(seed);
        List<Map<String, AttributeValue>> orders = new ArrayList<>();
        for (int n = 0; n < count; n++) {
            int id = n < 60 || random.nextInt(60) != 0 ? n : random.nextInt(n);
            Map<String, AttributeValue> order = new LinkedHashMap<>(item("customer_id", "c" + id % 23,
                    "order_id", "o" + id, "region", List.of("eu", "us", "ap").get(random.nextInt(3)),
                    "status", List.of("PENDING", "SHIPPED", "DELIVERED").get(random.nextInt(3)),
                    "order_date", "2025-11-" + (10 + random.nextInt(18)),
                    "note", "x".repeat(random.nextInt(700))));
            if (random.nextInt(10) != 0) {
                order.put("amount", AttributeValue.fromN(random.nextInt(50_000) / 100 + "." + random.nextInt(10) + "0"));
            }
            if (random.nextInt(3) == 0) {
                order.put("coupon", AttributeValue.fromS("K" + random.nextInt(4)));
            }
            order.put("lines", AttributeValue.fromL(List.of(AttributeValue.fromM(item("sku", "s" + n, "qty", 2)))));
            order.put("tags", AttributeValue.fromSs(List.of("b", "a")));
            orders.add(order);
        }
        return orders;
    }

    private static List<Map<String, AttributeValue>> customers(int count) {
        List<Map<String, AttributeValue>> customers = new ArrayList<>();
        for (int n = 0; n < count; n++) {
            customers.add(item("customer_id", "c" + n, "name", "Customer " + n));
        }
        return customers;
    }

    /** A dataset of the two tables and these items, a customer's expires_at thirty minutes after the load. */
    private static Dataset dataset(Map<String, List<Map<String, AttributeValue>>> items) {
        Map<String, List<ItemEntry>> entries = new LinkedHashMap<>();
        items.forEach((table, list) -> entries.put(table, entries(list)));
        List<ItemEntry> customers = new ArrayList<>();
        for (ItemEntry entry : entries.getOrDefault("customers", List.of())) {
            Map<String, AttributeValue> fixed = entry.attributes();
            customers.add(new ItemEntry(entry.position(), fixed, now -> {
                Map<String, AttributeValue> timed = new LinkedHashMap<>(fixed);
                timed.put("expires_at", AttributeValue.fromN(Long.toString(now.getEpochSecond() + 1_800)));
                return timed;
            }));
        }
        if (!customers.isEmpty()) {
            entries.put("customers", customers);
        }
        return DatasetAccess.dataset(new DatasetContent(List.of(ordersTable(), customersTable()), entries));
    }

    private static List<ItemEntry> entries(List<Map<String, AttributeValue>> items) {
        List<ItemEntry> entries = new ArrayList<>();
        for (int i = 0; i < items.size(); i++) {
            entries.add(ItemEntry.fixed(new Position("test.yml", i + 1, 5), items.get(i)));
        }
        return entries;
    }

    /**
     * What seeding the dataset does, the slow way: CreateTable and UpdateTimeToLive for each table that does not
     * exist, then PutItem for each item in order.
     */
    private void writeOneByOne(DynamoDbClient client, Map<String, List<Map<String, AttributeValue>>> items) {
        for (DatasetTable table : List.of(ordersTable(), customersTable())) {
            if (!client.listTables().tableNames().contains(table.name())) {
                client.createTable(table.createTableRequest());
                table.timeToLiveAttribute().ifPresent(attribute -> client.updateTimeToLive(b -> b
                        .tableName(table.name()).timeToLiveSpecification(s -> s.enabled(true).attributeName(attribute))));
            }
            for (Map<String, AttributeValue> item : items.getOrDefault(table.name(), List.of())) {
                Map<String, AttributeValue> stored = new LinkedHashMap<>(item);
                if (table.timeToLiveAttribute().isPresent()) {
                    stored.put("expires_at", AttributeValue.fromN(Long.toString(clock.instant().getEpochSecond()
                            + 1_800)));
                }
                client.putItem(b -> b.tableName(table.name()).item(stored));
            }
        }
    }

    /** Puts, updates and deletes, each response (old item and capacity by index) rendered. */
    private static List<String> writeChanges(DynamoDbClient client, List<Map<String, AttributeValue>> changes) {
        List<String> responses = new ArrayList<>();
        for (int step = 0; step < changes.size(); step++) {
            int i = step;
            Map<String, AttributeValue> change = changes.get(i);
            Map<String, AttributeValue> key = Map.of("customer_id", change.get("customer_id"),
                    "order_id", change.get("order_id"));
            switch (i % 3) {
                case 0 -> responses.add(client.putItem(b -> b.tableName("orders").item(change)
                        .returnValues(ReturnValue.ALL_OLD).returnConsumedCapacity(ReturnConsumedCapacity.INDEXES))
                        .toString());
                case 1 -> responses.add(client.updateItem(b -> (i % 2 == 0
                        ? b.updateExpression("SET coupon = :c, #s = :s")
                                .expressionAttributeNames(Map.of("#s", "status"))
                                .expressionAttributeValues(Map.of(":c", AttributeValue.fromS("K9"),
                                        ":s", AttributeValue.fromS("LOST")))
                        : b.updateExpression("REMOVE coupon, amount")).tableName("orders").key(key)
                        .returnValues(ReturnValue.ALL_NEW).returnConsumedCapacity(ReturnConsumedCapacity.INDEXES))
                        .toString());
                default -> responses.add(client.deleteItem(b -> b.tableName("orders").key(key)
                        .returnValues(ReturnValue.ALL_OLD).returnConsumedCapacity(ReturnConsumedCapacity.INDEXES))
                        .toString());
            }
        }
        return responses;
    }

    /** Every item of a Scan of the table or an index, all pages. */
    private static List<Map<String, AttributeValue>> scanAll(DynamoDbClient client, String index) {
        List<Map<String, AttributeValue>> items = new ArrayList<>();
        client.scanPaginator(b -> b.tableName("orders").indexName(index)).items().forEach(items::add);
        return items;
    }

    /**
     * Every read, rendered: DescribeTable of each table, GetItem of every key, Query per customer on the table and
     * the LSI, Query of the multi-attribute GSI, Scan of the table and every index in pages of 37, with capacity.
     */
    private static List<String> reads(DynamoDbClient client) {
        List<String> reads = new ArrayList<>();
        ReturnConsumedCapacity capacity = ReturnConsumedCapacity.INDEXES;
        for (String name : client.listTables().tableNames()) {
            reads.add(client.describeTable(b -> b.tableName(name)).table().toString());
            reads.add(client.describeTimeToLive(b -> b.tableName(name)).toString());
        }
        if (!client.listTables().tableNames().contains("orders")) {
            return reads;
        }
        for (int id = 0; id < 610; id++) {
            Map<String, AttributeValue> key = item("customer_id", "c" + id % 23, "order_id", "o" + id);
            reads.add(client.getItem(b -> b.tableName("orders").key(key).returnConsumedCapacity(capacity)).toString());
        }
        for (int c = 0; c < 23; c++) {
            Map<String, AttributeValue> values = Map.of(":c", AttributeValue.fromS("c" + c));
            reads.add(client.query(b -> b.tableName("orders").keyConditionExpression("customer_id = :c")
                    .expressionAttributeValues(values).scanIndexForward(false).returnConsumedCapacity(capacity))
                    .toString());
            reads.add(client.query(b -> b.tableName("orders").indexName("byAmount")
                    .keyConditionExpression("customer_id = :c").expressionAttributeValues(values)
                    .returnConsumedCapacity(capacity)).toString());
        }
        for (String region : List.of("eu", "us", "ap")) {
            Map<String, AttributeValue> values = Map.of(":r", AttributeValue.fromS(region),
                    ":s", AttributeValue.fromS("PENDING"), ":d", AttributeValue.fromS("2025-11-2"));
            reads.add(client.query(b -> b.tableName("orders").indexName("byRegionStatus")
                    .keyConditionExpression("#r = :r AND #s = :s AND begins_with(order_date, :d)")
                    .expressionAttributeNames(Map.of("#r", "region", "#s", "status"))
                    .expressionAttributeValues(values).returnConsumedCapacity(capacity)).toString());
        }
        for (String index : new String[] {null, "byRegionStatus", "byCoupon", "byAmount"}) {
            Map<String, AttributeValue> start = null;
            do {
                Map<String, AttributeValue> from = start;
                var page = client.scan(b -> b.tableName("orders").indexName(index).limit(37).exclusiveStartKey(from)
                        .returnConsumedCapacity(capacity));
                reads.add(page.toString());
                start = page.hasLastEvaluatedKey() && !page.lastEvaluatedKey().isEmpty() ? page.lastEvaluatedKey()
                        : null;
            } while (start != null);
        }
        return reads;
    }
}
