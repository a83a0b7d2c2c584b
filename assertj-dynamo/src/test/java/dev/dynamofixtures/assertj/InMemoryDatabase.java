package dev.dynamofixtures.assertj;

import dev.dynamofixtures.core.DynamoDatabase;
import dev.dynamofixtures.core.InMemoryDynamo;
import dev.dynamofixtures.core.log.OperationLog;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * A test-only DynamoDatabase over the in-memory engine, until the engine and the JUnit fixture implement the
 * interface themselves: both clients are the engine's. The unrecorded client notes the name of every operation
 * called on it, so tests can check what the assertions read; {@link #withoutRecordedClient()} makes a view whose
 * recorded client fails, to prove the assertions never use it.
 */
final class InMemoryDatabase implements DynamoDatabase, AutoCloseable {

    private final InMemoryDynamo dynamo;
    private final boolean recordedClientAllowed;
    private final List<String> unrecordedCalls;
    private final String overridden;
    private final Function<Object, Object> answer;

    InMemoryDatabase() {
        this(InMemoryDynamo.create(), true, new ArrayList<>(), null, null);
    }

    private InMemoryDatabase(InMemoryDynamo dynamo, boolean recordedClientAllowed, List<String> unrecordedCalls,
            String overridden, Function<Object, Object> answer) {
        this.dynamo = dynamo;
        this.recordedClientAllowed = recordedClientAllowed;
        this.unrecordedCalls = unrecordedCalls;
        this.overridden = overridden;
        this.answer = answer;
    }

    /** The same database, whose {@link #client()} fails the test when called. */
    InMemoryDatabase withoutRecordedClient() {
        return new InMemoryDatabase(dynamo, false, unrecordedCalls, overridden, answer);
    }

    /**
     * The same database as a backend that answers one operation of the unrecorded client its own way (given the
     * request; it may throw): how tests play a backend that lags or cannot run a request.
     */
    InMemoryDatabase answering(String operation, Function<Object, Object> answer) {
        return new InMemoryDatabase(dynamo, recordedClientAllowed, unrecordedCalls, operation, answer);
    }

    /** The operations called on {@link #unrecordedClient()} so far, as SDK method names ({@code describeTable}). */
    List<String> unrecordedCalls() {
        return unrecordedCalls;
    }

    @Override
    public DynamoDbClient client() {
        if (!recordedClientAllowed) {
            throw new AssertionError("the assertions must read through unrecordedClient(), not client()");
        }
        return dynamo.client();
    }

    @Override
    public DynamoDbClient unrecordedClient() {
        DynamoDbClient client = dynamo.client();
        return (DynamoDbClient) Proxy.newProxyInstance(DynamoDbClient.class.getClassLoader(),
                new Class<?>[] {DynamoDbClient.class}, (proxy, method, arguments) -> {
                    unrecordedCalls.add(method.getName());
                    if (method.getName().equals(overridden) && arguments != null && arguments.length == 1) {
                        return answer.apply(arguments[0]);
                    }
                    try {
                        return method.invoke(client, arguments);
                    } catch (InvocationTargetException failure) {
                        throw failure.getCause();
                    }
                });
    }

    @Override
    public OperationLog operations() {
        throw new UnsupportedOperationException("the in-memory engine's operation log is not wired here yet");
    }

    @Override
    public String backend() {
        return "in-memory";
    }

    @Override
    public void close() {
        dynamo.close();
    }
}
