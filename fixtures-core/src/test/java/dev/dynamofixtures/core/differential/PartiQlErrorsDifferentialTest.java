package dev.dynamofixtures.core.differential;

import dev.dynamofixtures.core.ops.TestTables;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchStatementRequest;
import software.amazon.awssdk.services.dynamodb.model.ParameterizedStatement;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * PartiQL statements DynamoDB refuses before or while planning them (functions, aliases, set_add's arguments, bags,
 * number literals and parameters, reserved words, comments): the engine (LOCAL dialect) answers as DynamoDB Local,
 * positions ({@code at 1:29:2}) included.
 */
class PartiQlErrorsDifferentialTest {
    private Differential diff;

    @BeforeEach
    void tables() {
        diff = new Differential();
        diff.both(c -> c.createTable(TestTables.table("pqe").hash("pk", ScalarAttributeType.S).request()));
        diff.both(c -> c.createTable(TestTables.table("pqn").hash("pk", ScalarAttributeType.N).request()));
        diff.both(c -> c.createTable(TestTables.table("pqc").hash("pk", ScalarAttributeType.S)
                .range("sk", ScalarAttributeType.S).gsi("byA", ProjectionType.ALL, "a", ScalarAttributeType.S)
                .request()));
        diff.both(c -> c.executeStatement(b -> b.statement(
                "INSERT INTO pqe VALUE {'pk':'x','ss':<<'a','b','c'>>,'ns':<<1,2,3>>,'s':'str','m':{'inner':<<'x'>>}}")));
    }

    @AfterEach
    void close() {
        diff.close();
    }

    private void statement(String text, AttributeValue... parameters) {
        diff.same(text, c -> c.executeStatement(b -> b.statement(text)
                .parameters(parameters.length == 0 ? null : Arrays.asList(parameters))).items());
    }

    private static AttributeValue deep(int levels, AttributeValue leaf) {
        AttributeValue value = leaf;
        for (int i = 0; i < levels; i++) {
            value = AttributeValue.fromL(List.of(value));
        }
        return value;
    }

    @Test
    void a_where_clause_calls_the_condition_functions_and_refuses_others() {
        statement("SELECT * FROM pqe WHERE pk = 'x' AND attribute_exists('ss')");
        statement("SELECT * FROM pqe WHERE pk = 'x' AND attribute_exists(?)", AttributeValue.fromS("ss"));
        statement("SELECT * FROM pqe WHERE pk = 'x' AND attribute_exists()");
        statement("SELECT * FROM pqe WHERE pk = 'x' AND attribute_exists(ss, ns)");
        statement("SELECT * FROM pqe WHERE pk = 'x' AND begins_with(s)");
        statement("SELECT * FROM pqe WHERE pk = 'x' AND begins_with('a', 'b')");
        statement("SELECT * FROM pqe WHERE pk = 'x' AND size('ab') = 2");
        statement("SELECT * FROM pqe WHERE pk = 'x' AND attribute_not_exists(zz)");
        statement("SELECT * FROM pqe WHERE pk = 'x' AND attribute_type(ss, ?)", AttributeValue.fromS("SS"));
        statement("SELECT * FROM pqe WHERE pk = 'x' AND missing(ss)");
        statement("SELECT * FROM pqe WHERE pk = 'x' AND EXISTS(ss)");
        statement("SELECT * FROM pqe WHERE pk = 'x' AND set_add(ss, <<'x'>>) = ss");
        statement("SELECT * FROM nope WHERE pk = 'x' AND foo(ss)");
    }

