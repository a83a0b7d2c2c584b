package dev.dynamofixtures.samples.catalog;

import java.math.BigDecimal;
import java.util.List;
import java.util.Objects;

/**
 * A product of the catalog with its variants.
 *
 * @param key      the product's key
 * @param name     its name
 * @param price    its list price, if it has one
 * @param variants its variants, in variant id order
 */
public record Product(CatalogKey key, String name, BigDecimal price, List<Variant> variants) {

    /** Copies the variants; the price is compared by value (1299.00 equals 1299), as DynamoDB compares numbers. */
    public Product {
        Objects.requireNonNull(key, "key");
        variants = List.copyOf(variants);
        price = CatalogKey.plain(price);
    }

    /** The ids of the variants, in order. */
    public List<String> variantIds() {
        return variants.stream().map(v -> v.key().variantId().orElseThrow()).toList();
    }
}
