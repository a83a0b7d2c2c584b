package dev.dynamofixtures.samples.catalog;

import static dev.dynamofixtures.assertj.DynamoAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;
import static org.assertj.core.api.Assertions.tuple;

import dev.dynamofixtures.assertj.DynamoEnhancedAssertions;
import dev.dynamofixtures.junit.DynamoFixture;
import dev.dynamofixtures.junit.DynamoFixtureContext;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.pagination.sync.SdkIterable;
import software.amazon.awssdk.enhanced.dynamodb.DynamoDbEnhancedClient;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.enhanced.dynamodb.model.Page;
import software.amazon.awssdk.enhanced.dynamodb.model.QueryConditional;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * The product catalog on the article's categories ({@code /datasets/product-catalog.yml}, its sales ending three and
 * six days after the fixture's clock): products with their variants in one Query (the operation log), and the sparse
 * sale index that items enter and leave as they go on and off sale (index membership). Runs unchanged on DynamoDB
 * Local in CI.
 */
@DynamoFixture(seed = "/datasets/product-catalog.yml", clock = "2025-11-05T18:00:00Z")
class ProductCatalogTest {
    private static final String BLACK_FRIDAY = "BLACKFRIDAY2025";
    private static final Instant IN_THREE_DAYS = Instant.parse("2025-11-08T18:00:00Z");

    private DynamoFixtureContext fixture;
    private DynamoDbClient dynamo;
    private ProductCatalog catalog;

    @BeforeEach
    void catalog(DynamoFixtureContext fixture, DynamoDbEnhancedClient enhanced, DynamoDbClient dynamo) {
        this.fixture = fixture;
        this.dynamo = dynamo;
        this.catalog = new ProductCatalog(enhanced);
    }

    /** The sale index's membership assertions, on the table's primary key of a catalog item. */
    private void assertInSaleIndex(CatalogKey key) {
        assertThat(fixture).table(ProductCatalog.TABLE).index(ProductCatalog.ON_SALE)
                .containsKey("PK", key.partitionKey(), "SK", key.sortKey());
    }

    private void assertNotInSaleIndex(CatalogKey key) {
        assertThat(fixture).table(ProductCatalog.TABLE).index(ProductCatalog.ON_SALE)
                .doesNotContainKey("PK", key.partitionKey(), "SK", key.sortKey());
    }

    private QueryResponse saleIndex(String campaign) {
        return dynamo.query(b -> b.tableName(ProductCatalog.TABLE).indexName(ProductCatalog.ON_SALE)
                .keyConditionExpression("on_sale = :campaign")
                .expressionAttributeValues(Map.of(":campaign", AttributeValue.fromS(campaign))));
    }

    private GetItemResponse stored(CatalogKey key) {
        return dynamo.getItem(b -> b.tableName(ProductCatalog.TABLE).key(Map.of(
                "PK", AttributeValue.fromS(key.partitionKey()), "SK", AttributeValue.fromS(key.sortKey()))));
    }

    private static List<CatalogKey> keys(List<SaleItem> items) {
        return items.stream().map(SaleItem::key).toList();
    }

    // Products and variants.

    @Test
    void a_categorys_products_come_with_their_variants_from_one_query() {
        List<Product> products = catalog.products("Electronics");

        assertThat(fixture.operations()).hasAtMostCalls(1).hasNoScans()
                .lastCall().isQuery().usesNoIndex().hasKeyConditionShape("PK = :value AND begins_with(SK, :value)");
        assertThat(products).extracting(p -> p.key().productId(), Product::variantIds).containsExactly(
                tuple("HEADPHONES-SONY-XM5", List.of("Black", "MidnightBlue", "Silver")),
                tuple("LAPTOP-DELL-XPS", List.of("Graphite", "Silver")),
                tuple("TV-LG-55", List.of("Black", "Silver")),
                tuple("TV-LG-55-OLED", List.of("Black")));
        assertThat(products.get(2)).isEqualTo(new Product(CatalogKey.product("Electronics", "TV-LG-55"),
                "LG 55-inch 4K Smart TV", new BigDecimal("799.99"), List.of(
                        new Variant(CatalogKey.variant("Electronics", "TV-LG-55", "Black"), "Black", 15),
                        new Variant(CatalogKey.variant("Electronics", "TV-LG-55", "Silver"), "Silver", 8))));
    }

    @Test
    void the_products_query_leaves_the_categorys_own_item_out_and_reads_nothing_else() {
        List<Product> books = catalog.products("Books");

        // three products and four variants: the Query read the seven items it returned, not the category's own
        assertThat(books).extracting(Product::name).containsExactly(
                "Designing Data-Intensive Applications", "The DynamoDB Book", "Le Petit Prince");
        assertThat(fixture.operations()).hasCalls(1).hasNoScans().readsAtMostTimesWhatItReturns(1)
                .lastCall().hasItemsRead(7).hasItemsReturned(7);
        assertThat(fixture).table(ProductCatalog.TABLE).partition("PK", "CATEGORY#Books").extracting("SK")
                .hasSize(8).contains("METADATA");
    }

