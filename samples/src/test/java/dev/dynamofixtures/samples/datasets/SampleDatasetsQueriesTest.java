package dev.dynamofixtures.samples.datasets;

import static dev.dynamofixtures.samples.datasets.ArticleQueries.CATALOG;
import static dev.dynamofixtures.samples.datasets.ArticleQueries.FILE_TREE;
import static dev.dynamofixtures.samples.datasets.ArticleQueries.MATCHES;
import static dev.dynamofixtures.samples.datasets.ArticleQueries.ORDERS;
import static dev.dynamofixtures.samples.datasets.ArticleQueries.USERS_ORDERS;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dynamofixtures.core.InMemoryDynamo;
import dev.dynamofixtures.core.MutableClock;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * The articles' access patterns ({@link ArticleQueries}) on the engine seeded with the five sample datasets: each
 * returns the right items in the right order.
 */
class SampleDatasetsQueriesTest {
    private static InMemoryDynamo dynamo;
    private static DynamoDbClient client;

    @BeforeAll
    static void load() {
        dynamo = InMemoryDynamo.builder().clock(MutableClock.at(SampleDatasets.NOW)).build()
                .seed(SampleDatasets.readAll());
        client = dynamo.client();
    }

    @AfterAll
    static void close() {
        dynamo.close();
    }

    // Orders dashboard.

    @Test
    void a_customers_orders_come_back_by_status_then_date_then_amount_without_the_drafts() {
        assertThat(ids(ArticleQueries.ordersOf("1A2B3C"), "order_id")).containsExactly(
                "KSUID9", "KSUID1", "KSUID10", "KSUID14", "KSUID12", "KSUID13", "KSUID11",
                "KSUID8", "KSUID5", "KSUID4", "KSUID3", "KSUID2", "KSUID6", "KSUID7");
    }

    @Test
    void equalities_on_status_then_date_narrow_the_orders_step_by_step() {
        assertThat(ids(ArticleQueries.ordersOf("1A2B3C", "PENDING"), "order_id"))
                .containsExactly("KSUID8", "KSUID5", "KSUID4", "KSUID3", "KSUID2", "KSUID6", "KSUID7");
        assertThat(ids(ArticleQueries.ordersOf("1A2B3C", "PENDING", "2025-11-04"), "order_id"))
                .containsExactly("KSUID5", "KSUID4", "KSUID3", "KSUID2");
    }

    @Test
    void the_articles_pending_orders_on_november_4th_above_100_dollars_exclude_exactly_100() {
        assertThat(ids(ArticleQueries.ordersAbove("1A2B3C", "PENDING", "2025-11-04", "100"), "order_id"))
                .containsExactly("KSUID3", "KSUID2");
    }

    @Test
    void a_range_on_the_date_selects_the_orders_since_that_day() {
        assertThat(ids(ArticleQueries.ordersSince("1A2B3C", "PENDING", "2025-11-05"), "order_id"))
                .containsExactly("KSUID6", "KSUID7");
    }

    @Test
    void the_amount_cannot_be_filtered_on_an_index_whose_key_it_is_part_of() {
        // given
        QueryRequest request = ArticleQueries.ordersSince("1A2B3C", "PENDING", "2025-11-04").toBuilder()
                .filterExpression("amount > :min_amount")
                .expressionAttributeValues(Map.of(":cust", AttributeValue.fromS("1A2B3C"),
                        ":status", AttributeValue.fromS("PENDING"), ":from", AttributeValue.fromS("2025-11-04"),
                        ":min_amount", AttributeValue.fromN("100"))).build();

        // when / then
        assertThatThrownBy(() -> client.query(request)).isInstanceOf(DynamoDbException.class)
                .hasMessageContaining("Filter Expression can only contain non-primary key attributes")
                .hasMessageContaining("amount");
    }

    @Test
    void the_status_sharded_index_needs_both_partition_attributes_and_projects_what_it_includes() {
        // when
        List<Map<String, AttributeValue>> newOrders = all(ArticleQueries.shardedOrders("9Z8Y7X", "NEW"));

        // then
        assertThat(SampleDatasets.values(newOrders, "order_id")).containsExactly("KSUID33", "KSUID32");
        assertThat(newOrders.get(0)).containsOnlyKeys("order_id", "customer_id", "status", "order_date", "amount",
                "acc_type", "org_id");
        assertThat(ids(ArticleQueries.shardedOrdersAbove("9Z8Y7X", "NEW", "2025-11-04", "10000"), "order_id"))
                .containsExactly("KSUID32");
        assertThatThrownBy(() -> client.query(ArticleQueries.shardedOrders("9Z8Y7X", "NEW").toBuilder()
                .keyConditionExpression("customer_id = :cust")
                .expressionAttributeValues(Map.of(":cust", AttributeValue.fromS("9Z8Y7X")))
                .expressionAttributeNames(null).build()))
                .as("a query names every partition attribute").isInstanceOf(DynamoDbException.class);
    }

