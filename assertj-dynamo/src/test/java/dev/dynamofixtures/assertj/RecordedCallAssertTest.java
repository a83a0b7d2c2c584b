package dev.dynamofixtures.assertj;

import static dev.dynamofixtures.assertj.DynamoAssertions.assertThat;
import static dev.dynamofixtures.assertj.DynamoAssertions.item;
import static dev.dynamofixtures.assertj.ItemsAssertTest.lines;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dynamofixtures.core.log.OperationLog;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/** Assertions on one recorded call, reached with lastCall(), firstCall() and call(sequence). */
class RecordedCallAssertTest {

    private static final String FOUR_ATTRIBUTE_SHAPE =
            "customer_id = :value AND status = :value AND order_date = :value AND amount > :value";
    private static final String QUERY_ROW = lines("""
              #  operation  table   index                     read  returned  capacity  request
              1  Query      orders  OrdersByStatusDateAmount  2     2         0.5 RCU   KeyConditionExpression: \
            customer_id = :value AND status = :value AND order_date = :value AND amount > :value
            """).stripTrailing();
    private static final String SCAN_ROW = lines("""
              #  operation  table   index  read  returned  capacity  request
              2  Scan       orders  -      5     3         0.5 RCU   FilterExpression: status = :pending
            """).stripTrailing();

    private final ShopOrders shop = new ShopOrders();
    private final OperationLog log = shop.dynamo.operations();

    @AfterEach
    void close() {
        shop.close();
    }

    @Test
    void the_articles_four_attribute_query_is_described_by_its_recorded_call() {
        // when
        shop.pendingOrdersOver("1A2B3C", "2025-11-04", 100);
        // then
        assertThat(log).lastCall().isQuery().hasOperation("Query").isOnTable("orders")
                .usesIndex(ShopOrders.BY_STATUS_DATE_AMOUNT).hasKeyConditionShape(FOUR_ATTRIBUTE_SHAPE)
                .hasItemsRead(2).hasItemsReturned(2).hasConsumedAtMost(0.5).succeeded();
    }

    @Test
    void firstCall_lastCall_and_call_pick_calls_by_their_place_in_the_selection_and_the_log() {
        // when
        shop.pendingOrdersOver("1A2B3C", "2025-11-04", 100);
        shop.pendingOrdersByScan();
        shop.ordersOfCustomerWithStatus("1A2B3C", "PENDING");
        // then
        assertThat(log).firstCall().isQuery();
        assertThat(log).call(2).isScan().usesNoIndex();
        assertThat(log).lastCall().usesIndex(ShopOrders.BY_CUSTOMER_STATUS);
        assertThat(log).ofOperation("Query").lastCall().usesIndex(ShopOrders.BY_CUSTOMER_STATUS);
        assertThat(log).ofOperation("Scan").firstCall().isScan();
    }

    @Test
    void call_fails_when_the_selection_has_no_such_call() {
        // when
        shop.pendingOrdersOver("1A2B3C", "2025-11-04", 100);
        shop.pendingOrdersByScan();
        // then
        assertThatThrownBy(() -> assertThat(log).ofOperation("Scan").call(1)).hasMessage(lines("""

                Expecting call #1 among the Scan calls
                but there is none; the calls are:
                """) + SCAN_ROW);
        assertThatThrownBy(() -> assertThat(log).onTable("customers").lastCall()).hasMessage(lines("""

                Expecting the last call among the calls on table customers
                but there is none; the calls are:
                  (no calls)"""));
    }

    @Test
    void operation_checks_fail_showing_the_call() {
        // when
        shop.pendingOrdersOver("1A2B3C", "2025-11-04", 100);
        shop.pendingOrdersByScan();
        // then
        assertThatThrownBy(() -> assertThat(log).lastCall().isQuery()).hasMessage(message(SCAN_ROW,
                "to be a Query", "but it is a Scan"));
        assertThatThrownBy(() -> assertThat(log).firstCall().isScan()).hasMessage(message(QUERY_ROW,
                "to be a Scan", "but it is a Query"));
        assertThatThrownBy(() -> assertThat(log).firstCall().hasOperation("GetItem")).hasMessage(message(QUERY_ROW,
                "to be a GetItem", "but it is a Query"));
        assertThatThrownBy(() -> assertThat(log).firstCall().isOnTable("customers")).hasMessage(message(QUERY_ROW,
                "to be on table customers", "but it is on table orders"));
    }

    @Test
    void index_checks_fail_naming_the_index_used_or_the_table() {
        // when
        shop.pendingOrdersOver("1A2B3C", "2025-11-04", 100);
        shop.pendingOrdersByScan();
        // then
        assertThatThrownBy(() -> assertThat(log).firstCall().usesIndex(ShopOrders.BY_STATUS)).hasMessage(
                message(QUERY_ROW, "to use index OrdersByStatus", "but it uses index OrdersByStatusDateAmount"));
        assertThatThrownBy(() -> assertThat(log).lastCall().usesIndex(ShopOrders.BY_STATUS)).hasMessage(
                message(SCAN_ROW, "to use index OrdersByStatus", "but it uses no index: it reads the table itself"));
        assertThatThrownBy(() -> assertThat(log).firstCall().usesNoIndex()).hasMessage(
                message(QUERY_ROW, "to use no index", "but it uses index OrdersByStatusDateAmount"));
    }

