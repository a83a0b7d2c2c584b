package dev.dynamofixtures.junit.internal.backend;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletionException;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.awscore.exception.AwsErrorDetails;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableResponse;
import software.amazon.awssdk.services.dynamodb.model.ExecuteStatementRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.ListTablesRequest;
import software.amazon.awssdk.services.dynamodb.model.ListTablesResponse;
import software.amazon.awssdk.services.dynamodb.model.ListTagsOfResourceRequest;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.SSEDescription;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

class TableNameRewriterTest {
    private static final String ARN = "arn:aws:dynamodb:us-east-1:000000000000:table/";
    private final TableNameRewriter rewriter = new TableNameRewriter(TableNames.prefix("p_"));

    @Test
    void batch_write_request_items_are_keyed_by_the_server_names() {
        // given
        WriteRequest put = WriteRequest.builder().putRequest(PutRequest.builder()
                .item(Map.of("pk", AttributeValue.fromS("a"))).build()).build();
        BatchWriteItemRequest request = BatchWriteItemRequest.builder()
                .requestItems(Map.of("orders", List.of(put), "customers", List.of(put))).build();

        // when
        BatchWriteItemRequest rewritten = (BatchWriteItemRequest) rewriter.toServer(request);

        // then
        assertThat(rewritten.requestItems()).containsOnlyKeys("p_orders", "p_customers");
        assertThat(rewritten.requestItems().get("p_orders")).containsExactly(put);
    }

    @Test
    void names_nested_in_transaction_items_are_rewritten() {
        // given
        TransactWriteItemsRequest request = TransactWriteItemsRequest.builder().transactItems(
                TransactWriteItem.builder().put(p -> p.tableName("orders").item(Map.of("pk", AttributeValue.fromS("a"))))
                        .build(),
                TransactWriteItem.builder().conditionCheck(c -> c.tableName("customers")
                        .key(Map.of("pk", AttributeValue.fromS("c"))).conditionExpression("attribute_exists(pk)"))
                        .build()).build();

        // when
        TransactWriteItemsRequest rewritten = (TransactWriteItemsRequest) rewriter.toServer(request);

        // then
        assertThat(rewritten.transactItems().get(0).put().tableName()).isEqualTo("p_orders");
        assertThat(rewritten.transactItems().get(1).conditionCheck().tableName()).isEqualTo("p_customers");
        assertThat(rewritten.transactItems().get(0).put().item()).isEqualTo(request.transactItems().get(0).put().item());
    }

    @Test
    void a_table_arn_given_as_table_name_or_resource_arn_gets_the_server_name() {
        // given
        GetItemRequest byArn = GetItemRequest.builder().tableName(ARN + "orders")
                .key(Map.of("pk", AttributeValue.fromS("a"))).build();
        ListTagsOfResourceRequest tags = ListTagsOfResourceRequest.builder().resourceArn(ARN + "orders").build();

        // then
        assertThat(((GetItemRequest) rewriter.toServer(byArn)).tableName()).isEqualTo(ARN + "p_orders");
        assertThat(((ListTagsOfResourceRequest) rewriter.toServer(tags)).resourceArn()).isEqualTo(ARN + "p_orders");
    }

    @Test
    void a_description_comes_back_with_the_test_names_in_names_and_arns_but_not_in_other_arns() {
        // given
        String kmsKey = "arn:aws:kms:us-east-1:000000000000:key/p_key";
        DescribeTableResponse response = DescribeTableResponse.builder().table(TableDescription.builder()
                .tableName("p_orders").tableArn(ARN + "p_orders")
                .latestStreamArn(ARN + "p_orders/stream/2025-01-01T00:00:00.000")
                .globalSecondaryIndexes(GlobalSecondaryIndexDescription.builder().indexName("byStatus")
                        .indexArn(ARN + "p_orders/index/byStatus").build())
                .sseDescription(SSEDescription.builder().kmsMasterKeyArn(kmsKey).build())
                .build()).build();

        // when
        TableDescription table = ((DescribeTableResponse) rewriter.toTest(response)).table();

        // then
        assertThat(table.tableName()).isEqualTo("orders");
        assertThat(table.tableArn()).isEqualTo(ARN + "orders");
        assertThat(table.latestStreamArn()).isEqualTo(ARN + "orders/stream/2025-01-01T00:00:00.000");
        assertThat(table.globalSecondaryIndexes().get(0).indexArn()).isEqualTo(ARN + "orders/index/byStatus");
        assertThat(table.sseDescription().kmsMasterKeyArn()).isEqualTo(kmsKey);
    }

