package dev.dynamofixtures.core.differential;

import dev.dynamofixtures.core.ops.TestTables;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ExecuteStatementRequest;
import software.amazon.awssdk.services.dynamodb.model.ExecuteStatementResponse;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * ExecuteStatement: the engine (LOCAL dialect) and DynamoDB Local give the same items, in the same order,
 * and the same errors, statement after statement on the same tables.
 */
class PartiQlDifferentialTest {
    private Differential diff;

    /** What an ExecuteStatement answered: its items, and whether it gave a NextToken. */
    record Statement(List<Map<String, AttributeValue>> items, boolean more) {
        static Statement of(ExecuteStatementResponse response) {
            return new Statement(response.items(), response.nextToken() != null);
        }
    }

    @BeforeEach
    void tables() {
        diff = new Differential();
        diff.both(c -> c.createTable(TestTables.table("pql").hash("pk", ScalarAttributeType.S)
                .range("sk", ScalarAttributeType.N)
                .gsi("gix", ProjectionType.KEYS_ONLY, "g", ScalarAttributeType.S).request()));
        diff.both(c -> c.createTable(TestTables.table("one").hash("id", ScalarAttributeType.S).request()));
    }

    @AfterEach
    void close() {
        diff.close();
    }

    private void same(String statement, AttributeValue... parameters) {
        diff.same(statement, c -> Statement.of(c.executeStatement(b -> {
            b.statement(statement);
            if (parameters.length > 0) {
                b.parameters(parameters);
            }
        })));
    }

    /**
     * As {@link #same}, but the error code and class may differ: DynamoDB Local answers a duplicate INSERT with
     * the code {@code DuplicateItem}, the engine with the service's documented {@code DuplicateItemException}
     * (DynamoDB Local's embedded client throws DuplicateItemException for both; an SDK client over HTTP throws a
     * plain DynamoDbException for Local's code).
     */
    private void sameButTheCode(String description, java.util.function.Function<DynamoDbClient, ?> call) {
        Differential.Pair pair = diff.run(call, List.of(), List.of(), false);
        org.assertj.core.api.Assertions.assertThat(withoutCode(pair.engine())).as(description)
                .isEqualTo(withoutCode(pair.local()));
    }

    private static Outcome withoutCode(Outcome outcome) {
        return new Outcome(outcome.response(), null, null, outcome.errorMessage(),
                outcome.status(), outcome.details());
    }

    private void sameRequest(String description, ExecuteStatementRequest request) {
        diff.same(description, c -> Statement.of(c.executeStatement(request)));
    }

    /** Every page of a statement read with {@code limit}, following each backend's own NextToken. */
    private static List<List<Map<String, AttributeValue>>> pages(DynamoDbClient client, String statement, int limit) {
        List<List<Map<String, AttributeValue>>> pages = new ArrayList<>();
        String token = null;
        do {
            String from = token;
            ExecuteStatementResponse page = client.executeStatement(b -> b.statement(statement).limit(limit)
                    .nextToken(from));
            pages.add(page.items());
            token = page.nextToken();
        } while (token != null && pages.size() < 50);
        return pages;
    }

    private void seed() {
        for (String insert : List.of(
                "INSERT INTO pql VALUE {'pk':'a','sk':1,'v':'x','g':'G','m':{'k':[1,'two',true,null]},'ss':<<'p','q'>>,'ns':<<1,2>>}",
                "INSERT INTO pql VALUE {'pk':'a','sk':2,'v':'y','n':5}",
                "INSERT INTO pql VALUE {'pk':'a','sk':3,'v':'yy','n':6, 'g':'H'}",
                "INSERT INTO pql VALUE {'pk':'b','sk':1,'v':'z','n':7, 'g':'G'}",
                "INSERT INTO pql VALUE {'pk':'c','sk':10,'e':''}",
                "INSERT INTO one VALUE {'id':'i1','v':1}",
                "INSERT INTO \"one\" VALUE {'id':'i2','v':2}")) {
            same(insert);
        }
    }

