package dev.dynamofixtures.junit.internal.log;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import software.amazon.awssdk.core.SdkResponse;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbRequest;
import software.amazon.awssdk.services.dynamodb.waiters.DynamoDbAsyncWaiter;
import software.amazon.awssdk.services.dynamodb.waiters.DynamoDbWaiter;

/**
 * Clients whose calls a {@link CallRecorder} records: a {@link Proxy} over the client interface, around the client
 * that maps table names, so the log holds the requests as the code wrote them (its own table names). A proxy, not
 * an SDK {@code ExecutionInterceptor}, because the {@code dynamodb-local} backend's client is DynamoDB Local's
 * embedded one, which runs no interceptors; one mechanism then serves every remote backend alike.
 *
 * <p>Operations ({@code XxxResponse xxx(XxxRequest)}, and {@code CompletableFuture} ones) are recorded; every other
 * default method of the interface (the {@code Consumer<Builder>} overloads, paginators, no-argument forms) runs on
 * the proxy itself, so each page a paginator fetches is a call of its own, as it is on the wire; {@code waiter()}
 * builds a waiter over the proxy. {@code close()} and the configuration methods go to the wrapped client.
 */
public final class RecordingClients {
    private RecordingClients() {
    }

    /** {@code client}, its calls recorded by {@code recorder}. */
    public static DynamoDbClient wrap(DynamoDbClient client, CallRecorder recorder) {
        return proxy(DynamoDbClient.class, client, recorder);
    }

    /** {@code client}, its calls recorded by {@code recorder}. */
    public static DynamoDbAsyncClient wrap(DynamoDbAsyncClient client, CallRecorder recorder) {
        return proxy(DynamoDbAsyncClient.class, client, recorder);
    }

    private static <T> T proxy(Class<T> type, T client, CallRecorder recorder) {
        Objects.requireNonNull(client, "client");
        Objects.requireNonNull(recorder, "recorder");
        return type.cast(Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] {type},
                new Recording(client, recorder)));
    }

    /** The proxy's behaviour; see the class comment. */
    private static final class Recording implements InvocationHandler {
        private final Object client;
        private final CallRecorder recorder;

        Recording(Object client, CallRecorder recorder) {
            this.client = client;
            this.recorder = recorder;
        }

        @Override
        public Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
            if (method.getDeclaringClass() == Object.class) {
                return objectMethod(proxy, method, args);
            }
            if (isOperation(method, args)) {
                return operation(method, (DynamoDbRequest) args[0]);
            }
            if (method.getName().equals("waiter") && method.getParameterCount() == 0) {
                return proxy instanceof DynamoDbClient sync
                        ? DynamoDbWaiter.builder().client(sync).build()
                        : DynamoDbAsyncWaiter.builder().client((DynamoDbAsyncClient) proxy).build();
            }
            if (method.isDefault() && !method.getName().equals("serviceClientConfiguration")) {
                return InvocationHandler.invokeDefault(proxy, method, args);
            }
            return call(method, args);
        }

        private static boolean isOperation(Method method, Object[] args) {
            Class<?> returned = method.getReturnType();
            return args != null && args.length == 1 && args[0] instanceof DynamoDbRequest
                    && (SdkResponse.class.isAssignableFrom(returned) || returned == CompletableFuture.class);
        }

        private Object operation(Method method, DynamoDbRequest request) throws Throwable {
            CallRecorder.Call call = recorder.start(request);
            Object result;
            try {
                result = call(method, new Object[] {call.toSend()});
            } catch (Throwable failure) {
                throw call.failed(failure);
            }
            if (result instanceof CompletableFuture<?> future) {
                CompletableFuture<Object> recorded = new CompletableFuture<>();
                future.whenComplete((response, failure) -> {
                    if (failure != null) {
                        recorded.completeExceptionally(call.failed(failure));
                        return;
                    }
                    try {
                        recorded.complete(response instanceof SdkResponse sdk ? call.completed(sdk) : response);
                    } catch (RuntimeException e) {
                        recorded.completeExceptionally(e);
                    }
                });
                return recorded;
            }
            return call.completed((SdkResponse) result);
        }

        private Object call(Method method, Object[] args) throws Throwable {
            try {
                return method.invoke(client, args);
            } catch (InvocationTargetException e) {
                throw e.getCause();
            }
        }

        private Object objectMethod(Object proxy, Method method, Object[] args) {
            switch (method.getName()) {
                case "equals":
                    return proxy == args[0];
                case "hashCode":
                    return System.identityHashCode(proxy);
                default:
                    return client + ", recorded";
            }
        }
    }
}
