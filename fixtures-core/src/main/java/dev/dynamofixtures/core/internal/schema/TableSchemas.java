package dev.dynamofixtures.core.internal.schema;

import dev.dynamofixtures.core.internal.storage.Database;
import dev.dynamofixtures.core.internal.storage.Table;
import dev.dynamofixtures.core.internal.storage.TableDefinition;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.UnaryOperator;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.IndexStatus;
import software.amazon.awssdk.services.dynamodb.model.ListTablesRequest;
import software.amazon.awssdk.services.dynamodb.model.ListTablesResponse;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;
import software.amazon.awssdk.services.dynamodb.model.UpdateTableRequest;

/**
 * The table operations as the schema layer computes them: validation, the next database value, and the
 * description to return. Operation handlers call these and publish the result.
 */
public final class TableSchemas {
    private TableSchemas() {
    }

    /** The database after a table operation, and the table description the operation returns. */
    public record Result(Database next, TableDescription description) {
        public Result {
            Objects.requireNonNull(next, "next");
            Objects.requireNonNull(description, "description");
        }
    }

    /** Validates a CreateTable request and adds the new, ACTIVE table; an existing name fails after validation. */
    public static Result createTable(Database db, CreateTableRequest request, Instant now,
                                     UnaryOperator<String> tableArn) {
        TableSpec spec = CreateTableRules.validate(request);
        if (db.table(spec.name()).isPresent()) {
            throw SchemaErrors.tableExists(spec.name());
        }
        TableDescription template = TableDescriptions.newTable(spec, millis(now), tableArn.apply(spec.name()),
                TableDescriptions.tableId(spec.name(), now));
        Table table = Table.create(TableDefinitions.from(template));
        return new Result(db.with(table), TableDescriptions.describe(table));
    }

    /** The named table's description with real-time counters. */
    public static TableDescription describeTable(Database db, String name) {
        return TableDescriptions.describe(require(db, name));
    }

    /** Removes a table that is not protected against deletion, returning its description as DELETING. */
    public static Result deleteTable(Database db, String name) {
        Table table = require(db, name);
        TableDescription description = TableDescriptions.describe(table);
        if (Boolean.TRUE.equals(description.deletionProtectionEnabled())) {
            throw TableErrors.deletionProtected();
        }
        return new Result(db.without(name), description.toBuilder().tableStatus(TableStatus.DELETING).build());
    }

    /**
     * Applies an UpdateTable request. A created GSI is backfilled at once, usable immediately and ACTIVE in
     * every later description; the response shows it CREATING (Backfilling false, no counters) as the service
     * does right after the call. A deleted GSI is gone at once; the response shows it DELETING.
     */
    public static Result updateTable(Database db, UpdateTableRequest request, Instant now) {
        Table table = require(db, request.tableName());
        TableDescription current = table.definition().description();
        UpdateTableRules.Plan plan = UpdateTableRules.plan(current, request, millis(now));
        TableDefinition definition = TableDefinitions.from(plan.next())
                .withTimeToLive(table.definition().timeToLive()).withTags(table.definition().tags());
        GsiUpdateRules.Change change = plan.indexChange();
        Table next;
        if (change != null && change.created() != null) {
            next = table.withIndex(definition.index(change.created().name()).orElseThrow(), definition);
        } else if (change != null && change.deleted() != null) {
            next = table.withoutIndex(change.deleted(), definition);
        } else {
            next = table.withDescriptionOf(definition);
        }
        return new Result(db.with(next), inFlight(TableDescriptions.describe(next), current, change));
    }

    /** A page of table names. */
    public static ListTablesResponse listTables(Database db, ListTablesRequest request) {
        return TableListing.page(db, request);
    }

    private static TableDescription inFlight(TableDescription described, TableDescription before,
                                             GsiUpdateRules.Change change) {
        if (change == null || (change.created() == null && change.deleted() == null)) {
            return described;
        }
        List<GlobalSecondaryIndexDescription> gsis = new ArrayList<>(described.globalSecondaryIndexes());
        if (change.created() != null) {
            gsis.replaceAll(g -> !g.indexName().equals(change.created().name()) ? g : g.toBuilder()
                    .indexStatus(IndexStatus.CREATING).backfilling(false).itemCount(null).indexSizeBytes(null)
                    .build());
        } else {
            List<GlobalSecondaryIndexDescription> old = before.globalSecondaryIndexes();
            for (int i = 0; i < old.size(); i++) {
                if (old.get(i).indexName().equals(change.deleted())) {
                    gsis.add(i, old.get(i).toBuilder().indexStatus(IndexStatus.DELETING).build());
                }
            }
        }
        return described.toBuilder().globalSecondaryIndexes(gsis).build();
    }

    private static Table require(Database db, String name) {
        Table table = name == null ? null : db.table(name).orElse(null);
        if (table != null) {
            return table; // a stored table's name passed validation when it was created
        }
        Names.requireTableName(name, "tableName");
        throw SchemaErrors.tableNotFound(name);
    }

    private static Instant millis(Instant now) {
        return now.truncatedTo(ChronoUnit.MILLIS);
    }
}
