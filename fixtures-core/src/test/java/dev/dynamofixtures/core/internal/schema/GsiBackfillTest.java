package dev.dynamofixtures.core.internal.schema;

import static dev.dynamofixtures.core.internal.schema.Requests.all;
import static dev.dynamofixtures.core.internal.schema.Requests.createIndex;
import static dev.dynamofixtures.core.internal.schema.Requests.defs;
import static dev.dynamofixtures.core.internal.schema.Requests.deleteIndex;
import static dev.dynamofixtures.core.internal.schema.Requests.table;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dynamofixtures.core.internal.error.DynamoError;
import dev.dynamofixtures.core.internal.storage.Database;
import dev.dynamofixtures.core.internal.storage.Item;
import dev.dynamofixtures.core.internal.storage.Table;
import java.time.Clock;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/**
 * A GSI created by UpdateTable is backfilled from the items already in the table, within the call: items with
 * every key attribute present and of its declared type are indexed; the others are skipped, as the service does
 * (DynamoDB Local indexes wrong-typed ones).
 */
class GsiBackfillTest {
    private static final Instant NOW = Instant.parse("2026-03-01T10:15:30Z");

    private Database db = TableSchemas.createTable(Database.empty(), table("upd", false).build(), NOW,
            name -> "arn:aws:dynamodb:ddblocal:000000000000:table/" + name).next();

    private void given_item(String pk, String... attributes) {
        Map<String, AttributeValue> item = new LinkedHashMap<>();
        item.put("pk", AttributeValue.fromS(pk));
        for (String attribute : attributes) {
            String[] parts = attribute.split("=");
            String value = parts[1].substring(2);
            item.put(parts[0], parts[1].startsWith("N:") ? AttributeValue.fromN(value) : AttributeValue.fromS(value));
        }
        Table table = db.table("upd").orElseThrow();
        db = db.with(table.put(table.keyOf(item), Item.of(item), Clock.systemUTC()).table());
    }

    @Test
    void a_new_multi_attribute_gsi_indexes_only_items_with_every_key_attribute_of_its_declared_type() {
        given_item("a", "t=S:T1", "r=S:west", "n=N:3");
        given_item("b", "t=S:T1", "r=S:west", "n=N:1");
        given_item("c", "t=S:T1", "r=N:5", "n=N:1");
        given_item("d", "t=S:T1");

        TableSchemas.Result result = TableSchemas.updateTable(db, createIndex("upd", defs("t:S", "r:S", "n:N"),
                "byTR", all(), "t:HASH", "r:HASH", "n:RANGE"), NOW);

        Table table = result.next().table("upd").orElseThrow();
        assertThat(table.secondary("byTR").itemCount()).isEqualTo(2);
        GlobalSecondaryIndexDescription described = TableSchemas.describeTable(result.next(), "upd")
                .globalSecondaryIndexes().get(0);
        assertThat(described.itemCount()).isEqualTo(2L);
        assertThat(described.indexSizeBytes()).isEqualTo(table.secondary("byTR").sizeBytes()).isPositive();
    }

    @Test
    void a_keys_only_gsi_is_smaller_than_the_table() {
        given_item("a", "t=S:T1", "payload=S:" + "x".repeat(100));

        TableSchemas.Result result = TableSchemas.updateTable(db, createIndex("upd", defs("t:S"), "byT",
                Requests.include("zz"), "t:HASH"), NOW);

        TableDescription described = TableSchemas.describeTable(result.next(), "upd");
        assertThat(described.globalSecondaryIndexes().get(0).indexSizeBytes()).isLessThan(described.tableSizeBytes());
    }

    @Test
    void a_deleted_gsi_leaves_storage_with_the_table() {
        given_item("a", "t=S:T1");
        db = TableSchemas.updateTable(db, createIndex("upd", defs("t:S"), "byT", all(), "t:HASH"), NOW).next();

        Database next = TableSchemas.updateTable(db, deleteIndex("upd", "byT"), NOW).next();

        Table table = next.table("upd").orElseThrow();
        assertThat(table.definition().indexes()).isEmpty();
        assertThat(table.itemCount()).isEqualTo(1);
    }

    @Test
    void a_failed_update_leaves_the_database_unchanged() {
        given_item("a", "t=S:T1");
        Database before = db;

        assertThatThrownBy(() -> TableSchemas.updateTable(db, createIndex("upd", defs("t:S"), "b", all(), "t:HASH"),
                NOW)).isInstanceOf(DynamoError.class).hasMessageContaining("indexName");

        assertThat(db).isSameAs(before);
        assertThat(db.table("upd").orElseThrow().definition().indexes()).isEmpty();
    }
}
