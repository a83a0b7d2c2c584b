package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.error.Constraints;
import dev.dynamofixtures.core.internal.error.DynamoError;
import dev.dynamofixtures.core.internal.error.ErrorType;
import dev.dynamofixtures.core.internal.schema.Names;
import dev.dynamofixtures.core.internal.storage.Database;
import dev.dynamofixtures.core.internal.storage.Table;
import java.util.List;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.model.ReturnItemCollectionMetrics;

/** Rules the batch and transaction operations share: table lookup by a map key, and the metrics enum. */
final class BatchRules {
    static final String DUPLICATE_KEYS = "Provided list of item keys contains duplicates";

    private BatchRules() {
    }

    /**
     * The table a batch names by a key of its RequestItems map. An invalid name is a violation of the map's
     * keys in the service's words (echoing the whole map), DynamoDB Local's name text otherwise; a valid name
     * of no table is ResourceNotFoundException.
     */
    static Table require(Database db, String name, Supplier<String> echo) {
        Table table = db.table(name).orElse(null);
        if (table != null) {
            return table;
        }
        try {
            Names.check(name, "requestItems");
        } catch (DynamoError e) {
            String live = Constraints.message(List.of(Constraints.detail(echo.get(), "requestItems",
                    "Map keys must satisfy constraint: [Member must have length less than or equal to 255, "
                            + "Member must have length greater than or equal to 3, "
                            + "Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+]")));
            throw DynamoError.validation(live, e.localMessage());
        }
        throw DynamoError.of(ErrorType.RESOURCE_NOT_FOUND,
                "Requested resource not found", "Cannot do operations on a non-existent table");
    }

    /** Validates ReturnItemCollectionMetrics (SIZE or NONE) as the service does; DynamoDB Local accepts anything. */
    static void itemCollectionMetrics(ReturnItemCollectionMetrics value, String raw) {
        if (raw != null && value == ReturnItemCollectionMetrics.UNKNOWN_TO_SDK_VERSION) {
            throw Constraints.violation(raw, "returnItemCollectionMetrics",
                    "Member must satisfy enum value set: [SIZE, NONE]");
        }
    }
}
