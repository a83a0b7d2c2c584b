package dev.dynamofixtures.junit.internal.backend;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.core.SdkResponse;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.waiters.DynamoDbAsyncWaiter;
import software.amazon.awssdk.services.dynamodb.waiters.DynamoDbWaiter;

/**
 * Table-name mapping for clients that are already built (the engine's, DynamoDB Local's embedded client): a
 * {@link Proxy} over the client interface that rewrites each operation's request and response (or future) and
 * exceptions with {@link TableNameRewriter}, as {@link TableNameInterceptor} does inside an SDK client.
 *
 * <p>Operations ({@code XxxResponse xxx(XxxRequest)}, and {@code CompletableFuture} ones) go to the wrapped
 * client. Every other default method of the interface (the {@code Consumer<Builder>} overloads, paginators,
 * no-argument forms) runs on the proxy itself, so the pages a paginator fetches are mapped too; {@code waiter()}
 * builds a waiter over the proxy. {@code close()} and the configuration methods go to the wrapped client.
 */
public final class TableNamingClients {
    private TableNamingClients() {
    }

    /** {@code client} with table names mapped by {@code naming}; the client itself when names are unchanged. */
    public static DynamoDbClient wrap(DynamoDbClient client, TableNames naming) {
        Objects.requireNonNull(client, "client");
        Objects.requireNonNull(naming, "naming");
        return naming.isIdentity() ? client : proxy(DynamoDbClient.class, client, naming);
    }

    /** {@code client} with table names mapped by {@code naming}; the client itself when names are unchanged. */
    public static DynamoDbAsyncClient wrap(DynamoDbAsyncClient client, TableNames naming) {
        Objects.requireNonNull(client, "client");
        Objects.requireNonNull(naming, "naming");
        return naming.isIdentity() ? client : proxy(DynamoDbAsyncClient.class, client, naming);
    }

    private static <T> T proxy(Class<T> type, T client, TableNames naming) {
        return type.cast(Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] {type},
                new Mapping(client, naming)));
    }

    /** The proxy's behaviour; see the class comment. */
    private static final class Mapping implements InvocationHandler {
        private final Object client;
        private final TableNames naming;
        private final TableNameRewriter rewriter;

        Mapping(Object client, TableNames naming) {
            this.client = client;
            this.naming = naming;
            this.rewriter = new TableNameRewriter(naming);
        }

        @Override
        public Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
            if (method.getDeclaringClass() == Object.class) {
                return objectMethod(proxy, method, args);
            }
            if (isOperation(method, args)) {
                return operation(method, (SdkRequest) args[0]);
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
            return args != null && args.length == 1 && args[0] instanceof SdkRequest
                    && (SdkResponse.class.isAssignableFrom(returned) || returned == CompletableFuture.class);
        }

        private Object operation(Method method, SdkRequest request) throws Throwable {
            Object result = call(method, new Object[] {rewriter.toServer(request)});
            if (result instanceof CompletableFuture<?> future) {
                CompletableFuture<Object> mapped = new CompletableFuture<>();
                future.whenComplete((response, failure) -> {
                    if (failure != null) {
                        mapped.completeExceptionally(rewriter.toTest(failure));
                        return;
                    }
                    try {
                        mapped.complete(response instanceof SdkResponse sdk ? rewriter.toTest(sdk) : response);
                    } catch (RuntimeException e) {
                        mapped.completeExceptionally(e);
                    }
                });
                return mapped;
            }
            return rewriter.toTest((SdkResponse) result);
        }

        private Object call(Method method, Object[] args) throws Throwable {
            try {
                return method.invoke(client, args);
            } catch (InvocationTargetException e) {
                throw rewriter.toTest(e.getCause());
            }
        }

        private Object objectMethod(Object proxy, Method method, Object[] args) {
            switch (method.getName()) {
                case "equals":
                    return proxy == args[0];
                case "hashCode":
                    return System.identityHashCode(proxy);
                default:
                    return client + " with table names " + naming;
            }
        }
    }
}
