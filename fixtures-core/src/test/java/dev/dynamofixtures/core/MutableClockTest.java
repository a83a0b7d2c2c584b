package dev.dynamofixtures.core;

import static dev.dynamofixtures.core.ops.TestTables.table;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType.S;

import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;

class MutableClockTest {
    private static final Instant START = Instant.parse("2030-01-01T00:00:00Z");

    @Test
    void a_new_clock_stands_still_at_its_start_in_utc() {
        MutableClock clock = MutableClock.at(START);

        assertThat(clock.instant()).isEqualTo(START);
        assertThat(clock.millis()).isEqualTo(START.toEpochMilli());
        assertThat(clock.getZone()).isEqualTo(ZoneOffset.UTC);
    }

    @Test
    void advance_moves_the_clock_and_returns_the_new_instant() {
        MutableClock clock = MutableClock.at(START);

        Instant later = clock.advance(Duration.ofMinutes(90));

        assertThat(later).isEqualTo(START.plusSeconds(5400));
        assertThat(clock.instant()).isEqualTo(later);
        assertThat(clock.advance(Duration.ofHours(-2))).isEqualTo(START.minusSeconds(1800));
    }

    @Test
    void set_moves_the_clock_to_any_instant() {
        MutableClock clock = MutableClock.at(START);

        clock.set(Instant.EPOCH);

        assertThat(clock.instant()).isEqualTo(Instant.EPOCH);
    }

    @Test
    void a_clock_in_another_zone_shares_the_time() {
        MutableClock clock = MutableClock.at(START);
        MutableClock paris = clock.withZone(ZoneId.of("Europe/Paris"));

        clock.advance(Duration.ofSeconds(1));

        assertThat(paris.instant()).isEqualTo(START.plusSeconds(1));
        assertThat(paris.getZone()).isEqualTo(ZoneId.of("Europe/Paris"));
        assertThat(clock.withZone(ZoneOffset.UTC)).isSameAs(clock);
    }

    @Test
    void arguments_must_not_be_null() {
        assertThatThrownBy(() -> MutableClock.at(null)).isInstanceOf(NullPointerException.class).hasMessage("start");
        assertThatThrownBy(() -> MutableClock.at(START).advance(null)).hasMessage("duration");
        assertThatThrownBy(() -> MutableClock.at(START).set(null)).hasMessage("instant");
    }

    @Test
    void table_creation_times_follow_the_engine_clock() {
        MutableClock clock = MutableClock.at(START);
        try (InMemoryDynamo dynamo = InMemoryDynamo.builder().clock(clock).build()) {
            table("first").hash("pk", S).create(dynamo.client());
            clock.advance(Duration.ofDays(1));
            table("second").hash("pk", S).create(dynamo.client());

            assertThat(dynamo.client().describeTable(b -> b.tableName("first")).table().creationDateTime())
                    .isEqualTo(START);
            assertThat(dynamo.client().describeTable(b -> b.tableName("second")).table().creationDateTime())
                    .isEqualTo(START.plus(Duration.ofDays(1)));
        }
    }
}
