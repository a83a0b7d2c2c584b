package dev.dynamofixtures.assertj;

import static dev.dynamofixtures.assertj.DynamoAssertions.assertThat;
import static dev.dynamofixtures.assertj.DynamoAssertions.item;
import static dev.dynamofixtures.assertj.ItemsAssertTest.lines;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.assertj.core.api.Assertions;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;

class TableAssertTest {

    private static final String ORDERS = lines("""
              #  order_id    acc_type  amount  customer_id   order_date      org_id     status
              0  S "KSUID1"  S "A"     N 200   S "C#1A2B3C"  S "2025-11-04"  S "OMEGA"  S "ACTIVE"
              1  S "KSUID2"  S "A"     N 145   S "C#1A2B3C"  S "2025-11-04"  S "OMEGA"  S "PENDING"
              2  S "KSUID3"  S "B"     N 110   S "C#1A2B3C"  S "2025-11-04"  S "BRAVO"  S "PENDING"
              3  S "KSUID4"  S "A"     N 320   S "C#4D5E6F"  S "2025-11-05"  S "ALPHA"  S "ACTIVE"
              4  S "KSUID5"  S "A"     N 60    S "C#1A2B3C"  S "2025-11-06"  S "OMEGA"  -
            """).stripTrailing();

    private final InMemoryDatabase database = new InMemoryDatabase();

    TableAssertTest() {
        Shop.create(database.client());
    }

    @AfterEach
    void close() {
        database.close();
    }

    @Test
    void hasItemCount_passes_on_the_number_of_items_in_the_table() {
        assertThat(database).table("orders").hasItemCount(5);
        assertThat(database).table("carts").hasItemCount(0);
    }

    @Test
    void hasItemCount_fails_listing_the_items_in_key_order_keys_first() {
        assertThatThrownBy(() -> assertThat(database).table("orders").hasItemCount(4)).hasMessage(lines("""

                Expecting table orders (in-memory)
                to hold 4 items
                but it holds 5 items:
                """) + ORDERS);
    }

    @Test
    void hasItemCount_follows_every_page_of_the_scan() {
        // given: 25 items of 100 KB, more than two 1 MB Scan pages
        database.client().createTable(table -> table.tableName("documents").billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(Shop.s("doc_id"))
                .keySchema(Shop.hash("doc_id")));
        byte[] body = new byte[100_000];
        for (int i = 0; i < 25; i++) {
            Map<String, AttributeValue> document = item("doc_id", "D" + i, "body", SdkBytes.fromByteArray(body));
            database.client().putItem(put -> put.tableName("documents").item(document));
        }
        // then
        assertThat(database).table("documents").hasItemCount(25);
        Assertions.assertThat(database.unrecordedCalls().stream().filter("scan"::equals).count()).isGreaterThan(2);
    }