    @Test
    void orders_without_a_status_are_in_neither_index() {
        assertThat(scan(ORDERS, "OrdersByStatusDateAmount")).hasSize(37);
        assertThat(scan(ORDERS, "OrdersByCustomerStatus")).hasSize(37);
        assertThat(SampleDatasets.values(scan(ORDERS, "OrdersByStatusDateAmount"), "order_id"))
                .doesNotContain("KSUID15", "KSUID24", "KSUID31");
    }

    // File tree.

    @Test
    void a_begins_with_on_the_path_reads_a_folder_and_its_whole_subtree_in_path_order() {
        assertThat(ids(ArticleQueries.subtree("DRIVE#a91", "root/photos/"), "SK")).containsExactly(
                "root/photos/", "root/photos/2025/", "root/photos/2025/café-de-flore.jpg",
                "root/photos/2025/ski-trip.jpg", "root/photos/2026/", "root/photos/2026/beach.jpg",
                "root/photos/2026/sunset.jpg", "root/photos/2026/東京タワー.jpg", "root/photos/2026/ﾊﾟｰﾃｨｰ.jpg",
                "root/photos/2026/🎉 new year.png", "root/photos/index.json");
    }

    @Test
    void a_folder_sorts_just_before_its_children_and_after_a_sibling_file_sharing_its_name() {
        // when
        List<String> drive = ids(ArticleQueries.subtree("DRIVE#a91", "root/"), "SK");

        // then
        assertThat(drive).hasSize(26).startsWith("root/", "root/docs/", "root/docs/contracts/");
        assertThat(drive.subList(drive.indexOf("root/photos.zip"), drive.indexOf("root/photos.zip") + 3))
                .containsExactly("root/photos.zip", "root/photos/", "root/photos/2025/");
    }

    @Test
    void non_ascii_names_sort_by_their_utf8_bytes_not_by_java_string_order() {
        // when
        List<String> names = ids(ArticleQueries.children("DRIVE#a91", "root/photos/2026/"), "name");

        // then
        assertThat(names).containsExactly("beach.jpg", "sunset.jpg", "東京タワー.jpg", "ﾊﾟｰﾃｨｰ.jpg", "🎉 new year.png");
        List<String> utf16Order = new ArrayList<>(names);
        utf16Order.sort(Comparator.naturalOrder());
        assertThat(utf16Order).as("String.compareTo puts the emoji's surrogates first").isNotEqualTo(names);
    }

    @Test
    void the_parent_index_lists_a_folders_direct_children_by_name_in_its_own_drive() {
        assertThat(ids(ArticleQueries.children("DRIVE#a91", "root/photos/"), "name"))
                .containsExactly("2025", "2026", "index.json");
        assertThat(ids(ArticleQueries.children("DRIVE#b07", "root/"), "name"))
                .containsExactly(".config", "Zoë's notes.txt", "photos", "readme.md", "Ångström.txt", "仕事");
        assertThat(scan(FILE_TREE, "ChildrenByParent")).as("every entry but the two roots").hasSize(38);
    }

    @Test
    void the_modification_time_lsi_lists_a_drives_recent_files_newest_first_keys_only() {
        // when
        List<Map<String, AttributeValue>> recent = all(ArticleQueries.recentlyModified("DRIVE#a91", "2026-01-01"));

        // then
        assertThat(SampleDatasets.values(recent, "SK")).containsExactly("root/notes.txt", "root/photos/index.json",
                "root/photos/2026/sunset.jpg", "root/photos/2026/beach.jpg", "root/photos/2026/東京タワー.jpg",
                "root/photos/2026/ﾊﾟｰﾃｨｰ.jpg", "root/photos/2026/🎉 new year.png");
        assertThat(recent.get(0)).containsOnlyKeys("PK", "SK", "modified");
    }

    // Product catalog.

