package dev.dynamofixtures.samples.catalog;

import java.util.Objects;

/**
 * One variant of a product.
 *
 * @param key   the variant's key
 * @param label what tells it apart: its color or format
 * @param stock how many are in stock
 */
public record Variant(CatalogKey key, String label, int stock) {

    /** Validates the key. */
    public Variant {
        Objects.requireNonNull(key, "key");
    }
}
