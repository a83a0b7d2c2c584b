package dev.dynamofixtures.core.ops;

import static dev.dynamofixtures.core.ops.TestTables.item;
import static dev.dynamofixtures.core.ops.TestTables.table;
import static org.assertj.core.api.Assertions.assertThat;
import static software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType.S;

import dev.dynamofixtures.core.InMemoryDynamo;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * The engine's guarantees under threads: a transaction is seen entirely or not at all by every kind of
 * reader, and no write of a batch or a transaction is lost. Writers move units between accounts with
 * compare-and-set transactions (each Put conditioned on the balance it read), so any interleaving keeps the
 * total; a reader that saw one side of a transfer without the other would see another total.
 */
@Timeout(120)
class TransactionConcurrencyTest {
    private static final int ACCOUNTS = 4;
    private static final int START_BALANCE = 1_000;
    private static final int WRITERS = 3;
    private static final int TRANSFERS_PER_WRITER = 400;

    private InMemoryDynamo dynamo;
    private DynamoDbClient client;
    private ExecutorService pool;

    @BeforeEach
    void accounts() {
        dynamo = InMemoryDynamo.create();
        client = dynamo.client();
        table("accounts").hash("id", S).create(client);
        table("events").hash("id", S).create(client);
        for (int i = 0; i < ACCOUNTS; i++) {
            String id = "acct" + i;
            client.putItem(b -> b.tableName("accounts").item(item("id", id, "balance", START_BALANCE)));
        }
        pool = Executors.newFixedThreadPool(WRITERS + 3);
    }

    @AfterEach
    void close() throws InterruptedException {
        pool.shutdownNow();
        pool.awaitTermination(10, TimeUnit.SECONDS);
        dynamo.close();
    }

    @Test
    void readers_never_see_a_transfer_half_applied() throws Exception {
        // given
        AtomicBoolean writing = new AtomicBoolean(true);
        List<Future<Integer>> writers = new ArrayList<>();
        for (int w = 0; w < WRITERS; w++) {
            writers.add(pool.submit(() -> transfers(TRANSFERS_PER_WRITER)));
        }
        List<Future<Integer>> readers = List.of(
                pool.submit(whileWriting(writing, this::totalByTransactGet)),
                pool.submit(whileWriting(writing, this::totalByBatchGet)),
                pool.submit(whileWriting(writing, this::totalByGetsOfAFork)));

        // when
        int committed = 0;
        for (Future<Integer> writer : writers) {
            committed += writer.get(60, TimeUnit.SECONDS);
        }
        writing.set(false);

        // then
        for (Future<Integer> reader : readers) {
            assertThat(reader.get(60, TimeUnit.SECONDS)).as("reads that saw the whole total").isPositive();
        }
        assertThat(committed).isEqualTo(WRITERS * TRANSFERS_PER_WRITER);
        assertThat(totalByTransactGet()).isEqualTo(ACCOUNTS * START_BALANCE);
        assertThat(client.getItem(b -> b.tableName("events").key(item("id", "transfers")).consistentRead(true))
                .item().get("count")).as("one counter increment per committed transfer, none lost")
                .isEqualTo(AttributeValue.fromN(Integer.toString(committed)));
    }

    @Test
    void concurrent_batches_and_transactions_lose_no_write() throws Exception {
        // given
        int threads = 4;
        int rounds = 20;
        List<Future<Integer>> workers = new ArrayList<>();

        // when
        for (int t = 0; t < threads; t++) {
            int thread = t;
            workers.add(pool.submit(() -> {
                int written = 0;
                for (int r = 0; r < rounds; r++) {
                    List<WriteRequest> batch = new ArrayList<>();
                    for (int i = 0; i < 25; i++) {
                        String id = "b-" + thread + "-" + r + "-" + i;
                        batch.add(WriteRequest.builder().putRequest(p -> p.item(item("id", id))).build());
                    }
                    client.batchWriteItem(b -> b.requestItems(Map.of("events", batch)));
                    List<TransactWriteItem> actions = new ArrayList<>();
                    for (int i = 0; i < 10; i++) {
                        String id = "t-" + thread + "-" + r + "-" + i;
                        actions.add(TransactWriteItem.builder().put(p -> p.tableName("events").item(item("id", id))).build());
                    }
                    client.transactWriteItems(b -> b.transactItems(actions));
                    written += 35;
                }
                return written;
            }));
        }
        int written = 0;
        for (Future<Integer> worker : workers) {
            written += worker.get(60, TimeUnit.SECONDS);
        }

        // then
        int stored = client.scanPaginator(b -> b.tableName("events")).stream().mapToInt(p -> p.count()).sum();
        assertThat(stored).isEqualTo(written).isEqualTo(threads * rounds * 35);
    }

