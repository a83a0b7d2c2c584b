package dev.dynamofixtures.core;

import static dev.dynamofixtures.core.ops.TestTables.item;
import static dev.dynamofixtures.core.ops.TestTables.table;
import static org.assertj.core.api.Assertions.assertThat;
import static software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType.N;
import static software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType.S;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;

/**
 * Many threads on one engine, with real contention (all threads start together at a barrier) and enough
 * iterations to expose a lost update or a torn read if the engine had one. No assertion depends on timing.
 */
class ConcurrencyTest {
    private static final int THREADS = 8;

    private InMemoryDynamo dynamo;
    private DynamoDbClient client;
    private ExecutorService pool;

    @BeforeEach
    void createTables() {
        dynamo = InMemoryDynamo.create();
        client = dynamo.client();
        table("counters").hash("pk", S).create(client);
        table("events").hash("pk", S).range("sk", N).gsi("byKind", ProjectionType.ALL, "kind", S, ">sk", N)
                .create(client);
        pool = Executors.newFixedThreadPool(THREADS + 2);
    }

    @AfterEach
    void close() {
        pool.shutdownNow();
        dynamo.close();
    }

    /** Runs the tasks at once (after a common barrier) and returns their results, rethrowing any failure. */
    private <T> List<T> race(List<Callable<T>> tasks) throws Exception {
        CyclicBarrier start = new CyclicBarrier(tasks.size());
        List<Future<T>> futures = new ArrayList<>();
        for (Callable<T> task : tasks) {
            futures.add(pool.submit(() -> {
                start.await();
                return task.call();
            }));
        }
        List<T> results = new ArrayList<>();
        for (Future<T> future : futures) {
            results.add(future.get());
        }
        return results;
    }

    private int counter(String pk) {
        return Integer.parseInt(client.getItem(b -> b.tableName("counters").key(item("pk", pk)).consistentRead(true))
                .item().get("n").n());
    }

    @Test
    void read_then_conditional_put_increments_lose_no_update() throws Exception {
        // given
        client.putItem(b -> b.tableName("counters").item(item("pk", "c", "n", 0)));
        int perThread = 400;

        // when: each thread increments optimistically, retrying when another thread won the race
        List<Callable<Integer>> incrementers = new ArrayList<>();
        for (int t = 0; t < THREADS; t++) {
            incrementers.add(() -> {
                int conflicts = 0; // lost races, retried
                for (int i = 0; i < perThread; i++) {
                    while (true) {
                        String seen = client.getItem(b -> b.tableName("counters").key(item("pk", "c"))).item().get("n").n();
                        try {
                            client.putItem(b -> b.tableName("counters")
                                    .item(item("pk", "c", "n", Integer.parseInt(seen) + 1))
                                    .conditionExpression("n = :seen")
                                    .expressionAttributeValues(Map.of(":seen", AttributeValue.fromN(seen))));
                            break;
                        } catch (ConditionalCheckFailedException e) {
                            conflicts++;
                        }
                    }
                }
                return conflicts;
            });
        }
        race(incrementers);

        // then
        assertThat(counter("c")).isEqualTo(THREADS * perThread);
    }

    @Test
    void update_expression_increments_lose_no_update() throws Exception {
        // given
        client.putItem(b -> b.tableName("counters").item(item("pk", "c", "n", 0)));
        int perThread = 1000;

        // when
        List<Callable<Void>> incrementers = new ArrayList<>();
        for (int t = 0; t < THREADS; t++) {
            incrementers.add(() -> {
                for (int i = 0; i < perThread; i++) {
                    client.updateItem(b -> b.tableName("counters").key(item("pk", "c"))
                            .updateExpression("SET n = n + :one").conditionExpression("attribute_exists(pk)")
                            .expressionAttributeValues(Map.of(":one", AttributeValue.fromN("1"))));
                }
                return null;
            });
        }
        race(incrementers);

        // then
        assertThat(counter("c")).isEqualTo(THREADS * perThread);
    }

