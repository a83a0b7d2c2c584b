package dev.dynamofixtures.assertj;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dynamofixtures.core.log.OperationLog;
import org.assertj.core.error.AssertJMultipleFailuresError;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Soft assertions on the operation log: filters and navigation to a call or to capacity stay soft. */
class OperationLogSoftAssertionsTest {

    private final ShopOrders shop = new ShopOrders();
    private final OperationLog log = shop.dynamo.operations();

    @AfterEach
    void close() {
        shop.close();
    }

    @Test
    void soft_assertions_collect_failures_after_filters_and_navigation() {
        // given
        shop.ordersOfOneByOne("1A2B3C");
        shop.pendingOrdersByScan();
        DynamoSoftAssertions softly = new DynamoSoftAssertions();
        // when
        softly.assertThat(log).onTable("orders").hasNoScans().hasAtMostCalls(2).ofOperation("Query").hasCalls(1);
        softly.assertThat(log).lastCall().isQuery().usesIndex("OrdersByStatus");
        softly.assertThat(log).consumedCapacity().isZero();
        softly.assertThat(log).ofOperation("GetItem").firstCall().hasItemsRead(2);
        softly.assertThat(log.calls().get(0)).isScan();
        // then
        assertThatThrownBy(softly::assertAll)
                .isInstanceOf(AssertJMultipleFailuresError.class)
                .hasMessageContaining("Multiple Failures (7 failures)")
                .hasMessageContaining("Expecting no Scan among the 6 calls on table orders")
                .hasMessageContaining("Expecting at most 2 calls on table orders")
                .hasMessageContaining("to be a Query")
                .hasMessageContaining("to use index OrdersByStatus")
                .hasMessageContaining(String.format("expected: 0.0%n but was: 3.0"))
                .hasMessageContaining("to have read 2 items")
                .hasMessageContaining("to be a Scan");
    }

    @Test
    void auto_closeable_soft_assertions_pass_when_the_code_used_DynamoDB_well() {
        // given
        shop.pendingOrdersOver("1A2B3C", "2025-11-04", 100);
        // then
        try (AutoCloseableDynamoSoftAssertions softly = new AutoCloseableDynamoSoftAssertions()) {
            softly.assertThat(log).hasNoScans().hasAtMostCalls(1).readsAtMostTimesWhatItReturns(1)
                    .lastCall().usesIndex(ShopOrders.BY_STATUS_DATE_AMOUNT);
            softly.assertThat(log).consumedCapacity().isEqualTo(0.5);
        }
        assertThat(log.calls()).hasSize(1);
    }
}
