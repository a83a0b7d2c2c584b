package dev.dynamofixtures.core.ops;

import static dev.dynamofixtures.core.ops.TestTables.item;
import static dev.dynamofixtures.core.ops.TestTables.table;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType.N;
import static software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType.S;

import dev.dynamofixtures.core.InMemoryDynamo;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchExecuteStatementResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchStatementError;
import software.amazon.awssdk.services.dynamodb.model.BatchStatementRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchStatementResponse;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.ParameterizedStatement;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;

/**
 * PartiQL's error texts in the LIVE dialect, as the service words them (captured from it by a conformance suite,
 * whose table names the statements keep so that positions such as {@code at 1:52:7} are the service's own).
 */
class PartiQlServiceTextsTest {
    private static final String HASH = "\"_conformance_hash_1760000000000_0\"";
    private static final String HASH_N = "\"_conformance_hashN_1760000000000_1\"";
    private static final String COMPOSITE = "\"_conformance_composite_1760000000000_3\"";
    private static final String MULTI_HH_RR = "\"_conformance_pqMultiHhRr_1760000000000_5\"";
    private static final String MULTI_HH_R = "\"_conformance_pqMultiHhR_1760000000000_6\"";
    private static final String MULTI_CONTROL = "\"_conformance_pqMultiCtrl_1760000000000_7\"";
    private static final String MALFORMED = "Statement wasn't well formed, can't be processed: ";
    private static final String NESTING = "Nesting Levels have exceeded supported limits: Attributes in the item have "
            + "nested levels beyond supported limit";
    private static final String MULTI_ATTRIBUTE = "PartiQL statements cannot be executed on tables with "
            + "multi-attribute HASH keys or multi-attribute RANGE keys.";
    private static final String OVERFLOW = "Number overflow. Attempting to store a number with magnitude larger than "
            + "supported range";
    private static final String UNDERFLOW = "Number underflow. Attempting to store a number with magnitude smaller "
            + "than supported range";
    private static final String CONVERSION = "The parameter cannot be converted to a numeric value";

    private InMemoryDynamo dynamo;
    private DynamoDbClient client;

    @BeforeEach
    void tables() {
        dynamo = InMemoryDynamo.create();
        client = dynamo.client();
        table(unquoted(HASH)).hash("pk", S).create(client);
        table(unquoted(HASH_N)).hash("pk", N).create(client);
        table(unquoted(COMPOSITE)).hash("pk", S).range("sk", S)
                .gsi("gsi1", ProjectionType.ALL, "lsi1sk", S).create(client);
        table(unquoted(MULTI_HH_RR)).hash("id", S)
                .gsi("gsi", ProjectionType.ALL, "h1", S, "h2", S, ">r1", S, ">r2", S).create(client);
        table(unquoted(MULTI_HH_R)).hash("id", S).gsi("gsi", ProjectionType.ALL, "h1", S, "h2", S, ">r1", S)
                .create(client);
        table(unquoted(MULTI_CONTROL)).hash("id", S).gsi("gsi", ProjectionType.ALL, "h1", S, ">r1", S)
                .create(client);
        client.putItem(b -> b.tableName(unquoted(MULTI_HH_R)).item(item("id", "i1", "h1", "a", "h2", "x", "r1", "m")));
        client.executeStatement(b -> b.statement("INSERT INTO " + HASH + " VALUE {'pk': 'pq-fn-msg', "
                + "'ss': <<'a', 'b', 'c'>>, 'ns': <<1, 2, 3>>, 's': 'str', 'm': {'inner': <<'x'>>}}"));
    }

    @AfterEach
    void close() {
        dynamo.close();
    }

    private static String unquoted(String table) {
        return table.substring(1, table.length() - 1);
    }

    private static AttributeValue n(String text) {
        return AttributeValue.fromN(text);
    }

    /** A list nesting {@code leaf} {@code levels} deep. */
    private static AttributeValue deep(int levels, AttributeValue leaf) {
        AttributeValue value = leaf;
        for (int i = 0; i < levels; i++) {
            value = AttributeValue.fromL(List.of(value));
        }
        return value;
    }

    private static Arguments refused(String statement, String message, AttributeValue... parameters) {
        return Arguments.of(statement, Arrays.asList(parameters), message);
    }