    @Test
    void a_conditional_insert_of_the_same_key_succeeds_exactly_once() throws Exception {
        // given
        int keys = 2000;

        // when: every thread tries to create every key
        List<Callable<Integer>> creators = new ArrayList<>();
        for (int t = 0; t < THREADS; t++) {
            int thread = t;
            creators.add(() -> {
                int won = 0;
                for (int k = 0; k < keys; k++) {
                    int key = k;
                    try {
                        client.putItem(b -> b.tableName("counters").item(item("pk", "k" + key, "owner", thread))
                                .conditionExpression("attribute_not_exists(pk)"));
                        won++;
                    } catch (ConditionalCheckFailedException e) {
                        // another thread created it first
                    }
                }
                return won;
            });
        }
        List<Integer> won = race(creators);

        // then
        assertThat(won.stream().mapToInt(Integer::intValue).sum()).isEqualTo(keys);
        assertThat(client.scan(b -> b.tableName("counters")).count()).isEqualTo(keys);
    }

    /** An event whose attributes all carry its version: a torn write would show two different versions. */
    private static Map<String, AttributeValue> event(int sk, int version) {
        String v = Integer.toString(version);
        return item("pk", "p", "sk", sk, "kind", sk % 2 == 0 ? "even" : "odd",
                "a", version, "b", v, "c", AttributeValue.fromL(List.of(AttributeValue.fromN(v))),
                "pad", "x".repeat(100 + version % 50));
    }

    private static void assertWhole(Map<String, AttributeValue> item) {
        String version = item.get("a").n();
        assertThat(item.get("b").s()).as("torn item %s", item).isEqualTo(version);
        assertThat(item.get("c").l().get(0).n()).as("torn item %s", item).isEqualTo(version);
        assertThat(item.get("pad").s()).hasSize(100 + Integer.parseInt(version) % 50);
    }

    @Test
    void query_pages_during_concurrent_writes_never_repeat_skip_or_tear_an_item() throws Exception {
        // given: 300 stable items (even sort keys) that writers only rewrite, and odd ones they insert and delete
        int stable = 300;
        for (int i = 0; i < stable; i++) {
            int sk = i * 2;
            client.putItem(b -> b.tableName("events").item(event(sk, 0)));
        }
        AtomicBoolean writing = new AtomicBoolean(true);
        AtomicInteger writersLeft = new AtomicInteger(4);
        QueryRequest query = QueryRequest.builder().tableName("events").keyConditionExpression("pk = :p")
                .expressionAttributeValues(Map.of(":p", AttributeValue.fromS("p"))).limit(7).build();

        // when
        List<Callable<Integer>> tasks = new ArrayList<>();
        for (int w = 0; w < 4; w++) {
            int writer = w;
            tasks.add(() -> {
                for (int i = 1; i <= 3000; i++) {
                    int sk = 2 * ((i * 7 + writer * 31) % stable);
                    int version = i;
                    client.putItem(b -> b.tableName("events").item(event(sk, version)));
                    int churn = 2 * ((i + writer * 97) % stable) + 1;
                    if (i % 2 == 0) {
                        client.putItem(b -> b.tableName("events").item(event(churn, version)));
                    } else {
                        client.deleteItem(b -> b.tableName("events").key(item("pk", "p", "sk", churn)));
                    }
                }
                if (writersLeft.decrementAndGet() == 0) {
                    writing.set(false);
                }
                return 0;
            });
        }
        for (int r = 0; r < 4; r++) {
            boolean forward = r % 2 == 0;
            tasks.add(() -> {
                int passes = 0;
                do {
                    List<Integer> sortKeys = new ArrayList<>();
                    for (QueryResponse page : client.queryPaginator(query.toBuilder().scanIndexForward(forward).build())) {
                        page.items().forEach(ConcurrencyTest::assertWhole);
                        page.items().forEach(i -> sortKeys.add(Integer.parseInt(i.get("sk").n())));
                    }
                    List<Integer> ordered = new ArrayList<>(sortKeys);
                    if (!forward) {
                        Collections.reverse(ordered);
                    }
                    assertThat(ordered).as("strictly ascending: no item twice").isSorted().doesNotHaveDuplicates();
                    assertThat(sortKeys.stream().filter(sk -> sk % 2 == 0)).as("every stable item once")
                            .hasSize(stable);
                    passes++;
                } while (writing.get());
                return passes;
            });
        }
        List<Integer> passes = race(tasks);

        // then
        assertThat(passes.subList(4, 8)).allSatisfy(p -> assertThat(p).isPositive());
    }

