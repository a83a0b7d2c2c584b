package dev.dynamofixtures.core.internal.client;

import static dev.dynamofixtures.core.ops.TestTables.item;
import static dev.dynamofixtures.core.ops.TestTables.table;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;
import static software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType.N;
import static software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType.S;

import dev.dynamofixtures.core.InMemoryDynamo;
import dev.dynamofixtures.core.MessageDialect;
import dev.dynamofixtures.core.internal.ops.Engine;
import dev.dynamofixtures.core.internal.ops.EngineSettings;
import java.lang.reflect.Method;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.paginators.QueryPublisher;

/** {@link InMemoryDynamoDbAsyncClient}: the sync client's answers as futures, completed off the caller's thread. */
class InMemoryDynamoDbAsyncClientTest {
    private InMemoryDynamo dynamo;
    private DynamoDbClient sync;
    private DynamoDbAsyncClient async;

    @BeforeEach
    void createTable() {
        dynamo = InMemoryDynamo.create();
        sync = dynamo.client();
        async = dynamo.asyncClient();
        table("orders").hash("pk", S).range("sk", N)
                .gsi("byStatus", ProjectionType.ALL, "status", S, ">sk", N)
                .create(sync);
    }

    @AfterEach
    void close() {
        dynamo.close();
    }

    private static QueryRequest partition(String pk) {
        return QueryRequest.builder().tableName("orders").keyConditionExpression("pk = :pk")
                .expressionAttributeValues(Map.of(":pk", AttributeValue.fromS(pk))).build();
    }

    private void seed(String pk, int count) {
        for (int i = 0; i < count; i++) {
            int sk = i;
            sync.putItem(b -> b.tableName("orders").item(item("pk", pk, "sk", sk, "status", sk % 2 == 0 ? "NEW" : "DONE")));
        }
    }

    @Test
    void answers_are_the_sync_clients_answers() {
        // given
        async.putItem(b -> b.tableName("orders").item(item("pk", "a", "sk", 1, "status", "NEW"))).join();
        seed("b", 5);
        QueryRequest query = partition("b").toBuilder().returnConsumedCapacity(ReturnConsumedCapacity.INDEXES).build();

        // when / then
        assertThat(async.getItem(b -> b.tableName("orders").key(item("pk", "a", "sk", 1))).join())
                .isEqualTo(sync.getItem(b -> b.tableName("orders").key(item("pk", "a", "sk", 1))));
        assertThat(async.query(query).join()).isEqualTo(sync.query(query));
        assertThat(async.scan(b -> b.tableName("orders").indexName("byStatus")).join())
                .isEqualTo(sync.scan(b -> b.tableName("orders").indexName("byStatus")));
        assertThat(async.describeTable(b -> b.tableName("orders")).join())
                .isEqualTo(sync.describeTable(b -> b.tableName("orders")));
        assertThat(async.listTables().join()).isEqualTo(sync.listTables());
        assertThat(async.describeTimeToLive(b -> b.tableName("orders")).join())
                .isEqualTo(sync.describeTimeToLive(b -> b.tableName("orders")));
    }

    @Test
    void a_failed_call_fails_the_future_with_a_completion_exception_caused_by_the_sdk_exception() {
        // when
        CompletableFuture<?> future = async.getItem(b -> b.tableName("missing").key(item("pk", "a")));
        Throwable joined = catchThrowable(future::join);
        Throwable got = catchThrowable(future::get);
        AtomicReference<Throwable> seenByStage = new AtomicReference<>();
        future.handle((r, t) -> seenByStage.getAndSet(t)).join();

        // then
        assertThat(joined).isInstanceOf(CompletionException.class).cause()
                .isInstanceOfSatisfying(ResourceNotFoundException.class, e -> {
                    assertThat(e.awsErrorDetails().errorCode()).isEqualTo("ResourceNotFoundException");
                    assertThat(e.awsErrorDetails().errorMessage()).isEqualTo("Requested resource not found");
                    assertThat(e.statusCode()).isEqualTo(400);
                });
        assertThat(got).isInstanceOf(ExecutionException.class).hasCauseInstanceOf(ResourceNotFoundException.class);
        assertThat(seenByStage.get()).isInstanceOf(CompletionException.class)
                .hasCauseInstanceOf(ResourceNotFoundException.class);
    }

    @Test
    void errors_carry_the_same_details_as_the_sync_clients_in_either_dialect() {
        try (InMemoryDynamo local = InMemoryDynamo.builder().messageDialect(MessageDialect.LOCAL).build()) {
            table("orders").hash("pk", S).range("sk", N).create(local.client());
            local.client().putItem(b -> b.tableName("orders").item(item("pk", "a", "sk", 1)));

            Throwable failure = catchThrowable(() -> local.asyncClient().putItem(b -> b.tableName("orders")
                    .item(item("pk", "a", "sk", 1)).conditionExpression("attribute_not_exists(pk)")
                    .returnValuesOnConditionCheckFailure("ALL_OLD")).join());

            assertThat(failure).cause().isInstanceOfSatisfying(ConditionalCheckFailedException.class, e -> {
                assertThat(e.awsErrorDetails().errorMessage()).isEqualTo("The conditional request failed");
                assertThat(e.item()).isEqualTo(item("pk", "a", "sk", 1));
            });
            assertThat(catchThrowable(() -> local.asyncClient().describeTable(b -> b.tableName("nope")).join()))
                    .cause().isInstanceOfSatisfying(ResourceNotFoundException.class, e -> assertThat(
                            e.awsErrorDetails().errorMessage()).isEqualTo("Cannot do operations on a non-existent table"));
        }
    }

