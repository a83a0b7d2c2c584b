package dev.dynamofixtures.assertj;

import dev.dynamofixtures.core.log.OperationLog;
import dev.dynamofixtures.core.log.RecordedCall;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;
import org.assertj.core.api.AbstractAssert;
import org.assertj.core.api.AbstractDoubleAssert;
import org.assertj.core.api.Assertions;

/**
 * Assertions on how code used DynamoDB, read from an {@link OperationLog}: no Scans, Queries through the right index,
 * no N+1 pattern, no filter throwing away most of what it read, the capacity consumed, no hot partition. Filters
 * ({@link #onTable}, {@link #onIndex}, {@link #ofOperation}, {@link #excludingFailed}) narrow the calls the following
 * assertions look at; each replaces an earlier filter of its kind. A failure lists the offending calls as the
 * DynamoDB requests they were, numbered by their place in the log.
 *
 * <p>Example: {@code assertThat(dynamo.operations()).onTable("orders").hasNoScans().hasAtMostCalls(2);}
 *
 * <p>A log keeps a bounded number of calls. When it dropped older ones, an assertion that needs every call (no
 * Scans, at most N calls…) fails rather than pass on what it cannot see, and every failure says the log is incomplete.
 *
 * @param <SELF> the concrete assert type, returned by every assertion for chaining
 * @param <ACTUAL> the operation log under test
 */
