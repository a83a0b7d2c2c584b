package dev.dynamofixtures.samples.readme;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import dev.dynamofixtures.core.MutableClock;
import dev.dynamofixtures.junit.DynamoFixture;
import dev.dynamofixtures.junit.DynamoFixtureContext;
import dev.dynamofixtures.junit.ExpectedDataset;
import dev.dynamofixtures.samples.orders.Order;
import dev.dynamofixtures.samples.orders.OrdersDashboard;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.junit.platform.launcher.listeners.SummaryGeneratingListener;
import org.junit.platform.launcher.listeners.TestExecutionSummary;
import org.junit.platform.launcher.listeners.TestExecutionSummary.Failure;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The README's JUnit 5 snippets: test classes and a fixture annotation as a user writes them, each a region of a
 * nested class here, which this class runs through the JUnit Platform (on the {@code in-memory} backend: the time
 * example needs the engine's clock) and whose results it asserts.
 *
 * <p>Each example class is nested so that it runs only from here; its {@code static} stands above the README region,
 * before its annotations, so that the README shows the class as it is written at the top level of a file. Its seed is
 * next to it, in {@code src/test/resources/dev/dynamofixtures/samples/readme}.
 */
class ReadmeJunitExamplesTest {
    /** The configuration parameter with which this class runs the examples. */
    private static final String FROM_HERE = "dev.dynamofixtures.samples.readme.run";

    /** Whether the test runs from here, not alone (from an IDE or a {@code -Dtest} pattern). */
    static boolean runFromHere(ExtensionContext context) {
        return context.getConfigurationParameter(FROM_HERE).isPresent();
    }

    /** Runs a test class as a build tool does, its methods in the order of their names. */
    private static TestExecutionSummary run(Class<?> testClass) {
        SummaryGeneratingListener listener = new SummaryGeneratingListener();
        LauncherFactory.create().execute(LauncherDiscoveryRequestBuilder.request()
                .selectors(selectClass(testClass))
                .configurationParameter(FROM_HERE, "true")
                .configurationParameter("junit.jupiter.testmethod.order.default",
                        "org.junit.jupiter.api.MethodOrderer$MethodName")
                .build(), listener);
        return listener.getSummary();
    }

    /** Asserts that every test of the summary ran and passed, showing the failures otherwise. */
    private static void assertPassed(TestExecutionSummary summary, int tests) {
        assertThat(summary.getFailures()).extracting(failure -> failure.getTestIdentifier().getDisplayName() + ": "
                + failure.getException()).isEmpty();
        assertThat(summary.getTestsSucceededCount()).isEqualTo(tests);
    }

    // @DynamoFixture: a seed, and a fork per test.

    static
    // readme:junit-fixture-class
    @DynamoFixture(seed = "orders.yml")
    class OrdersDashboardTest {
        @Test
        void pending_orders_above_100(DynamoDbClient dynamo) {
            var pending = new OrdersDashboard(dynamo).ordersAbove("1A2B3C", "PENDING", "2025-11-04", new BigDecimal("100"));
            assertThat(pending).extracting(Order::orderId).containsExactly("KSUID3", "KSUID2");
        }

        @Test
        void changing_an_orders_status(DynamoDbClient dynamo) {
            assertThat(new OrdersDashboard(dynamo).changeStatus("KSUID2", "SHIPPED")).isTrue();   // invisible to every other test
        }
    }
    // end:junit-fixture-class

    @Test
    void the_fixture_class_passes_and_a_tests_write_is_not_seen_by_the_next_test() {
        // methods run by name: the status change first, then the query that still finds the order PENDING
        assertPassed(run(OrdersDashboardTest.class), 2);
    }

    // A team's fixture as a meta-annotation.

    // readme:junit-meta-annotation
    @Target(ElementType.TYPE)
    @Retention(RetentionPolicy.RUNTIME)
    @DynamoFixture(seed = {"/datasets/orders.yml", "/datasets/product-catalog.yml"}, clock = "2030-01-01T09:00:00Z")
    public @interface OrdersFixture {
    }
    // end:junit-meta-annotation

    @OrdersFixture
    static class TeamFixtureTest {
        @Test
        void the_team_fixture_seeds_its_datasets_at_its_clock(DynamoFixtureContext dynamo) {
            assertThat(dynamo.tables()).containsExactlyInAnyOrder("orders", "ProductCatalog");
            assertThat(dynamo.clock().instant()).isEqualTo(Instant.parse("2030-01-01T09:00:00Z"));
        }
    }

    @Test
    void a_class_with_the_meta_annotation_gets_its_seeds_and_clock() {
        assertPassed(run(TeamFixtureTest.class), 1);
    }

    // Time.

    static
    // readme:junit-clock
    @DynamoFixture(seed = "sessions.yml", clock = "2030-01-01T09:00:00Z")
    class SessionExpiryTest {
        @Test
        void sessions_expire_after_their_time_to_live(MutableClock clock, DynamoFixtureContext dynamo) {
            clock.advance(Duration.ofHours(1));
            assertThat(dynamo.expireItems()).isEqualTo(1);
        }
    }
    // end:junit-clock

    @Test
    void the_seeds_session_of_half_an_hour_expires_when_the_test_moves_the_clock_an_hour() {
        assertPassed(run(SessionExpiryTest.class), 1);
    }

    // @ExpectedDataset.

    @DynamoFixture(seed = "shipping.yml")
    static class ShippingTest {
        // readme:junit-expected-dataset
        @Test
        @ExpectedDataset(value = "orders-shipped.yml", ignore = "updated_at")
        void shipping_an_order(DynamoDbClient dynamo) {
            new Shipping(dynamo).ship("C1", "O1");
        }
        // end:junit-expected-dataset

    }

    /** A test whose tables are not the expected ones: it fails, so it runs only from here. */
    @DynamoFixture(seed = "shipping.yml")
    @EnabledIf("dev.dynamofixtures.samples.readme.ReadmeJunitExamplesTest#runFromHere")
    static class NothingShippedTest {
        @Test
        @ExpectedDataset(value = "orders-shipped.yml", ignore = "updated_at")
        void shipping_nothing() {
        }
    }

    @Test
    void the_tables_after_shipping_are_the_expected_dataset() {
        assertPassed(run(ShippingTest.class), 1);
    }

    @Test
    void a_test_that_ships_nothing_fails_with_the_difference_from_the_expected_dataset() {
        TestExecutionSummary summary = run(NothingShippedTest.class);

        assertThat(summary.getTestsSucceededCount()).isZero();
        assertThat(summary.getFailures()).singleElement().satisfies((Failure failure) -> {
            assertThat(failure.getTestIdentifier().getDisplayName()).isEqualTo("shipping_nothing()");
            assertThat(failure.getException()).hasMessage(String.join("\n",
                    "The tables do not hold what @ExpectedDataset(orders-shipped.yml) expects (EXACT, ignoring "
                            + "updated_at):",
                    "table orders: 1 different",
                    "  different  { customer_id: S \"C1\", order_id: S \"O1\" }",
                    "    status:   expected S \"SHIPPED\"            but was S \"PENDING\"",
                    "    tracking: expected S matching /TRK-\\d{6}/ but was (absent)"));
        });
    }
}
