package dev.dynamofixtures.junit.internal.backend;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class TableNamesTest {

    @Test
    void a_prefix_goes_before_every_name_and_comes_off_again() {
        // given
        TableNames naming = TableNames.prefix("run1_");

        // when
        String server = naming.toServer("orders");

        // then
        assertThat(server).isEqualTo("run1_orders");
        assertThat(naming.toTest(server)).contains("orders");
    }

    @Test
    void a_suffix_goes_after_every_name_and_comes_off_again() {
        // given
        TableNames naming = TableNames.suffix("-ci42");

        // when
        String server = naming.toServer("orders");

        // then
        assertThat(server).isEqualTo("orders-ci42");
        assertThat(naming.toTest(server)).contains("orders");
    }

    @Test
    void names_without_the_affix_belong_to_someone_else() {
        // given
        TableNames naming = TableNames.prefix("run1_");

        // then
        assertThat(naming.toTest("orders")).isEmpty();
        assertThat(naming.toTest("run2_orders")).isEmpty();
        assertThat(naming.toTest("run1_")).as("the prefix alone is no table of the naming").isEmpty();
        assertThat(naming.owns("run1_orders")).isTrue();
    }

    @Test
    void identity_leaves_names_alone_and_owns_every_table() {
        // given
        TableNames naming = TableNames.identity();

        // then
        assertThat(naming.toServer("orders")).isEqualTo("orders");
        assertThat(naming.toTest("anything")).contains("anything");
        assertThat(naming.isIdentity()).isTrue();
    }

    @Test
    void unique_prefixes_differ_and_all_start_with_the_run_prefix() {
        // when
        TableNames first = TableNames.unique();
        TableNames second = TableNames.unique();

        // then
        assertThat(first).isNotEqualTo(second);
        assertThat(first.prefix()).startsWith(TableNames.forRun().prefix()).matches("dfx_[a-z0-9]+_[0-9]+_");
        assertThat(second.prefix()).startsWith(TableNames.forRun().prefix());
        assertThat(TableNames.forRun()).isSameAs(TableNames.forRun());
    }

    @Test
    void an_affix_with_characters_dynamodb_refuses_in_table_names_is_rejected() {
        assertThatThrownBy(() -> TableNames.prefix("run 1/"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("A table name prefix must be one or more of the characters DynamoDB allows in table names"
                        + " (a-z, A-Z, 0-9, '_', '-', '.'), was 'run 1/'");
        assertThatThrownBy(() -> TableNames.suffix("")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void scrubbing_a_message_removes_the_affix() {
        // given
        TableNames naming = TableNames.prefix("dfx_ab_1_");

        // then
        assertThat(naming.scrub("Requested resource not found: Table: dfx_ab_1_orders not found"))
                .isEqualTo("Requested resource not found: Table: orders not found");
    }
}