    @Test
    void selectsRunAsQueriesOrScansWithTheSameItemsInTheSameOrder() {
        seed();
        for (String select : List.of(
                "SELECT * FROM pql",
                "SELECT * FROM pql WHERE pk = 'a'",
                "SELECT * FROM pql WHERE pk = 'a' AND sk = 1",
                "select * from pql where pk = 'a' and sk > 1",
                "SELECT * FROM pql WHERE pk = 'a' AND sk >= 1 AND sk <= 2",
                "SELECT * FROM pql WHERE pk = 'a' AND sk BETWEEN 2 AND 5",
                "SELECT * FROM pql WHERE pk = 'a' AND v = 'y'",
                "SELECT * FROM pql WHERE pk = 'a' AND begins_with(v, 'y')",
                "SELECT * FROM pql WHERE pk = 'a' ORDER BY sk DESC",
                "SELECT * FROM pql WHERE pk = 'a' AND sk > 1 ORDER BY sk ASC",
                "SELECT * FROM pql WHERE 'a' = pk",
                "SELECT * FROM pql WHERE pk = 'a' AND sk <> 2",
                "SELECT * FROM pql WHERE pk = 'a' AND NOT sk = 2",
                "SELECT * FROM pql WHERE pk = 'a' AND (sk = 1 OR sk = 3)",
                "SELECT * FROM pql WHERE pk = 'a' AND sk IN [1, 3]",
                "SELECT * FROM pql WHERE pk IN ['a','b']",
                "SELECT * FROM pql WHERE pk IN ('b','a')",
                "SELECT * FROM pql WHERE pk = 'a' OR pk = 'b'",
                "SELECT * FROM pql WHERE pk > 'a'",
                "SELECT * FROM pql WHERE sk BETWEEN 1 AND 2",
                "SELECT * FROM pql WHERE begins_with(v, 'y')",
                "SELECT * FROM pql WHERE contains(ss, 'p')",
                "SELECT * FROM pql WHERE attribute_type(v, 'S')",
                "SELECT * FROM pql WHERE n IS MISSING",
                "SELECT * FROM pql WHERE n IS NOT MISSING",
                "SELECT * FROM pql WHERE size(v) = 2",
                "SELECT * FROM pql WHERE NOT n = 5",
                "SELECT * FROM pql WHERE n <> 5",
                "SELECT * FROM pql WHERE n != 5",
                "SELECT * FROM pql WHERE m.k[0] = 1",
                "SELECT * FROM pql WHERE m IS NULL",
                "SELECT * FROM pql WHERE n = 5e0",
                "SELECT * FROM pql WHERE n = -5",
                "SELECT * FROM pql WHERE v = 'it''s'",
                "SELECT * FROM pql WHERE v = \"v\"",
                "SELECT * FROM pql WHERE e = ''",
                "SELECT * FROM pql WHERE pk = 'a' AND sk = 1.0",
                "SELECT * FROM pql WHERE pk = 'a' AND sk = 3 AND sk = 4",
                "SELECT * FROM pql WHERE pk = 'a';",
                "SELECT pk, n FROM pql WHERE pk IN ['a','b']",
                "SELECT \"v\" FROM pql WHERE \"pk\" = 'a'",
                "SELECT * FROM pql.gix WHERE g = 'G'",
                "SELECT * FROM \"pql\".\"gix\"",
                "SELECT * FROM one",
                "SELECT * FROM one WHERE id = 'i2'")) {
            same(select);
        }
    }

    @Test
    void selectsFailWithTheServiceErrors() {
        seed();
        for (String select : List.of(
                "SELECT * FRM pql",
                "",
                "SELECT * FROM nope",
                "SELECT * FROM \"nope\" WHERE pk = 'a'",
                "SELECT * FROM pql.nope",
                "SELECT v FROM \"pql\".\"gix\"",
                "SELECT * FROM pql WHERE pk = 1",
                "SELECT * FROM pql WHERE pk = 'a' AND begins_with(sk, 3)",
                "SELECT * FROM pql ORDER BY sk",
                "SELECT * FROM pql WHERE pk = 'a' ORDER BY v",
                "SELECT * FROM pql WHERE pk = ?")) {
            same(select);
        }
        same("SELECT * FROM pql WHERE pk = ?", AttributeValue.fromS("a"));
        sameRequest("Limit 0", ExecuteStatementRequest.builder().statement("SELECT * FROM pql").limit(0).build());
        sameRequest("garbage token", ExecuteStatementRequest.builder().statement("SELECT * FROM pql")
                .nextToken("garbage").build());
        sameRequest("consistent read of a GSI", ExecuteStatementRequest.builder()
                .statement("SELECT * FROM pql.gix WHERE g = 'G'").consistentRead(true).build());
        sameRequest("consistent read of the table", ExecuteStatementRequest.builder()
                .statement("SELECT * FROM pql WHERE pk = 'a'").consistentRead(true).build());
    }

    @Test
    void limitAndNextTokenPageTheSameItems() {
        seed();
        for (String select : List.of("SELECT * FROM pql", "SELECT * FROM pql WHERE pk = 'a'",
                "SELECT * FROM pql WHERE pk = 'a' AND sk = 1", "SELECT * FROM pql WHERE n > 5",
                "SELECT * FROM pql WHERE pk = 'a' AND n > 5", "SELECT * FROM pql.gix")) {
            for (int limit = 1; limit <= 3; limit++) {
                int l = limit;
                diff.same(select + " limit " + limit, c -> pages(c, select, l));
            }
        }
    }