    @Test
    void a_failed_call_changes_nothing() {
        sync.putItem(b -> b.tableName("orders").item(item("pk", "a", "sk", 1, "v", "old")));

        catchThrowable(() -> async.putItem(b -> b.tableName("orders").item(item("pk", "a", "sk", 1, "v", "new"))
                .conditionExpression("attribute_not_exists(pk)")).join());

        assertThat(sync.getItem(b -> b.tableName("orders").key(item("pk", "a", "sk", 1))).item().get("v").s())
                .isEqualTo("old");
    }

    @Test
    void the_work_is_done_during_the_call_and_the_future_completes_on_the_completion_executor() {
        // given: an executor that only queues
        List<Runnable> queued = new ArrayList<>();
        Engine engine = new Engine(EngineSettings.defaults(Clock.systemUTC()));
        InMemoryDynamoDbClient client = new InMemoryDynamoDbClient(engine, MessageDialect.LIVE);
        DynamoDbAsyncClient queuedAsync = new InMemoryDynamoDbAsyncClient(client, queued::add);
        table("orders").hash("pk", S).create(client);

        // when
        CompletableFuture<?> put = queuedAsync.putItem(b -> b.tableName("orders").item(item("pk", "a")));

        // then: the item is written, but the future waits for the executor
        assertThat(client.getItem(b -> b.tableName("orders").key(item("pk", "a"))).hasItem()).isTrue();
        assertThat(put).isNotDone();
        assertThat(queued).hasSize(1);
        queued.get(0).run();
        assertThat(put).isCompletedWithValueMatching(r -> r != null);
    }

    @Test
    void futures_complete_on_daemon_threads_named_for_the_library() throws Exception {
        AtomicReference<Thread> thread = new AtomicReference<>();
        CompletableFuture<Void> done = new CompletableFuture<>();

        CompletionExecutor.shared().execute(() -> {
            thread.set(Thread.currentThread());
            done.complete(null);
        });
        done.get();

        assertThat(thread.get().getName()).startsWith("dynamo-fixtures-async-");
        assertThat(thread.get().isDaemon()).isTrue();
        assertThat(thread.get()).isNotSameAs(Thread.currentThread());
    }

    @Test
    void a_stage_added_after_completion_still_runs_on_the_completion_pool() {
        // given
        CompletableFuture<?> done = async.listTables();
        done.join();

        // when
        Thread ranOn = done.thenApply(r -> Thread.currentThread()).join();
        Thread handledOn = done.handle((r, e) -> Thread.currentThread()).join();

        // then
        assertThat(ranOn).isNotSameAs(Thread.currentThread());
        assertThat(ranOn.getName()).startsWith("dynamo-fixtures-async-");
        assertThat(handledOn.getName()).startsWith("dynamo-fixtures-async-");
    }

    @Test
    void a_long_pagination_never_nests_pages_on_one_stack() {
        // given
        seed("p", 3000);
        AtomicReference<Integer> deepest = new AtomicReference<>(0);

        // when
        async.queryPaginator(partition("p").toBuilder().limit(1).build())
                .subscribe(page -> deepest.accumulateAndGet(Thread.currentThread().getStackTrace().length, Math::max))
                .join();

        // then: each page is handled on a fresh stack (nesting would reach Java's 1024-frame trace limit)
        assertThat(deepest.get()).isLessThan(100);
    }

    @Test
    void calls_take_effect_in_the_order_they_are_made() {
        // when: a thousand overwrites of one item, none awaited before the next
        List<CompletableFuture<?>> puts = new ArrayList<>();
        for (int i = 0; i < 1000; i++) {
            int value = i;
            puts.add(async.putItem(b -> b.tableName("orders").item(item("pk", "a", "sk", 1, "v", value))));
        }
        CompletableFuture.allOf(puts.toArray(CompletableFuture[]::new)).join();

        // then
        assertThat(sync.getItem(b -> b.tableName("orders").key(item("pk", "a", "sk", 1))).item().get("v").n())
                .isEqualTo("999");
    }

    @Test
    void the_query_paginator_publishes_every_page_once_and_in_order_even_thousands_of_pages() {
        // given
        seed("p", 3000);
        QueryPublisher pages = async.queryPaginator(partition("p").toBuilder().limit(1).build());

        // when
        List<QueryResponse> received = new ArrayList<>();
        pages.subscribe(received::add).join();

        // then: the same pages as the sync paginator's, one item each
        assertThat(received).containsExactlyElementsOf(
                sync.queryPaginator(partition("p").toBuilder().limit(1).build()).stream().toList());
        assertThat(received).hasSizeGreaterThanOrEqualTo(3000);
        assertThat(received.stream().flatMap(p -> p.items().stream()).map(i -> Integer.parseInt(i.get("sk").n())))
                .containsExactlyElementsOf(java.util.stream.IntStream.range(0, 3000).boxed().toList());
    }