    @Test
    void key_values_of_another_type_are_judged_as_local_judges_them() {
        diff.both(c -> c.createTable(TestTables.table("pqk").hash("pk", ScalarAttributeType.S)
                .range("sk", ScalarAttributeType.N).request()));
        for (String value : List.of("[1]", "{'a':1}", "<<'x'>>", "true", "null", "'x'")) {
            statement("UPDATE pqk SET x = 1 WHERE pk = " + value + " AND sk = 1");
            statement("DELETE FROM pqk WHERE pk = 'a' AND sk = " + value);
            statement("SELECT * FROM pqk WHERE pk = 'a' AND sk = " + value);
        }
        statement("SELECT * FROM pqk WHERE pk = 'a' AND sk > 'x'");
        statement("SELECT * FROM pqk WHERE pk = 'a' AND sk BETWEEN 'x' AND 'y'");
        statement("SELECT * FROM pqk WHERE pk = 'a' AND begins_with(sk, 'x')");
        statement("SELECT * FROM pqk WHERE pk = 'a' AND sk IN ['x', 'y']");
        statement("SELECT * FROM pqk WHERE pk = 'a' AND sk >= [1]");
        statement("SELECT * FROM pqk WHERE sk = 'x' AND pk = 'a'");
        statement("SELECT * FROM pqk WHERE pk = 'a' AND sk = ?", AttributeValue.fromS("x"));
    }

    @Test
    void a_projection_names_paths_not_functions() {
        statement("SELECT attribute_exists(ss) FROM pqe WHERE pk = 'x'");
        statement("SELECT pk, \"size\"(ss) FROM pqe WHERE pk = 'x'");
        statement("SELECT COUNT(*) FROM nope WHERE pk = 'x'");
    }

    @Test
    void a_table_alias_is_refused_and_an_insert_alias_is_not_well_formed() {
        statement("SELECT * FROM pqe t WHERE pk = 'x'");
        statement("SELECT * FROM \"pqe\" AS t WHERE pk = 'x'");
        statement("SELECT * FROM pqc.byA t WHERE a = 'x'");
        statement("UPDATE pqe t SET a = 3 WHERE pk = 'x'");
        statement("DELETE FROM nope t WHERE pk = 'x'");
        statement("INSERT INTO pqe t VALUE {'pk': 'x'}");
    }

    @Test
    void set_add_and_set_delete_take_the_assigned_path_and_a_set() {
        statement("UPDATE pqe SET t = set_add(ss, <<'x'>>) WHERE pk = 'x'");
        statement("UPDATE pqe SET ss = set_add(<<'a'>>, <<'b'>>) WHERE pk = 'x'");
        statement("UPDATE pqe SET ss = set_add(ss, 'x') WHERE pk = 'x'");
        statement("UPDATE pqe SET ss = set_add(\"ss\", ['x']) WHERE pk = 'x'");
        statement("UPDATE pqe SET ss = SET_ADD(ss, ?) WHERE pk = 'x'", AttributeValue.fromS("a"));
        statement("UPDATE pqe SET m.inner2 = set_add(m.inner2, 'x') WHERE pk = 'x'");
        statement("UPDATE pqe SET ss = set_add(ss) WHERE pk = 'x'");
        statement("UPDATE pqe SET t = set_add(ss) WHERE pk = 'x'");
        statement("UPDATE pqe SET ss = set_add(ss, <<'x'>>, <<'y'>>) WHERE pk = 'x'");
        statement("UPDATE pqe SET t = set_delete(ss, <<'a'>>) WHERE pk = 'x'");
        statement("UPDATE pqe SET ss = set_delete(ss, 'a') WHERE pk = 'x'");
        statement("UPDATE nope SET ss = set_add(ss, 'b') WHERE pk = 'x'");
    }

    @Test
    void a_bag_is_neither_empty_nor_repeats_a_member() {
        statement("UPDATE pqe SET ss = set_add(ss, <<>>) WHERE pk = 'x'");
        statement("SELECT * FROM nope WHERE pk = 'x' AND n = <<>>");
        statement("INSERT INTO pqe VALUE {'pk': 'y', 'a': <<>>}");
        statement("UPDATE pqe SET ss = set_add(ss, <<>>) WHERE pk = 'x' AND foo(a)");
        statement("UPDATE pqe SET ss = set_add(ss, <<'x', 'x'>>) WHERE pk = 'x'");
        statement("SELECT * FROM pqe WHERE pk = 'x' AND ns = <<1, 1.0>>");
        statement("SELECT * FROM pqe WHERE pk = 'x' AND ss = ?", AttributeValue.fromSs(List.of("a", "a")));
        statement("SELECT * FROM pqe WHERE pk = 'x' AND ns = ?", AttributeValue.fromNs(List.of("1", "1")));
    }

