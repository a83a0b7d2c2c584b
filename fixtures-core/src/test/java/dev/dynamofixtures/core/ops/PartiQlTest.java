package dev.dynamofixtures.core.ops;

import static dev.dynamofixtures.core.ops.TestTables.item;
import static dev.dynamofixtures.core.ops.TestTables.table;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType.N;
import static software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType.S;

import dev.dynamofixtures.core.InMemoryDynamo;
import dev.dynamofixtures.core.log.RecordedCall;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchStatementRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchStatementResponse;
import software.amazon.awssdk.services.dynamodb.model.DuplicateItemException;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.ExecuteStatementResponse;
import software.amazon.awssdk.services.dynamodb.model.ParameterizedStatement;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/** PartiQL on the engine: what the differential tests cannot show (dialects, the log, forks, failed calls). */
class PartiQlTest {
    private Errors engines;
    private InMemoryDynamo dynamo;

    @BeforeEach
    void seed() {
        engines = new Errors(PartiQlTest::orders);
        dynamo = InMemoryDynamo.create();
        orders(dynamo.client());
        dynamo.operations().clear();
    }

    private static void orders(DynamoDbClient c) {
        table("orders").hash("pk", S).range("sk", N).create(c);
        c.putItem(b -> b.tableName("orders").item(item("pk", "a", "sk", 1, "v", "x")));
        c.putItem(b -> b.tableName("orders").item(item("pk", "a", "sk", 2, "v", "y")));
    }

    private static software.amazon.awssdk.services.dynamodb.model.AttributeDefinition attribute(String name) {
        return software.amazon.awssdk.services.dynamodb.model.AttributeDefinition.builder().attributeName(name)
                .attributeType(S).build();
    }

    private static software.amazon.awssdk.services.dynamodb.model.KeySchemaElement hashKey(String name) {
        return software.amazon.awssdk.services.dynamodb.model.KeySchemaElement.builder().attributeName(name)
                .keyType("HASH").build();
    }

    @AfterEach
    void close() {
        engines.close();
        dynamo.close();
    }

    private List<Map<String, AttributeValue>> all(DynamoDbClient client) {
        return client.executeStatement(b -> b.statement("SELECT * FROM orders")).items();
    }

    @Test
    void a_duplicate_insert_is_the_services_duplicate_item_exception_in_both_dialects() {
        DuplicateItemException e = engines.assertFails(c -> c.executeStatement(b -> b
                        .statement("INSERT INTO orders VALUE {'pk':'a','sk':1}")), DuplicateItemException.class,
                "Duplicate primary key exists in table");

        assertThat(e.awsErrorDetails().errorCode()).isEqualTo("DuplicateItemException");
    }

    @Test
    void a_missing_table_has_each_dialects_text() {
        engines.assertFails(c -> c.executeStatement(b -> b.statement("SELECT * FROM nope")),
                ResourceNotFoundException.class, "Requested resource not found",
                "Cannot do operations on a non-existent table");
    }

    @Test
    void a_malformed_statement_names_itself() {
        engines.assertFails(c -> c.executeStatement(b -> b.statement("SELECT * FRM orders")),
                DynamoDbException.class, "Statement wasn't well formed, can't be processed: SELECT * FRM orders");
    }

    /** An INSERT of exactly {@code length} characters into orders, under the key ('long', {@code sk}). */
    private static String insertOfLength(int length, int sk) {
        String head = "INSERT INTO orders VALUE {'pk':'long','sk':" + sk + ",'d':'";
        return head + "x".repeat(length - head.length() - 2) + "'}";
    }

