package dev.dynamofixtures.assertj;

import static dev.dynamofixtures.assertj.DynamoAssertions.assertThat;
import static dev.dynamofixtures.assertj.DynamoAssertions.item;
import static dev.dynamofixtures.assertj.ItemsAssertTest.lines;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.assertj.core.api.Assertions;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.awscore.exception.AwsErrorDetails;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

class IndexAssertTest {

    private final InMemoryDatabase database = new InMemoryDatabase();

    IndexAssertTest() {
        Shop.create(database.client());
    }

    @AfterEach
    void close() {
        database.close();
    }

    private IndexAssert index(String table, String index) {
        return assertThat(database).table(table).index(index);
    }

    @Test
    void containsKey_passes_when_the_item_has_every_attribute_of_a_multi_attribute_key() {
        index("orders", "OrdersByStatusDateAmount").containsKey("order_id", "KSUID1").containsKey(item("order_id", "KSUID4"));
        index("orders", "OrdersByCustomerAndStatus").containsKey("order_id", "KSUID2");
        index("products", "ProductsOnSale").containsKey("PK", "CATEGORY#Electronics", "SK", "PRODUCT#TV-LG-55");
    }

    @Test
    void index_assert_names_the_missing_sort_key_attribute() {
        assertThatThrownBy(() -> index("orders", "OrdersByStatusDateAmount").containsKey("order_id", "KSUID5"))
                .hasMessage(lines("""

                        Expecting index OrdersByStatusDateAmount of table orders (in-memory)
                        to contain the item with key:
                          #  order_id
                          0  S "KSUID5"
                        but it does not:
                          - the item has no status: the index's sort key needs it (type S)
                        The item in table orders:
                          #  customer_id   order_date      amount  order_id    acc_type  org_id
                          0  S "C#1A2B3C"  S "2025-11-06"  N 60    S "KSUID5"  S "A"     S "OMEGA"
                        An item is in an index only when it has every key attribute of the index, of the declared type."""));
    }

    @Test
    void index_assert_names_the_missing_partition_key_attribute_of_a_multi_attribute_partition_key() {
        assertThatThrownBy(() -> index("orders", "OrdersByCustomerAndStatus").containsKey("order_id", "KSUID5"))
                .hasMessageContaining(lines("""
                        but it does not:
                          - the item has no status: the index's partition key needs it (type S)
                        The item in table orders:"""));
    }

    @Test
    void index_assert_lists_one_reason_per_missing_attribute_of_a_sparse_index() {
        assertThatThrownBy(() -> index("products", "ProductsOnSale")
                .containsKey("PK", "CATEGORY#Electronics", "SK", "PRODUCT#TV-LG-55#VARIANT#Black"))
                .hasMessage(lines("""

                        Expecting index ProductsOnSale of table products (in-memory)
                        to contain the item with key:
                          #  PK                        SK
                          0  S "CATEGORY#Electronics"  S "PRODUCT#TV-LG-55#VARIANT#Black"
                        but it does not:
                          - the item has no sale: the index's partition key needs it (type S)
                          - the item has no sale_price: the index's sort key needs it (type N)
                        The item in table products:
                          #  PK                        SK                                  color      stock
                          0  S "CATEGORY#Electronics"  S "PRODUCT#TV-LG-55#VARIANT#Black"  S "Black"  N 15
                        An item is in an index only when it has every key attribute of the index, of the declared type."""));
    }

    @Test
    void index_assert_names_the_key_attribute_of_the_wrong_type() {
        assertThatThrownBy(() -> index("products", "ProductsOnSale")
                .containsKey("PK", "CATEGORY#Electronics", "SK", "PRODUCT#LAPTOP-DELL-XPS"))
                .hasMessage(lines("""

                        Expecting index ProductsOnSale of table products (in-memory)
                        to contain the item with key:
                          #  PK                        SK
                          0  S "CATEGORY#Electronics"  S "PRODUCT#LAPTOP-DELL-XPS"
                        but it does not:
                          - sale_price is S "1199.00": the index's sort key declares sale_price as N
                        The item in table products:
                          #  sale                   sale_price   PK                        SK                           brand     price   productName
                          0  S "BLACK-FRIDAY-2025"  S "1199.00"  S "CATEGORY#Electronics"  S "PRODUCT#LAPTOP-DELL-XPS"  S "Dell"  N 1299  S "Dell XPS 13 Laptop"
                        An item is in an index only when it has every key attribute of the index, of the declared type."""));
    }

