package dev.dynamofixtures.core.differential;

import static dev.dynamofixtures.core.ops.TestTables.item;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;

/** PutItem, GetItem and DeleteItem: the engine and DynamoDB Local give the same results and errors. */
class ItemsDifferentialTest {
    private Differential diff;

    @BeforeEach
    void tables() {
        diff = new Differential();
        diff.both(c -> c.createTable(Universe.table()));
        diff.both(c -> c.createTable(Universe.numberTable()));
    }

    @AfterEach
    void close() {
        diff.close();
    }

    private void put(String description, Map<String, AttributeValue> item) {
        diff.same(description, c -> c.putItem(b -> b.tableName(Universe.TABLE).item(item)));
    }

    @Test
    void valid_items_round_trip_with_canonical_numbers_and_sorted_sets() {
        put("numbers and sets", item("pk", "a", "sk", AttributeValue.fromN("1.50"),
                "ns", AttributeValue.fromNs(List.of("10", "2", "-1", "1.50")),
                "ss", AttributeValue.fromSs(List.of("b", "é", "a", "")),
                "bs", AttributeValue.fromBs(List.of(SdkBytes.fromByteArray(new byte[] {(byte) 0xFF}), SdkBytes.fromByteArray(new byte[] {0}))),
                "m", AttributeValue.fromM(Map.of("x", AttributeValue.fromN("0.1"), "e", AttributeValue.fromS(""))),
                "l", AttributeValue.fromL(List.of(AttributeValue.fromNul(true), AttributeValue.fromBool(false)))));
        diff.same("get", c -> c.getItem(b -> b.tableName(Universe.TABLE).key(item("pk", "a", "sk", AttributeValue.fromN("1.5")))));
        diff.same("get with another notation of the key", c -> c.getItem(b -> b.tableName(Universe.TABLE)
                .key(item("pk", "a", "sk", AttributeValue.fromN("150E-2")))));
    }

    /** DynamoDB Local keeps nested numbers as written (a quirk); the service and the engine normalise them. */
    @Test
    void nested_numbers_are_normalised_unlike_dynamodb_local() {
        Map<String, AttributeValue> item = item("pk", "n", "sk", 1,
                "m", AttributeValue.fromM(Map.of("x", AttributeValue.fromN("00.100"))));
        diff.engine().putItem(b -> b.tableName(Universe.TABLE).item(item));
        org.assertj.core.api.Assertions.assertThat(diff.engine().getItem(b -> b.tableName(Universe.TABLE)
                .key(item("pk", "n", "sk", 1))).item().get("m").m().get("x").n()).isEqualTo("0.1");
    }

    @Test
    void invalid_values_are_rejected_alike() {
        put("empty value", item("pk", "a", "sk", 1, "x", AttributeValue.builder().build()));
        put("two members", item("pk", "a", "sk", 1, "x", AttributeValue.builder().s("a").n("1").build()));
        put("null false", item("pk", "a", "sk", 1, "x", AttributeValue.builder().nul(false).build()));
        put("empty string set", item("pk", "a", "sk", 1, "x", AttributeValue.fromSs(List.of())));
        put("empty number set", item("pk", "a", "sk", 1, "x", AttributeValue.fromNs(List.of())));
        put("empty binary set", item("pk", "a", "sk", 1, "x", AttributeValue.fromBs(List.of())));
        put("string set duplicates", item("pk", "a", "sk", 1, "x", AttributeValue.fromSs(List.of("a", "a"))));
        put("number set numeric duplicates", item("pk", "a", "sk", 1, "x", AttributeValue.fromNs(List.of("1", "1.0"))));
        put("not a number", item("pk", "a", "sk", 1, "x", AttributeValue.fromN("1e")));
        put("39 digits", item("pk", "a", "sk", 1, "x", AttributeValue.fromN("1.23456789012345678901234567890123456789")));
        put("overflow", item("pk", "a", "sk", 1, "x", AttributeValue.fromN("1e126")));
        put("underflow", item("pk", "a", "sk", 1, "x", AttributeValue.fromN("1e-131")));
        put("exponent past 32 bits", item("pk", "a", "sk", 1, "x", AttributeValue.fromN("1e2147483648")));
        put("negative exponent past 32 bits", item("pk", "a", "sk", 1, "x", AttributeValue.fromN("-1e-2147483648")));
        put("zero with an exponent past 32 bits", item("pk", "a", "sk", 1, "x", AttributeValue.fromN("0e99999999999")));
        put("largest exponent", item("pk", "a", "sk", 1, "x", AttributeValue.fromN("1e2147483647")));
        put("empty attribute name", item("pk", "a", "sk", 1, "", "x"));
        put("empty nested name", item("pk", "a", "sk", 1, "m", AttributeValue.fromM(Map.of("", AttributeValue.fromS("x")))));
    }

