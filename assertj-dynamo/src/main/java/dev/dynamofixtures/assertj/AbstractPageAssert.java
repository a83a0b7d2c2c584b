package dev.dynamofixtures.assertj;

import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Assertions on one page of a Query or Scan: its items (see {@link AbstractItemsAssert}), its Count and
 * ScannedCount, and whether a LastEvaluatedKey says more pages follow.
 *
 * @param <SELF> the concrete assert type, returned by every assertion for chaining
 * @param <ACTUAL> the response under test
 */
public abstract class AbstractPageAssert<SELF extends AbstractPageAssert<SELF, ACTUAL>, ACTUAL>
        extends AbstractItemsAssert<SELF, ACTUAL> {

    private final String operation;

    /** Creates the assert; {@code operation} ("Query", "Scan") names the response in messages. */
    protected AbstractPageAssert(ACTUAL actual, Class<?> selfType, String operation) {
        super(actual, selfType);
        this.operation = operation;
    }

    /** The response's Count: the items returned, after any filter. */
    protected abstract Integer count();

    /** The response's ScannedCount: the items read, before any filter. */
    protected abstract Integer scannedCount();

    /** The response's LastEvaluatedKey, empty when this is the last page. */
    protected abstract Map<String, AttributeValue> lastEvaluatedKey();

    /** Verifies the response's Count, the number of items returned after any filter. */
    public SELF hasCount(int expected) {
        isNotNull();
        checkCount("Count", expected, count());
        return myself;
    }

    /** Verifies the response's ScannedCount, the number of items read before any filter. */
    public SELF hasScannedCount(int expected) {
        isNotNull();
        checkCount("ScannedCount", expected, scannedCount());
        return myself;
    }

    /** Verifies that the response has a LastEvaluatedKey: more pages follow. */
    public SELF hasMorePages() {
        isNotNull();
        checkMorePages();
        return myself;
    }

    /** Verifies that the response has no LastEvaluatedKey: it is the last page. */
    public SELF hasNoMorePages() {
        isNotNull();
        checkNoMorePages();
        return myself;
    }

    private void checkCount(String countName, int expected, Integer actualCount) {
        if (actualCount == null || actualCount != expected) {
            throwAssertionError(ShouldHavePage.shouldHaveCount(operation, countName, expected, actualCount, items()));
        }
    }

    private void checkMorePages() {
        if (lastEvaluatedKey().isEmpty()) {
            throwAssertionError(ShouldHavePage.shouldHaveMorePages(operation));
        }
    }

    private void checkNoMorePages() {
        if (!lastEvaluatedKey().isEmpty()) {
            throwAssertionError(ShouldHavePage.shouldHaveNoMorePages(operation, lastEvaluatedKey()));
        }
    }
}