    @Test
    void a_statement_over_8192_characters_fails_the_whole_call_in_each_dialects_words() {
        String over = insertOfLength(8_193, 1);
        String local = "Member must have length less than or equal to 8192";
        engines.assertFails(c -> c.executeStatement(b -> b.statement(over)), DynamoDbException.class,
                "1 validation error detected: Value '" + over + "' at 'statement' failed to satisfy constraint: "
                        + local, local);
        engines.assertFails(c -> c.batchExecuteStatement(b -> b.statements(
                        s -> s.statement("DELETE FROM orders WHERE pk = 'a' AND sk = 1"), s -> s.statement(over))),
                DynamoDbException.class, "1 validation error detected: Value '" + over
                        + "' at 'statements.2.member.statement' failed to satisfy constraint: " + local, local);
        engines.assertFails(c -> c.executeTransaction(b -> b.transactStatements(s -> s.statement(over))),
                DynamoDbException.class, "1 validation error detected: Value '" + over
                        + "' at 'transactStatements.1.member.statement' failed to satisfy constraint: " + local, local);

        assertThat(all(engines.live())).hasSize(2); // the batch's valid DELETE did not run either
        assertThat(all(engines.local())).hasSize(2);
    }

    @Test
    void a_statement_of_exactly_8192_characters_runs() {
        DynamoDbClient client = dynamo.client();
        client.executeStatement(b -> b.statement(insertOfLength(8_192, 1)));
        client.batchExecuteStatement(b -> b.statements(s -> s.statement(insertOfLength(8_192, 2))));
        client.executeTransaction(b -> b.transactStatements(s -> s.statement(insertOfLength(8_192, 3))));

        assertThat(all(client)).extracting(item -> item.get("pk").s()).containsOnly("a", "long").hasSize(5);
    }

    @Test
    void an_empty_statement_is_a_length_error_in_the_service_and_each_operations_own_words_in_dynamodb_local() {
        String min = "Member must have length greater than or equal to 1";
        engines.assertFails(c -> c.executeStatement(b -> b.statement("")), DynamoDbException.class,
                "1 validation error detected: Value '' at 'statement' failed to satisfy constraint: " + min,
                "Statement wasn't well formed, can't be processed: ");
        engines.assertFails(c -> c.batchExecuteStatement(b -> b.statements(
                        s -> s.statement("DELETE FROM orders WHERE pk = 'a' AND sk = 1"), s -> s.statement(""))),
                DynamoDbException.class, "1 validation error detected: Value '' at 'statements.2.member.statement' "
                        + "failed to satisfy constraint: " + min, "The statement was empty.");
        engines.assertFails(c -> c.executeTransaction(b -> b.transactStatements(s -> s.statement(""))),
                DynamoDbException.class, "1 validation error detected: Value '' at "
                        + "'transactStatements.1.member.statement' failed to satisfy constraint: " + min,
                "ExecutePartiQLTransaction can not have empty statement.");

        assertThat(all(engines.live())).hasSize(2);
    }

    @Test
    void too_many_statements_are_a_length_error_in_the_service_and_the_batch_operations_words_in_dynamodb_local() {
        List<BatchStatementRequest> writes = new ArrayList<>();
        List<BatchStatementRequest> reads = new ArrayList<>();
        List<ParameterizedStatement> transaction = new ArrayList<>();
        for (int i = 0; i < 101; i++) {
            if (i < 26) {
                writes.add(BatchStatementRequest.builder().statement("DELETE FROM orders WHERE pk = 'k' AND sk = " + i)
                        .build());
                reads.add(BatchStatementRequest.builder().statement("SELECT * FROM orders WHERE pk = 'k' AND sk = " + i)
                        .build());
            }
            transaction.add(ParameterizedStatement.builder().statement("DELETE FROM orders WHERE pk = 'k' AND sk = "
                    + i).build());
        }
        String batchLimit = "]' at 'statements' failed to satisfy constraint: Member must have length less than or "
                + "equal to 25";
        assertThat(failure(engines.live(), c -> c.batchExecuteStatement(b -> b.statements(writes))))
                .startsWith("1 validation error detected: Value '[").endsWith(batchLimit);
        assertThat(failure(engines.live(), c -> c.batchExecuteStatement(b -> b.statements(reads))))
                .startsWith("1 validation error detected: Value '[").endsWith(batchLimit);
        assertThat(failure(engines.live(), c -> c.executeTransaction(b -> b.transactStatements(transaction))))
                .startsWith("1 validation error detected: Value '[").endsWith("]' at 'transactStatements' failed to "
                        + "satisfy constraint: Member must have length less than or equal to 100");

        assertThat(failure(engines.local(), c -> c.batchExecuteStatement(b -> b.statements(writes))))
                .isEqualTo("BatchWriteItem cannot write more than 25 items");
        assertThat(failure(engines.local(), c -> c.batchExecuteStatement(b -> b.statements(reads))))
                .isEqualTo("BatchGetItem cannot fetch more than 25 items");
        assertThat(failure(engines.local(), c -> c.executeTransaction(b -> b.transactStatements(transaction))))
                .isEqualTo("Member must have length less than or equal to 100");
    }

