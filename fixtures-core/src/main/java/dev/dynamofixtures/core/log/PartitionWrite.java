package dev.dynamofixtures.core.log;

import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * One item written to one partition of a table or of a secondary index: which partition key (all of its attributes,
 * for a multi-attribute key) received the write. What hot-partition assertions count.
 *
 * @param tableName    the table written
 * @param indexName    the secondary index whose partition received the item, or null for the table's own partition
 * @param partitionKey the partition key's attributes and values, in key-schema order
 */
public record PartitionWrite(String tableName, String indexName, Map<String, AttributeValue> partitionKey) {
    public PartitionWrite {
        Objects.requireNonNull(tableName, "tableName");
        Objects.requireNonNull(partitionKey, "partitionKey");
    }

    /** The index, or empty for the table's own partition. */
    public Optional<String> index() {
        return Optional.ofNullable(indexName);
    }
}
