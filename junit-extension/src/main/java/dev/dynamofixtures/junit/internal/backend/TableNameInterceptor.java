package dev.dynamofixtures.junit.internal.backend;

import java.util.Objects;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.core.SdkResponse;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;

/**
 * Maps table names in every request, response and service exception of an SDK client it is attached to, so test
 * code uses its own names on a server that holds them with a prefix or suffix:
 * <pre>{@code
 * DynamoDbClient client = DynamoDbClient.builder()
 *         .overrideConfiguration(c -> c.addExecutionInterceptor(new TableNameInterceptor(TableNames.unique())))
 *         ...
 * }</pre>
 * For a client that is already built (the engine's, DynamoDB Local's embedded one), {@link TableNamingClients}
 * applies the same mapping. The rules are {@link TableNameRewriter}'s.
 */
public final class TableNameInterceptor implements ExecutionInterceptor {
    private final TableNameRewriter rewriter;

    /** An interceptor mapping names by {@code naming}. */
    public TableNameInterceptor(TableNames naming) {
        this.rewriter = new TableNameRewriter(Objects.requireNonNull(naming, "naming"));
    }

    /** Maps the request's table names to the server's. */
    @Override
    public SdkRequest modifyRequest(Context.ModifyRequest context, ExecutionAttributes executionAttributes) {
        return rewriter.toServer(context.request());
    }

    /** Maps the response's table names back to the test's. */
    @Override
    public SdkResponse modifyResponse(Context.ModifyResponse context, ExecutionAttributes executionAttributes) {
        return rewriter.toTest(context.response());
    }

    /** Removes the naming's affix from a service exception's message. */
    @Override
    public Throwable modifyException(Context.FailedExecution context, ExecutionAttributes executionAttributes) {
        return rewriter.toTest(context.exception());
    }
}
