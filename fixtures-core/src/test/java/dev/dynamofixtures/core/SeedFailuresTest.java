package dev.dynamofixtures.core;

import static dev.dynamofixtures.core.SeedFixtures.assertSame;
import static dev.dynamofixtures.core.SeedFixtures.customers;
import static dev.dynamofixtures.core.SeedFixtures.customersTable;
import static dev.dynamofixtures.core.SeedFixtures.dataset;
import static dev.dynamofixtures.core.SeedFixtures.entries;
import static dev.dynamofixtures.core.SeedFixtures.orders;
import static dev.dynamofixtures.core.SeedFixtures.ordersTable;
import static dev.dynamofixtures.core.SeedFixtures.reads;
import static dev.dynamofixtures.core.SeedFixtures.writeOneByOne;
import static dev.dynamofixtures.core.ops.TestTables.item;
import static dev.dynamofixtures.core.ops.TestTables.table;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType.S;

import dev.dynamofixtures.core.dataset.Dataset;
import dev.dynamofixtures.core.dataset.DatasetException;
import dev.dynamofixtures.core.dataset.DatasetTable;
import dev.dynamofixtures.core.internal.dataset.DatasetAccess;
import dev.dynamofixtures.core.internal.dataset.DatasetContent;
import dev.dynamofixtures.core.internal.dataset.ItemEntry;
import dev.dynamofixtures.core.internal.dataset.Position;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveStatus;

/**
 * {@link InMemoryDynamo#seed} into an engine that has tables already, and seeds that cannot be loaded: a matching
 * table takes the items (replacing those of the same key, as PutItem does), anything else fails with every problem
 * at its dataset position, and then nothing at all is loaded.
 */
class SeedFailuresTest {
    private static final Instant START = Instant.parse("2030-01-01T00:00:00Z");

    private final MutableClock clock = MutableClock.at(START);
    private final InMemoryDynamo seeded = InMemoryDynamo.builder().clock(clock).build();
    private final InMemoryDynamo written = InMemoryDynamo.builder().clock(clock).build();

    @AfterEach
    void close() {
        seeded.close();
        written.close();
    }

    @Test
    void seeding_into_an_existing_matching_table_adds_items_and_replaces_those_of_the_same_key() {
        // given: the table, with items of its own, some with keys the dataset has too
        Map<String, List<Map<String, AttributeValue>>> before = Map.of("orders", orders(150, 4));
        writeOneByOne(seeded.client(), before, clock.instant());
        writeOneByOne(written.client(), before, clock.instant());
        Map<String, List<Map<String, AttributeValue>>> items = Map.of("orders", orders(300, 5));
        // when
        seeded.seed(dataset(items));
        writeOneByOne(written.client(), items, clock.instant());
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

    @Test
    void an_existing_matching_table_without_time_to_live_gets_it_enabled_on_the_datasets_attribute() {
        // given
        seeded.client().createTable(customersTable().createTableRequest());
        // when
        seeded.seed(dataset(Map.of("customers", customers(3))));
        // then
        assertThat(seeded.client().describeTimeToLive(b -> b.tableName("customers")).timeToLiveDescription())
                .satisfies(ttl -> {
                    assertThat(ttl.timeToLiveStatus()).isEqualTo(TimeToLiveStatus.ENABLED);
                    assertThat(ttl.attributeName()).isEqualTo("expires_at");
                });
        assertThat(seeded.client().scan(b -> b.tableName("customers")).count()).isEqualTo(3);
    }

    @Test
    void an_existing_table_with_time_to_live_on_another_attribute_fails_the_seeding() {
        // given
        seeded.client().createTable(customersTable().createTableRequest());
        seeded.client().updateTimeToLive(b -> b.tableName("customers")
                .timeToLiveSpecification(s -> s.enabled(true).attributeName("valid_until")));
        // when
        Dataset dataset = dataset(Map.of("customers", customers(3)));
        // then
        assertThatThrownBy(() -> seeded.seed(dataset)).isInstanceOf(DatasetException.class)
                .hasMessage("Invalid dataset: customers.yml:1:1: table customers already exists with time to live on "
                        + "valid_until, but the dataset sets it on expires_at (DynamoDB allows one time-to-live "
                        + "attribute per table). Nothing was loaded: disable time to live on the table first, or make "
                        + "the dataset's ttl valid_until");
        assertThat(seeded.client().listTables().tableNames()).containsExactly("customers");
        assertThat(seeded.client().scan(b -> b.tableName("customers")).count()).isZero();
    }

    @Test
    void a_table_dynamodb_would_not_create_fails_the_seeding_at_the_tables_position() {
        // given: a key attribute without its attribute definition (a dataset read from a file never has one)
        CreateTableRequest request = table("broken").hash("id", S).request().toBuilder()
                .attributeDefinitions(List.of()).build();
        Dataset dataset = DatasetAccess.dataset(new DatasetContent(
                List.of(new DatasetTable("broken", request, Optional.empty(), "broken.yml:2:3")), Map.of()));
        // then
        assertThatThrownBy(() -> seeded.seed(dataset)).isInstanceOfSatisfying(DatasetException.class, e -> {
            assertThat(e.problems()).singleElement().satisfies(problem -> {
                assertThat(problem.source()).isEqualTo("broken.yml:2:3");
                assertThat(problem.message()).startsWith("table broken is not a table DynamoDB would create: ");
            });
        });
        assertThat(seeded.client().listTables().tableNames()).isEmpty();
    }

    @Test
    void seeding_the_same_dataset_twice_replaces_the_items_with_themselves() {
        // given
        Dataset dataset = dataset(Map.of("orders", orders(200, 11)));
        seeded.seed(dataset);
        List<String> once = reads(seeded.client());
        // when
        seeded.seed(dataset);
        // then
        assertSame(reads(seeded.client()), once);
    }

    @Test
    void a_closed_engine_refuses_to_be_seeded() {
        // given
        seeded.close();
        // then
        assertThatThrownBy(() -> seeded.seed(dataset(Map.of("orders", orders(3, 12)))))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("closed");
    }
}
