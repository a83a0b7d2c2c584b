package dev.dynamofixtures.core.streams;

import static dev.dynamofixtures.core.ops.TestTables.item;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.amazonaws.services.lambda.runtime.events.DynamodbEvent;
import dev.dynamofixtures.core.InMemoryDynamo;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Record;

/** {@link InMemoryDynamo#streams()}: a table's new stream records handed to a consumer as Lambda would. */
class StreamDeliveryTest {
    private InMemoryDynamo dynamo;
    private DynamoDbClient client;

    @BeforeEach
    void start() {
        dynamo = InMemoryDynamo.create();
        client = dynamo.client();
        StreamsTestSupport.createTable(client, "orders", "NEW_AND_OLD_IMAGES");
    }

    @AfterEach
    void close() {
        dynamo.close();
    }

    private void put(String pk, int total) {
        client.putItem(b -> b.tableName("orders").item(item("pk", pk, "sk", 1, "total", total)));
    }

    /**
     * A Lambda-style handler as users write them ({@code RequestHandler<DynamodbEvent, Void>} without the Context):
     * it keeps a running revenue from the stream of orders.
     */
    static final class RevenueHandler {
        long revenue;
        final List<Integer> batchSizes = new ArrayList<>();

        Void handleRequest(DynamodbEvent event) {
            batchSizes.add(event.getRecords().size());
            for (DynamodbEvent.DynamodbStreamRecord record : event.getRecords()) {
                var images = record.getDynamodb();
                long before = images.getOldImage() == null ? 0 : Long.parseLong(images.getOldImage().get("total").getN());
                long after = images.getNewImage() == null ? 0 : Long.parseLong(images.getNewImage().get("total").getN());
                revenue += after - before;
            }
            return null;
        }
    }

    @Test
    void aLambdaStyleHandlerSeesEveryChangeOnceAsADynamodbEvent() {
        RevenueHandler handler = new RevenueHandler();
        put("o1", 10);
        put("o2", 5);
        assertThat(dynamo.streams().deliverEvents("orders", handler::handleRequest)).isEqualTo(2);
        assertThat(handler.revenue).isEqualTo(15);

        put("o1", 12);
        client.deleteItem(b -> b.tableName("orders").key(item("pk", "o2", "sk", 1)));
        assertThat(dynamo.streams().deliverEvents("orders", handler::handleRequest)).isEqualTo(2);
        assertThat(dynamo.streams().deliverEvents("orders", handler::handleRequest)).isZero();

        assertThat(handler.revenue).isEqualTo(12);
        assertThat(handler.batchSizes).containsExactly(2, 2);
    }

    @Test
    void eventsCarryTheRecordAsLambdaShowsIt() {
        put("o1", 10);
        List<DynamodbEvent> events = new ArrayList<>();

        dynamo.streams().deliverEvents("orders", events::add);

        DynamodbEvent.DynamodbStreamRecord record = events.get(0).getRecords().get(0);
        String arn = client.describeTable(b -> b.tableName("orders")).table().latestStreamArn();
        assertThat(record.getEventSourceARN()).isEqualTo(arn);
        assertThat(record.getEventName()).isEqualTo("INSERT");
        assertThat(record.getEventSource()).isEqualTo("aws:dynamodb");
        assertThat(record.getEventVersion()).isEqualTo("1.1");
        assertThat(record.getDynamodb().getKeys().get("pk").getS()).isEqualTo("o1");
        assertThat(record.getDynamodb().getNewImage().get("total").getN()).isEqualTo("10");
        assertThat(record.getDynamodb().getOldImage()).isNull();
        assertThat(record.getDynamodb().getSequenceNumber()).isEqualTo("000000000000000000001");
        assertThat(record.getDynamodb().getStreamViewType()).isEqualTo("NEW_AND_OLD_IMAGES");
        assertThat(record.getDynamodb().getSizeBytes()).isPositive();
    }

    @Test
    void recordsComeInBatchesOfTheBatchSizeOldestFirst() {
        for (int i = 1; i <= 5; i++) {
            put("o" + i, i);
        }
        List<List<String>> batches = new ArrayList<>();

        int delivered = dynamo.streams().deliver("orders", 2,
                records -> batches.add(records.stream().map(r -> r.dynamodb().keys().get("pk").s()).toList()));

        assertThat(delivered).isEqualTo(5);
        assertThat(batches).containsExactly(List.of("o1", "o2"), List.of("o3", "o4"), List.of("o5"));
    }

    @Test
    void aBatchWhoseHandlerThrowsIsDeliveredAgainNextTime() {
        put("o1", 1);
        put("o2", 2);
        AtomicBoolean fail = new AtomicBoolean(true);
        List<String> seen = new ArrayList<>();

        assertThatThrownBy(() -> dynamo.streams().deliver("orders", records -> {
            if (fail.get()) {
                throw new IllegalStateException("handler failed");
            }
        })).hasMessage("handler failed");
        fail.set(false);
        dynamo.streams().deliver("orders", records -> records.forEach(r -> seen.add(r.dynamodb().keys().get("pk").s())));

        assertThat(seen).containsExactly("o1", "o2");
    }

