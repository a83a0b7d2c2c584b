package dev.dynamofixtures.samples.datasets;

import dev.dynamofixtures.core.dataset.Dataset;
import dev.dynamofixtures.core.dataset.DatasetTable;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The five sample datasets of {@code src/test/resources/datasets/}, the instant their relative times are computed
 * at in these tests, and how they are loaded into a client.
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

    /**
     * Creates the dataset's tables through {@code client} (time to live enabled where the dataset asks) and puts
     * every item, with relative times computed by {@code clock}.
     */
    static void load(Dataset dataset, DynamoDbClient client, Clock clock) {
        for (DatasetTable table : dataset.tables()) {
            client.createTable(table.createTableRequest());
            table.timeToLiveAttribute().ifPresent(attribute -> client.updateTimeToLive(b -> b.tableName(table.name())
                    .timeToLiveSpecification(s -> s.enabled(true).attributeName(attribute))));
            for (Map<String, AttributeValue> item : dataset.items(table.name(), clock)) {
                client.putItem(b -> b.tableName(table.name()).item(item));
            }
        }
    }

    /** The value of {@code attribute} (a string) of each item, in order. */
    static List<String> values(List<Map<String, AttributeValue>> items, String attribute) {
        return items.stream().map(item -> item.get(attribute) == null ? null : item.get(attribute).s()).toList();
    }
}
