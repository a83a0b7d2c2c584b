package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.error.Constraints;
import dev.dynamofixtures.core.internal.schema.TableSchemas;
import dev.dynamofixtures.core.internal.storage.Database;
import dev.dynamofixtures.core.internal.storage.Table;
import dev.dynamofixtures.core.internal.storage.TableTags;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.CreateTableResponse;

/**
 * CreateTable: validates the tags, then the schema, then adds the table, ACTIVE at once (as DynamoDB Local does),
 * with its tags (which DynamoDB Local ignores).
 */
final class CreateTableOperation {
    private CreateTableOperation() {
    }

    static Outcome<CreateTableResponse> execute(Database db, CreateTableRequest request, EngineSettings settings) {
        Map<String, String> tags = Map.of();
        if (request.hasTags()) {
            Constraints.Violations violations = new Constraints.Violations();
            TagRules.tagsShape(request.tags(), "tags", violations);
            violations.throwIfAny();
            tags = TagRules.asMap(request.tags());
            TagRules.notReserved(tags.keySet());
            TagRules.withinLimit(TableTags.NONE, tags);
        }
        TableSchemas.Result result = TableSchemas.createTable(db, request, settings.clock().instant(),
                settings::tableArn);
        Database next = result.next();
        if (!tags.isEmpty()) {
            Table table = next.table(request.tableName()).orElseThrow();
            next = next.with(table.withDescriptionOf(table.definition().withTags(TableTags.NONE.with(tags))));
        }
        return new Outcome<>(next,
                CreateTableResponse.builder().tableDescription(result.description()).build());
    }
}
