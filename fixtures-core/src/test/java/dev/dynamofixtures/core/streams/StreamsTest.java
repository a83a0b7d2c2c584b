package dev.dynamofixtures.core.streams;

import static dev.dynamofixtures.core.ops.TestTables.item;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dynamofixtures.core.InMemoryDynamo;
import dev.dynamofixtures.core.MutableClock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.ExpiredIteratorException;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsResponse;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.ShardIteratorType;
import software.amazon.awssdk.services.dynamodb.model.StreamDescription;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/** Table streams in the in-memory engine: which records each write makes, and the Streams API that reads them. */
class StreamsTest {
    private static final Instant START = Instant.parse("2030-01-01T10:00:00.123Z");

    private MutableClock clock;
    private InMemoryDynamo dynamo;
    private DynamoDbClient client;
    private DynamoDbStreamsClient streams;

    @BeforeEach
    void start() {
        clock = MutableClock.at(START);
        dynamo = InMemoryDynamo.builder().clock(clock).build();
        client = dynamo.client();
        streams = dynamo.streamsClient();
    }

    @AfterEach
    void close() {
        dynamo.close();
    }

    private String arn(String table) {
        return client.describeTable(b -> b.tableName(table)).table().latestStreamArn();
    }

    private String shard(String arn) {
        return streams.describeStream(b -> b.streamArn(arn)).streamDescription().shards().get(0).shardId();
    }

    private String iterator(String arn, ShardIteratorType type, String sequence) {
        return streams.getShardIterator(b -> b.streamArn(arn).shardId(shard(arn)).shardIteratorType(type)
                .sequenceNumber(sequence)).shardIterator();
    }

    @Test
    void everyWritePathMakesOneRecordPerChangedItemAndNoneForAWriteThatChangesNothing() {
        StreamsTestSupport.createTable(client, "orders", "NEW_AND_OLD_IMAGES");
        StreamsTestSupport.writeEveryWay(client, "orders");

        List<Record> records = StreamsTestSupport.allRecords(client, streams, "orders");

        assertThat(records).extracting(Record::eventNameAsString)
                .containsExactly("INSERT", "MODIFY", "INSERT", "REMOVE", "INSERT", "MODIFY");
        assertThat(records).extracting(r -> r.dynamodb().keys().get("pk").s())
                .containsExactly("a", "a", "b", "a", "c", "b");
        assertThat(records).extracting(r -> r.dynamodb().sequenceNumber()).containsExactly(
                "000000000000000000001", "000000000000000000002", "000000000000000000003",
                "000000000000000000004", "000000000000000000005", "000000000000000000006");
        Record modify = records.get(1);
        assertThat(modify.dynamodb().oldImage()).isEqualTo(item("pk", "a", "sk", 1, "v", "hello"));
        assertThat(modify.dynamodb().newImage()).isEqualTo(item("pk", "a", "sk", 1, "v", "hello", "w", "x"));
        assertThat(modify.eventVersion()).isEqualTo("1.1");
        assertThat(modify.eventSource()).isEqualTo("aws:dynamodb");
        assertThat(modify.awsRegion()).isEqualTo("ddblocal");
        assertThat(modify.userIdentity()).isNull();
    }

    @Test
    void imagesAndSizeBytesFollowTheViewTypeAsDynamoDbLocalCountsThem() {
        // DynamoDB Local 3.3.1 answered these sizes for writeEveryWay's records
        Map<String, List<Long>> sizes = Map.of(
                "KEYS_ONLY", List.of(7L, 7L, 7L, 7L, 7L, 7L),
                "NEW_IMAGE", List.of(20L, 22L, 14L, 7L, 14L, 17L),
                "OLD_IMAGE", List.of(7L, 20L, 7L, 22L, 7L, 14L),
                "NEW_AND_OLD_IMAGES", List.of(20L, 35L, 14L, 22L, 14L, 24L));
        sizes.forEach((viewType, expected) -> {
            String table = "t_" + viewType;
            StreamsTestSupport.createTable(client, table, viewType);
            StreamsTestSupport.writeEveryWay(client, table);
            List<Record> records = StreamsTestSupport.allRecords(client, streams, table);
            assertThat(records).extracting(r -> r.dynamodb().sizeBytes()).as(viewType).containsExactlyElementsOf(expected);
            assertThat(records).allSatisfy(r -> {
                assertThat(r.dynamodb().streamViewTypeAsString()).isEqualTo(viewType);
                assertThat(r.dynamodb().hasNewImage()).isEqualTo(
                        viewType.contains("NEW") && !r.eventNameAsString().equals("REMOVE"));
                assertThat(r.dynamodb().hasOldImage()).isEqualTo(
                        viewType.contains("OLD") && !r.eventNameAsString().equals("INSERT"));
            });
        });
    }

