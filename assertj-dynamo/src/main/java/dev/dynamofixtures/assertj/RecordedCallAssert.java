package dev.dynamofixtures.assertj;

import dev.dynamofixtures.core.log.RecordedCall;

/**
 * Assertions on one call an operation log recorded; see {@link AbstractRecordedCallAssert}. Example:
 * <pre>{@code
 * assertThat(dynamo.operations()).lastCall().isQuery().usesIndex("OrdersByStatusDateAmount").hasItemsRead(3);
 * }</pre>
 */
public class RecordedCallAssert extends AbstractRecordedCallAssert<RecordedCallAssert, RecordedCall> {

    /** Creates the assert. */
    public RecordedCallAssert(RecordedCall actual) {
        super(actual, RecordedCallAssert.class);
    }
}