    /** The message of the ValidationException the call fails with. */
    private static String failure(DynamoDbClient client, java.util.function.Consumer<DynamoDbClient> call) {
        DynamoDbException e = org.assertj.core.api.Assertions.catchThrowableOfType(() -> call.accept(client),
                DynamoDbException.class);
        assertThat(e).as("the call's error").isNotNull();
        assertThat(e.awsErrorDetails().errorCode()).isEqualTo("ValidationException");
        return e.awsErrorDetails().errorMessage();
    }

    @Test
    void a_request_without_a_statement_is_a_required_member_error() {
        assertThatThrownBy(() -> dynamo.client().executeStatement(b -> { }))
                .isInstanceOf(DynamoDbException.class)
                .hasMessageStartingWith("1 validation error detected: Value null at 'statement' failed to satisfy "
                        + "constraint: Member must not be null");
    }

    @Test
    void a_multi_attribute_index_cannot_be_read_with_partiql() {
        DynamoDbClient client = dynamo.client();
        client.createTable(b -> b.tableName("multi")
                .attributeDefinitions(attribute("pk"), attribute("h1"), attribute("h2"))
                .keySchema(hashKey("pk"))
                .globalSecondaryIndexes(g -> g.indexName("byBoth").keySchema(hashKey("h1"), hashKey("h2"))
                        .projection(p -> p.projectionType("ALL")))
                .billingMode("PAY_PER_REQUEST"));

        assertThatThrownBy(() -> client.executeStatement(b -> b
                .statement("SELECT * FROM \"multi\".\"byBoth\" WHERE h1 = 'x' AND h2 = 'y'")))
                .isInstanceOf(DynamoDbException.class)
                .hasMessageStartingWith("PartiQL statements cannot be executed on tables with multi-attribute HASH "
                        + "keys or multi-attribute RANGE keys.");
    }

    @Test
    void a_failed_update_changes_nothing() {
        DynamoDbClient client = dynamo.client();
        List<Map<String, AttributeValue>> before = all(client);

        assertThatThrownBy(() -> client.executeStatement(b -> b
                .statement("UPDATE orders SET v = 'z' WHERE pk = 'a' AND sk = 1 AND v = 'nope'")))
                .isInstanceOf(DynamoDbException.class);

        assertThat(all(client)).isEqualTo(before);
    }

    @Test
    void a_cancelled_transaction_writes_none_of_its_statements() {
        DynamoDbClient client = dynamo.client();
        List<Map<String, AttributeValue>> before = all(client);

        assertThatThrownBy(() -> client.executeTransaction(b -> b.transactStatements(
                ParameterizedStatement.builder().statement("INSERT INTO orders VALUE {'pk':'b','sk':1}").build(),
                ParameterizedStatement.builder().statement("UPDATE orders SET v = 'z' WHERE pk = 'a' AND sk = 1 "
                        + "AND v = 'nope'").build())))
                .isInstanceOf(TransactionCanceledException.class);

        assertThat(all(client)).isEqualTo(before);
    }