    @Test
    void aForkDeliversOnlyWhatItsParentHadNotAndItsOwnWrites() {
        put("o1", 1);
        dynamo.streams().deliver("orders", records -> { });
        try (InMemoryDynamo fork = dynamo.fork()) {
            fork.client().putItem(b -> b.tableName("orders").item(item("pk", "f", "sk", 1, "total", 1)));
            put("p", 1);
            List<Record> forkRecords = new ArrayList<>();
            List<Record> parentRecords = new ArrayList<>();

            fork.streams().deliver("orders", forkRecords::addAll);
            dynamo.streams().deliver("orders", parentRecords::addAll);

            assertThat(forkRecords).extracting(r -> r.dynamodb().keys().get("pk").s()).containsExactly("f");
            assertThat(parentRecords).extracting(r -> r.dynamodb().keys().get("pk").s()).containsExactly("p");
        }
    }

    @Test
    void aStreamEnabledAnewIsDeliveredFromItsFirstRecord() {
        put("o1", 1);
        dynamo.streams().deliver("orders", records -> { });
        client.updateTable(b -> b.tableName("orders").streamSpecification(s -> s.streamEnabled(false)));
        put("lost", 1);
        client.updateTable(b -> b.tableName("orders").streamSpecification(s -> s.streamEnabled(true)
                .streamViewType("KEYS_ONLY")));
        put("o2", 2);
        List<Record> records = new ArrayList<>();

        dynamo.streams().deliver("orders", records::addAll);

        assertThat(records).extracting(r -> r.dynamodb().keys().get("pk").s()).containsExactly("o2");
    }

    @Test
    void a_stream_enabled_anew_in_the_same_millisecond_gets_its_own_arn_and_is_delivered_from_its_first_record() {
        try (InMemoryDynamo frozen = InMemoryDynamo.builder()
                .clock(Clock.fixed(Instant.parse("2030-01-01T00:00:00.123Z"), ZoneOffset.UTC)).build()) {
            DynamoDbClient frozenClient = frozen.client();
            StreamsTestSupport.createTable(frozenClient, "orders", "NEW_AND_OLD_IMAGES");
            String firstArn = frozenClient.describeTable(b -> b.tableName("orders")).table().latestStreamArn();
            frozenClient.putItem(b -> b.tableName("orders").item(item("pk", "o1", "sk", 1, "total", 1)));
            frozen.streams().deliver("orders", records -> { });
            frozenClient.updateTable(b -> b.tableName("orders").streamSpecification(sp -> sp.streamEnabled(false)));
            frozenClient.updateTable(b -> b.tableName("orders").streamSpecification(sp -> sp.streamEnabled(true)
                    .streamViewType("KEYS_ONLY")));
            frozenClient.putItem(b -> b.tableName("orders").item(item("pk", "o2", "sk", 1, "total", 2)));
            List<Record> records = new ArrayList<>();

            frozen.streams().deliver("orders", records::addAll);

            String secondArn = frozenClient.describeTable(b -> b.tableName("orders")).table().latestStreamArn();
            assertThat(secondArn).isNotEqualTo(firstArn).endsWith("/stream/2030-01-01T00:00:00.124");
            assertThat(records).extracting(r -> r.dynamodb().keys().get("pk").s()).containsExactly("o2");
        }
    }

    @Test
    void deliveryNamesWhatIsMissing() {
        client.createTable(b -> b.tableName("plain").billingMode("PAY_PER_REQUEST")
                .attributeDefinitions(a -> a.attributeName("pk").attributeType("S"))
                .keySchema(k -> k.attributeName("pk").keyType("HASH")));

        assertThatThrownBy(() -> dynamo.streams().deliver("nope", records -> { }))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("There is no table nope to deliver stream records of");
        assertThatThrownBy(() -> dynamo.streams().deliver("plain", records -> { }))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("Table plain has no stream");
        assertThatThrownBy(() -> dynamo.streams().deliver("orders", 0, records -> { }))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("batchSize must be between 1 and 10000, was 0");
    }

    @Test
    void imagesOfEveryTypeConvertToLambdasAttributeValues() {
        client.putItem(b -> b.tableName("orders").item(Map.of(
                "pk", AttributeValue.fromS("x"), "sk", AttributeValue.fromN("1"),
                "b", AttributeValue.fromB(software.amazon.awssdk.core.SdkBytes.fromUtf8String("hi")),
                "ss", AttributeValue.fromSs(List.of("a", "b")), "ns", AttributeValue.fromNs(List.of("1")),
                "m", AttributeValue.fromM(Map.of("l", AttributeValue.fromL(List.of(AttributeValue.fromBool(true),
                        AttributeValue.fromNul(true))))))));
        List<DynamodbEvent> events = new ArrayList<>();

        dynamo.streams().deliverEvents("orders", events::add);

        var image = events.get(0).getRecords().get(0).getDynamodb().getNewImage();
        assertThat(image.get("b").getB().array()).isEqualTo("hi".getBytes());
        assertThat(image.get("ss").getSS()).containsExactly("a", "b");
        assertThat(image.get("ns").getNS()).containsExactly("1");
        assertThat(image.get("m").getM().get("l").getL().get(0).getBOOL()).isTrue();
        assertThat(image.get("m").getM().get("l").getL().get(1).getNULL()).isTrue();
    }
}
