package dev.dynamofixtures.assertj;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.assertj.core.error.AssertJMultipleFailuresError;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class DatabaseSoftAssertionsTest {

    private final InMemoryDatabase database = new InMemoryDatabase();

    DatabaseSoftAssertionsTest() {
        Shop.create(database.client());
    }

    @AfterEach
    void close() {
        database.close();
    }

    @Test
    void soft_assertions_collect_failures_along_table_index_and_partition_navigation() {
        // given
        DynamoSoftAssertions softly = new DynamoSoftAssertions();
        // when
        softly.assertThat(database).table("orders")
                .hasItemCount(4)
                .containsKey("order_id", "KSUID9")
                .index("OrdersByStatusDateAmount")
                .containsKey("order_id", "KSUID5")
                .hasPartitionCount(3)
                .partition("customer_id", "C#1A2B3C")
                .containsExactly(Shop.KSUID1);
        softly.assertThat(database).table("order").isEmpty();
        softly.assertThat(database).table("orders").index("OrdersByStatusDateAmount").hasItemCount(4);
        // then
        assertThatThrownBy(softly::assertAll)
                .isInstanceOf(AssertJMultipleFailuresError.class)
                .hasMessageContaining("Multiple Failures (6 failures)")
                .hasMessageContaining("to hold 4 items")
                .hasMessageContaining("to contain an item with key:")
                .hasMessageContaining("  - the item has no status: the index's sort key needs it (type S)")
                .hasMessageContaining("to have 3 partitions")
                .hasMessageContaining("to contain exactly, in this order")
                .hasMessageContaining("Expecting table order (in-memory)");
        assertThat(softly.errorsCollected()).hasSize(6);
    }

    @Test
    void auto_closeable_soft_assertions_pass_when_the_tables_and_indexes_hold() {
        try (AutoCloseableDynamoSoftAssertions softly = new AutoCloseableDynamoSoftAssertions()) {
            softly.assertThat(database).table("products").hasItemCount(5)
                    .index("ProductsOnSale").hasItemCount(3).hasPartitionCount(2)
                    .doesNotContainKey("PK", "CATEGORY#Electronics", "SK", "PRODUCT#LAPTOP-DELL-XPS")
                    .partition("sale", "BLACK-FRIDAY-2025").containsExactly(Shop.SPEAKER, Shop.TV);
        }
    }

    @Test
    void navigating_softly_to_a_partition_of_a_missing_index_fails_at_once() {
        // given
        DynamoSoftAssertions softly = new DynamoSoftAssertions();
        // then: there are no items to hand to the partition's assertions
        assertThatThrownBy(() -> softly.assertThat(database).table("orders").index("OrdersByStatus")
                .partition("customer_id", "C#1A2B3C"))
                .hasMessageContaining("but there is no such index; the indexes of table orders are:");
        assertThat(softly.errorsCollected()).isEmpty();
    }
}
