package dev.dynamofixtures.samples.catalog;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import software.amazon.awssdk.enhanced.dynamodb.DynamoDbEnhancedClient;
import software.amazon.awssdk.enhanced.dynamodb.DynamoDbIndex;
import software.amazon.awssdk.enhanced.dynamodb.DynamoDbTable;
import software.amazon.awssdk.enhanced.dynamodb.Expression;
import software.amazon.awssdk.enhanced.dynamodb.Key;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.enhanced.dynamodb.model.IgnoreNullsMode;
import software.amazon.awssdk.enhanced.dynamodb.model.QueryConditional;
import software.amazon.awssdk.enhanced.dynamodb.model.UpdateItemEnhancedRequest;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;

/**
 * A product catalog on the Enhanced Client: one partition per category holds its products, each followed by its
 * variants under the product's sort-key prefix, so a category's products with their variants are one Query.
 *
 * <p>Sales use a sparse GSI, {@value #ON_SALE} (partition {@code on_sale}, sort {@code sale_price}): only items
 * with both attributes are in it, so putting an item on sale adds it to the index and taking it off removes it,
 * and a campaign's items come back cheapest first without reading the rest of the catalog.
 */
public final class ProductCatalog {
    /** The table. */
    public static final String TABLE = "ProductCatalog";
    /** The sparse GSI of items on sale: partition {@code on_sale} (the campaign), sort {@code sale_price}. */
    public static final String ON_SALE = "OnSale";

    private static final Expression ITEM_EXISTS = Expression.builder().expression("attribute_exists(PK)").build();

    private final DynamoDbTable<CatalogItem> table;
    private final DynamoDbIndex<CatalogItem> onSale;

    /** A catalog on the table {@value #TABLE} of {@code enhanced}. */
    public ProductCatalog(DynamoDbEnhancedClient enhanced) {
        this.table = Objects.requireNonNull(enhanced, "enhanced").table(TABLE, TableSchema.fromBean(CatalogItem.class));
        this.onSale = table.index(ON_SALE);
    }

    /**
     * The products of a category, each with its variants, in product id order: one Query,
     * {@code begins_with(SK, "PRODUCT#")}, which leaves the category's own items out.
     */
    public List<Product> products(String category) {
        Key partition = Key.builder().partitionValue("CATEGORY#" + category).sortValue(CatalogKey.PRODUCT).build();
        return products(table.query(r -> r.queryConditional(QueryConditional.sortBeginsWith(partition))).items());
    }

    /**
     * One product with its variants: {@code SK BETWEEN "PRODUCT#<id>" AND "PRODUCT#<id>$"} ({@code $} follows
     * {@code #}), since {@code begins_with} of the bare id would also match {@code TV-LG-55-OLED} for {@code TV-LG-55}.
     */
    public Optional<Product> product(String category, String productId) {
        CatalogKey key = CatalogKey.product(category, productId);
        QueryConditional between = QueryConditional.sortBetween(
                Key.builder().partitionValue(key.partitionKey()).sortValue(key.sortKey()).build(),
                Key.builder().partitionValue(key.partitionKey()).sortValue(key.sortKey() + "$").build());
        return products(table.query(r -> r.queryConditional(between)).items()).stream().findFirst();
    }

    /** The items of a sale campaign, cheapest first: one Query of the sparse {@value #ON_SALE} GSI. */
    public List<SaleItem> onSale(String campaign) {
        Key partition = Key.builder().partitionValue(Objects.requireNonNull(campaign, "campaign")).build();
        return onSale.query(r -> r.queryConditional(QueryConditional.keyEqualTo(partition))).stream()
                .flatMap(page -> page.items().stream())
                .map(item -> new SaleItem(CatalogKey.of(item.getPk(), item.getSk()), item.getOnSale(),
                        item.getSalePrice(), Instant.parse(item.getSaleEndsAt())))
                .toList();
    }

    /**
     * Puts a product or variant on sale until {@code endsAt}: sets {@code on_sale} and {@code sale_price}, which
     * adds it to the {@value #ON_SALE} index; its other attributes are left alone.
     *
     * @throws NoSuchCatalogItemException when the catalog has no such item
     */
    public void putOnSale(CatalogKey key, String campaign, BigDecimal salePrice, Instant endsAt) {
        CatalogItem sale = keyOnly(key);
        sale.setOnSale(Objects.requireNonNull(campaign, "campaign"));
        sale.setSalePrice(Objects.requireNonNull(salePrice, "salePrice"));
        sale.setSaleEndsAt(endsAt.toString());
        update(key, UpdateItemEnhancedRequest.builder(CatalogItem.class).item(sale)
                .ignoreNullsMode(IgnoreNullsMode.SCALAR_ONLY).conditionExpression(ITEM_EXISTS).build());
    }

    /**
     * Ends the sale of a product or variant: removes {@code on_sale}, {@code sale_price} and {@code sale_ends_at},
     * which takes it out of the {@value #ON_SALE} index; its other attributes are left alone.
     *
     * @throws NoSuchCatalogItemException when the catalog has no such item
     */
    public void takeOffSale(CatalogKey key) {
        CatalogItem item = table.getItem(r -> r.key(key(key)).consistentRead(true));
        if (item == null) {
            throw new NoSuchCatalogItemException(key, null);
        }
        item.setOnSale(null);
        item.setSalePrice(null);
        item.setSaleEndsAt(null);
        // ignoreNulls false: the nulled attributes are REMOVEd; attributes the bean does not map are not touched
        update(key, UpdateItemEnhancedRequest.builder(CatalogItem.class).item(item)
                .ignoreNullsMode(IgnoreNullsMode.DEFAULT).conditionExpression(ITEM_EXISTS).build());
    }

    private void update(CatalogKey key, UpdateItemEnhancedRequest<CatalogItem> request) {
        try {
            table.updateItem(request);
        } catch (ConditionalCheckFailedException e) {
            throw new NoSuchCatalogItemException(key, e);
        }
    }

    private static List<Product> products(Iterable<CatalogItem> items) {
        List<Product> products = new ArrayList<>();
        CatalogItem product = null;
        List<Variant> variants = new ArrayList<>();
        for (CatalogItem item : items) {
            CatalogKey key = CatalogKey.of(item.getPk(), item.getSk());
            if (key.variantId().isEmpty()) {
                if (product != null) {
                    products.add(product(product, variants));
                }
                product = item;
                variants = new ArrayList<>();
            } else {
                String label = item.getColor() != null ? item.getColor() : item.getFormat();
                variants.add(new Variant(key, label, item.getStock() == null ? 0 : item.getStock()));
            }
        }
        if (product != null) {
            products.add(product(product, variants));
        }
        return products;
    }

    private static Product product(CatalogItem item, List<Variant> variants) {
        return new Product(CatalogKey.of(item.getPk(), item.getSk()), item.getProductName(), item.getPrice(),
                variants);
    }

    private static CatalogItem keyOnly(CatalogKey key) {
        CatalogItem item = new CatalogItem();
        item.setPk(key.partitionKey());
        item.setSk(key.sortKey());
        return item;
    }

    private static Key key(CatalogKey key) {
        return Key.builder().partitionValue(key.partitionKey()).sortValue(key.sortKey()).build();
    }
}
