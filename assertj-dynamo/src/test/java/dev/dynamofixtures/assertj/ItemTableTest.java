package dev.dynamofixtures.assertj;

import static dev.dynamofixtures.assertj.DynamoAssertions.item;
import static dev.dynamofixtures.assertj.ItemsAssertTest.lines;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ItemTableTest {

    @Test
    void columns_are_the_union_of_attributes_and_missing_cells_show_a_dash() {
        // given
        var items = List.of(item("id", "a", "bin", new byte[] {0, (byte) 0xff}, "none", null),
                item("id", "b", "ok", true, "ns", Set.of(7), "m", Map.of("k", "v")));
        // when
        String table = ItemTable.of(items);
        // then
        assertThat(table).isEqualTo(lines(""
                + "  #  id     bin       none  ok         ns      m\n"
                + "  0  S \"a\"  B 0x00ff  NULL  -          -       -\n"
                + "  1  S \"b\"  -         -     BOOL true  NS [7]  M {k: S \"v\"}"));
    }

    @Test
    void no_items_say_so() {
        assertThat(ItemTable.of(List.of())).isEqualTo("  (no items)");
    }
}