    @Test
    void failure_messages_show_the_first_twenty_items_and_how_many_more_there_are() {
        // given: the blog's shopping cart of customer 1A2B3C, 23 SKUs
        for (int i = 1; i <= 23; i++) {
            Map<String, AttributeValue> cartItem = item("PK", "C#1A2B3C", "SK", String.format("CART#S#ACTIVE#SKU#%03d", i),
                    "status", "ACTIVE");
            database.client().putItem(put -> put.tableName("carts").item(cartItem));
        }
        // then
        assertThatThrownBy(() -> assertThat(database).table("carts").isEmpty()).hasMessage(lines("""

                Expecting table carts (in-memory)
                to be empty
                but it holds 23 items:
                   #  PK            SK                         status
                   0  S "C#1A2B3C"  S "CART#S#ACTIVE#SKU#001"  S "ACTIVE"
                   1  S "C#1A2B3C"  S "CART#S#ACTIVE#SKU#002"  S "ACTIVE"
                   2  S "C#1A2B3C"  S "CART#S#ACTIVE#SKU#003"  S "ACTIVE"
                   3  S "C#1A2B3C"  S "CART#S#ACTIVE#SKU#004"  S "ACTIVE"
                   4  S "C#1A2B3C"  S "CART#S#ACTIVE#SKU#005"  S "ACTIVE"
                   5  S "C#1A2B3C"  S "CART#S#ACTIVE#SKU#006"  S "ACTIVE"
                   6  S "C#1A2B3C"  S "CART#S#ACTIVE#SKU#007"  S "ACTIVE"
                   7  S "C#1A2B3C"  S "CART#S#ACTIVE#SKU#008"  S "ACTIVE"
                   8  S "C#1A2B3C"  S "CART#S#ACTIVE#SKU#009"  S "ACTIVE"
                   9  S "C#1A2B3C"  S "CART#S#ACTIVE#SKU#010"  S "ACTIVE"
                  10  S "C#1A2B3C"  S "CART#S#ACTIVE#SKU#011"  S "ACTIVE"
                  11  S "C#1A2B3C"  S "CART#S#ACTIVE#SKU#012"  S "ACTIVE"
                  12  S "C#1A2B3C"  S "CART#S#ACTIVE#SKU#013"  S "ACTIVE"
                  13  S "C#1A2B3C"  S "CART#S#ACTIVE#SKU#014"  S "ACTIVE"
                  14  S "C#1A2B3C"  S "CART#S#ACTIVE#SKU#015"  S "ACTIVE"
                  15  S "C#1A2B3C"  S "CART#S#ACTIVE#SKU#016"  S "ACTIVE"
                  16  S "C#1A2B3C"  S "CART#S#ACTIVE#SKU#017"  S "ACTIVE"
                  17  S "C#1A2B3C"  S "CART#S#ACTIVE#SKU#018"  S "ACTIVE"
                  18  S "C#1A2B3C"  S "CART#S#ACTIVE#SKU#019"  S "ACTIVE"
                  19  S "C#1A2B3C"  S "CART#S#ACTIVE#SKU#020"  S "ACTIVE"
                  ... and 3 more items"""));
    }

    @Test
    void a_null_database_fails_as_null() {
        assertThatThrownBy(() -> assertThat((dev.dynamofixtures.core.DynamoDatabase) null).table("orders"))
                .hasMessageContaining("Expecting actual not to be null");
    }

    @Test
    void isEmpty_passes_on_a_table_without_items() {
        assertThat(database).table("carts").isEmpty();
    }

    @Test
    void isEmpty_fails_listing_the_items() {
        assertThatThrownBy(() -> assertThat(database).table("orders").isEmpty()).hasMessage(lines("""

                Expecting table orders (in-memory)
                to be empty
                but it holds 5 items:
                """) + ORDERS);
    }

    @Test
    void containsItem_compares_by_dynamodb_rules() {
        assertThat(database).table("orders").containsItem(item("order_id", "KSUID1", "customer_id", "C#1A2B3C",
                "order_date", "2025-11-04", "amount", AttributeValue.fromN("2E2"), "status", "ACTIVE", "acc_type", "A",
                "org_id", "OMEGA"));
    }

    @Test
    void containsItem_fails_showing_the_item_with_that_key_and_the_attributes_that_differ() {
        // given
        Map<String, AttributeValue> expected = item("order_id", "KSUID1", "customer_id", "C#1A2B3C",
                "order_date", "2025-11-04", "amount", 250, "status", "ACTIVE", "acc_type", "A");
        // then
        assertThatThrownBy(() -> assertThat(database).table("orders").containsItem(expected)).hasMessage(lines("""

                Expecting table orders (in-memory)
                to contain the item (by DynamoDB's rules):
                  #  order_id    acc_type  amount  customer_id   order_date      status
                  0  S "KSUID1"  S "A"     N 250   S "C#1A2B3C"  S "2025-11-04"  S "ACTIVE"
                but its item with that key is:
                  #  order_id    acc_type  amount  customer_id   order_date      org_id     status
                  0  S "KSUID1"  S "A"     N 200   S "C#1A2B3C"  S "2025-11-04"  S "OMEGA"  S "ACTIVE"
                which differs in amount, org_id"""));
    }