    @Test
    void index_query_and_scan_pages_during_concurrent_writes_never_tear_an_item() throws Exception {
        // given
        for (int sk = 0; sk < 200; sk++) {
            int key = sk;
            client.putItem(b -> b.tableName("events").item(event(key, 0)));
        }
        AtomicBoolean writing = new AtomicBoolean(true);

        // when
        List<Callable<Integer>> tasks = new ArrayList<>();
        tasks.add(() -> {
            for (int i = 1; i <= 6000; i++) {
                int sk = (i * 13) % 200;
                int version = i;
                client.putItem(b -> b.tableName("events").item(event(sk, version)));
            }
            writing.set(false);
            return 0;
        });
        tasks.add(() -> {
            int passes = 0;
            do {
                List<Integer> sortKeys = new ArrayList<>();
                for (QueryResponse page : client.queryPaginator(b -> b.tableName("events").indexName("byKind")
                        .keyConditionExpression("kind = :k").limit(9)
                        .expressionAttributeValues(Map.of(":k", AttributeValue.fromS("even"))))) {
                    page.items().forEach(ConcurrencyTest::assertWhole);
                    page.items().forEach(i -> sortKeys.add(Integer.parseInt(i.get("sk").n())));
                }
                assertThat(sortKeys).isSorted().doesNotHaveDuplicates().hasSize(100);
                passes++;
            } while (writing.get());
            return passes;
        });
        tasks.add(() -> {
            int passes = 0;
            do {
                List<Integer> sortKeys = new ArrayList<>();
                for (ScanResponse page : client.scanPaginator(b -> b.tableName("events").limit(11))) {
                    page.items().forEach(ConcurrencyTest::assertWhole);
                    page.items().forEach(i -> sortKeys.add(Integer.parseInt(i.get("sk").n())));
                }
                assertThat(sortKeys).doesNotHaveDuplicates().hasSize(200);
                passes++;
            } while (writing.get());
            return passes;
        });
        List<Integer> passes = race(tasks);

        // then
        assertThat(passes.subList(1, 3)).allSatisfy(p -> assertThat(p).isPositive());
    }

    @Test
    void concurrent_async_conditional_inserts_succeed_exactly_once_per_key() throws Exception {
        // when: every thread fires a conditional insert of every key without waiting
        int keys = 500;
        List<Callable<Integer>> firers = new ArrayList<>();
        for (int t = 0; t < THREADS; t++) {
            firers.add(() -> {
                List<CompletableFuture<Boolean>> attempts = new ArrayList<>();
                for (int k = 0; k < keys; k++) {
                    int key = k;
                    attempts.add(dynamo.asyncClient().putItem(b -> b.tableName("counters")
                                    .item(item("pk", "a" + key)).conditionExpression("attribute_not_exists(pk)"))
                            .handle((r, e) -> e == null));
                }
                return (int) attempts.stream().filter(CompletableFuture::join).count();
            });
        }
        List<Integer> won = race(firers);

        // then
        assertThat(won.stream().mapToInt(Integer::intValue).sum()).isEqualTo(keys);
    }
}
