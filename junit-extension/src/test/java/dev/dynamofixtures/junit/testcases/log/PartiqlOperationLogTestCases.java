package dev.dynamofixtures.junit.testcases.log;

import static dev.dynamofixtures.junit.testcases.log.OperationLogTestCases.s;
import static org.assertj.core.api.Assertions.assertThat;

import dev.dynamofixtures.junit.DynamoFixture;
import dev.dynamofixtures.junit.DynamoFixtureContext;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ExecuteStatementResponse;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;

/** PartiQL in the log, on DynamoDB Local (the in-memory engine has no PartiQL). */
@DynamoFixture(seed = "/dev/dynamofixtures/junit/testcases/orders.yml", backend = "dynamodb-local",
        tablePrefix = "oplog_partiql_")
public class PartiqlOperationLogTestCases {
    @Test
    void a_partiql_statement_is_recorded_with_the_tables_it_names(DynamoFixtureContext dynamo, DynamoDbClient client) {
        // when
        client.executeStatement(b -> b.statement("SELECT * FROM \"orders\" WHERE customer_id = ?")
                .parameters(s("C1")));

        // then: the capacity is what the server answers to INDEXES (DynamoDB Local reports none for PartiQL)
        ExecuteStatementResponse answer = dynamo.unrecordedClient().executeStatement(b -> b
                .statement("SELECT * FROM \"orders\" WHERE customer_id = ?").parameters(s("C1"))
                .returnConsumedCapacity(ReturnConsumedCapacity.INDEXES));
        List<ConsumedCapacity> server = answer.consumedCapacity() == null ? List.of()
                : List.of(answer.consumedCapacity());
        assertThat(dynamo.operations().calls()).singleElement().satisfies(call -> {
            assertThat(call.operation()).isEqualTo("ExecuteStatement");
            assertThat(call.tableNames()).containsExactly("orders");
            assertThat(call.itemsReturned()).isEqualTo(OptionalInt.of(2));
            assertThat(call.consumedCapacity()).isEqualTo(server);
        });
    }
}