    static Stream<Arguments> statementsTheServiceRefuses() {
        String fn = " WHERE pk = 'pq-fn-msg'";
        String select = "SELECT * FROM " + HASH + fn;
        String pn = "SELECT * FROM " + COMPOSITE + " WHERE pk = 'pq-pn' AND n = ?";
        String pnInsert = "INSERT INTO " + COMPOSITE + " VALUE {'pk': 'pq-pn-insert', 'sk': 's', 'n': ?}";
        String pnUpdate = "UPDATE " + COMPOSITE + " SET n = ? WHERE pk = 'pq-pn' AND sk = 's'";
        String pnKey = "SELECT * FROM " + COMPOSITE + " WHERE pk = ?";
        String twoParameters = "SELECT * FROM " + COMPOSITE + " WHERE pk = 'pq-pn' AND x = ? AND y = ?";
        String oneParameter = "SELECT * FROM " + COMPOSITE + " WHERE pk = 'pq-pn' AND x = ?";
        AttributeValue abc = n("abc");
        List<Arguments> cases = new ArrayList<>(List.of(
                // functions (1-7, 9-21)
                refused(select + " AND attribute_exists('ss')",
                        "Operator or function requires a document path; operator or function: attribute_exists"),
                refused(select + " AND attribute_exists(?)",
                        "Operator or function requires a document path; operator or function: attribute_exists",
                        AttributeValue.fromS("ss")),
                refused(select + " AND attribute_exists()", "Incorrect number of operands for operator or function; "
                        + "operator or function: attribute_exists, number of operands: 0"),
                refused(select + " AND attribute_exists(ss, ns)", "Incorrect number of operands for operator or "
                        + "function; operator or function: attribute_exists, number of operands: 2"),
                refused("SELECT attribute_exists(ss) FROM " + HASH + fn, "Unexpected path component at 1:8:16"),
                refused(select + " AND EXISTS(ss)", "Unrecognized function: exists at 1:78:6"),
                refused(select + " AND attribute_exists(m.inner)", MALFORMED + "Invalid path dot component"),
                refused("UPDATE " + HASH + " SET t = set_add(ss, <<'x'>>)" + fn,
                        "The first argument to SET_ADD must equal the assignment value at 1:52:7"),
                refused("UPDATE " + HASH + " SET ss = set_add(<<'a'>>, <<'b'>>)" + fn,
                        "The first argument to SET_ADD must equal the assignment value at 1:53:7"),
                refused("UPDATE " + HASH + " SET ss = set_add(ss, 'x')" + fn,
                        "The second argument to SET_ADD must be a value with type SET at 1:61:2"),
                refused("UPDATE " + HASH + " SET ss = set_add(ss, ['x'])" + fn,
                        "The second argument to SET_ADD must be a value with type SET at 1:61:2"),
                refused("UPDATE " + HASH + " SET ss = set_add(ss)" + fn,
                        "SET_ADD must have exactly two arguments at 1:53:7"),
                refused("UPDATE " + HASH + " SET ss = set_add(ss, <<'x'>>, <<'y'>>)" + fn,
                        "SET_ADD must have exactly two arguments at 1:53:7"),
                refused("UPDATE " + HASH + " SET ss = set_add(ss, <<'x', 'x'>>)" + fn,
                        "One or more parameter values were invalid: Input collection [x, x] contains duplicates."),
                refused("UPDATE " + HASH + " SET ss = set_add(ss, <<>>)" + fn, "Empty bags are not supported"),
                refused("UPDATE " + HASH + " SET m.inner = set_add(m.inner, <<'y'>>)" + fn,
                        MALFORMED + "Invalid path dot component"),
                refused(select + " AND set_add(ss, <<'x'>>) = ss", "Unrecognized function: set_add at 1:78:7"),
                refused("INSERT INTO " + HASH + " VALUE {'pk': 'pq-fn-msg-insert', 'ss': set_add(<<'a'>>, <<'b'>>)}",
                        "Unsupported data type: set_add under key root at 1:88:7"),
                refused("UPDATE " + HASH + " SET t = set_delete(ss, <<'a'>>)" + fn,
                        "The first argument to SET_DELETE must equal the assignment value at 1:52:10"),
                refused("UPDATE " + HASH + " SET ss = set_delete(ss, 'a')" + fn,
                        "The second argument to SET_DELETE must be a value with type SET at 1:64:2"),
                // grammar (22-46)
                refused("SELECT * FROM " + HASH_N + " WHERE pk = 1 foo", MALFORMED + "Unexpected token after expression"),
                refused("SELECT * FROM " + HASH_N + " WHERE pk = 1 e5", MALFORMED + "Unexpected token after expression"),
                refused("INSERT INTO " + HASH_N + " VALUE {'pk': 970001} foo",
                        MALFORMED + "Unexpected token after expression"),
                refused("UPDATE " + HASH_N + " SET a = 9 WHERE pk = 970002 foo",
                        MALFORMED + "Unexpected token after expression"),
                refused("DELETE FROM " + HASH_N + " WHERE pk = 970003 foo",
                        MALFORMED + "Unexpected token after expression"),
                refused("SELECT * FROM " + HASH_N + " WHERE pk = 1)", MALFORMED + "Unexpected token after expression"),
                refused("DELETE FROM " + HASH_N + " WHERE pk = 970004 ORDER BY pk",
                        MALFORMED + "Unexpected token after expression"),
                refused("SELECT * FROM " + HASH_N + " ORDER BY pk WHERE pk = 1",
                        MALFORMED + "Unexpected token after expression"),
                refused("SELECT * FROM " + HASH_N + " WHERE pk = 1e2147483648", MALFORMED),
                refused("SELECT * FROM " + HASH_N + " WHERE pk = 1e99999999999", MALFORMED),
                refused("SELECT * FROM " + HASH_N + " WHERE pk = 1.5e-2147483647", MALFORMED),
                refused("SELECT * FROM " + HASH_N + " WHERE pk = 1 # note", MALFORMED),
                refused("SELECT * FROM " + HASH_N + " WHERE pk = 1 /* note", MALFORMED),
                refused("SELECT * FROM " + HASH + " t WHERE pk = 'x'", "Aliasing is not supported"),
                refused("SELECT * FROM " + HASH + " AS t WHERE pk = 'x'", "Aliasing is not supported"),
                refused("UPDATE " + HASH + " t SET a = 3 WHERE pk = 'x'", "Aliasing is not supported"),
                refused("DELETE FROM " + HASH + " t WHERE pk = 'x'", "Aliasing is not supported"),
                refused("INSERT INTO " + HASH + " t VALUE {'pk': 'x'}", MALFORMED + "Unexpected token after expression"),
                refused("SELECT * FROM " + HASH_N + " WHERE pk = 1e126", OVERFLOW + " under root"),
                refused("SELECT * FROM " + HASH_N + " WHERE pk = 1e-131", UNDERFLOW + " under root"),
                refused("SELECT * FROM " + HASH_N + " WHERE pk = 123456789012345678901234567890123456789",
                        "Attempting to store more than 38 significant digits in a Number under root"),
                refused("INSERT INTO " + HASH_N + " VALUE {'pk': 1e126}", OVERFLOW + " under root"),
                refused("UPDATE " + HASH_N + " SET a = 1e-131 WHERE pk = 970005", UNDERFLOW + " under root"),
                refused("INSERT INTO " + HASH_N + " VALUE {'pk': 970006, 'm': {'x': 1e126}}",
                        OVERFLOW + " under root.x"),
                refused("INSERT INTO " + HASH_N + " VALUE {'pk': 970007, 'l': [1, 1e126]}",
                        OVERFLOW + " under root[1]"),
                refused("SLECT * FROM " + HASH + " WHERE pk = 'x'", MALFORMED + "Expected data manipulation"),
                // multi-attribute indexes (47-56)
                refused("SELECT * FROM " + MULTI_HH_RR + ".\"gsi\" WHERE h1 = 'a'", MULTI_ATTRIBUTE),
                refused("SELECT * FROM " + MULTI_HH_R + ".\"gsi\" WHERE h1 = 'a'", MULTI_ATTRIBUTE),
                refused("SELECT id FROM " + MULTI_HH_RR + ".\"gsi\" WHERE h1 = 'a' AND h2 = 'x' ORDER BY r1 DESC",
                        MULTI_ATTRIBUTE),
                refused("SELECT * FROM " + MULTI_HH_R + ".\"gsi\" WHERE", MALFORMED + "Unexpected term"),
                refused("SELECT * FROM " + MULTI_HH_R + ".\"gsi\" WHERE h1 = 1e99999999999", MALFORMED),
                refused("SELECT * FROM " + MULTI_HH_R + ".\"gsi\" WHERE h1 = ?", CONVERSION + ": 1e99999999999",
                        n("1e99999999999")),
                refused("SELECT * FROM " + MULTI_HH_R + ".\"gsi\" WHERE h1 = 5", MULTI_ATTRIBUTE),
                refused("SELECT * FROM " + MULTI_HH_R + ".\"gsi\" WHERE id = 'i1'", MULTI_ATTRIBUTE),
                refused("SELECT * FROM " + MULTI_HH_R + ".\"gsi\"", MULTI_ATTRIBUTE),
                refused("SELECT COUNT(*) FROM " + MULTI_HH_R + ".\"gsi\"", MULTI_ATTRIBUTE),
                // parameter numbers (58-106)
                refused(pn, CONVERSION, n("")),
                refused(pnInsert, CONVERSION, n("")),
                refused(pnUpdate, CONVERSION, n("")),
                refused(pnKey, CONVERSION, n("")),
                refused(pn, CONVERSION + ": 1e99999999999",
                        AttributeValue.fromL(List.of(n("1"), n("1e99999999999")))),
                refused(pn, CONVERSION + ": 1e99999999999",
                        AttributeValue.fromM(Map.of("x", n("1e99999999999")))),
                refused(pn, CONVERSION + ": 1e99999999999", AttributeValue.fromNs(List.of("1", "1e99999999999"))),
                refused(twoParameters, NESTING, deep(40, AttributeValue.fromS("x")), abc),
                refused(twoParameters, CONVERSION + ": abc", abc, deep(40, AttributeValue.fromS("x"))),
                refused(oneParameter, NESTING, AttributeValue.fromM(orderedMap("d", deep(40, AttributeValue.fromS("x")),
                        "bad", abc))),
                refused(oneParameter, CONVERSION + ": abc", AttributeValue.fromM(orderedMap("bad", abc,
                        "d", deep(40, AttributeValue.fromS("x"))))),
                refused(oneParameter, NESTING, deep(40, abc)),
                refused(twoParameters, NESTING, deep(100, AttributeValue.fromS("x")), n("1e126"))));
        for (String number : List.of("1e99999999999", "-1e99999999999", "1e-99999999999", "1e2147483648",
                "1e-2147483648")) {
            for (String statement : List.of(pn, pnInsert, pnUpdate, pnKey)) {
                cases.add(refused(statement, CONVERSION + ": " + number, n(number)));
            }
        }
        for (String statement : List.of(pn, pnInsert, pnUpdate, pnKey)) {
            cases.add(refused(statement, UNDERFLOW, n("1e2147483647")));
        }
        return cases.stream();
    }

