package dev.dynamofixtures.core.internal.server;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import software.amazon.awssdk.auth.credentials.AnonymousCredentialsProvider;
import software.amazon.awssdk.core.SdkPojo;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The JSON the AWS SDK itself writes for a request: the request goes through a real SDK client whose
 * interceptor keeps the marshalled body and stops the call before anything is sent.
 */
final class SdkMarshalling {
    private SdkMarshalling() {
    }

    static byte[] body(String operation, SdkPojo request) {
        Capture capture = new Capture();
        try (DynamoDbClient client = DynamoDbClient.builder().endpointOverride(URI.create("http://127.0.0.1:9"))
                .region(Region.US_EAST_1).credentialsProvider(AnonymousCredentialsProvider.create())
                .overrideConfiguration(c -> c.addExecutionInterceptor(capture)).build()) {
            try {
                OperationTable.of(client).find(operation).orElseThrow().invoke(request);
            } catch (RuntimeException expected) {
                // The interceptor stops every call once the body is captured.
            }
        }
        if (capture.body == null) {
            throw new IllegalStateException("The SDK did not marshal " + operation);
        }
        return capture.body;
    }

    private static final class Capture implements ExecutionInterceptor {
        private byte[] body;

        @Override
        public void beforeTransmission(Context.BeforeTransmission context, ExecutionAttributes attributes) {
            context.requestBody().ifPresent(requestBody -> {
                try (InputStream in = requestBody.contentStreamProvider().newStream()) {
                    body = in.readAllBytes();
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
            throw new IllegalStateException("captured; not sending");
        }
    }
}
