package dev.dynamofixtures.core.dataset;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every dataset error names file, line and column, says what is wrong in DynamoDB's terms and how to fix it; all
 * the problems of a dataset are reported together.
 */
class DatasetErrorsTest {
    private static final String ORDERS_TABLE = """
            tables:
              orders:
                key: { order_id: S }
                indexes:
                  ByCustomer:
                    partition: [ customer_id: S ]
                    sort: [ status: S, amount: N ]
            """;

    private static List<DatasetProblem> problems(String yaml) {
        return catchThrowableOfType(DatasetException.class, () -> Dataset.parse("bad.yml", yaml)).problems();
    }

    private static DatasetProblem onlyProblem(String yaml) {
        List<DatasetProblem> problems = problems(yaml);
        assertThat(problems).hasSize(1);
        return problems.get(0);
    }

    @Test
    void malformed_yaml_names_its_position() {
        DatasetProblem problem = onlyProblem("tables:\n  orders: { key: [ }\n");

        assertThat(problem.source()).isEqualTo("bad.yml");
        assertThat(problem.line()).isEqualTo(2);
        assertThat(problem.message()).startsWith("malformed YAML: ");
    }

    @Test
    void an_unknown_field_suggests_the_nearest_valid_name() {
        DatasetProblem problem = onlyProblem("""
                tables:
                  orders:
                    key: { order_id: S }
                    indexs: {}
                """);

        assertThat(problem.toString()).isEqualTo("bad.yml:4:5: unknown field indexs in table orders (did you mean "
                + "indexes?); the fields are key, indexes, localIndexes, ttl, stream, billing, tableClass, "
                + "deletionProtection");
    }

    @Test
    void an_unknown_top_level_field_suggests_the_nearest_valid_name() {
        DatasetProblem problem = onlyProblem("table:\n  orders: { key: { order_id: S } }\n");

        assertThat(problem.toString()).isEqualTo("bad.yml:1:1: unknown field table in a dataset (did you mean tables?);"
                + " the fields are tables, items, import");
    }

    @Test
    void items_for_an_unknown_table_name_the_known_ones() {
        DatasetProblem problem = onlyProblem(ORDERS_TABLE + "items:\n  order:\n    - { order_id: K1 }\n");

        assertThat(problem.toString()).isEqualTo("bad.yml:9:3: items for table order, which no file of the dataset "
                + "defines (did you mean orders?); define it under `tables:` (or import its template), or fix the name");
    }

    @Test
    void an_item_missing_a_key_attribute_says_which() {
        DatasetProblem problem = onlyProblem(ORDERS_TABLE + "items:\n  orders:\n    - { customer_id: C1 }\n");

        assertThat(problem.toString()).isEqualTo("bad.yml:10:7: item has no order_id, the partition key (S) of table "
                + "orders; every item needs all of the table's key attributes");
    }

    @Test
    void a_key_attribute_of_the_wrong_type_says_how_to_fix_it() {
        DatasetProblem problem = onlyProblem(ORDERS_TABLE + "items:\n  orders:\n    - { order_id: 42 }\n");

        assertThat(problem.message()).isEqualTo("item's order_id is a number (42), but the partition key of table "
                + "orders is of type S (quote a value that YAML reads as a number or boolean: \"42\", or write !S 42)");
    }

    @Test
    void an_index_key_attribute_of_the_wrong_type_names_the_index() {
        DatasetProblem problem = onlyProblem(ORDERS_TABLE
                + "items:\n  orders:\n    - { order_id: K1, customer_id: C1, status: NEW, amount: lots }\n");

        assertThat(problem.message()).isEqualTo("item's amount is a string (\"lots\"), but index ByCustomer of table "
                + "orders declares it N; DynamoDB rejects an item whose index key attribute has another type "
                + "(write a number, unquoted: 42)");
    }

    @Test
    void a_duplicate_primary_key_names_both_positions() {
        DatasetProblem problem = onlyProblem(ORDERS_TABLE
                + "items:\n  orders:\n    - { order_id: K1 }\n    - { order_id: K2 }\n    - { order_id: K1 }\n");

        assertThat(problem.toString()).isEqualTo("bad.yml:12:7: item has the same primary key (order_id=K1) as the "
                + "item at bad.yml:10:7; a table holds one item per key: change or remove one of them");
    }

    @Test
    void an_empty_set_is_rejected_as_dynamodb_does() {
        DatasetProblem problem = onlyProblem(ORDERS_TABLE + "items:\n  orders:\n    - { order_id: K1, tags: !SS [] }\n");

        assertThat(problem.toString()).isEqualTo("bad.yml:10:29: an empty set: DynamoDB has no empty sets; leave the "
                + "attribute out, or write an empty list [] instead");
    }

    @Test
    void duplicate_set_members_are_rejected_with_both_positions() {
        DatasetProblem problem = onlyProblem(ORDERS_TABLE
                + "items:\n  orders:\n    - { order_id: K1, sizes: !NS [1, 2, 1.0] }\n");

        assertThat(problem.toString()).isEqualTo("bad.yml:10:41: the set holds 1.0 twice (first at bad.yml:10:35); "
                + "DynamoDB rejects sets with duplicate members");
    }

    @Test
    void a_39_digit_number_is_rejected_with_dynamodbs_message() {
        DatasetProblem problem = onlyProblem(ORDERS_TABLE
                + "items:\n  orders:\n    - { order_id: K1, n: 123456789012345678901234567890123456789 }\n");

        assertThat(problem.message()).isEqualTo("'123456789012345678901234567890123456789' is not a number DynamoDB can "
                + "store: Attempting to store more than 38 significant digits in a Number (numbers have at most 38 "
                + "significant digits, magnitudes from 1E-130 to below 1E126)");
        assertThat(problem.column()).isEqualTo(26);
    }