    @Test
    void one_query_returns_a_categorys_products_each_followed_by_its_variants() {
        assertThat(ids(ArticleQueries.productsOf("Electronics"), "SK")).containsExactly(
                "PRODUCT#HEADPHONES-SONY-XM5", "PRODUCT#HEADPHONES-SONY-XM5#VARIANT#Black",
                "PRODUCT#HEADPHONES-SONY-XM5#VARIANT#MidnightBlue", "PRODUCT#HEADPHONES-SONY-XM5#VARIANT#Silver",
                "PRODUCT#LAPTOP-DELL-XPS", "PRODUCT#LAPTOP-DELL-XPS#VARIANT#Graphite",
                "PRODUCT#LAPTOP-DELL-XPS#VARIANT#Silver", "PRODUCT#TV-LG-55", "PRODUCT#TV-LG-55#VARIANT#Black",
                "PRODUCT#TV-LG-55#VARIANT#Silver", "PRODUCT#TV-LG-55-OLED", "PRODUCT#TV-LG-55-OLED#VARIANT#Black");
        assertThat(ids(ArticleQueries.productsOf("Books"), "SK")).containsExactly("PRODUCT#BOOK-DDIA",
                "PRODUCT#BOOK-DDIA#VARIANT#Ebook", "PRODUCT#BOOK-DDIA#VARIANT#Paperback",
                "PRODUCT#BOOK-DYNAMODB-BOOK", "PRODUCT#BOOK-LE-PETIT-PRINCE",
                "PRODUCT#BOOK-LE-PETIT-PRINCE#VARIANT#English", "PRODUCT#BOOK-LE-PETIT-PRINCE#VARIANT#Français");
    }

    @Test
    void one_product_with_its_variants_is_a_range_not_a_prefix_of_the_bare_id() {
        assertThat(ids(ArticleQueries.productWithVariants("Electronics", "TV-LG-55"), "SK")).containsExactly(
                "PRODUCT#TV-LG-55", "PRODUCT#TV-LG-55#VARIANT#Black", "PRODUCT#TV-LG-55#VARIANT#Silver");
        assertThat(ids(QueryRequest.builder().tableName(CATALOG)
                .keyConditionExpression("PK = :pk AND begins_with(SK, :id)")
                .expressionAttributeValues(Map.of(":pk", AttributeValue.fromS("CATEGORY#Electronics"),
                        ":id", AttributeValue.fromS("PRODUCT#TV-LG-55"))).build(), "SK"))
                .as("the bare id is also a prefix of the OLED's").contains("PRODUCT#TV-LG-55-OLED");
    }

    @Test
    void the_sparse_sale_index_holds_only_items_with_a_campaign_and_a_price_cheapest_first() {
        assertThat(ids(ArticleQueries.onSale("BLACKFRIDAY2025"), "SK")).containsExactly(
                "PRODUCT#BOOTS-SALOMON-X-ULTRA#VARIANT#Magnet", "PRODUCT#HEADPHONES-SONY-XM5#VARIANT#MidnightBlue",
                "PRODUCT#ESPRESSO-BREVILLE-BARISTA#VARIANT#BrushedSteel", "PRODUCT#TV-LG-55",
                "PRODUCT#LAPTOP-DELL-XPS#VARIANT#Graphite");
        assertThat(ids(ArticleQueries.onSale("CYBERMONDAY2025"), "SK"))
                .containsExactly("PRODUCT#BOOK-DDIA#VARIANT#Ebook", "PRODUCT#TENT-MSR-HUBBA#VARIANT#Tan");
        assertThat(ids(ArticleQueries.onSaleUpTo("BLACKFRIDAY2025", "600"), "SK")).hasSize(3);
        assertThat(SampleDatasets.values(scan(CATALOG, "OnSale"), "SK")).hasSize(7)
                .doesNotContain("PRODUCT#TENT-MSR-HUBBA#VARIANT#Green");
    }

    // Users and orders.

    @Test
    void the_overloaded_index_answers_a_users_profile_one_order_and_all_orders() {
        assertThat(ids(ArticleQueries.userProfile("123"), "name")).containsExactly("Alice");
        assertThat(ids(ArticleQueries.userOrder("123", "ABC"), "status")).containsExactly("PENDING");
        assertThat(ids(ArticleQueries.userOrders("123"), "orderId"))
                .containsExactly("ABC", "ORD-1001", "ORD-1007", "ORD-1012");
        assertThat(ids(ArticleQueries.userOrders("128"), "orderId")).isEmpty();
    }