    private static Map<String, AttributeValue> orderedMap(String k1, AttributeValue v1, String k2, AttributeValue v2) {
        Map<String, AttributeValue> map = new java.util.LinkedHashMap<>();
        map.put(k1, v1);
        map.put(k2, v2);
        return map;
    }

    @ParameterizedTest
    @MethodSource("statementsTheServiceRefuses")
    void a_statement_is_refused_in_the_services_words(String statement, List<AttributeValue> parameters,
                                                      String message) {
        assertThatThrownBy(() -> client.executeStatement(b -> b.statement(statement)
                .parameters(parameters.isEmpty() ? null : parameters)))
                .isInstanceOf(DynamoDbException.class)
                .satisfies(e -> assertThat(((DynamoDbException) e).awsErrorDetails().errorMessage())
                        .isEqualTo(message));
    }

    @Test
    void a_transaction_reports_a_parameters_error_bare() {
        String update = "UPDATE " + COMPOSITE + " SET n = ? WHERE pk = 'pq-pn' AND sk = 's'";
        String twoSets = "UPDATE " + COMPOSITE + " SET x = ? SET y = ? WHERE pk = 'pq-pn' AND sk = '1'";

        assertThatThrownBy(() -> client.executeTransaction(b -> b.transactStatements(ParameterizedStatement.builder()
                .statement(update).parameters(n("1e99999999999")).build())))
                .hasMessageStartingWith(CONVERSION + ": 1e99999999999");
        assertThatThrownBy(() -> client.executeTransaction(b -> b.transactStatements(ParameterizedStatement.builder()
                .statement(twoSets).parameters(deep(40, AttributeValue.fromS("x")), n("abc")).build())))
                .hasMessageStartingWith(NESTING);
    }

