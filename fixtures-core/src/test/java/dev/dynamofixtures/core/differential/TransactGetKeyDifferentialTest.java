package dev.dynamofixtures.core.differential;

import static dev.dynamofixtures.core.ops.TestTables.item;

import dev.dynamofixtures.core.ops.TestTables;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItem;

/**
 * TransactGetItems with a key that does not match its table's schema: the engine (LOCAL dialect) and DynamoDB Local
 * both cancel the transaction at the first such key, with the key error as the message, and check the earlier
 * actions' tables and projections first; an empty key value stays a ValidationException.
 */
class TransactGetKeyDifferentialTest {
    private Differential diff;

    @BeforeEach
    void tables() {
        diff = new Differential();
        diff.both(c -> c.createTable(TestTables.table("tgk").hash("pk", ScalarAttributeType.S)
                .range("sk", ScalarAttributeType.S).request()));
        diff.both(c -> c.putItem(b -> b.tableName("tgk").item(item("pk", "a", "sk", "1"))));
    }

    @AfterEach
    void close() {
        diff.close();
    }

    private static TransactGetItem get(String table, Map<String, AttributeValue> key) {
        return TransactGetItem.builder().get(g -> g.tableName(table).key(key)).build();
    }

    private void read(String description, TransactGetItem... actions) {
        diff.same(description, c -> c.transactGetItems(b -> b.transactItems(actions)));
    }

    @Test
    void keys_not_matching_the_schema_cancel_the_transaction() {
        read("a key of the wrong type", get("tgk", item("pk", "a", "sk", "1")), get("tgk", item("pk", 1, "sk", "1")));
        read("a missing sort key", get("tgk", item("pk", "a", "sk", "1")), get("tgk", item("pk", "a")));
        read("an extra attribute", get("tgk", item("pk", "a", "sk", "1")), get("tgk", item("pk", "a", "sk", "1", "x", "1")));
        read("a bad key before a missing table", get("tgk", item("pk", 1, "sk", "1")), get("nope", item("pk", "a")));
        read("a bad key before one item twice", get("tgk", item("pk", 1, "sk", "1")),
                get("tgk", item("pk", 1, "sk", "1")));
        read("a missing table before a bad key", get("nope", item("pk", "a")), get("tgk", item("pk", 1, "sk", "1")));
        read("an empty key value", get("tgk", item("pk", "a", "sk", "1")), get("tgk", item("pk", "", "sk", "1")));
    }
}
