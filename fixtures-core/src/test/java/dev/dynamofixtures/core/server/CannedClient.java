package dev.dynamofixtures.core.server;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbRequest;

/**
 * A {@link DynamoDbClient} that answers each operation with a canned response or exception and remembers
 * the last request it got: the endpoint's protocol tests need no engine behind it. Operations without a
 * canned answer throw {@link UnsupportedOperationException}, as the engine's adapter does.
 */
public final class CannedClient implements InvocationHandler {
    private final Map<String, Object> answers = new ConcurrentHashMap<>();
    private final Map<String, Object> received = new ConcurrentHashMap<>();
    private final DynamoDbClient client = (DynamoDbClient) Proxy.newProxyInstance(
            DynamoDbClient.class.getClassLoader(), new Class<?>[] {DynamoDbClient.class}, this);

    /** Answers {@code operation} with {@code response}, or throws it if it is an exception. */
    public CannedClient answer(String operation, Object response) {
        answers.put(operation, response);
        return this;
    }

    public DynamoDbClient client() {
        return client;
    }

    /** The last request {@code operation} received, decoded by the endpoint. */
    public Object received(String operation) {
        return received.get(operation);
    }

    @Override
    public Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
        if (method.getName().equals("serviceName")) {
            return DynamoDbClient.SERVICE_NAME;
        }
        if (method.getName().equals("close")) {
            return null;
        }
        if (args == null || args.length != 1 || !(args[0] instanceof DynamoDbRequest)) {
            throw new UnsupportedOperationException(method.getName());
        }
        String operation = args[0].getClass().getSimpleName().replaceFirst("Request$", "");
        received.put(operation, args[0]);
        Object answer = answers.get(operation);
        if (answer == null) {
            throw new UnsupportedOperationException("DynamoDB operation " + operation
                    + " is not supported by the Dynamo Fixtures in-memory engine.");
        }
        if (answer instanceof RuntimeException) {
            throw (RuntimeException) answer;
        }
        return answer;
    }
}
