package dev.dynamofixtures.core.internal.schema;

import dev.dynamofixtures.core.internal.error.DynamoError;
import dev.dynamofixtures.core.internal.storage.Database;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.model.ListTablesRequest;
import software.amazon.awssdk.services.dynamodb.model.ListTablesResponse;

/**
 * ListTables: table names in ascending order, at most {@code Limit} (1..100, default 100) after
 * {@code ExclusiveStartTableName}, with {@code LastEvaluatedTableName} only when more names remain.
 */
final class TableListing {
    private TableListing() {
    }

    static ListTablesResponse page(Database db, ListTablesRequest request) {
        Integer limit = request.limit();
        if (limit != null && limit < 1) {
            throw DynamoError.validation(SchemaErrors.smithy(limit, "limit",
                    "Member must have value greater than or equal to 1"), "Limit must be greater than or equal to 1");
        }
        if (limit != null && limit > 100) {
            throw DynamoError.validation(SchemaErrors.smithy(limit, "limit",
                    "Member must have value less than or equal to 100"), "Limit in ListTables must be <= 100");
        }
        String start = request.exclusiveStartTableName();
        if (start != null) {
            Names.check(start, "exclusiveStartTableName");
        }
        int max = limit == null ? 100 : limit;
        List<String> names = start == null ? db.tableNames() : db.tableNamesAfter(start);
        ListTablesResponse.Builder response = ListTablesResponse.builder()
                .tableNames(names.subList(0, Math.min(max, names.size())));
        if (names.size() > max) {
            response.lastEvaluatedTableName(names.get(max - 1));
        }
        return response.build();
    }
}
