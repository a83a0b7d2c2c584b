package dev.dynamofixtures.core;

import static dev.dynamofixtures.core.ops.TestTables.item;
import static dev.dynamofixtures.core.ops.TestTables.table;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType.N;
import static software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType.S;

import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;

/** {@link InMemoryDynamo#expireItems()}: which items time to live deletes, from where, and when. */
class ExpireItemsTest {
    private static final Instant START = Instant.parse("2030-01-01T00:00:00Z");
    private static final long NOW = START.getEpochSecond();

    private MutableClock clock;
    private InMemoryDynamo dynamo;
    private DynamoDbClient client;

    @BeforeEach
    void createTable() {
        clock = MutableClock.at(START);
        dynamo = InMemoryDynamo.builder().clock(clock).build();
        client = dynamo.client();
        table("sessions").hash("pk", S).range("sk", N)
                .gsi("byUser", ProjectionType.ALL, "user", S)
                .lsi("byAge", ProjectionType.KEYS_ONLY, "age", N)
                .create(client);
        client.updateTimeToLive(b -> b.tableName("sessions")
                .timeToLiveSpecification(s -> s.enabled(true).attributeName("exp")));
    }

    @AfterEach
    void close() {
        dynamo.close();
    }

    private void put(String pk, Object expiry) {
        client.putItem(b -> b.tableName("sessions").item(expiry == null
                ? item("pk", pk, "sk", 1, "user", "u", "age", 1)
                : item("pk", pk, "sk", 1, "user", "u", "age", 1, "exp", expiry)));
    }

    private List<String> keys() {
        return client.scan(b -> b.tableName("sessions")).items().stream().map(i -> i.get("pk").s()).sorted().toList();
    }

    private int count(String index) {
        return client.scan(b -> b.tableName("sessions").indexName(index)).count();
    }

    @Test
    void an_expired_item_leaves_the_table_and_every_index_and_is_counted() {
        // given
        put("gone", NOW - 1);
        put("kept", NOW + 3600);

        // when
        int removed = dynamo.expireItems();

        // then
        assertThat(removed).isEqualTo(1);
        assertThat(keys()).containsExactly("kept");
        assertThat(count("byUser")).isEqualTo(1);
        assertThat(count("byAge")).isEqualTo(1);
        assertThat(client.query(b -> b.tableName("sessions").indexName("byUser")
                .keyConditionExpression("#u = :u").expressionAttributeNames(Map.of("#u", "user"))
                .expressionAttributeValues(Map.of(":u", AttributeValue.fromS("u")))).items())
                .extracting(i -> i.get("pk").s()).containsExactly("kept");
        assertThat(client.describeTable(b -> b.tableName("sessions")).table().itemCount()).isEqualTo(1);
    }

    @Test
    void an_expired_item_is_still_read_until_items_are_expired() {
        // given
        put("old", NOW - 10);

        // when nothing asks for expiry, time passing changes nothing
        clock.advance(Duration.ofDays(3));

        // then
        assertThat(client.getItem(b -> b.tableName("sessions").key(item("pk", "old", "sk", 1))).hasItem()).isTrue();
        assertThat(keys()).containsExactly("old");
        assertThat(count("byUser")).isEqualTo(1);
    }

    @Test
    void an_item_expires_only_once_the_clock_is_past_its_expiry() {
        // given
        put("s", NOW + 60);

        // when / then: not at the exact second
        clock.advance(Duration.ofSeconds(60));
        assertThat(dynamo.expireItems()).isZero();

        // when / then: one nanosecond later
        clock.advance(Duration.ofNanos(1));
        assertThat(dynamo.expireItems()).isEqualTo(1);
        assertThat(keys()).isEmpty();
    }

    @Test
    void fractional_epoch_seconds_are_compared_exactly() {
        put("half", AttributeValue.fromN(NOW + ".5"));

        clock.advance(Duration.ofMillis(500));
        assertThat(dynamo.expireItems()).isZero();
        clock.advance(Duration.ofMillis(1));
        assertThat(dynamo.expireItems()).isEqualTo(1);
    }

