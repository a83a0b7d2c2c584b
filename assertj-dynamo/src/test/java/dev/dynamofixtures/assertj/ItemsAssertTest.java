package dev.dynamofixtures.assertj;

import static dev.dynamofixtures.assertj.DynamoAssertions.assertThat;
import static dev.dynamofixtures.assertj.DynamoAssertions.item;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

class ItemsAssertTest {

    private final Orders orders = new Orders();

    @AfterEach
    void close() {
        orders.close();
    }

    static String lines(String text) {
        return text.replace("\n", System.lineSeparator());
    }

    @Test
    void contains_compares_numbers_by_value() {
        // given
        QueryResponse page = orders.ofCustomer("C1", 10);
        // then
        assertThat(page).contains(item("customer", "C1", "order_id", "O1", "status", "NEW",
                "order_date", "2024-01-01", "amount", AttributeValue.fromN("2E2")));
    }

    @Test
    void contains_fails_showing_the_closest_item_side_by_side_with_the_differing_cell_marked() {
        // given
        QueryResponse page = orders.ofCustomer("C1", 10);
        Map<String, AttributeValue> wrongType = item("customer", "C1", "order_id", "O1", "status", "NEW",
                "order_date", "2024-01-01", "amount", "200");
        // then
        assertThatThrownBy(() -> assertThat(page).contains(wrongType)).hasMessage(lines("""

                Expecting actual items:
                  #  customer  order_id  status       order_date      amount
                  0  S "C1"    S "O1"    S "NEW"      S "2024-01-01"  N 200
                  1  S "C1"    S "O2"    S "NEW"      S "2024-01-02"  N 50
                  2  S "C1"    S "O3"    S "SHIPPED"  S "2024-01-01"  N 75
                to contain (by DynamoDB's rules):
                  #  customer  order_id  status   order_date      amount
                  0  S "C1"    S "O1"    S "NEW"  S "2024-01-01"  S "200"
                but expected item 0 differs from actual item 0 (differing cells marked ^):
                              customer  order_id  status   order_date      amount
                  expected 0  S "C1"    S "O1"    S "NEW"  S "2024-01-01"  S "200"
                    actual 0  S "C1"    S "O1"    S "NEW"  S "2024-01-01"  N 200
                                                                           ^^^^^^^
                  amount: expected S "200", was N 200 (the same digits, but DynamoDB never equals an S and an N)"""));
    }

    @Test
    void containsExactly_passes_on_the_items_in_sort_key_order() {
        assertThat(orders.ofCustomer("C1", 10)).containsExactly(Orders.O1, Orders.O2, Orders.O3);
    }

    @Test
    void containsExactly_fails_naming_the_index_where_the_order_differs() {
        // given
        QueryResponse page = orders.ofCustomer("C1", 10);
        // then
        assertThatThrownBy(() -> assertThat(page).containsExactly(Orders.O1, Orders.O3, Orders.O2)).hasMessage(lines("""

                Expecting actual items:
                  #  customer  order_id  status       order_date      amount
                  0  S "C1"    S "O1"    S "NEW"      S "2024-01-01"  N 200
                  1  S "C1"    S "O2"    S "NEW"      S "2024-01-02"  N 50
                  2  S "C1"    S "O3"    S "SHIPPED"  S "2024-01-01"  N 75
                to contain exactly, in this order (by DynamoDB's rules):
                  #  customer  order_id  status       order_date      amount
                  0  S "C1"    S "O1"    S "NEW"      S "2024-01-01"  N 200
                  1  S "C1"    S "O3"    S "SHIPPED"  S "2024-01-01"  N 75
                  2  S "C1"    S "O2"    S "NEW"      S "2024-01-02"  N 50
                but the order differs from index 1 on: actual item 1 is expected item 2, and expected item 1 is actual item 2"""));
    }

    @Test
    void containsExactly_fails_listing_missing_and_unexpected_items() {
        // given
        QueryResponse page = orders.ofCustomer("C1", 2);
        // then
        assertThatThrownBy(() -> assertThat(page).containsExactly(Orders.O1)).hasMessage(lines("""

                Expecting actual items:
                  #  customer  order_id  status   order_date      amount
                  0  S "C1"    S "O1"    S "NEW"  S "2024-01-01"  N 200
                  1  S "C1"    S "O2"    S "NEW"  S "2024-01-02"  N 50
                to contain exactly, in this order (by DynamoDB's rules):
                  #  customer  order_id  status   order_date      amount
                  0  S "C1"    S "O1"    S "NEW"  S "2024-01-01"  N 200
                but did not expect:
                  #  customer  order_id  status   order_date      amount
                  1  S "C1"    S "O2"    S "NEW"  S "2024-01-02"  N 50"""));
    }

    @Test
    void containsExactlyInAnyOrder_passes_whatever_the_order() {
        assertThat(orders.ofCustomer("C1", 10)).containsExactlyInAnyOrder(Orders.O3, Orders.O1, Orders.O2);
    }

