package dev.dynamofixtures.samples.datasets;

import static dev.dynamofixtures.samples.datasets.SampleDatasets.NOW;
import static org.assertj.core.api.Assertions.assertThat;

import dev.dynamofixtures.core.InMemoryDynamo;
import dev.dynamofixtures.core.MutableClock;
import dev.dynamofixtures.core.dataset.Dataset;
import dev.dynamofixtures.core.dataset.DatasetTable;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;

/**
 * The five sample datasets as datasets: each reads from the classpath and defines the article's table, indexes
 * and items; relative times are computed by the loading clock. Their access patterns are in
 * {@link SampleDatasetsQueriesTest}.
 */
class SampleDatasetsTest {
    static final List<String> ALL = SampleDatasets.ALL;

    @ParameterizedTest
    @FieldSource("ALL")
    void every_sample_dataset_reads_from_the_classpath_as_one_table_with_items(String resource) {
        // when
        Dataset dataset = Dataset.fromClasspath(resource);

        // then
        assertThat(dataset.tables()).hasSize(1);
        assertThat(dataset.itemCount()).isBetween(30L, 40L);
        assertThat(dataset.tables().get(0).origin()).contains(resource.substring("datasets/".length()));
    }

    @Test
    void the_orders_table_has_the_articles_two_multi_attribute_indexes_and_time_to_live() {
        // when
        DatasetTable orders = table(SampleDatasets.ORDERS, "orders");

        // then
        CreateTableRequest request = orders.createTableRequest();
        assertThat(keys(request.keySchema())).containsExactly("order_id HASH");
        assertThat(keys(gsi(request, "OrdersByStatusDateAmount").keySchema()))
                .containsExactly("customer_id HASH", "status RANGE", "order_date RANGE", "amount RANGE");
        assertThat(keys(gsi(request, "OrdersByCustomerStatus").keySchema()))
                .containsExactly("customer_id HASH", "status HASH", "order_date RANGE", "amount RANGE");
        assertThat(gsi(request, "OrdersByCustomerStatus").projection().nonKeyAttributes())
                .containsExactly("acc_type", "org_id");
        assertThat(types(request)).containsEntry("amount", "N").containsEntry("order_date", "S");
        assertThat(orders.timeToLiveAttribute()).hasValue("expires_at");
        List<Map<String, AttributeValue>> items = SampleDatasets.read(SampleDatasets.ORDERS).items("orders",
                SampleDatasets.CLOCK);
        assertThat(items).hasSize(40);
        assertThat(item(items, "order_id", "KSUID6").get("ship_to").m().get("zip").s())
                .as("a leading zero keeps a zip code a string").isEqualTo("02139");
        assertThat(item(items, "order_id", "KSUID6").get("amount").n()).isEqualTo("1249.50");
        assertThat(items).filteredOn(i -> !i.containsKey("status")).extracting(i -> i.get("order_id").s())
                .containsExactly("KSUID15", "KSUID24", "KSUID31");
    }

    @Test
    void the_file_tree_table_has_a_two_attribute_parent_index_and_a_modification_time_lsi() {
        // when
        DatasetTable tree = table(SampleDatasets.FILE_TREE, "file-tree");

        // then
        CreateTableRequest request = tree.createTableRequest();
        assertThat(keys(request.keySchema())).containsExactly("PK HASH", "SK RANGE");
        assertThat(keys(gsi(request, "ChildrenByParent").keySchema()))
                .containsExactly("PK HASH", "parent HASH", "name RANGE");
        LocalSecondaryIndex byModified = request.localSecondaryIndexes().get(0);
        assertThat(byModified.indexName()).isEqualTo("FilesByModified");
        assertThat(keys(byModified.keySchema())).containsExactly("PK HASH", "modified RANGE");
        assertThat(byModified.projection().projectionType()).isEqualTo(ProjectionType.KEYS_ONLY);
        assertThat(SampleDatasets.read(SampleDatasets.FILE_TREE).items("file-tree")).hasSize(40);
    }

    @Test
    void the_product_catalog_has_a_sparse_sale_index_and_keeps_sets_maps_and_quoted_numbers() {
        // given
        Dataset catalog = SampleDatasets.read(SampleDatasets.PRODUCT_CATALOG);

        // when
        List<Map<String, AttributeValue>> items = catalog.items("ProductCatalog", SampleDatasets.CLOCK);

        // then
        assertThat(keys(gsi(table(SampleDatasets.PRODUCT_CATALOG, "ProductCatalog").createTableRequest(), "OnSale")
                .keySchema())).containsExactly("on_sale HASH", "sale_price RANGE");
        assertThat(items).hasSize(33);
        Map<String, AttributeValue> tv = item(items, "SK", "PRODUCT#TV-LG-55");
        assertThat(tv.get("tags").ss()).containsExactlyInAnyOrder("4k", "smart-tv", "hdr");
        assertThat(tv.get("specs").m().get("screen").m().get("size_in").n()).isEqualTo("55");
        assertThat(tv.get("specs").m().get("screen").m().get("hdr").l()).extracting(AttributeValue::s)
                .containsExactly("HDR10", "HLG");
        assertThat(item(items, "SK", "PRODUCT#BOOTS-SALOMON-X-ULTRA").get("sizes").ns())
                .containsExactly("8", "8.5", "9", "9.5", "10", "11");
        assertThat(item(items, "SK", "PRODUCT#BOOK-DDIA").get("isbn").s()).isEqualTo("9781449373320");
        assertThat(item(items, "SK", "PRODUCT#LAPTOP-DELL-XPS").get("price").n()).isEqualTo("1299.00");
    }

