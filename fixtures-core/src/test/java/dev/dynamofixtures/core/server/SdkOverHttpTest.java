package dev.dynamofixtures.core.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import dev.dynamofixtures.core.internal.server.DynamoHttpServer;
import dev.dynamofixtures.core.server.ModelSamples.Sample;
import java.lang.reflect.InvocationTargetException;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.awscore.exception.AwsErrorDetails;
import software.amazon.awssdk.core.SdkPojo;
import software.amazon.awssdk.http.SdkHttpResponse;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/**
 * The AWS SDK's own clients, sync (Apache) and async (Netty), pointed at the endpoint: every request shape
 * arrives intact, every response shape comes back equal, and errors surface as the same exceptions.
 */
class SdkOverHttpTest {
    private static final CannedClient CANNED = new CannedClient();
    private static DynamoHttpServer server;
    private static DynamoDbClient sync;
    private static DynamoDbAsyncClient async;

    @BeforeAll
    static void start() {
        server = DynamoHttpServer.start(CANNED.client(), 0);
        sync = SdkClients.sync(server.endpoint());
        async = SdkClients.async(server.endpoint());
    }

    @AfterAll
    static void stop() {
        sync.close();
        async.close();
        server.close();
    }

    static List<Sample> samples() {
        return ModelSamples.all();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("samples")
    void the_sync_client_sends_every_request_intact_and_gets_every_response_back_equal(Sample sample) {
        // given
        CANNED.answer(sample.operation(), sample.response());

        // when
        Object response = call(sample, sync);

        // then
        assertThat(CANNED.received(sample.operation())).isEqualTo(sample.request());
        assertThat(((SdkPojo) response).equalsBySdkFields(sample.response())).as("%s", response).isTrue();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("samples")
    void the_async_netty_client_sends_every_request_intact_and_gets_every_response_back_equal(Sample sample) {
        // given
        CANNED.answer(sample.operation(), sample.response());

        // when
        Object response = callAsync(sample);

        // then
        assertThat(CANNED.received(sample.operation())).isEqualTo(sample.request());
        assertThat(((SdkPojo) response).equalsBySdkFields(sample.response())).as("%s", response).isTrue();
    }

    @Test
    void a_failed_condition_surfaces_as_the_same_exception_with_the_item() {
        // given
        CANNED.answer("PutItem", error(ConditionalCheckFailedException.builder()
                .item(Map.of("pk", AttributeValue.fromS("a"), "n", AttributeValue.fromN("1"))),
                "ConditionalCheckFailedException", "The conditional request failed", 400));

        // when / then
        assertThatThrownBy(() -> sync.putItem(PutItemRequest.builder().tableName("t").item(ModelSamples.key()).build()))
                .isInstanceOfSatisfying(ConditionalCheckFailedException.class, e -> {
                    assertThat(e.awsErrorDetails().errorCode()).isEqualTo("ConditionalCheckFailedException");
                    assertThat(e.awsErrorDetails().errorMessage()).isEqualTo("The conditional request failed");
                    assertThat(e.statusCode()).isEqualTo(400);
                    assertThat(e.item()).containsEntry("n", AttributeValue.fromN("1"));
                });
    }

    @Test
    void a_cancelled_transaction_surfaces_as_the_same_exception_with_its_reasons() {
        // given
        List<CancellationReason> reasons = List.of(
                CancellationReason.builder().code("ConditionalCheckFailed").message("The conditional request failed")
                        .item(Map.of("pk", AttributeValue.fromS("a"))).build(),
                CancellationReason.builder().code("None").build());
        String message = "Transaction cancelled, please refer cancellation reasons for specific reasons "
                + "[ConditionalCheckFailed, None]";
        CANNED.answer("TransactWriteItems", error(TransactionCanceledException.builder().cancellationReasons(reasons),
                "TransactionCanceledException", message, 400));

        // when / then
        assertThatThrownBy(() -> sync.transactWriteItems(TransactWriteItemsRequest.builder().build()))
                .isInstanceOfSatisfying(TransactionCanceledException.class, e -> {
                    assertThat(e.awsErrorDetails().errorMessage()).isEqualTo(message);
                    assertThat(e.cancellationReasons()).isEqualTo(reasons);
                });
    }

    @Test
    void a_validation_error_surfaces_with_its_code_and_message_through_both_clients() {
        // given
        CANNED.answer("GetItem", error(DynamoDbException.builder(), "ValidationException",
                "The provided key element does not match the schema", 400));
        GetItemRequest request = GetItemRequest.builder().tableName("t").key(ModelSamples.key()).build();

        // when
        Throwable viaSync = catchThrowable(() -> sync.getItem(request));
        Throwable viaAsync = catchThrowable(() -> async.getItem(request).join()).getCause();

        // then
        for (Throwable thrown : List.of(viaSync, viaAsync)) {
            assertThat(thrown).isExactlyInstanceOf(DynamoDbException.class);
            DynamoDbException e = (DynamoDbException) thrown;
            assertThat(e.awsErrorDetails().errorCode()).isEqualTo("ValidationException");
            assertThat(e.awsErrorDetails().errorMessage()).isEqualTo("The provided key element does not match the schema");
            assertThat(e.statusCode()).isEqualTo(400);
            assertThat(e.requestId()).matches("[A-Z0-9]{52}");
        }
    }

    @Test
    void a_missing_table_surfaces_as_resource_not_found() {
        // given
        CANNED.answer("DescribeTable", error(ResourceNotFoundException.builder(), "ResourceNotFoundException",
                "Requested resource not found", 400));

        // when / then
        assertThatThrownBy(() -> sync.describeTable(b -> b.tableName("nope")))
                .isInstanceOf(ResourceNotFoundException.class)
                .hasMessageStartingWith("Requested resource not found");
    }

    @Test
    void an_unexpected_failure_inside_the_engine_is_a_500_internal_server_error() {
        // given
        CANNED.answer("Scan", new IllegalStateException("a bug"));

        // when / then
        assertThatThrownBy(() -> sync.scan(b -> b.tableName("t")))
                .isInstanceOfSatisfying(DynamoDbException.class, e -> {
                    assertThat(e.statusCode()).isEqualTo(500);
                    assertThat(e.awsErrorDetails().errorCode()).isEqualTo("InternalServerError");
                });
    }

    private static RuntimeException error(DynamoDbException.Builder builder, String code, String message, int status) {
        return (RuntimeException) builder.message(message).statusCode(status)
                .awsErrorDetails(AwsErrorDetails.builder().errorCode(code).errorMessage(message)
                        .sdkHttpResponse(SdkHttpResponse.builder().statusCode(status).build()).build())
                .build();
    }

    private static Object call(Sample sample, DynamoDbClient client) {
        return invoke(DynamoDbClient.class, client, sample);
    }

    private static Object callAsync(Sample sample) {
        try {
            return ((CompletableFuture<?>) invoke(DynamoDbAsyncClient.class, async, sample)).join();
        } catch (CompletionException e) {
            throw (RuntimeException) e.getCause();
        }
    }

    /** Calls the client method named after the operation, e.g. {@code getItem(GetItemRequest)}. */
    private static Object invoke(Class<?> api, Object client, Sample sample) {
        String method = Character.toLowerCase(sample.operation().charAt(0)) + sample.operation().substring(1);
        try {
            return api.getMethod(method, sample.request().getClass()).invoke(client, sample.request());
        } catch (InvocationTargetException e) {
            throw (RuntimeException) e.getCause();
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }
}