    @Test
    void writesChangeTheSameItemsAndFailWithTheServiceErrors() {
        seed();
        sameButTheCode("duplicate insert", c -> Statement.of(c.executeStatement(b -> b.statement(
                "INSERT INTO pql VALUE {'pk':'a','sk':1,'v':'x'}"))));
        for (String write : List.of(
                "INSERT INTO pql VALUE {'pk':'a'}",
                "INSERT INTO pql VALUE {'pk':'a','sk':'1'}",
                "INSERT INTO pql VALUE {'pk':'a','sk':5} WHERE x = 1",
                "INSERT INTO nope VALUE {'pk':'a','sk':5}",
                "UPDATE pql SET v = 'y2', n = n + 1 WHERE pk = 'a' AND sk = 2",
                "UPDATE pql SET v = 'y3' SET w = 'w' REMOVE n WHERE pk = 'a' AND sk = 2 RETURNING ALL OLD *",
                "UPDATE pql SET v = 'z' WHERE pk = 'a' AND sk = 2 AND v = 'nope'",
                "UPDATE pql SET v = 'z' WHERE pk = 'a'",
                "UPDATE pql SET v = 'z' WHERE v = 'a'",
                "UPDATE pql SET v = 'z'",
                "UPDATE pql SET sk = 3 WHERE pk = 'a' AND sk = 2",
                "UPDATE pql SET l = [1,2], m = {'a': 1} WHERE pk = 'a' AND sk = 2 RETURNING MODIFIED NEW *",
                "UPDATE pql SET l[5] = 3 WHERE pk = 'a' AND sk = 2 RETURNING ALL NEW *",
                "UPDATE pql SET s = set_add(s, <<'x'>>) WHERE pk = 'a' AND sk = 2 RETURNING ALL NEW *",
                "UPDATE pql SET l = list_append(l, [9]) WHERE pk = 'a' AND sk = 2 RETURNING ALL NEW *",
                "UPDATE pql SET s = set_delete(s, <<'x'>>) WHERE pk = 'a' AND sk = 2 RETURNING ALL NEW *",
                "UPDATE pql SET n = 1 - 3 WHERE pk = 'a' AND sk = 2 RETURNING ALL NEW *",
                "UPDATE pql SET q = 'x' WHERE pk = 'a' AND sk = 2 AND q IS MISSING RETURNING ALL NEW *",
                "UPDATE pql REMOVE q WHERE pk = 'a' AND sk = 2 RETURNING MODIFIED OLD *",
                "UPDATE pql SET q = 'x' WHERE pk = 'zz' AND sk = 1",
                "DELETE FROM pql WHERE pk = 'zz' AND sk = 1",
                "DELETE FROM pql WHERE pk = 'a' AND sk = 1 AND v = 'nope'",
                "DELETE FROM pql WHERE pk = 'a'",
                "DELETE FROM pql WHERE pk = 'a' AND sk = 1 RETURNING ALL OLD *",
                "DELETE FROM pql WHERE pk = 'a' AND sk = 3",
                "UPDATE one SET v = v + 10 WHERE id = 'i1' RETURNING ALL NEW *",
                "SELECT * FROM pql",
                "SELECT * FROM one")) {
            same(write);
        }
        same("INSERT INTO pql VALUE {'pk':?,'sk':?,'v':?}", AttributeValue.fromS("p"), AttributeValue.fromN("2"),
                AttributeValue.fromL(List.of(AttributeValue.fromS("q"))));
        same("UPDATE pql SET v = ? WHERE pk = ? AND sk = ?", AttributeValue.fromS("new"), AttributeValue.fromS("p"),
                AttributeValue.fromN("2"));
        same("SELECT * FROM pql WHERE pk = ?", AttributeValue.fromS("p"));
        for (String onFailure : List.of("ALL_OLD", "NONE")) {
            sameRequest("update " + onFailure, ExecuteStatementRequest.builder()
                    .statement("UPDATE pql SET v = 'z' WHERE pk = 'p' AND sk = 2 AND v = 'nope'")
                    .returnValuesOnConditionCheckFailure(onFailure).build());
            sameRequest("delete " + onFailure, ExecuteStatementRequest.builder()
                    .statement("DELETE FROM pql WHERE pk = 'p' AND sk = 2 AND v = 'nope'")
                    .returnValuesOnConditionCheckFailure(onFailure).build());
            sameButTheCode("insert " + onFailure, c -> Statement.of(c.executeStatement(b -> b
                    .statement("INSERT INTO pql VALUE {'pk':'p','sk':2}").returnValuesOnConditionCheckFailure(onFailure))));
        }
    }
}