    @Test
    void the_overloaded_index_returns_every_entity_of_a_user_in_one_query() {
        assertThat(ids(ArticleQueries.everythingAbout("125"), "gsi_sk")).containsExactly("ORDER#ORD-1003",
                "ORDER#ORD-1004", "ORDER#ORD-1010", "ORDER#ORD-1013", "ORDER#ORD-1016", "USER#METADATA",
                "USER#PREFERENCES");
    }

    @Test
    void the_multi_attribute_alternative_orders_a_users_orders_by_creation_time() {
        assertThat(ids(ArticleQueries.userOrdersByCreation("123"), "orderId"))
                .containsExactly("ORD-1001", "ORD-1007", "ORD-1012", "ABC");
        assertThat(ids(ArticleQueries.userOrdersCreatedBetween("125", "2025-10-01", "2025-11-01"), "orderId"))
                .containsExactly("ORD-1003", "ORD-1004", "ORD-1010");
    }

    // Tournament matches.

    @Test
    void a_tournament_regions_matches_come_back_by_round_then_bracket_then_match() {
        assertThat(ids(ArticleQueries.regionMatches("WINTER2024", "NA-EAST"), "matchId")).containsExactly(
                "match-001", "match-002", "match-003", "match-004", "match-007", "match-008", "match-005",
                "match-006", "match-010", "match-009", "match-011");
    }

    @Test
    void equalities_on_round_and_bracket_select_a_rounds_matches() {
        assertThat(ids(ArticleQueries.roundMatches("WINTER2024", "NA-EAST", 2), "matchId"))
                .containsExactly("match-007", "match-008", "match-005", "match-006");
        assertThat(ids(ArticleQueries.bracketMatches("WINTER2024", "EU-WEST", 2, "UPPER"), "matchId"))
                .containsExactly("match-027", "match-028");
        assertThat(ids(ArticleQueries.roundsFrom("WINTER2024", "NA-WEST", 3), "matchId"))
                .containsExactly("match-021", "match-020", "match-022");
        assertThat(ids(ArticleQueries.roundMatches("WEEKLY-CUP", "NA-EAST", 2), "matchId"))
                .containsExactly("match-040", "match-038", "match-039");
    }

    @Test
    void a_players_history_comes_back_by_date_then_round_without_matches_of_unknown_players() {
        assertThat(ids(ArticleQueries.playerHistory("101"), "matchId"))
                .containsExactly("match-001", "match-005", "match-009", "match-011", "match-034", "match-038");
        assertThat(ids(ArticleQueries.playerHistoryIn("101", "2024-01"), "matchId"))
                .containsExactly("match-001", "match-005", "match-009", "match-011");
        assertThat(scan(MATCHES, "PlayerMatchHistoryIndex")).as("all but match-039, whose players are not known")
                .hasSize(39);
    }

    @Test
    void the_live_tournaments_times_are_relative_to_the_engines_clock() {
        assertThat(all(ArticleQueries.roundMatches("WEEKLY-CUP", "NA-EAST", 2)))
                .extracting(item -> item.get("scheduledAt").s())
                .containsExactly("2025-11-05T20:30:00Z", "2025-11-05T20:00:00Z", "2025-11-05T21:00:00Z");
    }

    @Test
    void the_tables_hold_every_item_of_the_datasets() {
        assertThat(scan(ORDERS, null)).hasSize(40);
        assertThat(scan(FILE_TREE, null)).hasSize(40);
        assertThat(scan(CATALOG, null)).hasSize(33);
        assertThat(scan(USERS_ORDERS, null)).hasSize(30);
        assertThat(scan(MATCHES, null)).hasSize(40);
    }

    private static List<String> ids(QueryRequest request, String attribute) {
        return SampleDatasets.values(all(request), attribute);
    }

    private static List<Map<String, AttributeValue>> all(QueryRequest request) {
        List<Map<String, AttributeValue>> items = new ArrayList<>();
        client.queryPaginator(request).items().forEach(items::add);
        return items;
    }

    private static List<Map<String, AttributeValue>> scan(String table, String index) {
        List<Map<String, AttributeValue>> items = new ArrayList<>();
        client.scanPaginator(b -> b.tableName(table).indexName(index)).items().forEach(items::add);
        return items;
    }
}
