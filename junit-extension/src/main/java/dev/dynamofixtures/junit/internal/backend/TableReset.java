package dev.dynamofixtures.junit.internal.backend;

import dev.dynamofixtures.core.dataset.Dataset;
import dev.dynamofixtures.core.dataset.DatasetTable;
import java.time.Clock;
import java.time.Duration;
import java.util.LinkedHashSet;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ResourceInUseException;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;

/**
 * Per-test isolation where there is no fork: delete the tables a client sees (all of one {@link TableNames}, since
 * the client maps names), wait until the server has dropped them, and load the seed again. Deleting a table that is
 * still being created or updated is retried until the server accepts it.
 */
final class TableReset {
    private static final Duration TIMEOUT = Duration.ofMinutes(5);
    private static final long FIRST_POLL_MILLIS = 50;
    private static final long MAX_POLL_MILLIS = 2_000;

    private TableReset() {
    }

    /** Deletes the seed's tables and every other table {@code client} lists, then loads {@code seed} through it. */
    static void reset(DynamoDbClient client, Dataset seed, Clock clock) {
        Set<String> tables = new LinkedHashSet<>();
        for (DatasetTable table : seed.tables()) {
            tables.add(table.name());
        }
        deleteTables(client, tables);
        seed.loadInto(client, clock);
    }

    /** Deletes every table {@code client} lists (and {@code also}, when they exist), waiting until each is gone. */
    static void deleteTables(DynamoDbClient client, Set<String> also) {
        Set<String> tables = new LinkedHashSet<>(also);
        client.listTablesPaginator().tableNames().forEach(tables::add);
        Set<String> deleting = new LinkedHashSet<>();
        for (String table : tables) {
            if (delete(client, table)) {
                deleting.add(table);
            }
        }
        for (String table : deleting) {
            awaitGone(client, table);
        }
    }

    private static boolean delete(DynamoDbClient client, String table) {
        long deadline = System.nanoTime() + TIMEOUT.toNanos();
        long pause = FIRST_POLL_MILLIS;
        while (true) {
            try {
                client.deleteTable(b -> b.tableName(table));
                return true;
            } catch (ResourceNotFoundException e) {
                return false;
            } catch (ResourceInUseException e) {
                // Being created, updated or already deleted: wait and try again.
                if (System.nanoTime() > deadline) {
                    throw new BackendSetupException("Table " + table + " stayed in use for " + TIMEOUT.toMinutes()
                            + " minutes, so it could not be deleted before the next test: " + e.getMessage(), e);
                }
                pause = sleep(pause);
            }
        }
    }

    private static void awaitGone(DynamoDbClient client, String table) {
        long deadline = System.nanoTime() + TIMEOUT.toNanos();
        long pause = FIRST_POLL_MILLIS;
        while (true) {
            try {
                client.describeTable(b -> b.tableName(table));
            } catch (ResourceNotFoundException e) {
                return;
            }
            if (System.nanoTime() > deadline) {
                throw new BackendSetupException("Table " + table + " was still being deleted after "
                        + TIMEOUT.toMinutes() + " minutes; the next test cannot start without it gone");
            }
            pause = sleep(pause);
        }
    }

    private static long sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new BackendSetupException("Interrupted while waiting for DynamoDB to delete tables", e);
        }
        return Math.min(millis * 2, MAX_POLL_MILLIS);
    }
}
