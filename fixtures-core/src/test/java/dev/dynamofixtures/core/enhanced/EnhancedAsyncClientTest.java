package dev.dynamofixtures.core.enhanced;

import static dev.dynamofixtures.core.enhanced.Shipment.BY_STATUS_REGION;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import dev.dynamofixtures.core.InMemoryDynamo;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.enhanced.dynamodb.DynamoDbAsyncTable;
import software.amazon.awssdk.enhanced.dynamodb.DynamoDbEnhancedAsyncClient;
import software.amazon.awssdk.enhanced.dynamodb.Key;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.enhanced.dynamodb.model.Page;
import software.amazon.awssdk.enhanced.dynamodb.model.QueryConditional;
import software.amazon.awssdk.enhanced.dynamodb.model.QueryEnhancedRequest;
import software.amazon.awssdk.enhanced.dynamodb.model.ReadBatch;
import software.amazon.awssdk.enhanced.dynamodb.model.TransactWriteItemsEnhancedRequest;
import software.amazon.awssdk.enhanced.dynamodb.model.WriteBatch;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;

/** The SDK's {@link DynamoDbEnhancedAsyncClient}, end to end on {@link InMemoryDynamo#asyncClient()}. */
class EnhancedAsyncClientTest {
    private InMemoryDynamo dynamo;
    private DynamoDbEnhancedAsyncClient enhanced;
    private DynamoDbAsyncTable<Shipment> table;
    private List<Shipment> all;

    @BeforeEach
    void createTableFromTheBeanSchema() {
        dynamo = InMemoryDynamo.create();
        enhanced = DynamoDbEnhancedAsyncClient.builder().dynamoDbClient(dynamo.asyncClient()).build();
        table = enhanced.table("shipments", TableSchema.fromBean(Shipment.class));
        table.createTable().join();
        all = Shipments.all();
        CompletableFuture.allOf(all.stream().map(table::putItem).toArray(CompletableFuture[]::new)).join();
    }

    @AfterEach
    void close() {
        dynamo.close();
    }

    private static Key partition(String status, String region, Integer... sortValues) {
        Key.Builder key = Key.builder().addPartitionValue(status).addPartitionValue(region);
        for (Integer value : sortValues) {
            key.addSortValue(value);
        }
        return key.build();
    }

    @Test
    void put_then_get_round_trips_a_bean() {
        Shipment first = all.get(0);

        Shipment read = table.getItem(first).join();

        first.setVersion(1L);
        assertThat(read).isEqualTo(first);
    }

    @Test
    void a_failed_conditional_put_fails_the_future_with_the_sdk_exception_as_cause() {
        Shipment stale = Shipments.all().get(0);

        Throwable failure = catchThrowable(() -> table.putItem(stale).join());

        assertThat(failure).isInstanceOf(CompletionException.class)
                .hasCauseInstanceOf(ConditionalCheckFailedException.class);
    }

    @Test
    void a_multi_attribute_gsi_query_publishes_its_pages_in_order_in_both_directions() {
        for (boolean forward : new boolean[] {true, false}) {
            // when
            List<Page<Shipment>> pages = Collections.synchronizedList(new ArrayList<>());
            table.index(BY_STATUS_REGION).query(QueryEnhancedRequest.builder()
                    .queryConditional(QueryConditional.sortBetween(partition("SHIPPED", "EU", 2024, 2),
                            partition("SHIPPED", "EU", 2024, 10)))
                    .scanIndexForward(forward).limit(2).build()).subscribe(pages::add).join();

            // then
            List<String> ids = pages.stream().flatMap(p -> p.items().stream()).map(Shipment::getShipmentId).toList();
            assertThat(pages).hasSizeGreaterThan(2);
            assertThat(ids).isNotEmpty().containsExactlyElementsOf(Shipments.partition(all, "SHIPPED", "EU",
                    s -> s.getYear() == 2024 && s.getMonth() >= 2 && s.getMonth() <= 10, forward)
                    .stream().map(Shipment::getShipmentId).toList());
        }
    }

    @Test
    void items_of_a_scan_publisher_stream_every_item_once() {
        List<Shipment> items = Collections.synchronizedList(new ArrayList<>());

        table.scan(r -> r.limit(4)).items().subscribe(items::add).join();

        assertThat(items).hasSize(all.size());
        assertThat(items.stream().map(Shipment::getShipmentId)).doesNotHaveDuplicates();
    }

    @Test
    void batches_work_through_the_async_client() {
        Shipment added = Shipment.of("c7", "s900", "NEW", "EU", 2026, 1, 2);

        DynamoDbEnhancedAsyncClient plain = DynamoDbEnhancedAsyncClient.builder()
                .dynamoDbClient(dynamo.asyncClient()).extensions().build(); // batches refuse version conditions
        DynamoDbAsyncTable<Shipment> unversioned = plain.table("shipments", TableSchema.fromBean(Shipment.class));

        plain.batchWriteItem(b -> b.writeBatches(WriteBatch.builder(Shipment.class).mappedTableResource(unversioned)
                .addPutItem(added).addDeleteItem(table.keyFrom(all.get(1))).build())).join();
        List<Shipment> read = Collections.synchronizedList(new ArrayList<>());
        plain.batchGetItem(b -> b.readBatches(ReadBatch.builder(Shipment.class).mappedTableResource(unversioned)
                .addGetItem(table.keyFrom(added)).addGetItem(table.keyFrom(all.get(1))).build()))
                .resultsForTable(unversioned).subscribe(read::add).join();

        assertThat(read).extracting(Shipment::getShipmentId).containsExactly("s900");
    }

    @Test
    void transactions_work_through_the_async_client() {
        Shipment added = Shipment.of("c7", "s901", "NEW", "US", 2026, 2, 3);

        enhanced.transactWriteItems(TransactWriteItemsEnhancedRequest.builder().addPutItem(table, added)
                .addDeleteItem(table, table.keyFrom(all.get(2))).build()).join();

        assertThat(table.getItem(added).join()).isNotNull();
        assertThat(table.getItem(all.get(2)).join()).isNull();
    }

    @Test
    void update_item_works_through_the_async_client() {
        Shipment current = table.getItem(all.get(3)).join();
        current.setStatus("NEW");

        Shipment updated = table.updateItem(current).join();

        assertThat(updated.getVersion()).isEqualTo(2L);
        assertThat(updated.getStatus()).isEqualTo("NEW");
    }
}
