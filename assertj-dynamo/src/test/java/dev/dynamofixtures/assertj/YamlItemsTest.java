package dev.dynamofixtures.assertj;

import static dev.dynamofixtures.assertj.DynamoAssertions.assertThat;
import static dev.dynamofixtures.assertj.DynamoAssertions.itemFromYaml;
import static dev.dynamofixtures.assertj.DynamoAssertions.itemsFromYaml;
import static dev.dynamofixtures.assertj.ItemsAssertTest.lines;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dynamofixtures.core.dataset.DatasetException;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

class YamlItemsTest {

    private final Orders orders = new Orders();

    @AfterEach
    void close() {
        orders.close();
    }

    @Test
    void expected_items_written_in_yaml_compare_by_dynamodb_rules() {
        assertThat(orders.ofCustomer("C1", 10)).containsExactly(itemsFromYaml("""
                - { customer: C1, order_id: O1, status: NEW, order_date: 2024-01-01, amount: 2E2 }
                - { customer: C1, order_id: O2, status: NEW, order_date: 2024-01-02, amount: 50.0 }
                - { customer: C1, order_id: O3, status: SHIPPED, order_date: 2024-01-01, amount: !N 75 }
                """));
        assertThat(orders.client().getItem(get -> get.tableName("orders").key(Map.of(
                "customer", AttributeValue.fromS("C2"), "order_id", AttributeValue.fromS("O4")))))
                .isEqualToItem(itemFromYaml("{ customer: C2, order_id: O4, status: NEW, order_date: 2024-01-03, amount: 10 }"));
    }

    @Test
    void a_quoted_number_in_yaml_is_a_string_and_the_failure_says_so() {
        assertThatThrownBy(() -> assertThat(orders.ofCustomer("C2", 10)).containsExactly(itemsFromYaml("""
                - { customer: C2, order_id: O4, status: NEW, order_date: 2024-01-03, amount: "10" }
                """))).hasMessage(lines("""

                Expecting actual items:
                  #  customer  order_id  status   order_date      amount
                  0  S "C2"    S "O4"    S "NEW"  S "2024-01-03"  N 10
                to contain exactly, in this order (by DynamoDB's rules):
                  #  customer  order_id  status   order_date      amount
                  0  S "C2"    S "O4"    S "NEW"  S "2024-01-03"  S "10"
                but expected item 0 differs from actual item 0 (differing cells marked ^):
                              customer  order_id  status   order_date      amount
                  expected 0  S "C2"    S "O4"    S "NEW"  S "2024-01-03"  S "10"
                    actual 0  S "C2"    S "O4"    S "NEW"  S "2024-01-03"  N 10
                                                                           ^^^^^^
                  amount: expected S "10", was N 10 (the same digits, but DynamoDB never equals an S and an N)"""));
    }

    @Test
    void a_mistake_in_the_yaml_names_its_line_and_column() {
        assertThatThrownBy(() -> itemsFromYaml("""
                - { order_id: K1 }
                - { order_id: K2, tags: !SS [] }
                """))
                .isInstanceOf(DatasetException.class)
                .hasMessage("Invalid dataset: items:2:25: an empty set: DynamoDB has no empty sets; leave the "
                        + "attribute out, or write an empty list [] instead");
    }
}