    @Test
    void key_and_index_key_violations_are_rejected_alike() {
        put("missing sort key", item("pk", "a"));
        put("sort key of the wrong type", item("pk", "a", "sk", "1"));
        put("empty partition key", item("pk", "", "sk", 1));
        put("set as key", item("pk", AttributeValue.fromSs(List.of("a")), "sk", 1));
        put("index key of the wrong type", item("pk", "a", "sk", 1, "h1", 5));
        put("index key empty string", item("pk", "a", "sk", 1, "r1", ""));
        put("index key empty binary", item("pk", "a", "sk", 1, "r3", new byte[0]));
        put("index key NULL", item("pk", "a", "sk", 1, "h1", AttributeValue.fromNul(true)));
        put("partition key over 2048 bytes", item("pk", "x".repeat(2049), "sk", 1));
        put("partition key of 2048 bytes", item("pk", "x".repeat(2048), "sk", 1));
        put("aggregate GSI sort key over 1024", item("pk", "a", "sk", 1, "h1", "H", "h2", 1, "r1", "x".repeat(1000),
                "r2", 1, "r3", new byte[100]));
        put("one GSI sort attribute over 1024", item("pk", "a", "sk", 1, "r1", "x".repeat(1025)));
        // limits count UTF-8 bytes: two, three and four bytes a character, at and just over each limit
        put("partition key of 2048 bytes in 1024 characters", item("pk", "\u00e9".repeat(1024), "sk", 1));
        put("partition key of 2050 bytes in 1025 characters", item("pk", "\u00e9".repeat(1025), "sk", 1));
        put("partition key of 2048 bytes in surrogate pairs", item("pk", "\ud83d\ude00".repeat(512), "sk", 1));
        put("partition key of 2052 bytes in surrogate pairs", item("pk", "\ud83d\ude00".repeat(513), "sk", 1));
        put("GSI sort attribute of 1023 bytes in 341 characters", item("pk", "a", "sk", 1, "r1", "\u20ac".repeat(341)));
        put("GSI sort attribute of 1026 bytes in 342 characters", item("pk", "a", "sk", 1, "r1", "\u20ac".repeat(342)));
        put("aggregate GSI sort key under 1024 though three bytes a character would be over",
                item("pk", "a", "sk", 1, "h1", "H", "h2", 1, "r1", "x".repeat(400), "r2", 1, "r3", new byte[100]));
        put("aggregate GSI sort key over 1024 in three-byte characters", item("pk", "a", "sk", 1, "h1", "H", "h2", 1,
                "r1", "\u20ac".repeat(300), "r2", 1, "r3", new byte[125]));
        put("item over 400 KB", item("pk", "a", "sk", 1, "d", "x".repeat(409_600)));
    }

