package dev.dynamofixtures.core.log;

import static dev.dynamofixtures.core.ops.TestTables.item;
import static org.assertj.core.api.Assertions.assertThat;

import dev.dynamofixtures.core.InMemoryDynamo;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;

/** Many threads calling at once (started together at a barrier): the log loses no call and numbers each once. */
class ConcurrentRecordingTest {
    private static final int THREADS = 8;
    private static final int CALLS = 1_000;

    @Test
    void concurrent_calls_are_all_recorded_each_with_its_own_sequence_number() throws Exception {
        // 4,000 puts of 1 KB: more than the default written-bytes bound, which would drop the oldest
        try (InMemoryDynamo dynamo = InMemoryDynamo.builder().operationLogWrittenBytes(Long.MAX_VALUE).build()) {
            LogTables.customers().create(dynamo.client());
            dynamo.operations().clear();
            AtomicBoolean done = new AtomicBoolean();
            ExecutorService pool = Executors.newFixedThreadPool(THREADS + 1);
            try {
                CyclicBarrier start = new CyclicBarrier(THREADS + 1);
                List<Future<?>> workers = new ArrayList<>();
                for (int t = 0; t < THREADS; t++) {
                    int thread = t;
                    workers.add(pool.submit(() -> {
                        DynamoDbClient client = dynamo.client();
                        start.await();
                        for (int i = 0; i < CALLS; i++) {
                            String id = thread + "-" + i;
                            if (i % 2 == 0) {
                                client.putItem(b -> b.tableName("customers").item(item("customer_id", id)));
                            } else {
                                client.getItem(b -> b.tableName("customers").key(item("customer_id", id)));
                            }
                        }
                        return null;
                    }));
                }
                Future<Integer> reader = pool.submit(() -> {
                    start.await();
                    int snapshots = 0;
                    while (!done.get()) {
                        List<RecordedCall> calls = dynamo.operations().calls();
                        for (int i = 1; i < calls.size(); i++) {
                            assertThat(calls.get(i).sequence()).isEqualTo(calls.get(i - 1).sequence() + 1);
                        }
                        snapshots++;
                    }
                    return snapshots;
                });
                for (Future<?> worker : workers) {
                    worker.get(60, TimeUnit.SECONDS);
                }
                done.set(true);
                assertThat(reader.get(60, TimeUnit.SECONDS)).isPositive();
            } finally {
                pool.shutdownNow();
            }

            List<RecordedCall> calls = dynamo.operations().calls();
            assertThat(dynamo.operations().totalCalls()).isEqualTo(THREADS * CALLS);
            assertThat(calls).hasSize(THREADS * CALLS);
            Set<String> putIds = new HashSet<>();
            for (int i = 0; i < calls.size(); i++) {
                assertThat(calls.get(i).sequence()).isEqualTo(i + 1);
                if (calls.get(i).request() instanceof PutItemRequest put) {
                    putIds.add(put.item().get("customer_id").s());
                }
            }
            assertThat(putIds).hasSize(THREADS * CALLS / 2);
        }
    }

    @Test
    void concurrent_writes_beyond_the_written_bytes_bound_keep_the_newest_calls_in_order() throws Exception {
        try (InMemoryDynamo dynamo = InMemoryDynamo.builder().operationLogWrittenBytes(0).build()) {
            LogTables.customers().create(dynamo.client());
            dynamo.operations().clear();
            onEveryThread(thread -> {
                for (int i = 0; i < CALLS; i++) {
                    String id = thread + "-" + i;
                    dynamo.client().putItem(b -> b.tableName("customers").item(item("customer_id", id)));
                }
            });

            List<RecordedCall> calls = dynamo.operations().calls();
            assertThat(dynamo.operations().totalCalls()).isEqualTo(THREADS * CALLS);
            assertThat(dynamo.operations().isComplete()).isFalse();
            assertThat(calls.size()).isBetween(64, THREADS * CALLS - 1);
            assertThat(calls.get(calls.size() - 1).sequence()).isEqualTo(THREADS * CALLS);
            for (int i = 1; i < calls.size(); i++) {
                assertThat(calls.get(i).sequence()).isEqualTo(calls.get(i - 1).sequence() + 1);
            }
        }
    }

    @Test
    void a_small_log_under_concurrent_calls_keeps_the_most_recent_calls_in_order() throws Exception {
        try (InMemoryDynamo dynamo = InMemoryDynamo.builder().operationLogCapacity(50).build()) {
            onEveryThread(thread -> {
                for (int i = 0; i < CALLS; i++) {
                    dynamo.client().listTables();
                }
            });

            List<RecordedCall> calls = dynamo.operations().calls();
            assertThat(dynamo.operations().totalCalls()).isEqualTo(THREADS * CALLS);
            assertThat(calls).hasSize(50);
            assertThat(calls.get(49).sequence()).isEqualTo(THREADS * CALLS);
            assertThat(calls.get(0).sequence()).isEqualTo(THREADS * CALLS - 49);
        }
    }

    @Test
    void a_log_of_several_chunks_under_concurrent_calls_and_reads_keeps_the_most_recent_calls_in_order()
            throws Exception {
        int capacity = 300;
        try (InMemoryDynamo dynamo = InMemoryDynamo.builder().operationLogCapacity(capacity).build()) {
            AtomicBoolean done = new AtomicBoolean();
            ExecutorService pool = Executors.newFixedThreadPool(THREADS + 1);
            try {
                List<Future<?>> workers = new ArrayList<>();
                for (int t = 0; t < THREADS; t++) {
                    workers.add(pool.submit(() -> {
                        for (int i = 0; i < CALLS; i++) {
                            dynamo.client().listTables();
                        }
                        return null;
                    }));
                }
                Future<?> reader = pool.submit(() -> {
                    while (!done.get()) {
                        List<RecordedCall> calls = dynamo.operations().calls();
                        assertThat(calls.size()).isLessThanOrEqualTo(capacity);
                        for (int i = 1; i < calls.size(); i++) {
                            assertThat(calls.get(i).sequence()).isGreaterThan(calls.get(i - 1).sequence());
                        }
                    }
                    return null;
                });
                for (Future<?> worker : workers) {
                    worker.get(60, TimeUnit.SECONDS);
                }
                done.set(true);
                reader.get(60, TimeUnit.SECONDS);
            } finally {
                pool.shutdownNow();
            }

            List<RecordedCall> calls = dynamo.operations().calls();
            assertThat(calls).hasSize(capacity);
            for (int i = 0; i < capacity; i++) {
                assertThat(calls.get(i).sequence()).isEqualTo(THREADS * CALLS - capacity + 1 + i);
            }
        }
    }

    /** What each of the {@value #THREADS} threads of {@link #onEveryThread} does, given its number. */
    @FunctionalInterface
    private interface ThreadBody {
        void run(int thread) throws Exception;
    }

    /** Runs {@code body} on {@value #THREADS} threads at once and waits for all of them, failing with any's failure. */
    private static void onEveryThread(ThreadBody body) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        try {
            List<Future<?>> workers = new ArrayList<>();
            for (int t = 0; t < THREADS; t++) {
                int thread = t;
                workers.add(pool.submit(() -> {
                    body.run(thread);
                    return null;
                }));
            }
            for (Future<?> worker : workers) {
                worker.get(60, TimeUnit.SECONDS);
            }
        } finally {
            pool.shutdownNow();
        }
    }
}
