package dev.dynamofixtures.core.log;

import java.util.List;

/**
 * The calls code made to one database, oldest first: what assertions read to check <em>how</em> the code used
 * DynamoDB (no Scans, no N+1 pattern, no filter throwing away what it read, no hot partition).
 *
 * <p>Recording is on by default (an in-memory engine built with {@code recordOperations(false)} records nothing)
 * and costs next to nothing; the details of a call (consumed capacity, the partitions
 * it wrote) are worked out only when they are read. A fork of a database starts with an empty log. The log
 * keeps the most recent {@link #capacity()} calls; {@link #isComplete()} says whether older ones were dropped.
 * Safe to read while other threads make calls: {@link #calls()} is a snapshot.
 */
public interface OperationLog {
    /** The recorded calls, oldest first: a snapshot that later calls do not change. */
    List<RecordedCall> calls();

    /** How many calls were recorded since the database was created or the log last cleared, dropped ones included. */
    long totalCalls();

    /** Whether {@link #calls()} holds every call recorded since the start or the last {@link #clear()}. */
    default boolean isComplete() {
        return totalCalls() == calls().size();
    }

    /** How many calls the log keeps before it drops the oldest. */
    int capacity();

    /** Forgets every call recorded so far, so that assertions see only what follows (such as the test's own calls after its setup). */
    void clear();

    /** The name of the backend the calls went to, such as {@code in-memory}. */
    String backend();
}
