package dev.dynamofixtures.core.internal.storage;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dynamofixtures.core.internal.value.AttributeType;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/** An item collection's stored size: its items in the table plus their entries in every LSI, one partition only. */
class ItemCollectionsTest {
    private static final KeySchema KEY = KeySchema.of(new KeyAttribute("pk", AttributeType.S),
            new KeyAttribute("sk", AttributeType.S));

    private static AttributeValue s(String v) {
        return AttributeValue.fromS(v);
    }

    @Test
    void the_size_is_the_partition_items_plus_their_lsi_projections() {
        // given: an LSI projecting keys only (pk, sk, l)
        IndexDefinition lsi = IndexDefinition.of("byL", IndexKind.LOCAL,
                KeySchema.of(new KeyAttribute("pk", AttributeType.S), new KeyAttribute("l", AttributeType.S)),
                IndexProjection.KEYS_ONLY, KEY);
        Table table = Table.create(new TableDefinition("t", KEY, List.of(lsi),
                TableDescription.builder().tableName("t").build()));
        Map<String, AttributeValue> indexed = Map.of("pk", s("a"), "sk", s("1"), "l", s("x"), "d", s("0123456789"));
        Map<String, AttributeValue> notIndexed = Map.of("pk", s("a"), "sk", s("2"));
        Map<String, AttributeValue> otherPartition = Map.of("pk", s("ab"), "sk", s("1"), "l", s("y"));
        for (Map<String, AttributeValue> item : List.of(indexed, notIndexed, otherPartition)) {
            table = table.put(table.keyOf(item), Item.of(item), Clock.systemUTC()).table();
        }

        // then: the items (pk 2+1, sk 2+1, l 1+1, d 1+10 = 19; pk, sk = 6) plus the KEYS_ONLY entry (pk, sk, l = 8)
        assertThat(ItemCollections.tracked(table.definition())).isTrue();
        assertThat(ItemCollections.sizeBytes(table, s("a"))).isEqualTo(19 + 6 + 8);
        assertThat(ItemCollections.sizeBytes(table, s("zz"))).isZero();
    }
}
