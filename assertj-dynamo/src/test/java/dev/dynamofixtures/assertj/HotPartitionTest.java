package dev.dynamofixtures.assertj;

import static dev.dynamofixtures.assertj.DynamoAssertions.assertThat;
import static dev.dynamofixtures.assertj.ItemsAssertTest.lines;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dynamofixtures.core.log.OperationLog;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Hot partitions, as in the article's second scenario: every new order lands in PENDING, so a GSI keyed on status
 * alone sends all the writes to one partition, while the sharded GSI (customer_id + status) spreads them.
 */
class HotPartitionTest {

    private final ShopOrders shop = new ShopOrders();
    private final OperationLog log = shop.dynamo.operations();

    @AfterEach
    void close() {
        shop.close();
    }

    /** Twelve new orders of four customers, all PENDING. */
    private void placeNewOrders() {
        for (int i = 0; i < 12; i++) {
            shop.place("NEW" + i, "C" + (i % 4), "PENDING", "2025-11-06", 10 + i);
        }
    }

    @Test
    void the_sharded_index_and_the_table_spread_the_writes() {
        // when
        placeNewOrders();
        // then
        assertThat(log).onIndex(ShopOrders.BY_CUSTOMER_STATUS).hasNoHotPartition(0.25);
        assertThat(log).onIndex(ShopOrders.BY_STATUS_DATE_AMOUNT).hasNoHotPartition(0.25);
    }

    @Test
    void hasNoHotPartition_fails_on_the_status_index_where_every_new_order_is_PENDING() {
        // when
        placeNewOrders();
        // then
        assertThatThrownBy(() -> assertThat(log).onIndex(ShopOrders.BY_STATUS).hasNoHotPartition(0.5))
                .hasMessage(lines("""

                        Expecting no partition of a table or index to receive more than 50% of the writes the calls \
                        on index OrdersByStatus made to it
                        but index OrdersByStatus of table orders received 12 of its 12 writes (100%) on one partition:
                          writes  share  partition key
                              12  100%   status = S "PENDING"
                        Writes of one partition key all go to one partition, whose throughput is limited (1,000 WCU a \
                        second): spread them with write sharding (a suffix, or a second partition-key attribute, as \
                        multi-attribute GSI keys allow), or choose a partition key with more distinct values."""));
    }

    @Test
    void without_an_index_filter_each_table_and_index_is_checked_on_its_own() {
        // given: one customer places most orders
        for (int i = 0; i < 6; i++) {
            shop.place("BIG" + i, "C0", i % 2 == 0 ? "PENDING" : "ACTIVE", "2025-11-06", 10 + i);
        }
        for (int i = 1; i <= 6; i++) {
            shop.place("SMALL" + i, "C" + i, "ACTIVE", "2025-11-06", 10);
        }
        // then: the table's order ids are all distinct, the indexes are not
        assertThatThrownBy(() -> assertThat(log).onTable("orders").hasNoHotPartition(0.4)).hasMessage(lines("""

                Expecting no partition of a table or index to receive more than 40% of the writes the calls on table \
                orders made to it
                but index OrdersByStatusDateAmount of table orders received 6 of its 12 writes (50%) on one partition:
                  writes  share  partition key
                       6  50%    customer_id = S "C0"
                       1  8.3%   customer_id = S "C1"
                       1  8.3%   customer_id = S "C2"
                       1  8.3%   customer_id = S "C3"
                       1  8.3%   customer_id = S "C4"
                  … and 2 more partitions with 2 writes
                and index OrdersByStatus of table orders received 9 of its 12 writes (75%) on one partition:
                  writes  share  partition key
                       9  75%    status = S "ACTIVE"
                       3  25%    status = S "PENDING"
                Writes of one partition key all go to one partition, whose throughput is limited (1,000 WCU a second): \
                spread them with write sharding (a suffix, or a second partition-key attribute, as multi-attribute \
                GSI keys allow), or choose a partition key with more distinct values."""));
    }

    @Test
    void hasNoHotPartition_rejects_a_share_outside_zero_to_one() {
        assertThatThrownBy(() -> assertThat(log).hasNoHotPartition(50))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("maxShare must be more than 0 and at most 1, but was 50.0");
    }
}
