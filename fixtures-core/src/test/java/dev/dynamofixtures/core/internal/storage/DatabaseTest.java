package dev.dynamofixtures.core.internal.storage;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dynamofixtures.core.internal.value.AttributeType;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/** The database value: tables by name in ListTables' order, and the idempotency tokens, all immutable. */
class DatabaseTest {
    private static final KeySchema KEY = KeySchema.of(new KeyAttribute("pk", AttributeType.S));

    private static Table table(String name) {
        return Table.create(new TableDefinition(name, KEY, List.of(), TableDescription.builder().tableName(name).build()));
    }

    @Test
    void tables_are_listed_by_name_whatever_order_they_were_created_in() {
        Database db = Database.empty().with(table("orders")).with(table("Accounts")).with(table("items"))
                .with(table("audit_log"));

        assertThat(db.tableNames()).containsExactly("Accounts", "audit_log", "items", "orders");
        assertThat(db.tableCount()).isEqualTo(4);
        assertThat(db.table("items")).map(Table::name).contains("items");
        assertThat(db.table("Items")).isEmpty();
    }

    @Test
    void many_tables_added_and_removed_in_any_order_are_each_found_by_name_and_listed_in_order() {
        List<String> names = new java.util.ArrayList<>();
        for (int i = 0; i < 500; i++) {
            names.add("t" + Integer.toString(i * 7919 % 500, 36));
        }
        Database db = Database.empty();
        for (String name : names) {
            db = db.with(table(name));
        }
        for (int i = 0; i < names.size(); i += 3) {
            db = db.without(names.get(i));
        }

        List<String> kept = new java.util.ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            if (i % 3 != 0) {
                kept.add(names.get(i));
                assertThat(db.table(names.get(i))).map(Table::name).contains(names.get(i));
            } else {
                assertThat(db.table(names.get(i))).isEmpty();
            }
        }
        assertThat(db.tableNames()).isEqualTo(kept.stream().sorted().toList());
        assertThat(db.tableCount()).isEqualTo(kept.size());
        assertThat(db.table(null)).isEmpty();
    }

    @Test
    void names_after_a_start_skip_the_start_whether_or_not_it_is_a_table() {
        Database db = Database.empty().with(table("aaa")).with(table("ccc")).with(table("eee"));

        assertThat(db.tableNamesAfter("ccc")).containsExactly("eee");
        assertThat(db.tableNamesAfter("bbb")).containsExactly("ccc", "eee");
        assertThat(db.tableNamesAfter("000")).containsExactly("aaa", "ccc", "eee");
        assertThat(db.tableNamesAfter("eee")).isEmpty();
        assertThat(db.tableNamesAfter("zzz")).isEmpty();
    }

    @Test
    void replacing_or_removing_a_table_leaves_earlier_values_as_they_were() {
        Table before = table("orders");
        Database first = Database.empty().with(table("accounts")).with(before);
        Table after = before.put(before.keyOf(Map.of("pk", AttributeValue.fromS("a"))),
                Item.of(Map.of("pk", AttributeValue.fromS("a"))), Clock.systemUTC()).table();

        Database second = first.with(after);
        Database third = second.without("accounts");

        assertThat(first.table("orders")).containsSame(before);
        assertThat(second.table("orders")).containsSame(after);
        assertThat(second.tableNames()).containsExactly("accounts", "orders");
        assertThat(third.tableNames()).containsExactly("orders");
        assertThat(third.table("orders")).containsSame(after);
        assertThat(third.table("accounts")).isEmpty();
        assertThat(second.table("accounts")).isPresent();
        assertThat(third.without("accounts")).isSameAs(third);
        assertThat(third.without("orders").tableNames()).isEmpty();
    }

    @Test
    void tokens_expire_oldest_first_and_a_token_accepted_again_moves_to_the_newest_end() {
        Instant t0 = Instant.parse("2026-01-01T00:00:00Z");
        IdempotencyTokens tokens = Database.empty().tokens()
                .plus("a", "request-a", t0, t0.minusSeconds(600))
                .plus("b", "request-b", t0.plusSeconds(60), t0.minusSeconds(540))
                .plus("a", "request-a2", t0.plusSeconds(120), t0.minusSeconds(480));

        assertThat(tokens.size()).isEqualTo(2);
        assertThat(tokens.find("a", t0)).map(IdempotencyTokens.Entry::request).contains("request-a2");

        // b (accepted at t0+60) expires; a, accepted again at t0+120, does not
        IdempotencyTokens later = tokens.plus("c", "request-c", t0.plusSeconds(700), t0.plusSeconds(100));
        assertThat(later.size()).isEqualTo(2);
        assertThat(later.find("b", t0)).isEmpty();
        assertThat(later.find("a", t0)).isPresent();
        assertThat(later.find("c", t0)).isPresent();
        assertThat(later.find("a", t0.plusSeconds(120))).as("accepted at, not after, the bound").isEmpty();
        assertThat(tokens.find("b", t0)).as("the earlier value is unchanged").isPresent();
    }
}
