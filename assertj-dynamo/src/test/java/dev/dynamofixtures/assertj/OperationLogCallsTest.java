package dev.dynamofixtures.assertj;

import static dev.dynamofixtures.assertj.DynamoAssertions.assertThat;
import static dev.dynamofixtures.assertj.DynamoAssertions.item;
import static dev.dynamofixtures.assertj.ItemsAssertTest.lines;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dynamofixtures.core.InMemoryDynamo;
import dev.dynamofixtures.core.log.OperationLog;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;

/** How many calls code made (the N+1 pattern), and the filters that choose which calls an assertion looks at. */
class OperationLogCallsTest {

    private final ShopOrders shop = new ShopOrders();
    private final OperationLog log = shop.dynamo.operations();

    @AfterEach
    void close() {
        shop.close();
    }

    @Test
    void one_query_for_a_customers_orders_passes_hasCalls_and_hasAtMostCalls() {
        // when
        shop.ordersOf("1A2B3C");
        // then
        assertThat(log).hasCalls(1).hasAtMostCalls(1).hasAtMostCalls(5);
    }

    @Test
    void hasAtMostCalls_fails_on_the_N_plus_1_pattern_grouping_the_repeated_GetItems_with_a_hint() {
        // when: the repository queries the ids, then gets each order
        shop.ordersOfOneByOne("1A2B3C");
        // then
        assertThatThrownBy(() -> assertThat(log).hasAtMostCalls(2)).hasMessage(lines("""

                Expecting at most 2 calls
                but there were 5:
                    #  operation  table   index                     read  returned  capacity  request
                    1  Query      orders  OrdersByStatusDateAmount  4     4         0.5 RCU   KeyConditionExpression: customer_id = :value
                  2-5  GetItem    orders  -                         4     4         2.0 RCU   4 calls, keys differing in order_id
                4 GetItem on orders with keys differing in order_id — the N+1 pattern: fetch them with one BatchGetItem \
                (up to 100 keys a call), or with one Query if they share a partition key"""));
    }

    @Test
    void the_N_plus_1_hint_names_the_only_key_attribute_that_differs() {
        // given
        shop.createCustomerOrders();
        // when
        shop.customerOrdersOneByOne("1A2B3C", "KSUID1", "KSUID2", "KSUID3");
        // then
        assertThatThrownBy(() -> assertThat(log).onTable("customer_orders").hasAtMostCalls(1)).hasMessage(lines("""

                Expecting at most 1 call on table customer_orders
                but there were 3:
                    #  operation  table            index  read  returned  capacity  request
                  1-3  GetItem    customer_orders  -      3     3         1.5 RCU   3 calls, keys differing only in order_id
                3 GetItem on customer_orders with keys differing only in order_id — the N+1 pattern: fetch them with \
                one BatchGetItem (up to 100 keys a call), or with one Query if they share a partition key"""));
    }

    @Test
    void hasCalls_fails_when_there_were_fewer_calls_showing_them() {
        // when
        shop.ordersOf("1A2B3C");
        // then
        assertThatThrownBy(() -> assertThat(log).hasCalls(2)).hasMessage(lines("""

                Expecting 2 calls
                but there were 1:
                  #  operation  table   index                     read  returned  capacity  request
                  1  Query      orders  OrdersByStatusDateAmount  4     4         0.5 RCU   KeyConditionExpression: customer_id = :value"""));
    }

    @Test
    void repeated_puts_are_grouped_with_the_batch_write_hint() {
        // when
        for (int i = 1; i <= 4; i++) {
            shop.place("NEW" + i, "1A2B3C", "PENDING", "2025-11-06", 10 * i);
        }
        // then
        assertThatThrownBy(() -> assertThat(log).ofOperation("PutItem").hasCalls(1)).hasMessage(lines("""

                Expecting 1 PutItem call
                but there were 4:
                    #  operation  table   index  read  returned  capacity  request
                  1-4  PutItem    orders  -      -     -         16.0 WCU  4 calls, items differing in order_id
                4 PutItem on orders, one item each — write them with BatchWriteItem (up to 25 puts and deletes a \
                call), or TransactWriteItems if they must succeed together"""));
    }

