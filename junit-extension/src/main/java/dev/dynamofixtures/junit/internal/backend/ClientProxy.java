package dev.dynamofixtures.junit.internal.backend;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.concurrent.CompletableFuture;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.core.SdkResponse;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.waiters.DynamoDbAsyncWaiter;
import software.amazon.awssdk.services.dynamodb.waiters.DynamoDbWaiter;

/**
 * A {@link Proxy} over a DynamoDB client interface that hands each operation to an {@link Exchange}: what to send
 * the wrapped client, and what to make of its answer or failure. The table-name mapping and the operation log's
 * recording are such proxies ({@link TableNamingClients}, {@code RecordingClients}).
 *
 * <p>Operations ({@code XxxResponse xxx(XxxRequest)}, and {@code CompletableFuture} ones) go through the exchange.
 * Every other default method of the interface (the {@code Consumer<Builder>} overloads, paginators, no-argument
 * forms) runs on the proxy itself, so each page a paginator fetches is an operation of its own; {@code waiter()}
 * builds a waiter over the proxy. {@code close()} and the configuration methods go to the wrapped client.
 */
public abstract class ClientProxy implements InvocationHandler {
    private final Object client;

    protected ClientProxy(Object client) {
        this.client = client;
    }

    /** One operation under way. */
    protected interface Exchange {
        /** The request to send to the wrapped client. */
        SdkRequest toSend();

        /** What the caller gets for the wrapped client's answer. */
        SdkResponse completed(SdkResponse response);

        /** What the caller gets for the wrapped client's failure. */
        Throwable failed(Throwable failure);
    }

    /** Starts an operation on {@code request}, as the caller sent it. */
    protected abstract Exchange start(SdkRequest request);

    /** What the caller gets for a failure of a call that is not an operation (close, configuration). */
    protected Throwable failedOutsideOperation(Throwable failure) {
        return failure;
    }

    /** How the proxy describes itself, after the wrapped client's description. */
    protected abstract String describe();

    /** A proxy of {@code type} behaving as {@code handler} says. */
    public static <T> T proxy(Class<T> type, ClientProxy handler) {
        return type.cast(Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] {type}, handler));
    }

    @Override
    public final Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
        if (method.getDeclaringClass() == Object.class) {
            return objectMethod(proxy, method, args);
        }
        if (isOperation(method, args)) {
            return operation(method, start((SdkRequest) args[0]));
        }
        if (method.getName().equals("waiter") && method.getParameterCount() == 0) {
            return proxy instanceof DynamoDbClient sync
                    ? DynamoDbWaiter.builder().client(sync).build()
                    : DynamoDbAsyncWaiter.builder().client((DynamoDbAsyncClient) proxy).build();
        }
        if (method.isDefault() && !method.getName().equals("serviceClientConfiguration")) {
            return InvocationHandler.invokeDefault(proxy, method, args);
        }
        try {
            return call(method, args);
        } catch (InvocationTargetException e) {
            throw failedOutsideOperation(e.getCause());
        }
    }

    private static boolean isOperation(Method method, Object[] args) {
        Class<?> returned = method.getReturnType();
        return args != null && args.length == 1 && args[0] instanceof SdkRequest
                && (SdkResponse.class.isAssignableFrom(returned) || returned == CompletableFuture.class);
    }

    private Object operation(Method method, Exchange exchange) throws Throwable {
        Object result;
        try {
            result = call(method, new Object[] {exchange.toSend()});
        } catch (InvocationTargetException e) {
            throw exchange.failed(e.getCause());
        }
        if (result instanceof CompletableFuture<?> future) {
            CompletableFuture<Object> answered = new CompletableFuture<>();
            future.whenComplete((response, failure) -> {
                if (failure != null) {
                    answered.completeExceptionally(exchange.failed(failure));
                    return;
                }
                try {
                    answered.complete(response instanceof SdkResponse sdk ? exchange.completed(sdk) : response);
                } catch (RuntimeException e) {
                    answered.completeExceptionally(e);
                }
            });
            return answered;
        }
        return exchange.completed((SdkResponse) result);
    }

    private Object call(Method method, Object[] args) throws InvocationTargetException {
        try {
            return method.invoke(client, args);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("cannot call " + method + " on " + client, e);
        }
    }

    private Object objectMethod(Object proxy, Method method, Object[] args) {
        switch (method.getName()) {
            case "equals":
                return proxy == args[0];
            case "hashCode":
                return System.identityHashCode(proxy);
            default:
                return client + describe();
        }
    }
}
