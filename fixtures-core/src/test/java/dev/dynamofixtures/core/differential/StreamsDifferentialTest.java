package dev.dynamofixtures.core.differential;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import dev.dynamofixtures.core.InMemoryDynamo;
import dev.dynamofixtures.core.MessageDialect;
import dev.dynamofixtures.core.server.HttpTransport;
import dev.dynamofixtures.core.streams.StreamsTestSupport;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.ShardIteratorType;
import software.amazon.awssdk.services.dynamodb.model.StreamDescription;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * Table streams, engine against DynamoDB Local 3.3.1: the same records (event, keys, images, size, view type, order
 * and format of sequence numbers) for every write path and view type, the same stream descriptions, and the same
 * errors. What legitimately differs is left out: ARNs' and labels' instants, shard ids, event ids, sequence number
 * values (Local counts across all its streams; the engine per stream), iterators' text, and
 * ApproximateCreationDateTime (Local rounds it down to the minute, the service and the engine to the second).
 * DynamoDB Local, shared by the whole suite, keeps the streams of deleted tables (as the service does for 24 hours;
 * the engine drops them with the table), so each test here uses a table name of its own.
 */
class StreamsDifferentialTest {
    private InMemoryDynamo engine;
    private DynamoDbClient engineClient;
    private DynamoDbStreamsClient engineStreams;
    private DynamoDbClient localClient;
    private DynamoDbStreamsClient localStreams;

    @BeforeEach
    void start() {
        DynamoDbLocal.reset();
        engine = InMemoryDynamo.builder().messageDialect(MessageDialect.LOCAL).build();
        engineClient = HttpTransport.engineClient(engine);
        engineStreams = HttpTransport.engineStreamsClient(engine);
        localClient = DynamoDbLocal.client();
        localStreams = DynamoDbLocal.streamsClient();
    }

    @AfterEach
    void close() {
        engine.close();
    }

    /** What the two must agree on in a record. */
    private static Map<String, Object> comparable(Record record) {
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("eventName", record.eventNameAsString());
        fields.put("eventVersion", record.eventVersion());
        fields.put("eventSource", record.eventSource());
        fields.put("keys", record.dynamodb().keys());
        fields.put("oldImage", record.dynamodb().hasOldImage() ? record.dynamodb().oldImage() : null);
        fields.put("newImage", record.dynamodb().hasNewImage() ? record.dynamodb().newImage() : null);
        fields.put("sizeBytes", record.dynamodb().sizeBytes());
        fields.put("viewType", record.dynamodb().streamViewTypeAsString());
        fields.put("userIdentity", record.userIdentity());
        fields.put("sequenceNumberShape", record.dynamodb().sequenceNumber().matches("\\d{21}"));
        return fields;
    }

    private static List<Map<String, Object>> comparable(List<Record> records) {
        List<Map<String, Object>> out = new ArrayList<>();
        records.forEach(r -> out.add(comparable(r)));
        return out;
    }

    private static void assertIncreasing(List<Record> records) {
        for (int i = 1; i < records.size(); i++) {
            assertThat(records.get(i).dynamodb().sequenceNumber())
                    .isGreaterThan(records.get(i - 1).dynamodb().sequenceNumber());
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"KEYS_ONLY", "NEW_IMAGE", "OLD_IMAGE", "NEW_AND_OLD_IMAGES"})
    void everyWritePathMakesTheSameRecordsAsDynamoDbLocal(String viewType) {
        List<List<Record>> both = new ArrayList<>();
        for (var pair : List.of(List.of(engineClient, engineStreams), List.of(localClient, localStreams))) {
            DynamoDbClient client = (DynamoDbClient) pair.get(0);
            DynamoDbStreamsClient streams = (DynamoDbStreamsClient) pair.get(1);
            StreamsTestSupport.createTable(client, "orders", viewType);
            StreamsTestSupport.writeEveryWay(client, "orders");
            both.add(StreamsTestSupport.allRecords(client, streams, "orders"));
        }

        assertThat(comparable(both.get(0))).isEqualTo(comparable(both.get(1)));
        assertThat(both.get(0)).hasSize(6);
        assertIncreasing(both.get(0));
        assertIncreasing(both.get(1));
    }

    /** A call's answer or error, comparable across the two. */
    private static Object outcome(Function<Void, Object> call) {
        try {
            return call.apply(null);
        } catch (DynamoDbException e) {
            return e.getClass().getSimpleName() + ": " + e.awsErrorDetails().errorMessage();
        }
    }