    @Test
    void hasKeyConditionShape_fails_showing_both_shapes() {
        // when
        shop.pendingOrdersOver("1A2B3C", "2025-11-04", 100);
        shop.pendingOrdersByScan();
        // then
        assertThatThrownBy(() -> assertThat(log).firstCall().hasKeyConditionShape("customer_id = :value"))
                .hasMessage(message(QUERY_ROW, lines("to have the key condition shape\n  customer_id = :value"),
                        lines("but it has\n  " + FOUR_ATTRIBUTE_SHAPE)));
        assertThatThrownBy(() -> assertThat(log).lastCall().hasKeyConditionShape("customer_id = :value"))
                .hasMessage(message(SCAN_ROW, lines("to have the key condition shape\n  customer_id = :value"),
                        "but it has no key condition: it is a Scan"));
    }

    @Test
    void item_counts_and_capacity_fail_with_the_actual_numbers() {
        // when
        shop.pendingOrdersOver("1A2B3C", "2025-11-04", 100);
        shop.pendingOrdersByScan();
        // then
        assertThatThrownBy(() -> assertThat(log).lastCall().hasItemsRead(3)).hasMessage(message(SCAN_ROW,
                "to have read 3 items", "but it read 5"));
        assertThatThrownBy(() -> assertThat(log).lastCall().hasItemsReturned(1)).hasMessage(message(SCAN_ROW,
                "to have returned 1 item", "but it returned 3"));
        assertThatThrownBy(() -> assertThat(log).lastCall().hasConsumedAtMost(0.25)).hasMessage(message(SCAN_ROW,
                "to consume at most 0.25 capacity units", "but it consumed 0.5"));
        assertThatThrownBy(() -> assertThat(log).lastCall().consumedCapacity().isZero()).hasMessage(lines("""
                [consumed capacity of call #2]\s
                expected: 0.0
                 but was: 0.5"""));
    }

    @Test
    void success_and_failure_checks_show_the_error_code_and_message() {
        // when: the second put of the same order fails its condition
        shop.client().putItem(put -> put.tableName("orders").item(item("order_id", "NEW1"))
                .conditionExpression("attribute_not_exists(order_id)"));
        try {
            shop.client().putItem(put -> put.tableName("orders").item(item("order_id", "NEW1"))
                    .conditionExpression("attribute_not_exists(order_id)"));
        } catch (ConditionalCheckFailedException expected) {
            // the code under test handles it
        }
        // then
        assertThat(log).firstCall().succeeded();
        assertThat(log).lastCall().failedWith("ConditionalCheckFailedException");
        assertThatThrownBy(() -> assertThat(log).lastCall().succeeded()).hasMessageEndingWith(lines("""
                to succeed
                but it failed with ConditionalCheckFailedException: The conditional request failed"""));
        assertThatThrownBy(() -> assertThat(log).firstCall().failedWith("ValidationException")).hasMessageEndingWith(
                lines("\nto fail with ValidationException\nbut it succeeded"));
    }

    @Test
    void a_failed_call_is_shown_with_its_error_code() {
        // when: a put into a table that does not exist
        try {
            shop.client().putItem(put -> put.tableName("invoices").item(item("invoice_id", "I1")));
        } catch (software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException expected) {
            // the code under test handles it
        }
        // then
        String failedRow = lines("""
                  #  operation  table     index  read  returned  capacity  request
                  1  PutItem    invoices  -      -     -         -         Item: 1 attribute  \
                failed: ResourceNotFoundException
                """).stripTrailing();
        assertThatThrownBy(() -> assertThat(log).lastCall().failedWith("ValidationException")).hasMessage(
                message(failedRow, "to fail with ValidationException",
                        "but it failed with ResourceNotFoundException: Requested resource not found"));
    }

    @Test
    void item_counts_say_when_the_backend_cannot_tell() {
        // given: a backend that does not report ScannedCount
        FakeOperationLog unknown = new FakeOperationLog().add("Query",
                QueryRequest.builder().tableName("orders").keyConditionExpression("customer_id = :c").build(),
                List.of("orders"), OptionalInt.empty(), OptionalInt.of(1), List.of());
        // then
        assertThatThrownBy(() -> assertThat(unknown).lastCall().hasItemsRead(1)).hasMessage(lines("""

                Expecting call:
                  #  operation  table   index  read  returned  capacity  request
                  1  Query      orders  -      -     1         -         KeyConditionExpression: customer_id = :c
                to have read 1 item
                but its backend does not tell how many items it read"""));
    }

    private static String message(String row, String expected, String actual) {
        return lines("\nExpecting call:\n") + row + lines("\n" + expected + "\n" + actual);
    }
}
