package dev.dynamofixtures.junit.internal.log;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import dev.dynamofixtures.core.InMemoryDynamo;
import dev.dynamofixtures.core.log.RecordedCall;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;

class RemoteOperationLogTest {
    @Test
    void a_full_log_drops_its_oldest_calls_and_says_it_is_no_longer_complete() {
        try (InMemoryDynamo server = InMemoryDynamo.create()) {
            // given
            RemoteOperationLog log = new RemoteOperationLog("endpoint", server.client(), 2);
            DynamoDbClient client = RecordingClients.wrap(server.client(), new CallRecorder(() -> log));

            // when
            for (String table : List.of("first", "second", "third")) {
                client.listTables(b -> b.exclusiveStartTableName(table));
            }

            // then
            assertThat(log.calls()).extracting(RecordedCall::sequence).containsExactly(2L, 3L);
            assertThat(log.totalCalls()).isEqualTo(3);
            assertThat(log.capacity()).isEqualTo(2);
            assertThat(log.isComplete()).isFalse();
        }
    }

    @Test
    void a_snapshot_of_the_calls_is_not_changed_by_later_calls() {
        try (InMemoryDynamo server = InMemoryDynamo.create()) {
            // given
            RemoteOperationLog log = new RemoteOperationLog("endpoint", server.client());
            DynamoDbClient client = RecordingClients.wrap(server.client(), new CallRecorder(() -> log));
            client.listTables();
            List<RecordedCall> snapshot = log.calls();

            // when
            client.listTables();

            // then
            assertThat(snapshot).hasSize(1);
            assertThat(log.calls()).hasSize(2);
            assertThat(log.backend()).isEqualTo("endpoint");
        }
    }

    @Test
    void a_write_to_a_table_that_does_not_exist_is_recorded_as_failed_without_partition_writes() {
        try (InMemoryDynamo server = InMemoryDynamo.create()) {
            // given
            RemoteOperationLog log = new RemoteOperationLog("endpoint", server.client());
            DynamoDbClient client = RecordingClients.wrap(server.client(), new CallRecorder(() -> log));

            // when
            Throwable failure = catchThrowable(() -> client.putItem(b -> b.tableName("missing")
                    .item(Map.of("id", AttributeValue.fromS("x")))));

            // then
            assertThat(failure).isInstanceOf(ResourceNotFoundException.class);
            assertThat(log.calls()).singleElement().satisfies(call -> {
                assertThat(call.errorCode()).contains("ResourceNotFoundException");
                assertThat(call.partitionWrites()).isEmpty();
                assertThat(call.toString()).isEqualTo("#1 PutItem missing failed: ResourceNotFoundException");
            });
        }
    }
}
