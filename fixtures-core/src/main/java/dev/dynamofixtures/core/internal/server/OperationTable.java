package dev.dynamofixtures.core.internal.server;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import software.amazon.awssdk.core.SdkPojo;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbRequest;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbResponse;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbStreamsRequest;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbStreamsResponse;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * Every DynamoDB operation of the SDK's {@link DynamoDbClient}, by its wire name ({@code GetItem}): how to
 * build its request ({@code GetItemRequest.builder()}) and which client method answers it. Found once by
 * reflection over the client interface, so operations the engine gains later are served with no change
 * here; operations it lacks reach the adapter, which throws {@link UnsupportedOperationException}.
 */
final class OperationTable {
    private static final MethodHandles.Lookup LOOKUP = MethodHandles.publicLookup();

    private final Map<String, Operation> byName;

    private OperationTable(Map<String, Operation> byName) {
        this.byName = Map.copyOf(byName);
    }

    /** The operations of {@code client}: each {@code XxxResponse xxx(XxxRequest)} method of the interface. */
    static OperationTable of(DynamoDbClient client) {
        return of(DynamoDbClient.class, client, DynamoDbRequest.class, DynamoDbResponse.class);
    }

    /** The operations of a DynamoDB Streams client, by their wire names ({@code GetRecords}). */
    static OperationTable ofStreams(DynamoDbStreamsClient client) {
        return of(DynamoDbStreamsClient.class, client, DynamoDbStreamsRequest.class, DynamoDbStreamsResponse.class);
    }

    private static OperationTable of(Class<?> api, Object client, Class<?> requestType, Class<?> responseType) {
        Objects.requireNonNull(client, "client");
        Map<String, Operation> operations = new HashMap<>();
        for (Method method : api.getMethods()) {
            operationName(method, requestType, responseType)
                    .ifPresent(name -> operations.put(name, operation(name, method, client)));
        }
        return new OperationTable(operations);
    }

    Optional<Operation> find(String name) {
        return Optional.ofNullable(byName.get(name));
    }

    int size() {
        return byName.size();
    }

    private static Optional<String> operationName(Method method, Class<?> requestType, Class<?> responseType) {
        if (Modifier.isStatic(method.getModifiers()) || method.getParameterCount() != 1) {
            return Optional.empty();
        }
        Class<?> request = method.getParameterTypes()[0];
        Class<?> response = method.getReturnType();
        if (!requestType.isAssignableFrom(request) || !responseType.isAssignableFrom(response)) {
            return Optional.empty();
        }
        String name = request.getSimpleName().replaceFirst("Request$", "");
        return response.getSimpleName().equals(name + "Response") ? Optional.of(name) : Optional.empty();
    }

    private static Operation operation(String name, Method method, Object client) {
        try {
            Class<?> requestClass = method.getParameterTypes()[0];
            MethodHandle builder = LOOKUP.unreflect(requestClass.getMethod("builder"));
            MethodHandle call = LOOKUP.unreflect(method).bindTo(client);
            return new Operation(name, builder, call);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("The SDK's " + name + "Request has no public builder()", e);
        }
    }

    /** One operation: a fresh request builder, and the call that answers a built request. */
    static final class Operation {
        private final String name;
        private final MethodHandle builder;
        private final MethodHandle call;

        private Operation(String name, MethodHandle builder, MethodHandle call) {
            this.name = name;
            this.builder = builder;
            this.call = call;
        }

        String name() {
            return name;
        }

        /** A new, empty request builder; it is also the {@link SdkPojo} the decoder fills. */
        SdkPojo newRequestBuilder() {
            try {
                return (SdkPojo) builder.invoke();
            } catch (Throwable e) {
                throw new IllegalStateException("Cannot create a " + name + " request builder", e);
            }
        }

        /** Calls the client; its exceptions (SDK exceptions, UnsupportedOperationException) pass through. */
        SdkPojo invoke(Object request) {
            try {
                return (SdkPojo) call.invoke(request);
            } catch (RuntimeException | Error e) {
                throw e;
            } catch (Throwable e) {
                throw new IllegalStateException(name + " failed", e);
            }
        }
    }
}