    private Map<String, Object> describeAndErrors(DynamoDbClient client, DynamoDbStreamsClient streams) {
        Map<String, Object> seen = new LinkedHashMap<>();
        StreamsTestSupport.createTable(client, "described", "NEW_IMAGE");
        String arn = client.describeTable(b -> b.tableName("described")).table().latestStreamArn();
        StreamDescription description = streams.describeStream(b -> b.streamArn(arn)).streamDescription();
        String shard = description.shards().get(0).shardId();
        seen.put("status", description.streamStatusAsString());
        seen.put("viewType", description.streamViewTypeAsString());
        seen.put("table", description.tableName());
        seen.put("key", description.keySchema());
        seen.put("shards", description.shards().size());
        seen.put("shardIdShape", shard.matches("shardId-\\d{20}-[0-9a-f]{8}"));
        seen.put("ending", description.shards().get(0).sequenceNumberRange().endingSequenceNumber());
        seen.put("label is the ARN's end", arn.endsWith("/stream/" + description.streamLabel()));
        seen.put("list", streams.listStreams(b -> b.tableName("described")).streams().size());
        seen.put("list of a missing table", streams.listStreams(b -> b.tableName("nope")).streams().size());
        seen.put("describe a missing stream", outcome(v -> streams.describeStream(b -> b.streamArn(arn + "x"))
                .streamDescription()).toString().replace(arn, "<arn>"));
        seen.put("iterator of a missing shard", outcome(v -> streams.getShardIterator(b -> b.streamArn(arn)
                .shardId("shardId-000").shardIteratorType(ShardIteratorType.TRIM_HORIZON))));
        seen.put("iterator of a missing stream", outcome(v -> streams.getShardIterator(b -> b.streamArn(arn + "x")
                .shardId(shard).shardIteratorType(ShardIteratorType.TRIM_HORIZON))));
        seen.put("AT without a sequence number", outcome(v -> streams.getShardIterator(b -> b.streamArn(arn)
                .shardId(shard).shardIteratorType(ShardIteratorType.AT_SEQUENCE_NUMBER))));
        seen.put("TRIM_HORIZON with one", outcome(v -> streams.getShardIterator(b -> b.streamArn(arn)
                .shardId(shard).shardIteratorType(ShardIteratorType.TRIM_HORIZON)
                .sequenceNumber("000000000000000000001"))));
        seen.put("a short sequence number", outcome(v -> streams.getShardIterator(b -> b.streamArn(arn)
                .shardId(shard).shardIteratorType(ShardIteratorType.AT_SEQUENCE_NUMBER).sequenceNumber("12"))));
        seen.put("a garbage iterator", outcome(v -> streams.getRecords(b -> b.shardIterator("garbage"))));
        String iterator = streams.getShardIterator(b -> b.streamArn(arn).shardId(shard)
                .shardIteratorType(ShardIteratorType.LATEST)).shardIterator();
        seen.put("Limit 0", outcome(v -> streams.getRecords(b -> b.shardIterator(iterator).limit(0))));
        seen.put("Limit 1001", outcome(v -> streams.getRecords(b -> b.shardIterator(iterator).limit(1001))));
        seen.put("nothing after LATEST", streams.getRecords(b -> b.shardIterator(iterator)).records().size());
        seen.put("ListStreams Limit 0", outcome(v -> streams.listStreams(b -> b.limit(0))));
        seen.put("enable twice", outcome(v -> client.updateTable(b -> b.tableName("described")
                .streamSpecification(s -> s.streamEnabled(true).streamViewType("KEYS_ONLY")))));
        client.updateTable(b -> b.tableName("described").streamSpecification(s -> s.streamEnabled(false)));
        seen.put("disabled: table's spec", client.describeTable(b -> b.tableName("described")).table()
                .streamSpecification());
        seen.put("disabled: latest ARN kept", arn.equals(client.describeTable(b -> b.tableName("described")).table()
                .latestStreamArn()));
        StreamDescription disabled = streams.describeStream(b -> b.streamArn(arn)).streamDescription();
        seen.put("disabled: status", disabled.streamStatusAsString());
        seen.put("disable twice", outcome(v -> client.updateTable(b -> b.tableName("described")
                .streamSpecification(s -> s.streamEnabled(false)))));
        return seen;
    }

    private static List<String> keysOf(List<Record> records) {
        List<String> keys = new ArrayList<>();
        records.forEach(r -> keys.add(r.dynamodb().keys().get("pk").s()));
        return keys;
    }

