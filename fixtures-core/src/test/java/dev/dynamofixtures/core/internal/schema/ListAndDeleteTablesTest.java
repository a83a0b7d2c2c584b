package dev.dynamofixtures.core.internal.schema;

import static dev.dynamofixtures.core.internal.schema.Rejections.assertRejected;
import static dev.dynamofixtures.core.internal.schema.Rejections.assertValidation;
import static dev.dynamofixtures.core.internal.schema.Requests.table;
import static org.assertj.core.api.Assertions.assertThat;

import dev.dynamofixtures.core.InMemoryDynamo;
import dev.dynamofixtures.core.MessageDialect;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ListTablesResponse;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;

/** ListTables paging and limits, and DeleteTable (SPEC 3.8). */
class ListAndDeleteTablesTest {
    private final DynamoDbClient client = InMemoryDynamo.create().client();

    private void given_tables(String... names) {
        for (String name : names) {
            client.createTable(table(name, false).build());
        }
    }

    @Test
    void list_tables_returns_names_in_ascending_order() {
        given_tables("orders", "Accounts", "items", "a.b-c_1");

        assertThat(client.listTables().tableNames()).containsExactly("Accounts", "a.b-c_1", "items", "orders");
    }

    @Test
    void list_tables_pages_with_limit_and_exclusive_start_table_name() {
        given_tables("tbc", "tba", "tbb", "tbd");

        ListTablesResponse first = client.listTables(b -> b.limit(2));
        ListTablesResponse second = client.listTables(b -> b.limit(2).exclusiveStartTableName(
                first.lastEvaluatedTableName()));

        assertThat(first.tableNames()).containsExactly("tba", "tbb");
        assertThat(first.lastEvaluatedTableName()).isEqualTo("tbb");
        assertThat(second.tableNames()).containsExactly("tbc", "tbd");
        assertThat(second.lastEvaluatedTableName()).as("no more tables remain").isNull();
    }

    @Test
    void list_tables_starts_after_a_name_that_is_not_a_table() {
        given_tables("tba", "tbc");

        assertThat(client.listTables(b -> b.exclusiveStartTableName("tbb")).tableNames()).containsExactly("tbc");
    }

    @Test
    void the_sdk_paginator_walks_every_table() {
        given_tables("t01", "t02", "t03", "t04", "t05");

        List<String> names = client.listTablesPaginator(b -> b.limit(2)).tableNames().stream().toList();

        assertThat(names).containsExactly("t01", "t02", "t03", "t04", "t05");
    }

    @ParameterizedTest(name = "Limit {0}")
    @CsvSource(delimiter = '|', value = {
        "0|1 validation error detected: Value '0' at 'limit' failed to satisfy constraint: Member must have value "
                + "greater than or equal to 1|Limit must be greater than or equal to 1",
        "101|1 validation error detected: Value '101' at 'limit' failed to satisfy constraint: Member must have "
                + "value less than or equal to 100|Limit in ListTables must be <= 100"})
    void list_tables_rejects_a_limit_outside_1_to_100(int limit, String live, String local) {
        DynamoDbClient localDialect = InMemoryDynamo.builder().messageDialect(MessageDialect.LOCAL).build().client();

        assertValidation(() -> client.listTables(b -> b.limit(limit)), live);
        assertValidation(() -> localDialect.listTables(b -> b.limit(limit)), local);
    }

    @Test
    void list_tables_rejects_an_invalid_exclusive_start_table_name() {
        assertValidation(() -> client.listTables(b -> b.exclusiveStartTableName("ab")),
                "1 validation error detected: Value 'ab' at 'exclusiveStartTableName' failed to satisfy constraint: "
                        + "Member must have length greater than or equal to 3");
    }

    @Test
    void delete_table_returns_the_description_as_deleting_and_removes_the_table() {
        given_tables("gone");

        TableDescription deleted = client.deleteTable(b -> b.tableName("gone")).tableDescription();

        assertThat(deleted.tableName()).isEqualTo("gone");
        assertThat(deleted.tableStatus()).isEqualTo(TableStatus.DELETING);
        assertThat(deleted.itemCount()).isZero();
        assertThat(client.listTables().tableNames()).isEmpty();
        assertRejected(() -> client.describeTable(b -> b.tableName("gone")), ResourceNotFoundException.class,
                "Requested resource not found: Table: gone not found");
    }

    @Test
    void delete_table_of_a_missing_table_is_resource_not_found() {
        DynamoDbClient local = InMemoryDynamo.builder().messageDialect(MessageDialect.LOCAL).build().client();

        assertRejected(() -> client.deleteTable(b -> b.tableName("nope")), ResourceNotFoundException.class,
                "Requested resource not found: Table: nope not found");
        assertRejected(() -> local.deleteTable(b -> b.tableName("nope")), ResourceNotFoundException.class,
                "Cannot do operations on a non-existent table");
    }

    @Test
    void delete_table_refuses_a_table_protected_against_deletion_until_protection_is_disabled() {
        client.createTable(table("safe", false).deletionProtectionEnabled(true).build());

        assertValidation(() -> client.deleteTable(b -> b.tableName("safe")), "Resource cannot be deleted as it is "
                + "currently protected against deletion. Disable deletion protection first.");
        assertThat(client.listTables().tableNames()).containsExactly("safe");

        client.updateTable(b -> b.tableName("safe").deletionProtectionEnabled(false));
        client.deleteTable(b -> b.tableName("safe"));
        assertThat(client.listTables().tableNames()).isEmpty();
    }
}
