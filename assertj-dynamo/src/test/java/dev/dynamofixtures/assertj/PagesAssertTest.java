package dev.dynamofixtures.assertj;

import static dev.dynamofixtures.assertj.DynamoAssertions.assertThat;
import static dev.dynamofixtures.assertj.DynamoAssertions.item;
import static dev.dynamofixtures.assertj.ItemsAssertTest.lines;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.assertj.core.error.AssertJMultipleFailuresError;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.paginators.QueryIterable;
import software.amazon.awssdk.services.dynamodb.paginators.ScanIterable;

class PagesAssertTest {

    private final Orders orders = new Orders();

    @AfterEach
    void close() {
        orders.close();
    }

    private QueryIterable ofCustomer(String customer, int pageSize) {
        return orders.client().queryPaginator(query -> query.tableName("orders")
                .keyConditionExpression("customer = :c")
                .expressionAttributeValues(Map.of(":c", AttributeValue.fromS(customer)))
                .limit(pageSize));
    }

    @Test
    void a_query_paginator_gives_every_page_in_order_and_each_page_on_its_own() {
        assertThat(ofCustomer("C1", 2))
                .hasPageCount(2)
                .hasCount(3)
                .hasScannedCount(3)
                .containsExactly(Orders.O1, Orders.O2, Orders.O3)
                .isSortedBy("order_id")
                .page(0).hasCount(2).hasMorePages().containsExactly(Orders.O1, Orders.O2);
        assertThat(ofCustomer("C1", 2)).page(1).hasNoMorePages().containsExactly(Orders.O3);
    }

    @Test
    void a_scan_paginator_sums_counts_over_its_pages() {
        // given: a filter keeps one order of four
        ScanIterable scan = orders.client().scanPaginator(s -> s.tableName("orders").limit(3)
                .filterExpression("customer = :c").expressionAttributeValues(Map.of(":c", AttributeValue.fromS("C2"))));
        // then
        assertThat(scan).hasPageCount(2).hasCount(1).hasScannedCount(4).containsExactly(Orders.O4);
    }

    @Test
    void the_paginator_is_read_once() {
        // given
        QueryIterable pages = ofCustomer("C1", 2);
        var assertion = assertThat(pages);
        // when: a write after the assert read the pages
        orders.client().putItem(put -> put.tableName("orders").item(item("customer", "C1", "order_id", "O9")));
        // then
        assertion.hasCount(3).hasCount(3);
    }

    @Test
    void hasPageCount_fails_listing_each_page() {
        assertThatThrownBy(() -> assertThat(ofCustomer("C1", 2)).hasPageCount(1)).hasMessage(lines("""

                Expecting Query pages:
                  page  Count  ScannedCount  LastEvaluatedKey
                     0  2      2             customer = S "C1", order_id = S "O2"
                     1  1      1             -
                to be 1 pages
                but there were 2"""));
    }

    @Test
    void hasCount_and_hasScannedCount_fail_naming_the_total() {
        assertThatThrownBy(() -> assertThat(ofCustomer("C1", 2)).hasScannedCount(2)).hasMessage(lines("""

                Expecting Query pages:
                  page  Count  ScannedCount  LastEvaluatedKey
                     0  2      2             customer = S "C1", order_id = S "O2"
                     1  1      1             -
                to have ScannedCount 2 in all
                but it was 3"""));
    }

    @Test
    void page_fails_beyond_the_last_page() {
        assertThatThrownBy(() -> assertThat(ofCustomer("C9", 2)).page(1)).hasMessage(lines("""

                Expecting Query pages:
                  page  Count  ScannedCount  LastEvaluatedKey
                     0  0      0             -
                to have a page 1 (counting from 0)
                but there was 1 page"""));
    }

    @Test
    void items_of_all_pages_fail_as_one_list_with_the_differing_cell_marked() {
        assertThatThrownBy(() -> assertThat(ofCustomer("C1", 2)).containsExactly(Orders.O1, Orders.O2,
                item("customer", "C1", "order_id", "O3", "status", "SHIPPED", "order_date", "2024-01-01",
                        "amount", 76)))
                .hasMessageEndingWith(lines("""
                        but expected item 2 differs from actual item 2 (differing cells marked ^):
                                      customer  order_id  status       order_date      amount
                          expected 2  S "C1"    S "O3"    S "SHIPPED"  S "2024-01-01"  N 76
                            actual 2  S "C1"    S "O3"    S "SHIPPED"  S "2024-01-01"  N 75
                                                                                       ^^^^
                          amount: expected N 76, was N 75"""));
    }

    @Test
    void soft_assertions_collect_failures_on_paginators() {
        // given
        DynamoSoftAssertions softly = new DynamoSoftAssertions();
        // when
        softly.assertThat(ofCustomer("C1", 2)).hasPageCount(3).hasCount(2).containsExactly(Orders.O1);
        softly.assertThat(orders.client().scanPaginator(s -> s.tableName("orders"))).hasScannedCount(1);
        // then
        assertThatThrownBy(softly::assertAll)
                .isInstanceOf(AssertJMultipleFailuresError.class)
                .hasMessageContaining("Multiple Failures (4 failures)")
                .hasMessageContaining("to be 3 pages")
                .hasMessageContaining("to have Count 2 in all")
                .hasMessageContaining("but did not expect:")
                .hasMessageContaining("to have ScannedCount 1 in all");
    }
}
