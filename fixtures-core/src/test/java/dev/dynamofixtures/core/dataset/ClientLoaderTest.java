package dev.dynamofixtures.core.dataset;

import static dev.dynamofixtures.core.ops.TestTables.item;
import static dev.dynamofixtures.core.ops.TestTables.table;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType.N;
import static software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType.S;

import dev.dynamofixtures.core.InMemoryDynamo;
import dev.dynamofixtures.core.internal.dataset.ClientLoader;
import dev.dynamofixtures.core.internal.dataset.DatasetAccess;
import dev.dynamofixtures.core.internal.dataset.DatasetContent;
import dev.dynamofixtures.core.internal.dataset.ItemEntry;
import dev.dynamofixtures.core.internal.dataset.Position;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.CreateTableResponse;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableResponse;
import software.amazon.awssdk.services.dynamodb.model.DescribeTimeToLiveRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTimeToLiveResponse;
import software.amazon.awssdk.services.dynamodb.model.IndexStatus;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveStatus;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveResponse;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * {@link Dataset#loadInto}: tables created as the dataset defines them, items written in batches of 25 with
 * unprocessed items retried, relative times computed by the given clock, and an existing table that differs from
 * the dataset's definition refused before anything is created or written.
 */
class ClientLoaderTest {
    private static final Instant NOW = Instant.parse("2030-01-01T00:00:00Z");
    private static final Clock CLOCK = Clock.fixed(NOW, ZoneOffset.UTC);

    private final InMemoryDynamo dynamo = InMemoryDynamo.create();
    private final DynamoDbClient client = dynamo.client();

    @AfterEach
    void close() {
        dynamo.close();
    }

    private static CreateTableRequest ordersTable() {
        return table("orders").hash("order_id", S)
                .gsi("OrdersByStatusDateAmount", ProjectionType.ALL, "customer_id", S, ">status", S,
                        ">order_date", S, ">amount", N)
                .request();
    }

    private static CreateTableRequest filesTable() {
        return table("files").hash("PK", S).range("SK", S).lsi("BySize", ProjectionType.KEYS_ONLY, "bytes", N)
                .request();
    }

    private static CreateTableRequest sessionsTable() {
        return table("sessions").hash("session_id", S).request();
    }

    private static Map<String, AttributeValue> order(int n) {
        return item("order_id", "KSUID" + n, "customer_id", "C#" + (n % 4), "status", n % 3 == 0 ? "ACTIVE" : "PENDING",
                "order_date", "2025-11-0" + (1 + n % 5), "amount", 100 + n);
    }

    /** Orders (30), files (25) and sessions (10, with time to live): 65 items, so batches span tables. */
    private static Dataset threeTables() {
        Map<String, List<ItemEntry>> items = new LinkedHashMap<>();
        for (int n = 0; n < 30; n++) {
            items.computeIfAbsent("orders", t -> new ArrayList<>()).add(entry(order(n)));
        }
        for (int n = 0; n < 25; n++) {
            items.computeIfAbsent("files", t -> new ArrayList<>()).add(entry(item("PK", "DRIVE#a91",
                    "SK", "root/photos/" + n + ".jpg", "bytes", 1000 * n, "name", "été-" + n)));
        }
        for (int n = 0; n < 10; n++) {
            items.computeIfAbsent("sessions", t -> new ArrayList<>()).add(entry(item("session_id", "s" + n,
                    "expires_at", 1_900_000_000 + n)));
        }
        return dataset(List.of(tableAt(ordersTable(), Optional.empty(), "orders.yml:3:3"),
                tableAt(filesTable(), Optional.empty(), "files.yml:2:3"),
                tableAt(sessionsTable(), Optional.of("expires_at"), "sessions.yml:2:3")), items);
    }

    private static DatasetTable tableAt(CreateTableRequest request, Optional<String> ttl, String origin) {
        return new DatasetTable(request.tableName(), request, ttl, origin);
    }

    private static ItemEntry entry(Map<String, AttributeValue> attributes) {
        return ItemEntry.fixed(new Position("items.yml", 7, 5), attributes);
    }

    private static Dataset dataset(List<DatasetTable> tables, Map<String, List<ItemEntry>> items) {
        return DatasetAccess.dataset(new DatasetContent(tables, items));
    }

    private List<Map<String, AttributeValue>> scan(String table) {
        List<Map<String, AttributeValue>> items = new ArrayList<>();
        client.scanPaginator(b -> b.tableName(table)).items().forEach(items::add);
        return items;
    }

    @Test
    void creates_the_missing_tables_as_the_dataset_defines_them_and_writes_every_item() {
        // given
        Dataset dataset = threeTables();

        // when
        dataset.loadInto(client, CLOCK);

        // then
        TableDescription orders = client.describeTable(b -> b.tableName("orders")).table();
        assertThat(orders.keySchema()).isEqualTo(ordersTable().keySchema());
        assertThat(orders.globalSecondaryIndexes()).singleElement().satisfies(index -> {
            assertThat(index.indexName()).isEqualTo("OrdersByStatusDateAmount");
            assertThat(index.keySchema()).isEqualTo(ordersTable().globalSecondaryIndexes().get(0).keySchema());
        });
        TableDescription files = client.describeTable(b -> b.tableName("files")).table();
        assertThat(files.keySchema()).isEqualTo(filesTable().keySchema());
        assertThat(files.localSecondaryIndexes()).singleElement()
                .satisfies(index -> assertThat(index.keySchema()).isEqualTo(filesTable().localSecondaryIndexes().get(0).keySchema()));
        for (String table : List.of("orders", "files", "sessions")) {
            assertThat(scan(table)).as(table).containsExactlyInAnyOrderElementsOf(dataset.items(table, CLOCK));
        }
        assertThat(client.describeTimeToLive(b -> b.tableName("sessions")).timeToLiveDescription())
                .satisfies(ttl -> {
                    assertThat(ttl.timeToLiveStatus()).isEqualTo(TimeToLiveStatus.ENABLED);
                    assertThat(ttl.attributeName()).isEqualTo("expires_at");
                });
    }

    @Test
    void writes_batches_of_25_that_span_tables_in_the_datasets_order() {
        // given
        RecordingClient recording = new RecordingClient(client, 0);

        // when
        threeTables().loadInto(recording, CLOCK);

        // then 65 items: 25 orders, then 5 orders and 20 files, then 5 files and 10 sessions
        assertThat(recording.batches).extracting(ClientLoaderTest::sizes).containsExactly(
                Map.of("orders", 25), Map.of("orders", 5, "files", 20), Map.of("files", 5, "sessions", 10));
        assertThat(recording.batches.get(1).requestItems().keySet()).containsExactly("orders", "files");
        assertThat(recording.batches.get(0).requestItems().get("orders").get(0).putRequest().item())
                .isEqualTo(order(0));
    }

    private static Map<String, Integer> sizes(BatchWriteItemRequest request) {
        Map<String, Integer> sizes = new LinkedHashMap<>();
        request.requestItems().forEach((table, writes) -> sizes.put(table, writes.size()));
        return sizes;
    }

    @Test
    void adds_the_items_to_an_existing_table_identical_to_the_datasets() {
        // given
        client.createTable(ordersTable());
        client.putItem(b -> b.tableName("orders").item(item("order_id", "already-there")));

        // when
        threeTables().loadInto(client, CLOCK);

        // then
        assertThat(scan("orders")).hasSize(31).contains(item("order_id", "already-there"), order(17));
    }

    @Test
    void refuses_an_existing_table_with_another_primary_key_before_creating_or_writing_anything() {
        // given an orders table keyed on id, with the dataset's GSI
        table("orders").hash("id", S).gsi("OrdersByStatusDateAmount", ProjectionType.ALL, "customer_id", S,
                ">status", S, ">order_date", S, ">amount", N).create(client);

        // when
        DatasetException thrown = catchThrowableOfType(() -> threeTables().loadInto(client, CLOCK),
                DatasetException.class);

        // then
        assertThat(thrown.problems()).singleElement().satisfies(problem -> {
            assertThat(problem.source()).isEqualTo("orders.yml");
            assertThat(problem.line()).isEqualTo(3);
            assertThat(problem.column()).isEqualTo(3);
            assertThat(problem.message()).isEqualTo("table orders already exists with another primary key than the "
                    + "dataset's: the table's is partition key id (S), the dataset's is partition key order_id (S); "
                    + "delete the table orders (or load into other tables: Dataset.withTablePrefix), or change the "
                    + "dataset's definition to match the table");
        });
        assertThat(client.listTables().tableNames()).containsExactly("orders");
        assertThat(scan("orders")).isEmpty();
    }

    @Test
    void reports_every_index_that_differs_together() {
        // given an orders table whose GSI lacks amount, projects keys only, and no files LSI
        table("orders").hash("order_id", S).gsi("OrdersByStatusDateAmount", ProjectionType.KEYS_ONLY,
                "customer_id", S, ">status", S, ">order_date", S).create(client);
        table("files").hash("PK", S).range("SK", S).create(client);

        // when
        DatasetException thrown = catchThrowableOfType(() -> threeTables().loadInto(client, CLOCK),
                DatasetException.class);

        // then
        assertThat(thrown.problems()).extracting(DatasetProblem::message).containsExactly(
                "table files already exists without the dataset's local secondary index BySize (partition key PK (S), "
                        + "sort key bytes (N)); delete the table files (or load into other tables: "
                        + "Dataset.withTablePrefix), or change the dataset's definition to match the table",
                "global secondary index OrdersByStatusDateAmount of table orders already exists with another key than "
                        + "the dataset's: the table's is partition key customer_id (S), sort key status (S), order_date "
                        + "(S), the dataset's is partition key customer_id (S), sort key status (S), order_date (S), "
                        + "amount (N); delete the table orders (or load into other tables: Dataset.withTablePrefix), or "
                        + "change the dataset's definition to match the table",
                "global secondary index OrdersByStatusDateAmount of table orders already exists with another "
                        + "projection than the dataset's: the table's projects KEYS_ONLY, the dataset's ALL; delete the "
                        + "table orders (or load into other tables: Dataset.withTablePrefix), or change the dataset's "
                        + "definition to match the table");
        assertThat(client.listTables().tableNames()).containsExactly("files", "orders");
        assertThat(scan("orders")).isEmpty();
        assertThat(scan("files")).isEmpty();
    }

    @Test
    void refuses_an_existing_table_with_time_to_live_on_another_attribute() {
        // given
        client.createTable(sessionsTable());
        client.updateTimeToLive(b -> b.tableName("sessions").timeToLiveSpecification(s -> s.enabled(true)
                .attributeName("ttl")));

        // when
        DatasetException thrown = catchThrowableOfType(() -> threeTables().loadInto(client, CLOCK),
                DatasetException.class);

        // then
        assertThat(thrown.problems()).singleElement().extracting(DatasetProblem::message).isEqualTo(
                "table sessions already exists with time to live on ttl, but the dataset's ttl is expires_at; a table "
                        + "has time to live on one attribute at most: disable it on ttl (UpdateTimeToLive), delete the "
                        + "table, or change the dataset's ttl to ttl");
        assertThat(client.listTables().tableNames()).containsExactly("sessions");
    }

    @Test
    void keeps_time_to_live_already_enabled_on_the_datasets_attribute() {
        // given
        client.createTable(sessionsTable());
        client.updateTimeToLive(b -> b.tableName("sessions").timeToLiveSpecification(s -> s.enabled(true)
                .attributeName("expires_at")));

        // when
        threeTables().loadInto(client, CLOCK);

        // then
        assertThat(scan("sessions")).hasSize(10);
        assertThat(client.describeTimeToLive(b -> b.tableName("sessions")).timeToLiveDescription().attributeName())
                .isEqualTo("expires_at");
    }

    @Test
    void refuses_items_that_an_index_of_the_existing_table_would_reject() {
        // given a files table with one more index, on name as a number
        table("files").hash("PK", S).range("SK", S).lsi("BySize", ProjectionType.KEYS_ONLY, "bytes", N)
                .gsi("ByName", ProjectionType.ALL, "name", N).create(client);

        // when
        DatasetException thrown = catchThrowableOfType(() -> threeTables().loadInto(client, CLOCK),
                DatasetException.class);

        // then
        assertThat(thrown.problems()).hasSize(25);
        assertThat(thrown.problems().get(0)).satisfies(problem -> {
            assertThat(problem.source()).isEqualTo("items.yml");
            assertThat(problem.line()).isEqualTo(7);
            assertThat(problem.message()).isEqualTo("item's name is a string (\"été-0\"), but the existing table files "
                    + "has global secondary index ByName (which the dataset does not define) keyed on it as N; "
                    + "DynamoDB would reject the item: give it a N, or delete the table");
        });
        assertThat(client.listTables().tableNames()).containsExactly("files");
    }

    @Test
    void retries_unprocessed_items_until_every_item_is_written() {
        // given a client that leaves the last 7 items of each of the first 3 calls unprocessed
        RecordingClient flaky = new RecordingClient(client, 3);

        // when
        threeTables().loadInto(flaky, CLOCK);

        // then
        assertThat(flaky.batches).hasSize(3 + 3);
        assertThat(flaky.batches.get(1).requestItems().get("orders")).hasSize(7)
                .isEqualTo(flaky.batches.get(0).requestItems().get("orders").subList(18, 25));
        assertThat(scan("orders")).hasSize(30);
        assertThat(scan("files")).hasSize(25);
        assertThat(scan("sessions")).hasSize(10);
    }

    @Test
    void stops_with_a_clear_error_when_items_stay_unprocessed() {
        // given a client that never writes the last 7 items of a call
        RecordingClient throttled = new RecordingClient(client, Integer.MAX_VALUE);
        ClientLoader.Pacing quick = new ClientLoader.Pacing(3, Duration.ofMillis(1), Duration.ofMillis(2),
                Duration.ofSeconds(5));

        // when
        SdkClientException thrown = catchThrowableOfType(() -> ClientLoader.load(
                DatasetAccess.content(threeTables()), throttled, CLOCK, quick), SdkClientException.class);

        // then
        assertThat(thrown).hasMessage("BatchWriteItem still left 7 items of table(s) orders unprocessed after 3 "
                + "attempts with backoff, so the load stopped (18 items were written). The tables' write capacity is "
                + "exhausted or throttled: give them more write capacity (or on-demand billing) and load again; "
                + "loading again is safe, every item is a put");
        assertThat(throttled.batches).hasSize(3);
    }

    @Test
    void waits_until_the_new_tables_and_their_indexes_are_active_before_writing() {
        // given a client on which new tables stay CREATING for 4 DescribeTable calls
        RecordingClient slow = new RecordingClient(client, 0);
        slow.creatingPolls = 4;

        // when
        threeTables().loadInto(slow, CLOCK);

        // then
        assertThat(slow.creatingPolls).isZero();
        assertThat(scan("orders")).hasSize(30);
    }

    @Test
    void stops_with_a_clear_error_when_a_new_table_does_not_become_active_in_time() {
        // given a client on which new tables stay CREATING
        RecordingClient stuck = new RecordingClient(client, 0);
        stuck.creatingPolls = Integer.MAX_VALUE;
        ClientLoader.Pacing impatient = new ClientLoader.Pacing(3, Duration.ofMillis(1), Duration.ofMillis(5),
                Duration.ofMillis(50));

        // when
        SdkClientException thrown = catchThrowableOfType(() -> ClientLoader.load(
                DatasetAccess.content(threeTables()), stuck, CLOCK, impatient), SdkClientException.class);

        // then
        assertThat(thrown).hasMessage("Table orders did not become ACTIVE with all its global secondary indexes "
                + "within PT0.05S (it is CREATING, index OrdersByStatusDateAmount is CREATING); nothing was written. "
                + "Check the table in the console or with DescribeTable, and load again once it is ACTIVE");
        assertThat(stuck.batches).isEmpty();
    }

    @Test
    void computes_relative_times_by_the_given_clock() {
        // given a session that expires 30 minutes after the load
        Map<String, List<ItemEntry>> items = Map.of("sessions", List.of(new ItemEntry(new Position("s.yml", 4, 5),
                item("session_id", "s1", "expires_at", 0),
                now -> item("session_id", "s1", "expires_at", now.plusSeconds(1800).getEpochSecond()))));
        Dataset dataset = dataset(List.of(tableAt(sessionsTable(), Optional.of("expires_at"), "s.yml:1:3")), items);

        // when
        dataset.loadInto(client, CLOCK);

        // then
        assertThat(scan("sessions")).containsExactly(item("session_id", "s1", "expires_at",
                NOW.getEpochSecond() + 1800));
    }

    @Test
    void loads_a_yaml_dataset_with_times_relative_to_the_clock_and_reports_a_conflict_at_its_line() {
        // given
        Dataset sessions = Dataset.parse("sessions.yml", """
                tables:
                  sessions:
                    key: { session_id: S }
                    ttl: expires_at
                items:
                  sessions:
                    - { session_id: s1, expires_at: !epoch now+30m, started: !iso now-1d }
                """);

        // when
        sessions.loadInto(client, CLOCK);

        // then
        assertThat(scan("sessions")).containsExactly(item("session_id", "s1", "expires_at",
                NOW.getEpochSecond() + 1800, "started", "2029-12-31T00:00:00Z"));
        try (InMemoryDynamo other = InMemoryDynamo.create()) {
            table("sessions").hash("id", S).create(other.client());
            assertThat(catchThrowableOfType(() -> sessions.loadInto(other.client(), CLOCK), DatasetException.class))
                    .hasMessageStartingWith("Invalid dataset: sessions.yml:2:3: table sessions already exists with "
                            + "another primary key than the dataset's");
        }
    }

    @Test
    void validates_items_computed_by_the_clock_before_anything_is_created() {
        // given a session keyed on the load's time, and one keyed on a fixed time
        Map<String, List<ItemEntry>> items = Map.of("sessions", List.of(
                new ItemEntry(new Position("s.yml", 4, 5), item("session_id", "x"),
                        now -> item("session_id", now.toString())),
                ItemEntry.fixed(new Position("s.yml", 5, 5), item("session_id", NOW.toString()))));
        Dataset dataset = dataset(List.of(tableAt(sessionsTable(), Optional.empty(), "s.yml:1:3")), items);

        // when loaded at that fixed time
        DatasetException thrown = catchThrowableOfType(() -> dataset.loadInto(client, CLOCK), DatasetException.class);

        // then
        assertThat(thrown.problems()).singleElement().satisfies(problem -> {
            assertThat(problem.line()).isEqualTo(5);
            assertThat(problem.message()).startsWith("item has the same primary key (session_id=2030-01-01T00:00:00Z) "
                    + "as the item at s.yml:4:5");
        });
        assertThat(client.listTables().tableNames()).isEmpty();
    }

    /**
     * A client that records every BatchWriteItem request and, for its first {@code flakyCalls} calls, writes all
     * but the last 7 requests of the call and returns those as unprocessed. With {@code creatingPolls} set, the
     * tables it creates are described as CREATING that many times. Every other call goes to the engine.
     */
    private static final class RecordingClient implements DynamoDbClient {
        private final DynamoDbClient delegate;
        private final int flakyCalls;
        final List<BatchWriteItemRequest> batches = new ArrayList<>();
        private final Set<String> created = new HashSet<>();
        int creatingPolls;

        RecordingClient(DynamoDbClient delegate, int flakyCalls) {
            this.delegate = delegate;
            this.flakyCalls = flakyCalls;
        }

        @Override
        public BatchWriteItemResponse batchWriteItem(BatchWriteItemRequest request) {
            batches.add(request);
            if (batches.size() > flakyCalls) {
                return delegate.batchWriteItem(request);
            }
            List<Map.Entry<String, WriteRequest>> all = new ArrayList<>();
            request.requestItems().forEach((table, writes) -> writes.forEach(w -> all.add(Map.entry(table, w))));
            Map<String, List<WriteRequest>> now = new LinkedHashMap<>();
            Map<String, List<WriteRequest>> later = new LinkedHashMap<>();
            for (int i = 0; i < all.size(); i++) {
                Map<String, List<WriteRequest>> target = i < all.size() - 7 ? now : later;
                target.computeIfAbsent(all.get(i).getKey(), t -> new ArrayList<>()).add(all.get(i).getValue());
            }
            if (!now.isEmpty()) {
                delegate.batchWriteItem(b -> b.requestItems(now));
            }
            return BatchWriteItemResponse.builder().unprocessedItems(later).build();
        }

        @Override
        public DescribeTableResponse describeTable(DescribeTableRequest request) {
            DescribeTableResponse response = delegate.describeTable(request);
            if (created.contains(request.tableName()) && creatingPolls > 0) {
                creatingPolls--;
                return response.toBuilder().table(creating(response.table())).build();
            }
            return response;
        }

        @Override
        public CreateTableResponse createTable(CreateTableRequest request) {
            CreateTableResponse response = delegate.createTable(request);
            if (creatingPolls == 0) {
                return response;
            }
            created.add(request.tableName());
            return response.toBuilder().tableDescription(creating(response.tableDescription())).build();
        }

        /** The table as a real endpoint describes it while it is being created: CREATING, its GSIs too. */
        private static TableDescription creating(TableDescription table) {
            return table.toBuilder().tableStatus(TableStatus.CREATING).globalSecondaryIndexes(
                    table.globalSecondaryIndexes().stream().map(index -> index.toBuilder()
                            .indexStatus(IndexStatus.CREATING).build()).toList()).build();
        }

        @Override
        public DescribeTimeToLiveResponse describeTimeToLive(DescribeTimeToLiveRequest request) {
            return delegate.describeTimeToLive(request);
        }

        @Override
        public UpdateTimeToLiveResponse updateTimeToLive(UpdateTimeToLiveRequest request) {
            return delegate.updateTimeToLive(request);
        }

        @Override
        public String serviceName() {
            return delegate.serviceName();
        }

        @Override
        public void close() {
        }
    }
}
