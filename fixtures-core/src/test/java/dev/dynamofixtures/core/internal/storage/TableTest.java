package dev.dynamofixtures.core.internal.storage;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dynamofixtures.core.internal.value.AttributeType;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

class TableTest {
    private static final Clock CLOCK = Clock.fixed(Instant.parse("2030-01-01T10:00:00Z"), ZoneOffset.UTC);
    private static final KeySchema TABLE_KEY = KeySchema.of(new KeyAttribute("pk", AttributeType.S));
    private static final IndexDefinition MULTI = IndexDefinition.of("gmulti", IndexKind.GLOBAL,
            new KeySchema(List.of(new KeyAttribute("h1", AttributeType.S), new KeyAttribute("h2", AttributeType.N)),
                    List.of(new KeyAttribute("r1", AttributeType.S))),
            IndexProjection.KEYS_ONLY, TABLE_KEY);
    private static final TableDefinition DEFINITION = orders(MULTI);
    /** A GSI {@code gall} of HASH {@code h1}, RANGE {@code r1}, projecting every attribute. */
    private static final IndexDefinition ALL_BY_H1_R1 = IndexDefinition.of("gall", IndexKind.GLOBAL,
            new KeySchema(List.of(new KeyAttribute("h1", AttributeType.S)),
                    List.of(new KeyAttribute("r1", AttributeType.S))),
            IndexProjection.ALL, TABLE_KEY);

    /** The orders table (key {@code pk}) with these secondary indexes, in this order. */
    private static TableDefinition orders(IndexDefinition... indexes) {
        return new TableDefinition("orders", TABLE_KEY, List.of(indexes),
                TableDescription.builder().tableName("orders").build());
    }