    @Test
    void only_a_top_level_number_expires() {
        // given
        put("string", String.valueOf(NOW - 10));
        put("numberSet", AttributeValue.fromNs(List.of(String.valueOf(NOW - 10))));
        put("nested", AttributeValue.fromM(Map.of("exp", AttributeValue.fromN(String.valueOf(NOW - 10)))));
        put("missing", null);
        put("number", NOW - 10);

        // when
        int removed = dynamo.expireItems();

        // then
        assertThat(removed).isEqualTo(1);
        assertThat(keys()).containsExactly("missing", "nested", "numberSet", "string");
    }

    @Test
    void an_expiry_more_than_five_years_in_the_past_is_ignored_as_the_service_does() {
        // given
        long fiveYearsAgo = START.atOffset(ZoneOffset.UTC).minusYears(5).toEpochSecond();
        put("milliseconds", START.toEpochMilli());
        put("epoch1000", 1000);
        put("justOverFiveYears", fiveYearsAgo - 1);
        put("exactlyFiveYears", fiveYearsAgo);

        // when
        int removed = dynamo.expireItems();

        // then: milliseconds read as seconds lie far in the future; values older than five years never expire
        assertThat(removed).isEqualTo(1);
        assertThat(keys()).containsExactly("epoch1000", "justOverFiveYears", "milliseconds");
    }

    @Test
    void tables_without_time_to_live_keep_their_items() {
        // given
        table("plain").hash("pk", S).create(client);
        client.putItem(b -> b.tableName("plain").item(item("pk", "a", "exp", NOW - 10)));
        client.updateTimeToLive(b -> b.tableName("sessions")
                .timeToLiveSpecification(s -> s.enabled(false).attributeName("exp")));
        put("old", NOW - 10);

        // when
        int removed = dynamo.expireItems();

        // then
        assertThat(removed).isZero();
        assertThat(client.scan(b -> b.tableName("plain")).count()).isEqualTo(1);
        assertThat(keys()).containsExactly("old");
    }

    @Test
    void items_expire_in_every_table_with_time_to_live_in_one_call() {
        // given
        table("tokens").hash("id", S).create(client);
        client.updateTimeToLive(b -> b.tableName("tokens")
                .timeToLiveSpecification(s -> s.enabled(true).attributeName("validUntil")));
        client.putItem(b -> b.tableName("tokens").item(item("id", "t1", "validUntil", NOW - 1)));
        client.putItem(b -> b.tableName("tokens").item(item("id", "t2", "exp", NOW - 1)));
        put("s1", NOW - 1);

        // when
        int removed = dynamo.expireItems();

        // then
        assertThat(removed).isEqualTo(2);
        assertThat(client.scan(b -> b.tableName("tokens")).items()).extracting(i -> i.get("id").s())
                .containsExactly("t2");
    }

    @Test
    void expiring_in_a_fork_leaves_the_original_untouched() {
        // given
        put("old", NOW - 1);

        // when
        try (InMemoryDynamo fork = dynamo.fork()) {
            assertThat(fork.expireItems()).isEqualTo(1);
            assertThat(fork.client().scan(b -> b.tableName("sessions")).count()).isZero();
        }

        // then
        assertThat(keys()).containsExactly("old");
    }

    @Test
    void a_fork_shares_the_clock_it_was_built_with() {
        put("soon", NOW + 10);

        try (InMemoryDynamo fork = dynamo.fork()) {
            clock.advance(Duration.ofMinutes(1));

            assertThat(fork.expireItems()).isEqualTo(1);
        }
    }

    @Test
    void a_fork_with_its_own_clock_expires_by_that_clock_and_the_original_by_its_own() {
        // given
        put("soon", NOW + 10);
        MutableClock forkClock = MutableClock.at(START);

        try (InMemoryDynamo fork = dynamo.fork(forkClock)) {
            // when
            forkClock.advance(Duration.ofMinutes(1));

            // then
            assertThat(dynamo.expireItems()).isZero();
            assertThat(fork.expireItems()).isEqualTo(1);
            assertThat(keys()).containsExactly("soon");
        }
    }

    @Test
    void expiring_with_nothing_to_expire_removes_nothing() {
        put("future", NOW + 10);

        assertThat(dynamo.expireItems()).isZero();
        assertThat(keys()).containsExactly("future");
    }

    @Test
    void expiring_items_of_a_closed_engine_fails() {
        dynamo.close();

        assertThatThrownBy(dynamo::expireItems).isInstanceOf(IllegalStateException.class);
    }
}