    @Test
    void a_bag_holds_strings_or_numbers_of_one_kind_judged_by_its_first_member() {
        statement("SELECT * FROM pqe WHERE pk = 'x' AND ns = <<'a', 1>>");
        statement("SELECT * FROM pqe WHERE pk = 'x' AND ns = <<'a', -1>>");
        statement("SELECT * FROM pqe WHERE pk = 'x' AND ns = <<1, 'a'>>");
        statement("SELECT * FROM pqe WHERE pk = 'x' AND ns = <<true>>");
        statement("SELECT * FROM pqe WHERE pk = 'x' AND ns = <<1, [1]>>");
        statement("SELECT * FROM pqe WHERE pk = 'x' AND ns = <<'a', {'x': 1}>>");
        statement("SELECT * FROM pqe WHERE pk = 'x' AND ns = <<?>>", AttributeValue.fromS("a"));
        statement("SELECT * FROM pqe WHERE pk = 'x' AND ns = <<1, ?>>", AttributeValue.fromS("a"));
    }

    @Test
    void a_multi_attribute_index_is_refused_unless_its_first_attribute_is_compared_to_another_type() {
        diff.both(c -> c.createTable(TestTables.table("pqm").hash("id", ScalarAttributeType.S)
                .gsi("gsi", ProjectionType.ALL, "h1", ScalarAttributeType.S, "h2", ScalarAttributeType.S,
                        ">r1", ScalarAttributeType.S).request()));
        statement("SELECT * FROM pqm.gsi WHERE h1 = 5");
        statement("SELECT * FROM pqm.gsi WHERE h1 IN [5, 6]");
        statement("SELECT * FROM pqm.gsi WHERE h1 = ?", AttributeValue.fromN("5"));
        statement("SELECT * FROM pqm.gsi WHERE h1 = 'a' AND h1 = 5");
        statement("SELECT * FROM pqm.gsi WHERE h1 = 'a' AND h2 = 5");
        statement("SELECT * FROM pqm.gsi WHERE id = 5");
        statement("SELECT COUNT(*) FROM pqm.gsi");
    }

    @Test
    void an_item_holds_values_not_functions_or_names() {
        statement("INSERT INTO pqe VALUE {'pk': 'y', 'ss': set_add(<<'a'>>, <<'b'>>)}");
        statement("INSERT INTO pqe VALUE {'pk': 'y', 'm': {'q': set_add(<<'a'>>, <<'b'>>)}}");
        statement("INSERT INTO pqe VALUE {'pk': 'y', 'l': [1, size(x)]}");
        statement("INSERT INTO pqe VALUE {'pk': 'y', 'a': x}");
    }

    @Test
    void number_literals_are_judged_before_the_table_and_the_key() {
        statement("SELECT * FROM pqn WHERE pk = 1e2147483648");
        statement("SELECT * FROM nope WHERE pk = 'x' AND n = 1e99999999999");
        statement("SELECT * FROM pqn WHERE pk = 1.5e-2147483647");
        statement("SELECT * FROM pqe WHERE pk = 1e126");
        statement("SELECT * FROM pqe WHERE pk = 'x' AND n = [1, 1e126]");
        statement("SELECT * FROM pqe WHERE pk = 'x' AND n = 123456789012345678901234567890123456789");
        statement("INSERT INTO pqn VALUE {'pk': 5, 'm': {'x': 1e126}}");
        statement("UPDATE pqn SET a = 1e-131 WHERE pk = 5");
    }

