package dev.dynamofixtures.core.enhanced;

import static dev.dynamofixtures.core.enhanced.Shipment.BY_STATUS_REGION;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dynamofixtures.core.InMemoryDynamo;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.enhanced.dynamodb.DynamoDbEnhancedClient;
import software.amazon.awssdk.enhanced.dynamodb.DynamoDbTable;
import software.amazon.awssdk.enhanced.dynamodb.Expression;
import software.amazon.awssdk.enhanced.dynamodb.Key;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.enhanced.dynamodb.model.BatchGetResultPageIterable;
import software.amazon.awssdk.enhanced.dynamodb.model.BatchWriteResult;
import software.amazon.awssdk.enhanced.dynamodb.model.ConditionCheck;
import software.amazon.awssdk.enhanced.dynamodb.model.QueryConditional;
import software.amazon.awssdk.enhanced.dynamodb.model.ReadBatch;
import software.amazon.awssdk.enhanced.dynamodb.model.TransactGetItemsEnhancedRequest;
import software.amazon.awssdk.enhanced.dynamodb.model.TransactWriteItemsEnhancedRequest;
import software.amazon.awssdk.enhanced.dynamodb.model.UpdateItemEnhancedRequest;
import software.amazon.awssdk.enhanced.dynamodb.model.WriteBatch;
import software.amazon.awssdk.enhanced.dynamodb.Document;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * The Enhanced Client's updates, batches and transactions on {@link InMemoryDynamo#client()}.
 */
class EnhancedWritesTest {
    private InMemoryDynamo dynamo;
    private DynamoDbClient client;
    private DynamoDbEnhancedClient enhanced;
    private DynamoDbTable<Shipment> table;
    private List<Shipment> all;

    @BeforeEach
    void createTableFromTheBeanSchema() {
        dynamo = InMemoryDynamo.create();
        client = dynamo.client();
        enhanced = DynamoDbEnhancedClient.builder().dynamoDbClient(client).build();
        table = enhanced.table("shipments", TableSchema.fromBean(Shipment.class));
        table.createTable();
        all = Shipments.all().subList(0, 12);
        all.forEach(table::putItem);
    }

    @AfterEach
    void close() {
        dynamo.close();
    }

    private List<String> multiPartition(String status, String region) {
        return table.index(BY_STATUS_REGION).query(QueryConditional.keyEqualTo(Key.builder()
                        .addPartitionValue(status).addPartitionValue(region).build()))
                .stream().flatMap(p -> p.items().stream()).map(Shipment::getShipmentId).toList();
    }

    @Test
    void update_item_bumps_the_version_and_moves_the_item_between_index_partitions() {
        // given
        Shipment shipment = table.getItem(all.get(0));
        String from = shipment.getRegion();
        String to = from.equals("EU") ? "US" : "EU";

        // when
        shipment.setRegion(to);
        shipment.setAmount(new BigDecimal("99.9"));
        Shipment updated = table.updateItem(shipment);

        // then
        assertThat(updated.getVersion()).isEqualTo(2L);
        assertThat(updated.getAmount()).isEqualByComparingTo("99.9");
        assertThat(multiPartition(shipment.getStatus(), to)).contains(shipment.getShipmentId());
        assertThat(multiPartition(shipment.getStatus(), from)).doesNotContain(shipment.getShipmentId());
    }

    @Test
    void an_update_with_a_stale_version_fails_and_changes_nothing() {
        Shipment current = table.getItem(all.get(1));
        Shipment stale = table.getItem(all.get(1));
        current.setAmount(BigDecimal.ONE);
        table.updateItem(current);

        stale.setAmount(BigDecimal.ZERO);

        assertThatThrownBy(() -> table.updateItem(stale)).isInstanceOf(ConditionalCheckFailedException.class);
        assertThat(table.getItem(all.get(1)).getAmount()).isEqualByComparingTo("1");
    }

    @Test
    void an_update_ignoring_nulls_keeps_the_other_attributes() {
        Shipment partial = new Shipment();
        partial.setCustomerId(all.get(2).getCustomerId());
        partial.setShipmentId(all.get(2).getShipmentId());
        partial.setAmount(new BigDecimal("3"));
        partial.setVersion(1L);

        Shipment updated = table.updateItem(UpdateItemEnhancedRequest.builder(Shipment.class).item(partial)
                .ignoreNulls(true).build());

        assertThat(updated.getStatus()).isEqualTo(all.get(2).getStatus());
        assertThat(updated.getAmount()).isEqualByComparingTo("3");
    }