    @Test
    void paginator_items_stream_every_item_of_a_query_and_a_scan_in_order() {
        // given
        seed("p", 250);
        seed("q", 10);

        // when
        List<Map<String, AttributeValue>> queried = new ArrayList<>();
        async.queryPaginator(partition("p").toBuilder().limit(7).scanIndexForward(false).build()).items()
                .subscribe(queried::add).join();
        List<Map<String, AttributeValue>> scanned = new ArrayList<>();
        async.scanPaginator(b -> b.tableName("orders").indexName("byStatus").limit(3)).items()
                .subscribe(scanned::add).join();

        // then
        assertThat(queried).extracting(i -> Integer.parseInt(i.get("sk").n()))
                .containsExactlyElementsOf(java.util.stream.IntStream.range(0, 250).map(i -> 249 - i).boxed().toList());
        ScanResponse all = sync.scan(b -> b.tableName("orders").indexName("byStatus"));
        assertThat(scanned).containsExactlyElementsOf(all.items());
    }

    @Test
    void a_paginator_stops_when_the_subscriber_asks_for_no_more() {
        seed("p", 50);
        List<QueryResponse> received = new ArrayList<>();

        async.queryPaginator(partition("p").toBuilder().limit(5).build()).limit(3).subscribe(received::add).join();

        assertThat(received).hasSize(3);
    }

    @Test
    void a_paginator_over_a_failing_request_fails_its_subscription() {
        Throwable failure = catchThrowable(() -> async.queryPaginator(partition("p").toBuilder().tableName("nope")
                .build()).subscribe(page -> { }).join());

        assertThat(failure).isInstanceOf(CompletionException.class).hasRootCauseInstanceOf(ResourceNotFoundException.class);
    }

    @Test
    void time_to_live_operations_answer_asynchronously_too() {
        async.updateTimeToLive(b -> b.tableName("orders").timeToLiveSpecification(s -> s.enabled(true).attributeName("exp")))
                .join();

        assertThat(async.describeTimeToLive(b -> b.tableName("orders")).join().timeToLiveDescription().attributeName())
                .isEqualTo("exp");
    }

    @Test
    void the_waiter_sees_an_existing_table() {
        try (var waiter = async.waiter()) {
            assertThat(waiter.waitUntilTableExists(b -> b.tableName("orders")).join().matched().response())
                    .hasValueSatisfying(r -> assertThat(r.table().tableName()).isEqualTo("orders"));
        }
    }

    @Test
    void a_null_request_throws_at_once() {
        assertThatThrownBy(() -> async.getItem((GetItemRequest) null)).isInstanceOf(NullPointerException.class);
    }

    @Test
    void an_unsupported_operation_throws_at_once_naming_the_operation() {
        assertThatThrownBy(() -> async.createBackup(b -> b.tableName("orders").backupName("b")))
                .isInstanceOf(UnsupportedOperationException.class)
                .hasMessageStartingWith("DynamoDB operation CreateBackup is not supported");
    }

    @Test
    void calls_on_a_closed_engine_fail_their_future() {
        dynamo.close();

        assertThat(catchThrowable(() -> async.listTables().join())).isInstanceOf(CompletionException.class)
                .hasCauseInstanceOf(IllegalStateException.class);
    }

    @Test
    void it_names_the_service_and_a_region() {
        assertThat(async.serviceName()).isEqualTo("dynamodb");
        assertThat(async.serviceClientConfiguration().region()).isNotNull();
    }

    @Test
    void every_request_method_of_the_sdk_interface_is_implemented() {
        List<String> missing = new ArrayList<>();
        for (Method method : DynamoDbAsyncClient.class.getMethods()) {
            if (method.getParameterCount() == 1 && SdkRequest.class.isAssignableFrom(method.getParameterTypes()[0])
                    && method.getReturnType() == CompletableFuture.class) {
                try {
                    InMemoryDynamoDbAsyncClient.class.getDeclaredMethod(method.getName(), method.getParameterTypes());
                } catch (NoSuchMethodException e) {
                    missing.add(method.getName());
                }
            }
        }
        assertThat(missing).isEmpty();
    }

    @Test
    void validation_errors_match_the_sync_clients() {
        Throwable viaSync = catchThrowable(() -> sync.putItem(b -> b.tableName("orders").item(item("pk", "a"))));
        Throwable viaAsync = catchThrowable(() -> async.putItem(b -> b.tableName("orders").item(item("pk", "a"))).join());

        assertThat(viaAsync.getCause()).isInstanceOf(viaSync.getClass());
        assertThat(((DynamoDbException) viaAsync.getCause()).awsErrorDetails().errorMessage())
                .isEqualTo(((DynamoDbException) viaSync).awsErrorDetails().errorMessage());
    }
}
