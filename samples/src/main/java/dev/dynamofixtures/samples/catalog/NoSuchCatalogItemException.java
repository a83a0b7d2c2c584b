package dev.dynamofixtures.samples.catalog;

/** The catalog has no such product or variant. Nothing was written. */
public class NoSuchCatalogItemException extends RuntimeException {
    NoSuchCatalogItemException(CatalogKey key, Throwable cause) {
        super("The catalog has no " + key, cause);
    }
}
