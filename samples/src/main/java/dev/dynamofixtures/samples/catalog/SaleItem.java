package dev.dynamofixtures.samples.catalog;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.Objects;

/**
 * A product or variant on sale.
 *
 * @param key       what is on sale
 * @param campaign  the sale campaign, such as {@code BLACKFRIDAY2025}
 * @param salePrice the price during the sale
 * @param endsAt    when the sale ends
 */
public record SaleItem(CatalogKey key, String campaign, BigDecimal salePrice, Instant endsAt) {

    /** Validates the parts; the price is compared by value (1099.00 equals 1099), as DynamoDB compares numbers. */
    public SaleItem {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(campaign, "campaign");
        Objects.requireNonNull(salePrice, "salePrice");
        Objects.requireNonNull(endsAt, "endsAt");
        salePrice = CatalogKey.plain(salePrice);
    }
}
