package dev.dynamofixtures.core.differential;

import dev.dynamofixtures.core.ops.TestTables;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchStatementRequest;
import software.amazon.awssdk.services.dynamodb.model.ParameterizedStatement;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * BatchExecuteStatement and ExecuteTransaction: the engine (LOCAL dialect) and DynamoDB Local answer the same
 * responses, per-statement errors, cancellation reasons and errors, and leave the same items.
 */
class PartiQlBatchDifferentialTest {
    private Differential diff;

    @BeforeEach
    void tables() {
        diff = new Differential();
        diff.both(c -> c.createTable(TestTables.table("pql").hash("pk", ScalarAttributeType.S)
                .range("sk", ScalarAttributeType.N).request()));
        diff.both(c -> c.executeStatement(b -> b.statement("INSERT INTO pql VALUE {'pk':'a','sk':1,'v':'x','n':1}")));
        diff.both(c -> c.executeStatement(b -> b.statement("INSERT INTO pql VALUE {'pk':'b','sk':1,'v':'x','n':1}")));
    }

    @AfterEach
    void close() {
        diff.close();
    }

    private static BatchStatementRequest statement(String text, AttributeValue... parameters) {
        return BatchStatementRequest.builder().statement(text)
                .parameters(parameters.length == 0 ? null : Arrays.asList(parameters)).build();
    }

    private void batch(String description, BatchStatementRequest... statements) {
        diff.same(description, c -> c.batchExecuteStatement(b -> b.statements(statements)).responses());
        everything();
    }

    private static ParameterizedStatement tx(String text, AttributeValue... parameters) {
        return ParameterizedStatement.builder().statement(text)
                .parameters(parameters.length == 0 ? null : Arrays.asList(parameters)).build();
    }

    private void transaction(String description, ParameterizedStatement... statements) {
        diff.same(description, c -> c.executeTransaction(b -> b.transactStatements(statements)).responses());
        everything();
    }

    private void everything() {
        diff.same("the items", c -> c.executeStatement(b -> b.statement("SELECT * FROM pql")).items());
    }

    @Test
    void batchWritesAnswerEachStatementInItsPlace() {
        batch("writes with per-statement errors",
                statement("INSERT INTO pql VALUE {'pk':'a','sk':1}"),
                statement("INSERT INTO pql VALUE {'pk':'c','sk':1}"),
                statement("UPDATE pql SET v='q' WHERE pk='zz' AND sk=1"),
                BatchStatementRequest.builder().statement("DELETE FROM pql WHERE pk='b' AND sk=1 AND v='no'")
                        .returnValuesOnConditionCheckFailure("ALL_OLD").build(),
                statement("INSERT INTO nope VALUE {'pk':'b','sk':1}"),
                statement("INSERT INTO pql VALUE {'pk':'d'}"),
                statement("UPDATE pql SET v='q' WHERE pk='e'"),
                statement("INSERT INTO pql VALUE {'pk':?,'sk':1}"),
                statement("UPDATE pql SET v='new' WHERE pk='f' AND sk=1 RETURNING ALL NEW *"),
                statement("DELETE FROM pql WHERE pk='g' AND sk=1"),
                statement("UPDATE pql SET v='new' WHERE pk='h' AND sk='1'"),
                statement("SELECT * FRM pql"),
                statement("EXISTS(SELECT * FROM pql WHERE pk='a' AND sk=1 AND v='x')"));
        batch("writes that succeed",
                statement("UPDATE pql SET v='new' WHERE pk='b' AND sk=1"),
                statement("INSERT INTO pql VALUE {'pk':?,'sk':?}", AttributeValue.fromS("i"), AttributeValue.fromN("1")),
                statement("DELETE FROM pql WHERE pk='c' AND sk=1"));
    }

    @Test
    void batchReadsAreSingleItemReads() {
        batch("reads",
                BatchStatementRequest.builder().statement("SELECT * FROM pql WHERE pk='a' AND sk=1")
                        .consistentRead(true).build(),
                statement("SELECT * FROM pql WHERE pk='a'"),
                statement("SELECT v FROM pql WHERE pk='b' AND sk=1"),
                statement("SELECT zz FROM pql WHERE pk='b' AND sk=1"),
                statement("SELECT * FROM pql WHERE pk='zz' AND sk=1"),
                statement("SELECT * FROM pql WHERE pk='a' AND sk=1 AND v='x'"),
                statement("SELECT * FROM nope WHERE pk='a' AND sk=1"),
                statement("SELECT * FROM pql WHERE pk=1 AND sk=1"),
                statement("SELECT * FROM pql WHERE pk=?"),
                statement("SELECT * FROM pql WHERE sk=? AND pk=?", AttributeValue.fromN("1"), AttributeValue.fromS("b")));
    }

