package dev.dynamofixtures.assertj;

import static dev.dynamofixtures.assertj.DynamoAssertions.item;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import org.assertj.core.error.AssertJMultipleFailuresError;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class DynamoSoftAssertionsTest {

    private final Orders orders = new Orders();

    @AfterEach
    void close() {
        orders.close();
    }

    @Test
    void soft_assertions_collect_every_failure_including_varargs_and_navigation() {
        // given
        var page = orders.ofCustomer("C1", 10);
        DynamoSoftAssertions softly = new DynamoSoftAssertions();
        // when
        softly.assertThat(page).hasCount(2).contains(item("order_id", "nope")).isSortedBy("order_id");
        softly.assertThat(Orders.O1).hasNumber("amount", 201).hasString("status", "NEW");
        softly.assertThat(page.items()).extracting("amount").contains(new BigDecimal("7"));
        // then
        assertThatThrownBy(softly::assertAll)
                .isInstanceOf(AssertJMultipleFailuresError.class)
                .hasMessageContaining("Multiple Failures (4 failures)")
                .hasMessageContaining("to have Count 2")
                .hasMessageContaining("but could not find:")
                .hasMessageContaining("to have amount = N 201")
                .hasMessageContaining("[200, 50, 75]");
    }

    @Test
    void auto_closeable_soft_assertions_pass_when_all_hold() {
        try (AutoCloseableDynamoSoftAssertions softly = new AutoCloseableDynamoSoftAssertions()) {
            softly.assertThat(orders.ofCustomer("C1", 10)).hasCount(3).containsExactly(Orders.O1, Orders.O2, Orders.O3);
        }
    }
}