    @Test
    void containsItem_fails_listing_the_items_when_none_has_that_key() {
        assertThatThrownBy(() -> assertThat(database).table("orders")
                .containsItem(item("order_id", "KSUID9", "customer_id", "C#1A2B3C", "amount", 90)))
                .hasMessage(lines("""

                        Expecting table orders (in-memory)
                        to contain the item (by DynamoDB's rules):
                          #  order_id    amount  customer_id
                          0  S "KSUID9"  N 90    S "C#1A2B3C"
                        but it has no item with that key; it holds 5 items:
                        """) + ORDERS);
    }

    @Test
    void containsItem_rejects_an_item_without_the_table_key() {
        assertThatThrownBy(() -> assertThat(database).table("products")
                .containsItem(item("PK", "CATEGORY#Audio", "brand", "Sonos")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("containsItem(...) takes an item with the primary key of table products: PK (S), SK (S);"
                        + " but got PK");
    }

    @Test
    void containsKey_passes_on_the_key_as_a_map_or_as_names_and_values() {
        assertThat(database).table("products")
                .containsKey(item("PK", "CATEGORY#Audio", "SK", "PRODUCT#SONOS-ERA-100"))
                .containsKey("PK", "CATEGORY#Electronics", "SK", "PRODUCT#TV-LG-55#VARIANT#Black");
    }

    @Test
    void containsKey_fails_listing_the_items_keys_first() {
        assertThatThrownBy(() -> assertThat(database).table("products")
                .containsKey("PK", "CATEGORY#Audio", "SK", "PRODUCT#SONOS-ERA-300")).hasMessage(lines("""

                Expecting table products (in-memory)
                to contain an item with key:
                  #  PK                  SK
                  0  S "CATEGORY#Audio"  S "PRODUCT#SONOS-ERA-300"
                but it has none; it holds 5 items:
                  #  PK                        SK                                  brand      price     productName                 sale                   sale_price   color      stock
                  0  S "CATEGORY#Audio"        S "PRODUCT#BOSE-QC45"               S "Bose"   N 329     S "Bose QuietComfort 45"    S "CYBER-MONDAY-2025"  N 249        -          -
                  1  S "CATEGORY#Audio"        S "PRODUCT#SONOS-ERA-100"           S "Sonos"  N 249     S "Sonos Era 100"           S "BLACK-FRIDAY-2025"  N 199        -          -
                  2  S "CATEGORY#Electronics"  S "PRODUCT#LAPTOP-DELL-XPS"         S "Dell"   N 1299    S "Dell XPS 13 Laptop"      S "BLACK-FRIDAY-2025"  S "1199.00"  -          -
                  3  S "CATEGORY#Electronics"  S "PRODUCT#TV-LG-55"                S "LG"     N 799.99  S "LG 55-inch 4K Smart TV"  S "BLACK-FRIDAY-2025"  N 699.99     -          -
                  4  S "CATEGORY#Electronics"  S "PRODUCT#TV-LG-55#VARIANT#Black"  -          -         -                           -                      -            S "Black"  N 15"""));
    }

    @Test
    void containsKey_rejects_a_key_missing_a_key_attribute_naming_the_table_key() {
        assertThatThrownBy(() -> assertThat(database).table("products").containsKey("PK", "CATEGORY#Audio"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("containsKey(...) takes the primary key of table products: PK (S), SK (S); but got PK");
    }

    @Test
    void containsKey_rejects_a_key_attribute_of_another_type_than_declared() {
        assertThatThrownBy(() -> assertThat(database).table("orders").containsKey("order_id", 1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("containsKey(...) takes the primary key of table orders: order_id (S); but order_id is N 1,"
                        + " not of type S");
    }

    @Test
    void doesNotContainKey_passes_when_no_item_has_the_key() {
        assertThat(database).table("orders")
                .doesNotContainKey("order_id", "KSUID9")
                .doesNotContainKey(item("order_id", "ksuid1"));
    }

    @Test
    void doesNotContainKey_fails_showing_the_item() {
        assertThatThrownBy(() -> assertThat(database).table("orders").doesNotContainKey("order_id", "KSUID2"))
                .hasMessage(lines("""

                        Expecting table orders (in-memory)
                        not to contain an item with key:
                          #  order_id
                          0  S "KSUID2"
                        but it has:
                          #  order_id    acc_type  amount  customer_id   order_date      org_id     status
                          0  S "KSUID2"  S "A"     N 145   S "C#1A2B3C"  S "2025-11-04"  S "OMEGA"  S "PENDING\""""));
    }

    @Test
    void an_unknown_table_fails_naming_the_tables_that_exist() {
        assertThatThrownBy(() -> assertThat(database).table("order").hasItemCount(5)).hasMessage(lines("""

                Expecting table order (in-memory)
                to exist
                but there is no such table; the tables are:
                  carts
                  orders
                  products"""));
    }

    @Test
    void an_unknown_table_in_an_empty_database_says_there_are_no_tables() {
        try (InMemoryDatabase empty = new InMemoryDatabase()) {
            assertThatThrownBy(() -> assertThat(empty).table("orders").containsKey("order_id", "KSUID1"))
                    .hasMessage(lines("""

                            Expecting table orders (in-memory)
                            to exist
                            but there is no such table: the database has no tables"""));
        }
    }

    @Test
    void partition_navigates_to_the_items_of_one_partition_in_sort_key_order() {
        assertThat(database).table("products").partition("PK", "CATEGORY#Electronics")
                .containsExactly(Shop.LAPTOP, Shop.TV, Shop.TV_BLACK);
        assertThat(database).table("products").partition(item("PK", "CATEGORY#Toys")).containsExactly();
    }

    @Test
    void partition_failures_name_the_partition_in_the_description() {
        assertThatThrownBy(() -> assertThat(database).table("products").partition("PK", "CATEGORY#Audio")
                .containsExactly(Shop.SPEAKER)).hasMessage(lines("""
                [partition PK = S "CATEGORY#Audio" of table products (in-memory)] \n\
                Expecting actual items:
                  #  PK                  SK                         productName               brand      price  sale                   sale_price
                  0  S "CATEGORY#Audio"  S "PRODUCT#BOSE-QC45"      S "Bose QuietComfort 45"  S "Bose"   N 329  S "CYBER-MONDAY-2025"  N 249
                  1  S "CATEGORY#Audio"  S "PRODUCT#SONOS-ERA-100"  S "Sonos Era 100"         S "Sonos"  N 249  S "BLACK-FRIDAY-2025"  N 199
                to contain exactly, in this order (by DynamoDB's rules):
                  #  PK                  SK                         productName        brand      price  sale                   sale_price
                  0  S "CATEGORY#Audio"  S "PRODUCT#SONOS-ERA-100"  S "Sonos Era 100"  S "Sonos"  N 249  S "BLACK-FRIDAY-2025"  N 199
                but did not expect:
                  #  PK                  SK                     productName               brand     price  sale                   sale_price
                  0  S "CATEGORY#Audio"  S "PRODUCT#BOSE-QC45"  S "Bose QuietComfort 45"  S "Bose"  N 329  S "CYBER-MONDAY-2025"  N 249"""));
    }

    @Test
    void partition_keeps_the_description_given_by_the_user() {
        assertThatThrownBy(() -> assertThat(database).table("products").as("audio").partition("PK", "CATEGORY#Audio")
                .containsExactly()).hasMessageStartingWith("[audio] ");
    }

    @Test
    void partition_rejects_a_key_that_is_not_the_partition_key() {
        assertThatThrownBy(() -> assertThat(database).table("products")
                .partition("PK", "CATEGORY#Audio", "SK", "PRODUCT#BOSE-QC45"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("partition(...) takes the partition key of table products: PK (S); but got PK, SK");
    }

    @Test
    void a_chain_reads_only_through_the_unrecorded_client_and_describes_the_table_once() {
        // given
        InMemoryDatabase unrecordedOnly = database.withoutRecordedClient();
        database.unrecordedCalls().clear();
        // when
        assertThat(unrecordedOnly).table("orders").hasItemCount(5).containsKey("order_id", "KSUID1")
                .doesNotContainKey("order_id", "KSUID9").containsItem(Shop.KSUID3);
        // then
        Assertions.assertThat(database.unrecordedCalls()).isEqualTo(
                List.of("describeTable", "scan", "getItem", "getItem", "getItem"));
    }
}
