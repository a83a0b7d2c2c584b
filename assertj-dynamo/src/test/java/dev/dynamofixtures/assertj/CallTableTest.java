package dev.dynamofixtures.assertj;

import static dev.dynamofixtures.assertj.DynamoAssertions.assertThat;
import static dev.dynamofixtures.assertj.DynamoAssertions.item;
import static dev.dynamofixtures.assertj.ItemsAssertTest.lines;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dynamofixtures.core.log.OperationLog;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Delete;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/** How failure messages show each kind of request: the parts a user recognises, with attribute names resolved. */
class CallTableTest {

    private final ShopOrders shop = new ShopOrders();
    private final OperationLog log = shop.dynamo.operations();

    @AfterEach
    void close() {
        shop.close();
    }

    @Test
    void writes_batches_and_transactions_are_shown_by_their_keys_expressions_and_sizes() {
        // given
        shop.createCustomerOrders();
        // when
        shop.client().updateItem(update -> update.tableName("orders").key(item("order_id", "KSUID2"))
                .updateExpression("SET #s = :active").conditionExpression("#s = :pending")
                .expressionAttributeNames(Map.of("#s", "status"))
                .expressionAttributeValues(Map.of(":active", AttributeValue.fromS("ACTIVE"),
                        ":pending", AttributeValue.fromS("PENDING"))));
        shop.client().deleteItem(delete -> delete.tableName("orders").key(item("order_id", "KSUID5")));
        shop.client().batchGetItem(batch -> batch.requestItems(Map.of(
                "orders", KeysAndAttributes.builder().keys(item("order_id", "KSUID1"), item("order_id", "KSUID3"))
                        .build())));
        shop.client().batchWriteItem(batch -> batch.requestItems(Map.of("customer_orders", List.of(
                WriteRequest.builder().putRequest(PutRequest.builder()
                        .item(item("customer_id", "1A2B3C", "order_id", "KSUID9")).build()).build()))));
        shop.client().transactWriteItems(transaction -> transaction.transactItems(
                TransactWriteItem.builder().put(Put.builder().tableName("customer_orders")
                        .item(item("customer_id", "1A2B3C", "order_id", "KSUID8")).build()).build(),
                TransactWriteItem.builder().delete(Delete.builder().tableName("customer_orders")
                        .key(item("customer_id", "1A2B3C", "order_id", "KSUID1")).build()).build()));
        // then
        assertThatThrownBy(() -> assertThat(log).hasCalls(0)).hasMessage(lines("""

                Expecting 0 calls
                but there were 5:
                  #  operation           table            index  read  returned  capacity  request
                  1  UpdateItem          orders           -      -     -         7.0 WCU   Key: order_id = S "KSUID2"  UpdateExpression: SET status = :active  ConditionExpression: status = :pending
                  2  DeleteItem          orders           -      -     -         4.0 WCU   Key: order_id = S "KSUID5"
                  3  BatchGetItem        orders           -      2     2         1.0 RCU   RequestItems: orders 2 keys
                  4  BatchWriteItem      customer_orders  -      -     -         1.0 WCU   RequestItems: customer_orders 1 put
                  5  TransactWriteItems  customer_orders  -      -     -         4.0 WCU   TransactItems: 1 Put, 1 Delete"""));
    }

    @Test
    void a_table_filter_counts_only_that_tables_part_of_a_multi_table_call() {
        // given
        shop.createCustomerOrders();
        // when
        shop.client().batchGetItem(batch -> batch.requestItems(Map.of(
                "orders", KeysAndAttributes.builder().keys(item("order_id", "KSUID1")).build(),
                "customer_orders", KeysAndAttributes.builder().keys(
                        item("customer_id", "1A2B3C", "order_id", "KSUID1"),
                        item("customer_id", "1A2B3C", "order_id", "KSUID2")).build())));
        // then
        assertThat(log).consumedCapacity().isEqualTo(1.5);
        assertThat(log).onTable("orders").consumedCapacity().isEqualTo(0.5);
        assertThat(log).onTable("customer_orders").consumedCapacity().isEqualTo(1.0);
    }

    @Test
    void repeated_calls_that_are_not_consecutive_are_numbered_first_second_and_last() {
        // when: the N+1 pattern interleaved with another table
        shop.createCustomerOrders();
        for (String orderId : List.of("KSUID1", "KSUID2", "KSUID3")) {
            shop.client().getItem(get -> get.tableName("orders").key(item("order_id", orderId)));
            shop.customerOrdersOneByOne("1A2B3C", orderId);
        }
        // then
        assertThatThrownBy(() -> assertThat(log).hasAtMostCalls(2)).hasMessage(lines("""

                Expecting at most 2 calls
                but there were 6:
                        #  operation  table            index  read  returned  capacity  request
                  1,3,…,5  GetItem    orders           -      3     3         1.5 RCU   3 calls, keys differing in order_id
                  2,4,…,6  GetItem    customer_orders  -      3     3         1.5 RCU   3 calls, keys differing only in order_id
                3 GetItem on orders with keys differing in order_id — the N+1 pattern: fetch them with one \
                BatchGetItem (up to 100 keys a call), or with one Query if they share a partition key
                3 GetItem on customer_orders with keys differing only in order_id — the N+1 pattern: fetch them \
                with one BatchGetItem (up to 100 keys a call), or with one Query if they share a partition key"""));
    }
}