    private List<BatchStatementError> batchErrors(BatchStatementRequest... statements) {
        return client.batchExecuteStatement(b -> b.statements(statements)).responses().stream()
                .map(BatchStatementResponse::error).toList();
    }

    private static BatchStatementRequest statement(String text, AttributeValue... parameters) {
        return BatchStatementRequest.builder().statement(text)
                .parameters(parameters.length == 0 ? null : Arrays.asList(parameters)).build();
    }

    @Test
    void a_batch_names_the_services_rule_for_reads_of_more_than_one_key_and_reports_value_errors_first() {
        List<BatchStatementError> errors = batchErrors(
                statement("SELECT * FROM " + HASH + " WHERE pk = 'pq-fn-msg' AND attribute_exists(ss)"),
                statement("SELECT * FROM " + COMPOSITE + " WHERE pk = 'pq-pn' AND sk = 's' AND n = ?",
                        n("1e99999999999")),
                statement("SELECT * FROM " + COMPOSITE + " WHERE pk = 'pq-pn' AND x = ? AND y = ?",
                        deep(40, AttributeValue.fromS("x")), n("abc")),
                statement("SLECT * FROM " + HASH + " WHERE pk = 'x'"),
                statement("SELECT * FROM " + COMPOSITE + ".\"nope\" WHERE pk = 'q' AND sk = 'r'"));

        assertThat(errors).extracting(BatchStatementError::codeAsString).containsOnly("ValidationError");
        assertThat(errors).extracting(BatchStatementError::message).containsExactly(
                "Select statements within BatchExecuteStatement must specify the primary key in the where clause.",
                CONVERSION + ": 1e99999999999",
                NESTING,
                MALFORMED + "Expected data manipulation",
                "The table does not have the specified index");
    }

