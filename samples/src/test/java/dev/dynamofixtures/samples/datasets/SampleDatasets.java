package dev.dynamofixtures.samples.datasets;

import dev.dynamofixtures.core.dataset.Dataset;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The five sample datasets of {@code src/test/resources/datasets/}, and the instant their relative times are
 * computed at in these tests.
 */
final class SampleDatasets {
    static final String ORDERS = "datasets/orders.yml";
    static final String FILE_TREE = "datasets/file-tree.yml";
    static final String PRODUCT_CATALOG = "datasets/product-catalog.yml";
    static final String USERS_ORDERS = "datasets/users-orders-overloaded.yml";
    static final String TOURNAMENT_MATCHES = "datasets/tournament-matches.yml";
    static final List<String> ALL = List.of(ORDERS, FILE_TREE, PRODUCT_CATALOG, USERS_ORDERS, TOURNAMENT_MATCHES);

    /** "Now" for the datasets' relative times ({@code !epoch now+60d}, {@code !iso now-3h}). */
    static final Instant NOW = Instant.parse("2025-11-05T18:00:00Z");
    static final Clock CLOCK = Clock.fixed(NOW, ZoneOffset.UTC);

    private SampleDatasets() {
    }

    static Dataset read(String resource) {
        return Dataset.fromClasspath(resource);
    }

    /** The five datasets read together as one: five tables, their items. */
    static Dataset readAll() {
        return Dataset.fromClasspath(ALL.toArray(String[]::new));
    }

    /** The value of {@code attribute} (a string) of each item, in order. */
    static List<String> values(List<Map<String, AttributeValue>> items, String attribute) {
        return items.stream().map(item -> item.get(attribute) == null ? null : item.get(attribute).s()).toList();
    }
}
