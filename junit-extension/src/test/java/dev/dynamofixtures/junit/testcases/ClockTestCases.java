package dev.dynamofixtures.junit.testcases;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dynamofixtures.core.MutableClock;
import dev.dynamofixtures.junit.DynamoFixture;
import dev.dynamofixtures.junit.DynamoFixtureContext;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** A fixed clock: the seed's relative times are computed from it, and each test moves a clock of its own. */
@DynamoFixture(seed = "sessions.yml", clock = "2030-01-01T09:00:00Z")
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
public class ClockTestCases {
    private static final Instant START = Instant.parse("2030-01-01T09:00:00Z");

    @Test
    @Order(1)
    void relative_times_in_the_seed_are_computed_from_the_fixture_clock(DynamoDbClient dynamo) {
        Map<String, AttributeValue> s1 = session(dynamo, "S1");

        assertThat(s1.get("expires_at").n()).isEqualTo(Long.toString(START.plus(Duration.ofMinutes(30)).getEpochSecond()));
        assertThat(s1.get("created").s()).isEqualTo("2030-01-01T09:00:00Z");
        assertThat(session(dynamo, "S2").get("created").s()).isEqualTo("2029-12-31T09:00:00Z");
    }

    @Test
    @Order(2)
    void moving_the_clock_expires_items(MutableClock clock, DynamoFixtureContext fixture, DynamoDbClient dynamo) {
        assertThat(clock.instant()).isEqualTo(START);
        assertThat(fixture.expireItems()).isZero();

        clock.advance(Duration.ofHours(1));

        assertThat(fixture.clock().instant()).isEqualTo(START.plus(Duration.ofHours(1)));
        assertThat(fixture.expireItems()).isEqualTo(1);
        assertThat(dynamo.scan(b -> b.tableName("sessions")).items()).extracting(i -> i.get("session_id").s())
                .containsExactly("S2");
    }

    @Test
    @Order(3)
    void the_next_test_starts_at_the_fixture_time_with_every_item(MutableClock clock, DynamoDbClient dynamo) {
        assertThat(clock.instant()).isEqualTo(START);
        assertThat(dynamo.scan(b -> b.tableName("sessions")).count()).isEqualTo(2);
    }

    private static Map<String, AttributeValue> session(DynamoDbClient dynamo, String id) {
        return dynamo.getItem(b -> b.tableName("sessions").key(Map.of("session_id", AttributeValue.fromS(id)))).item();
    }
}
