package dev.dynamofixtures.assertj;

import static dev.dynamofixtures.assertj.DynamoAssertions.assertThat;
import static dev.dynamofixtures.assertj.DynamoAssertions.item;
import static dev.dynamofixtures.assertj.ItemsAssertTest.lines;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

class SortedByTest {

    private final Orders orders = new Orders();

    @AfterEach
    void close() {
        orders.close();
    }

    @Test
    void a_query_is_sorted_by_its_sort_key_and_a_tie_is_decided_by_the_next_attribute() {
        // given
        QueryResponse page = orders.ofCustomer("C1", 10);
        // then
        assertThat(page).isSortedBy("order_id").isSortedBy("customer", "order_id").isSortedBy("status", "order_date");
        assertThat(orders.client().query(query -> query.tableName("orders").keyConditionExpression("customer = :c")
                .expressionAttributeValues(Map.of(":c", AttributeValue.fromS("C1"))).scanIndexForward(false)))
                .isSortedDescendingBy("order_id");
    }

    @Test
    void strings_sort_in_utf8_byte_order_as_the_engine_returns_them() {
        // given: String.compareTo would put the emoji first
        for (String id : List.of("\uD83D\uDE00", "\uFF61")) {
            orders.client().putItem(put -> put.tableName("orders").item(item("customer", "C7", "order_id", id)));
        }
        // when
        QueryResponse page = orders.ofCustomer("C7", 10);
        // then
        assertThat(page).isSortedBy("order_id").extracting("order_id").containsExactly("\uFF61", "\uD83D\uDE00");
    }

    @Test
    void numbers_sort_numerically() {
        assertThat(List.of(item("n", 9), item("n", 10), item("n", 1E2))).isSortedBy("n");
    }

    @Test
    void isSortedBy_fails_naming_the_pair_and_the_attribute_that_decided() {
        // given
        QueryResponse page = orders.ofCustomer("C1", 10);
        // then
        assertThatThrownBy(() -> assertThat(page).isSortedBy("status", "amount")).hasMessage(lines("""

                Expecting items:
                  #  customer  order_id  status       order_date      amount
                  0  S "C1"    S "O1"    S "NEW"      S "2024-01-01"  N 200
                  1  S "C1"    S "O2"    S "NEW"      S "2024-01-02"  N 50
                  2  S "C1"    S "O3"    S "SHIPPED"  S "2024-01-01"  N 75
                to be sorted ascending by status, amount (DynamoDB order)
                but items 0 and 1 are out of order:
                  #  customer  order_id  status   order_date      amount
                  0  S "C1"    S "O1"    S "NEW"  S "2024-01-01"  N 200
                  1  S "C1"    S "O2"    S "NEW"  S "2024-01-02"  N 50
                amount: N 200 comes after N 50"""));
    }

    @Test
    void isSortedDescendingBy_fails_naming_the_pair_and_the_attribute_that_decided() {
        // given
        List<Map<String, AttributeValue>> items = List.of(item("s", "b"), item("s", "c"), item("s", "a"));
        // then
        assertThatThrownBy(() -> assertThat(items).isSortedDescendingBy("s")).hasMessage(lines("""

                Expecting items:
                  #  s
                  0  S "b"
                  1  S "c"
                  2  S "a"
                to be sorted descending by s (DynamoDB order)
                but items 0 and 1 are out of order:
                  #  s
                  0  S "b"
                  1  S "c"
                s: S "b" comes before S "c\""""));
    }

    @Test
    void isSortedBy_fails_on_values_dynamodb_cannot_order() {
        // given
        List<Map<String, AttributeValue>> items = List.of(item("k", 1), item("k", "1"));
        // then
        assertThatThrownBy(() -> assertThat(items).isSortedBy("k")).hasMessage(lines("""

                Expecting items:
                  #  k
                  0  N 1
                  1  S "1"
                to be sorted by k (DynamoDB order)
                but items 0 and 1 cannot be ordered by k: N 1 and S "1" are not S, N or B values of one type"""));
    }
}
