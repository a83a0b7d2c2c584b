package dev.dynamofixtures.assertj;

import dev.dynamofixtures.core.log.OperationLog;

/**
 * Assertions on how code used DynamoDB, read from a database's operation log; see
 * {@link AbstractOperationLogAssert}. Example:
 * <pre>{@code
 * assertThat(dynamo.operations()).onTable("orders").hasNoScans().hasAtMostCalls(2);
 * assertThat(dynamo.operations()).onIndex("OrdersByStatus").hasNoHotPartition(0.5);
 * }</pre>
 */
public class OperationLogAssert extends AbstractOperationLogAssert<OperationLogAssert, OperationLog> {

    /** Creates the assert on every call of {@code actual}. */
    public OperationLogAssert(OperationLog actual) {
        super(actual, OperationLogAssert.class);
    }

    @Override
    protected OperationLogAssert newOperationLogAssert(OperationLog calls) {
        return new OperationLogAssert(calls);
    }
}