    /** Batches cannot carry the version extension's conditions (the Enhanced Client refuses them): no extensions. */
    @Test
    void batch_write_puts_and_deletes_and_batch_get_reads_them_back() {
        // given
        DynamoDbEnhancedClient plain = DynamoDbEnhancedClient.builder().dynamoDbClient(client).extensions().build();
        DynamoDbTable<Shipment> unversioned = plain.table("shipments", TableSchema.fromBean(Shipment.class));
        Shipment added = Shipment.of("c7", "s900", "NEW", "EU", 2026, 1, 2);

        // when
        BatchWriteResult written = plain.batchWriteItem(b -> b.writeBatches(WriteBatch.builder(Shipment.class)
                .mappedTableResource(unversioned).addPutItem(added).addDeleteItem(table.keyFrom(all.get(3))).build()));
        BatchGetResultPageIterable read = plain.batchGetItem(b -> b.readBatches(ReadBatch.builder(Shipment.class)
                .mappedTableResource(unversioned).addGetItem(table.keyFrom(added))
                .addGetItem(table.keyFrom(all.get(3))).addGetItem(table.keyFrom(all.get(4))).build()));

        // then
        assertThat(written.unprocessedPutItemsForTable(unversioned)).isEmpty();
        assertThat(written.unprocessedDeleteItemsForTable(unversioned)).isEmpty();
        assertThat(read.resultsForTable(unversioned).stream().map(Shipment::getShipmentId).toList())
                .containsExactlyInAnyOrder("s900", all.get(4).getShipmentId());
        assertThat(multiPartition("NEW", "EU")).contains("s900");
    }

    @Test
    void a_transaction_writes_everything_when_every_condition_holds() {
        // given
        Shipment added = Shipment.of("c7", "s901", "NEW", "US", 2026, 2, 3);

        // when
        enhanced.transactWriteItems(TransactWriteItemsEnhancedRequest.builder()
                .addPutItem(table, added)
                .addDeleteItem(table, table.keyFrom(all.get(5)))
                .addConditionCheck(table, ConditionCheck.builder().key(table.keyFrom(all.get(6)))
                        .conditionExpression(Expression.builder().expression("attribute_exists(customerId)").build())
                        .build())
                .build());
        List<Document> got = enhanced.transactGetItems(TransactGetItemsEnhancedRequest.builder()
                .addGetItem(table, table.keyFrom(added)).addGetItem(table, table.keyFrom(all.get(5))).build());

        // then
        assertThat(got.get(0).getItem(table).getShipmentId()).isEqualTo("s901");
        assertThat(got.get(1).getItem(table)).isNull();
    }

    @Test
    void a_transaction_with_a_failing_condition_writes_nothing_and_reports_why() {
        Shipment added = Shipment.of("c7", "s902", "NEW", "US", 2026, 2, 3);

        assertThatThrownBy(() -> enhanced.transactWriteItems(TransactWriteItemsEnhancedRequest.builder()
                .addPutItem(table, added)
                .addConditionCheck(table, ConditionCheck.builder().key(table.keyFrom(all.get(7)))
                        .conditionExpression(Expression.builder().expression("#s = :s")
                                .expressionNames(Map.of("#s", "status"))
                                .expressionValues(Map.of(":s", AttributeValue.fromS("LOST"))).build())
                        .build())
                .build())).isInstanceOfSatisfying(TransactionCanceledException.class, e ->
                assertThat(e.cancellationReasons()).extracting(r -> r.code())
                        .containsExactly("None", "ConditionalCheckFailed"));
        assertThat(table.getItem(added)).isNull();
    }

    @Test
    void a_transactional_put_of_a_versioned_bean_is_conditional_on_its_version() {
        Shipment stale = Shipments.all().get(8);

        assertThatThrownBy(() -> enhanced.transactWriteItems(TransactWriteItemsEnhancedRequest.builder()
                .addPutItem(table, stale).build())).isInstanceOf(TransactionCanceledException.class);
        assertThat(table.getItem(stale).getVersion()).isEqualTo(1L);
    }
}
