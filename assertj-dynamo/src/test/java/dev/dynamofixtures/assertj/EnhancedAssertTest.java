package dev.dynamofixtures.assertj;

import static dev.dynamofixtures.assertj.DynamoAssertions.itemsFromYaml;
import static dev.dynamofixtures.assertj.DynamoEnhancedAssertions.assertThat;
import static dev.dynamofixtures.assertj.ItemsAssertTest.lines;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.assertj.core.error.AssertJMultipleFailuresError;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.enhanced.dynamodb.DynamoDbEnhancedClient;
import software.amazon.awssdk.enhanced.dynamodb.DynamoDbTable;
import software.amazon.awssdk.enhanced.dynamodb.Key;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.enhanced.dynamodb.model.Page;
import software.amazon.awssdk.enhanced.dynamodb.model.PageIterable;
import software.amazon.awssdk.enhanced.dynamodb.model.QueryConditional;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

class EnhancedAssertTest {

    private final Orders orders = new Orders();
    private final DynamoDbTable<EnhancedOrder> table = DynamoDbEnhancedClient.builder().dynamoDbClient(orders.client())
            .build().table("orders", TableSchema.fromBean(EnhancedOrder.class));

    @AfterEach
    void close() {
        orders.close();
    }

    private PageIterable<EnhancedOrder> ofCustomer(String customer, int pageSize) {
        return table.query(query -> query.queryConditional(QueryConditional.keyEqualTo(Key.builder()
                .partitionValue(customer).build())).limit(pageSize));
    }

    @Test
    void pages_of_the_enhanced_client_give_beans_and_their_attribute_maps() {
        // given
        TableDescription description = orders.client().describeTable(d -> d.tableName("orders")).table();
        // then
        assertThat(ofCustomer("C1", 2), table.tableSchema())
                .hasPageCount(2)
                .hasCount(3)
                .hasScannedCount(3)
                .items().extracting(EnhancedOrder::getOrderId).containsExactly("O1", "O2", "O3");
        assertThat(ofCustomer("C1", 2), table.tableSchema()).attributeMaps()
                .containsExactly(Orders.O1, Orders.O2, Orders.O3)
                .isInIndexOrder(description);
        assertThat(ofCustomer("C1", 2)).page(0).hasCount(2).hasMorePages().attributeMaps()
                .containsExactly(itemsFromYaml("""
                        - { customer: C1, order_id: O1, status: NEW, order_date: 2024-01-01, amount: 200 }
                        - { customer: C1, order_id: O2, status: NEW, order_date: 2024-01-02, amount: 50 }
                        """));
        assertThat(ofCustomer("C1", 2)).page(1).hasNoMorePages().hasScannedCount(1).items().hasSize(1);
    }

    @Test
    void one_page_converts_with_the_given_schema_or_one_derived_from_the_annotated_bean() {
        // given
        Page<EnhancedOrder> page = table.scan().iterator().next();
        // then
        assertThat(page, table.tableSchema()).hasCount(4).attributeMaps()
                .containsExactlyInAnyOrder(Orders.O1, Orders.O2, Orders.O3, Orders.O4);
        assertThat(page).attributeMaps().contains(Orders.O4);
    }

    @Test
    void a_number_that_differs_shows_as_attribute_maps_side_by_side() {
        // given
        var expected = itemsFromYaml("""
                - { customer: C2, order_id: O4, status: NEW, order_date: 2024-01-03, amount: 11 }
                """);
        // then
        assertThatThrownBy(() -> assertThat(ofCustomer("C2", 10)).attributeMaps().containsExactly(expected))
                .hasMessageEndingWith(lines("""
                        but expected item 0 differs from actual item 0 (differing cells marked ^):
                                      customer  order_id  status   order_date      amount
                          expected 0  S "C2"    S "O4"    S "NEW"  S "2024-01-03"  N 11
                            actual 0  S "C2"    S "O4"    S "NEW"  S "2024-01-03"  N 10
                                                                                   ^^^^
                          amount: expected N 11, was N 10"""));
    }

    @Test
    void hasPageCount_fails_listing_each_page() {
        assertThatThrownBy(() -> assertThat(ofCustomer("C1", 2)).hasPageCount(3)).hasMessage(lines("""

                Expecting Enhanced Client pages:
                  page  Count  ScannedCount  LastEvaluatedKey
                     0  2      2             customer = S "C1", order_id = S "O2"
                     1  1      1             -
                to be 3 pages
                but there were 2"""));
    }

    @Test
    void a_page_count_fails_showing_the_beans_as_attribute_maps() {
        assertThatThrownBy(() -> assertThat(ofCustomer("C2", 10)).page(0).hasCount(2)).hasMessage(lines("""

                Expecting Enhanced Client response with items:
                  #  customer  order_id  amount  order_date      status
                  0  S "C2"    S "O4"    N 10    S "2024-01-03"  S "NEW"
                to have Count 2
                but it was 1"""));
    }

    @Test
    void page_beyond_the_last_and_more_pages_fail_naming_the_pages() {
        assertThatThrownBy(() -> assertThat(ofCustomer("C2", 10)).page(1)).hasMessage(lines("""

                Expecting Enhanced Client pages:
                  page  Count  ScannedCount  LastEvaluatedKey
                     0  1      1             -
                to have a page 1 (counting from 0)
                but there was 1 page"""));
        assertThatThrownBy(() -> assertThat(ofCustomer("C2", 10)).page(0).hasMorePages()).hasMessage(lines("""

                Expecting Enhanced Client response to have more pages
                but it has no LastEvaluatedKey: it is the last page"""));
        assertThatThrownBy(() -> assertThat(ofCustomer("C1", 1)).page(0).hasNoMorePages()).hasMessage(lines("""

                Expecting Enhanced Client response to be the last page
                but it has LastEvaluatedKey:
                  #  customer  order_id
                  0  S "C1"    S "O1\""""));
    }

    @Test
    void beans_without_a_derivable_schema_ask_for_the_table_schema() {
        // given
        Page<Object> page = Page.builder(Object.class).items(List.of(new Object())).build();
        // then
        assertThatThrownBy(() -> assertThat(page).attributeMaps())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("No TableSchema can be derived from java.lang.Object (")
                .hasMessageEndingWith("); pass the table's schema: assertThat(pages, table.tableSchema())");
        assertThatThrownBy(() -> assertThat(page).hasCount(2)).hasMessage(lines("""

                Expecting Enhanced Client response with items:
                  #  item
                  0  %s
                to have Count 2
                but it was null""".formatted(page.items().get(0))));
    }

    @Test
    void soft_assertions_collect_failures_on_enhanced_pages() {
        // given
        DynamoEnhancedSoftAssertions softly = new DynamoEnhancedSoftAssertions();
        // when
        softly.assertThat(ofCustomer("C1", 2), table.tableSchema()).hasPageCount(3).hasCount(2);
        softly.assertThat(table.scan().iterator().next()).hasScannedCount(1);
        softly.assertThat(Orders.O1).hasNumber("amount", 1);
        // then
        assertThatThrownBy(softly::assertAll)
                .isInstanceOf(AssertJMultipleFailuresError.class)
                .hasMessageContaining("Multiple Failures (4 failures)")
                .hasMessageContaining("to be 3 pages")
                .hasMessageContaining("to have Count 2 in all")
                .hasMessageContaining("to have ScannedCount 1")
                .hasMessageContaining("to have amount = N 1");
    }
}