    @Test
    void approximateCreationDateTimeIsTheEngineClockRoundedDownToTheSecond() {
        StreamsTestSupport.createTable(client, "orders", "KEYS_ONLY");
        clock.advance(Duration.ofMinutes(5));
        client.putItem(b -> b.tableName("orders").item(item("pk", "a", "sk", 1)));

        Record record = StreamsTestSupport.allRecords(client, streams, "orders").get(0);

        assertThat(record.dynamodb().approximateCreationDateTime()).isEqualTo(Instant.parse("2030-01-01T10:05:00Z"));
    }

    @Test
    void describeTableShowsTheStreamAndEachEnablingMakesANewStreamWhileTheOldOneStaysReadable() {
        StreamsTestSupport.createTable(client, "orders", "KEYS_ONLY");
        String first = arn("orders");
        assertThat(first).isEqualTo("arn:aws:dynamodb:ddblocal:000000000000:table/orders/stream/2030-01-01T10:00:00.123");
        assertThat(client.describeTable(b -> b.tableName("orders")).table().latestStreamLabel())
                .isEqualTo("2030-01-01T10:00:00.123");
        client.putItem(b -> b.tableName("orders").item(item("pk", "a", "sk", 1)));

        clock.advance(Duration.ofSeconds(1));
        client.updateTable(b -> b.tableName("orders").streamSpecification(s -> s.streamEnabled(false)));
        assertThat(client.describeTable(b -> b.tableName("orders")).table().streamSpecification()).isNull();
        assertThat(arn("orders")).isEqualTo(first);
        client.putItem(b -> b.tableName("orders").item(item("pk", "b", "sk", 1)));
        clock.advance(Duration.ofSeconds(1));
        client.updateTable(b -> b.tableName("orders").streamSpecification(s -> s.streamEnabled(true)
                .streamViewType("NEW_IMAGE")));
        String second = arn("orders");
        client.putItem(b -> b.tableName("orders").item(item("pk", "c", "sk", 1)));

        assertThat(second).isNotEqualTo(first).endsWith("/stream/2030-01-01T10:00:02.123");
        assertThat(streams.listStreams(b -> b.tableName("orders")).streams())
                .extracting(s -> s.streamArn()).containsExactly(second, first);
        StreamDescription old = streams.describeStream(b -> b.streamArn(first)).streamDescription();
        assertThat(old.streamStatusAsString()).isEqualTo("DISABLED");
        assertThat(old.shards().get(0).sequenceNumberRange().endingSequenceNumber()).isEqualTo("000000000000000000001");
        GetRecordsResponse oldRecords = streams.getRecords(b -> b.shardIterator(
                iterator(first, ShardIteratorType.TRIM_HORIZON, null)));
        assertThat(oldRecords.records()).extracting(r -> r.dynamodb().keys().get("pk").s()).containsExactly("a");
        assertThat(oldRecords.nextShardIterator()).as("a closed shard read to its end").isNull();
        assertThat(StreamsTestSupport.allRecords(client, streams, "orders")).extracting(r -> r.dynamodb().keys().get("pk").s())
                .containsExactly("c");
    }