    /** Committed transfers; each moves one unit and bumps the transfer counter, retried when cancelled. */
    private int transfers(int count) {
        int committed = 0;
        ThreadLocalRandom random = ThreadLocalRandom.current();
        while (committed < count) {
            String from = "acct" + random.nextInt(ACCOUNTS);
            String to = "acct" + ((Integer.parseInt(from.substring(4)) + 1 + random.nextInt(ACCOUNTS - 1)) % ACCOUNTS);
            Map<String, Map<String, AttributeValue>> seen = read(from, to, "transfers");
            int fromBalance = number(seen.get(from), "balance");
            int toBalance = number(seen.get(to), "balance");
            Map<String, AttributeValue> counter = seen.get("transfers");
            try {
                client.transactWriteItems(b -> b.transactItems(
                        casPut("accounts", item("id", from, "balance", fromBalance - 1), "balance", fromBalance),
                        casPut("accounts", item("id", to, "balance", toBalance + 1), "balance", toBalance),
                        counter.isEmpty()
                                ? TransactWriteItem.builder().put(p -> p.tableName("events")
                                        .item(item("id", "transfers", "count", 1))
                                        .conditionExpression("attribute_not_exists(id)")).build()
                                : casPut("events", item("id", "transfers", "count", number(counter, "count") + 1),
                                        "count", number(counter, "count"))));
                committed++;
            } catch (TransactionCanceledException conflict) {
                // another writer changed one of the items since we read them: read again and retry
            }
        }
        return committed;
    }

    private Map<String, Map<String, AttributeValue>> read(String from, String to, String counter) {
        var response = client.transactGetItems(b -> b.transactItems(
                TransactGetItem.builder().get(g -> g.tableName("accounts").key(item("id", from))).build(),
                TransactGetItem.builder().get(g -> g.tableName("accounts").key(item("id", to))).build(),
                TransactGetItem.builder().get(g -> g.tableName("events").key(item("id", counter))).build()));
        return Map.of(from, response.responses().get(0).item(), to, response.responses().get(1).item(),
                counter, response.responses().get(2).hasItem() ? response.responses().get(2).item() : Map.of());
    }

    private static TransactWriteItem casPut(String table, Map<String, AttributeValue> item, String attribute, int expected) {
        return TransactWriteItem.builder().put(p -> p.tableName(table).item(item)
                .conditionExpression("#a = :expected").expressionAttributeNames(Map.of("#a", attribute))
                .expressionAttributeValues(Map.of(":expected", AttributeValue.fromN(Integer.toString(expected))))).build();
    }

    private static int number(Map<String, AttributeValue> item, String attribute) {
        return Integer.parseInt(item.get(attribute).n());
    }

    /** Runs {@code total} until writing stops; fails on any other total; returns how many reads it made. */
    private static Callable<Integer> whileWriting(AtomicBoolean writing, Callable<Integer> total) {
        return () -> {
            int reads = 0;
            do {
                int seen = total.call();
                assertThat(seen).as("total after %d consistent reads", reads).isEqualTo(ACCOUNTS * START_BALANCE);
                reads++;
            } while (writing.get());
            return reads;
        };
    }

    private int totalByTransactGet() {
        List<TransactGetItem> gets = new ArrayList<>();
        for (int i = 0; i < ACCOUNTS; i++) {
            String id = "acct" + i;
            gets.add(TransactGetItem.builder().get(g -> g.tableName("accounts").key(item("id", id))).build());
        }
        return client.transactGetItems(b -> b.transactItems(gets)).responses().stream()
                .mapToInt(r -> number(r.item(), "balance")).sum();
    }

    private int totalByBatchGet() {
        List<Map<String, AttributeValue>> keys = new ArrayList<>();
        for (int i = 0; i < ACCOUNTS; i++) {
            keys.add(item("id", "acct" + i));
        }
        return client.batchGetItem(b -> b.requestItems(Map.of("accounts", KeysAndAttributes.builder().keys(keys)
                .build()))).responses().get("accounts").stream().mapToInt(i -> number(i, "balance")).sum();
    }

    /** A fork is a snapshot: separate GetItems on it must add up even while the source keeps changing. */
    private int totalByGetsOfAFork() {
        try (InMemoryDynamo snapshot = dynamo.fork()) {
            int total = 0;
            for (int i = 0; i < ACCOUNTS; i++) {
                String id = "acct" + i;
                total += number(snapshot.client().getItem(b -> b.tableName("accounts").key(item("id", id))).item(),
                        "balance");
                Thread.yield();
            }
            return total;
        }
    }
}