    @Test
    void filters_by_table_index_and_operation_narrow_the_calls() {
        // given
        shop.createCustomerOrders();
        // when
        shop.ordersOf("1A2B3C");
        shop.ordersOfCustomerWithStatus("1A2B3C", "PENDING");
        shop.customerOrdersOneByOne("1A2B3C", "KSUID1");
        shop.pendingOrdersByScan();
        // then
        assertThat(log).hasCalls(4)
                .onTable("orders").hasCalls(3)
                .onIndex(ShopOrders.BY_STATUS_DATE_AMOUNT).hasCalls(1);
        assertThat(log).onTable("customer_orders").hasCalls(1);
        assertThat(log).ofOperation("Query").hasCalls(2);
        assertThat(log).ofOperation("Query", "Scan").onTable("orders").hasCalls(3);
        assertThat(log).onIndex(ShopOrders.BY_CUSTOMER_STATUS).ofOperation("Query").hasCalls(1);
    }

    @Test
    void an_index_filter_also_selects_the_writes_that_reached_the_index() {
        // when
        shop.place("NEW1", "1A2B3C", "PENDING", "2025-11-06", 10);
        shop.ordersOf("1A2B3C");
        // then
        assertThat(log).onIndex(ShopOrders.BY_STATUS).hasCalls(1).lastCall().hasOperation("PutItem");
        assertThat(log).onIndex(ShopOrders.BY_STATUS_DATE_AMOUNT).hasCalls(2);
    }

    @Test
    void excludingFailed_leaves_out_the_calls_that_failed() {
        // when: the second put of the same order fails its condition
        shop.client().putItem(put -> put.tableName("orders").item(item("order_id", "NEW1", "status", "PENDING"))
                .conditionExpression("attribute_not_exists(order_id)"));
        try {
            shop.client().putItem(put -> put.tableName("orders").item(item("order_id", "NEW1", "status", "PENDING"))
                    .conditionExpression("attribute_not_exists(order_id)"));
        } catch (ConditionalCheckFailedException expected) {
            // the repository's retry gives up
        }
        // then
        assertThat(log).hasCalls(2).excludingFailed().hasCalls(1);
        assertThatThrownBy(() -> assertThat(log).onTable("orders").excludingFailed().hasCalls(2)).hasMessage(lines("""

                Expecting 2 calls on table orders, that succeeded
                but there were 1:
                  #  operation  table   index  read  returned  capacity  request
                  1  PutItem    orders  -      -     -         1.0 WCU   Item: order_id = S "NEW1" + 1 attribute  ConditionExpression: attribute_not_exists(order_id)"""));
    }

    @Test
    void ofOperation_rejects_a_name_that_is_not_a_DynamoDB_operation() {
        assertThatThrownBy(() -> assertThat(log).ofOperation("query"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("ofOperation(...) got \"query\", which is not a DynamoDB operation: name it as the API "
                        + "reference does, such as Query, GetItem or BatchWriteItem");
    }

    @Test
    void on_an_incomplete_log_a_count_of_the_whole_log_still_holds_but_a_filtered_one_cannot_tell() {
        try (ShopOrders small = new ShopOrders(InMemoryDynamo.builder().operationLogCapacity(3).build())) {
            // when: five calls, of which the log keeps the last three
            small.ordersOfOneByOne("1A2B3C");
            OperationLog incomplete = small.dynamo.operations();
            // then
            assertThat(incomplete).hasAtMostCalls(5);
            assertThatThrownBy(() -> assertThat(incomplete).ofOperation("GetItem").hasAtMostCalls(5))
                    .hasMessage(lines("""

                            Expecting at most 5 GetItem calls
                            but the log cannot tell: it kept only the last 3 of 5 calls, and the 2 it dropped are unknown.
                            Clear the log after the test's setup (operations().clear()), or make fewer calls in one test."""));
        }
    }

    @Test
    void a_failure_on_an_incomplete_log_says_so() {
        try (ShopOrders small = new ShopOrders(InMemoryDynamo.builder().operationLogCapacity(3).build())) {
            // when
            small.ordersOfOneByOne("1A2B3C");
            OperationLog incomplete = small.dynamo.operations();
            // then
            assertThatThrownBy(() -> assertThat(incomplete).hasAtMostCalls(2)).hasMessage(lines("""

                    Expecting at most 2 calls
                    but there were 5:
                        #  operation  table   index  read  returned  capacity  request
                      3-5  GetItem    orders  -      3     3         1.5 RCU   3 calls, keys differing in order_id
                    3 GetItem on orders with keys differing in order_id — the N+1 pattern: fetch them with one \
                    BatchGetItem (up to 100 keys a call), or with one Query if they share a partition key
                    Note: the log is incomplete: it kept only the last 3 of 5 calls."""));
        }
    }
}
