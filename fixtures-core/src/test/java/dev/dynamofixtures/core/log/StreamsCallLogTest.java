package dev.dynamofixtures.core.log;

import static dev.dynamofixtures.core.ops.TestTables.item;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dynamofixtures.core.DynamoServer;
import dev.dynamofixtures.core.InMemoryDynamo;
import dev.dynamofixtures.core.server.SdkClients;
import dev.dynamofixtures.core.streams.StreamsTestSupport;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.DescribeStreamRequest;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbStreamsRequest;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.ShardIteratorType;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/** DynamoDB Streams calls in the operation log: recorded like DynamoDB's, under their own operation names. */
class StreamsCallLogTest {
    private InMemoryDynamo dynamo;
    private String streamArn;

    @BeforeEach
    void createTable() {
        dynamo = InMemoryDynamo.create();
        StreamsTestSupport.createTable(dynamo.client(), "orders", "NEW_IMAGE");
        dynamo.client().putItem(b -> b.tableName("orders").item(item("pk", "a", "sk", 1)));
        streamArn = dynamo.client().describeTable(b -> b.tableName("orders")).table().latestStreamArn();
        dynamo.operations().clear();
    }

    @AfterEach
    void close() {
        dynamo.close();
    }

    /** ListStreams, DescribeStream, GetShardIterator and GetRecords of the orders table's stream. */
    private void readTheStream(DynamoDbStreamsClient streams) {
        streams.listStreams(b -> b.tableName("orders"));
        String shardId = streams.describeStream(b -> b.streamArn(streamArn)).streamDescription().shards().get(0)
                .shardId();
        String iterator = streams.getShardIterator(b -> b.streamArn(streamArn).shardId(shardId)
                .shardIteratorType(ShardIteratorType.TRIM_HORIZON)).shardIterator();
        streams.getRecords(b -> b.shardIterator(iterator));
    }

    @Test
    void streams_calls_are_recorded_under_their_operation_names_with_the_table_of_their_stream() {
        // when
        readTheStream(dynamo.streamsClient());
        // then
        List<RecordedCall> calls = dynamo.operations().calls();
        assertThat(calls).extracting(RecordedCall::operation)
                .containsExactly("ListStreams", "DescribeStream", "GetShardIterator", "GetRecords");
        assertThat(calls).allSatisfy(call -> {
            assertThat(call.tableNames()).containsExactly("orders");
            assertThat(call.request()).isInstanceOf(DynamoDbStreamsRequest.class);
            assertThat(call.failed()).isFalse();
            assertThat(call.consumedCapacity()).isEmpty();
            assertThat(call.partitionWrites()).isEmpty();
            assertThat(call.itemsRead()).isEqualTo(OptionalInt.empty());
        });
        assertThat(calls).extracting(RecordedCall::sequence).containsExactly(1L, 2L, 3L, 4L);
    }

    @Test
    void a_streams_call_records_the_request_as_the_code_sent_it() {
        // given
        DescribeStreamRequest request = DescribeStreamRequest.builder().streamArn(streamArn).build();
        // when
        dynamo.streamsClient().describeStream(request);
        // then
        assertThat(dynamo.operations().calls()).singleElement()
                .satisfies(call -> assertThat(call.request()).isSameAs(request));
    }

    @Test
    void a_list_streams_of_every_table_names_no_table() {
        dynamo.streamsClient().listStreams(b -> { });
        assertThat(dynamo.operations().calls()).singleElement()
                .satisfies(call -> assertThat(call.tableNames()).isEmpty());
    }

    @Test
    void a_failed_streams_call_is_recorded_with_its_error() {
        // when
        assertThatThrownBy(() -> dynamo.streamsClient().getRecords(b -> b.shardIterator("not an iterator")))
                .isInstanceOf(DynamoDbException.class);
        // then
        assertThat(dynamo.operations().calls()).singleElement().satisfies(call -> {
            assertThat(call.operation()).isEqualTo("GetRecords");
            assertThat(call.tableNames()).isEmpty();
            assertThat(call.errorCode()).contains("ValidationException");
            assertThat(call.errorMessage()).contains("Invalid ShardIterator");
        });
    }

    @Test
    void streams_calls_to_the_http_endpoint_are_recorded() {
        // given
        DynamoServer server = dynamo.startServer();
        // when
        try (DynamoDbStreamsClient http = SdkClients.streams(server.endpoint())) {
            readTheStream(http);
        }
        // then
        assertThat(dynamo.operations().calls()).extracting(RecordedCall::operation)
                .containsExactly("ListStreams", "DescribeStream", "GetShardIterator", "GetRecords");
    }

    @Test
    void deliveries_to_a_handler_are_not_recorded() {
        // when
        List<Record> delivered = new ArrayList<>();
        dynamo.streams().deliver("orders", 100, delivered::addAll);
        dynamo.client().getItem(b -> b.tableName("orders").key(item("pk", "a", "sk", 1)));
        // then
        assertThat(delivered).hasSize(1);
        assertThat(dynamo.operations().calls()).extracting(RecordedCall::operation).containsExactly("GetItem");
    }

    @Test
    void a_fork_records_its_streams_calls_in_its_own_log() {
        // when
        try (InMemoryDynamo fork = dynamo.fork()) {
            fork.streamsClient().listStreams(b -> b.tableName("orders"));
            // then
            assertThat(fork.operations().calls()).extracting(RecordedCall::operation).containsExactly("ListStreams");
        }
        assertThat(dynamo.operations().calls()).isEmpty();
    }
}
