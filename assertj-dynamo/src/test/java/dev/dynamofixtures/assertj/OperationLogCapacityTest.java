package dev.dynamofixtures.assertj;

import static dev.dynamofixtures.assertj.DynamoAssertions.assertThat;
import static dev.dynamofixtures.assertj.ItemsAssertTest.lines;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dynamofixtures.core.log.OperationLog;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The capacity units code consumed, in all, read and write, and on one table or index. */
class OperationLogCapacityTest {

    private final ShopOrders shop = new ShopOrders();
    private final OperationLog log = shop.dynamo.operations();

    @AfterEach
    void close() {
        shop.close();
    }

    @Test
    void consumedCapacity_adds_up_the_units_of_every_call_even_when_none_asked_for_them() {
        // when: a Query and four eventually consistent GetItems, half a unit each
        shop.ordersOfOneByOne("1A2B3C");
        // then
        assertThat(log).consumedCapacity().isEqualTo(2.5);
        assertThat(log).consumedReadCapacity().isEqualTo(2.5);
        assertThat(log).consumedWriteCapacity().isZero();
        assertThat(log).ofOperation("GetItem").consumedCapacity().isEqualTo(2.0);
        assertThat(log).lastCall().consumedCapacity().isEqualTo(0.5);
    }

    @Test
    void a_write_costs_a_unit_on_the_table_and_one_on_each_index_it_reaches() {
        // when
        shop.place("NEW1", "1A2B3C", "PENDING", "2025-11-06", 10);
        // then
        assertThat(log).consumedWriteCapacity().isEqualTo(4.0);
        assertThat(log).onTable("orders").consumedCapacity().isEqualTo(4.0);
        assertThat(log).onIndex(ShopOrders.BY_STATUS).consumedWriteCapacity().isEqualTo(1.0);
        assertThat(log).consumedReadCapacity().isZero();
    }

    @Test
    void the_navigated_capacity_fails_naming_the_calls_it_added_up() {
        // when
        shop.place("NEW1", "1A2B3C", "PENDING", "2025-11-06", 10);
        // then
        assertThatThrownBy(() -> assertThat(log).onIndex(ShopOrders.BY_STATUS).consumedCapacity().isLessThan(1))
                .hasMessage(lines("""
                        [consumed capacity of the calls on index OrdersByStatus]\s
                        Expecting actual:
                          1.0
                        to be less than:
                          1.0\s"""));
    }

    @Test
    void hasConsumedAtMost_passes_within_the_budget() {
        // when
        shop.pendingOrdersOver("1A2B3C", "2025-11-04", 100);
        // then
        assertThat(log).hasConsumedAtMost(0.5).onTable("orders").hasConsumedAtMost(1);
    }

    @Test
    void hasConsumedAtMost_fails_listing_the_costliest_calls_first() {
        // when
        shop.ordersOf("1A2B3C");
        shop.place("NEW1", "1A2B3C", "PENDING", "2025-11-06", 10);
        shop.pendingOrdersByScan();
        // then
        assertThatThrownBy(() -> assertThat(log).hasConsumedAtMost(2)).hasMessage(lines("""

                Expecting the 3 calls to consume at most 2.0 capacity units
                but they consumed 5.0 (1.0 RCU, 4.0 WCU); the costliest calls:
                  #  operation  table   index                     read  returned  capacity  request
                  2  PutItem    orders  -                         -     -         4.0 WCU   Item: order_id = S "NEW1" + 5 attributes
                  1  Query      orders  OrdersByStatusDateAmount  4     4         0.5 RCU   KeyConditionExpression: customer_id = :value
                  3  Scan       orders  -                         6     4         0.5 RCU   FilterExpression: status = :pending"""));
    }

    @Test
    void hasConsumedAtMost_shows_five_calls_and_counts_the_others() {
        // when
        for (int i = 1; i <= 7; i++) {
            shop.place("NEW" + i, "1A2B3C", "PENDING", "2025-11-06", 10 * i);
        }
        // then
        assertThatThrownBy(() -> assertThat(log).onIndex(ShopOrders.BY_STATUS).hasConsumedAtMost(6))
                .hasMessage(lines("""

                        Expecting the 7 calls on index OrdersByStatus to consume at most 6.0 capacity units
                        but they consumed 7.0 (7.0 WCU); the costliest calls:
                          #  operation  table   index  read  returned  capacity  request
                          1  PutItem    orders  -      -     -         1.0 WCU   Item: order_id = S "NEW1" + 5 attributes
                          2  PutItem    orders  -      -     -         1.0 WCU   Item: order_id = S "NEW2" + 5 attributes
                          3  PutItem    orders  -      -     -         1.0 WCU   Item: order_id = S "NEW3" + 5 attributes
                          4  PutItem    orders  -      -     -         1.0 WCU   Item: order_id = S "NEW4" + 5 attributes
                          5  PutItem    orders  -      -     -         1.0 WCU   Item: order_id = S "NEW5" + 5 attributes
                          … and 2 more calls"""));
    }
}
