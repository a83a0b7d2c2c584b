package dev.dynamofixtures.assertj;

import static dev.dynamofixtures.assertj.DynamoAssertions.assertThat;
import static dev.dynamofixtures.assertj.ItemsAssertTest.lines;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

class PageAssertTest {

    private final Orders orders = new Orders();

    @AfterEach
    void close() {
        orders.close();
    }

    @Test
    void a_limited_query_has_more_pages_and_the_full_one_has_none() {
        assertThat(orders.ofCustomer("C1", 1)).hasCount(1).hasScannedCount(1).hasMorePages();
        assertThat(orders.ofCustomer("C1", 10)).hasCount(3).hasNoMorePages();
    }

    @Test
    void hasCount_fails_showing_the_items_returned() {
        // given
        QueryResponse page = orders.ofCustomer("C1", 10);
        // then
        assertThatThrownBy(() -> assertThat(page).hasCount(2)).hasMessage(lines("""

                Expecting Query response with items:
                  #  customer  order_id  status       order_date      amount
                  0  S "C1"    S "O1"    S "NEW"      S "2024-01-01"  N 200
                  1  S "C1"    S "O2"    S "NEW"      S "2024-01-02"  N 50
                  2  S "C1"    S "O3"    S "SHIPPED"  S "2024-01-01"  N 75
                to have Count 2
                but it was 3"""));
    }

    @Test
    void hasScannedCount_fails_naming_ScannedCount() {
        // given: the filter reads four orders and returns one
        var page = orders.client().scan(scan -> scan.tableName("orders").filterExpression("customer = :c")
                .expressionAttributeValues(Map.of(":c", AttributeValue.fromS("C2"))));
        // then
        assertThatThrownBy(() -> assertThat(page).hasCount(1).hasScannedCount(1)).hasMessage(lines("""

                Expecting Scan response with items:
                  #  customer  order_id  status   order_date      amount
                  0  S "C2"    S "O4"    S "NEW"  S "2024-01-03"  N 10
                to have ScannedCount 1
                but it was 4"""));
    }

    @Test
    void hasMorePages_fails_on_the_last_page() {
        // given
        QueryResponse page = orders.ofCustomer("C1", 10);
        // then
        assertThatThrownBy(() -> assertThat(page).hasMorePages()).hasMessage(lines("""

                Expecting Query response to have more pages
                but it has no LastEvaluatedKey: it is the last page"""));
    }

    @Test
    void hasNoMorePages_fails_showing_the_LastEvaluatedKey() {
        // given
        QueryResponse page = orders.ofCustomer("C1", 1);
        // then
        assertThatThrownBy(() -> assertThat(page).hasNoMorePages()).hasMessage(lines("""

                Expecting Query response to be the last page
                but it has LastEvaluatedKey:
                  #  customer  order_id
                  0  S "C1"    S "O1\""""));
    }
}
