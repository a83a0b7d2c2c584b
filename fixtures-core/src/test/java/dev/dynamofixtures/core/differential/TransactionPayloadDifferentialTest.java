package dev.dynamofixtures.core.differential;

import static dev.dynamofixtures.core.ops.TestTables.item;

import dev.dynamofixtures.core.ops.TestTables;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;

/**
 * TransactWriteItems over 4 MB: the engine and DynamoDB Local count the same payload (items, keys, expressions,
 * expression attribute values and names), fail at the same action with the same total, and check it after the
 * expressions and before the tables.
 */
class TransactionPayloadDifferentialTest {
    /** Ten puts of 381,305 bytes each (pk "k0".."k9" 4 bytes, d 381,301): 3,813,050 bytes. */
    private static final int PAD = 381_300;
    /** The 11th put's pad that makes the total exactly 4 MB (pk "k10" 5 bytes, d 1 + pad). */
    private static final int PAD_TO_4MB = 381_248;

    private Differential diff;

    @BeforeEach
    void tables() {
        diff = new Differential();
        diff.both(c -> c.createTable(TestTables.table("payload").hash("pk", ScalarAttributeType.S).request()));
    }

    @AfterEach
    void close() {
        diff.close();
    }

    private static TransactWriteItem put(String pk, int pad) {
        return TransactWriteItem.builder().put(p -> p.tableName("payload")
                .item(item("pk", pk, "d", "x".repeat(pad)))).build();
    }

    /** Ten puts plus one that brings the total to exactly 4 MB, then {@code more}. */
    private static List<TransactWriteItem> fourMegabytesAnd(TransactWriteItem... more) {
        List<TransactWriteItem> actions = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            actions.add(put("k" + i, PAD));
        }
        actions.add(put("k10", PAD_TO_4MB));
        actions.addAll(List.of(more));
        return actions;
    }

    private void write(String description, List<TransactWriteItem> actions) {
        diff.same(description, c -> c.transactWriteItems(b -> b.transactItems(actions)));
    }

    @Test
    void exactly_four_megabytes_is_accepted_and_one_byte_more_is_rejected_with_the_total() {
        write("exactly 4 MB", fourMegabytesAnd());
        diff.same("written", c -> c.getItem(b -> b.tableName("payload").key(item("pk", "k10"))
                .projectionExpression("pk")));
        write("one byte more", fourMegabytesAnd().stream().map(a -> a.put().item().get("pk").s().equals("k10")
                ? put("k10", PAD_TO_4MB + 1) : a).toList());
    }

    @Test
    void keys_expressions_values_and_names_count_towards_the_payload() {
        Map<String, AttributeValue> key = item("pk", "dkey");
        write("a delete's key", fourMegabytesAnd(TransactWriteItem.builder()
                .delete(d -> d.tableName("payload").key(key)).build()));
        write("a condition check's key and expression", fourMegabytesAnd(TransactWriteItem.builder()
                .conditionCheck(c -> c.tableName("payload").key(key).conditionExpression("attribute_exists(pk)"))
                .build()));
        write("an update's expressions, names and values", fourMegabytesAnd(TransactWriteItem.builder()
                .update(u -> u.tableName("payload").key(key).updateExpression("SET #e = :e")
                        .conditionExpression("attribute_not_exists(pk)")
                        .expressionAttributeNames(Map.of("#e", "e"))
                        .expressionAttributeValues(Map.of(":e", AttributeValue.fromN("12345")))).build()));
        write("a put's condition", fourMegabytesAnd(TransactWriteItem.builder()
                .put(p -> p.tableName("payload").item(item("pk", "p")).conditionExpression("attribute_not_exists(pk)"))
                .build()));
        diff.same("nothing written", c -> c.scan(b -> b.tableName("payload").projectionExpression("pk")));
    }

    @Test
    void the_payload_is_checked_after_expressions_and_before_tables() {
        List<TransactWriteItem> overOnMissingTable = fourMegabytesAnd(TransactWriteItem.builder()
                .put(p -> p.tableName("missing").item(item("pk", "m"))).build());
        write("over 4 MB with a missing table", overOnMissingTable);
        List<TransactWriteItem> overWithBadExpression = fourMegabytesAnd(TransactWriteItem.builder()
                .put(p -> p.tableName("payload").item(item("pk", "m")).conditionExpression("a = = b")).build());
        write("over 4 MB with a syntax error", overWithBadExpression);
    }
}
