package dev.dynamofixtures.samples.sessions;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dynamofixtures.core.InMemoryDynamo;
import dev.dynamofixtures.core.MutableClock;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Time to live under a clock the test moves: sessions expire in the application at once, in DynamoDB when it sweeps. */
class SessionStoreTest {
    private final MutableClock clock = MutableClock.at(Instant.parse("2030-01-01T09:00:00Z"));
    private InMemoryDynamo dynamo;
    private SessionStore store;

    @BeforeEach
    void createStore() {
        dynamo = InMemoryDynamo.builder().clock(clock).build();
        store = new SessionStore(dynamo.client(), clock);
        store.createTable();
    }

    @AfterEach
    void close() {
        dynamo.close();
    }

    private boolean stored(String id) {
        return dynamo.client().getItem(b -> b.tableName(SessionStore.TABLE)
                .key(Map.of("id", AttributeValue.fromS(id)))).hasItem();
    }

    @Test
    void a_session_is_found_until_it_expires() {
        String id = store.open("ada", Duration.ofMinutes(30));

        clock.advance(Duration.ofMinutes(29));

        assertThat(store.find(id)).hasValueSatisfying(s -> assertThat(s.getUser()).isEqualTo("ada"));
    }

    @Test
    void an_expired_session_is_ignored_before_dynamodb_deletes_it_and_gone_after() {
        // given
        String id = store.open("ada", Duration.ofMinutes(30));

        // when the session has expired but time to live has not swept yet
        clock.advance(Duration.ofMinutes(31));

        // then the application ignores it although it is still stored
        assertThat(store.find(id)).isEmpty();
        assertThat(stored(id)).isTrue();

        // when time to live sweeps
        int deleted = dynamo.expireItems();

        // then
        assertThat(deleted).isEqualTo(1);
        assertThat(stored(id)).isFalse();
    }

    @Test
    void sweeping_keeps_sessions_that_have_not_expired() {
        String shortLived = store.open("ada", Duration.ofMinutes(5));
        String longLived = store.open("grace", Duration.ofHours(8));

        clock.advance(Duration.ofHours(1));
        dynamo.expireItems();

        assertThat(stored(shortLived)).isFalse();
        assertThat(store.find(longLived)).isPresent();
    }
}
