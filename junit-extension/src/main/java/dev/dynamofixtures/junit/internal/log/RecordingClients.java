package dev.dynamofixtures.junit.internal.log;

import dev.dynamofixtures.junit.internal.backend.ClientProxy;
import java.lang.reflect.Proxy;
import java.util.Objects;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.core.SdkResponse;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbRequest;

/**
 * Clients whose calls a {@link CallRecorder} records: a {@link Proxy} over the client interface, around the client
 * that maps table names, so the log holds the requests as the code wrote them (its own table names). A proxy, not
 * an SDK {@code ExecutionInterceptor}, because the {@code dynamodb-local} backend's client is DynamoDB Local's
 * embedded one, which runs no interceptors; one mechanism then serves every remote backend alike.
 *
 * <p>A {@link ClientProxy}: each page a paginator fetches is a call of its own, as it is on the wire.
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
        return ClientProxy.proxy(type, new Recording(client, recorder));
    }

    /** Records each operation with the recorder's {@link CallRecorder.Call}. */
    private static final class Recording extends ClientProxy {
        private final CallRecorder recorder;

        Recording(Object client, CallRecorder recorder) {
            super(client);
            this.recorder = recorder;
        }

        @Override
        protected Exchange start(SdkRequest request) {
            CallRecorder.Call call = recorder.start((DynamoDbRequest) request);
            return new Exchange() {
                @Override
                public SdkRequest toSend() {
                    return call.toSend();
                }

                @Override
                public SdkResponse completed(SdkResponse response) {
                    return call.completed(response);
                }

                @Override
                public Throwable failed(Throwable failure) {
                    return call.failed(failure);
                }
            };
        }

        @Override
        protected String describe() {
            return ", recorded";
        }
    }
}
