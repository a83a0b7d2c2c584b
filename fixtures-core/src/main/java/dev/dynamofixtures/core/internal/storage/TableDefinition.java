package dev.dynamofixtures.core.internal.storage;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/**
 * A table's definition: its key, its secondary indexes (in declared order), the description that
 * DescribeTable echoes, and its time-to-live setting. Storage reads only the keys and indexes;
 * {@code description} is the schema layer's record of everything else the user declared (billing, throughput,
 * streams, ARNs, timestamps), without the live counters (item count, sizes), which are filled in when a table
 * is described. Time to live and tags are kept apart from the description because DescribeTable does not show
 * them.
 */
public record TableDefinition(String name, KeySchema key, List<IndexDefinition> indexes,
                              TableDescription description, TimeToLive timeToLive, TableTags tags) {
    public TableDefinition {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(key, "key");
        indexes = List.copyOf(indexes);
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(timeToLive, "timeToLive");
        Objects.requireNonNull(tags, "tags");
    }

    /** A definition without tags. */
    public TableDefinition(String name, KeySchema key, List<IndexDefinition> indexes,
                           TableDescription description, TimeToLive timeToLive) {
        this(name, key, indexes, description, timeToLive, TableTags.NONE);
    }

    /** A definition with time to live disabled, as every table starts. */
    public TableDefinition(String name, KeySchema key, List<IndexDefinition> indexes, TableDescription description) {
        this(name, key, indexes, description, TimeToLive.DISABLED, TableTags.NONE);
    }

    public Optional<IndexDefinition> index(String indexName) {
        for (IndexDefinition index : indexes) {
            if (index.name().equals(indexName)) {
                return Optional.of(index);
            }
        }
        return Optional.empty();
    }

    public Map<String, IndexDefinition> indexesByName() {
        Map<String, IndexDefinition> byName = new LinkedHashMap<>();
        indexes.forEach(i -> byName.put(i.name(), i));
        return byName;
    }

    public TableDefinition withDescription(TableDescription newDescription) {
        return new TableDefinition(name, key, indexes, newDescription, timeToLive, tags);
    }

    public TableDefinition withTimeToLive(TimeToLive newTimeToLive) {
        return new TableDefinition(name, key, indexes, description, newTimeToLive, tags);
    }

    public TableDefinition withTags(TableTags newTags) {
        return new TableDefinition(name, key, indexes, description, timeToLive, newTags);
    }
}
