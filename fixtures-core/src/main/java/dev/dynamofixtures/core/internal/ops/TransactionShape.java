package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.error.Constraints;
import dev.dynamofixtures.core.internal.error.DynamoError;
import dev.dynamofixtures.core.internal.error.ErrorType;
import dev.dynamofixtures.core.internal.schema.Names;
import dev.dynamofixtures.core.internal.storage.Database;
import dev.dynamofixtures.core.internal.storage.KeyCodec;
import dev.dynamofixtures.core.internal.storage.Table;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/** Rules both transaction operations share: the action count, table lookup and one action per item. */
final class TransactionShape {
    static final int MAX_ACTIONS = 100;

    private TransactionShape() {
    }

    /**
     * 1..100 actions. DynamoDB Local words these without the service's lead-in, and reports an empty
     * TransactGetItems list as a missing one ({@code get} true). A violation is added to {@code shape}, which
     * holds the violations of the members before {@code transactItems} (the enums), and thrown with them.
     */
    static void checkCount(List<?> actions, String modelName, boolean get, RequestShape shape) {
        String nullDetail = Constraints.detail(null, "transactItems", "Member must not be null");
        if (actions == null) {
            shape.add(nullDetail, nullDetail);
        } else if (actions.isEmpty()) {
            String constraint = "Member must have length greater than or equal to 1";
            shape.add(Constraints.detail("[]", "transactItems", constraint),
                    get ? nullDetail : "Value [] at 'transactItems' failed to satisfy constraint: " + constraint);
        } else if (actions.size() > MAX_ACTIONS) {
            String constraint = "Member must have length less than or equal to " + MAX_ACTIONS;
            shape.add(Constraints.detail(RequestShape.echoList(modelName, actions), "transactItems", constraint),
                    constraint);
        } else {
            return;
        }
        shape.throwIfAny();
    }

    /** The table of action {@code index} (0-based); {@code kind} is the action's member, e.g. {@code put}. */
    static Table requireTable(Database db, String name, int index, String kind) {
        Table table = db.table(name).orElse(null);
        if (table != null) {
            return table;
        }
        Names.requireItemTableName(name, "transactItems." + (index + 1) + ".member." + kind + ".tableName");
        throw DynamoError.of(ErrorType.RESOURCE_NOT_FOUND,
                "Requested resource not found", "Cannot do operations on a non-existent table");
    }

    /** The items a transaction's actions target: a second action on one item is a ValidationException. */
    static final class ItemSet {
        private final Map<String, TreeSet<byte[]>> keysByTable = new HashMap<>();

        void add(String table, byte[] key) {
            if (!keysByTable.computeIfAbsent(table, t -> new TreeSet<>(KeyCodec.ORDER)).add(key)) {
                throw DynamoError.validation("Transaction request cannot include multiple operations on one item");
            }
        }
    }
}
