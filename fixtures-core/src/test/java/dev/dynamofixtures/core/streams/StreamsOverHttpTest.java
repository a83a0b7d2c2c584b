package dev.dynamofixtures.core.streams;

import static dev.dynamofixtures.core.ops.TestTables.item;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dynamofixtures.core.DynamoServer;
import dev.dynamofixtures.core.InMemoryDynamo;
import dev.dynamofixtures.core.MutableClock;
import dev.dynamofixtures.core.server.SdkClients;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ExpiredIteratorException;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.ShardIteratorType;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/** The Streams API on the HTTP endpoint ({@code X-Amz-Target: DynamoDBStreams_20120810.*}), through the SDK's client. */
class StreamsOverHttpTest {
    private MutableClock clock;
    private InMemoryDynamo dynamo;
    private DynamoServer server;
    private DynamoDbClient client;
    private DynamoDbStreamsClient streams;

    @BeforeEach
    void start() {
        clock = MutableClock.at(Instant.parse("2030-01-01T00:00:00Z"));
        dynamo = InMemoryDynamo.builder().clock(clock).build();
        server = dynamo.startServer();
        client = SdkClients.sync(server.endpoint());
        streams = SdkClients.streams(server.endpoint());
    }

    @AfterEach
    void stop() {
        streams.close();
        client.close();
        dynamo.close();
    }

    @Test
    void theSdkStreamsClientReadsTheRecordsOfWritesMadeOverHttp() {
        StreamsTestSupport.createTable(client, "orders", "NEW_AND_OLD_IMAGES");
        StreamsTestSupport.writeEveryWay(client, "orders");

        List<Record> overHttp = StreamsTestSupport.allRecords(client, streams, "orders");

        assertThat(overHttp).isEqualTo(StreamsTestSupport.allRecords(dynamo.client(), dynamo.streamsClient(), "orders"));
        assertThat(overHttp).extracting(Record::eventNameAsString)
                .containsExactly("INSERT", "MODIFY", "INSERT", "REMOVE", "INSERT", "MODIFY");
        assertThat(streams.listStreams().streams()).hasSize(1);
    }

    @Test
    void streamsErrorsKeepTheirTypesOnTheWire() {
        StreamsTestSupport.createTable(client, "orders", "KEYS_ONLY");
        String arn = client.describeTable(b -> b.tableName("orders")).table().latestStreamArn();
        String shard = streams.describeStream(b -> b.streamArn(arn)).streamDescription().shards().get(0).shardId();
        String iterator = streams.getShardIterator(b -> b.streamArn(arn).shardId(shard)
                .shardIteratorType(ShardIteratorType.TRIM_HORIZON)).shardIterator();
        client.putItem(b -> b.tableName("orders").item(item("pk", "a", "sk", 1)));
        clock.advance(Duration.ofMinutes(16));

        assertThatThrownBy(() -> streams.getRecords(b -> b.shardIterator(iterator)))
                .isInstanceOf(ExpiredIteratorException.class).hasMessageStartingWith("Iterator expired.");
        assertThatThrownBy(() -> streams.describeStream(b -> b.streamArn(arn + "x")))
                .isInstanceOf(ResourceNotFoundException.class)
                .hasMessageStartingWith("Requested resource not found: Stream: " + arn + "x not found");
    }
}