    @Test
    void updateTableAnswersTheServiceErrorsForStreamChanges() {
        StreamsTestSupport.createTable(client, "orders", "KEYS_ONLY");
        assertThatThrownBy(() -> client.updateTable(b -> b.tableName("orders")
                .streamSpecification(s -> s.streamEnabled(true).streamViewType("NEW_IMAGE"))))
                .isInstanceOf(DynamoDbException.class).hasMessageStartingWith("Table already has an enabled stream");
        client.updateTable(b -> b.tableName("orders").streamSpecification(s -> s.streamEnabled(false)));
        assertThatThrownBy(() -> client.updateTable(b -> b.tableName("orders")
                .streamSpecification(s -> s.streamEnabled(false))))
                .isInstanceOf(DynamoDbException.class).hasMessageStartingWith("Table has no stream to disable");
    }

    @Test
    void shardIteratorsStartWhereTheirTypeSaysAndGetRecordsPagesWithLimit() {
        StreamsTestSupport.createTable(client, "orders", "KEYS_ONLY");
        for (int i = 1; i <= 5; i++) {
            int sk = i;
            client.putItem(b -> b.tableName("orders").item(item("pk", "p", "sk", sk)));
        }
        String arn = arn("orders");

        GetRecordsResponse page = streams.getRecords(b -> b.shardIterator(
                iterator(arn, ShardIteratorType.TRIM_HORIZON, null)).limit(2));
        assertThat(page.records()).extracting(r -> r.dynamodb().keys().get("sk").n()).containsExactly("1", "2");
        GetRecordsResponse next = streams.getRecords(b -> b.shardIterator(page.nextShardIterator()).limit(2));
        assertThat(next.records()).extracting(r -> r.dynamodb().keys().get("sk").n()).containsExactly("3", "4");

        assertThat(streams.getRecords(b -> b.shardIterator(iterator(arn, ShardIteratorType.AT_SEQUENCE_NUMBER,
                "000000000000000000004"))).records()).extracting(r -> r.dynamodb().keys().get("sk").n())
                .containsExactly("4", "5");
        assertThat(streams.getRecords(b -> b.shardIterator(iterator(arn, ShardIteratorType.AFTER_SEQUENCE_NUMBER,
                "000000000000000000004"))).records()).extracting(r -> r.dynamodb().keys().get("sk").n())
                .containsExactly("5");

        String latest = iterator(arn, ShardIteratorType.LATEST, null);
        GetRecordsResponse nothingYet = streams.getRecords(b -> b.shardIterator(latest));
        assertThat(nothingYet.records()).isEmpty();
        client.putItem(b -> b.tableName("orders").item(item("pk", "p", "sk", 6)));
        assertThat(streams.getRecords(b -> b.shardIterator(nothingYet.nextShardIterator())).records())
                .extracting(r -> r.dynamodb().keys().get("sk").n()).containsExactly("6");
    }