    @Test
    void batchesFailWholeForMixedReadsAndWritesEmptinessAndDuplicates() {
        batch("mixed", statement("SELECT * FROM pql WHERE pk='a' AND sk=1"),
                statement("UPDATE pql SET v='q' WHERE pk='zz' AND sk=1"));
        diff.same("empty", c -> c.batchExecuteStatement(b -> b.statements(List.of())).responses());
        diff.same("duplicate reads", c -> c.batchExecuteStatement(b -> b.statements(
                statement("SELECT * FROM pql WHERE pk='a' AND sk=1"),
                statement("SELECT * FROM pql WHERE sk=1 AND pk='a'"))).responses());
        List<BatchStatementRequest> many = new ArrayList<>();
        for (int i = 0; i < 26; i++) {
            many.add(statement("SELECT * FROM pql WHERE pk='k" + i + "' AND sk=1"));
        }
        diff.same("26 reads", c -> c.batchExecuteStatement(b -> b.statements(many)).responses());
    }

    @Test
    void a_batch_names_the_table_in_the_errors_of_statements_that_ran_against_it() {
        diff.both(c -> c.createTable(TestTables.table("pqg").hash("pk", ScalarAttributeType.S)
                .gsi("gix", software.amazon.awssdk.services.dynamodb.model.ProjectionType.ALL, "g",
                        ScalarAttributeType.S).request()));
        for (int i = 1; i <= 4; i++) {
            int sk = i;
            diff.both(c -> c.executeStatement(b -> b.statement("INSERT INTO pql VALUE {'pk':'e','sk':" + sk
                    + ",'v':'x'}")));
        }
        batch("errors of running each statement, and errors of the statements themselves",
                statement("UPDATE pql SET n = zz + 2 WHERE pk = 'e' AND sk = 1"),
                statement("UPDATE pql SET n = v + 2 WHERE pk = 'e' AND sk = 2"),
                statement("UPDATE pql SET v[1] = 'a' WHERE pk = 'e' AND sk = 3"),
                statement("UPDATE pql SET sk = 9 WHERE pk = 'e' AND sk = 4"),
                statement("INSERT INTO pql VALUE {'pk':'','sk':2}"),
                statement("INSERT INTO pqg VALUE {'pk':'p','g':1}"),
                statement("INSERT INTO pqg VALUE {'pk':'q','g':''}"),
                statement("UPDATE pql SET n = 1 WHERE pk = 'zz' AND sk = 1"),
                statement("INSERT INTO pql VALUE {'pk':1,'sk':2}"),
                statement("UPDATE pql SET n = 1 WHERE pk = 'a'"),
                statement("INSERT INTO pql VALUE {'pk':'r'}"),
                statement("DELETE FROM nope WHERE pk = 'a' AND sk = 1"),
                statement("UPDATE pql SET WHERE pk = 'a' AND sk = 1"));
    }

    @Test
    void statements_too_long_or_empty_and_too_many_statements_fail_the_whole_call_alike() {
        String head = "INSERT INTO pql VALUE {'pk':'long','sk':1,'d':'";
        String exact = head + "x".repeat(8_192 - head.length() - 2) + "'}";
        String over = head + "x".repeat(8_193 - head.length() - 2) + "'}";
        String delete = "DELETE FROM pql WHERE pk = 'a' AND sk = 1";
        diff.same("a statement of 8,193 characters", c -> c.executeStatement(b -> b.statement(over)).items());
        diff.same("an empty statement", c -> c.executeStatement(b -> b.statement("")).items());
        batch("a batch with a statement of 8,193 characters", statement(delete), statement(over));
        batch("a batch with an empty statement", statement(delete), statement(""), statement(over));
        transaction("a transaction with a statement of 8,193 characters", tx(delete), tx(over));
        transaction("a transaction with an empty statement", tx(""), tx(over));
        List<BatchStatementRequest> writes = new ArrayList<>();
        for (int i = 0; i < 26; i++) {
            writes.add(statement("DELETE FROM pql WHERE pk = 'k' AND sk = " + i));
        }
        diff.same("26 writes", c -> c.batchExecuteStatement(b -> b.statements(writes)).responses());
        writes.set(0, statement(over));
        diff.same("26 writes, the first too long", c -> c.batchExecuteStatement(b -> b.statements(writes))
                .responses());
        List<ParameterizedStatement> hundredOne = new ArrayList<>();
        hundredOne.add(tx(""));
        for (int i = 0; i < 100; i++) {
            hundredOne.add(tx("DELETE FROM pql WHERE pk = 'k' AND sk = " + i));
        }
        diff.same("101 statements, the first empty", c -> c.executeTransaction(b -> b.transactStatements(hundredOne))
                .responses());
        batch("a batch with a statement of 8,192 characters", statement(exact));
    }