    private static Item item(Object... pairs) {
        Map<String, AttributeValue> attributes = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            Object v = pairs[i + 1];
            attributes.put((String) pairs[i], v instanceof Integer ? AttributeValue.fromN(v.toString()) : AttributeValue.fromS((String) v));
        }
        return Item.of(attributes);
    }

    private static Table.Write put(Table table, Item item) {
        return table.put(table.keyOf(item.attributes()), item, CLOCK);
    }

    @Test
    void an_item_missing_any_index_key_attribute_is_absent_from_the_index() {
        Table table = Table.create(DEFINITION);
        table = put(table, item("pk", "a", "h1", "H", "h2", 1)).table();
        table = put(table, item("pk", "b", "h1", "H", "h2", 1, "r1", "x")).table();
        assertThat(table.itemCount()).isEqualTo(2);
        assertThat(table.secondary("gmulti").itemCount()).isEqualTo(1);
    }

    @Test
    void a_keys_only_index_entry_holds_the_table_and_index_keys_only() {
        Table table = put(Table.create(DEFINITION), item("pk", "b", "h1", "H", "h2", 1, "r1", "x", "extra", "e")).table();
        Item entry = table.secondary("gmulti").entries().values().iterator().next();
        assertThat(entry.attributes()).containsOnlyKeys("pk", "h1", "h2", "r1");
    }

    @Test
    void changing_an_index_key_moves_the_entry_and_reports_a_move() {
        Table table = put(Table.create(DEFINITION), item("pk", "b", "h1", "H", "h2", 1, "r1", "x")).table();
        Table.Write write = put(table, item("pk", "b", "h1", "H", "h2", 1, "r1", "y"));
        assertThat(write.indexWrites()).singleElement()
                .satisfies(w -> assertThat(w.change()).isEqualTo(IndexWrite.Change.MOVED));
        Item entry = write.table().secondary("gmulti").entries().values().iterator().next();
        assertThat(entry.get("r1").s()).isEqualTo("y");
        assertThat(write.table().secondary("gmulti").itemCount()).isEqualTo(1);
    }

    @Test
    void changing_a_non_projected_attribute_does_not_touch_a_keys_only_index() {
        Table table = put(Table.create(DEFINITION), item("pk", "b", "h1", "H", "h2", 1, "r1", "x", "v", "1")).table();
        Table.Write write = put(table, item("pk", "b", "h1", "H", "h2", 1, "r1", "x", "v", "2"));
        // the entry is rewritten under its key; comparing it with the old one shows that nothing changed
        assertThat(write.indexWrites()).extracting(IndexWrite::change).containsOnly(IndexWrite.Change.UNCHANGED);
        assertThat(write.indexWrites()).noneMatch(IndexWrite::wroteIndex);
    }

    @Test
    void changing_a_projected_attribute_rewrites_the_entry_under_its_key_and_an_identical_item_changes_nothing() {
        IndexDefinition all = IndexDefinition.of("gall", IndexKind.GLOBAL,
                new KeySchema(List.of(new KeyAttribute("h1", AttributeType.S)), List.of()), IndexProjection.ALL, TABLE_KEY);
        Table table = put(Table.create(orders(all)), item("pk", "b", "h1", "H", "v", "1")).table();

        Table.Write changed = put(table, item("pk", "b", "h1", "H", "v", "2"));
        Table.Write identical = put(changed.table(), item("pk", "b", "h1", "H", "v", "2"));

        assertThat(changed.indexWrites()).extracting(IndexWrite::change).containsExactly(IndexWrite.Change.UPDATED);
        assertThat(identical.indexWrites()).extracting(IndexWrite::change).containsExactly(IndexWrite.Change.UNCHANGED);
        assertThat(identical.table().secondary("gall").itemCount()).isEqualTo(1);
    }

    @Test
    void rewrites_under_unchanged_index_keys_leave_every_index_as_putting_the_final_items_into_an_empty_table_does() {
        TableDefinition definition = orders(ALL_BY_H1_R1, MULTI);
        java.util.Random random = new java.util.Random(7);
        Map<String, Item> latest = new LinkedHashMap<>();
        Table table = Table.create(definition);
        for (int round = 0; round < 6; round++) {
            for (int n = 0; n < 400; n++) {
                // index keys from few values, so most rewrites keep them; now and then one moves
                int moved = random.nextInt(10) == 0 ? round : 0;
                Item item = item("pk", "p" + n, "h1", "H" + n % 5, "r1", "r" + (n + moved), "h2", n % 3,
                        "v", "v" + random.nextInt(1_000));
                table = put(table, item).table();
                latest.put("p" + n, item);
            }
        }

        Table rebuilt = Table.create(definition);
        for (Item item : latest.values()) {
            rebuilt = put(rebuilt, item).table();
        }
        for (String index : List.of("gall", "gmulti")) {
            assertThat(entries(table.secondary(index))).containsExactlyElementsOf(entries(rebuilt.secondary(index)));
            assertThat(table.secondary(index).sizeBytes()).isEqualTo(rebuilt.secondary(index).sizeBytes());
        }
        // each stored item remembers the very key array its index entry is held under: the next rewrite's leaf
        // finds the entry by reference
        Map<byte[], Item> held = new java.util.IdentityHashMap<>();
        table.secondary("gall").entries().entries().forEach(e -> held.put(e.getKey(), e.getValue()));
        for (Map.Entry<byte[], Item> stored : table.primary().entries().entries()) {
            assertThat(held).containsKey(stored.getValue().indexKey(0));
        }
    }

    @Test
    void rewrites_alone_and_under_an_edit_leave_every_earlier_table_holding_the_entries_and_key_arrays_it_had() {
        java.util.Random random = new java.util.Random(23);
        Table table = Table.create(orders(ALL_BY_H1_R1, MULTI));
        for (int n = 0; n < 500; n++) {
            table = put(table, order(n, 0, random)).table();
        }
        List<Table> kept = new java.util.ArrayList<>();
        List<List<Object>> keptState = new java.util.ArrayList<>();
        for (int round = 1; round <= 8; round++) {
            kept.add(table);
            keptState.add(state(table));
            if (round % 2 == 0) { // 25 rewrites under one edit, as a BatchWriteItem makes them
                KeyTree.Edit edit = new KeyTree.Edit();
                int first = random.nextInt(475);
                for (int n = first; n < first + 25; n++) {
                    Item item = order(n, round, random);
                    table = table.put(table.keyOf(item.attributes()), item, CLOCK, edit).table();
                }
            } else {
                for (int i = 0; i < 25; i++) {
                    table = put(table, order(random.nextInt(500), round, random)).table();
                }
            }
        }
        for (int i = 0; i < kept.size(); i++) {
            assertThat(state(kept.get(i))).as("table %d", i).usingElementComparator(TableTest::sameState)
                    .containsExactlyElementsOf(keptState.get(i));
        }
        Map<byte[], Item> held = new java.util.IdentityHashMap<>();
        table.secondary("gall").entries().entries().forEach(e -> held.put(e.getKey(), e.getValue()));
        for (Map.Entry<byte[], Item> stored : table.primary().entries().entries()) {
            assertThat(held).containsKey(stored.getValue().indexKey(0));
        }
    }

    /** Order {@code n} written in round {@code round}: its index keys mostly as before, now and then moved. */
    private static Item order(int n, int round, java.util.Random random) {
        int moved = random.nextInt(8) == 0 ? round : 0;
        return item("pk", "p" + n, "h1", "H" + n % 7, "r1", "r" + (n + moved), "h2", n % 3,
                "v", "v" + random.nextInt(1_000));
    }

    /**
     * Every index's entries of {@code table}, in order, as [index name, the key array itself, the entry itself]:
     * what a table published once must go on holding, compared by reference ({@link #sameState}).
     */
    private static List<Object> state(Table table) {
        List<Object> out = new java.util.ArrayList<>();
        for (String index : List.of("gall", "gmulti")) {
            table.secondary(index).entries().entries().forEach(e -> out.add(List.of(index, e.getKey(), e.getValue())));
        }
        table.primary().entries().entries().forEach(e -> out.add(List.of("", e.getKey(), e.getValue())));
        return out;
    }

    private static int sameState(Object a, Object b) {
        List<?> x = (List<?>) a;
        List<?> y = (List<?>) b;
        return x.get(0).equals(y.get(0)) && x.get(1) == y.get(1) && x.get(2) == y.get(2) ? 0 : 1;
    }

    /** An index's entries as (key bytes, attributes) pairs in order, comparable with equals. */
    private static List<Map.Entry<String, Map<String, AttributeValue>>> entries(IndexData index) {
        List<Map.Entry<String, Map<String, AttributeValue>>> out = new java.util.ArrayList<>();
        for (Map.Entry<byte[], Item> e : index.entries().entries()) {
            out.add(Map.entry(java.util.HexFormat.of().formatHex(e.getKey()), Map.copyOf(e.getValue().attributes())));
        }
        return out;
    }

    @Test
    void removing_an_index_key_attribute_takes_the_item_out_of_the_index() {
        Table table = put(Table.create(DEFINITION), item("pk", "b", "h1", "H", "h2", 1, "r1", "x")).table();
        Table.Write write = put(table, item("pk", "b", "h1", "H", "h2", 1));
        assertThat(write.indexWrites()).singleElement()
                .satisfies(w -> assertThat(w.change()).isEqualTo(IndexWrite.Change.LEFT));
        assertThat(write.table().secondary("gmulti").itemCount()).isZero();
    }

    @Test
    void a_write_leaves_the_previous_table_value_unchanged() {
        Table before = put(Table.create(DEFINITION), item("pk", "a", "h1", "H", "h2", 1, "r1", "x")).table();
        Table after = before.delete(before.keyOf(item("pk", "a").attributes()), CLOCK).table();
        assertThat(before.itemCount()).isEqualTo(1);
        assertThat(before.secondary("gmulti").itemCount()).isEqualTo(1);
        assertThat(after.itemCount()).isZero();
        assertThat(after.secondary("gmulti").itemCount()).isZero();
    }

    @Test
    void adding_an_index_backfills_items_of_the_declared_types_only() {
        Table table = Table.create(orders());
        table = put(table, item("pk", "a", "h1", "H", "h2", 1, "r1", "x")).table();
        table = put(table, item("pk", "b", "h1", "H", "h2", "not a number", "r1", "x")).table();
        Table indexed = table.withIndex(MULTI, DEFINITION);
        assertThat(indexed.secondary("gmulti").itemCount()).isEqualTo(1);
    }

    private static final IndexDefinition BY_R1 = IndexDefinition.of("byR1", IndexKind.GLOBAL,
            KeySchema.of(new KeyAttribute("r1", AttributeType.S)), IndexProjection.ALL, TABLE_KEY);

    @Test
    void a_write_after_an_index_was_added_moves_the_entry_the_backfill_made() {
        Table table = put(Table.create(DEFINITION), item("pk", "a", "h1", "H", "h2", 1, "r1", "x")).table();
        TableDefinition withBoth = orders(MULTI, BY_R1);
        table = table.withIndex(BY_R1, withBoth);
        Table.Write write = put(table, item("pk", "a", "h1", "H", "h2", 1, "r1", "y"));
        assertThat(write.indexWrites()).extracting(IndexWrite::change)
                .containsExactly(IndexWrite.Change.MOVED, IndexWrite.Change.MOVED);
        assertThat(write.table().secondary("byR1").entries().values()).singleElement()
                .satisfies(entry -> assertThat(entry.get("r1").s()).isEqualTo("y"));
        assertThat(write.table().secondary("gmulti").entries().values()).singleElement()
                .satisfies(entry -> assertThat(entry.get("r1").s()).isEqualTo("y"));
    }

    @Test
    void a_write_after_an_index_was_dropped_updates_the_remaining_index_only() {
        TableDefinition withBoth = orders(BY_R1, MULTI);
        Table table = put(Table.create(withBoth), item("pk", "a", "h1", "H", "h2", 1, "r1", "x")).table();
        table = table.withoutIndex("byR1", DEFINITION);
        Table.Write write = put(table, item("pk", "a", "h1", "H", "h2", 1, "r1", "y"));
        assertThat(write.indexWrites()).singleElement()
                .satisfies(w -> assertThat(w.change()).isEqualTo(IndexWrite.Change.MOVED));
        assertThat(write.table().secondary("gmulti").entries().values()).singleElement()
                .satisfies(entry -> assertThat(entry.get("r1").s()).isEqualTo("y"));
    }

    @Test
    void deleting_an_item_removes_it_from_every_index_it_was_stored_in() {
        TableDefinition withBoth = orders(MULTI, BY_R1);
        Table table = put(Table.create(withBoth), item("pk", "a", "h1", "H", "h2", 1, "r1", "x")).table();
        table = put(table, item("pk", "a", "h1", "G", "h2", 2, "r1", "z")).table();
        Table after = table.delete(table.keyOf(item("pk", "a").attributes()), CLOCK).table();
        assertThat(after.secondary("gmulti").itemCount()).isZero();
        assertThat(after.secondary("byR1").itemCount()).isZero();
        assertThat(after.secondary("byR1").sizeBytes()).isZero();
    }

    @Test
    void every_write_stamps_its_stream_record_with_the_clock_it_is_given() {
        // given: a table whose stream is enabled
        TableDefinition streamed = new TableDefinition("orders", TABLE_KEY, List.of(), TableDescription.builder()
                .tableName("orders")
                .streamSpecification(s -> s.streamEnabled(true).streamViewType("KEYS_ONLY"))
                .latestStreamArn("arn:aws:dynamodb:us-east-1:000000000000:table/orders/stream/2030-01-01T00:00:00.000")
                .latestStreamLabel("2030-01-01T00:00:00.000").build());
        Clock later = Clock.offset(CLOCK, Duration.ofHours(1));
        Clock expiry = Clock.offset(CLOCK, Duration.ofHours(2));
        Table table = Table.create(streamed);
        byte[] key = table.keyOf(item("pk", "a").attributes());
        // when
        table = table.put(key, item("pk", "a"), CLOCK).table();
        table = table.put(key, item("pk", "a", "n", 1), later).table();
        table = table.expire(key, expiry).table();
        // then
        TableStream stream = table.streams().get(0);
        assertThat(stream.recordCount()).isEqualTo(3);
        assertThat(List.of(stream.record(1).created(), stream.record(2).created(), stream.record(3).created()))
                .containsExactly(CLOCK.instant(), later.instant(), expiry.instant());
    }
}
