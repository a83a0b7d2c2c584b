package dev.dynamofixtures.assertj;

import static dev.dynamofixtures.assertj.DynamoAssertions.assertThat;
import static dev.dynamofixtures.assertj.DynamoAssertions.item;
import static dev.dynamofixtures.assertj.ItemsAssertTest.lines;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dynamofixtures.core.InMemoryDynamo;
import dev.dynamofixtures.core.dataset.Dataset;
import dev.dynamofixtures.core.dataset.DatasetTable;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

class IndexOrderTest {

    /** Orders with a multi-attribute GSI: partition (region, status), sort (order_date, amount). */
    private static final Dataset ORDERS = Dataset.parse("orders.yml", """
            tables:
              orders:
                key: { customer: S, order_id: S }
                indexes:
                  ByRegionStatus:
                    partition: [ region: S, status: S ]
                    sort: [ order_date: S, amount: N ]
            items:
              orders:
                - { customer: C1, order_id: O1, region: EU, status: NEW, order_date: 2024-01-02, amount: 200 }
                - { customer: C1, order_id: O2, region: EU, status: NEW, order_date: 2024-01-01, amount: 50 }
                - { customer: C2, order_id: O3, region: EU, status: NEW, order_date: 2024-01-02, amount: 75 }
                - { customer: C2, order_id: O4, region: US, status: NEW, order_date: 2024-01-03, amount: 10 }
                - { customer: C3, order_id: "\\uFF61", region: EU, status: PAID, order_date: 2024-01-01, amount: 1 }
                - { customer: C3, order_id: "\\U0001F600", region: EU, status: PAID, order_date: 2024-01-01, amount: 2 }
            """);

    private final InMemoryDynamo dynamo = InMemoryDynamo.create().seed(ORDERS);
    private final TableDescription orders =
            dynamo.client().describeTable(describe -> describe.tableName("orders")).table();
    private final DatasetTable datasetOrders = ORDERS.table("orders").orElseThrow();

    @AfterEach
    void close() {
        dynamo.close();
    }

    private QueryResponse byRegionStatus(String region, String status, boolean forward) {
        return dynamo.client().query(query -> query.tableName("orders").indexName("ByRegionStatus")
                .keyConditionExpression("#r = :r AND #s = :s")
                .expressionAttributeNames(Map.of("#r", "region", "#s", "status"))
                .expressionAttributeValues(Map.of(":r", AttributeValue.fromS(region), ":s", AttributeValue.fromS(status)))
                .scanIndexForward(forward));
    }

    @Test
    void a_query_of_a_multi_attribute_gsi_is_in_its_order_forwards_and_in_reverse() {
        assertThat(byRegionStatus("EU", "NEW", true))
                .isInIndexOrder(orders, "ByRegionStatus")
                .isInIndexOrder(datasetOrders, "ByRegionStatus")
                .isInIndexOrder(datasetOrders.createTableRequest(), "ByRegionStatus")
                .extracting("order_id").containsExactly("O2", "O3", "O1");
        assertThat(byRegionStatus("EU", "NEW", false))
                .isInReverseIndexOrder(orders, "ByRegionStatus")
                .isInReverseIndexOrder(datasetOrders, "ByRegionStatus")
                .isInReverseIndexOrder(datasetOrders.createTableRequest(), "ByRegionStatus");
    }

    @Test
    void a_scan_keeps_each_partition_together_and_sorted_in_utf8_order() {
        // given: a scan returns partitions in hash order, each sorted by order_id; C3's ids sort by UTF-8 bytes
        var scan = dynamo.client().scan(s -> s.tableName("orders"));
        // then
        assertThat(scan).isInIndexOrder(orders).isInIndexOrder(datasetOrders).isInIndexOrder(orders, null)
                .isInIndexOrder(datasetOrders.createTableRequest());
        assertThat(dynamo.client().scan(s -> s.tableName("orders").indexName("ByRegionStatus")))
                .isInIndexOrder(orders, "ByRegionStatus");
    }

    @Test
    void isInIndexOrder_fails_naming_the_pair_and_the_sort_attribute_that_decided_by_utf8_order() {
        // given: String.compareTo puts the emoji first; DynamoDB puts U+FF61 first (UTF-8 EF BD A1 < F0 9F 98 80)
        List<Map<String, AttributeValue>> items = List.of(
                item("customer", "C3", "order_id", "\uD83D\uDE00"), item("customer", "C3", "order_id", "\uFF61"));
        // then
        assertThatThrownBy(() -> assertThat(items).isInIndexOrder(orders)).hasMessage(lines("""

                Expecting items:
                  #  customer  order_id
                  0  S "C3"    S "\uD83D\uDE00"
                  1  S "C3"    S "\uFF61"
                to be in the order of table orders: each partition (customer) together, sorted by order_id in DynamoDB order
                but items 0 and 1 of partition customer = S "C3" are out of order:
                  #  customer  order_id
                  0  S "C3"    S "\uD83D\uDE00"
                  1  S "C3"    S "\uFF61"
                order_id: S "\uD83D\uDE00" comes after S "\uFF61\""""));
    }