    @Test
    void batch_get_responses_and_consumed_capacity_come_back_under_the_test_names() {
        // given
        Map<String, AttributeValue> item = Map.of("pk", AttributeValue.fromS("a"));
        BatchGetItemResponse response = BatchGetItemResponse.builder()
                .responses(Map.of("p_orders", List.of(item)))
                .consumedCapacity(ConsumedCapacity.builder().tableName("p_orders").capacityUnits(0.5).build())
                .build();

        // when
        BatchGetItemResponse rewritten = (BatchGetItemResponse) rewriter.toTest(response);

        // then
        assertThat(rewritten.responses()).containsOnlyKeys("orders");
        assertThat(rewritten.responses().get("orders")).containsExactly(item);
        assertThat(rewritten.consumedCapacity().get(0).tableName()).isEqualTo("orders");
    }

    @Test
    void list_tables_starts_at_the_prefix_and_shows_only_this_namings_tables() {
        // given
        ListTablesResponse response = ListTablesResponse.builder()
                .tableNames("p_customers", "p_orders", "q_orders").lastEvaluatedTableName("q_orders").build();

        // when
        ListTablesRequest request = (ListTablesRequest) rewriter.toServer(ListTablesRequest.builder().limit(3).build());
        ListTablesResponse rewritten = (ListTablesResponse) rewriter.toTest(response);

        // then
        assertThat(request.exclusiveStartTableName()).isNull(); // "p_" is shorter than a table name can be
        assertThat(rewritten.tableNames()).containsExactly("customers", "orders");
        assertThat(rewritten.lastEvaluatedTableName()).as("past the prefix: no more pages of ours").isNull();
    }

    @Test
    void list_tables_with_a_long_enough_prefix_starts_listing_at_it_and_pages_by_test_names() {
        // given
        TableNameRewriter runRewriter = new TableNameRewriter(TableNames.prefix("run7_"));
        ListTablesResponse page = ListTablesResponse.builder().tableNames("run7_a", "run7_b")
                .lastEvaluatedTableName("run7_b").build();

        // when
        ListTablesRequest first = (ListTablesRequest) runRewriter.toServer(ListTablesRequest.builder().build());
        ListTablesRequest next = (ListTablesRequest) runRewriter.toServer(ListTablesRequest.builder()
                .exclusiveStartTableName("b").build());
        ListTablesResponse rewritten = (ListTablesResponse) runRewriter.toTest(page);

        // then
        assertThat(first.exclusiveStartTableName()).isEqualTo("run7_");
        assertThat(next.exclusiveStartTableName()).isEqualTo("run7_b");
        assertThat(rewritten.tableNames()).containsExactly("a", "b");
        assertThat(rewritten.lastEvaluatedTableName()).isEqualTo("b");
    }

    @Test
    void partiql_statements_name_the_server_tables() {
        // given
        ExecuteStatementRequest request = ExecuteStatementRequest.builder()
                .statement("SELECT * FROM \"orders\" WHERE pk = 'a'").build();

        // then
        assertThat(((ExecuteStatementRequest) rewriter.toServer(request)).statement())
                .isEqualTo("SELECT * FROM \"p_orders\" WHERE pk = 'a'");
    }

    @Test
    void a_request_without_table_names_to_change_is_returned_as_it_is() {
        // given
        ListTagsOfResourceRequest request = ListTagsOfResourceRequest.builder()
                .resourceArn("arn:aws:kms:us-east-1:000000000000:key/abc").build();

        // then
        assertThat(rewriter.toServer(request)).isSameAs(request);
    }

    @Test
    void a_service_exception_message_names_the_test_table() {
        // given
        ResourceNotFoundException failure = ResourceNotFoundException.builder()
                .message("Requested resource not found: Table: p_orders not found")
                .awsErrorDetails(AwsErrorDetails.builder().errorCode("ResourceNotFoundException")
                        .errorMessage("Requested resource not found: Table: p_orders not found").build())
                .statusCode(400).build();

        // when
        Throwable rewritten = rewriter.toTest(failure);
        Throwable wrapped = rewriter.toTest(new CompletionException(failure));

        // then
        assertThat(rewritten).isInstanceOf(ResourceNotFoundException.class)
                .hasMessageStartingWith("Requested resource not found: Table: orders not found");
        assertThat(((ResourceNotFoundException) rewritten).awsErrorDetails().errorMessage())
                .isEqualTo("Requested resource not found: Table: orders not found");
        assertThat(((ResourceNotFoundException) rewritten).statusCode()).isEqualTo(400);
        assertThat(wrapped).isInstanceOf(CompletionException.class).cause()
                .hasMessageStartingWith("Requested resource not found: Table: orders not found");
    }
}
