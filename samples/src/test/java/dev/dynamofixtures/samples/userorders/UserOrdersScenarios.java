package dev.dynamofixtures.samples.userorders;

import static dev.dynamofixtures.assertj.DynamoAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import dev.dynamofixtures.junit.DynamoFixtureContext;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.enhanced.dynamodb.DynamoDbEnhancedClient;

/**
 * The access patterns of {@link UserOrders} as scenarios with their expected answers; {@link UserOrdersTest} runs
 * them on each table design, so both designs are held to the same answers.
 */
abstract class UserOrdersScenarios {
    static final Order ABC = new Order("ABC", "123", "PENDING", new BigDecimal("54.20"),
            Instant.parse("2025-11-04T09:12:00Z"));

    UserOrders users;
    DynamoFixtureContext fixture;

    /** The design under test, on the test's database. */
    abstract UserOrders design(DynamoDbEnhancedClient enhanced);

    /** The GSI the design reads. */
    abstract String index();

    @BeforeEach
    void users(DynamoDbEnhancedClient enhanced, DynamoFixtureContext fixture) {
        this.users = design(enhanced);
        this.fixture = fixture;
    }

    private static List<String> ids(List<Order> orders) {
        return orders.stream().map(Order::orderId).toList();
    }

    @Test
    void a_users_profile_is_found_by_id() {
        assertThat(users.user("123")).contains(
                new User("123", "Alice", "alice@example.com", Instant.parse("2024-03-18T10:02:00Z")));
        assertThat(users.user("127")).get().extracting(User::name).isEqualTo("Émilie Dubois");
        assertThat(users.user("999")).isEmpty();
    }

    @Test
    void a_users_orders_come_back_oldest_first() {
        // The overloaded index keeps them by id (ABC first); the answer is by time either way.
        assertThat(ids(users.orders("123"))).containsExactly("ORD-1001", "ORD-1007", "ORD-1012", "ABC");
        // one Query of the design's index, which reads the user's four orders only (not the profile, preferences)
        assertThat(fixture.operations()).hasCalls(1).hasNoScans().allQueriesUseIndex(index())
                .lastCall().hasItemsRead(4).hasItemsReturned(4);
        assertThat(users.orders("123")).last().isEqualTo(ABC);
        assertThat(ids(users.orders("125")))
                .containsExactly("ORD-1003", "ORD-1004", "ORD-1010", "ORD-1013", "ORD-1016");
    }

    @Test
    void a_user_without_orders_has_an_empty_list_and_a_profile() {
        assertThat(users.orders("128")).isEmpty();
        assertThat(users.user("128")).isPresent();
    }

    @Test
    void one_order_is_found_only_under_its_own_user() {
        assertThat(users.order("123", "ABC")).contains(ABC);
        assertThat(users.order("124", "ABC")).isEmpty();
        assertThat(users.order("123", "ORD-9999")).isEmpty();
    }

    @Test
    void orders_placed_in_a_date_range_include_both_ends() {
        assertThat(ids(users.ordersPlacedBetween("125", Instant.parse("2025-10-05T12:00:00Z"),
                Instant.parse("2025-10-27T10:10:00Z")))).containsExactly("ORD-1003", "ORD-1004", "ORD-1010");
        // one Query either way; what each design reads for it is compared in UserOrdersTest
        assertThat(fixture.operations()).hasCalls(1).hasNoScans().allQueriesUseIndex(index())
                .lastCall().hasItemsReturned(3);
        assertThat(users.ordersPlacedBetween("125", Instant.parse("2025-12-01T00:00:00Z"),
                Instant.parse("2025-12-31T00:00:00Z"))).isEmpty();
    }

    @Test
    void a_placed_order_joins_the_users_orders_in_time_order() {
        // given
        Order placed = new Order("ORD-2001", "128", "PENDING", new BigDecimal("42.00"),
                Instant.parse("2025-11-05T08:00:00Z"));
        Order earlier = new Order("ORD-0999", "123", "PENDING", new BigDecimal("10"),
                Instant.parse("2025-10-15T00:00:00Z"));

        // when
        users.place(placed);
        users.place(earlier);

        // then
        assertThat(users.orders("128")).containsExactly(placed);
        assertThat(users.order("128", "ORD-2001")).contains(placed);
        assertThat(ids(users.orders("123"))).containsExactly("ORD-1001", "ORD-0999", "ORD-1007", "ORD-1012", "ABC");
        assertThat(users.user("128")).get().extracting(User::name).isEqualTo("Søren Madsen");
    }
}
