package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.error.DynamoError;
import dev.dynamofixtures.core.internal.expr.KeyAttributeNames;
import dev.dynamofixtures.core.internal.storage.IndexDefinition;
import dev.dynamofixtures.core.internal.storage.IndexKind;
import dev.dynamofixtures.core.internal.storage.TableDefinition;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * DynamoDB refuses an expression with a document path into a key attribute of the table or of any of its indexes
 * ({@code pk.x}, {@code h1[0]}): {@code Key attributes must be scalars; list random access '[]' and map lookup '.'
 * are not allowed: Key: pk} for the table's key, {@code IndexKey: h1} for an index's, the first in
 * {@link #names}' order that the expression takes apart. Every expression is checked (conditions, filters,
 * projections, update expressions, key conditions) but a transaction's ConditionCheck's, each once its operation
 * has validated what it checks first and before it uses the expression (probed on DynamoDB Local; see each
 * operation).
 */
final class KeyPaths {
    private KeyPaths() {
    }

    /** Refuses the first key attribute of {@code table} among {@code nested} (an expression's deep paths' names). */
    static void check(TableDefinition table, Set<String> nested) {
        if (!nested.isEmpty()) {
            names(table).checkNotTakenApart(nested);
        }
    }

    /** Whether {@code error} is this refusal (a transaction's update throws it, not a cancellation reason). */
    static boolean isRefusal(DynamoError error) {
        return KeyAttributeNames.isRefusal(error);
    }

    /**
     * The table's key attributes, then its indexes': those of its local secondary indexes, then of its global ones,
     * each kind in the order DynamoDB Local checks indexes ({@link Items#inLocalOrder}), as it looks for them
     * (probed on tables of 4 and of 16 indexes: QueryDifferentialTest).
     */
    static KeyAttributeNames names(TableDefinition table) {
        List<String> tableKey = new ArrayList<>(2);
        table.key().all().forEach(attribute -> tableKey.add(attribute.name()));
        List<String> indexKeys = new ArrayList<>();
        for (IndexKind kind : List.of(IndexKind.LOCAL, IndexKind.GLOBAL)) {
            List<IndexDefinition> ofKind = table.indexes().stream().filter(index -> index.kind() == kind).toList();
            Items.inLocalOrder(ofKind).forEach(index -> index.keySchema().all()
                    .forEach(attribute -> indexKeys.add(attribute.name())));
        }
        return new KeyAttributeNames(tableKey, indexKeys);
    }
}