    @Test
    void parameters_are_judged_as_values_before_the_table_and_the_key() {
        statement("SELECT * FROM nope WHERE pk = ?", AttributeValue.fromN("abc"));
        statement("SELECT * FROM pqe WHERE pk = ?", AttributeValue.fromN("1e126"));
        statement("SELECT * FROM pqn WHERE pk = ?", AttributeValue.fromN("1e2147483647"));
        statement("SELECT * FROM pqn WHERE pk = ?", AttributeValue.fromN("1e-2147483648"));
        statement("INSERT INTO pqn VALUE {'pk': ?}", AttributeValue.fromN(""));
        statement("SELECT * FROM pqn WHERE pk = 1 AND a = ?",
                AttributeValue.fromM(Map.of("x", AttributeValue.fromN("1e99999999999"))));
        statement("SELECT * FROM pqe WHERE pk = 'x' AND n = ?", deep(33, AttributeValue.fromS("x")));
        statement("SELECT * FROM pqe WHERE pk = 'x' AND n = ?", deep(32, AttributeValue.fromS("x")));
        statement("SELECT * FROM pqe WHERE pk = 'x' AND n = ? AND o = ?", AttributeValue.fromN("abc"),
                deep(40, AttributeValue.fromS("x")));
        diff.same("a transaction's parameter", c -> c.executeTransaction(b -> b.transactStatements(
                ParameterizedStatement.builder().statement("UPDATE pqe SET n = ? WHERE pk = 'x'")
                        .parameters(deep(40, AttributeValue.fromS("x"))).build())));
    }

    @Test
    void reserved_words_comments_and_unknown_characters() {
        statement("SELECT * FROM pqe WHERE pk = 'x' AND m.inner = 1");
        statement("SELECT * FROM pqe WHERE pk = 'x' AND m.value = 1");
        statement("SELECT * FROM pqe WHERE pk = 'x' AND m.name = 1");
        statement("SELECT * FROM pqe WHERE pk = 'x' AND m.\"inner\" = 1");
        statement("SELECT m.inner FROM pqe WHERE pk = 'x'");
        statement("UPDATE pqe SET m.inner = set_add(m.inner, <<'y'>>) WHERE pk = 'x'");
        statement("SELECT * FROM pqe WHERE pk = 'x' -- note");
        statement("SELECT * FROM pqe WHERE pk = 'x' /* note */");
        statement("SELECT * FROM pqe WHERE pk = 'x' /* note");
        statement("SELECT * FROM pqe WHERE pk = 'x' # note");
        statement("SELECT * FROM pqe WHERE pk = 'x' foo");
    }

    @Test
    void a_batch_fails_whole_on_a_parameter_that_is_no_value_but_answers_a_literal_in_its_place() {
        diff.same("a read batch", c -> c.batchExecuteStatement(b -> b.statements(
                BatchStatementRequest.builder().statement("SELECT * FROM pqe WHERE pk = 'x'").build(),
                BatchStatementRequest.builder().statement("SELECT * FROM pqe WHERE pk = ?")
                        .parameters(AttributeValue.fromN("abc")).build())).responses());
        diff.same("a write batch", c -> c.batchExecuteStatement(b -> b.statements(
                BatchStatementRequest.builder().statement("UPDATE pqe SET n = ? WHERE pk = 'x'")
                        .parameters(deep(40, AttributeValue.fromS("x"))).build())).responses());
        diff.same("literals", c -> c.batchExecuteStatement(b -> b.statements(
                BatchStatementRequest.builder().statement("SELECT * FROM pqe WHERE pk = 'x' AND n = 1e126").build(),
                BatchStatementRequest.builder().statement("SELECT * FROM pqe WHERE pk = 'x' AND n = <<'a','a'>>")
                        .build(),
                BatchStatementRequest.builder().statement("SELECT * FROM pqe WHERE pk = 'x' AND n = 1").build()))
                .responses());
        diff.same("the items", c -> c.executeStatement(b -> b.statement("SELECT * FROM pqe")).items());
    }

    @Test
    void a_read_of_a_missing_index_and_a_consistent_read_of_a_gsi() {
        statement("SELECT * FROM pqc.nope WHERE a = 'x'");
        diff.same("consistent GSI read", c -> c.executeStatement(b -> b.statement("SELECT * FROM pqc.byA WHERE a = 'x'")
                .consistentRead(true)).items());
    }
}
