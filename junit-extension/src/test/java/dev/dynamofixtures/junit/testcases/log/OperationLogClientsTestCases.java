package dev.dynamofixtures.junit.testcases.log;

import static dev.dynamofixtures.junit.testcases.log.OperationLogTestCases.key;
import static dev.dynamofixtures.junit.testcases.log.OperationLogTestCases.s;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import dev.dynamofixtures.core.log.RecordedCall;
import dev.dynamofixtures.junit.DynamoFixture;
import dev.dynamofixtures.junit.DynamoFixtureContext;
import dev.dynamofixtures.junit.testcases.Orders;
import java.net.URI;
import java.util.List;
import java.util.OptionalInt;
import java.util.concurrent.CompletionException;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.enhanced.dynamodb.AttributeConverterProvider;
import software.amazon.awssdk.enhanced.dynamodb.AttributeValueType;
import software.amazon.awssdk.enhanced.dynamodb.DynamoDbEnhancedClient;
import software.amazon.awssdk.enhanced.dynamodb.DynamoDbTable;
import software.amazon.awssdk.enhanced.dynamodb.Key;
import software.amazon.awssdk.enhanced.dynamodb.TableMetadata;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.enhanced.dynamodb.document.EnhancedDocument;
import software.amazon.awssdk.enhanced.dynamodb.model.QueryConditional;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;

/** Every client a fixture gives code records into the test's log: the asynchronous one, the endpoint's, Enhanced. */
@DynamoFixture(seed = "/dev/dynamofixtures/junit/testcases/orders.yml", backend = "dynamodb-local")
public class OperationLogClientsTestCases {
    @Test
    void calls_of_the_asynchronous_client_are_recorded_failures_included(DynamoFixtureContext dynamo,
            DynamoDbAsyncClient async) {
        // when
        GetItemResponse found = async.getItem(b -> b.tableName("orders").key(key("C1", "O1"))).join();
        Throwable failure = catchThrowable(() -> async.getItem(b -> b.tableName("nowhere").key(key("C1", "O1")))
                .join());

        // then
        assertThat(found.consumedCapacity()).isNull();
        assertThat(failure).isInstanceOf(CompletionException.class).cause()
                .isInstanceOf(ResourceNotFoundException.class);
        List<RecordedCall> calls = dynamo.operations().calls();
        assertThat(calls).extracting(RecordedCall::operation).containsExactly("GetItem", "GetItem");
        assertThat(calls.get(0).itemsReturned()).isEqualTo(OptionalInt.of(1));
        assertThat(calls.get(0).consumedCapacity()).isNotEmpty();
        assertThat(calls.get(1).errorCode()).contains("ResourceNotFoundException");
        assertThat(calls.get(1).tableNames()).containsExactly("nowhere");
    }

    @Test
    void calls_through_the_endpoint_are_recorded_in_the_tests_log(DynamoFixtureContext dynamo, URI endpoint) {
        // when
        try (DynamoDbClient overHttp = DynamoDbClient.builder().endpointOverride(endpoint).region(Region.US_EAST_1)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("key", "secret")))
                .build()) {
            Orders.put(overHttp, "C4", "O40", "NEW", 4);
        }

        // then
        assertThat(dynamo.operations().calls()).singleElement().satisfies(call -> {
            assertThat(call.operation()).isEqualTo("PutItem");
            assertThat(call.tableNames()).containsExactly("orders");
            assertThat(call.partitionWrites()).hasSize(2);
        });
    }

    @Test
    void calls_of_an_enhanced_client_built_on_the_injected_client_are_recorded(DynamoFixtureContext dynamo,
            DynamoDbEnhancedClient enhanced) {
        // given
        DynamoDbTable<EnhancedDocument> orders = enhanced.table("orders", TableSchema.documentSchemaBuilder()
                .addIndexPartitionKey(TableMetadata.primaryIndexName(), "customer_id", AttributeValueType.S)
                .addIndexSortKey(TableMetadata.primaryIndexName(), "order_id", AttributeValueType.S)
                .attributeConverterProviders(AttributeConverterProvider.defaultProvider())
                .build());

        // when
        EnhancedDocument order = orders.getItem(Key.builder().partitionValue("C1").sortValue("O1").build());
        long pending = orders.query(q -> q.queryConditional(QueryConditional.keyEqualTo(k -> k.partitionValue("C1")))).items().stream().count();

        // then
        assertThat(order.getString("status")).isEqualTo("PENDING");
        assertThat(pending).isEqualTo(2);
        List<RecordedCall> calls = dynamo.operations().calls();
        assertThat(calls).extracting(RecordedCall::operation).containsExactly("GetItem", "Query");
        assertThat(calls.get(1).keyConditionShape()).contains("customer_id = :value");
        assertThat(calls.get(1).itemsReturned()).isEqualTo(OptionalInt.of(2));
    }
}