    @Test
    void index_assert_says_when_the_table_has_no_such_item() {
        assertThatThrownBy(() -> index("orders", "OrdersByStatusDateAmount").containsKey("order_id", "KSUID9"))
                .hasMessage(lines("""

                        Expecting index OrdersByStatusDateAmount of table orders (in-memory)
                        to contain the item with key:
                          #  order_id
                          0  S "KSUID9"
                        but it does not:
                          - table orders has no item with this key"""));
    }

    @Test
    void containsKey_rejects_a_key_that_is_not_the_table_key() {
        assertThatThrownBy(() -> index("orders", "OrdersByStatusDateAmount").containsKey("customer_id", "C#1A2B3C"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("containsKey(...) takes the primary key of table orders: order_id (S); but got customer_id");
    }

    @Test
    void doesNotContainKey_passes_for_items_left_out_of_a_sparse_index_and_for_missing_items() {
        index("orders", "OrdersByStatusDateAmount").doesNotContainKey("order_id", "KSUID5")
                .doesNotContainKey(item("order_id", "KSUID9"));
        index("products", "ProductsOnSale")
                .doesNotContainKey("PK", "CATEGORY#Electronics", "SK", "PRODUCT#LAPTOP-DELL-XPS")
                .doesNotContainKey("PK", "CATEGORY#Electronics", "SK", "PRODUCT#TV-LG-55#VARIANT#Black");
    }

    @Test
    void doesNotContainKey_fails_showing_the_index_entry_keys_first() {
        assertThatThrownBy(() -> index("products", "ProductsOnSale")
                .doesNotContainKey("PK", "CATEGORY#Electronics", "SK", "PRODUCT#TV-LG-55"))
                .hasMessage(lines("""

                        Expecting index ProductsOnSale of table products (in-memory)
                        not to contain the item with key:
                          #  PK                        SK
                          0  S "CATEGORY#Electronics"  S "PRODUCT#TV-LG-55"
                        but it does, as:
                          #  sale                   sale_price  PK                        SK                    brand   price     productName
                          0  S "BLACK-FRIDAY-2025"  N 699.99    S "CATEGORY#Electronics"  S "PRODUCT#TV-LG-55"  S "LG"  N 799.99  S "LG 55-inch 4K Smart TV\""""));
    }

    @Test
    void hasItemCount_counts_only_the_items_in_the_index() {
        index("orders", "OrdersByStatusDateAmount").hasItemCount(4);
        index("products", "ProductsOnSale").hasItemCount(3);
    }

    @Test
    void hasItemCount_fails_listing_the_index_items_in_index_order() {
        assertThatThrownBy(() -> index("orders", "OrdersByStatusDateAmount").hasItemCount(5)).hasMessage(lines("""

                Expecting index OrdersByStatusDateAmount of table orders (in-memory)
                to hold 5 items
                but it holds 4 items:
                  #  customer_id   status       order_date      amount  order_id    acc_type  org_id
                  0  S "C#1A2B3C"  S "ACTIVE"   S "2025-11-04"  N 200   S "KSUID1"  S "A"     S "OMEGA"
                  1  S "C#1A2B3C"  S "PENDING"  S "2025-11-04"  N 110   S "KSUID3"  S "B"     S "BRAVO"
                  2  S "C#1A2B3C"  S "PENDING"  S "2025-11-04"  N 145   S "KSUID2"  S "A"     S "OMEGA"
                  3  S "C#4D5E6F"  S "ACTIVE"   S "2025-11-05"  N 320   S "KSUID4"  S "A"     S "ALPHA\""""));
    }

    @Test
    void isEmpty_passes_on_an_index_without_items() {
        index("carts", "CartItemsByStatus").isEmpty();
    }

    @Test
    void isEmpty_fails_listing_the_index_items() {
        assertThatThrownBy(() -> index("products", "ProductsOnSale").isEmpty()).hasMessage(lines("""

                Expecting index ProductsOnSale of table products (in-memory)
                to be empty
                but it holds 3 items:
                  #  sale                   sale_price  PK                        SK                         brand      price     productName
                  0  S "BLACK-FRIDAY-2025"  N 199       S "CATEGORY#Audio"        S "PRODUCT#SONOS-ERA-100"  S "Sonos"  N 249     S "Sonos Era 100"
                  1  S "BLACK-FRIDAY-2025"  N 699.99    S "CATEGORY#Electronics"  S "PRODUCT#TV-LG-55"       S "LG"     N 799.99  S "LG 55-inch 4K Smart TV"
                  2  S "CYBER-MONDAY-2025"  N 249       S "CATEGORY#Audio"        S "PRODUCT#BOSE-QC45"      S "Bose"   N 329     S "Bose QuietComfort 45\""""));
    }

    @Test
    void hasPartitionCount_counts_distinct_partition_keys_of_one_or_several_attributes() {
        index("orders", "OrdersByStatusDateAmount").hasPartitionCount(2);
        index("orders", "OrdersByCustomerAndStatus").hasPartitionCount(3);
        index("products", "ProductsOnSale").hasPartitionCount(2);
        index("carts", "CartItemsByStatus").hasPartitionCount(0);
    }

    @Test
    void hasPartitionCount_fails_listing_each_partition_with_its_item_count() {
        assertThatThrownBy(() -> index("orders", "OrdersByCustomerAndStatus").hasPartitionCount(2)).hasMessage(lines("""

                Expecting index OrdersByCustomerAndStatus of table orders (in-memory)
                to have 2 partitions
                but it has 3 partitions (partition key customer_id (S), status (S)):
                  #  customer_id   status       items
                  0  S "C#1A2B3C"  S "ACTIVE"   N 1
                  1  S "C#1A2B3C"  S "PENDING"  N 2
                  2  S "C#4D5E6F"  S "ACTIVE"   N 1"""));
    }

    @Test
    void hasPartitionCount_on_an_empty_index_says_there_are_no_partitions() {
        assertThatThrownBy(() -> index("carts", "CartItemsByStatus").hasPartitionCount(1)).hasMessage(lines("""

                Expecting index CartItemsByStatus of table carts (in-memory)
                to have 1 partition
                but it has 0 partitions (partition key PK (S)):
                  (no partitions)"""));
    }

    @Test
    void partition_gives_the_items_of_one_partition_in_index_order() {
        // the blog's first query: every order of customer 1A2B3C, by status, date and amount
        index("orders", "OrdersByStatusDateAmount").partition("customer_id", "C#1A2B3C")
                .containsExactly(Shop.KSUID1, Shop.KSUID3, Shop.KSUID2)
                .isSortedBy("status", "order_date", "amount");
        // a multi-attribute partition key: every attribute is an equality condition
        index("orders", "OrdersByCustomerAndStatus").partition(item("customer_id", "C#1A2B3C", "status", "PENDING"))
                .containsExactly(Shop.KSUID3, Shop.KSUID2);
        index("products", "ProductsOnSale").partition("sale", "BLACK-FRIDAY-2025")
                .containsExactly(Shop.SPEAKER, Shop.TV);
    }

    @Test
    void partition_failures_name_the_partition_in_the_description() {
        assertThatThrownBy(() -> index("orders", "OrdersByCustomerAndStatus")
                .partition("customer_id", "C#1A2B3C", "status", "PENDING").containsExactly(Shop.KSUID2, Shop.KSUID3))
                .hasMessage(lines("""
                        [partition customer_id = S "C#1A2B3C", status = S "PENDING" of index OrdersByCustomerAndStatus \
                        of table orders (in-memory)] \n\
                        Expecting actual items:
                          #  order_id    customer_id   order_date      amount  status       acc_type  org_id
                          0  S "KSUID3"  S "C#1A2B3C"  S "2025-11-04"  N 110   S "PENDING"  S "B"     S "BRAVO"
                          1  S "KSUID2"  S "C#1A2B3C"  S "2025-11-04"  N 145   S "PENDING"  S "A"     S "OMEGA"
                        to contain exactly, in this order (by DynamoDB's rules):
                          #  order_id    customer_id   order_date      amount  status       acc_type  org_id
                          0  S "KSUID2"  S "C#1A2B3C"  S "2025-11-04"  N 145   S "PENDING"  S "A"     S "OMEGA"
                          1  S "KSUID3"  S "C#1A2B3C"  S "2025-11-04"  N 110   S "PENDING"  S "B"     S "BRAVO"
                        but the order differs from index 0 on: actual item 0 is expected item 1, and expected item 0 is actual item 1"""));
    }

    @Test
    void counts_and_partitions_follow_every_page_of_scans_and_queries() {
        // given: a folder tree in one partition (a composite sort key), 25 photos of 100 KB, more than two 1 MB pages
        database.client().createTable(table -> table.tableName("files")
                .billingMode(software.amazon.awssdk.services.dynamodb.model.BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(Shop.s("PK"), Shop.s("SK"), Shop.s("owner"))
                .keySchema(Shop.hash("PK"), Shop.range("SK"))
                .globalSecondaryIndexes(GlobalSecondaryIndex.builder().indexName("FilesByOwner")
                        .keySchema(Shop.hash("owner")).projection(p -> p.projectionType("ALL")).build()));
        byte[] photo = new byte[100_000];
        for (int i = 0; i < 25; i++) {
            var file = item("PK", "DRIVE#alice", "SK", String.format("root/photos/2026/IMG_%04d.jpg", i),
                    "owner", "alice", "content", photo);
            database.client().putItem(put -> put.tableName("files").item(file));
        }
        database.unrecordedCalls().clear();
        // then
        assertThat(database).table("files").partition("PK", "DRIVE#alice").extracting("SK").hasSize(25)
                .startsWith("root/photos/2026/IMG_0000.jpg").endsWith("root/photos/2026/IMG_0024.jpg");
        index("files", "FilesByOwner").hasItemCount(25).hasPartitionCount(1)
                .partition("owner", "alice").extracting("SK").hasSize(25);
        Assertions.assertThat(database.unrecordedCalls().stream().filter("query"::equals).count()).isGreaterThan(4);
        Assertions.assertThat(database.unrecordedCalls().stream().filter("scan"::equals).count()).isGreaterThan(4);
    }

    @Test
    void partition_rejects_a_key_missing_a_partition_key_attribute() {
        assertThatThrownBy(() -> index("orders", "OrdersByCustomerAndStatus").partition("customer_id", "C#1A2B3C"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("partition(...) takes the partition key of GSI OrdersByCustomerAndStatus: customer_id (S),"
                        + " status (S); but got customer_id");
    }

    @Test
    void an_unknown_index_fails_naming_the_indexes_with_their_keys() {
        assertThatThrownBy(() -> index("orders", "OrdersByStatus").hasItemCount(4)).hasMessage(lines("""

                Expecting index OrdersByStatus of table orders (in-memory)
                to exist
                but there is no such index; the indexes of table orders are:
                  OrdersByStatusDateAmount   GSI  partition key customer_id (S); sort key attributes status (S), order_date (S), amount (N)
                  OrdersByCustomerAndStatus  GSI  partition key attributes customer_id (S), status (S); sort key attributes order_date (S), amount (N)"""));
    }

    @Test
    void an_index_of_a_table_without_indexes_fails_saying_so() {
        // given
        database.client().createTable(table -> table.tableName("audit")
                .billingMode(software.amazon.awssdk.services.dynamodb.model.BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(Shop.s("event_id"))
                .keySchema(Shop.hash("event_id")));
        // then
        assertThatThrownBy(() -> index("audit", "ByDate").containsKey("event_id", "E1")).hasMessage(lines("""

                Expecting index ByDate of table audit (in-memory)
                to exist
                but there is no such index: table audit has no secondary indexes"""));
    }

    @Test
    void an_index_of_an_unknown_table_fails_naming_the_tables() {
        assertThatThrownBy(() -> index("order", "OrdersByStatusDateAmount").hasPartitionCount(2))
                .hasMessage(lines("""

                        Expecting table order (in-memory)
                        to exist
                        but there is no such table; the tables are:
                          carts
                          orders
                          products"""));
    }

    @Test
    void local_secondary_indexes_have_the_same_assertions() {
        // given: the blog's shopping cart, with an LSI by date
        database.client().createTable(table -> table.tableName("cart_items")
                .billingMode(software.amazon.awssdk.services.dynamodb.model.BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(Shop.s("PK"), Shop.s("SK"), Shop.s("date"))
                .keySchema(Shop.hash("PK"), Shop.range("SK"))
                .localSecondaryIndexes(LocalSecondaryIndex.builder().indexName("CartItemsByDate")
                        .keySchema(Shop.hash("PK"), Shop.range("date"))
                        .projection(p -> p.projectionType("ALL")).build()));
        for (var cartItem : List.of(
                item("PK", "C#1A2B3C", "SK", "CART#S#ACTIVE#SKU#123ABC", "status", "ACTIVE", "sku", "123ABC",
                        "date", "2025-11-04T10:00:00"),
                item("PK", "C#1A2B3C", "SK", "CART#S#SAVED#SKU#345CDE", "status", "SAVED", "sku", "345CDE"))) {
            database.client().putItem(put -> put.tableName("cart_items").item(cartItem));
        }
        // then
        index("cart_items", "CartItemsByDate").hasItemCount(1).hasPartitionCount(1)
                .containsKey("PK", "C#1A2B3C", "SK", "CART#S#ACTIVE#SKU#123ABC");
        assertThatThrownBy(() -> index("cart_items", "CartItemsByDate")
                .containsKey("PK", "C#1A2B3C", "SK", "CART#S#SAVED#SKU#345CDE"))
                .hasMessageContaining("  - the item has no date: the index's sort key needs it (type S)");
    }

    @Test
    void an_index_chain_describes_the_table_once_and_reads_only_through_the_unrecorded_client() {
        // given
        InMemoryDatabase unrecordedOnly = database.withoutRecordedClient();
        database.unrecordedCalls().clear();
        // when
        assertThat(unrecordedOnly).table("orders").index("OrdersByStatusDateAmount")
                .containsKey("order_id", "KSUID1").doesNotContainKey("order_id", "KSUID5").hasPartitionCount(2);
        // then
        Assertions.assertThat(database.unrecordedCalls())
                .isEqualTo(List.of("describeTable", "getItem", "query", "getItem", "scan"));
    }

    @Test
    void index_assert_says_when_an_item_that_belongs_in_the_index_is_not_returned_yet() {
        // given: a backend whose index lags behind the table, as a GSI on DynamoDB may
        InMemoryDatabase lagging = database.answering("query", request -> QueryResponse.builder().count(0).build());
        // then
        assertThatThrownBy(() -> assertThat(lagging).table("orders").index("OrdersByStatusDateAmount")
                .containsKey("order_id", "KSUID1")).hasMessage(lines("""

                        Expecting index OrdersByStatusDateAmount of table orders (in-memory)
                        to contain the item with key:
                          #  order_id
                          0  S "KSUID1"
                        but it does not:
                          - the item has every key attribute of the index, of the declared type, yet a Query of the \
                        index does not return it: on DynamoDB indexes are updated asynchronously, so the write may not \
                        have reached the index yet
                        The item in table orders:
                          #  customer_id   status      order_date      amount  order_id    acc_type  org_id
                          0  S "C#1A2B3C"  S "ACTIVE"  S "2025-11-04"  N 200   S "KSUID1"  S "A"     S "OMEGA"
                        An item is in an index only when it has every key attribute of the index, of the declared type."""));
    }

    @Test
    void index_assertions_say_when_the_backend_cannot_tell_whether_the_index_holds_the_item() {
        // given: a backend that cannot query multi-attribute keys
        InMemoryDatabase older = database.answering("query", request -> {
            throw DynamoDbException.builder().awsErrorDetails(AwsErrorDetails.builder()
                    .errorCode("ValidationException").errorMessage("Query condition missed key schema element: status")
                    .build()).build();
        });
        // then
        assertThatThrownBy(() -> assertThat(older).table("orders").index("OrdersByStatusDateAmount")
                .containsKey("order_id", "KSUID1")).hasMessageContaining(lines("""
                        but it does not:
                          - whether the index holds it cannot be determined on in-memory: a Query of the index failed \
                        with ValidationException: Query condition missed key schema element: status
                        The item in table orders:"""));
        assertThatThrownBy(() -> assertThat(older).table("orders").index("OrdersByStatusDateAmount")
                .doesNotContainKey("order_id", "KSUID1")).hasMessage(lines("""

                        Expecting index OrdersByStatusDateAmount of table orders (in-memory)
                        not to contain the item with key:
                          #  order_id
                          0  S "KSUID1"
                        but whether the index holds it cannot be determined on in-memory: a Query of the index failed with ValidationException: Query condition missed key schema \
                        element: status"""));
    }
}
