package dev.dynamofixtures.core;

import static dev.dynamofixtures.core.SeedFixtures.assertSame;
import static dev.dynamofixtures.core.SeedFixtures.customers;
import static dev.dynamofixtures.core.SeedFixtures.dataset;
import static dev.dynamofixtures.core.SeedFixtures.orders;
import static dev.dynamofixtures.core.SeedFixtures.reads;
import static dev.dynamofixtures.core.SeedFixtures.scanAll;
import static dev.dynamofixtures.core.SeedFixtures.writeChanges;
import static dev.dynamofixtures.core.SeedFixtures.writeOneByOne;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveStatus;

/**
 * {@link InMemoryDynamo#seed}: a seeded engine answers every read and takes every write exactly as an engine that
 * got the same tables and items by CreateTable, UpdateTimeToLive and PutItem one by one; relative times use the
 * engine's clock; forks made before a seeding do not see it.
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

    @Test
    void every_read_of_a_seeded_engine_answers_as_after_put_item_one_by_one() {
        // given
        Map<String, List<Map<String, AttributeValue>>> items = Map.of("orders", orders(600, 1), "customers",
                customers(40));
        // when
        seeded.seed(dataset(items));
        writeOneByOne(written.client(), items, clock.instant());
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
        writeOneByOne(written.client(), items, clock.instant());
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
        writeOneByOne(written.client(), items, clock.instant());
        // then
        for (String index : new String[] {null, "byRegionStatus", "byCoupon", "byAmount"}) {
            assertThat(scanAll(seeded.client(), index)).as("index %s", index)
                    .isEqualTo(scanAll(written.client(), index));
        }
    }

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
}