    @Test
    void the_users_and_orders_table_has_the_overloaded_gsi_and_its_multi_attribute_alternative() {
        // when
        CreateTableRequest request = table(SampleDatasets.USERS_ORDERS, "users-orders").createTableRequest();

        // then
        assertThat(keys(gsi(request, "UserOrdersGSI").keySchema())).containsExactly("gsi_pk HASH", "gsi_sk RANGE");
        assertThat(keys(gsi(request, "UserEntitiesByType").keySchema()))
                .containsExactly("userId HASH", "entityType RANGE", "createdAt RANGE");
        List<Map<String, AttributeValue>> items = SampleDatasets.read(SampleDatasets.USERS_ORDERS).items("users-orders");
        assertThat(items).hasSize(30);
        assertThat(items.stream().collect(Collectors.groupingBy(i -> i.get("entityType").s(), Collectors.counting())))
                .containsEntry("USER", 6L).containsEntry("PREFERENCES", 5L).containsEntry("ORDER", 19L);
    }

    @Test
    void the_tournament_table_has_a_two_attribute_partition_and_a_numeric_round() {
        // when
        CreateTableRequest request = table(SampleDatasets.TOURNAMENT_MATCHES, "tournament-matches").createTableRequest();

        // then
        assertThat(keys(gsi(request, "TournamentRegionIndex").keySchema())).containsExactly(
                "tournamentId HASH", "region HASH", "round RANGE", "bracket RANGE", "matchId RANGE");
        assertThat(keys(gsi(request, "PlayerMatchHistoryIndex").keySchema()))
                .containsExactly("player1Id HASH", "matchDate RANGE", "round RANGE");
        assertThat(types(request)).containsEntry("round", "N").containsEntry("player1Id", "S");
        assertThat(SampleDatasets.read(SampleDatasets.TOURNAMENT_MATCHES).items("tournament-matches")).hasSize(40);
    }

    @Test
    void relative_times_are_computed_by_the_loading_clock() {
        // given
        Dataset matches = SampleDatasets.read(SampleDatasets.TOURNAMENT_MATCHES);
        Dataset catalog = SampleDatasets.read(SampleDatasets.PRODUCT_CATALOG);

        // when
        List<Map<String, AttributeValue>> now = matches.items("tournament-matches", SampleDatasets.CLOCK);
        List<Map<String, AttributeValue>> dayLater = matches.items("tournament-matches",
                MutableClock.at(NOW.plus(Duration.ofDays(1))));

        // then
        assertThat(item(now, "matchId", "match-034").get("scheduledAt").s()).isEqualTo("2025-11-05T15:00:00Z");
        assertThat(item(now, "matchId", "match-034").get("matchDate").s()).isEqualTo("2025-11-05");
        assertThat(item(now, "matchId", "match-037").get("checkInClosesAt").n())
                .isEqualTo(Long.toString(NOW.plus(Duration.ofMinutes(15)).getEpochSecond()));
        assertThat(item(dayLater, "matchId", "match-034").get("scheduledAt").s()).isEqualTo("2025-11-06T15:00:00Z");
        assertThat(item(now, "matchId", "match-005").get("scheduledAt").s()).isEqualTo("2024-01-18T23:00:00Z");
        assertThat(item(catalog.items("ProductCatalog", SampleDatasets.CLOCK), "SK", "PRODUCT#TV-LG-55")
                .get("sale_ends_at").s()).isEqualTo("2025-11-08T18:00:00Z");
    }

    @Test
    void finished_orders_expire_by_the_engines_clock_and_leave_both_indexes() {
        // given
        MutableClock clock = MutableClock.at(NOW);
        try (InMemoryDynamo dynamo = InMemoryDynamo.builder().clock(clock).build()
                .seed(SampleDatasets.read(SampleDatasets.ORDERS))) {

            // when
            int expiredNow = dynamo.expireItems();
            clock.advance(Duration.ofDays(60).plusHours(1));
            int expiredIn60Days = dynamo.expireItems();

            // then
            assertThat(expiredNow).as("KSUID14, KSUID23 and KSUID40 expired before the dataset was loaded")
                    .isEqualTo(3);
            assertThat(expiredIn60Days).as("the completed orders expiring within 60 days").isEqualTo(4);
            assertThat(dynamo.client().scan(b -> b.tableName("orders")).count()).isEqualTo(33);
            assertThat(dynamo.client().scan(b -> b.tableName("orders").indexName("OrdersByStatusDateAmount"))
                    .count()).isEqualTo(30);
        }
    }

    private static DatasetTable table(String resource, String name) {
        return SampleDatasets.read(resource).table(name).orElseThrow();
    }

    private static GlobalSecondaryIndex gsi(CreateTableRequest request, String name) {
        return request.globalSecondaryIndexes().stream().filter(i -> i.indexName().equals(name)).findFirst()
                .orElseThrow();
    }

    private static List<String> keys(List<KeySchemaElement> schema) {
        return schema.stream().map(k -> k.attributeName() + " " + k.keyTypeAsString()).toList();
    }

    private static Map<String, String> types(CreateTableRequest request) {
        return request.attributeDefinitions().stream().collect(Collectors.toMap(d -> d.attributeName(),
                d -> d.attributeTypeAsString()));
    }

    private static Map<String, AttributeValue> item(List<Map<String, AttributeValue>> items, String key, String value) {
        return items.stream().filter(i -> i.get(key) != null && value.equals(i.get(key).s())).findFirst()
                .orElseThrow(() -> new AssertionError("no item with " + key + " = " + value));
    }
}
