package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.storage.IndexDefinition;
import dev.dynamofixtures.core.internal.storage.IndexKind;
import dev.dynamofixtures.core.internal.storage.IndexProjection;
import dev.dynamofixtures.core.internal.storage.KeyAttribute;
import dev.dynamofixtures.core.internal.storage.KeySchema;
import dev.dynamofixtures.core.internal.storage.TableDefinition;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Whether an existing table can take items meant for a table defined elsewhere (a dataset's): the same key schema
 * and the same secondary indexes (kind, key schema, projection; in any order), and if not, the difference in
 * DynamoDB's words. Billing, streams and the like do not matter to the items.
 */
final class TableMatch {
    private TableMatch() {
    }

    /** What differs between the existing table's keys and indexes and the wanted ones; empty when nothing does. */
    static Optional<String> difference(TableDefinition existing, TableDefinition wanted) {
        List<String> differences = new ArrayList<>();
        if (!existing.key().equals(wanted.key())) {
            differences.add("its key is " + describe(existing.key()) + ", the dataset's " + describe(wanted.key()));
        }
        Map<String, IndexDefinition> existingIndexes = existing.indexesByName();
        Map<String, IndexDefinition> wantedIndexes = wanted.indexesByName();
        for (IndexDefinition index : wanted.indexes()) {
            IndexDefinition found = existingIndexes.get(index.name());
            if (found == null) {
                differences.add("it has no " + kind(index) + " " + index.name() + ", which the dataset defines ("
                        + describe(index) + ")");
            } else if (!same(found, index)) {
                differences.add("its " + kind(found) + " " + index.name() + " has " + describe(found)
                        + ", the dataset's " + kind(index) + " " + describe(index));
            }
        }
        for (IndexDefinition index : existing.indexes()) {
            if (!wantedIndexes.containsKey(index.name())) {
                differences.add("it has " + kind(index) + " " + index.name() + " (" + describe(index)
                        + "), which the dataset does not define");
            }
        }
        return differences.isEmpty() ? Optional.empty() : Optional.of(String.join("; ", differences));
    }

    private static boolean same(IndexDefinition a, IndexDefinition b) {
        return a.kind() == b.kind() && a.keySchema().equals(b.keySchema()) && same(a.projection(), b.projection());
    }

    /** Projections are equal when of one type and, for INCLUDE, of the same attributes in any order. */
    private static boolean same(IndexProjection a, IndexProjection b) {
        return a.type() == b.type() && new HashSet<>(a.nonKeyAttributes()).equals(new HashSet<>(b.nonKeyAttributes()));
    }

    private static String kind(IndexDefinition index) {
        return index.kind() == IndexKind.GLOBAL ? "global secondary index" : "local secondary index";
    }

    /** {@code partition key customer_id (S), sort key status (S), amount (N)}. */
    private static String describe(KeySchema key) {
        String text = "partition key " + attributes(key.hash());
        return key.range().isEmpty() ? text : text + ", sort key " + attributes(key.range());
    }

    private static String describe(IndexDefinition index) {
        IndexProjection projection = index.projection();
        String projected = projection.type() == IndexProjection.Type.INCLUDE
                ? "INCLUDE " + projection.nonKeyAttributes() : projection.type().name();
        return describe(index.keySchema()) + ", projection " + projected;
    }

    private static String attributes(List<KeyAttribute> attributes) {
        List<String> parts = new ArrayList<>();
        attributes.forEach(a -> parts.add(a.name() + " (" + a.type() + ")"));
        return String.join(", ", parts);
    }
}
