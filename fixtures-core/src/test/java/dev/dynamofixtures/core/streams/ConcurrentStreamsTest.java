package dev.dynamofixtures.core.streams;

import static dev.dynamofixtures.core.ops.TestTables.item;
import static org.assertj.core.api.Assertions.assertThat;

import dev.dynamofixtures.core.InMemoryDynamo;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.Record;

/** Streams under concurrent writers: no record is lost, and forks sharing a record log never see each other's. */
class ConcurrentStreamsTest {
    private static final int THREADS = 4;
    private static final int WRITES = 200;

    @Test
    void concurrentWritersToOneEngineLoseNoRecordAndNumberThemWithoutGaps() throws Exception {
        try (InMemoryDynamo dynamo = InMemoryDynamo.create()) {
            StreamsTestSupport.createTable(dynamo.client(), "orders", "KEYS_ONLY");
            ExecutorService pool = Executors.newFixedThreadPool(THREADS);
            List<Future<?>> done = new ArrayList<>();
            for (int t = 0; t < THREADS; t++) {
                String writer = "w" + t;
                done.add(pool.submit(() -> {
                    for (int i = 0; i < WRITES; i++) {
                        int sk = i;
                        dynamo.client().putItem(b -> b.tableName("orders").item(item("pk", writer, "sk", sk)));
                    }
                }));
            }
            for (Future<?> f : done) {
                f.get();
            }
            pool.shutdown();

            List<Record> records = new ArrayList<>();
            dynamo.streams().deliver("orders", 1000, records::addAll);

            assertThat(records).hasSize(THREADS * WRITES);
            for (int i = 0; i < records.size(); i++) {
                assertThat(records.get(i).dynamodb().sequenceNumber()).isEqualTo(String.format("%021d", i + 1));
            }
        }
    }

    @Test
    void forksWritingAtTheSameTimeKeepOnlyTheirOwnRecords() throws Exception {
        try (InMemoryDynamo base = InMemoryDynamo.create()) {
            StreamsTestSupport.createTable(base.client(), "orders", "KEYS_ONLY");
            base.client().putItem(b -> b.tableName("orders").item(item("pk", "base", "sk", 0)));
            List<InMemoryDynamo> forks = new ArrayList<>();
            for (int t = 0; t < THREADS; t++) {
                forks.add(base.fork());
            }
            ExecutorService pool = Executors.newFixedThreadPool(THREADS);
            List<Future<?>> done = new ArrayList<>();
            for (int t = 0; t < THREADS; t++) {
                InMemoryDynamo fork = forks.get(t);
                String writer = "f" + t;
                done.add(pool.submit(() -> {
                    for (int i = 0; i < WRITES; i++) {
                        int sk = i;
                        fork.client().putItem(b -> b.tableName("orders").item(item("pk", writer, "sk", sk)));
                    }
                }));
            }
            for (Future<?> f : done) {
                f.get();
            }
            pool.shutdown();

            for (int t = 0; t < THREADS; t++) {
                List<Record> records = new ArrayList<>();
                forks.get(t).streams().deliver("orders", 1000, records::addAll);
                String writer = "f" + t;
                assertThat(records).hasSize(WRITES + 1);
                assertThat(records.get(0).dynamodb().keys().get("pk").s()).isEqualTo("base");
                assertThat(records.subList(1, records.size()))
                        .allSatisfy(r -> assertThat(r.dynamodb().keys().get("pk").s()).isEqualTo(writer));
                assertThat(records).extracting(r -> r.dynamodb().keys().get("sk").n())
                        .containsSubsequence("0", "1", "2", String.valueOf(WRITES - 1));
                forks.get(t).close();
            }
        }
    }
}
