package dev.dynamofixtures.assertj;

import static dev.dynamofixtures.assertj.DynamoAssertions.assertThat;
import static dev.dynamofixtures.assertj.DynamoAssertions.item;
import static dev.dynamofixtures.assertj.ItemsAssertTest.lines;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;

class ItemAssertTest {

    private static final String O1_TABLE =
            "  #  customer  order_id  status   order_date      amount\n"
            + "  0  S \"C1\"    S \"O1\"    S \"NEW\"  S \"2024-01-01\"  N 200";

    private final Orders orders = new Orders();

    @AfterEach
    void close() {
        orders.close();
    }

    private GetItemResponse getO1() {
        return orders.client().getItem(get -> get.tableName("orders")
                .key(Map.of("customer", AttributeValue.fromS("C1"), "order_id", AttributeValue.fromS("O1"))));
    }

    @Test
    void attribute_checks_pass_by_dynamodb_rules_on_a_GetItem_response() {
        assertThat(getO1())
                .hasNumber("amount", 200)
                .hasNumber("amount", 200.0)
                .hasString("status", "NEW")
                .hasNoAttribute("tags")
                .isEqualToItem(Orders.O1);
    }

    @Test
    void hasStringSet_ignores_the_order_of_the_set() {
        // given
        orders.client().putItem(put -> put.tableName("orders")
                .item(item("customer", "C9", "order_id", "O9", "tags", Set.of("gift", "express"))));
        // when
        var response = orders.client().getItem(get -> get.tableName("orders")
                .key(item("customer", "C9", "order_id", "O9")));
        // then
        assertThat(response).hasStringSet("tags", "express", "gift");
    }

    @Test
    void a_GetItem_that_found_nothing_fails_as_null() {
        // given
        var response = orders.client().getItem(get -> get.tableName("orders")
                .key(item("customer", "C1", "order_id", "missing")));
        // then
        assertThatThrownBy(() -> assertThat(response).hasString("status", "NEW"))
                .hasMessage(lines("\nExpecting actual not to be null"));
    }

    @Test
    void hasNumber_fails_showing_the_item_and_the_value_it_had() {
        assertThatThrownBy(() -> assertThat(getO1()).hasNumber("amount", 201)).hasMessage(lines("""

                Expecting item:
                %s
                to have amount = N 201
                but it was N 200""".formatted(O1_TABLE)));
    }

    @Test
    void hasString_fails_on_a_number_showing_both_types() {
        assertThatThrownBy(() -> assertThat(getO1()).hasString("amount", "200")).hasMessage(lines("""

                Expecting item:
                %s
                to have amount = S "200"
                but it was N 200""".formatted(O1_TABLE)));
    }

    @Test
    void hasStringSet_fails_when_the_item_lacks_the_attribute() {
        assertThatThrownBy(() -> assertThat(getO1()).hasStringSet("tags", "gift")).hasMessage(lines("""

                Expecting item:
                %s
                to have tags = SS ["gift"]
                but it has no attribute tags""".formatted(O1_TABLE)));
    }

    @Test
    void hasNoAttribute_fails_showing_the_value_present() {
        assertThatThrownBy(() -> assertThat(getO1()).hasNoAttribute("status")).hasMessage(lines("""

                Expecting item:
                %s
                not to have attribute status
                but it was S "NEW\"""".formatted(O1_TABLE)));
    }

    @Test
    void isEqualToItem_fails_showing_both_items_side_by_side_and_naming_each_difference() {
        assertThatThrownBy(() -> assertThat(getO1()).isEqualToItem(item("customer", "C1", "order_id", "O1")))
                .hasMessage(lines("""

                        Expecting item:
                        %s
                        to equal (by DynamoDB's rules):
                          #  customer  order_id
                          0  S "C1"    S "O1"
                        but they differ (differing cells marked ^):
                                    customer  order_id  status   order_date      amount
                          expected  S "C1"    S "O1"    -        -               -
                            actual  S "C1"    S "O1"    S "NEW"  S "2024-01-01"  N 200
                                                        ^^^^^^^  ^^^^^^^^^^^^^^  ^^^^^
                          status: expected absent, was S "NEW"
                          order_date: expected absent, was S "2024-01-01"
                          amount: expected absent, was N 200""".formatted(O1_TABLE)));
    }

    @Test
    void item_converts_plain_java_values_to_their_dynamodb_types() {
        // given
        Map<String, AttributeValue> item = item("s", "x", "n", 1, "bool", true, "null", null, "l", List.of(1),
                "ns", Set.of(2));
        // then
        org.assertj.core.api.Assertions.assertThat(item.values()).extracting(AttributeValue::type).containsExactly(
                AttributeValue.Type.S, AttributeValue.Type.N, AttributeValue.Type.BOOL, AttributeValue.Type.NUL,
                AttributeValue.Type.L, AttributeValue.Type.NS);
    }

    @Test
    void item_rejects_an_odd_number_of_arguments() {
        assertThatThrownBy(() -> item("order_id"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("item(...) takes attribute names and values in pairs, but got 1 arguments");
    }
}