    @Test
    void in_a_batch_only_the_statement_reading_a_multi_attribute_index_is_refused_for_it() {
        BatchExecuteStatementResponse response = client.batchExecuteStatement(b -> b.statements(
                statement("SELECT * FROM " + MULTI_CONTROL + ".\"gsi\" WHERE h1 = 'a' AND r1 = 'm'"),
                statement("SELECT * FROM " + MULTI_HH_R + ".\"gsi\" WHERE h1 = 'a' AND h2 = 'x' AND r1 = 'm'"),
                statement("SELECT * FROM " + MULTI_HH_R + " WHERE id = 'i1'")));

        assertThat(response.responses().get(0).error().message()).isEqualTo(
                "Select statements within BatchExecuteStatement must specify the primary key in the where clause.");
        assertThat(response.responses().get(1).error().message()).isEqualTo(MULTI_ATTRIBUTE);
        assertThat(response.responses().get(2).item()).containsEntry("id", AttributeValue.fromS("i1"));
    }

    @Test
    void a_read_of_a_missing_index_names_no_index_and_a_consistent_read_of_a_gsi_is_worded_as_the_service_does() {
        assertThatThrownBy(() -> client.executeStatement(b -> b.statement("SELECT * FROM " + COMPOSITE
                + ".\"nope\" WHERE lsi1sk = 'x'")))
                .hasMessageStartingWith("The table does not have the specified index (Service");
        assertThatThrownBy(() -> client.executeStatement(b -> b.statement("SELECT * FROM " + COMPOSITE
                + ".\"gsi1\" WHERE lsi1sk = 'x'").consistentRead(true)))
                .hasMessageStartingWith("Strongly consistent read is not supported on Global Secondary Indexes");
    }

    @Test
    void a_batch_of_reads_reports_the_capacity_each_table_consumed_as_batch_get_item_does() {
        BatchExecuteStatementResponse response = client.batchExecuteStatement(b -> b.returnConsumedCapacity("TOTAL")
                .statements(statement("SELECT * FROM " + HASH + " WHERE pk = 'pq-fn-msg'"),
                        statement("SELECT * FROM " + HASH + " WHERE pk = 'missing'"),
                        BatchStatementRequest.builder().statement("SELECT * FROM " + COMPOSITE
                                + " WHERE pk = 'a' AND sk = 'b'").consistentRead(true).build()));

        assertThat(response.consumedCapacity()).extracting(ConsumedCapacity::tableName, ConsumedCapacity::capacityUnits)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(unquoted(HASH), 1.0),
                        org.assertj.core.groups.Tuple.tuple(unquoted(COMPOSITE), 1.0));
    }

    @Test
    void a_batch_of_writes_reports_the_capacity_each_table_consumed() {
        BatchExecuteStatementResponse response = client.batchExecuteStatement(b -> b.returnConsumedCapacity("TOTAL")
                .statements(statement("INSERT INTO " + HASH + " VALUE {'pk': 'w1'}"),
                        statement("INSERT INTO " + HASH + " VALUE {'pk': 'w2'}")));

        assertThat(response.consumedCapacity()).extracting(ConsumedCapacity::tableName, ConsumedCapacity::capacityUnits)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(unquoted(HASH), 2.0));
    }

    @Test
    void a_batch_without_return_consumed_capacity_reports_none() {
        BatchExecuteStatementResponse response = client.batchExecuteStatement(b -> b.statements(
                statement("SELECT * FROM " + HASH + " WHERE pk = 'pq-fn-msg'")));

        assertThat(response.hasConsumedCapacity()).isFalse();
    }
}
