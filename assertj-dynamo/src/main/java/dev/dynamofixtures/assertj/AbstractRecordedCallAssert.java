package dev.dynamofixtures.assertj;

import dev.dynamofixtures.core.log.RecordedCall;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.function.Supplier;
import org.assertj.core.api.AbstractAssert;
import org.assertj.core.api.AbstractDoubleAssert;
import org.assertj.core.api.Assertions;

/**
 * Assertions on one call an operation log recorded: its operation, table and index, the shape of its key condition,
 * the items it read and returned, the capacity it consumed, whether it failed. A failure shows the call as the
 * request it was.
 *
 * <p>Example: {@code assertThat(dynamo.operations()).lastCall().isQuery().usesIndex("ByCustomer").hasItemsReturned(3);}
 *
 * @param <SELF> the concrete assert type, returned by every assertion for chaining
 * @param <ACTUAL> the call under test
 */
public abstract class AbstractRecordedCallAssert<SELF extends AbstractRecordedCallAssert<SELF, ACTUAL>,
        ACTUAL extends RecordedCall> extends AbstractAssert<SELF, ACTUAL> {

    /** Creates the assert. */
    protected AbstractRecordedCallAssert(ACTUAL actual, Class<?> selfType) {
        super(actual, selfType);
    }

    /** Verifies the call's operation, named as in the API reference: {@code Query}, {@code GetItem}. */
    public SELF hasOperation(String operation) {
        Objects.requireNonNull(operation, "operation");
        isNotNull();
        checkOperation(operation);
        return myself;
    }

    /** Verifies that the call was a Query. */
    public SELF isQuery() {
        return hasOperation("Query");
    }

    /** Verifies that the call was a Scan. */
    public SELF isScan() {
        return hasOperation("Scan");
    }

    /** Verifies that the call named the table {@code tableName} (among others, for batches and transactions). */
    public SELF isOnTable(String tableName) {
        Objects.requireNonNull(tableName, "tableName");
        isNotNull();
        checkTable(tableName);
        return myself;
    }

    /** Verifies that the call read the index {@code indexName}. */
    public SELF usesIndex(String indexName) {
        Objects.requireNonNull(indexName, "indexName");
        isNotNull();
        checkIndex(indexName);
        return myself;
    }

    /** Verifies that the call read no index: a Query or Scan of the table itself, or another operation. */
    public SELF usesNoIndex() {
        isNotNull();
        checkNoIndex();
        return myself;
    }

    /**
     * Verifies the shape of the Query's key condition, attribute names resolved and values written {@code :value}:
     * {@code customer_id = :value AND status = :value AND amount > :value}.
     */
    public SELF hasKeyConditionShape(String shape) {
        Objects.requireNonNull(shape, "shape");
        isNotNull();
        checkKeyConditionShape(shape);
        return myself;
    }

    /** Verifies how many items the call read (a Query's or Scan's ScannedCount). */
    public SELF hasItemsRead(int expected) {
        isNotNull();
        checkCount("read", expected, actual.itemsRead());
        return myself;
    }

    /** Verifies how many items the call returned (a Query's or Scan's Count). */
    public SELF hasItemsReturned(int expected) {
        isNotNull();
        checkCount("returned", expected, actual.itemsReturned());
        return myself;
    }

    /** Navigates to the capacity units the call consumed, read and write, whether or not it asked for them. */
    public AbstractDoubleAssert<?> consumedCapacity() {
        isNotNull();
        return extractingForProxy(() -> Assertions.assertThat(actual.capacityUnits()).as(
                info.descriptionText().isEmpty() ? "consumed capacity of call #" + actual.sequence()
                        : info.descriptionText()));
    }

    /** Verifies that the call consumed at most {@code units} capacity units. */
    public SELF hasConsumedAtMost(double units) {
        isNotNull();
        checkConsumedAtMost(units);
        return myself;
    }

    /** Verifies that the call succeeded. */
    public SELF succeeded() {
        isNotNull();
        checkSucceeded();
        return myself;
    }

    /** Verifies that the call failed with the error code {@code errorCode}, such as {@code ConditionalCheckFailedException}. */
    public SELF failedWith(String errorCode) {
        Objects.requireNonNull(errorCode, "errorCode");
        isNotNull();
        checkFailedWith(errorCode);
        return myself;
    }

    /**
     * Runs a navigation to another assert and returns it. AssertJ's soft assertions recognise this name and make the
     * returned assert a soft one too.
     */
    protected <A extends AbstractAssert<?, ?>> A extractingForProxy(Supplier<A> navigation) {
        return navigation.get();
    }

    private void fail(String expected, String actualText) {
        throwAssertionError(ShouldBeCall.shouldBe(actual, expected, actualText));
    }

    private void checkOperation(String operation) {
        if (!actual.operation().equals(operation)) {
            fail("to be " + article(operation) + " " + operation,
                    "but it is " + article(actual.operation()) + " " + actual.operation());
        }
    }

    private void checkTable(String tableName) {
        if (!actual.tableNames().contains(tableName)) {
            fail("to be on table " + tableName, actual.tableNames().isEmpty() ? "but it names no table"
                    : "but it is on " + (actual.tableNames().size() == 1 ? "table " : "tables ")
                    + String.join(", ", actual.tableNames()));
        }
    }

    private void checkIndex(String indexName) {
        if (!actual.indexName().filter(indexName::equals).isPresent()) {
            fail("to use index " + indexName, actual.indexName().map(index -> "but it uses index " + index)
                    .orElse("but it uses no index: it reads the table itself"));
        }
    }

    private void checkNoIndex() {
        actual.indexName().ifPresent(index -> fail("to use no index", "but it uses index " + index));
    }

    private void checkKeyConditionShape(String shape) {
        if (!actual.keyConditionShape().filter(shape::equals).isPresent()) {
            fail("to have the key condition shape" + System.lineSeparator() + "  " + shape,
                    actual.keyConditionShape().map(text -> "but it has" + System.lineSeparator() + "  " + text)
                            .orElse("but it has no key condition: it is " + article(actual.operation()) + " "
                                    + actual.operation()));
        }
    }

    private void checkCount(String verb, int expected, OptionalInt count) {
        if (count.isEmpty()) {
            fail("to have " + verb + " " + CallTable.plural(expected, "item"),
                    "but its backend does not tell how many items it " + verb);
        } else if (count.getAsInt() != expected) {
            fail("to have " + verb + " " + CallTable.plural(expected, "item"), "but it " + verb + " "
                    + count.getAsInt());
        }
    }

    private void checkConsumedAtMost(double units) {
        if (actual.capacityUnits() > units) {
            fail("to consume at most " + CallTable.units(units) + " capacity units",
                    "but it consumed " + CallTable.units(actual.capacityUnits()));
        }
    }

    private void checkSucceeded() {
        if (actual.failed()) {
            fail("to succeed", "but it failed with " + actual.errorCode().orElseThrow()
                    + actual.errorMessage().map(message -> ": " + message).orElse(""));
        }
    }

    private void checkFailedWith(String errorCode) {
        if (!actual.errorCode().filter(errorCode::equals).isPresent()) {
            fail("to fail with " + errorCode, actual.errorCode().map(code -> "but it failed with " + code
                    + actual.errorMessage().map(message -> ": " + message).orElse("")).orElse("but it succeeded"));
        }
    }

    private static String article(String operation) {
        return "AEIOU".indexOf(operation.charAt(0)) >= 0 ? "an" : "a";
    }
}