public abstract class AbstractOperationLogAssert<SELF extends AbstractOperationLogAssert<SELF, ACTUAL>,
        ACTUAL extends OperationLog> extends AbstractAssert<SELF, ACTUAL> {

    /** Creates the assert. */
    protected AbstractOperationLogAssert(ACTUAL actual, Class<?> selfType) {
        super(actual, selfType);
    }

    /** A new assert of this type on {@code calls}, a selection of this assert's log. */
    protected abstract SELF newOperationLogAssert(OperationLog calls);

    /**
     * Runs a navigation to another assert and returns it. AssertJ's soft assertions recognise this name and make the
     * returned assert a soft one too, so that filters and {@link #lastCall()} keep collecting failures.
     */
    protected <A extends AbstractAssert<?, ?>> A extractingForProxy(Supplier<A> navigation) {
        return navigation.get();
    }

    // ---- filters

    /** Narrows to the calls that name {@code tableName} (batches and transactions included), and to that table's part
     * of their capacity and partition writes. */
    public SELF onTable(String tableName) {
        Objects.requireNonNull(tableName, "tableName");
        return narrowed(selection -> selection.onTable(tableName));
    }

    /** Narrows to the calls that read {@code indexName} or wrote to it, and to that index's part of their capacity
     * and partition writes. */
    public SELF onIndex(String indexName) {
        Objects.requireNonNull(indexName, "indexName");
        return narrowed(selection -> selection.onIndex(indexName));
    }

    /** Narrows to the calls of the given operations, named as in the API reference: {@code Query}, {@code GetItem}. */
    public SELF ofOperation(String... operations) {
        Objects.requireNonNull(operations, "operations");
        Set<String> names = new LinkedHashSet<>(List.of(operations));
        if (names.isEmpty()) {
            throw new IllegalArgumentException("ofOperation(...) needs at least one operation, such as \"Query\"");
        }
        for (String name : names) {
            if (!CallSelection.OPERATIONS.contains(name)) {
                throw new IllegalArgumentException("ofOperation(...) got \"" + name + "\", which is not a DynamoDB "
                        + "operation: name it as the API reference does, such as Query, GetItem or BatchWriteItem");
            }
        }
        return narrowed(selection -> selection.ofOperations(names));
    }

    /** Narrows to the calls that succeeded. */
    public SELF excludingFailed() {
        return narrowed(CallSelection::succeeded);
    }

    private SELF narrowed(UnaryOperator<CallSelection> filter) {
        isNotNull();
        return extractingForProxy(() -> {
            SELF narrowed = newOperationLogAssert(filter.apply(selection()));
            narrowed.info.useRepresentation(info.representation());
            return narrowed.describedAs(info.description());
        });
    }

    // ---- calls

    /** Verifies that there were exactly {@code expected} calls. */
    public SELF hasCalls(int expected) {
        isNotNull();
        checkCalls(expected, false);
        return myself;
    }

    /**
     * Verifies that there were at most {@code maximum} calls: the check against the N+1 pattern, one call per item of
     * an earlier answer. A failure groups repeated calls and says what would read them at once.
     */
    public SELF hasAtMostCalls(int maximum) {
        isNotNull();
        checkCalls(maximum, true);
        return myself;
    }

    /** Verifies that no call was a Scan. */
    public SELF hasNoScans() {
        isNotNull();
        checkNoScans();
        return myself;
    }

    /** Verifies that every Query read the index {@code indexName} (none read the table itself or another index);
     * passes when there were no Queries. */
    public SELF allQueriesUseIndex(String indexName) {
        Objects.requireNonNull(indexName, "indexName");
        isNotNull();
        checkAllQueriesUseIndex(indexName);
        return myself;
    }

    // ---- read versus returned

    /**
     * Verifies that no call read more than {@code times} the items it returned (ScannedCount against Count): no
     * FilterExpression threw away most of what it read. A call that returns nothing counts as returning one, so a
     * lookup that finds nothing is not flagged. Calls whose counts the backend cannot tell are skipped.
     */
    public SELF readsAtMostTimesWhatItReturns(double times) {
        if (!(times >= 1)) {
            throw new IllegalArgumentException("times must be at least 1, but was " + times);
        }
        isNotNull();
        checkReads(times, "read at most " + CallTable.number(times) + " times the items it returns");
        return myself;
    }

    /**
     * Verifies that every call returned at least {@code share} (0 to 1) of the items it read: the same check as
     * {@link #readsAtMostTimesWhatItReturns}, put the other way round ({@code 0.2} is {@code 5} times).
     */
    public SELF returnsAtLeastShareOfWhatItReads(double share) {
        if (!(share > 0 && share <= 1)) {
            throw new IllegalArgumentException("share must be more than 0 and at most 1, but was " + share);
        }
        isNotNull();
        checkReads(1 / share, "return at least " + PartitionShares.percent(share) + " of the items it reads");
        return myself;
    }

    // ---- capacity

    /** Navigates to the capacity units the calls consumed, read and write, as reported with INDEXES. */
    public AbstractDoubleAssert<?> consumedCapacity() {
        return capacity(CallSelection.Units.ALL, "consumed capacity");
    }

    /** Navigates to the read capacity units the calls consumed. */
    public AbstractDoubleAssert<?> consumedReadCapacity() {
        return capacity(CallSelection.Units.READ, "consumed read capacity");
    }

    /** Navigates to the write capacity units the calls consumed. */
    public AbstractDoubleAssert<?> consumedWriteCapacity() {
        return capacity(CallSelection.Units.WRITE, "consumed write capacity");
    }

    /** Verifies that the calls consumed at most {@code units} capacity units; a failure lists the costliest calls. */
    public SELF hasConsumedAtMost(double units) {
        isNotNull();
        checkConsumedAtMost(units);
        return myself;
    }

    private AbstractDoubleAssert<?> capacity(CallSelection.Units units, String what) {
        isNotNull();
        return extractingForProxy(() -> {
            CallSelection selection = selection();
            double total = selection.units(selection.calls(), units);
            String description = info.descriptionText().isEmpty()
                    ? what + " of the " + selection.describe() + ShouldHaveCalls.incompleteNote(selection)
                    : info.descriptionText();
            return Assertions.assertThat(total).as(description);
        });
    }

    // ---- partitions

    /**
     * Verifies that no partition key of a table or index received more than {@code maxShare} (0 to 1) of the writes to
     * that table or index; each table and each index is checked on its own. Use {@link #onIndex} to check one index.
     */
    public SELF hasNoHotPartition(double maxShare) {
        if (!(maxShare > 0 && maxShare <= 1)) {
            throw new IllegalArgumentException("maxShare must be more than 0 and at most 1, but was " + maxShare);
        }
        isNotNull();
        checkNoHotPartition(maxShare);
        return myself;
    }

    // ---- navigation to one call

    /** Navigates to the first of the calls. */
    public RecordedCallAssert firstCall() {
        return call("the first call", calls -> calls.isEmpty() ? null : calls.get(0));
    }

    /** Navigates to the last of the calls. */
    public RecordedCallAssert lastCall() {
        return call("the last call", calls -> calls.isEmpty() ? null : calls.get(calls.size() - 1));
    }

    /** Navigates to the call numbered {@code sequence} in the log, as failure messages number them. */
    public RecordedCallAssert call(long sequence) {
        return call("call #" + sequence, calls -> calls.stream()
                .filter(call -> call.sequence() == sequence).findFirst().orElse(null));
    }

    private RecordedCallAssert call(String which, Function<List<RecordedCall>, RecordedCall> pick) {
        isNotNull();
        return extractingForProxy(() -> {
            CallSelection selection = selection();
            List<RecordedCall> calls = selection.calls();
            RecordedCall call = pick.apply(calls);
            if (call == null) {
                throwAssertionError(ShouldHaveCalls.shouldHaveCall(selection, which, calls));
            }
            RecordedCallAssert callAssert = new RecordedCallAssert(call);
            callAssert.info.useRepresentation(info.representation());
            return callAssert.describedAs(info.description());
        });
    }

    // ---- checks

    private CallSelection selection() {
        return CallSelection.of(actual);
    }

    private void requireComplete(CallSelection selection, String expectation) {
        if (!selection.isComplete()) {
            throwAssertionError(ShouldHaveCalls.shouldBeComplete(selection, expectation));
        }
    }

    private void checkCalls(int expected, boolean atMost) {
        CallSelection selection = selection();
        List<RecordedCall> calls = selection.calls();
        long count = selection.isWholeLog() ? selection.totalCalls() : calls.size();
        if (atMost ? count > expected : count != expected) {
            throwAssertionError(ShouldHaveCalls.shouldHaveCalls(selection, calls, count, expected, atMost));
        }
        if (!selection.isWholeLog()) {
            requireComplete(selection, (atMost ? "at most " : "") + expected + " " + selection.describe());
        }
    }

    private void checkNoScans() {
        CallSelection selection = selection();
        List<RecordedCall> calls = selection.calls();
        List<RecordedCall> scans = calls.stream().filter(call -> call.operation().equals("Scan")).toList();
        if (!scans.isEmpty()) {
            throwAssertionError(ShouldHaveCalls.shouldHaveNoScans(selection, calls.size(), scans));
        }
        requireComplete(selection, "no Scan among the " + selection.describe());
    }

    private void checkAllQueriesUseIndex(String indexName) {
        CallSelection selection = selection();
        List<RecordedCall> queries = selection.calls().stream()
                .filter(call -> call.operation().equals("Query")).toList();
        List<RecordedCall> others = queries.stream()
                .filter(call -> !call.indexName().filter(indexName::equals).isPresent()).toList();
        if (!others.isEmpty()) {
            throwAssertionError(ShouldHaveCalls.shouldAllUseIndex(selection, indexName, queries.size(), others));
        }
        requireComplete(selection, "every Query among the " + selection.describe() + " to use index " + indexName);
    }

    private void checkReads(double times, String bound) {
        CallSelection selection = selection();
        List<RecordedCall> calls = selection.calls();
        List<RecordedCall> wasteful = new ArrayList<>();
        for (RecordedCall call : calls) {
            if (call.itemsRead().isPresent() && call.itemsReturned().isPresent()
                    && call.itemsRead().getAsInt() > times * Math.max(1, call.itemsReturned().getAsInt())) {
                wasteful.add(call);
            }
        }
        if (!wasteful.isEmpty()) {
            throwAssertionError(ShouldReadWhatItReturns.shouldReadAtMost(selection, bound, calls.size(), wasteful));
        }
        requireComplete(selection, "each of the " + selection.describe() + " to " + bound);
    }

    private void checkConsumedAtMost(double units) {
        CallSelection selection = selection();
        List<RecordedCall> calls = new ArrayList<>(selection.calls());
        double total = selection.units(calls, CallSelection.Units.ALL);
        if (total > units) {
            calls.sort(Comparator.comparingDouble(
                    (RecordedCall call) -> selection.units(call, CallSelection.Units.ALL)).reversed());
            throwAssertionError(ShouldConsumeAtMost.shouldConsumeAtMost(selection, units, calls, calls.size()));
        }
        requireComplete(selection, "the " + selection.describe() + " to consume at most " + CallTable.units(units)
                + " capacity units");
    }

    private void checkNoHotPartition(double maxShare) {
        CallSelection selection = selection();
        List<PartitionShares> hot = PartitionShares.of(selection.calls(), selection).stream()
                .filter(shares -> shares.topShare() > maxShare).toList();
        if (!hot.isEmpty()) {
            throwAssertionError(ShouldNotHaveHotPartition.shouldNotHaveHotPartition(selection, maxShare, hot));
        }
        requireComplete(selection, "no partition of a table or index to receive more than "
                + PartitionShares.percent(maxShare) + " of its writes, in the " + selection.describe());
    }
}