    @Test
    void transactionsWriteAllOrNothingWithTheCancellationReasons() {
        transaction("writes that succeed",
                tx("INSERT INTO pql VALUE {'pk':'t','sk':1}"),
                tx("UPDATE pql SET v='z', n = n + 1 WHERE pk='a' AND sk=1"),
                tx("DELETE FROM pql WHERE pk='b' AND sk=1"));
        transaction("failed conditions",
                tx("UPDATE pql SET w=2 WHERE pk='nope' AND sk=1"),
                tx("UPDATE pql SET w=2 WHERE pk='a' AND sk=1 AND v = 'no'"),
                tx("DELETE FROM pql WHERE pk='t' AND sk=1 AND v = 'no'"),
                tx("EXISTS(SELECT * FROM pql WHERE pk='a' AND sk=1 AND v = 'no')"),
                tx("INSERT INTO pql VALUE {'pk':'a','sk':1}"),
                tx("INSERT INTO pql VALUE {'pk':'new','sk':1}"));
        transaction("a check that holds",
                tx("EXISTS(SELECT * FROM pql WHERE pk='a' AND sk=1 AND v='z')"),
                tx("INSERT INTO pql VALUE {'pk':'u','sk':1}"));
        transaction("a wrongly typed key",
                tx("UPDATE pql SET w=2 WHERE pk='a' AND sk=1"),
                tx("INSERT INTO pql VALUE {'pk':1,'sk':1}"));
        transaction("a missing key attribute", tx("INSERT INTO pql VALUE {'pk':'x'}"));
        transaction("two statements on one item", tx("INSERT INTO pql VALUE {'pk':'f','sk':1}"),
                tx("UPDATE pql SET v='q' WHERE pk='f' AND sk=1"));
        transaction("a missing table", tx("UPDATE pql SET w=2 WHERE pk='a' AND sk=1"),
                tx("INSERT INTO nope VALUE {'pk':'x'}"));
        transaction("RETURNING", tx("UPDATE pql SET w=2 WHERE pk='a' AND sk=1 RETURNING ALL NEW *"));
        transaction("EXISTS without a condition", tx("EXISTS(SELECT * FROM pql WHERE pk='a' AND sk=1)"),
                tx("INSERT INTO pql VALUE {'pk':'j','sk':1}"));
        transaction("a malformed statement", tx("INSERT INTO pql VALUE {'pk':'i','sk':1}"), tx("SELECT * FRM x"));
        transaction("empty");
        transaction("missing parameters", tx("SELECT * FROM pql WHERE pk=? AND sk=1"));
    }

    @Test
    void transactionsReadWholeKeys() {
        transaction("reads", tx("SELECT * FROM pql WHERE pk='a' AND sk=1"),
                tx("SELECT v FROM pql WHERE pk=? AND sk=1", AttributeValue.fromS("b")),
                tx("SELECT * FROM pql WHERE pk='zz' AND sk=1"));
        transaction("a read without the whole key", tx("SELECT * FROM pql WHERE pk='a'"));
        transaction("a read with a condition", tx("SELECT * FROM pql WHERE pk='a' AND sk=1 AND v='x'"));
        transaction("reads and writes", tx("SELECT * FROM pql WHERE pk='a' AND sk=1"),
                tx("INSERT INTO pql VALUE {'pk':'f','sk':1}"));
        transaction("the same item twice", tx("SELECT * FROM pql WHERE pk='a' AND sk=1"),
                tx("SELECT * FROM pql WHERE pk='a' AND sk=1"));
        transaction("a missing table", tx("SELECT * FROM nope WHERE pk='a' AND sk=1"));
        transaction("a wrongly typed key", tx("SELECT * FROM pql WHERE pk=1 AND sk=1"));
    }

    @Test
    void aClientRequestTokenMakesATransactionIdempotent() {
        for (String statement : List.of("INSERT INTO pql VALUE {'pk':'g','sk':1}", "INSERT INTO pql VALUE {'pk':'g','sk':1}",
                "INSERT INTO pql VALUE {'pk':'h','sk':1}")) {
            diff.same(statement, c -> c.executeTransaction(b -> b.transactStatements(tx(statement))
                    .clientRequestToken("tok1")).responses());
            everything();
        }
    }
}
