package dev.dynamofixtures.junit.internal.log;

import dev.dynamofixtures.core.log.PartitionWrite;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/**
 * The key schemas of one fixture database's tables and of their secondary indexes, described once per table (through
 * a client whose calls are not recorded) and kept until a call creates, updates or deletes the table: what turns a
 * write's items into {@link PartitionWrite}s. A table that cannot be described (it does not exist) is remembered as
 * unknown, and its writes have no partition writes. Thread-safe.
 */
final class TableSchemas {
    private final DynamoDbClient client;
    private final Map<String, Optional<Schema>> schemas = new ConcurrentHashMap<>();

    TableSchemas(DynamoDbClient client) {
        this.client = client;
    }

    /** The schema of {@code table}, described now if it is not known yet. */
    Optional<Schema> of(String table) {
        return schemas.computeIfAbsent(table, this::describe);
    }

    /** Forgets {@code table}'s schema: the next write describes it again. */
    void forget(String table) {
        schemas.remove(table);
    }

    private Optional<Schema> describe(String table) {
        try {
            return Optional.of(Schema.of(client.describeTable(b -> b.tableName(table)).table()));
        } catch (SdkException e) {
            return Optional.empty();
        }
    }

    /** One index's key: its partition attributes (several for a multi-attribute key) and sort attributes. */
    record IndexKey(String indexName, List<String> partition, List<String> sort) {
    }

    /** A table's partition attributes and its secondary indexes' keys (global ones first, as DescribeTable lists them). */
    record Schema(String table, List<String> partition, List<IndexKey> indexes) {
        static Schema of(TableDescription description) {
            List<String> partition = attributes(description.keySchema(), KeyType.HASH);
            List<IndexKey> indexes = new ArrayList<>();
            description.globalSecondaryIndexes().forEach(index -> indexes.add(new IndexKey(index.indexName(),
                    attributes(index.keySchema(), KeyType.HASH), attributes(index.keySchema(), KeyType.RANGE))));
            description.localSecondaryIndexes().forEach(index -> indexes.add(new IndexKey(index.indexName(),
                    attributes(index.keySchema(), KeyType.HASH), attributes(index.keySchema(), KeyType.RANGE))));
            return new Schema(description.tableName(), partition, indexes);
        }

        /** The table partition {@code key} (an item's primary key, or the whole item) writes to, if it has its attributes. */
        List<PartitionWrite> tableWrite(String tableName, Map<String, AttributeValue> key) {
            return partitionKey(partition, key).map(pk -> List.of(new PartitionWrite(tableName, null, pk)))
                    .orElse(List.of());
        }

        /**
         * The partitions {@code item} (a whole item) writes to: the table's, and each index's whose key attributes the
         * item has all of (an item without them is not in that sparse index).
         */
        List<PartitionWrite> itemWrites(String tableName, Map<String, AttributeValue> item) {
            List<PartitionWrite> writes = new ArrayList<>(tableWrite(tableName, item));
            for (IndexKey index : indexes) {
                if (!index.sort().stream().allMatch(item::containsKey)) {
                    continue;
                }
                partitionKey(index.partition(), item)
                        .ifPresent(pk -> writes.add(new PartitionWrite(tableName, index.indexName(), pk)));
            }
            return writes;
        }

        private static Optional<Map<String, AttributeValue>> partitionKey(List<String> attributes,
                                                                        Map<String, AttributeValue> item) {
            if (attributes.isEmpty()) {
                return Optional.empty();
            }
            Map<String, AttributeValue> key = new LinkedHashMap<>();
            for (String attribute : attributes) {
                AttributeValue value = item.get(attribute);
                if (value == null) {
                    return Optional.empty();
                }
                key.put(attribute, value);
            }
            return Optional.of(Collections.unmodifiableMap(key));
        }

        private static List<String> attributes(List<KeySchemaElement> keySchema, KeyType type) {
            return keySchema.stream().filter(e -> e.keyType() == type).map(KeySchemaElement::attributeName).toList();
        }
    }
}
