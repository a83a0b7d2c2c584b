package dev.dynamofixtures.samples.catalog;

import java.math.BigDecimal;
import java.util.Objects;
import java.util.Optional;

/**
 * Which product, or which variant of a product, in which category.
 *
 * @param category  the category, such as {@code Electronics}
 * @param productId the product, such as {@code TV-LG-55}
 * @param variantId the variant, such as {@code Black}; empty for the product itself
 */
public record CatalogKey(String category, String productId, Optional<String> variantId) {
    static final String PRODUCT = "PRODUCT#";
    static final String VARIANT = "#VARIANT#";

    /** Validates the parts. */
    public CatalogKey {
        Objects.requireNonNull(category, "category");
        Objects.requireNonNull(productId, "productId");
        Objects.requireNonNull(variantId, "variantId");
    }

    /** A product. */
    public static CatalogKey product(String category, String productId) {
        return new CatalogKey(category, productId, Optional.empty());
    }

    /** A variant of a product. */
    public static CatalogKey variant(String category, String productId, String variantId) {
        return new CatalogKey(category, productId, Optional.of(variantId));
    }

    String partitionKey() {
        return "CATEGORY#" + category;
    }

    String sortKey() {
        return PRODUCT + productId + variantId.map(v -> VARIANT + v).orElse("");
    }

    static CatalogKey of(String partitionKey, String sortKey) {
        String category = partitionKey.substring("CATEGORY#".length());
        String rest = sortKey.substring(PRODUCT.length());
        int variant = rest.indexOf(VARIANT);
        return variant < 0 ? product(category, rest)
                : variant(category, rest.substring(0, variant), rest.substring(variant + VARIANT.length()));
    }

    /** {@code amount} without trailing zeros and never in exponent notation: 1099.00 becomes 1099; null stays null. */
    static BigDecimal plain(BigDecimal amount) {
        if (amount == null) {
            return null;
        }
        BigDecimal stripped = amount.stripTrailingZeros();
        return stripped.scale() < 0 ? stripped.setScale(0) : stripped;
    }

    @Override
    public String toString() {
        return category + "/" + productId + variantId.map(v -> "/" + v).orElse("");
    }
}