    @Test
    void a_batch_writes_its_good_statements_and_reports_the_failed_one_in_its_place() {
        DynamoDbClient client = dynamo.client();

        List<BatchStatementResponse> responses = client.batchExecuteStatement(b -> b.statements(
                BatchStatementRequest.builder().statement("INSERT INTO orders VALUE {'pk':'b','sk':1}").build(),
                BatchStatementRequest.builder().statement("INSERT INTO orders VALUE {'pk':'a','sk':1}").build(),
                BatchStatementRequest.builder().statement("DELETE FROM orders WHERE pk = 'a' AND sk = 2").build()))
                .responses();

        assertThat(responses).hasSize(3);
        assertThat(responses.get(0).error()).isNull();
        assertThat(responses.get(1).error().codeAsString()).isEqualTo("DuplicateItem");
        assertThat(responses.get(2).error()).isNull();
        assertThat(all(client)).extracting(i -> i.get("pk").s() + i.get("sk").n())
                .containsExactlyInAnyOrder("a1", "b1");
    }

    @Test
    void statements_are_recorded_with_the_tables_they_name_and_the_items_they_return() {
        dynamo.client().executeStatement(b -> b.statement("SELECT * FROM \"orders\" WHERE pk = ?")
                .parameters(AttributeValue.fromS("a")));
        dynamo.client().executeTransaction(b -> b.transactStatements(ParameterizedStatement.builder()
                .statement("UPDATE orders SET v = 'w' WHERE pk = 'a' AND sk = 2").build()));

        List<RecordedCall> calls = dynamo.operations().calls();
        assertThat(calls).extracting(RecordedCall::operation).containsExactly("ExecuteStatement", "ExecuteTransaction");
        assertThat(calls.get(0).tableNames()).containsExactly("orders");
        assertThat(calls.get(0).itemsReturned()).isEqualTo(OptionalInt.of(2));
        assertThat(calls.get(1).tableNames()).containsExactly("orders");
    }

    @Test
    void a_fork_writes_with_partiql_independently_of_its_origin() {
        try (InMemoryDynamo fork = dynamo.fork()) {
            fork.client().executeStatement(b -> b.statement("INSERT INTO orders VALUE {'pk':'f','sk':1}"));

            assertThat(all(fork.client())).hasSize(3);
            assertThat(all(dynamo.client())).hasSize(2);
        }
    }

    @Test
    void the_async_client_answers_statements() {
        ExecuteStatementResponse response = dynamo.asyncClient().executeStatement(b -> b
                .statement("SELECT v FROM orders WHERE pk = 'a' AND sk = 2")).join();

        assertThat(response.items()).containsExactly(item("v", "y"));
    }

    @Test
    void pages_of_a_partition_key_in_list_follow_each_other_to_the_last_item() {
        DynamoDbClient client = dynamo.client();
        client.executeStatement(b -> b.statement("INSERT INTO orders VALUE {'pk':'b','sk':1}"));
        List<String> seen = new java.util.ArrayList<>();
        String token = null;
        do {
            String from = token;
            ExecuteStatementResponse page = client.executeStatement(b -> b
                    .statement("SELECT * FROM orders WHERE pk IN ['b', 'a']").limit(1).nextToken(from));
            page.items().forEach(i -> seen.add(i.get("pk").s() + i.get("sk").n()));
            token = page.nextToken();
        } while (token != null);

        assertThat(seen).containsExactly("a1", "a2", "b1");
    }

    @Test
    void a_descending_select_pages_from_the_last_key_down_where_dynamodb_local_pages_up() {
        DynamoDbClient client = dynamo.client();
        client.executeStatement(b -> b.statement("INSERT INTO orders VALUE {'pk':'a','sk':3}"));
        List<String> seen = new ArrayList<>();
        String token = null;
        do {
            String from = token;
            ExecuteStatementResponse page = client.executeStatement(b -> b
                    .statement("SELECT * FROM orders WHERE pk = 'a' ORDER BY sk DESC").limit(2).nextToken(from));
            assertThat(page.items()).hasSizeLessThanOrEqualTo(2);
            page.items().forEach(i -> seen.add(i.get("sk").n()));
            token = page.nextToken();
        } while (token != null);

        assertThat(seen).containsExactly("3", "2", "1");
    }
}