    @Test
    void isInReverseIndexOrder_fails_when_a_later_sort_attribute_decides() {
        // given: the same order_date, so amount decides; in reverse order 50 must not come before 75
        List<Map<String, AttributeValue>> items = List.of(
                item("region", "EU", "status", "NEW", "order_date", "2024-01-02", "amount", 50),
                item("region", "EU", "status", "NEW", "order_date", "2024-01-02", "amount", 75));
        // then
        assertThatThrownBy(() -> assertThat(items).isInReverseIndexOrder(orders, "ByRegionStatus")).hasMessage(lines("""

                Expecting items:
                  #  region  status   order_date      amount
                  0  S "EU"  S "NEW"  S "2024-01-02"  N 50
                  1  S "EU"  S "NEW"  S "2024-01-02"  N 75
                to be in the reverse order (ScanIndexForward=false) of index ByRegionStatus of table orders: each \
                partition (region, status) together, sorted descending by order_date, amount in DynamoDB order
                but items 0 and 1 of partition region = S "EU", status = S "NEW" are out of order:
                  #  region  status   order_date      amount
                  0  S "EU"  S "NEW"  S "2024-01-02"  N 50
                  1  S "EU"  S "NEW"  S "2024-01-02"  N 75
                amount: N 50 comes before N 75"""));
    }

    @Test
    void isInIndexOrder_fails_when_a_partition_is_split() {
        // given
        List<Map<String, AttributeValue>> items = List.of(item("customer", "C1", "order_id", "O1"),
                item("customer", "C2", "order_id", "O3"), item("customer", "C1", "order_id", "O2"));
        // then
        assertThatThrownBy(() -> assertThat(items).isInIndexOrder(datasetOrders)).hasMessage(lines("""

                Expecting items:
                  #  customer  order_id
                  0  S "C1"    S "O1"
                  1  S "C2"    S "O3"
                  2  S "C1"    S "O2"
                to be in the order of table orders: each partition (customer) together, sorted by order_id in DynamoDB order
                but items 0 and 2 belong to partition customer = S "C1" and item 1, between them, to another:
                  #  customer  order_id
                  0  S "C1"    S "O1"
                  1  S "C2"    S "O3"
                  2  S "C1"    S "O2"
                DynamoDB returns the items of a partition together"""));
    }

    @Test
    void isInIndexOrder_fails_on_an_item_without_a_key_attribute_of_the_index() {
        // given
        List<Map<String, AttributeValue>> items = List.of(
                item("region", "EU", "status", "NEW", "order_date", "2024-01-02"));
        // then
        assertThatThrownBy(() -> assertThat(items).isInIndexOrder(orders, "ByRegionStatus")).hasMessage(lines("""

                Expecting items:
                  #  region  status   order_date
                  0  S "EU"  S "NEW"  S "2024-01-02"
                to be in the order of index ByRegionStatus of table orders: each partition (region, status) \
                together, sorted by order_date, amount in DynamoDB order
                but item 0 has no amount, a key attribute: DynamoDB leaves such an item out of the index"""));
    }

    @Test
    void isInIndexOrder_fails_on_sort_values_of_two_types_and_on_a_value_no_key_holds() {
        assertThatThrownBy(() -> assertThat(List.of(item("customer", "C1", "order_id", 1),
                item("customer", "C1", "order_id", "1"))).isInIndexOrder(orders)).hasMessageEndingWith(
                        "but items 0 and 1 cannot be ordered by order_id: N 1 and S \"1\" are values of two types, "
                                + "which one key attribute never holds");
        assertThatThrownBy(() -> assertThat(List.of(item("customer", true, "order_id", "1")))
                .isInIndexOrder(orders)).hasMessageEndingWith(
                        "but item 0 holds customer = BOOL true, and key attributes hold only S, N or B values");
    }

    @Test
    void an_unknown_index_is_a_usage_error_naming_the_indexes() {
        assertThatThrownBy(() -> assertThat(List.<Map<String, AttributeValue>>of()).isInIndexOrder(orders, "ByStatus"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("Table orders has no index ByStatus; its indexes are ByRegionStatus");
    }

    @Test
    void soft_assertions_collect_index_order_failures() {
        // given
        DynamoSoftAssertions softly = new DynamoSoftAssertions();
        List<Map<String, AttributeValue>> items = List.of(item("customer", "C1", "order_id", "O2"),
                item("customer", "C1", "order_id", "O1"));
        // when
        softly.assertThat(items).isInIndexOrder(orders).isInReverseIndexOrder(datasetOrders).isInIndexOrder(orders);
        // then
        assertThatThrownBy(softly::assertAll).hasMessageContaining("Multiple Failures (2 failures)")
                .hasMessageContaining("order_id: S \"O2\" comes after S \"O1\"");
    }
}