    @Test
    void theStreamsApiAnswersDynamoDbLocalsErrors() {
        StreamsTestSupport.createTable(client, "orders", "KEYS_ONLY");
        String arn = arn("orders");
        String shard = shard(arn);

        assertThatThrownBy(() -> streams.describeStream(b -> b.streamArn(arn + "x")))
                .isInstanceOf(ResourceNotFoundException.class)
                .hasMessageStartingWith("Requested resource not found: Stream: " + arn + "x not found");
        assertThatThrownBy(() -> streams.getShardIterator(b -> b.streamArn(arn).shardId("shardId-000")
                .shardIteratorType(ShardIteratorType.TRIM_HORIZON)))
                .isInstanceOf(ResourceNotFoundException.class).hasMessageStartingWith("Shard does not exist");
        assertThatThrownBy(() -> streams.getShardIterator(b -> b.streamArn(arn + "x").shardId(shard)
                .shardIteratorType(ShardIteratorType.TRIM_HORIZON)))
                .isInstanceOf(ResourceNotFoundException.class).hasMessageStartingWith("Stream does not exist");
        assertThatThrownBy(() -> streams.getShardIterator(b -> b.streamArn(arn).shardId(shard)
                .shardIteratorType(ShardIteratorType.AT_SEQUENCE_NUMBER)))
                .hasMessageStartingWith("One or more parameter values were invalid: Invalid SequenceNumber");
        assertThatThrownBy(() -> streams.getShardIterator(b -> b.streamArn(arn).shardId(shard)
                .shardIteratorType(ShardIteratorType.TRIM_HORIZON).sequenceNumber("000000000000000000002")))
                .hasMessageStartingWith("One or more parameter values were invalid: SequenceNumber should not be "
                        + "passed for this iterator type");
        assertThatThrownBy(() -> streams.getShardIterator(b -> b.streamArn(arn).shardId(shard)
                .shardIteratorType(ShardIteratorType.AT_SEQUENCE_NUMBER).sequenceNumber("abc")))
                .hasMessageStartingWith("1 validation error detected: Value 'abc' at 'sequenceNumber' failed to "
                        + "satisfy constraint: Member must have length greater than or equal to 21");
        assertThatThrownBy(() -> streams.getRecords(b -> b.shardIterator("garbage")))
                .isInstanceOf(DynamoDbException.class).hasMessageStartingWith("Invalid ShardIterator");
        String iterator = iterator(arn, ShardIteratorType.TRIM_HORIZON, null);
        assertThatThrownBy(() -> streams.getRecords(b -> b.shardIterator(iterator).limit(0)))
                .hasMessageStartingWith("1 validation error detected: Value '0' at 'limit' failed to satisfy "
                        + "constraint: Member must have value greater than or equal to 1");
        assertThatThrownBy(() -> streams.getRecords(b -> b.shardIterator(iterator).limit(1001)))
                .hasMessageStartingWith("One or more parameter values were invalid: Limit should be less than or "
                        + "equal to 1000");
        assertThatThrownBy(() -> streams.listStreams(b -> b.limit(0)))
                .hasMessageStartingWith("1 validation error detected: Value '0' at 'limit'");
    }

    @Test
    void aShardIteratorExpiresFifteenMinutesAfterItWasIssuedByTheEngineClock() {
        StreamsTestSupport.createTable(client, "orders", "KEYS_ONLY");
        String iterator = iterator(arn("orders"), ShardIteratorType.TRIM_HORIZON, null);
        clock.advance(Duration.ofMinutes(15));
        assertThat(streams.getRecords(b -> b.shardIterator(iterator)).records()).isEmpty();
        clock.advance(Duration.ofMillis(1));

        assertThatThrownBy(() -> streams.getRecords(b -> b.shardIterator(iterator)))
                .isInstanceOf(ExpiredIteratorException.class)
                .hasMessageStartingWith("Iterator expired. The iterator was created at time Tue Jan 01 10:00:00 UTC "
                        + "2030 while right now it is Tue Jan 01 10:15:00 UTC 2030 which is further in the future "
                        + "than the tolerated delay of 900000 milliseconds.");
    }

    @Test
    void timeToLiveExpiryIsARemoveByTheServicePrincipal() {
        StreamsTestSupport.createTable(client, "orders", "OLD_IMAGE");
        client.updateTimeToLive(b -> b.tableName("orders")
                .timeToLiveSpecification(s -> s.enabled(true).attributeName("exp")));
        client.putItem(b -> b.tableName("orders").item(item("pk", "a", "sk", 1, "exp", START.getEpochSecond() - 10)));
        dynamo.expireItems();

        Record remove = StreamsTestSupport.allRecords(client, streams, "orders").get(1);

        assertThat(remove.eventNameAsString()).isEqualTo("REMOVE");
        assertThat(remove.dynamodb().oldImage()).containsEntry("pk", AttributeValue.fromS("a"));
        assertThat(remove.userIdentity().type()).isEqualTo("Service");
        assertThat(remove.userIdentity().principalId()).isEqualTo("dynamodb.amazonaws.com");
    }