    @Test
    void containsExactlyInAnyOrder_fails_listing_missing_and_unexpected_items() {
        // given
        QueryResponse page = orders.ofCustomer("C1", 10);
        // then
        assertThatThrownBy(() -> assertThat(page).containsExactlyInAnyOrder(Orders.O1, Orders.O4)).hasMessage(lines("""

                Expecting actual items:
                  #  customer  order_id  status       order_date      amount
                  0  S "C1"    S "O1"    S "NEW"      S "2024-01-01"  N 200
                  1  S "C1"    S "O2"    S "NEW"      S "2024-01-02"  N 50
                  2  S "C1"    S "O3"    S "SHIPPED"  S "2024-01-01"  N 75
                to contain exactly in any order (by DynamoDB's rules):
                  #  customer  order_id  status   order_date      amount
                  0  S "C1"    S "O1"    S "NEW"  S "2024-01-01"  N 200
                  1  S "C2"    S "O4"    S "NEW"  S "2024-01-03"  N 10
                but could not find:
                  #  customer  order_id  status   order_date      amount
                  1  S "C2"    S "O4"    S "NEW"  S "2024-01-03"  N 10
                and did not expect:
                  #  customer  order_id  status       order_date      amount
                  1  S "C1"    S "O2"    S "NEW"      S "2024-01-02"  N 50
                  2  S "C1"    S "O3"    S "SHIPPED"  S "2024-01-01"  N 75"""));
    }

    @Test
    void containsExactlyInAnyOrder_pairs_each_changed_item_with_its_closest_actual_one_and_names_every_difference() {
        // given: O2 lost its amount, O3 has another status; O4 has nothing in common with any item
        QueryResponse page = orders.ofCustomer("C1", 10);
        var o2 = item("customer", "C1", "order_id", "O2", "status", "NEW", "order_date", "2024-01-02");
        var o3 = item("customer", "C1", "order_id", "O3", "status", "PAID", "order_date", "2024-01-01", "amount", 75);
        // then
        assertThatThrownBy(() -> assertThat(page).containsExactlyInAnyOrder(o3, Orders.O1, o2, Orders.O4))
                .hasMessage(lines("""

                Expecting actual items:
                  #  customer  order_id  status       order_date      amount
                  0  S "C1"    S "O1"    S "NEW"      S "2024-01-01"  N 200
                  1  S "C1"    S "O2"    S "NEW"      S "2024-01-02"  N 50
                  2  S "C1"    S "O3"    S "SHIPPED"  S "2024-01-01"  N 75
                to contain exactly in any order (by DynamoDB's rules):
                  #  customer  order_id  status    order_date      amount
                  0  S "C1"    S "O3"    S "PAID"  S "2024-01-01"  N 75
                  1  S "C1"    S "O1"    S "NEW"   S "2024-01-01"  N 200
                  2  S "C1"    S "O2"    S "NEW"   S "2024-01-02"  -
                  3  S "C2"    S "O4"    S "NEW"   S "2024-01-03"  N 10
                but 2 expected items differ from actual ones (differing cells marked ^):
                              customer  order_id  status       order_date      amount
                  expected 0  S "C1"    S "O3"    S "PAID"     S "2024-01-01"  N 75
                    actual 2  S "C1"    S "O3"    S "SHIPPED"  S "2024-01-01"  N 75
                                                  ^^^^^^^^^^^
                  expected 2  S "C1"    S "O2"    S "NEW"      S "2024-01-02"  -
                    actual 1  S "C1"    S "O2"    S "NEW"      S "2024-01-02"  N 50
                                                                               ^^^^
                  expected 0 / actual 2: status: expected S "PAID", was S "SHIPPED"
                  expected 2 / actual 1: amount: expected absent, was N 50
                and could not find:
                  #  customer  order_id  status   order_date      amount
                  3  S "C2"    S "O4"    S "NEW"  S "2024-01-03"  N 10"""));
    }

    @Test
    void containsOnlyKeys_ignores_attributes_other_than_the_keys() {
        assertThat(orders.ofCustomer("C1", 10)).containsOnlyKeys(item("customer", "C1", "order_id", "O3"),
                item("customer", "C1", "order_id", "O1"), item("customer", "C1", "order_id", "O2"));
    }

    @Test
    void containsOnlyKeys_fails_listing_missing_and_unexpected_keys() {
        // given
        QueryResponse page = orders.ofCustomer("C1", 2);
        // then
        assertThatThrownBy(() -> assertThat(page).containsOnlyKeys(item("customer", "C1", "order_id", "O1"),
                item("customer", "C1", "order_id", "O3"))).hasMessage(lines("""

                Expecting actual items:
                  #  customer  order_id  status   order_date      amount
                  0  S "C1"    S "O1"    S "NEW"  S "2024-01-01"  N 200
                  1  S "C1"    S "O2"    S "NEW"  S "2024-01-02"  N 50
                to have exactly these keys, in any order (by DynamoDB's rules):
                  #  customer  order_id
                  0  S "C1"    S "O1"
                  1  S "C1"    S "O3"
                but could not find:
                  #  customer  order_id
                  1  S "C1"    S "O3"
                and did not expect:
                  #  customer  order_id
                  1  S "C1"    S "O2\""""));
    }

    @Test
    void extracting_navigates_to_plain_java_values_keeping_the_description() {
        // given
        List<Map<String, AttributeValue>> items = orders.ofCustomer("C1", 10).items();
        // then
        assertThat(items).extracting("amount")
                .containsExactly(new BigDecimal("200"), new BigDecimal("50"), new BigDecimal("75"));
        assertThatThrownBy(() -> assertThat(items).as("amounts").extracting("amount").containsExactly(1))
                .hasMessageStartingWith("[amounts] ");
    }

    @Test
    void a_scan_response_has_the_same_item_assertions() {
        assertThat(orders.client().scan(scan -> scan.tableName("orders")))
                .hasCount(4)
                .hasScannedCount(4)
                .hasNoMorePages()
                .containsExactlyInAnyOrder(Orders.O1, Orders.O2, Orders.O3, Orders.O4);
    }
}
