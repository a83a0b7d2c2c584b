package dev.dynamofixtures.assertj;

import static dev.dynamofixtures.assertj.DynamoAssertions.assertThat;
import static dev.dynamofixtures.assertj.ItemsAssertTest.lines;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dynamofixtures.core.log.OperationLog;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/** How code read: Scans, the index every Query uses, and Queries or Scans that throw away most of what they read. */
class OperationLogReadsTest {

    private final ShopOrders shop = new ShopOrders();
    private final OperationLog log = shop.dynamo.operations();

    @AfterEach
    void close() {
        shop.close();
    }

    @Test
    void queries_on_the_multi_attribute_GSI_pass_hasNoScans_and_allQueriesUseIndex() {
        // when
        shop.ordersOf("1A2B3C");
        shop.pendingOrdersOver("1A2B3C", "2025-11-04", 100);
        // then
        assertThat(log).hasNoScans().allQueriesUseIndex(ShopOrders.BY_STATUS_DATE_AMOUNT);
    }

    @Test
    void hasNoScans_fails_showing_the_Scan_and_its_filter() {
        // when
        shop.ordersOf("1A2B3C");
        shop.pendingOrdersByScan();
        // then
        assertThatThrownBy(() -> assertThat(log).hasNoScans()).hasMessage(lines("""

                Expecting no Scan among the 2 calls
                but found 1:
                  #  operation  table   index  read  returned  capacity  request
                  2  Scan       orders  -      5     3         0.5 RCU   FilterExpression: status = :pending
                A Scan reads every item of the table or index, and pays for each: read with a Query on the key of \
                the table or of an index instead."""));
    }

    @Test
    void hasNoScans_looks_only_at_the_selected_table() {
        // given
        shop.createCustomerOrders();
        // when
        shop.pendingOrdersByScan();
        // then
        assertThat(log).onTable("customer_orders").hasNoScans();
    }

    @Test
    void allQueriesUseIndex_fails_showing_the_queries_on_another_index() {
        // when
        shop.pendingOrdersOver("1A2B3C", "2025-11-04", 100);
        shop.ordersOfCustomerWithStatus("1A2B3C", "PENDING");
        // then
        assertThatThrownBy(() -> assertThat(log).allQueriesUseIndex(ShopOrders.BY_STATUS_DATE_AMOUNT))
                .hasMessage(lines("""

                        Expecting every Query among the calls to use index OrdersByStatusDateAmount
                        but 1 of the 2 Queries did not:
                          #  operation  table   index                   read  returned  capacity  request
                          2  Query      orders  OrdersByCustomerStatus  3     3         0.5 RCU   KeyConditionExpression: customer_id = :value AND status = :value"""));
    }

    @Test
    void allQueriesUseIndex_counts_a_query_of_the_table_itself_as_not_using_the_index() {
        // when
        shop.client().query(query -> query.tableName("orders").keyConditionExpression("order_id = :id")
                .expressionAttributeValues(java.util.Map.of(":id",
                        software.amazon.awssdk.services.dynamodb.model.AttributeValue.fromS("KSUID1"))));
        // then
        assertThatThrownBy(() -> assertThat(log).allQueriesUseIndex(ShopOrders.BY_STATUS)).hasMessage(lines("""

                Expecting every Query among the calls to use index OrdersByStatus
                but 1 of the 1 Queries did not:
                  #  operation  table   index  read  returned  capacity  request
                  1  Query      orders  -      1     1         0.5 RCU   KeyConditionExpression: order_id = :value"""));
    }

    @Test
    void a_key_condition_that_reads_only_what_it_returns_passes_the_read_bounds() {
        // when
        shop.pendingOrdersOver("1A2B3C", "2025-11-04", 100);
        // then
        assertThat(log).readsAtMostTimesWhatItReturns(1).returnsAtLeastShareOfWhatItReads(1);
    }

    @Test
    void readsAtMostTimesWhatItReturns_fails_showing_the_filter_that_threw_items_away() {
        // when: the account type is filtered, not in the key: four orders read, one returned
        shop.ordersOfAccountType("1A2B3C", "B");
        // then
        assertThatThrownBy(() -> assertThat(log).readsAtMostTimesWhatItReturns(3)).hasMessage(lines("""

                Expecting each of the 1 call to read at most 3 times the items it returns
                but 1 of them read more:
                  #  operation  table   index                     read  returned  capacity  request
                  1  Query      orders  OrdersByStatusDateAmount  4     1         0.5 RCU   KeyConditionExpression: customer_id = :value  FilterExpression: acc_type = :type
                A FilterExpression is applied after the items are read, and every item read is paid for: put the \
                condition in the KeyConditionExpression instead, on an index whose key holds the filtered attributes."""));
    }

    @Test
    void returnsAtLeastShareOfWhatItReads_fails_on_a_scan_keeping_three_of_five() {
        // when
        shop.ordersOf("1A2B3C");
        shop.pendingOrdersByScan();
        // then
        assertThatThrownBy(() -> assertThat(log).returnsAtLeastShareOfWhatItReads(0.75)).hasMessage(lines("""

                Expecting each of the 2 calls to return at least 75% of the items it reads
                but 1 of them read more:
                  #  operation  table   index  read  returned  capacity  request
                  2  Scan       orders  -      5     3         0.5 RCU   FilterExpression: status = :pending
                A FilterExpression is applied after the items are read, and every item read is paid for: put the \
                condition in the KeyConditionExpression instead, on an index whose key holds the filtered attributes."""));
    }

    @Test
    void a_call_that_returns_nothing_counts_as_returning_one() {
        // when: customer 4D5E6F has one order, of type A: one read, none returned
        shop.ordersOfAccountType("4D5E6F", "B");
        // then
        assertThat(log).readsAtMostTimesWhatItReturns(1);
    }

    @Test
    void the_read_bounds_reject_meaningless_arguments() {
        assertThatThrownBy(() -> assertThat(log).readsAtMostTimesWhatItReturns(0.5))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("times must be at least 1, but was 0.5");
        assertThatThrownBy(() -> assertThat(log).returnsAtLeastShareOfWhatItReads(0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("share must be more than 0 and at most 1, but was 0.0");
    }

    @Test
    void calls_whose_backend_cannot_tell_the_counts_are_skipped() {
        // given: a backend that does not report ScannedCount
        FakeOperationLog unknown = new FakeOperationLog().add("Query",
                QueryRequest.builder().tableName("orders").keyConditionExpression("customer_id = :c").build(),
                List.of("orders"), OptionalInt.empty(), OptionalInt.of(1), List.of());
        // then
        assertThat(unknown).readsAtMostTimesWhatItReturns(1);
    }
}