    @Test
    void an_empty_key_string_is_rejected_with_dynamodbs_message() {
        DatasetProblem problem = onlyProblem(ORDERS_TABLE + "items:\n  orders:\n    - { order_id: \"\" }\n");

        assertThat(problem.message()).startsWith("item of table orders would be rejected by DynamoDB: One or more "
                + "parameter values are not valid. The AttributeValue for a key attribute cannot contain an empty "
                + "string value.");
    }

    @Test
    void an_item_over_400_kb_is_rejected_with_dynamodbs_message() {
        DatasetProblem problem = onlyProblem(ORDERS_TABLE + "items:\n  orders:\n    - { order_id: K1, blob: "
                + "x".repeat(410 * 1024) + " }\n");

        assertThat(problem.message()).isEqualTo("item of table orders would be rejected by DynamoDB: Item size has "
                + "exceeded the maximum allowed size");
    }

    @Test
    void an_attribute_typed_twice_differently_names_both_places() {
        DatasetProblem problem = onlyProblem("""
                tables:
                  orders:
                    key: { order_id: S }
                    indexes:
                      ByAmount: { partition: [ order_id: N ] }
                """);

        assertThat(problem.toString()).isEqualTo("bad.yml:5:32: attribute order_id is typed N here but S at "
                + "bad.yml:3:12; an attribute has one type in a table, its key and all its indexes");
    }

    @Test
    void an_index_attribute_without_a_type_says_where_to_declare_it() {
        DatasetProblem problem = onlyProblem("""
                tables:
                  orders:
                    key: { order_id: S }
                    indexes:
                      ByCustomer: { partition: customer_id }
                """);

        assertThat(problem.toString()).isEqualTo("bad.yml:5:32: attribute customer_id of table orders has no type: "
                + "write customer_id: S (or N, B) where it first appears");
    }

    @Test
    void a_wrong_type_name_suggests_the_dynamodb_letter() {
        DatasetProblem problem = onlyProblem("tables:\n  orders:\n    key: { order_id: String }\n");

        assertThat(problem.message()).isEqualTo("the type of key attribute order_id is 'String'; key attributes are S "
                + "(string), N (number) or B (binary) (did you mean S?)");
    }

    @Test
    void a_table_dynamodb_would_not_create_gets_dynamodbs_message_at_the_table() {
        DatasetProblem problem = onlyProblem("""
                tables:
                  orders:
                    key: { order_id: S }
                    indexes:
                      TooWide: { partition: [ a: S, b: S, c: S, d: S, e: S ] }
                """);

        assertThat(problem.source()).isEqualTo("bad.yml");
        assertThat(problem.line()).isEqualTo(2);
        assertThat(problem.message()).startsWith("table orders is not a table DynamoDB would create: ");
    }

    @Test
    void an_unknown_tag_lists_the_tags() {
        DatasetProblem problem = onlyProblem(ORDERS_TABLE + "items:\n  orders:\n    - { order_id: K1, s: !SSS [a] }\n");

        assertThat(problem.message()).isEqualTo("!SSS goes before a single value, not a sequence (did you mean !SS?); "
                + "the tags are !S, !N, !B, !SS, !NS, !BS, !epoch, !epochMillis, !iso, !date and !ddb");
    }

    @Test
    void a_bad_relative_time_says_how_to_write_one() {
        DatasetProblem problem = onlyProblem(ORDERS_TABLE + "items:\n  orders:\n    - { order_id: K1, t: !epoch now+30x }\n");

        assertThat(problem.message()).isEqualTo("!epoch 'now+30x' is not a time: after now come offsets such as +30m, "
                + "-1d or +1h30m, with the units ms, s, m, h, d and w");
    }

    @Test
    void all_problems_of_all_files_are_reported_together_in_order() {
        List<DatasetProblem> problems = problems(ORDERS_TABLE + """
                items:
                  orders:
                    - { order_id: K1, tags: !SS [] }
                    - { customer_id: C1 }
                    - { order_id: K1 }
                """);

        assertThat(problems).extracting(DatasetProblem::line).containsExactly(10, 11);
        DatasetException exception = catchThrowableOfType(DatasetException.class,
                () -> Dataset.parse("bad.yml", ORDERS_TABLE + "items:\n  orders:\n    - { order_id: 1 }\n    - {}\n"));
        assertThat(exception.getMessage()).startsWith("Invalid dataset, 2 problems:" + System.lineSeparator()
                + "  bad.yml:10:7: item's order_id is a number (1)");
    }

    @Test
    void a_missing_file_says_where_it_was_looked_for() {
        DatasetException exception = catchThrowableOfType(DatasetException.class,
                () -> Dataset.read(java.nio.file.Path.of("no/such/orders.yml")));

        assertThat(exception.getMessage()).startsWith("Invalid dataset: no/such/orders.yml: no such file (looked for /");
    }

    @Test
    void a_missing_classpath_resource_explains_resource_names() {
        DatasetException exception = catchThrowableOfType(DatasetException.class,
                () -> Dataset.fromClasspath("nowhere/orders.yml"));

        assertThat(exception.getMessage()).isEqualTo("Invalid dataset: nowhere/orders.yml: no such classpath resource "
                + "(names are absolute, e.g. \"datasets/orders.yml\" for src/test/resources/datasets/orders.yml)");
    }
}