    private static Map<String, Object> reenable(DynamoDbClient client, DynamoDbStreamsClient streams)
            throws InterruptedException {
        Map<String, Object> seen = new LinkedHashMap<>();
        StreamsTestSupport.createTable(client, "reenabled", "KEYS_ONLY");
        String first = client.describeTable(b -> b.tableName("reenabled")).table().latestStreamArn();
        client.putItem(b -> b.tableName("reenabled").item(dev.dynamofixtures.core.ops.TestTables.item("pk", "a", "sk", 1)));
        client.updateTable(b -> b.tableName("reenabled").streamSpecification(s -> s.streamEnabled(false)));
        client.putItem(b -> b.tableName("reenabled").item(dev.dynamofixtures.core.ops.TestTables.item("pk", "b", "sk", 1)));
        Thread.sleep(5); // labels are milliseconds: let the next stream's differ
        client.updateTable(b -> b.tableName("reenabled").streamSpecification(s -> s.streamEnabled(true)
                .streamViewType("NEW_IMAGE")));
        client.putItem(b -> b.tableName("reenabled").item(dev.dynamofixtures.core.ops.TestTables.item("pk", "c", "sk", 1)));
        String second = client.describeTable(b -> b.tableName("reenabled")).table().latestStreamArn();
        seen.put("a new ARN", !second.equals(first));
        seen.put("listed, newest first", streams.listStreams(b -> b.tableName("reenabled")).streams().stream()
                .map(st -> st.streamArn().equals(second) ? "second" : st.streamArn().equals(first) ? "first" : "?")
                .filter(name -> !name.equals("?")) // DynamoDB Local keeps streams of deleted tables (see the class)
                .toList());
        StreamDescription old = streams.describeStream(b -> b.streamArn(first)).streamDescription();
        seen.put("old status", old.streamStatusAsString());
        seen.put("old shard closed", old.shards().get(0).sequenceNumberRange().endingSequenceNumber() != null);
        String oldIterator = streams.getShardIterator(b -> b.streamArn(first).shardId(old.shards().get(0).shardId())
                .shardIteratorType(ShardIteratorType.TRIM_HORIZON)).shardIterator();
        var oldRecords = streams.getRecords(b -> b.shardIterator(oldIterator));
        seen.put("old records", keysOf(oldRecords.records()));
        seen.put("old stream read to its end has no next iterator", oldRecords.nextShardIterator() == null);
        seen.put("new records", comparable(StreamsTestSupport.allRecords(client, streams, "reenabled")));
        seen.put("new stream's view type", streams.describeStream(b -> b.streamArn(second)).streamDescription()
                .streamViewTypeAsString());
        return seen;
    }

    private static Map<String, Object> deleteTable(DynamoDbClient client, DynamoDbStreamsClient streams) {
        Map<String, Object> seen = new LinkedHashMap<>();
        StreamsTestSupport.createTable(client, "deleted", "NEW_IMAGE");
        client.putItem(b -> b.tableName("deleted").item(dev.dynamofixtures.core.ops.TestTables.item("pk", "a", "sk", 1)));
        String arn = client.describeTable(b -> b.tableName("deleted")).table().latestStreamArn();
        client.deleteTable(b -> b.tableName("deleted"));
        seen.put("listed", streams.listStreams(b -> b.tableName("deleted")).streams().stream()
                .map(st -> st.streamArn().equals(arn) + " " + st.tableName()).toList());
        StreamDescription description = streams.describeStream(b -> b.streamArn(arn)).streamDescription();
        seen.put("status", description.streamStatusAsString());
        seen.put("table", description.tableName());
        seen.put("key", description.keySchema());
        seen.put("shard closed", description.shards().get(0).sequenceNumberRange().endingSequenceNumber() != null);
        var records = streams.getRecords(b -> b.shardIterator(streams.getShardIterator(g -> g.streamArn(arn)
                .shardId(description.shards().get(0).shardId()).shardIteratorType(ShardIteratorType.TRIM_HORIZON))
                .shardIterator()));
        seen.put("records", comparable(records.records()));
        seen.put("no next iterator", records.nextShardIterator() == null);
        return seen;
    }

    @Test
    void aDeletedTablesStreamStaysReadableAsInDynamoDbLocal() {
        Map<String, Object> engineSeen = deleteTable(engineClient, engineStreams);
        Map<String, Object> localSeen = deleteTable(localClient, localStreams);

        assertThat(engineSeen).isEqualTo(localSeen);
    }

    @Test
    void disablingAndEnablingAgainBehavesAsInDynamoDbLocal() throws InterruptedException {
        Map<String, Object> engineSeen = reenable(engineClient, engineStreams);
        Map<String, Object> localSeen = reenable(localClient, localStreams);

        assertThat(engineSeen).isEqualTo(localSeen);
    }

    @Test
    void streamDescriptionsAndErrorsAreDynamoDbLocals() {
        Map<String, Object> engineSeen = describeAndErrors(engineClient, engineStreams);
        Map<String, Object> localSeen = describeAndErrors(localClient, localStreams);

        assertThat(engineSeen).isEqualTo(localSeen);
    }
}