    @Test
    void one_product_is_read_with_its_variants_but_not_a_product_whose_id_extends_it() {
        assertThat(catalog.product("Electronics", "TV-LG-55")).hasValueSatisfying(tv -> {
            assertThat(tv.name()).isEqualTo("LG 55-inch 4K Smart TV");
            assertThat(tv.variantIds()).containsExactly("Black", "Silver");
        });
        // one Query, reading the product and its two variants only, not TV-LG-55-OLED
        assertThat(fixture.operations()).hasAtMostCalls(1).lastCall()
                .hasKeyConditionShape("PK = :value AND SK BETWEEN :value AND :value")
                .hasItemsRead(3).hasItemsReturned(3);
        assertThat(catalog.product("Electronics", "TV-LG-55-OLED")).get().extracting(Product::variantIds)
                .isEqualTo(List.of("Black"));
        assertThat(catalog.product("Electronics", "TV-SAMSUNG")).isEmpty();
    }

    @Test
    void books_variants_are_told_apart_by_format() {
        assertThat(catalog.product("Books", "BOOK-DDIA")).get().extracting(Product::variants).asList()
                .extracting("label", "stock").containsExactly(tuple("Ebook", 9999), tuple("Paperback", 120));
    }

    // The sparse sale index.

    @Test
    void a_campaigns_items_come_back_cheapest_first_across_categories() {
        assertThat(catalog.onSale(BLACK_FRIDAY)).containsExactly(
                new SaleItem(CatalogKey.variant("Outdoor", "BOOTS-SALOMON-X-ULTRA", "Magnet"), BLACK_FRIDAY,
                        new BigDecimal("123.71"), IN_THREE_DAYS),
                new SaleItem(CatalogKey.variant("Electronics", "HEADPHONES-SONY-XM5", "MidnightBlue"), BLACK_FRIDAY,
                        new BigDecimal("299.99"), IN_THREE_DAYS),
                new SaleItem(CatalogKey.variant("Kitchen", "ESPRESSO-BREVILLE-BARISTA", "BrushedSteel"), BLACK_FRIDAY,
                        new BigDecimal("549.95"), IN_THREE_DAYS),
                new SaleItem(CatalogKey.product("Electronics", "TV-LG-55"), BLACK_FRIDAY,
                        new BigDecimal("649.99"), IN_THREE_DAYS),
                new SaleItem(CatalogKey.variant("Electronics", "LAPTOP-DELL-XPS", "Graphite"), BLACK_FRIDAY,
                        new BigDecimal("1099.00"), IN_THREE_DAYS));
        assertThat(saleIndex(BLACK_FRIDAY)).hasCount(5).isSortedBy("sale_price");
    }

    @Test
    void the_sale_index_pages_through_the_enhanced_client_cheapest_first(DynamoDbEnhancedClient enhanced) {
        TableSchema<CatalogItem> schema = TableSchema.fromBean(CatalogItem.class);

        // when the campaign's five items are read two a page
        SdkIterable<Page<CatalogItem>> pages = enhanced.table(ProductCatalog.TABLE, schema)
                .index(ProductCatalog.ON_SALE)
                .query(r -> r.queryConditional(QueryConditional.keyEqualTo(k -> k.partitionValue(BLACK_FRIDAY)))
                        .limit(2));

        // then
        DynamoEnhancedAssertions.assertThat(pages, schema).hasPageCount(3).hasCount(5).hasScannedCount(5)
                .attributeMaps().isSortedBy("sale_price").extracting("SK").first()
                .isEqualTo("PRODUCT#BOOTS-SALOMON-X-ULTRA#VARIANT#Magnet");
        // (DynamoDB keeps a number's value, not its written form: the seed's 1099.00 comes back as 1099)
        DynamoEnhancedAssertions.assertThat(pages, schema).page(2).hasCount(1).hasNoMorePages()
                .items().extracting(CatalogItem::getSalePrice).containsExactly(new BigDecimal("1099"));
        assertThat(fixture.operations()).hasNoScans().allQueriesUseIndex(ProductCatalog.ON_SALE);
    }