    @Test
    void eachForkKeepsTheRecordsItHadAndWritesItsOwnAfterwards() {
        StreamsTestSupport.createTable(client, "orders", "KEYS_ONLY");
        client.putItem(b -> b.tableName("orders").item(item("pk", "shared", "sk", 1)));
        try (InMemoryDynamo fork = dynamo.fork()) {
            fork.client().putItem(b -> b.tableName("orders").item(item("pk", "fork", "sk", 1)));
            client.putItem(b -> b.tableName("orders").item(item("pk", "parent", "sk", 1)));
            fork.client().putItem(b -> b.tableName("orders").item(item("pk", "fork2", "sk", 1)));

            assertThat(StreamsTestSupport.allRecords(client, streams, "orders")).extracting(r -> r.dynamodb().keys().get("pk").s())
                    .containsExactly("shared", "parent");
            assertThat(StreamsTestSupport.allRecords(fork.client(), fork.streamsClient(), "orders"))
                    .extracting(r -> r.dynamodb().keys().get("pk").s()).containsExactly("shared", "fork", "fork2");
        }
    }

    @Test
    void aTableWithoutAStreamHasNoneToList() {
        StreamsTestSupport.createTable(client, "plain", null);
        client.putItem(b -> b.tableName("plain").item(item("pk", "a", "sk", 1)));

        assertThat(streams.listStreams().streams()).isEmpty();
        assertThat(client.describeTable(b -> b.tableName("plain")).table().latestStreamArn()).isNull();
    }

    @Test
    void describeStreamShowsTheShardAndTheTableKey() {
        StreamsTestSupport.createTable(client, "orders", "NEW_IMAGE");
        String arn = arn("orders");

        StreamDescription description = streams.describeStream(b -> b.streamArn(arn)).streamDescription();

        assertThat(description.streamStatusAsString()).isEqualTo("ENABLED");
        assertThat(description.streamViewTypeAsString()).isEqualTo("NEW_IMAGE");
        assertThat(description.tableName()).isEqualTo("orders");
        assertThat(description.creationRequestDateTime()).isEqualTo(START);
        assertThat(description.keySchema()).extracting(KeySchemaElement::attributeName).containsExactly("pk", "sk");
        assertThat(description.shards()).hasSize(1);
        assertThat(description.shards().get(0).shardId()).matches("shardId-\\d{20}-[0-9a-f]{8}");
        assertThat(description.shards().get(0).sequenceNumberRange().startingSequenceNumber())
                .isEqualTo("000000000000000000001");
        assertThat(description.shards().get(0).sequenceNumberRange().endingSequenceNumber()).isNull();
    }

    @Test
    void aDeletedTablesStreamStaysReadableAndListedBesideTheNewTablesOfTheSameName() {
        StreamsTestSupport.createTable(client, "orders", "KEYS_ONLY");
        client.putItem(b -> b.tableName("orders").item(item("pk", "old", "sk", 1)));
        String old = arn("orders");
        String shard = shard(old);
        client.deleteTable(b -> b.tableName("orders"));
        clock.advance(Duration.ofSeconds(1));
        StreamsTestSupport.createTable(client, "orders", "KEYS_ONLY");
        client.putItem(b -> b.tableName("orders").item(item("pk", "new", "sk", 1)));
        String current = arn("orders");

        assertThat(streams.listStreams(b -> b.tableName("orders")).streams()).extracting(s -> s.streamArn())
                .containsExactly(current, old);
        assertThat(streams.describeStream(b -> b.streamArn(old)).streamDescription().streamStatusAsString())
                .isEqualTo("DISABLED");
        assertThat(streams.getRecords(b -> b.shardIterator(streams.getShardIterator(g -> g.streamArn(old)
                .shardId(shard).shardIteratorType(ShardIteratorType.TRIM_HORIZON)).shardIterator())).records())
                .extracting(r -> r.dynamodb().keys().get("pk").s()).containsExactly("old");
        assertThat(StreamsTestSupport.allRecords(client, streams, "orders"))
                .extracting(r -> r.dynamodb().keys().get("pk").s()).containsExactly("new");
    }
}