    @Test
    void key_arguments_are_checked_alike() {
        diff.same("missing sort key", c -> c.getItem(b -> b.tableName(Universe.TABLE).key(item("pk", "a"))));
        diff.same("extra attribute", c -> c.getItem(b -> b.tableName(Universe.TABLE).key(item("pk", "a", "sk", 1, "x", 1))));
        diff.same("wrong attribute", c -> c.getItem(b -> b.tableName(Universe.TABLE).key(item("pk", "a", "x", 1))));
        diff.same("wrong type", c -> c.getItem(b -> b.tableName(Universe.TABLE).key(item("pk", "a", "sk", "1"))));
        diff.same("empty key value", c -> c.getItem(b -> b.tableName(Universe.TABLE).key(item("pk", "", "sk", 1))));
        diff.same("missing table", c -> c.getItem(b -> b.tableName("nope").key(item("pk", "a", "sk", 1))));
        diff.same("bad table name", c -> c.getItem(b -> b.tableName("a b").key(item("pk", "a", "sk", 1))));
        diff.same("delete with missing key", c -> c.deleteItem(b -> b.tableName(Universe.TABLE).key(item("pk", "a"))));
    }

    @Test
    void return_values_and_conditions_behave_alike() {
        put("first", item("pk", "a", "sk", 1, "v", "one"));
        diff.same("replace returning old", c -> c.putItem(b -> b.tableName(Universe.TABLE)
                .item(item("pk", "a", "sk", 1, "v", "two")).returnValues(ReturnValue.ALL_OLD)));
        diff.same("ALL_NEW on put", c -> c.putItem(b -> b.tableName(Universe.TABLE)
                .item(item("pk", "a", "sk", 1)).returnValues(ReturnValue.ALL_NEW)));
        diff.same("failed condition with ALL_OLD", c -> c.putItem(b -> b.tableName(Universe.TABLE)
                .item(item("pk", "a", "sk", 1, "v", "three")).conditionExpression("attribute_not_exists(pk)")
                .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)));
        diff.same("passing condition", c -> c.putItem(b -> b.tableName(Universe.TABLE)
                .item(item("pk", "a", "sk", 1, "v", "three")).conditionExpression("v = :two")
                .expressionAttributeValues(Map.of(":two", AttributeValue.fromS("two")))));
        diff.same("get after", c -> c.getItem(b -> b.tableName(Universe.TABLE).key(item("pk", "a", "sk", 1))));
        diff.same("delete returning old", c -> c.deleteItem(b -> b.tableName(Universe.TABLE)
                .key(item("pk", "a", "sk", 1)).returnValues(ReturnValue.ALL_OLD)));
        // DynamoDB Local reports capacity for a delete of a missing item even unasked: ask, so both report it
        diff.same("delete missing", c -> c.deleteItem(b -> b.tableName(Universe.TABLE)
                .key(item("pk", "a", "sk", 1)).returnValues(ReturnValue.ALL_OLD)
                .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)));
        diff.same("delete under a failing condition", c -> c.deleteItem(b -> b.tableName(Universe.TABLE)
                .key(item("pk", "a", "sk", 1)).conditionExpression("attribute_exists(pk)")));
    }

    @Test
    void write_capacity_counts_indexes_alike() {
        diff.same("new item in two GSIs and the LSI", c -> c.putItem(b -> b.tableName(Universe.TABLE)
                .item(item("pk", "a", "sk", 1, "h1", "H", "h2", 1, "r1", "x", "r2", 2, "r3", new byte[] {1}, "ls", 3))
                .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)));
        diff.same("identical overwrite", c -> c.putItem(b -> b.tableName(Universe.TABLE)
                .item(item("pk", "a", "sk", 1, "h1", "H", "h2", 1, "r1", "x", "r2", 2, "r3", new byte[] {1}, "ls", 3))
                .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)));
        diff.same("a GSI key moves", c -> c.putItem(b -> b.tableName(Universe.TABLE)
                .item(item("pk", "a", "sk", 1, "h1", "H", "h2", 1, "r1", "y", "r2", 2, "r3", new byte[] {1}, "ls", 3))
                .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)));
        diff.same("read of a small item", c -> c.getItem(b -> b.tableName(Universe.TABLE)
                .key(item("pk", "a", "sk", 1)).returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)));
        diff.same("delete", c -> c.deleteItem(b -> b.tableName(Universe.TABLE)
                .key(item("pk", "a", "sk", 1)).returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)));
    }
}