    @Test
    void an_item_with_a_staged_sale_price_but_no_campaign_is_not_in_the_sale_index() {
        CatalogKey green = CatalogKey.variant("Outdoor", "TENT-MSR-HUBBA", "Green");

        assertThat(stored(green)).hasNumber("sale_price", 479.96).hasNoAttribute("on_sale");
        assertNotInSaleIndex(green);
        // and why, as the index assertion explains an item's absence
        Throwable why = catchThrowable(() -> assertInSaleIndex(green));
        assertThat(why).isInstanceOf(AssertionError.class).hasMessageContaining("but it does not:\n"
                        + "  - the item has no on_sale: the index's partition key needs it (type S)\n"
                        + "The item in table ProductCatalog:")
                .hasMessageNotContaining("the item has no sale_price");
        assertThat(keys(catalog.onSale(BLACK_FRIDAY))).doesNotContain(green);
        assertThat(keys(catalog.onSale("CYBERMONDAY2025"))).doesNotContain(green)
                .contains(CatalogKey.variant("Outdoor", "TENT-MSR-HUBBA", "Tan"));
    }

    @Test
    void putting_an_item_on_sale_adds_it_to_the_index_at_its_price() {
        // given
        CatalogKey green = CatalogKey.variant("Outdoor", "TENT-MSR-HUBBA", "Green");

        // when
        catalog.putOnSale(green, BLACK_FRIDAY, new BigDecimal("449.00"), IN_THREE_DAYS);

        // then
        assertInSaleIndex(green);
        assertThat(keys(catalog.onSale(BLACK_FRIDAY))).containsExactly(
                CatalogKey.variant("Outdoor", "BOOTS-SALOMON-X-ULTRA", "Magnet"),
                CatalogKey.variant("Electronics", "HEADPHONES-SONY-XM5", "MidnightBlue"),
                green,
                CatalogKey.variant("Kitchen", "ESPRESSO-BREVILLE-BARISTA", "BrushedSteel"),
                CatalogKey.product("Electronics", "TV-LG-55"),
                CatalogKey.variant("Electronics", "LAPTOP-DELL-XPS", "Graphite"));
        assertThat(stored(green)).hasString("on_sale", BLACK_FRIDAY).hasNumber("sale_price", 449)
                .hasString("color", "Green").hasNumber("stock", 6);
    }

    @Test
    void taking_an_item_off_sale_removes_it_from_the_index_and_keeps_its_other_attributes() {
        // given
        CatalogKey tv = CatalogKey.product("Electronics", "TV-LG-55");

        // when
        catalog.takeOffSale(tv);

        // then
        assertNotInSaleIndex(tv);
        assertThat(keys(catalog.onSale(BLACK_FRIDAY))).hasSize(4).doesNotContain(tv);
        assertThat(saleIndex(BLACK_FRIDAY)).extracting("SK").doesNotContain("PRODUCT#TV-LG-55");
        assertThat(stored(tv)).hasNoAttribute("on_sale").hasNoAttribute("sale_price").hasNoAttribute("sale_ends_at")
                .hasNumber("price", 799.99)
                .hasStringSet("tags", "4k", "smart-tv", "hdr")
                .hasAttribute("specs", Map.of("screen", Map.of("size_in", 55, "resolution", "3840x2160",
                        "hdr", List.of("HDR10", "HLG")), "refresh_hz", 60));
    }

    @Test
    void an_item_moves_between_campaigns() {
        CatalogKey ebook = CatalogKey.variant("Books", "BOOK-DDIA", "Ebook");

        catalog.putOnSale(ebook, BLACK_FRIDAY, new BigDecimal("24.99"), IN_THREE_DAYS);

        assertThat(keys(catalog.onSale("CYBERMONDAY2025"))).doesNotContain(ebook);
        assertThat(catalog.onSale(BLACK_FRIDAY).get(0)).isEqualTo(
                new SaleItem(ebook, BLACK_FRIDAY, new BigDecimal("24.99"), IN_THREE_DAYS));
        assertThat(fixture).table(ProductCatalog.TABLE).index(ProductCatalog.ON_SALE)
                .partition("on_sale", "CYBERMONDAY2025").extracting("SK").doesNotContain(ebook.sortKey());
        assertThat(fixture).table(ProductCatalog.TABLE).index(ProductCatalog.ON_SALE)
                .partition("on_sale", BLACK_FRIDAY).isSortedBy("sale_price").extracting("SK").first()
                .isEqualTo(ebook.sortKey());
    }

    @Test
    void a_missing_item_cannot_go_on_or_off_sale() {
        CatalogKey missing = CatalogKey.variant("Electronics", "TV-LG-55", "Red");

        assertThatThrownBy(() -> catalog.putOnSale(missing, BLACK_FRIDAY, BigDecimal.ONE, IN_THREE_DAYS))
                .isInstanceOf(NoSuchCatalogItemException.class)
                .hasMessage("The catalog has no Electronics/TV-LG-55/Red");
        assertThatThrownBy(() -> catalog.takeOffSale(missing))
                .isInstanceOf(NoSuchCatalogItemException.class)
                .hasMessage("The catalog has no Electronics/TV-LG-55/Red");
        assertThat(stored(missing).hasItem()).isFalse();
    }
}
