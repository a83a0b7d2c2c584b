package dev.dynamofixtures.core.internal.storage;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dynamofixtures.core.internal.value.AttributeType;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/**
 * {@link Table#putAll}: a table loaded in bulk holds, in every index, exactly what putting the same items one by
 * one leaves, and later writes find each item's index entries as they would after single puts.
 */
class TableBulkTest {
    private static final Clock CLOCK = Clock.systemUTC();
    private static final KeySchema TABLE_KEY = KeySchema.of(new KeyAttribute("pk", AttributeType.S),
            new KeyAttribute("sk", AttributeType.N));
    private static final TableDefinition DEFINITION = new TableDefinition("orders", TABLE_KEY, List.of(
            IndexDefinition.of("byCustomer", IndexKind.GLOBAL,
                    new KeySchema(List.of(new KeyAttribute("customer", AttributeType.S)),
                            List.of(new KeyAttribute("status", AttributeType.S),
                                    new KeyAttribute("amount", AttributeType.N))),
                    IndexProjection.ALL, TABLE_KEY),
            IndexDefinition.of("byStatus", IndexKind.GLOBAL,
                    KeySchema.of(new KeyAttribute("status", AttributeType.S)),
                    IndexProjection.KEYS_ONLY, TABLE_KEY),
            IndexDefinition.of("byAmount", IndexKind.LOCAL,
                    KeySchema.of(new KeyAttribute("pk", AttributeType.S), new KeyAttribute("amount", AttributeType.N)),
                    IndexProjection.include(List.of("note")), TABLE_KEY)),
            TableDescription.builder().tableName("orders").build());

    @Test
    void a_bulk_loaded_table_holds_what_single_puts_leave_in_every_index() {
        for (int count : new int[] {0, 1, 31, 33, 500, 5_000, 20_000}) { // 20,000: trees built in parallel
            // given: items in random order, some sparse in each index, some keys repeated
            List<Item> items = randomItems(count, new Random(count));
            // when
            Table bulk = putAll(Table.create(DEFINITION), items);
            Table single = putOneByOne(Table.create(DEFINITION), items);
            // then
            assertSameContent(bulk, single);
        }
    }

    @Test
    void writes_after_a_bulk_load_change_the_indexes_as_after_single_puts() {
        // given
        List<Item> items = randomItems(2_000, new Random(1));
        Table bulk = putAll(Table.create(DEFINITION), items);
        Table single = putOneByOne(Table.create(DEFINITION), items);
        Random random = new Random(2);
        // when: puts moving items in, out of and within the sparse indexes, and deletes
        for (int step = 0; step < 3_000; step++) {
            Table.Write bulkWrite;
            Table.Write singleWrite;
            if (step % 4 == 3) {
                byte[] key = bulk.keyOf(randomItem(random).attributes());
                bulkWrite = bulk.delete(key, CLOCK);
                singleWrite = single.delete(key, CLOCK);
            } else {
                Item item = randomItem(random);
                bulkWrite = bulk.put(bulk.keyOf(item.attributes()), item, CLOCK);
                singleWrite = single.put(single.keyOf(item.attributes()), item, CLOCK);
            }
            assertThat(bulkWrite.indexWrites()).isEqualTo(singleWrite.indexWrites());
            assertThat(bulkWrite.previous()).isEqualTo(singleWrite.previous());
            bulk = bulkWrite.table();
            single = singleWrite.table();
        }
        // then
        assertSameContent(bulk, single);
    }

    @Test
    void putting_all_into_a_table_that_has_items_puts_them_one_by_one() {
        // given
        List<Item> first = randomItems(300, new Random(3));
        List<Item> second = randomItems(300, new Random(4));
        Table loaded = putAll(Table.create(DEFINITION), first);
        // when
        Table merged = putAll(loaded, second);
        // then
        List<Item> all = new ArrayList<>(first);
        all.addAll(second);
        assertSameContent(merged, putOneByOne(Table.create(DEFINITION), all));
    }

    private static Table putAll(Table table, List<Item> items) {
        byte[][] keys = new byte[items.size() + 3][]; // longer than n: only the first n count
        Item[] array = new Item[items.size() + 3];
        for (int i = 0; i < items.size(); i++) {
            keys[i] = table.keyOf(items.get(i).attributes());
            array[i] = items.get(i);
        }
        return table.putAll(keys, array, items.size());
    }

    private static Table putOneByOne(Table table, List<Item> items) {
        for (Item item : items) {
            table = table.put(table.keyOf(item.attributes()), item, CLOCK).table();
        }
        return table;
    }

    private static void assertSameContent(Table actual, Table expected) {
        assertThat(render(actual.primary())).isEqualTo(render(expected.primary()));
        assertThat(actual.primary().sizeBytes()).isEqualTo(expected.primary().sizeBytes());
        actual.primary().entries().checkInvariants();
        for (IndexDefinition index : DEFINITION.indexes()) {
            IndexData actualIndex = actual.secondary(index.name());
            IndexData expectedIndex = expected.secondary(index.name());
            assertThat(render(actualIndex)).as(index.name()).isEqualTo(render(expectedIndex));
            assertThat(actualIndex.sizeBytes()).as(index.name()).isEqualTo(expectedIndex.sizeBytes());
            actualIndex.entries().checkInvariants();
        }
        for (Item item : actual.primary().entries().values()) {
            assertThat(item.isKeyedFor(actual.definition().indexes())).isTrue();
        }
    }

    private static List<String> render(IndexData data) {
        List<String> rendered = new ArrayList<>();
        for (Map.Entry<byte[], Item> entry : data.entries().entries()) {
            rendered.add(Arrays.toString(entry.getKey()) + "=" + entry.getValue());
        }
        return rendered;
    }

    /** Items of up to count / 2 distinct keys, so that about half repeat an earlier key. */
    private static List<Item> randomItems(int count, Random random) {
        List<Item> items = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            items.add(randomItem(random, Math.max(1, count / 2)));
        }
        return items;
    }

    private static Item randomItem(Random random) {
        return randomItem(random, 1_500);
    }

    private static Item randomItem(Random random, int keys) {
        Map<String, AttributeValue> attributes = new LinkedHashMap<>();
        int key = random.nextInt(keys);
        attributes.put("pk", AttributeValue.fromS("p" + key % 37));
        attributes.put("sk", AttributeValue.fromN(Integer.toString(key)));
        if (random.nextInt(5) != 0) {
            attributes.put("customer", AttributeValue.fromS("c" + random.nextInt(20)));
        }
        if (random.nextInt(4) != 0) {
            attributes.put("status", AttributeValue.fromS(random.nextBoolean() ? "PENDING" : "SHIPPED"));
        }
        if (random.nextInt(3) != 0) {
            attributes.put("amount", AttributeValue.fromN(Integer.toString(random.nextInt(300))));
        }
        attributes.put("note", AttributeValue.fromS("n" + random.nextInt(1000)));
        attributes.put("other", AttributeValue.fromS("o" + random.nextInt(3)));
        return Item.of(attributes);
    }
}
