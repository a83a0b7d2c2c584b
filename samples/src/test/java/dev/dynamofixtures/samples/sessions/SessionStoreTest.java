package dev.dynamofixtures.samples.sessions;

import static dev.dynamofixtures.assertj.DynamoAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.dynamofixtures.core.MutableClock;
import dev.dynamofixtures.junit.DynamoFixture;
import dev.dynamofixtures.junit.DynamoFixtureContext;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;

/**
 * Time to live under the fixture's clock ({@code sessions.yml}, next to this class, timed from it): sessions expire
 * in the application as soon as the clock passes their expiry, and leave the table when time to live sweeps
 * ({@link DynamoFixtureContext#expireItems()}).
 *
 * <p>On the in-memory backend the store and the database read the same {@link MutableClock}, the test's. A remote
 * backend (DynamoDB Local in CI) runs on real time and deletes expired items in its own time, so there the store
 * gets a clock of its own at the fixture's instant, and the tests of the sweep itself are skipped.
 */
@DynamoFixture(seed = "sessions.yml", clock = SessionStoreTest.NOW)
class SessionStoreTest {
    static final String NOW = "2030-01-01T09:00:00Z";

    private DynamoFixtureContext dynamo;
    /** The store's clock: set here, so the fixture does not inject its own into this field on every backend. */
    private MutableClock clock = MutableClock.at(Instant.parse(NOW));
    private SessionStore store;

    @BeforeEach
    void store(DynamoFixtureContext dynamo) {
        this.dynamo = dynamo;
        if (sweepable()) {
            clock = dynamo.mutableClock();
        }
        this.store = new SessionStore(dynamo.client(), clock);
    }

    /** Whether the database's time to live can be swept on demand (the in-memory backend). */
    private boolean sweepable() {
        return dynamo.backend().equals("in-memory");
    }

    private GetItemResponse stored(String id) {
        return dynamo.client().getItem(b -> b.tableName(SessionStore.TABLE)
                .key(Map.of("id", AttributeValue.fromS(id))));
    }

    @Test
    void a_seeded_session_is_found_until_it_expires() {
        assertThat(store.find("s-ada")).hasValueSatisfying(s -> assertThat(s.getUser()).isEqualTo("ada"));

        clock.advance(Duration.ofMinutes(29));
        assertThat(store.find("s-ada")).isPresent();

        clock.advance(Duration.ofMinutes(1));
        assertThat(store.find("s-ada")).isEmpty();
    }

    @Test
    void a_new_session_lasts_its_lifetime() {
        String id = store.open("ada", Duration.ofMinutes(30));

        assertThat(stored(id)).hasString("user", "ada")
                .hasNumber("expiresAt", Instant.parse(NOW).plus(Duration.ofMinutes(30)).getEpochSecond());
        clock.advance(Duration.ofMinutes(29));
        assertThat(store.find(id)).isPresent();
        clock.advance(Duration.ofMinutes(2));
        assertThat(store.find(id)).isEmpty();
    }

    @Test
    void an_expired_session_is_ignored_although_dynamodb_has_not_deleted_it_yet() {
        assertThat(store.find("s-linus")).isEmpty();
        assertThat(stored("s-linus")).hasString("user", "linus");
        assertThat(store.find("unknown")).isEmpty();
    }

    @Test
    void time_to_live_deletes_the_expired_sessions_when_it_sweeps() {
        assumeTrue(sweepable(), "DynamoDB deletes expired items in its own time on the " + dynamo.backend()
                + " backend");
        // given
        String shortLived = store.open("ada", Duration.ofMinutes(5));

        // when an hour passes and time to live sweeps
        clock.advance(Duration.ofHours(1));
        int deleted = dynamo.expireItems();

        // then the three sessions that expired by then are gone, the working day's is kept
        assertThat(deleted).isEqualTo(3);
        assertThat(dynamo).table(SessionStore.TABLE)
                .doesNotContainKey("id", "s-linus")
                .doesNotContainKey("id", "s-ada")
                .doesNotContainKey("id", shortLived)
                .containsKey("id", "s-grace");
        assertThat(store.find("s-grace")).isPresent();
    }

    @Test
    void a_sweep_before_anything_else_expires_deletes_only_the_expired_session() {
        assumeTrue(sweepable(), "DynamoDB deletes expired items in its own time on the " + dynamo.backend()
                + " backend");

        assertThat(dynamo.expireItems()).isEqualTo(1);

        assertThat(dynamo).table(SessionStore.TABLE).doesNotContainKey("id", "s-linus");
        assertThat(stored("s-ada")).hasString("user", "ada");
    }

    @Test
    void the_store_creates_the_table_the_seed_describes() {
        // given the table gone
        dynamo.client().deleteTable(b -> b.tableName(SessionStore.TABLE));

        // when
        store.createTable();

        // then
        assertThat(dynamo.client().describeTimeToLive(b -> b.tableName(SessionStore.TABLE))
                .timeToLiveDescription().attributeName()).isEqualTo("expiresAt");
        assertThat(dynamo.client().describeTable(b -> b.tableName(SessionStore.TABLE)).table().keySchema())
                .singleElement().satisfies(key -> assertThat(key.attributeName()).isEqualTo("id"));
    }
}
